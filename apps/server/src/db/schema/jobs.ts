/**
 * The durable job queue and outbox (docs/decisions/080-job-queue-and-outbox.md). One row per job; its status is
 * the spec's background-process status (spec 001 §4: success 1, pending 2, failed 3; NA 0 is for records that
 * have no job and is never stored). A pending job with a lease (`locked_by`, `locked_until`) is running.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './core';

export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to run: a registered handler, or `event.<type>` for an outbox event (lib/jobs/job-queue.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** BackgroundProcessStatus id: pending 2 until it succeeds (1) or runs out of attempts (3). */
    statusId: smallint('status_id').notNull().default(2),
    /** The same logical job is enqueued once: a second enqueue with this key returns the first job. */
    idempotencyKey: text('idempotency_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before: the enqueue time, or the next retry after a backoff. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The lease: which worker runs the job and until when; an expired lease means the worker died. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The last failure, for the log and operators; never sent to the web (it may name internals). */
    lastError: text('last_error'),
    result: jsonb('result').$type<unknown>(),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('job_status_check', sql`${table.statusId} in (1, 2, 3)`),
    check('job_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    uniqueIndex('job_idempotency_unique').on(table.kind, table.idempotencyKey),
    // The claim walks only pending jobs in due order, however many finished ones the table keeps.
    index('job_pending_due_index')
      .on(table.runAt, table.id)
      .where(sql`${table.statusId} = 2`),
    // The retention purge finds old finished jobs without reading the pending ones.
    index('job_finished_index')
      .on(table.finishedAt)
      .where(sql`${table.finishedAt} is not null`),
  ],
);
