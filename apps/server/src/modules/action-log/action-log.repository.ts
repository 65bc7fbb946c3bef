import type { ActionLogActionId, ActionLogTypeId, RecordFieldChange } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { actionLog } from '../../db/schema';

export interface NewActionLogEntry {
  userId: number | null;
  actionTypeId: ActionLogTypeId;
  actionId: ActionLogActionId;
  entityId: number | null;
  entityNumber: string | null;
  details?: Record<string, unknown>;
  changes?: RecordFieldChange[];
}

/** Insert only: the action log is append-only, so this repository has no update or delete. */
export async function insertActionLogEntry(db: DatabaseExecutor, entry: NewActionLogEntry): Promise<void> {
  await db
    .insert(actionLog)
    .values({ ...entry, details: entry.details ?? null, changes: entry.changes ?? null });
}
