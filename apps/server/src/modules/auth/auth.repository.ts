import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, userSession } from '../../db/schema';

export type UserRecord = typeof appUser.$inferSelect;

export async function findUserByEmail(db: DatabaseExecutor, email: string): Promise<UserRecord | undefined> {
  const rows = await db
    .select()
    .from(appUser)
    .where(sql`lower(${appUser.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DatabaseExecutor, id: number): Promise<UserRecord | undefined> {
  const rows = await db.select().from(appUser).where(eq(appUser.id, id)).limit(1);
  return rows[0];
}

/** Counts a failure atomically, so parallel wrong guesses cannot share one attempt. */
export async function incrementFailedAttempts(db: DatabaseExecutor, userId: number): Promise<number> {
  const rows = await db
    .update(appUser)
    .set({ failedSignInAttempts: sql`${appUser.failedSignInAttempts} + 1`, updatedAt: new Date() })
    .where(eq(appUser.id, userId))
    .returning({ failedSignInAttempts: appUser.failedSignInAttempts });
  return rows[0]?.failedSignInAttempts ?? 0;
}

export async function lockUser(db: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  await db
    .update(appUser)
    .set({ lockedAt: at, updatedAt: at, version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId));
}

export async function recordSuccessfulSignIn(db: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  await db.update(appUser).set({ failedSignInAttempts: 0, lastSignInAt: at }).where(eq(appUser.id, userId));
}

export async function insertSession(
  db: DatabaseExecutor,
  session: typeof userSession.$inferInsert,
): Promise<{ id: number }> {
  const rows = await db.insert(userSession).values(session).returning({ id: userSession.id });
  const row = rows[0];
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export interface ActiveSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserRecord;
}

export async function findActiveSession(
  db: DatabaseExecutor,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const rows = await db
    .select({
      sessionId: userSession.id,
      lastSeenAt: userSession.lastSeenAt,
      expiresAt: userSession.expiresAt,
      user: appUser,
    })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(
      and(
        eq(userSession.tokenHash, tokenHash),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: DatabaseExecutor, sessionId: number, at: Date): Promise<void> {
  await db.update(userSession).set({ lastSeenAt: at }).where(eq(userSession.id, sessionId));
}

export async function revokeSession(db: DatabaseExecutor, sessionId: number, at: Date): Promise<void> {
  await db.update(userSession).set({ revokedAt: at }).where(eq(userSession.id, sessionId));
}

export async function revokeUserSessions(db: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: at })
    .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)));
}
