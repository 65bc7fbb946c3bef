import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ErrorCode, MESSAGES } from '@portal/contracts';
import type { DatabaseExecutor } from '../db/database';
import { idempotencyKey } from '../db/schema';
import { AppError } from './app-error';
import type { Actor, RunUnitOfWork, UnitOfWork } from './unit-of-work';

/** A creating call's identity for idempotency (decision 193). */
export interface IdempotentCall {
  /** The client's `Idempotency-Key`, or undefined: a call without one is not deduplicated. */
  readonly key: string | undefined;
  /** The call's name ('POST order'): the same key on two calls is two intents. */
  readonly call: string;
  /** What was asked; a key sent again with other content is refused rather than answered with another's result. */
  readonly request: unknown;
}

/** What a creating call keeps as its result: the created record's id, read again for each answer. */
export type IdempotentResult = Record<string, number | string | null>;

function hashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Runs a creating call once per key (decision 193): in the call's own transaction, claims the key first (insert
 * … on conflict do nothing, so a concurrent repeat waits for the first transaction and then finds its row), runs
 * the work and stores its result with the key. A repeat answers the stored result without running the work — and
 * before the work's own checks (a stale version, a quote already ordered), which the first call's success would
 * otherwise fail. A rolled-back call leaves no key, so the user may try again with it.
 */
export function runIdempotent<TResult extends IdempotentResult>(
  runUnitOfWork: RunUnitOfWork,
  actor: Actor,
  call: IdempotentCall,
  work: (unit: UnitOfWork) => Promise<TResult>,
): Promise<TResult> {
  const { key } = call;
  const userId = actor.userId;
  if (key === undefined || userId === null) return runUnitOfWork(actor, work);
  const requestHash = hashOf(call.request);
  return runUnitOfWork(actor, async (unit) => {
    const [claimed] = await unit.tx
      .insert(idempotencyKey)
      .values({ key, userId, call: call.call, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKey.id });
    if (!claimed) {
      const [first] = await unit.tx
        .select({ requestHash: idempotencyKey.requestHash, result: idempotencyKey.result })
        .from(idempotencyKey)
        .where(
          and(
            eq(idempotencyKey.userId, userId),
            eq(idempotencyKey.call, call.call),
            eq(idempotencyKey.key, key),
          ),
        );
      if (!first?.result) throw new Error('an idempotency key was claimed without a result');
      if (first.requestHash !== requestHash) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.idempotencyKeyReused);
      }
      return first.result as TResult;
    }
    const result = await work(unit);
    await unit.tx.update(idempotencyKey).set({ result }).where(eq(idempotencyKey.id, claimed.id));
    return result;
  });
}

/**
 * How long a creating call's key is kept (decision 217): a retry comes within seconds or minutes (a double click, a
 * lost answer, a reconnect); a day covers a laptop woken the next morning and resending.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;

/** Rows one housekeeping pass deletes at the most, so a backlog is cleared in short transactions. */
export const HOUSEKEEPING_BATCH = 5_000;

/** Deletes keys older than the retention, oldest first, a bounded batch (the created-at index finds them). */
export async function purgeIdempotencyKeys(
  db: DatabaseExecutor,
  olderThanMs: number = IDEMPOTENCY_KEY_RETENTION_MS,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const oldest = db
    .select({ id: idempotencyKey.id })
    .from(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, cutoff))
    .orderBy(idempotencyKey.createdAt)
    .limit(HOUSEKEEPING_BATCH);
  const deleted = await db
    .delete(idempotencyKey)
    .where(sql`${idempotencyKey.id} in (${oldest})`)
    .returning({ id: idempotencyKey.id });
  return deleted.length;
}
