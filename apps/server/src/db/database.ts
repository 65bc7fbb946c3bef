import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { startEmbeddedBridge, type EmbeddedBridge } from './embedded-bridge';

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
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  dataDirectory?: string;
  maxConnections?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => undefined,
      // Dates come back as Date objects through Drizzle's own mapping.
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
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
    bridge = await startEmbeddedBridge(pgliteDirectory);
    const client = postgres({
      host: bridge.socketDirectory,
      port: bridge.port,
      username: 'postgres',
      database: 'postgres',
      // PGlite is one session: one connection, and the pool queues the rest (transactions included).
      max: 1,
      onnotice: () => undefined,
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    const openedBridge = bridge;
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.end({ timeout: 5 });
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
