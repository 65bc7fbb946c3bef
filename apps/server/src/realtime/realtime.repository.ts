import { inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/database';
import { appUser } from '../db/schema';

/** Names and avatars of the visitors and actors shown in live events, in one query. */
export async function findUserProfiles(db: DatabaseExecutor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarFileName: appUser.avatarFileName,
    })
    .from(appUser)
    .where(inArray(appUser.id, [...userIds]));
}
