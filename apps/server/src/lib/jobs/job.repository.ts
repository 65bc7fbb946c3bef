import { and, eq, inArray, isNotNull, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import { BackgroundProcessStatus } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { job } from '../../db/schema';

export type JobRow = typeof job.$inferSelect;
export type JobPayload = Record<string, unknown>;

/** Every job of kind `event.<type>` is an outbox event; the runner claims them all (job-queue.ts). */
export const EVENT_KIND_PREFIX = 'event.';
/** PostgreSQL channel that wakes the runners of every instance when a job is committed. */
export const JOB_NOTIFY_CHANNEL = 'portal_jobs';

const PENDING = BackgroundProcessStatus.ids.PENDING;
const SUCCESS = BackgroundProcessStatus.ids.SUCCESS;
const FAILED = BackgroundProcessStatus.ids.FAILED;

export interface NewJob {
  kind: string;
  payload: JobPayload;
  idempotencyKey?: string | undefined;
  maxAttempts?: number | undefined;
  /** Run no earlier than this many milliseconds after the commit. */
  delayMs?: number | undefined;
  createdByUserId: number | null;
}

export interface EnqueuedJob {
  id: number;
  /** False when a job with the same kind and idempotency key already existed: that job is returned. */
  isNew: boolean;
}

const milliseconds = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Inserts the job in the caller's transaction, so it exists only if the change commits; the NOTIFY is delivered
 * at commit too (never for a rolled-back change) and wakes the runners of the other instances.
 */
export async function insertJob(executor: DatabaseExecutor, newJob: NewJob): Promise<EnqueuedJob> {
  const [inserted] = await executor
    .insert(job)
    .values({
      kind: newJob.kind,
      payload: newJob.payload,
      idempotencyKey: newJob.idempotencyKey ?? null,
      maxAttempts: newJob.maxAttempts ?? 5,
      runAt: sql`now() + ${milliseconds(newJob.delayMs ?? 0)}`,
      createdByUserId: newJob.createdByUserId,
    })
    .onConflictDoNothing({ target: [job.kind, job.idempotencyKey] })
    .returning({ id: job.id });
  if (inserted) {
    await executor.execute(sql`select pg_notify(${JOB_NOTIFY_CHANNEL}, '')`);
    return { id: inserted.id, isNew: true };
  }
  // ON CONFLICT waited for a concurrent insert of the same key to commit, so the first job is visible now.
  const [existing] = await executor
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.kind, newJob.kind), eq(job.idempotencyKey, newJob.idempotencyKey ?? '')));
  if (!existing) throw new Error(`job ${newJob.kind} conflicted on its idempotency key but was not found`);
  return { id: existing.id, isNew: false };
}

export async function findJob(executor: DatabaseExecutor, id: number): Promise<JobRow | undefined> {
  const [row] = await executor.select().from(job).where(eq(job.id, id));
  return row;
}

export interface ClaimOptions {
  workerId: string;
  kinds: readonly string[];
  /** Also claim every `event.*` job (the outbox dispatcher). */
  includeEvents: boolean;
  leaseMs: number;
  limit: number;
}

/**
 * Takes up to `limit` due jobs for this worker. `FOR UPDATE SKIP LOCKED` lets workers on several instances claim
 * at once without waiting for each other or taking the same job; a job whose lease expired (its worker died) is
 * due again. Each claim counts as an attempt, so a job that kills its worker cannot run forever.
 */
export async function claimJobs(executor: DatabaseExecutor, options: ClaimOptions): Promise<JobRow[]> {
  const kindConditions = [
    ...(options.kinds.length > 0 ? [inArray(job.kind, [...options.kinds])] : []),
    ...(options.includeEvents ? [like(job.kind, `${EVENT_KIND_PREFIX}%`)] : []),
  ];
  if (kindConditions.length === 0) return [];
  const due = executor
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        eq(job.statusId, PENDING),
        lte(job.runAt, sql`now()`),
        or(isNull(job.lockedUntil), lt(job.lockedUntil, sql`now()`)),
        lt(job.attempts, job.maxAttempts),
        or(...kindConditions),
      ),
    )
    .orderBy(job.runAt, job.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return executor
    .update(job)
    .set({
      lockedBy: options.workerId,
      lockedUntil: sql`now() + ${milliseconds(options.leaseMs)}`,
      attempts: sql`${job.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(job.id, due))
    .returning();
}

const heldBy = (id: number, workerId: string) => and(eq(job.id, id), eq(job.lockedBy, workerId));

/** Extends a running job's lease; false when the worker no longer holds it (it expired and was taken). */
export async function extendLease(
  executor: DatabaseExecutor,
  id: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await executor
    .update(job)
    .set({ lockedUntil: sql`now() + ${milliseconds(leaseMs)}` })
    .where(and(heldBy(id, workerId), eq(job.statusId, PENDING)))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Marks the job done, only if this worker still holds it; false means another worker took it over. */
export async function completeJob(
  executor: DatabaseExecutor,
  id: number,
  workerId: string,
  result: unknown,
): Promise<JobRow | undefined> {
  const [row] = await executor
    .update(job)
    .set({
      statusId: SUCCESS,
      result: result === undefined ? null : result,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(heldBy(id, workerId), eq(job.statusId, PENDING)))
    .returning();
  return row;
}

/**
 * Records a failed attempt: the job is due again after `retryDelayMs`, or failed for good when it has used its
 * attempts (or the failure is permanent, `retryDelayMs` null).
 */
export async function failJob(
  executor: DatabaseExecutor,
  id: number,
  workerId: string,
  error: string,
  retryDelayMs: number | null,
): Promise<JobRow | undefined> {
  const isFinal = retryDelayMs === null ? sql`true` : sql`${job.attempts} >= ${job.maxAttempts}`;
  const [row] = await executor
    .update(job)
    .set({
      statusId: sql`(case when ${isFinal} then ${FAILED} else ${PENDING} end)::smallint`,
      runAt: sql`case when ${isFinal} then ${job.runAt} else now() + ${milliseconds(retryDelayMs ?? 0)} end`,
      finishedAt: sql`case when ${isFinal} then now() end`,
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
      updatedAt: sql`now()`,
    })
    .where(and(heldBy(id, workerId), eq(job.statusId, PENDING)))
    .returning();
  return row;
}

/**
 * Gives jobs back at shutdown so another worker (or this one after a restart) runs them without waiting. A job
 * that never started gets its attempt back; one cut off while running keeps it (a job that always hangs must
 * still run out of attempts).
 */
export async function releaseJobs(
  executor: DatabaseExecutor,
  ids: readonly number[],
  workerId: string,
  options: { hasStarted: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(job)
    .set({
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(options.hasStarted ? {} : { attempts: sql`greatest(${job.attempts} - 1, 0)` }),
    })
    .where(and(inArray(job.id, [...ids]), eq(job.lockedBy, workerId), eq(job.statusId, PENDING)));
}

/**
 * Jobs whose worker died on their last attempt: nobody may claim them again, so they fail here instead of
 * staying pending for ever.
 */
export async function failAbandonedJobs(executor: DatabaseExecutor): Promise<JobRow[]> {
  return executor
    .update(job)
    .set({
      statusId: FAILED,
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`coalesce(${job.lastError} || '; ', '') || 'the worker stopped before the job finished'`,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(job.statusId, PENDING),
        isNotNull(job.lockedUntil),
        lt(job.lockedUntil, sql`now()`),
        sql`${job.attempts} >= ${job.maxAttempts}`,
      ),
    )
    .returning();
}

/** Forgets finished jobs older than the retention period (their idempotency keys go with them). */
export async function purgeFinishedJobs(executor: DatabaseExecutor, olderThanMs: number): Promise<number> {
  const rows = await executor
    .delete(job)
    .where(and(isNotNull(job.finishedAt), lt(job.finishedAt, sql`now() - ${milliseconds(olderThanMs)}`)))
    .returning({ id: job.id });
  return rows.length;
}
