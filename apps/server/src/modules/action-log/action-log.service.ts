import {
  ACTION_LOG_MAX_OFFSET,
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MESSAGES,
  ownerName,
  type ActionLogPage,
  type ActionLogQuery,
  type OwnerUser,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toOwnerUser } from '../reference/reference.service';
import * as queries from './action-log-query.repository';

/** spec 001 §2 Action Log: read only; entries are written by unit.recordChange and never changed. */
export function createActionLogService({ db }: { db: Database }) {
  async function listEntries(query: ActionLogQuery): Promise<ActionLogPage> {
    if (query.page * query.size >= ACTION_LOG_MAX_OFFSET) {
      const message = `Narrow the filters: pages beyond entry ${ACTION_LOG_MAX_OFFSET} are not served.`;
      throw new AppError(ErrorCode.VALIDATION_FAILED, `${MESSAGES.validationFailedTitle}: page: ${message}`, {
        issues: [{ field: 'page', message }],
      });
    }
    const cap = ACTION_LOG_MAX_OFFSET + query.size;
    const [rows, counted] = await Promise.all([
      queries.actionLogPageQuery(db, query),
      queries.countActionLogEntries(db, query, cap + 1),
    ]);
    const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
    const names = new Map(
      (await queries.findUserNames(db, userIds)).map((user) => [
        user.id,
        ownerName(user.firstName, user.lastName),
      ]),
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        userId: row.userId,
        // Entries without a user were made by the system (seed, command line).
        userName: row.userId === null ? 'System' : (names.get(row.userId) ?? 'N/A'),
        actionId: row.actionId,
        actionName: ActionLogAction.labelOf(row.actionId) ?? String(row.actionId),
        actionTypeId: row.actionTypeId,
        actionTypeName: ActionLogType.labelOf(row.actionTypeId) ?? String(row.actionTypeId),
        recordId: row.recordId,
        recordNumber: row.recordNumber,
      })),
      total: Math.min(counted, cap),
      isTotalCapped: counted > cap,
      page: query.page,
      size: query.size,
    };
  }

  async function listOwnerUsers(): Promise<OwnerUser[]> {
    return (await queries.listUsersWithEntries(db)).map(toOwnerUser);
  }

  return { listEntries, listOwnerUsers };
}

export type ActionLogService = ReturnType<typeof createActionLogService>;
