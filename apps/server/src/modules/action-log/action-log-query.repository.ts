import { and, asc, eq, exists, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ACTION_LOG_MAX_OFFSET,
  ActionLogAction,
  ActionLogType,
  type ActionLogQuery,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { actionLog, appUser } from '../../db/schema';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';

/**
 * The read side of the action log, kept apart from the insert-only writer: nothing here (or anywhere) updates
 * or deletes an entry. Every filter is backed by an index of action_log (db/schema/core.ts): newest first walks
 * action_log_created_index; the owner filter action_log_user_created_index; the type filter
 * action_log_type_created_index; the record number action_log_entity_number_index; a record's history (type and
 * id) action_log_entity_created_index.
 */
/**
 * The indexes are (… created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST, which
 * PostgreSQL cannot read from them, so the order names NULLS LAST explicitly (the columns are NOT NULL anyway).
 */
const NEWEST_FIRST = {
  created: sql`${actionLog.createdAt} desc nulls last`,
  id: sql`${actionLog.id} desc nulls last`,
};

function conditions(query: ActionLogQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.userId !== undefined) parts.push(eq(actionLog.userId, query.userId));
  if (query.actionTypeId !== undefined) parts.push(eq(actionLog.actionTypeId, query.actionTypeId));
  if (query.actionId !== undefined) parts.push(eq(actionLog.actionId, query.actionId));
  if (query.recordNumber !== undefined) parts.push(eq(actionLog.entityNumber, query.recordNumber));
  if (query.recordId !== undefined) parts.push(eq(actionLog.entityId, query.recordId));
  if (query.actionTypeId === undefined && !isAskingForSignIns(query)) {
    parts.push(ne(actionLog.actionTypeId, ActionLogType.ids.SESSION));
  }
  if (query.from !== undefined) parts.push(gte(actionLog.createdAt, new Date(query.from)));
  if (query.to !== undefined) parts.push(lte(actionLog.createdAt, new Date(query.to)));
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * Sign-ins and sign-outs are entries of type Session; they stay out of the log unless asked for, by the toggle or
 * by naming them in the filters (decision 111). A lockout after failed sign-ins is a change of the user and stays.
 */
export function isAskingForSignIns(query: ActionLogQuery): boolean {
  return (
    query.includeSignIns === true ||
    query.actionTypeId === ActionLogType.ids.SESSION ||
    query.actionId === ActionLogAction.ids.SIGN_IN ||
    query.actionId === ActionLogAction.ids.SIGN_OUT
  );
}

/** The oldest first: the same indexes read backwards. */
const OLDEST_FIRST = {
  created: sql`${actionLog.createdAt} asc nulls first`,
  id: sql`${actionLog.id} asc nulls first`,
};

/**
 * One page, newest first, with its total, in one statement (lib/paged-query.ts). The rows come from action_log
 * alone (no join, not even a per-row name lookup: either turns the owner filter's plan from its own index to a
 * filtered walk of the created_at one), so the planner walks an index and stops after the page; the names of
 * the page's few users come from `findUserNames`. The total counts up to the paging limit. Exported so tests
 * can EXPLAIN exactly what runs.
 */
export function actionLogPageRequest(db: DatabaseExecutor, query: ActionLogQuery) {
  const where = conditions(query);
  const order = query.sortOrder === 'asc' ? OLDEST_FIRST : NEWEST_FIRST;
  return {
    page: query.page,
    size: query.size,
    maxOffset: ACTION_LOG_MAX_OFFSET,
    matches: db
      .select({ one: sql`1` })
      .from(actionLog)
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      db
        .select({
          id: actionLog.id,
          createdAt: actionLog.createdAt,
          userId: actionLog.userId,
          actionId: actionLog.actionId,
          actionTypeId: actionLog.actionTypeId,
          recordId: actionLog.entityId,
          recordNumber: actionLog.entityNumber,
          changes: actionLog.changes,
          total,
        })
        .from(actionLog)
        .where(where)
        .$dynamic(),
    orderBy: [order.created],
    tieBreaker: order.id,
  } satisfies PagedQueryRequest<PgSelect>;
}

export function listActionLogPage(db: DatabaseExecutor, query: ActionLogQuery) {
  return pagedQuery(db, actionLogPageRequest(db, query));
}

export async function findUserNames(db: DatabaseExecutor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(inArray(appUser.id, userIds));
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
