import type { ActionLogActionId, ActionLogTypeId, RecordFieldChange, RoleId } from '@portal/contracts';
import type { Database, Transaction } from '../db/database';
import type { DomainEvent, DomainEventBus } from '../events/domain-events';
import type { EnqueueJobOptions } from './jobs/job-queue';
import { eventKind } from './jobs/job-registry';
import { insertJob, type EnqueuedJob, type JobPayload } from './jobs/job.repository';

/** Who acts: a signed-in user, or the system (seed, CLI) with no user. */
export interface Actor {
  userId: number | null;
  /**
   * The signed-in user's role, for the services' field-level rules (docs/decisions/060); null for the system.
   * Required, so no caller can forget it: routes build actors with `actorOf(request)`, and a null role has no
   * authority (fails closed).
   */
  roleId: RoleId | null;
}

/** The system acting with no user and no role (seed, CLI, automatic locks): no field-level authority. */
export const SYSTEM_ACTOR: Actor = { userId: null, roleId: null };

export interface RecordChange {
  recordType: ActionLogTypeId;
  actionId: ActionLogActionId;
  recordId: number | null;
  recordNumber: string | null;
  details?: Record<string, unknown>;
  /** What an update changed, from `diffRecord` (lib/record-changes.ts): the log shows old → new per field. */
  changes?: readonly RecordFieldChange[];
}

export interface UnitOfWork {
  tx: Transaction;
  actor: Actor;
  /**
   * Every state change goes through here: it writes the action-log row in the same transaction and queues the
   * change event, published only after commit (brief, non-negotiable 3).
   */
  recordChange(change: RecordChange): Promise<void>;
  /**
   * Enqueues a durable job in this transaction: it runs only if the change commits, and survives a restart
   * (lib/jobs, docs/decisions/080).
   */
  enqueueJob(kind: string, payload: JobPayload, options?: EnqueueJobOptions): Promise<EnqueuedJob>;
  /**
   * The outbox: a domain event that other instances or later work depend on (an `event.<type>` job whose
   * durable subscribers each get a job). Live notices stay on `recordChange`'s in-memory event.
   */
  enqueueEvent(type: string, payload: JobPayload, options?: EnqueueJobOptions): Promise<EnqueuedJob>;
}

/**
 * The action log as the unit of work sees it: a port the action-log module fills at composition (services.ts), so
 * lib never imports a module (docs/decisions/096). It gets the change exactly as the service recorded it, inside the
 * change's transaction, and decides the row's shape.
 */
export type ActionLogWriter = (tx: Transaction, actor: Actor, change: RecordChange) => Promise<void>;

export interface UnitOfWorkOptions {
  /** Writes each recorded change's action-log row. */
  writeActionLog: ActionLogWriter;
  /** Called after a commit that enqueued jobs: wakes this instance's job runner. */
  onJobsEnqueued?: () => void;
}

export type RunUnitOfWork = <T>(actor: Actor, work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

export function createUnitOfWorkRunner(
  db: Database,
  events: DomainEventBus,
  options: UnitOfWorkOptions,
): RunUnitOfWork {
  return async (actor, work) => {
    const pending: DomainEvent[] = [];
    let enqueuedJobs = 0;
    const result = await db.transaction(async (tx) => {
      const enqueueJob = async (kind: string, payload: JobPayload, jobOptions: EnqueueJobOptions = {}) => {
        const enqueued = await insertJob(tx, { kind, payload, ...jobOptions, createdByUserId: actor.userId });
        enqueuedJobs += 1;
        return enqueued;
      };
      return work({
        tx,
        actor,
        enqueueJob,
        enqueueEvent: (type, payload, jobOptions) => enqueueJob(eventKind(type), payload, jobOptions),
        async recordChange(change) {
          await options.writeActionLog(tx, actor, change);
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
      });
    });
    if (enqueuedJobs > 0) options.onJobsEnqueued?.();
    events.publish(pending);
    return result;
  };
}
