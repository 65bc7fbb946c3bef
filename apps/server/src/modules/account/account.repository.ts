import { eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { appUser } from '../../db/schema';

export async function updateOwnAccount(
  db: DatabaseExecutor,
  userId: number,
  values: { firstName: string; lastName: string; phoneNumber: string | null; languageId: number },
) {
  const rows = await db
    .update(appUser)
    .set({ ...values, updatedAt: new Date(), version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId))
    .returning();
  return rows[0];
}

export async function updatePasswordHash(
  db: DatabaseExecutor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(appUser)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId));
}
