import { and, asc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ActionLogQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { actionLog, appUser } from '../../db/schema';

/**
 * The read side of the action log, kept apart from the insert-only writer: nothing here (or anywhere) updates
 * or deletes an entry. Every filter is backed by an index of action_log (db/schema/core.ts): newest first walks
 * action_log_created_index; the owner filter action_log_user_created_index; the type filter
 * action_log_type_created_index; the record number action_log_entity_number_index.
 */
/**
 * The indexes are (… created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST, which
 * PostgreSQL cannot read from them, so the order names NULLS LAST explicitly (the columns are NOT NULL anyway).
 */
const NEWEST_FIRST = [sql`${actionLog.createdAt} desc nulls last`, sql`${actionLog.id} desc nulls last`];

function conditions(query: ActionLogQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.userId !== undefined) parts.push(eq(actionLog.userId, query.userId));
  if (query.actionTypeId !== undefined) parts.push(eq(actionLog.actionTypeId, query.actionTypeId));
  if (query.actionId !== undefined) parts.push(eq(actionLog.actionId, query.actionId));
  if (query.recordNumber !== undefined) parts.push(eq(actionLog.entityNumber, query.recordNumber));
  if (query.from !== undefined) parts.push(gte(actionLog.createdAt, new Date(query.from)));
  if (query.to !== undefined) parts.push(lte(actionLog.createdAt, new Date(query.to)));
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * One page, newest first, from action_log alone (no join): the planner then walks the created_at index and
 * stops after the page; names of the few users on the page come from `findUserNames`. Exported as a builder so
 * tests can EXPLAIN exactly what runs.
 */
export function actionLogPageQuery(db: DatabaseExecutor, query: ActionLogQuery) {
  return db
    .select({
      id: actionLog.id,
      createdAt: actionLog.createdAt,
      userId: actionLog.userId,
      actionId: actionLog.actionId,
      actionTypeId: actionLog.actionTypeId,
      recordId: actionLog.entityId,
      recordNumber: actionLog.entityNumber,
    })
    .from(actionLog)
    .where(conditions(query))
    .orderBy(...NEWEST_FIRST)
    .limit(query.size)
    .offset(query.page * query.size);
}

export async function findUserNames(db: DatabaseExecutor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(inArray(appUser.id, userIds));
}

/** Counts matching entries, but never more than `cap` of them, so a count never scans the whole log. */
export async function countActionLogEntries(
  db: DatabaseExecutor,
  query: ActionLogQuery,
  cap: number,
): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(actionLog)
    .where(conditions(query))
    .orderBy(...NEWEST_FIRST)
    .limit(cap)
    .as('limited');
  const rows = await db.select({ total: sql<number>`count(*)::int` }).from(limited);
  return rows[0]?.total ?? 0;
}

/** Staff who have entries: few users, each probed with the (user_id, created_at) index. */
export async function listUsersWithEntries(db: DatabaseExecutor) {
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      avatarFileName: appUser.avatarFileName,
    })
    .from(appUser)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(actionLog)
          .where(eq(actionLog.userId, appUser.id)),
      ),
    )
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id));
}
