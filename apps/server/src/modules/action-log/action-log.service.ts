import {
  ActionLogAction,
  ActionLogType,
  ownerName,
  type ActionLogPage,
  type ActionLogQuery,
  type OwnerUser,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { toOwnerUser } from '../reference/reference.service';
import * as queries from './action-log-query.repository';

/** spec 001 §2 Action Log: read only; entries are written by unit.recordChange and never changed. */
export function createActionLogService({ db }: { db: Database }) {
  async function listEntries(query: ActionLogQuery): Promise<ActionLogPage> {
    const { rows, total, isTotalCapped } = await queries.listActionLogPage(db, query);
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
        changes: row.changes ?? [],
      })),
      total,
      isTotalCapped,
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
