// The order lists read their page's rows through prepared statements whose rows are mapped by a mapper worked out
// once (lib/compiled-row-mapper.ts, decision 187). On the engine's real values, each reads exactly what Drizzle's
// own mapping of the same select reads.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseExecutor } from '../../db/database';
import { customerOrder, subOrder } from '../../db/schema';
import { generateOrders } from '../../../test/generated-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderTableRowsByIds } from './order-board.repository';
import { dashboardRowsByIds } from './order-dashboard.repository';
import { subOrderRowsByIds } from './sub-order-dashboard.repository';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  // Orders with sub-orders over the seed's companies, staff, provinces and carriers, nulls where lists meet them.
  await generateOrders(testApp, { orders: 30, firstOrderNumber: 700_000 });
});

afterAll(async () => {
  await testApp?.close();
});

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);

/** A list's rows by id (lib/paged-query.ts preparedRowsByIds): prepared, and the same select unprepared. */
interface RowsById {
  rows(db: DatabaseExecutor, ids: readonly number[]): Promise<Array<{ id: number }>>;
  query(db: DatabaseExecutor, ids: readonly number[]): PromiseLike<Array<{ id: number }>>;
}

async function expectSameRows(statement: RowsById, ids: readonly number[]): Promise<void> {
  const { db } = testApp.database;
  const prepared = byId(await statement.rows(db, ids));
  expect(prepared).toHaveLength(ids.length);
  expect(prepared).toEqual(byId(await statement.query(db, ids)));
}

describe('the order lists’ rows by id', () => {
  it('read the same through their prepared statements as through Drizzle’s mapping of the same select', async () => {
    const { db } = testApp.database;
    const orderIds = (
      await db.select({ id: customerOrder.id }).from(customerOrder).orderBy(asc(customerOrder.id)).limit(25)
    ).map(({ id }) => id);
    const subOrderIds = (
      await db.select({ id: subOrder.id }).from(subOrder).orderBy(asc(subOrder.id)).limit(25)
    ).map(({ id }) => id);
    expect(orderIds).toHaveLength(25);
    expect(subOrderIds).toHaveLength(25);

    await expectSameRows(dashboardRowsByIds, orderIds);
    await expectSameRows(orderTableRowsByIds, orderIds);
    await expectSameRows(subOrderRowsByIds, subOrderIds);
  });
});
