import { eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { appUser } from '../../db/schema';

export async function unlockUser(db: DatabaseExecutor, userId: number) {
  const rows = await db
    .update(appUser)
    .set({
      lockedAt: null,
      failedSignInAttempts: 0,
      updatedAt: new Date(),
      version: sql`${appUser.version} + 1`,
    })
    .where(eq(appUser.id, userId))
    .returning({ id: appUser.id, email: appUser.email });
  return rows[0];
}
