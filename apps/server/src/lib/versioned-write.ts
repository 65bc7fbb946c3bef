import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../db/database';
import { notFound, outdated } from './app-error';

/** A table whose rows carry optimistic-concurrency versions. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export interface VersionedWrite<TTable extends VersionedTable> {
  readonly id: number;
  /** The version the client read (the x-record-version header). */
  readonly version: number;
  readonly values: PgUpdateSetSource<TTable>;
  /** How a 404 names the record: 'Category' → 'Category was not found.' */
  readonly subject: string;
}

/**
 * The one versioned write (issue 12, decision 087): updates the row only while it still has the version the
 * client read, and raises its version by one (and `updated_at` where the table has it). When no row changed,
 * one more read tells why: the row exists → 409 with the spec's outdated notice (another user saved first);
 * it does not → 404. Runs in the caller's transaction.
 */
export async function updateVersioned<TTable extends VersionedTable>(
  db: DatabaseExecutor,
  table: TTable,
  write: VersionedWrite<TTable>,
): Promise<void> {
  const columns = getTableColumns(table);
  const stamp = 'updatedAt' in columns ? { updatedAt: new Date() } : {};
  const set = {
    ...write.values,
    ...stamp,
    version: sql`${table.version} + 1`,
  } as PgUpdateSetSource<TTable>;
  const updated = await db
    .update(table)
    .set(set)
    .where(and(eq(table.id, write.id), eq(table.version, write.version)))
    .returning({ id: table.id });
  if (updated.length > 0) return;
  // Read through the plain table type: Drizzle's generic `from` cannot resolve a table type parameter.
  const source: PgTable = table;
  const existing = await db.select({ id: table.id }).from(source).where(eq(table.id, write.id));
  throw existing.length > 0 ? outdated() : notFound(write.subject);
}
