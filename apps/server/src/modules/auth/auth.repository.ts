import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, signInRateWindow, unknownEmailSignIn, userSession } from '../../db/schema';

export type UserRecord = typeof appUser.$inferSelect;

/** A time inside a raw SQL expression: postgres.js cannot tell a Date's type there, so it goes as ISO text. */
function timestampOf(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

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

/**
 * Counts a failure atomically, so parallel wrong guesses cannot share one attempt. A count whose last failure is
 * at or before `forgetBefore` (one lock period ago) starts over, and a lock that ended by then is lifted; a lock
 * still running is left alone (a parallel guess must not undo it).
 */
export async function incrementFailedAttempts(
  db: DatabaseExecutor,
  userId: number,
  at: Date,
  forgetBefore: Date,
): Promise<number> {
  const rows = await db
    .update(appUser)
    .set({
      failedSignInAttempts: sql`case when ${appUser.lastFailedSignInAt} is null or ${appUser.lastFailedSignInAt} <= ${timestampOf(forgetBefore)} then 1 else ${appUser.failedSignInAttempts} + 1 end`,
      lockedAt: sql`case when ${appUser.lockedAt} > ${timestampOf(forgetBefore)} then ${appUser.lockedAt} else null end`,
      lastFailedSignInAt: at,
    })
    .where(eq(appUser.id, userId))
    .returning({ failedSignInAttempts: appUser.failedSignInAttempts });
  return rows[0]?.failedSignInAttempts ?? 0;
}

export type UnknownEmailSignIn = typeof unknownEmailSignIn.$inferSelect;

export async function findUnknownEmailSignIn(
  db: DatabaseExecutor,
  emailHash: string,
): Promise<UnknownEmailSignIn | undefined> {
  const rows = await db
    .select()
    .from(unknownEmailSignIn)
    .where(eq(unknownEmailSignIn.emailHash, emailHash))
    .limit(1);
  return rows[0];
}

/** incrementFailedAttempts for an email with no account: the same count, kept by the email's hash. */
export async function incrementUnknownEmailFailures(
  db: DatabaseExecutor,
  emailHash: string,
  at: Date,
  forgetBefore: Date,
): Promise<number> {
  const rows = await db
    .insert(unknownEmailSignIn)
    .values({ emailHash, failedAttempts: 1, lockedAt: null, lastFailedAt: at })
    .onConflictDoUpdate({
      target: unknownEmailSignIn.emailHash,
      set: {
        failedAttempts: sql`case when ${unknownEmailSignIn.lastFailedAt} <= ${timestampOf(forgetBefore)} then 1 else ${unknownEmailSignIn.failedAttempts} + 1 end`,
        lockedAt: sql`case when ${unknownEmailSignIn.lockedAt} > ${timestampOf(forgetBefore)} then ${unknownEmailSignIn.lockedAt} else null end`,
        lastFailedAt: at,
      },
    })
    .returning({ failedAttempts: unknownEmailSignIn.failedAttempts });
  return rows[0]?.failedAttempts ?? 0;
}

export async function lockUnknownEmail(db: DatabaseExecutor, emailHash: string, at: Date): Promise<void> {
  await db
    .update(unknownEmailSignIn)
    .set({ lockedAt: at })
    .where(eq(unknownEmailSignIn.emailHash, emailHash));
}

/** The operators' unlock of an email with no account (the command line's unlock-user): its count starts over. */
export async function unlockUnknownEmail(db: DatabaseExecutor, emailHash: string): Promise<boolean> {
  const rows = await db
    .delete(unknownEmailSignIn)
    .where(eq(unknownEmailSignIn.emailHash, emailHash))
    .returning({ emailHash: unknownEmailSignIn.emailHash });
  return rows.length > 0;
}

/**
 * Counts an attempt in the key's one-minute window (a fixed window, started by the first attempt after the last one
 * ended) and answers the window's count, this attempt included. One statement: parallel attempts on any instance
 * each get their own number.
 */
export async function takeSignInAttempt(
  db: DatabaseExecutor,
  key: string,
  at: Date,
  windowStartedBefore: Date,
): Promise<number> {
  const isOver = sql`${signInRateWindow.windowStartedAt} <= ${timestampOf(windowStartedBefore)}`;
  const rows = await db
    .insert(signInRateWindow)
    .values({ key, windowStartedAt: at, attempts: 1 })
    .onConflictDoUpdate({
      target: signInRateWindow.key,
      set: {
        attempts: sql`case when ${isOver} then 1 else ${signInRateWindow.attempts} + 1 end`,
        windowStartedAt: sql`case when ${isOver} then ${timestampOf(at)} else ${signInRateWindow.windowStartedAt} end`,
      },
    })
    .returning({ attempts: signInRateWindow.attempts });
  return rows[0]?.attempts ?? 0;
}

export async function forgetSignInAttempts(db: DatabaseExecutor, key: string): Promise<void> {
  await db.delete(signInRateWindow).where(eq(signInRateWindow.key, key));
}

/** Rows that no longer say anything: windows that ended, unknown emails idle for a lock period. */
export async function deleteStaleSignInRows(
  db: DatabaseExecutor,
  windowStartedBefore: Date,
  forgetBefore: Date,
): Promise<void> {
  await db.delete(signInRateWindow).where(lt(signInRateWindow.windowStartedAt, windowStartedBefore));
  await db.delete(unknownEmailSignIn).where(lt(unknownEmailSignIn.lastFailedAt, forgetBefore));
}

export async function lockUser(db: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  await db
    .update(appUser)
    .set({ lockedAt: at, updatedAt: at, version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId));
}

export async function recordSuccessfulSignIn(db: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  // A lock that ended by itself is lifted by the next good sign-in (decision 194).
  await db
    .update(appUser)
    .set({ failedSignInAttempts: 0, lockedAt: null, lastSignInAt: at })
    .where(eq(appUser.id, userId));
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

/**
 * Ends a user's sessions for good (deactivation, a password set or changed): a revoked session never comes back,
 * whatever happens to the user afterwards. `exceptSessionId` keeps the session that changed its own password.
 */
export async function revokeUserSessions(
  db: DatabaseExecutor,
  userId: number,
  at: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: at })
    .where(
      and(
        eq(userSession.userId, userId),
        isNull(userSession.revokedAt),
        exceptSessionId === undefined ? undefined : ne(userSession.id, exceptSessionId),
      ),
    );
}

/**
 * How long a session's row is kept after it ended (decision 217): nothing signs in with it again, and a week keeps
 * what support may ask about ('I was signed out yesterday'). A revoked session goes when its expiry has passed too.
 */
export const ENDED_SESSION_RETENTION_MS = 7 * 24 * 3_600_000;

/** Deletes sessions expired longer than the retention, oldest first, a bounded batch (the expiry index finds them). */
export async function purgeEndedSessions(
  db: DatabaseExecutor,
  olderThanMs: number = ENDED_SESSION_RETENTION_MS,
  batch = 5_000,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const oldest = db
    .select({ id: userSession.id })
    .from(userSession)
    .where(lt(userSession.expiresAt, cutoff))
    .orderBy(userSession.expiresAt)
    .limit(batch);
  const deleted = await db
    .delete(userSession)
    .where(sql`${userSession.id} in (${oldest})`)
    .returning({ id: userSession.id });
  return deleted.length;
}
