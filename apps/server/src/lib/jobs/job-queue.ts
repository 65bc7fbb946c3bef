import { BackgroundProcessStatus, type JobStatus } from '@portal/contracts';
import type { DatabaseHandle } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import { notFound } from '../app-error';
import { eventKind, JobRegistry } from './job-registry';
import { findJob, insertJob, type EnqueuedJob, type JobPayload, type JobRow } from './job.repository';
import { JobRunner, type JobRunnerOptions } from './job-runner';

export interface EnqueueJobOptions {
  /** The same logical job (same kind and key) is enqueued once; later enqueues return the first job. */
  idempotencyKey?: string;
  /** Attempts before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** Run no earlier than this long after the commit. */
  delayMs?: number;
}

export interface JobQueueOptions extends Omit<
  JobRunnerOptions,
  'db' | 'engine' | 'registry' | 'listenClient' | 'events'
> {
  database: DatabaseHandle;
  events?: DomainEventBus;
}

export function toJobStatus(row: JobRow): JobStatus {
  const statusId = row.statusId;
  // The table's check constraint allows only these ids; this narrows the type for the answer.
  if (!BackgroundProcessStatus.has(statusId)) throw new Error(`job ${row.id} has status ${statusId}`);
  const isPending = statusId === BackgroundProcessStatus.ids.PENDING;
  return {
    id: row.id,
    kind: row.kind,
    statusId,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: isPending ? row.runAt.toISOString() : null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The durable job queue and outbox of this instance (docs/decisions/080-job-queue-and-outbox.md): what it can run
 * (`define`, `subscribe`), enqueueing outside a unit of work, the status the web sees, and the runner. Inside a
 * change, enqueue with `unit.enqueueJob` / `unit.enqueueEvent` so the job commits or rolls back with it.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { database, events, ...runnerOptions } = options;
  const registry = new JobRegistry();
  const runner = new JobRunner({
    ...runnerOptions,
    db: database.db,
    engine: database.engine,
    registry,
    listenClient: database.postgresClient,
    events,
  });

  return {
    registry,
    runner,
    define: registry.define.bind(registry),
    subscribe: registry.subscribe.bind(registry),
    /** Wakes this instance's idle workers (a unit of work committed jobs). */
    wake: () => runner.wake(),

    /** Enqueues on its own (autocommit), for work that belongs to no change. */
    async enqueue(
      kind: string,
      payload: JobPayload,
      enqueueOptions: EnqueueJobOptions = {},
    ): Promise<EnqueuedJob> {
      const enqueued = await insertJob(database.db, {
        kind,
        payload,
        ...enqueueOptions,
        createdByUserId: null,
      });
      runner.wake();
      return enqueued;
    },

    async enqueueEvent(type: string, payload: JobPayload, enqueueOptions: EnqueueJobOptions = {}) {
      return this.enqueue(eventKind(type), payload, enqueueOptions);
    },

    async getJobStatus(id: number): Promise<JobStatus> {
      const row = await findJob(database.db, id);
      if (!row) throw notFound('Job');
      return toJobStatus(row);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
