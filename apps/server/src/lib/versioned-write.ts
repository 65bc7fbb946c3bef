import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ErrorCode, MESSAGES, outdatedRecordByMessage } from '@portal/contracts';
import type { DatabaseExecutor } from '../db/database';
import { actionLog, appUser } from '../db/schema';
import { AppError, notFound, outdated } from './app-error';

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

/**
 * The versioned write's second half for a row the call holds locked (lockVersioned, or a workflow write's own
 * lock) whose version may already have moved in this transaction (a status move on the way): raises it by one
 * with these values (and `updated_at` where the table has it), without comparing it again.
 */
export async function raiseVersion<TTable extends VersionedTable>(
  db: DatabaseExecutor,
  table: TTable,
  id: number,
  values: PgUpdateSetSource<TTable> = {},
): Promise<void> {
  const stamp = 'updatedAt' in getTableColumns(table) ? { updatedAt: new Date() } : {};
  const set = { ...values, ...stamp, version: sql`${table.version} + 1` } as PgUpdateSetSource<TTable>;
  await db.update(table).set(set).where(eq(table.id, id));
}

/**
 * spec 001 §8 notice for a stale version (decision 193), naming who made the record's last change when its
 * action log knows (`recordType` is the action log's type of the record): 'Dana Roy changed this record …'.
 */
export async function outdatedRecord(
  executor: DatabaseExecutor,
  record: { recordType: number; id: number },
): Promise<AppError> {
  const [last] = await executor
    .select({ firstName: appUser.firstName, lastName: appUser.lastName, email: appUser.email })
    .from(actionLog)
    .innerJoin(appUser, eq(appUser.id, actionLog.userId))
    .where(and(eq(actionLog.actionTypeId, record.recordType), eq(actionLog.entityId, record.id)))
    .orderBy(desc(actionLog.createdAt), desc(actionLog.id))
    .limit(1);
  const name = last ? [last.firstName, last.lastName].filter(Boolean).join(' ').trim() || last.email : '';
  return new AppError(ErrorCode.OUTDATED, name ? outdatedRecordByMessage(name) : MESSAGES.outdatedRecord);
}

export interface VersionedLock {
  readonly id: number;
  /** The version the client read (a status call that sent none is refused before: decision 204). */
  readonly version: number;
  /** How a 404 names the record: 'Quote' → 'Quote was not found.' */
  readonly subject: string;
  /**
   * The action log's type of the record, when the outdated notice names who changed it (decision 193); without
   * it the notice is the spec's plain one.
   */
  readonly recordType?: number;
}

/**
 * The versioned write's first half, for a write that must read the row before it decides (a status move, a
 * save of lines, a return, a phase): locks the row in the caller's transaction and answers it while it still has
 * the version the client read; else 404 (no row) or 409 with the outdated notice. The write then raises the
 * version once, in its own update of the row or through `changeStatus` (decision 204).
 */
export async function lockVersioned<TTable extends VersionedTable>(
  db: DatabaseExecutor,
  table: TTable,
  lock: VersionedLock,
): Promise<TTable['$inferSelect']> {
  // Read through the plain table type: Drizzle's generic `from` cannot resolve a table type parameter.
  const source: PgTable = table;
  const [current] = await db.select().from(source).where(eq(table.id, lock.id)).for('update');
  if (!current) throw notFound(lock.subject);
  if (Number((current as { version: unknown }).version) !== lock.version) {
    throw lock.recordType === undefined
      ? outdated()
      : await outdatedRecord(db, { recordType: lock.recordType, id: lock.id });
  }
  return current;
}
