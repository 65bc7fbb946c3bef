// The server's French words as Translation Settings has them (decision 225): refusals are answered in the user's
// language from the dictionary table, not only from the French the release shipped.
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { z } from 'zod';
import { translateToShippedFrench, type Translate } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { NotifyChannel } from '../../lib/notify-channel';
import { listEntries } from './translations.repository';

export const DICTIONARY_NOTIFY_CHANNEL = 'portal_dictionary';

interface Logger {
  error(object: unknown, message: string): void;
}

export interface DictionaryWords {
  /** A catalogue key in French: the dictionary's French, else the shipped French, else the English given. */
  readonly french: Translate;
  /**
   * Reads the dictionary again after this instance committed a change to it, before the change's answer goes out,
   * and tells the other instances to read theirs.
   */
  changed(): Promise<void>;
  /** Reads the dictionary and, on a PostgreSQL server, listens for the other instances' changes. */
  start(log: Logger): Promise<void>;
  stop(): Promise<void>;
}

const wireMessageSchema = z.object({ from: z.string() });

/**
 * The dictionary's French kept in memory (a few thousand short texts), read at start and again after every change
 * to it: on this instance by the translations service before it answers, on the others through LISTEN/NOTIFY.
 * Until the first read, and for a key the table lacks, the shipped French answers. Reads that overlap keep the
 * latest one started, so a slow older read never overwrites a newer one.
 */
export function createDictionaryWords(options: {
  db: DatabaseExecutor;
  postgresClient?: postgres.Sql | undefined;
}): DictionaryWords {
  let frenchOf: ReadonlyMap<string, string> = new Map();
  let readsStarted = 0;
  let log: Logger | undefined;
  const instanceId = randomUUID();
  const reportError = (error: unknown) => log?.error({ err: error }, 'dictionary words read failed');

  async function read(): Promise<void> {
    const reading = ++readsStarted;
    const entries = await listEntries(options.db);
    if (reading !== readsStarted) return;
    frenchOf = new Map(entries.flatMap((entry) => (entry.fr ? [[entry.key, entry.fr] as const] : [])));
  }

  const channel = options.postgresClient
    ? new NotifyChannel(options.postgresClient, {
        channel: DICTIONARY_NOTIFY_CHANNEL,
        instanceId,
        schema: wireMessageSchema,
        onMessage: () => void read().catch(reportError),
        // What was said while not listening is lost: read it all again.
        onListening: () => void read().catch(reportError),
        onError: reportError,
      })
    : undefined;

  return {
    french: (key, translateOptions) => frenchOf.get(key) ?? translateToShippedFrench(key, translateOptions),
    async changed() {
      await read();
      await channel?.notify(JSON.stringify({ from: instanceId })).catch(reportError);
    },
    async start(logger) {
      log = logger;
      await read();
      await channel?.start();
    },
    async stop() {
      await channel?.stop();
    },
  };
}
