import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BackgroundProcessStatus, type JobStatus } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { job } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-events';
import { JobRegistry, PermanentJobError } from './job-registry';
import { JobRunner, type JobRunnerOptions } from './job-runner';
import { claimJobs, completeJob, findJob, insertJob } from './job.repository';

const { PENDING, SUCCESS, FAILED } = BackgroundProcessStatus.ids;
const numberPayload = z.object({ n: z.number().int() });

let testApp: TestApp;
let db: Database;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ JOB_POLL_INTERVAL_MS: '50' });
  db = testApp.database.db;
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});

afterAll(async () => {
  await testApp.close();
});

/** A runner of its own for the test's job kinds; the app's runner takes only the kinds the app defines. */
function runnerFor(registry: JobRegistry, options: Partial<JobRunnerOptions> = {}): JobRunner {
  return new JobRunner({
    db,
    engine: testApp.engine,
    registry,
    concurrency: 1,
    pollIntervalMs: 20,
    leaseMs: 5000,
    retry: { baseMs: 20, maxMs: 1000 },
    handlesEvents: false,
    ...options,
  });
}

async function jobOf(id: number) {
  const row = await findJob(db, id);
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

/** Waits for a condition the runners bring about (never for a length of time). */
function eventually<T>(check: () => Promise<T>, timeout = 30_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 25 });
}

async function waitForStatus(id: number, statusId: number) {
  return eventually(async () => {
    const row = await jobOf(id);
    expect(row.statusId).toBe(statusId);
    return row;
  });
}

async function countJobs(kind: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(job)
    .where(eq(job.kind, kind));
  return row?.total ?? 0;
}

describe('enqueueing in a unit of work', () => {
  it('never runs a job whose transaction rolled back, and runs the committed one', async () => {
    const ran: number[] = [];
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.rollback',
      payload: numberPayload,
      run: async ({ n }) => {
        ran.push(n);
      },
    });
    const { runUnitOfWork } = testApp.app.services;
    await expect(
      runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
        await unit.enqueueJob('test.rollback', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await runUnitOfWork({ userId: null, roleId: null }, (unit) =>
      unit.enqueueJob('test.rollback', { n: 2 }),
    );

    const runner = runnerFor(registry);
    await runner.start();
    try {
      await waitForStatus(committed.id, SUCCESS);
    } finally {
      await runner.stop();
    }
    expect(ran).toEqual([2]);
    expect(await countJobs('test.rollback')).toBe(1);
  });

  it('enqueues the same logical job once per idempotency key', async () => {
    const { runUnitOfWork } = testApp.app.services;
    const first = await runUnitOfWork({ userId: null, roleId: null }, (unit) =>
      unit.enqueueJob('test.once', { n: 1 }, { idempotencyKey: 'order-7' }),
    );
    const second = await runUnitOfWork({ userId: null, roleId: null }, (unit) =>
      unit.enqueueJob('test.once', { n: 2 }, { idempotencyKey: 'order-7' }),
    );
    const otherKey = await runUnitOfWork({ userId: null, roleId: null }, (unit) =>
      unit.enqueueJob('test.once', { n: 3 }, { idempotencyKey: 'order-8' }),
    );
    expect(first.isNew).toBe(true);
    expect(second).toEqual({ id: first.id, isNew: false });
    expect(otherKey.isNew).toBe(true);
    expect(await countJobs('test.once')).toBe(2);
    expect((await jobOf(first.id)).payload).toEqual({ n: 1 });
  });
});

describe('workers that die', () => {
  it('retries a job whose worker stopped renewing its lease, and refuses the dead worker a late completion', async () => {
    const runs: string[] = [];
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.crash',
      payload: numberPayload,
      run: async () => {
        runs.push('ran');
        return { by: 'live worker' };
      },
    });
    const { id } = await insertJob(db, { kind: 'test.crash', payload: { n: 1 }, createdByUserId: null });
    // A worker claims the job, then its process is killed: it never completes, never renews.
    const [claimed] = await claimJobs(db, {
      workerId: 'dead-worker',
      kinds: ['test.crash'],
      includeEvents: false,
      leaseMs: 300,
      limit: 1,
    });
    expect(claimed?.id).toBe(id);

    const runner = runnerFor(registry, { workerId: 'live-worker' });
    await runner.start();
    try {
      const finished = await waitForStatus(id, SUCCESS);
      expect(finished.attempts).toBe(2);
      expect(finished.result).toEqual({ by: 'live worker' });
    } finally {
      await runner.stop();
    }
    expect(runs).toEqual(['ran']);
    expect(await completeJob(db, id, 'dead-worker', { by: 'dead worker' })).toBeUndefined();
    expect((await jobOf(id)).result).toEqual({ by: 'live worker' });
  });

  it('fails a job whose worker died on its last attempt, and says so', async () => {
    const finished: DomainEvent[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => {
      if (event.type === 'job.finished') finished.push(event);
    });
    const registry = new JobRegistry();
    registry.define({ kind: 'test.last-attempt', payload: numberPayload, run: async () => undefined });
    const { id } = await insertJob(db, {
      kind: 'test.last-attempt',
      payload: { n: 1 },
      maxAttempts: 1,
      createdByUserId: null,
    });
    await claimJobs(db, {
      workerId: 'dead-worker',
      kinds: ['test.last-attempt'],
      includeEvents: false,
      leaseMs: 100,
      limit: 1,
    });
    const runner = runnerFor(registry, { events: testApp.app.events });
    try {
      // Out of attempts: no worker may take it again, even once the lease is over.
      await eventually(async () => {
        const [row] = await db
          .select({ isExpired: sql<boolean>`${job.lockedUntil} < now()` })
          .from(job)
          .where(eq(job.id, id));
        expect(row?.isExpired).toBe(true);
      });
      expect(await runner.runOnce()).toBe(false);
      await runner.runMaintenance();
      const row = await jobOf(id);
      expect([row.statusId, row.attempts, row.lockedBy]).toEqual([FAILED, 1, null]);
      expect(row.lastError).toContain('worker stopped');
      expect(finished).toContainEqual(expect.objectContaining({ jobId: id, statusId: FAILED }));
    } finally {
      unsubscribe();
    }
  });

  it('keeps the lease of a job that runs longer than the lease, so no other worker runs it too', async () => {
    let runs = 0;
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.long',
      payload: numberPayload,
      run: async () => {
        runs += 1;
        // Three lease periods: without the heart-beat another worker would take the job over.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      },
    });
    const { id } = await insertJob(db, { kind: 'test.long', payload: { n: 1 }, createdByUserId: null });
    const first = runnerFor(registry, { leaseMs: 1000, workerId: 'first' });
    const second = runnerFor(registry, { leaseMs: 1000, workerId: 'second' });
    await first.start();
    await eventually(async () => expect(runs).toBe(1));
    await second.start();
    try {
      const row = await waitForStatus(id, SUCCESS);
      expect(row.attempts).toBe(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(runs).toBe(1);
  });
});

describe('many workers', () => {
  it('runs 1,000 jobs exactly once each across 4 workers (one on the embedded engine)', async () => {
    const total = 1000;
    await db.execute(sql`create table job_test_effect (job_id bigint not null, worker_id text not null)`);
    const runsByJob = new Map<number, number>();
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.bulk',
      payload: numberPayload,
      transactional: true,
      run: async (_payload, { job: claimed, tx }) => {
        runsByJob.set(claimed.id, (runsByJob.get(claimed.id) ?? 0) + 1);
        await tx.execute(
          sql`insert into job_test_effect (job_id, worker_id) values (${claimed.id}, ${claimed.lockedBy})`,
        );
      },
    });

    // Four instances on the PostgreSQL server, each with its own connection pool; the embedded engine is one
    // session in one process, so its runner keeps to one worker whatever it is asked for.
    const handles: DatabaseHandle[] = [];
    const runners: JobRunner[] = [];
    if (testApp.engine === 'postgres') {
      for (let index = 0; index < 4; index += 1) {
        const handle = await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 });
        handles.push(handle);
        runners.push(
          new JobRunner({
            db: handle.db,
            engine: handle.engine,
            listenClient: handle.postgresClient,
            registry,
            concurrency: 1,
            pollIntervalMs: 50,
            workerId: `instance-${index}`,
            handlesEvents: false,
          }),
        );
      }
    } else {
      runners.push(runnerFor(registry, { concurrency: 4, workerId: 'embedded' }));
      expect(runners[0]?.concurrency).toBe(1);
    }
    try {
      await Promise.all(runners.map((runner) => runner.start()));
      await testApp.app.services.runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
        for (let n = 0; n < total; n += 1) await unit.enqueueJob('test.bulk', { n });
      });
      await eventually(async () => {
        const [row] = await db
          .select({ done: sql<number>`count(*)::int` })
          .from(job)
          .where(and(eq(job.kind, 'test.bulk'), eq(job.statusId, SUCCESS)));
        expect(row?.done).toBe(total);
      }, 120_000);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all(handles.map((handle) => handle.close()));
    }

    const result: unknown = await db.execute(sql`
      select count(*)::int as effects, count(distinct job_id)::int as jobs, count(distinct worker_id)::int as workers
      from job_test_effect`);
    const [summary] = result as Array<{ effects: number; jobs: number; workers: number }>;
    expect(summary?.effects).toBe(total);
    expect(summary?.jobs).toBe(total);
    if (testApp.engine === 'postgres') expect(summary?.workers).toBeGreaterThan(1);
    expect(runsByJob.size).toBe(total);
    expect([...runsByJob.values()].every((count) => count === 1)).toBe(true);
    const [attempts] = await db
      .select({ maximum: sql<number>`max(${job.attempts})::int` })
      .from(job)
      .where(eq(job.kind, 'test.bulk'));
    expect(attempts?.maximum).toBe(1);
  });
});

describe('retries', () => {
  async function delayAfterFailure(id: number): Promise<number> {
    const [row] = await db
      .select({ delay: sql<number>`round(extract(epoch from ${job.runAt} - ${job.updatedAt}) * 1000)::int` })
      .from(job)
      .where(eq(job.id, id));
    return row?.delay ?? -1;
  }

  async function makeDue(id: number): Promise<void> {
    await db
      .update(job)
      .set({ runAt: sql`now()` })
      .where(eq(job.id, id));
  }

  it('retries with exponential backoff, then fails after the last attempt', async () => {
    const finished: DomainEvent[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => {
      if (event.type === 'job.finished') finished.push(event);
    });
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.flaky',
      payload: numberPayload,
      run: async () => {
        throw new Error('the provider is down');
      },
    });
    const runner = runnerFor(registry, {
      retry: { baseMs: 60_000, maxMs: 3_600_000 },
      random: () => 0,
      events: testApp.app.events,
    });
    const { id } = await insertJob(db, {
      kind: 'test.flaky',
      payload: { n: 1 },
      maxAttempts: 3,
      createdByUserId: null,
    });
    try {
      expect(await runner.runOnce()).toBe(true);
      let row = await jobOf(id);
      expect([row.statusId, row.attempts, row.lockedBy]).toEqual([PENDING, 1, null]);
      expect(row.lastError).toContain('the provider is down');
      expect(await delayAfterFailure(id)).toBe(60_000);
      // Not due before its backoff is over.
      expect(await runner.runOnce()).toBe(false);

      await makeDue(id);
      expect(await runner.runOnce()).toBe(true);
      expect(await delayAfterFailure(id)).toBe(120_000);

      await makeDue(id);
      expect(await runner.runOnce()).toBe(true);
      row = await jobOf(id);
      expect([row.statusId, row.attempts]).toEqual([FAILED, 3]);
      expect(row.finishedAt).not.toBeNull();
      expect(finished.filter((event) => event.type === 'job.finished' && event.jobId === id)).toEqual([
        expect.objectContaining({ kind: 'test.flaky', statusId: FAILED }),
      ]);

      await makeDue(id);
      expect(await runner.runOnce()).toBe(false);
    } finally {
      unsubscribe();
    }
  });

  it('fails at once, without retries, on a permanent error or a payload that does not match', async () => {
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.refused',
      payload: numberPayload,
      run: async () => {
        throw new PermanentJobError('the address does not exist');
      },
    });
    const runner = runnerFor(registry);
    const refused = await insertJob(db, { kind: 'test.refused', payload: { n: 1 }, createdByUserId: null });
    const malformed = await insertJob(db, {
      kind: 'test.refused',
      payload: { n: 'one' },
      createdByUserId: null,
    });
    expect(await runner.runOnce()).toBe(true);
    expect(await runner.runOnce()).toBe(true);
    const [first, second] = [await jobOf(refused.id), await jobOf(malformed.id)];
    expect([first.statusId, first.attempts, first.lastError]).toEqual([
      FAILED,
      1,
      'PermanentJobError: the address does not exist',
    ]);
    expect([second.statusId, second.attempts]).toEqual([FAILED, 1]);
    expect(second.lastError).toContain('invalid payload');
  });
});

describe('shutdown and restart', () => {
  it('lets a running job finish on a graceful stop', async () => {
    let hasStarted = false;
    let release: () => void = () => undefined;
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.graceful',
      payload: numberPayload,
      run: async () => {
        hasStarted = true;
        await new Promise<void>((done) => {
          release = done;
        });
        return { finished: true };
      },
    });
    const runner = runnerFor(registry, { shutdownTimeoutMs: 30_000 });
    const { id } = await insertJob(db, { kind: 'test.graceful', payload: { n: 1 }, createdByUserId: null });
    await runner.start();
    await eventually(async () => expect(hasStarted).toBe(true));
    const stopping = runner.stop();
    release();
    await stopping;
    const row = await jobOf(id);
    expect([row.statusId, row.result]).toEqual([SUCCESS, { finished: true }]);
  });

  it('gives back a job still running when the grace period ends, and another worker runs it', async () => {
    let firstSignal: AbortSignal | undefined;
    const hanging = new JobRegistry();
    hanging.define({
      kind: 'test.hanging',
      payload: numberPayload,
      run: async (_payload, { signal }) => {
        firstSignal = signal;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        throw new Error('aborted');
      },
    });
    const healthy = new JobRegistry();
    healthy.define({ kind: 'test.hanging', payload: numberPayload, run: async () => ({ rerun: true }) });
    const { id } = await insertJob(db, { kind: 'test.hanging', payload: { n: 1 }, createdByUserId: null });
    const stopping = runnerFor(hanging, { shutdownTimeoutMs: 100, workerId: 'stopping' });
    await stopping.start();
    await eventually(async () => expect(firstSignal).toBeDefined());
    await stopping.stop();
    expect(firstSignal?.aborted).toBe(true);
    const released = await jobOf(id);
    expect([released.statusId, released.lockedBy]).toEqual([PENDING, null]);

    const next = runnerFor(healthy, { workerId: 'next' });
    await next.start();
    try {
      const row = await waitForStatus(id, SUCCESS);
      expect(row.result).toEqual({ rerun: true });
    } finally {
      await next.stop();
    }
  });

  it('keeps queued and interrupted jobs across a restart of the server', async () => {
    // A database of its own that can be closed and opened again, as a process restart does.
    let directory: string | undefined;
    const open = async (): Promise<DatabaseHandle> => {
      if (testApp.engine === 'postgres') {
        return openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 2 });
      }
      directory ??= await fs.mkdtemp(path.join(os.tmpdir(), 'portal-jobs-restart-'));
      const handle = await openDatabase({ dataDirectory: directory });
      await runMigrations(handle);
      return handle;
    };
    const ran: number[] = [];
    const registry = new JobRegistry();
    registry.define({
      kind: 'test.restart',
      payload: numberPayload,
      run: async ({ n }) => {
        ran.push(n);
      },
    });

    const before = await open();
    const queued = await insertJob(before.db, {
      kind: 'test.restart',
      payload: { n: 1 },
      createdByUserId: null,
    });
    const interrupted = await insertJob(before.db, {
      kind: 'test.restart',
      payload: { n: 2 },
      createdByUserId: null,
    });
    await claimJobs(before.db, {
      workerId: 'killed-process',
      kinds: ['test.restart'],
      includeEvents: false,
      leaseMs: 200,
      limit: 1,
    });
    await before.close();

    const after = await open();
    const runner = new JobRunner({
      db: after.db,
      engine: after.engine,
      registry,
      concurrency: 1,
      pollIntervalMs: 20,
      handlesEvents: false,
    });
    try {
      await runner.start();
      await vi.waitFor(
        async () => {
          const rows = await Promise.all([findJob(after.db, queued.id), findJob(after.db, interrupted.id)]);
          expect(rows.map((row) => row?.statusId)).toEqual([SUCCESS, SUCCESS]);
        },
        { timeout: 30_000, interval: 25 },
      );
    } finally {
      await runner.stop();
      await after.close();
      if (directory) await fs.rm(directory, { recursive: true, force: true });
    }
    expect(ran.sort()).toEqual([1, 2]);
  });
});

describe('the outbox and the web', () => {
  it('delivers a durable event to each subscriber once, shows the status and announces the end', async () => {
    const finished: DomainEvent[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => {
      if (event.type === 'job.finished') finished.push(event);
    });
    const delivered: Array<{ subscriber: string; orderId: number }> = [];
    const { jobs, runUnitOfWork } = testApp.app.services;
    const orderPayload = z.object({ orderId: z.number().int() });
    jobs.subscribe('test.order-placed', {
      kind: 'test.notify-seller',
      payload: orderPayload,
      run: async ({ orderId }) => {
        delivered.push({ subscriber: 'notify-seller', orderId });
      },
    });
    jobs.subscribe('test.order-placed', {
      kind: 'test.start-matching',
      payload: orderPayload,
      transactional: true,
      run: async ({ orderId }) => {
        delivered.push({ subscriber: 'start-matching', orderId });
      },
    });

    try {
      const event = await runUnitOfWork({ userId: null, roleId: null }, (unit) =>
        unit.enqueueEvent('test.order-placed', { orderId: 7 }),
      );
      const pending = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${event.id}`, headers });
      expect(pending.statusCode).toBe(200);
      expect(pending.json<{ data: JobStatus }>().data).toMatchObject({
        id: event.id,
        kind: 'event.test.order-placed',
      });

      // The app's own runner dispatches the event and runs both subscribers.
      await eventually(async () => expect(delivered).toHaveLength(2));
      const done = await waitForStatus(event.id, SUCCESS);
      expect(done.result).toEqual({ deliveredTo: ['test.notify-seller', 'test.start-matching'] });
      const subscriberJobs = await db
        .select()
        .from(job)
        .where(eq(job.idempotencyKey, `event-${event.id}`));
      expect(subscriberJobs.map((row) => row.kind).sort()).toEqual([
        'test.notify-seller',
        'test.start-matching',
      ]);
      for (const row of subscriberJobs) await waitForStatus(row.id, SUCCESS);
      expect(delivered.sort((left, right) => left.subscriber.localeCompare(right.subscriber))).toEqual([
        { subscriber: 'notify-seller', orderId: 7 },
        { subscriber: 'start-matching', orderId: 7 },
      ]);

      const answer = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${event.id}`, headers });
      const status = answer.json<{ data: JobStatus }>().data;
      expect([status.statusId, status.attempts, status.nextAttemptAt]).toEqual([SUCCESS, 1, null]);
      expect(status.finishedAt).not.toBeNull();
      expect(Object.keys(status)).not.toContain('payload');
      await eventually(async () =>
        expect(finished).toContainEqual(
          expect.objectContaining({ type: 'job.finished', jobId: event.id, statusId: SUCCESS }),
        ),
      );
    } finally {
      unsubscribe();
    }
  });

  it('shows a pending job as pending, answers 404 for an unknown job and 401 without a session', async () => {
    const { id } = await insertJob(db, {
      kind: 'test.nobody-runs-this',
      payload: {},
      delayMs: 3_600_000,
      createdByUserId: null,
    });
    const pending = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });
    const status = pending.json<{ data: JobStatus }>().data;
    expect([status.statusId, status.attempts, status.finishedAt]).toEqual([PENDING, 0, null]);
    expect(status.nextAttemptAt).not.toBeNull();
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/jobs/987654321', headers })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(401);
    const openApi = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(openApi.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/jobs/{id}');
  });
});
