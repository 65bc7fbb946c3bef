import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type postgres from 'postgres';
import { z } from 'zod';
import { BackgroundProcessStatus } from '@portal/contracts';
import type { Database, DatabaseEngine } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import { PermanentJobError, type JobDefinition, type JobRegistry } from './job-registry';
import {
  claimJobs,
  completeJob,
  EVENT_KIND_PREFIX,
  extendLease,
  failAbandonedJobs,
  failJob,
  insertJob,
  JOB_NOTIFY_CHANNEL,
  purgeFinishedJobs,
  releaseJobs,
  type JobRow,
} from './job.repository';

export interface RetryPolicy {
  /** Delay after the first failed attempt; it doubles with each further one. */
  baseMs: number;
  maxMs: number;
}

/**
 * Exponential backoff with up to 20% jitter, so jobs that failed together (a provider was down) do not all come
 * back in the same second.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  return Math.round(Math.min(policy.maxMs, exponential * (1 + 0.2 * random())));
}

/** The subset of a pino/Fastify logger the runner writes to. */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const SILENT_LOGGER: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Housekeeping the runner's maintenance does besides its own (decision 217): deletes rows nothing reads any more
 * (ended sessions, old idempotency keys), a bounded batch at a time, and answers how many it deleted.
 */
export interface MaintenanceTask {
  readonly name: string;
  run(db: Database): Promise<number>;
}

export interface JobRunnerOptions {
  db: Database;
  engine: DatabaseEngine;
  registry: JobRegistry;
  /** For LISTEN on the PostgreSQL server: a committed job wakes every instance's runner at once. */
  listenClient?: postgres.Sql | undefined;
  /** Dispatch outbox events (`event.*` jobs); default true. */
  handlesEvents?: boolean;
  /** Where `job.finished` is published. */
  events?: DomainEventBus | undefined;
  workerId?: string;
  /** Jobs run at once by this instance; the embedded engine always runs one (it is a single session). */
  concurrency: number;
  /** How often an idle worker looks for due jobs (retries, delayed jobs) when nothing woke it. */
  pollIntervalMs?: number;
  /** A worker that stops renewing its lease for this long is presumed dead; its job runs again. */
  leaseMs?: number;
  retry?: RetryPolicy;
  /** How long `stop()` waits for running jobs before it aborts them and gives them back. */
  shutdownTimeoutMs?: number;
  /** Finished jobs are deleted after this long. */
  retentionMs?: number;
  maintenanceIntervalMs?: number;
  /** Run after the runner's own maintenance, each on its own: one failing does not stop the others. */
  maintenanceTasks?: readonly MaintenanceTask[];
  random?: () => number;
}

class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: the lease was lost to another worker`);
    this.name = 'LeaseLostError';
  }
}

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

const MAX_ERROR_LENGTH = 2000;

const eventPayloadSchema = z.record(z.string(), z.unknown());

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs the jobs of the durable queue (docs/decisions/080-job-queue-and-outbox.md, 081-job-runner.md): workers
 * claim due jobs with `FOR UPDATE SKIP LOCKED`, renew a lease while a job runs, retry failures with exponential
 * backoff up to the job's maximum attempts, and give their jobs back on a graceful stop.
 */
export class JobRunner {
  readonly workerId: string;
  readonly concurrency: number;
  readonly #options: Required<
    Pick<
      JobRunnerOptions,
      | 'pollIntervalMs'
      | 'leaseMs'
      | 'retry'
      | 'shutdownTimeoutMs'
      | 'retentionMs'
      | 'maintenanceIntervalMs'
      | 'random'
    >
  > &
    JobRunnerOptions;
  readonly #running = new Map<number, RunningJob>();
  readonly #sleepers = new Set<() => void>();
  #logger: JobLogger = SILENT_LOGGER;
  #isStarted = false;
  #isStopping = false;
  #loops: Promise<void>[] = [];
  #maintenance: NodeJS.Timeout | undefined;
  #listening: { unlisten(): Promise<void> } | undefined;

  constructor(options: JobRunnerOptions) {
    this.#options = {
      pollIntervalMs: 1000,
      leaseMs: 60_000,
      retry: { baseMs: 5000, maxMs: 15 * 60_000 },
      // Under the web framework's 10 s close timeout for plugins, so a long job is given back, never cut off mid-close.
      shutdownTimeoutMs: 5_000,
      retentionMs: 30 * 24 * 3_600_000,
      maintenanceIntervalMs: 30_000,
      random: Math.random,
      ...options,
    };
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    // PGlite is one session behind one connection: a second worker would only queue behind the first.
    this.concurrency = options.engine === 'pglite' ? Math.min(1, options.concurrency) : options.concurrency;
  }

  get isStarted(): boolean {
    return this.#isStarted;
  }

  /** Starts the workers (none when concurrency is 0: this instance only enqueues). */
  async start(logger?: JobLogger): Promise<void> {
    if (this.#isStarted || this.concurrency < 1) return;
    if (logger) this.#logger = logger;
    this.#isStarted = true;
    if (this.#options.listenClient) {
      try {
        this.#listening = await this.#options.listenClient.listen(JOB_NOTIFY_CHANNEL, () => this.wake());
      } catch (error) {
        // Polling still finds every job; only the wake-up is slower.
        this.#logger.warn({ err: error }, 'job runner could not LISTEN; polling only');
      }
    }
    this.#maintenance = setInterval(() => void this.runMaintenance(), this.#options.maintenanceIntervalMs);
    this.#maintenance.unref();
    this.#loops = Array.from({ length: this.concurrency }, () => this.#loop());
  }

  /** Wakes idle workers now (a job was committed on this instance). */
  wake(): void {
    for (const resolve of this.#sleepers) resolve();
    this.#sleepers.clear();
  }

  /**
   * Graceful stop: no new claims; running jobs get `shutdownTimeoutMs` to finish, then they are aborted and given
   * back (their lease cleared), so another instance or the next start runs them at once.
   */
  async stop(): Promise<void> {
    if (!this.#isStarted) return;
    this.#isStarted = false;
    this.#isStopping = true;
    clearInterval(this.#maintenance);
    this.wake();
    await this.#listening?.unlisten().catch(() => undefined);
    this.#listening = undefined;
    const finished = await this.#waitForRunning(this.#options.shutdownTimeoutMs);
    if (finished) {
      await Promise.all(this.#loops);
    } else {
      const ids = [...this.#running.keys()];
      for (const running of this.#running.values()) running.controller.abort(new Error('shutting down'));
      await releaseJobs(this.#options.db, ids, this.workerId, { hasStarted: true }).catch((error: unknown) =>
        this.#logger.error({ err: error, jobIds: ids }, 'could not give back running jobs'),
      );
      this.#logger.warn({ jobIds: ids }, 'jobs still running at shutdown were given back');
    }
    this.#loops = [];
    this.#isStopping = false;
  }

  /**
   * Claims one due job and runs it to its next status. Workers call it in a loop; tests call it to drive the
   * queue step by step. False when no job was due.
   */
  async runOnce(): Promise<boolean> {
    const { registry } = this.#options;
    const [row] = await claimJobs(this.#options.db, {
      workerId: this.workerId,
      kinds: registry.kinds(),
      includeEvents: this.#options.handlesEvents !== false,
      leaseMs: this.#options.leaseMs,
      limit: 1,
    });
    if (!row) return false;
    if (this.#isStopping) {
      // Claimed while the runner was stopping: give it back rather than start work that may be cut off.
      await releaseJobs(this.#options.db, [row.id], this.workerId, { hasStarted: false });
      return false;
    }
    const controller = new AbortController();
    const done = this.#execute(row, controller);
    this.#running.set(row.id, { controller, done });
    try {
      await done;
    } finally {
      this.#running.delete(row.id);
    }
    return true;
  }

  /** Fails jobs whose worker died on their last attempt, deletes old finished jobs, then runs the housekeeping. */
  async runMaintenance(): Promise<void> {
    try {
      const abandoned = await failAbandonedJobs(this.#options.db);
      for (const row of abandoned) {
        this.#logger.error(
          { jobId: row.id, kind: row.kind },
          'job failed: its worker stopped on the last attempt',
        );
        this.#publishFinished(row);
      }
      await purgeFinishedJobs(this.#options.db, this.#options.retentionMs);
    } catch (error) {
      this.#logger.error({ err: error }, 'job maintenance failed');
    }
    for (const task of this.#options.maintenanceTasks ?? []) {
      try {
        const deleted = await task.run(this.#options.db);
        if (deleted > 0) this.#logger.info({ task: task.name, deleted }, 'housekeeping deleted rows');
      } catch (error) {
        this.#logger.error({ err: error, task: task.name }, 'housekeeping failed');
      }
    }
  }

  async #loop(): Promise<void> {
    while (this.#isStarted) {
      let processed = false;
      try {
        processed = await this.runOnce();
      } catch (error) {
        // The database is unreachable or closing: wait a poll interval, then try again.
        if (this.#isStarted) this.#logger.error({ err: error }, 'job claim failed');
      }
      if (!processed && this.#isStarted) await this.#sleep(this.#options.pollIntervalMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#sleepers.add(done);
    });
  }

  async #waitForRunning(timeoutMs: number): Promise<boolean> {
    if (this.#running.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const all = Promise.allSettled([...this.#running.values()].map((running) => running.done)).then(
      () => true as const,
    );
    const finished = await Promise.race([all, timeout]);
    clearTimeout(timer);
    return finished;
  }

  async #execute(row: JobRow, controller: AbortController): Promise<void> {
    const { db, leaseMs } = this.#options;
    let isRenewing = false;
    const heartbeat = setInterval(
      () => {
        if (isRenewing) return;
        isRenewing = true;
        extendLease(db, row.id, this.workerId, leaseMs)
          .then((isHeld) => {
            if (!isHeld && !controller.signal.aborted) controller.abort(new LeaseLostError(row.id));
          })
          .catch((error: unknown) => this.#logger.warn({ err: error, jobId: row.id }, 'lease renewal failed'))
          .finally(() => {
            isRenewing = false;
          });
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    try {
      const finished = await this.#run(row, controller.signal);
      if (finished) this.#publishFinished(finished);
    } catch (error) {
      if (error instanceof LeaseLostError) {
        this.#logger.warn({ jobId: row.id, kind: row.kind }, error.message);
        return;
      }
      await this.#recordFailure(row, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs the handler; the completed row, or undefined when another worker took the job over meanwhile. */
  async #run(row: JobRow, signal: AbortSignal): Promise<JobRow | undefined> {
    const { db } = this.#options;
    const definition = row.kind.startsWith(EVENT_KIND_PREFIX)
      ? this.#eventDispatcher(row.kind.slice(EVENT_KIND_PREFIX.length))
      : this.#options.registry.get(row.kind);
    if (!definition) throw new PermanentJobError(`no handler for job kind ${row.kind}`);
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
    const context = { job: row, signal };
    if (definition.transactional) {
      return db.transaction(async (tx) => {
        const result = await definition.run(parsed.data, { ...context, tx });
        // Completed in the handler's own transaction: if the lease went to another worker, all of it rolls back.
        const completed = await completeJob(tx, row.id, this.workerId, result);
        if (!completed) throw new LeaseLostError(row.id);
        return completed;
      });
    }
    const result = await definition.run(parsed.data, context);
    const completed = await completeJob(db, row.id, this.workerId, result);
    if (!completed) {
      this.#logger.warn({ jobId: row.id, kind: row.kind }, 'job finished after its lease was taken over');
    }
    return completed;
  }

  async #recordFailure(row: JobRow, error: unknown): Promise<void> {
    const isPermanent = error instanceof PermanentJobError;
    const delay = isPermanent ? null : retryDelayMs(row.attempts, this.#options.retry, this.#options.random);
    const updated = await failJob(this.#options.db, row.id, this.workerId, errorText(error), delay).catch(
      (failure: unknown) => {
        // The lease expires and the job runs again: nothing is lost.
        this.#logger.error({ err: failure, jobId: row.id }, 'could not record a job failure');
        return undefined;
      },
    );
    if (!updated) return;
    const details = { err: error, jobId: row.id, kind: row.kind, attempt: row.attempts };
    if (updated.statusId === BackgroundProcessStatus.ids.FAILED) {
      this.#logger.error(details, 'job failed');
      this.#publishFinished(updated);
    } else {
      this.#logger.warn({ ...details, retryInMs: delay }, 'job attempt failed; it will be retried');
    }
  }

  /**
   * The outbox dispatcher: an `event.<type>` job enqueues one job per durable subscriber, in the transaction that
   * completes the event, so each subscriber gets the event exactly once and retries on its own.
   */
  #eventDispatcher(eventType: string): JobDefinition {
    return {
      kind: `${EVENT_KIND_PREFIX}${eventType}`,
      payload: eventPayloadSchema,
      transactional: true,
      run: async (payload, { job, tx }) => {
        // The worker that ran this claims again at once, and the NOTIFY at commit wakes the other instances.
        const subscribers = this.#options.registry.subscribersOf(eventType);
        for (const kind of subscribers) {
          await insertJob(tx, {
            kind,
            payload: payload as Record<string, unknown>,
            idempotencyKey: `event-${job.id}`,
            createdByUserId: job.createdByUserId,
          });
        }
        return { deliveredTo: subscribers };
      },
    };
  }

  #publishFinished(row: JobRow): void {
    this.#options.events?.publish([
      {
        type: 'job.finished',
        jobId: row.id,
        kind: row.kind,
        statusId: row.statusId,
        occurredAt: (row.finishedAt ?? new Date()).toISOString(),
      },
    ]);
  }
}
