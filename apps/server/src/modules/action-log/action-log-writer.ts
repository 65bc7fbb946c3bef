import type { ActionLogWriter } from '../../lib/unit-of-work';
import { maskSecrets } from '../../lib/record-changes';
import { insertActionLogEntry } from './action-log.repository';

/**
 * The unit of work's action-log port (lib/unit-of-work.ts, docs/decisions/096): one row per recorded change, in
 * the change's own transaction, so a rolled-back change leaves no entry. The changed fields are masked once more
 * here (decision 109): a secret never reaches the log, whoever built the list.
 */
export const writeActionLogEntry: ActionLogWriter = (tx, actor, change) =>
  insertActionLogEntry(tx, {
    userId: actor.userId,
    actionTypeId: change.recordType,
    actionId: change.actionId,
    entityId: change.recordId,
    entityNumber: change.recordNumber,
    ...(change.details ? { details: change.details } : {}),
    ...(change.changes && change.changes.length > 0 ? { changes: maskSecrets(change.changes) } : {}),
  });
