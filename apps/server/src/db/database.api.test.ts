// Named prepared statements on both engines (docs/decisions/091): a query is parsed and planned once per
// connection, then reused; transactions get them too; they can be turned off for a pooler in transaction mode.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openConfiguredDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import {
  openDatabase,
  selectPlannedPerValue,
  type Database,
  type DatabaseExecutor,
  type DatabaseHandle,
} from './database';
import { appUser } from './schema';

let testApp: TestApp;
/** One connection, so every statement below runs in the session whose pg_prepared_statements we read. */
let handle: DatabaseHandle;
let unpreparedHandle: DatabaseHandle | undefined;

beforeAll(async () => {
  testApp = await createTestApp();
  handle =
    testApp.engine === 'postgres'
      ? await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 1 })
      : testApp.database;
});

afterAll(async () => {
  if (handle !== testApp.database) await handle.close();
  await unpreparedHandle?.close();
  await testApp.close();
});

/** The session's named statements whose text mentions `marker` (this query has no parameters: not prepared). */
async function preparedStatementsMentioning(db: Database, marker: string): Promise<string[]> {
  const result: unknown = await db.execute(
    sql`select statement from pg_prepared_statements where statement like ${sql.raw(`'%${marker}%'`)}`,
  );
  return (result as Array<{ statement: string }>).map((row) => row.statement);
}

describe('prepared statements', () => {
  it('prepare a query once per connection and reuse it for other parameter values', async () => {
    const { db } = handle;
    const lookup = (id: number) =>
      db
        .select({ id: appUser.id, email: appUser.email, marker: sql<string>`'probe_one'` })
        .from(appUser)
        .where(eq(appUser.id, id));
    const [first] = await lookup(1);
    const [second] = await lookup(2);
    expect(first?.id).toBe(1);
    expect(second?.id).toBe(2);
    expect(first?.email).not.toBe(second?.email);
    const statements = await preparedStatementsMentioning(db, 'probe_one');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"app_user"."id" = $1');
  });

  it('are used inside transactions as well', async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as probe_in_transaction`);
      await tx.execute(sql`select ${2}::int as probe_in_transaction`);
    });
    expect(await preparedStatementsMentioning(db, 'probe_in_transaction')).toHaveLength(1);
  });

  it('still report errors with their code, and the connection goes on working', async () => {
    const { db } = handle;
    await expect(db.execute(sql`select ${'x'}::int as probe_error`)).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    const result: unknown = await db.execute(sql`select ${7}::int as value`);
    expect((result as Array<{ value: number }>)[0]?.value).toBe(7);
  });

  it('can be turned off (a pooler in transaction mode): queries then leave no named statement', async () => {
    unpreparedHandle =
      testApp.engine === 'postgres'
        ? await openDatabase({
            databaseUrl: testApp.config.databaseUrl,
            maxConnections: 1,
            preparedStatements: false,
          })
        : await openDatabase({ dataDirectory: 'memory://', preparedStatements: false });
    const { db } = unpreparedHandle;
    await db.execute(sql`select ${1}::int as probe_unprepared`);
    await db.execute(sql`select ${2}::int as probe_unprepared`);
    expect(await preparedStatementsMentioning(db, 'probe_unprepared')).toEqual([]);
  });

  it('leave out a select planned per value (decision 181): it runs unnamed, with its values, and answers the same', async () => {
    const { db } = handle;
    const lookup = (id: number, executor: DatabaseExecutor = db) =>
      executor
        .select({ id: appUser.id, email: appUser.email })
        .from(appUser)
        // Fields named as their columns: the rows planned per value come as the database names them.
        .where(and(eq(appUser.id, id), sql`'probe_per_value' <> ''`));
    const [planned] = await selectPlannedPerValue<{ id: number; email: string }>(db, lookup(2));
    const [prepared] = await lookup(2);
    expect(planned).toEqual(prepared);
    await selectPlannedPerValue(db, lookup(1));
    // Only the Drizzle run of the select was prepared; the two planned per value left nothing named.
    expect(await preparedStatementsMentioning(db, 'probe_per_value')).toHaveLength(1);
    // In a transaction it runs as the transaction's other statements do, with the same answer.
    const inTransaction = await db.transaction((tx) =>
      selectPlannedPerValue<{ id: number; email: string }>(tx, lookup(2, tx)),
    );
    expect(inTransaction).toEqual([prepared]);
  });
});

describe('the pool (DATABASE_POOL_SIZE)', () => {
  it('opens at most the configured connections to a PostgreSQL server and pipelines the statements beyond them', async () => {
    const config = loadConfig({
      DATABASE_URL: testApp.config.databaseUrl,
      DATA_DIR: testApp.config.dataDirectory,
      DATABASE_POOL_SIZE: '2',
    });
    // The embedded engine is one process's: one connection through its bridge, whatever the setting.
    const pooled = testApp.engine === 'postgres' ? await openConfiguredDatabase(config) : testApp.database;
    try {
      const backends = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const result: unknown = await pooled.db.execute(
            sql`select pg_backend_pid() as pid from pg_sleep(0.02)`,
          );
          return (result as Array<{ pid: number }>)[0]?.pid;
        }),
      );
      expect(new Set(backends).size).toBe(testApp.engine === 'postgres' ? 2 : 1);
    } finally {
      if (pooled !== testApp.database) await pooled.close();
    }
  });
});
