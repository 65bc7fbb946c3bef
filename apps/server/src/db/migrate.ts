import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { DatabaseHandle } from './database';

/** Arbitrary constant that names the portal's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 4_127_001;

/** Where the generated SQL migrations live, both from source (tsx, tests) and from the bundle (dist/). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.join(here, 'drizzle') : path.resolve(here, '../../drizzle');
}

/**
 * The app applies its migrations on start (drizzle-kit's own migrate cannot drive PGlite). On PostgreSQL a
 * single connection holds an advisory lock while migrating, so several instances starting together apply each
 * migration once.
 */
export async function runMigrations(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.engine === 'pglite') {
    // One process owns the embedded database (a directory lock), so there is nobody to serialise with.
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
    return;
  }
  if (!databaseUrl) throw new Error('runMigrations needs the database URL on PostgreSQL');
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(connection), config);
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await connection.end({ timeout: 5 });
  }
}
