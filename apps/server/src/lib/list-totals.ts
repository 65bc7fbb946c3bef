// What the order lists keep between changes: a list's total under a set of filters, and the status counts of the
// Order Dashboard and Board, are counted once after a change instead of on every call (docs/decisions/184); the
// rows a page reads by key are read once after a change (docs/decisions/190).
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { z } from 'zod';
import type { DomainEventBus } from '../events/domain-events';
import { ExpiringCache } from './expiring-cache';
import { NotifyChannel } from './notify-channel';

export const LIST_TOTALS_NOTIFY_CHANNEL = 'portal_list_totals';
/** Lists × filter sets kept: a key is a few hundred bytes, its value a number or a handful of counts. */
const MAX_ENTRIES = 20_000;

/** Values read since the last committed change, under keys that each always name the same value. */
export interface KeptReads {
  /** The value read under `key` since the last committed change, if it is kept. */
  get(key: string): unknown;
  /** Taken before reading; `remember` drops the value when a change committed meanwhile. */
  token(): number;
  remember(key: string, value: unknown, token: number): void;
}

/**
 * What a list read needs of the kept counts and rows. A count's key names the count and everything it depends on
 * (the list, its filters' values — never the page, the size or the sort), so a key always stands for the same
 * count; a row's key names the list's rows statement and the row's id (`preparedRowsByIds`).
 */
export interface ListTotals extends KeptReads {
  /** The rows the lists read by key since the last committed change (decision 190). */
  readonly rows: KeptReads;
}

/** The key of a count: its name and the filters' values that are set, in the order of their names. */
export function totalsKey(name: string, filters: object): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
    .map(([field, value]) => `${field}=${JSON.stringify(value)}`);
  return [name, ...entries].join('&');
}

/** A count read through the kept totals: counted by `count` only when not kept. */
export async function countedOnce<TValue>(
  totals: ListTotals | undefined,
  key: string,
  count: () => Promise<TValue>,
): Promise<TValue> {
  const kept = totals?.get(key);
  // The key is the caller's own and always names this count: the value kept under it is a TValue.
  if (kept !== undefined) return kept as TValue;
  const token = totals?.token() ?? 0;
  const value = await count();
  totals?.remember(key, value, token);
  return value;
}

interface Logger {
  error(object: unknown, message: string): void;
}

export interface ListTotalsOptions {
  /**
   * How long a count or a row answers at most (0 turns both off): the bound for a write made outside the portal.
   */
  ttlMs: number;
  /** The most rows kept (the least recently read go first); 0 keeps none. */
  maxRows: number;
  /** Every committed change of this instance arrives here (the unit of work's events, after commit). */
  events: DomainEventBus;
  /** On a PostgreSQL server: the other instances' changes arrive through LISTEN/NOTIFY. */
  postgresClient?: postgres.Sql | undefined;
  now?: () => number;
}

export interface ListTotalsService extends ListTotals {
  /**
   * Forgets every count and row on this instance, telling no one: a change another instance announced (the live
   * fan-out's, before its browsers hear of it), or a test that wrote to the database directly.
   */
  clear(): void;
  /** Listens for the other instances' changes (PostgreSQL); until then the kept counts and rows do not answer. */
  start(log: Logger): Promise<void>;
  stop(): Promise<void>;
}

const wireMessageSchema = z.object({ from: z.string() });

/**
 * The kept counts and rows of one instance. Every committed change (any `record.changed` or `job.finished` event)
 * empties them before the change's answer goes out, and tells the other instances to empty theirs. On a
 * PostgreSQL server they answer only while this instance listens for the others: whatever was said while it was
 * not listening is lost, so it starts again from nothing.
 */
export function createListTotals(options: ListTotalsOptions): ListTotalsService {
  const now = options.now ?? (() => Date.now());
  const counts = new ExpiringCache<unknown>({ ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES });
  const rows = new ExpiringCache<unknown>({ ttlMs: options.ttlMs, maxEntries: options.maxRows });
  const forgetAll = () => {
    counts.clear();
    rows.clear();
  };
  const instanceId = randomUUID();
  let log: Logger | undefined;
  const reportError = (error: unknown) => log?.error({ err: error }, 'list totals invalidation failed');
  let isListening = false;
  const channel = options.postgresClient
    ? new NotifyChannel(options.postgresClient, {
        channel: LIST_TOTALS_NOTIFY_CHANNEL,
        instanceId,
        schema: wireMessageSchema,
        onMessage: forgetAll,
        onListening: () => {
          forgetAll();
          isListening = true;
        },
        onError: reportError,
      })
    : undefined;
  const isListeningIfNeeded = () => !channel || isListening;
  const keptIn = (cache: ExpiringCache<unknown>): KeptReads => ({
    get: (key) => (cache.isEnabled && isListeningIfNeeded() ? cache.get(key, now()) : undefined),
    token: () => cache.generation(),
    remember(key, value, token) {
      if (cache.isEnabled && isListeningIfNeeded()) cache.store(key, value, now(), token);
    },
  });

  // One NOTIFY for the events one commit publishes together (they are published in one synchronous loop).
  let isNotifyQueued = false;
  const tellOthers = () => {
    if (!channel || isNotifyQueued) return;
    isNotifyQueued = true;
    queueMicrotask(() => {
      isNotifyQueued = false;
      channel.notify(JSON.stringify({ from: instanceId })).catch(reportError);
    });
  };
  // Subscribed at once: a change committed before start() still empties what this instance keeps.
  const unsubscribe = options.events.subscribe(() => {
    forgetAll();
    tellOthers();
  });

  return {
    ...keptIn(counts),
    rows: keptIn(rows),
    clear: forgetAll,
    async start(logger) {
      log = logger;
      await channel?.start();
    },
    async stop() {
      unsubscribe();
      isListening = false;
      forgetAll();
      await channel?.stop();
    },
  };
}
