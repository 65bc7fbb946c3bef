import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  FlowEntity,
  MESSAGES,
  OrderStatus,
  Role,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DatabaseExecutor } from '../db/database';
import { actionLog } from '../db/schema';
import { AppError } from './app-error';
import { pagedQuery } from './paged-query';
import { changeStatus } from './transition-guard';
import { updateVersioned } from './versioned-write';

/**
 * The server kit of decision 085–087 on a real database (both engines): the paged query, the versioned write
 * and the status change through the transitions table, on a probe table of this test's own.
 */
const kitProbe = pgTable('kit_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  statusId: integer('status_id').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const ROWS = 30;
let testApp: TestApp;

async function rejection(work: Promise<unknown>): Promise<AppError> {
  const caught = await work.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(caught instanceof AppError)) throw new Error(`expected an AppError, got ${String(caught)}`);
  return caught;
}

function page(
  db: DatabaseExecutor,
  options: { page: number; size: number; where?: SQL; maxOffset?: number },
) {
  return pagedQuery(db, {
    page: options.page,
    size: options.size,
    ...(options.maxOffset === undefined ? {} : { maxOffset: options.maxOffset }),
    matches: db
      .select({ one: sql`1` })
      .from(kitProbe)
      .where(options.where),
    rows: (total) =>
      db
        .select({ id: kitProbe.id, name: kitProbe.name, total })
        .from(kitProbe)
        .where(options.where)
        .$dynamic(),
    orderBy: [asc(kitProbe.name)],
    tieBreaker: asc(kitProbe.id),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await db.execute(sql`
    create table kit_probe (
      id serial primary key,
      name text not null,
      status_id integer not null,
      version integer not null default 1,
      updated_at timestamptz not null default now())`);
  // Three names only, so most rows share their sort value: only the tie-break keeps pages apart.
  await db.insert(kitProbe).values(
    Array.from({ length: ROWS }, (_, index) => ({
      name: ['beta', 'alpha', 'gamma'][index % 3] ?? 'alpha',
      statusId: OrderStatus.ids.PENDING,
    })),
  );
});

afterAll(async () => {
  await testApp.close();
});

describe('pagedQuery', () => {
  it('walks every row exactly once, in sort then id order, with the total on each page', async () => {
    const { db } = testApp.database;
    const expected = await db
      .select({ id: kitProbe.id })
      .from(kitProbe)
      .orderBy(asc(kitProbe.name), asc(kitProbe.id));
    const seen: number[] = [];
    for (let number = 1; number <= Math.ceil(ROWS / 7); number += 1) {
      const result = await page(db, { page: number, size: 7 });
      expect(result.total).toBe(ROWS);
      expect(result.isTotalCapped).toBe(false);
      expect(result.rows[0]).not.toHaveProperty('total');
      seen.push(...result.rows.map((row) => row.id));
    }
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it('filters the rows and the total alike', async () => {
    const result = await page(testApp.database.db, { page: 1, size: 25, where: eq(kitProbe.name, 'gamma') });
    expect(result.total).toBe(ROWS / 3);
    expect(result.rows.every((row) => row.name === 'gamma')).toBe(true);
  });

  it('counts up to its bound and says the total is capped; the last page drawn from that total is served', async () => {
    const result = await page(testApp.database.db, { page: 2, size: 7, maxOffset: 10 });
    expect(result.rows).toHaveLength(7);
    // Two pages of 7 from a total of 10: the second starts at row 7, below the bound (decision 176).
    expect(result).toMatchObject({ total: 10, isTotalCapped: true });
  });

  it('refuses a page beyond the bound, naming page', async () => {
    const error = await rejection(page(testApp.database.db, { page: 3, size: 7, maxOffset: 10 }));
    expect(error.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(error.details.issues?.[0]?.field).toBe('page');
  });

  it('still tells the total on a page past the end', async () => {
    const result = await page(testApp.database.db, { page: 3, size: 25, where: eq(kitProbe.name, 'alpha') });
    expect(result).toEqual({ rows: [], total: ROWS / 3, isTotalCapped: false });
  });
});

describe('updateVersioned', () => {
  it('writes while the version matches and raises it; 409 outdated after, 404 for a missing row', async () => {
    const { db } = testApp.database;
    const [row] = await db.insert(kitProbe).values({ name: 'versioned', statusId: 1 }).returning();
    if (!row) throw new Error('no probe row');
    await updateVersioned(db, kitProbe, {
      id: row.id,
      version: 1,
      values: { name: 'renamed' },
      subject: 'Probe',
    });
    const [after] = await db.select().from(kitProbe).where(eq(kitProbe.id, row.id));
    expect(after).toMatchObject({ name: 'renamed', version: 2 });
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());

    const stale = await rejection(
      updateVersioned(db, kitProbe, { id: row.id, version: 1, values: { name: 'lost' }, subject: 'Probe' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.code).toBe(ErrorCode.OUTDATED);
    expect(stale.message).toBe(MESSAGES.outdatedRecord);
    const missing = await rejection(
      updateVersioned(db, kitProbe, { id: 987_654, version: 1, values: { name: 'x' }, subject: 'Probe' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toBe('Probe was not found.');
    const [unchanged] = await db.select().from(kitProbe).where(eq(kitProbe.id, row.id));
    expect(unchanged).toMatchObject({ name: 'renamed', version: 2 });
  });
});

describe('changeStatus', () => {
  async function entriesFor(recordId: number) {
    return testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(and(eq(actionLog.entityId, recordId), eq(actionLog.actionTypeId, ActionLogType.ids.ORDER)))
      .orderBy(desc(actionLog.id));
  }

  function change(id: number, to: number, version: number | null = null) {
    return testApp.app.services.runUnitOfWork({ userId: null, roleId: null }, (unit) =>
      changeStatus(unit, {
        entity: FlowEntity.ORDER,
        table: kitProbe,
        statusColumn: kitProbe.statusId,
        id,
        to,
        version,
        roleId: Role.ids.OPERATIONS,
        keys: ['order.moveToWip', 'order.complete'],
        subject: 'Order',
        recordType: ActionLogType.ids.ORDER,
        recordNumber: `KIT-${id}`,
      }),
    );
  }

  it('changes a status through the table and logs the row’s action', async () => {
    const [row] = await testApp.database.db
      .insert(kitProbe)
      .values({ name: 'order', statusId: OrderStatus.ids.PENDING })
      .returning();
    if (!row) throw new Error('no probe row');
    const transition = await change(row.id, OrderStatus.ids.WIP, 1);
    expect(transition.key).toBe('order.moveToWip');
    const [after] = await testApp.database.db.select().from(kitProbe).where(eq(kitProbe.id, row.id));
    expect(after).toMatchObject({ statusId: OrderStatus.ids.WIP, version: 2 });
    expect((await entriesFor(row.id)).map((entry) => entry.actionId)).toEqual([
      ActionLogAction.ids.MOVE_TO_WIP,
    ]);
  });

  it('refuses a change the table does not have with 409, changing and logging nothing', async () => {
    const [row] = await testApp.database.db
      .insert(kitProbe)
      .values({ name: 'order', statusId: OrderStatus.ids.PENDING })
      .returning();
    if (!row) throw new Error('no probe row');
    const refused = await rejection(change(row.id, OrderStatus.ids.COMPLETE));
    expect(refused.statusCode).toBe(409);
    // The rule, not the outdated notice: nobody changed the record (decision 193).
    expect(refused.code).toBe(ErrorCode.TRANSITION_REFUSED);
    expect(refused.message).toBe('This order is New Order: it cannot be moved to Complete.');
    const stale = await rejection(change(row.id, OrderStatus.ids.WIP, 7));
    expect(stale.code).toBe(ErrorCode.OUTDATED);
    expect(stale.message).toBe(MESSAGES.outdatedRecord);
    const [after] = await testApp.database.db.select().from(kitProbe).where(eq(kitProbe.id, row.id));
    expect(after).toMatchObject({ statusId: OrderStatus.ids.PENDING, version: 1 });
    expect(await entriesFor(row.id)).toEqual([]);
    expect((await rejection(change(987_654, OrderStatus.ids.WIP))).statusCode).toBe(404);
  });
});
