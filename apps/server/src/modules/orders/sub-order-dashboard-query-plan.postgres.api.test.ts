import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUB_ORDER_DASHBOARD_SORT_FIELDS,
  subOrderPartyFilterQuerySchema,
  subOrderRowQuerySchema,
  type SubOrderRowQueryInput,
} from '@portal/contracts';
import { createTestAppWithGeneratedOrders, GENERATED_ORDERS } from '../../../test/generated-orders';
import { explainPlan, listQueryScans, sequentialScans } from '../../../test/query-plan';
import type { TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/query-rows';
import { pageRowsQuery } from '../../lib/paged-query';
import {
  findSubOrderParties,
  findSubOrderTransporters,
  subOrderKeyPages,
  subOrderKeyQuery,
  subOrderRowsByIds,
} from './sub-order-dashboard.repository';

/**
 * Decision 166: every SubOrder Dashboard list plan walks an index of the sub-order (issue 15 Performance: every
 * list query plan uses an index) and reads the order only by key for the page's rows. 20,000 orders and 60,000
 * sub-orders make the planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = GENERATED_ORDERS.orders;

let testApp: TestApp;

/** A list's plan reads the sub-order, or the companies for the pickers; the tables named must not be scanned. */
function scansOf(query: SQL, tables: readonly string[]) {
  return listQueryScans(testApp.database.db, query, tables, ['sub_order', 'company']);
}

beforeAll(async () => {
  testApp = await createTestAppWithGeneratedOrders();
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe('the SubOrder Dashboard at 60,000 sub-orders (decision 166)', () => {
  it("finds every sort's page with each filter on the sub-order's indexes, joining nothing", async () => {
    const db = testApp.database.db;
    const filters: SubOrderRowQueryInput[] = [
      {},
      { sellerCompanyId: 2 },
      { buyerCompanyId: 1 },
      { statusId: 3 },
      { inventoryStatusId: 4 },
      { deliveryStatusId: 2 },
      { transporterId: 1 },
      { search: 'Job 1234' },
      { search: `OR-${GENERATED_ORDERS.firstOrderNumber + ORDERS / 2}-P2` },
      { search: `OR-${GENERATED_ORDERS.firstOrderNumber + ORDERS / 2}-P2-S2` },
      { sellerCompanyId: 3, deliveryStatusId: 1, inventoryStatusId: 2 },
    ];
    for (const sortField of SUB_ORDER_DASHBOARD_SORT_FIELDS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          // A later page too: the walk must stay on the index past the first rows.
          for (const page of [1, 8]) {
            const query = subOrderRowQuerySchema.parse({ ...filter, sortField, sortOrder, page, size: 25 });
            const statement = pageRowsQuery(subOrderKeyPages.request(db, subOrderKeyQuery(query)));
            const scanned = await scansOf(sql`${statement}`, ['sub_order', 'customer_order']);
            expect(scanned, JSON.stringify({ sortField, sortOrder, page, ...filter })).toEqual([]);
          }
        }
      }
    }
  });

  it("reads a page's rows, their order and names, by key only", async () => {
    const db = testApp.database.db;
    const keys = await db.execute(sql`select id from sub_order order by id desc limit 25`);
    const ids = rowsOf<{ id: number }>(keys).map((row) => Number(row.id));
    expect(ids).toHaveLength(25);
    const statement = subOrderRowsByIds.query(db, ids);
    const plan = await explainPlan(db, sql`${statement}`);
    // The companies and staff are a few hundred rows: a hash of them is the planner's call; the big tables are not.
    expect([...sequentialScans(plan, 'sub_order'), ...sequentialScans(plan, 'customer_order')]).toEqual([]);
  });

  it('counts the matches of each filter on an index too', async () => {
    const db = testApp.database.db;
    for (const filter of [{ sellerCompanyId: 2 }, { deliveryStatusId: 3 }, { search: 'Job 77' }]) {
      const request = subOrderKeyPages.request(db, subOrderKeyQuery(subOrderRowQuerySchema.parse(filter)));
      const scanned = await scansOf(sql`${request.matches}`, ['sub_order', 'customer_order']);
      expect(scanned, JSON.stringify(filter)).toEqual([]);
    }
  });

  it("finds the pickers' companies and the transporters by probing the sub-order's indexes", async () => {
    const db = testApp.database.db;
    for (const side of ['buyer', 'seller'] as const) {
      for (const query of [{}, { search: 'pep' }, { selectedId: '2' }]) {
        const statement = findSubOrderParties(db, side, subOrderPartyFilterQuerySchema.parse(query));
        expect(await scansOf(sql`${statement}`, ['sub_order']), `${side} ${JSON.stringify(query)}`).toEqual(
          [],
        );
      }
    }
    const carriers = findSubOrderTransporters(db);
    expect(sequentialScans(await explainPlan(db, sql`${carriers}`), 'sub_order')).toEqual([]);
  });

  it('would notice a sequential scan (a sort no index backs)', async () => {
    expect(
      await scansOf(sql`select id from sub_order order by comment limit 25`, ['sub_order']),
    ).toHaveLength(1);
  });
});
