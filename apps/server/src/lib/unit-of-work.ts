import type { ActionLogActionId, ActionLogTypeId } from '@portal/contracts';
import type { Database, Transaction } from '../db/database';
import type { DomainEvent, DomainEventBus } from '../events/domain-events';
import { insertActionLogEntry } from '../modules/action-log/action-log.repository';

/** Who acts: a signed-in user, or the system (seed, CLI) with no user. */
export interface Actor {
  userId: number | null;
}

export interface RecordChange {
  recordType: ActionLogTypeId;
  actionId: ActionLogActionId;
  recordId: number | null;
  recordNumber: string | null;
  details?: Record<string, unknown>;
}

export interface UnitOfWork {
  tx: Transaction;
  actor: Actor;
  /**
   * Every state change goes through here: it writes the action-log row in the same transaction and queues the
   * change event, published only after commit (brief, non-negotiable 3).
   */
  recordChange(change: RecordChange): Promise<void>;
}

export type RunUnitOfWork = <T>(actor: Actor, work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

export function createUnitOfWorkRunner(db: Database, events: DomainEventBus): RunUnitOfWork {
  return async (actor, work) => {
    const pending: DomainEvent[] = [];
    const result = await db.transaction(async (tx) =>
      work({
        tx,
        actor,
        async recordChange(change) {
          await insertActionLogEntry(tx, {
            userId: actor.userId,
            actionTypeId: change.recordType,
            actionId: change.actionId,
            entityId: change.recordId,
            entityNumber: change.recordNumber,
            ...(change.details ? { details: change.details } : {}),
          });
          pending.push({
            type: 'record.changed',
            recordType: change.recordType,
            recordId: change.recordId,
            recordNumber: change.recordNumber,
            actionId: change.actionId,
            actorUserId: actor.userId,
            occurredAt: new Date().toISOString(),
          });
        },
      }),
    );
    events.publish(pending);
    return result;
  };
}
