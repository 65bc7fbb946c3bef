import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { connectToBridge, startEmbeddedBridge, type EmbeddedBridge } from './embedded-bridge';

export type Schema = typeof schema;
/** The one database type repositories see, whichever engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run several of them in one transaction. */
export type DatabaseExecutor = Database | Transaction;

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** For LISTEN/NOTIFY fan-out between instances; absent on the embedded engine. */
  postgresClient?: postgres.Sql;
  /** The embedded engine's bridge to its worker (a dump of its data directory); absent on a PostgreSQL server. */
  embeddedBridge?: EmbeddedBridge;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  dataDirectory?: string;
  /**
   * PGlite only: a dump of a data directory (`EmbeddedBridge.dumpDataDirectory`) the database starts from instead of
   * an empty cluster — the API tests' migrated and seeded template, copied for each test file.
   */
  initialDataFile?: string;
  maxConnections?: number;
  /**
   * Named prepared statements for every query (default): parsed and planned once per connection, then one round
   * trip each. Off for a pooler in transaction mode (PgBouncer before 1.21), where the next statement may reach
   * another server connection (docs/decisions/091).
   */
  preparedStatements?: boolean;
}

/** The client under `withPreparedStatements`' view, for a statement that must stay unnamed. */
const UNWRAPPED_CLIENT = Symbol('unwrapped postgres.js client');

/**
 * Drizzle asks postgres.js for an unnamed statement on every query (`prepare: false` unless the query was built
 * with `.prepare(name)`), so PostgreSQL parsed and planned each one afresh, and postgres.js spent a round trip
 * describing it before binding its parameters: two round trips per query. This view of the client turns them
 * into named statements, cached per connection by their text and parameter types (postgres.js keys them so), so
 * from the second use on a query is Bind + Execute in one round trip (docs/decisions/091). Transactions and
 * savepoints hand out their own client: those are wrapped too.
 */
export function withPreparedStatements(client: postgres.Sql): postgres.Sql {
  const wrapScope =
    (scope: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') return scope(...args);
      return scope(...args.slice(0, -1), (inner: postgres.Sql) =>
        (callback as (sql: postgres.Sql) => unknown)(withPreparedStatements(inner)),
      );
    };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === UNWRAPPED_CLIENT) return target;
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters as postgres.ParameterOrJSON<never>[], {
            ...options,
            prepare: true,
          });
      }
      if (property === 'begin' || property === 'savepoint') {
        return wrapScope(value.bind(target) as (...args: unknown[]) => unknown);
      }
      return value;
    },
  });
}

/** A statement as Drizzle writes it: its text and its parameters' values. */
interface WrittenStatement {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs a select as an unnamed statement, so PostgreSQL plans it with its parameters' values every time instead of
 * the generic plan it caches for a named one after five runs (decision 181): for a statement whose best plan
 * depends on a value, as a contains search's does (a common word is best found walking the sort's index, a rare
 * one from the trigram index). The rows come as the database names their columns (no Drizzle mapping): for
 * selects whose fields are named as their columns. In a transaction (no client of its own here) it runs as any
 * other statement.
 */
export async function selectPlannedPerValue<TRow extends object>(
  db: DatabaseExecutor,
  statement: WrittenStatement & PromiseLike<unknown>,
): Promise<TRow[]> {
  const client = (db as { $client?: postgres.Sql & { [UNWRAPPED_CLIENT]?: postgres.Sql } }).$client;
  if (!client) return (await statement) as TRow[];
  const { sql, params } = statement.toSQL();
  const unwrapped = client[UNWRAPPED_CLIENT] ?? client;
  const rows = await unwrapped.unsafe(sql, params as postgres.ParameterOrJSON<never>[], { prepare: false });
  return [...rows] as unknown as TRow[];
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => undefined,
      // Dates come back as Date objects through Drizzle's own mapping.
    });
    const queryClient = options.preparedStatements === false ? client : withPreparedStatements(client);
    const db = drizzlePostgres(queryClient, { schema }) as unknown as Database;
    return { db, engine: 'postgres', postgresClient: client, close: () => client.end({ timeout: 5 }) };
  }

  const dataDirectory = options.dataDirectory ?? 'memory://';
  let lock: DirectoryLock | undefined;
  let pgliteDirectory = dataDirectory;
  if (!dataDirectory.startsWith('memory://')) {
    fs.mkdirSync(dataDirectory, { recursive: true });
    // PGlite has no lock of its own: two processes on one directory would corrupt it.
    lock = acquireDirectoryLock(path.join(dataDirectory, 'portal.lock'));
    pgliteDirectory = path.join(dataDirectory, 'pglite');
  }
  let bridge: EmbeddedBridge | undefined;
  try {
    bridge = await startEmbeddedBridge(pgliteDirectory, { initialDataFile: options.initialDataFile });
    const openedBridge = bridge;
    const connection = connectToEmbeddedDatabase(openedBridge, options);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await openedBridge.close();
        lock?.release();
      },
    };
  } catch (error) {
    await bridge?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/**
 * A database handle on a running embedded engine that someone else owns: closing it ends this connection only,
 * never the engine (the API tests' engine of a test worker, shared by the files it runs: test/test-app.ts).
 */
export function connectToEmbeddedDatabase(
  bridge: EmbeddedBridge,
  options: Pick<OpenDatabaseOptions, 'preparedStatements'> = {},
): DatabaseHandle {
  const client = connectToBridge(bridge);
  // PGlite runs the extended protocol like a server: named statements work through the bridge (decision 091).
  const queryClient = options.preparedStatements === false ? client : withPreparedStatements(client);
  const db = drizzlePostgres(queryClient, { schema }) as unknown as Database;
  return { db, engine: 'pglite', embeddedBridge: bridge, close: () => client.end({ timeout: 5 }) };
}
