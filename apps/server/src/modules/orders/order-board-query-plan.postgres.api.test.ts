import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_BOARD_STATUS_IDS,
  ORDER_ROW_SORT_FIELDS,
  orderCardQuerySchema,
  orderRowQuerySchema,
  type OrderRowQueryInput,
} from '@portal/contracts';
import { createTestAppWithGeneratedOrders, GENERATED_ORDERS } from '../../../test/generated-orders';
import { listQueryScans } from '../../../test/query-plan';
import type { TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/query-rows';
import { pageRowsQuery } from '../../lib/paged-query';
import { columnCardsQuery, orderTableRowsByIds } from './order-board.repository';
import { orderKeyPages, orderKeyQuery, statusCountsQuery } from './order-dashboard.repository';

/**
 * Decision 167: the Order Board's columns and the Order Table's pages (Order Management's too: the same
 * statement) read the order through its indexes, and the sellers of a page's rows through the sub-order's
 * (order, sequence) index — issue 15 Performance: every list query plan uses an index. 20,000 orders with three
 * sub-orders each make the planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = GENERATED_ORDERS.orders;

let testApp: TestApp;

function scansOf(query: SQL, table: string) {
  return listQueryScans(testApp.database.db, query, [table]);
}

beforeAll(async () => {
  testApp = await createTestAppWithGeneratedOrders();
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

const FILTERS: OrderRowQueryInput[] = [
  {},
  { ownerUserId: 1 },
  { buyerCompanyId: 1 },
  { provinceId: 1 },
  { search: 'Job 1234' },
  { search: `OR-${GENERATED_ORDERS.firstOrderNumber + ORDERS / 2}-P2` },
  { ownerUserId: 1, provinceId: 1 },
];

describe('the Order Board and Order Table at 20,000 orders (decision 167)', () => {
  it("reads each column's cards and the columns' counts on the order's indexes, under every filter", async () => {
    const db = testApp.database.db;
    for (const filter of FILTERS) {
      const { limits: _limits, ...filters } = orderCardQuerySchema.parse(filter);
      const counts = statusCountsQuery(db, filters);
      expect(await scansOf(sql`${counts}`, 'customer_order'), JSON.stringify(filter)).toEqual([]);
    }
    for (const statusId of ORDER_BOARD_STATUS_IDS) {
      for (const filter of FILTERS) {
        const query = orderCardQuerySchema.parse(filter);
        const cards = columnCardsQuery(db, statusId, query, 100);
        expect(
          await scansOf(sql`${cards}`, 'customer_order'),
          JSON.stringify({ statusId, ...filter }),
        ).toEqual([]);
      }
    }
  });

  it('answers every table sort, both ways, with each filter, on pages 1 and 8 — the sellers by index too', async () => {
    const db = testApp.database.db;
    const filters: OrderRowQueryInput[] = [
      ...FILTERS,
      { statusId: 7 },
      { inventoryStatusId: 3 },
      { pictureStatusId: 2 },
      { statusId: 2, buyerCompanyId: 1 },
    ];
    for (const sortField of ORDER_ROW_SORT_FIELDS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          for (const page of [1, 8]) {
            const query = orderRowQuerySchema.parse({ ...filter, sortField, sortOrder, page, size: 25 });
            // Keys first (decision 178): the page's keys on the order's indexes, then its rows by key.
            const statement = sql`${pageRowsQuery(orderKeyPages.request(db, orderKeyQuery(query)))}`;
            const label = JSON.stringify({ sortField, sortOrder, page, ...filter });
            expect(await scansOf(statement, 'customer_order'), label).toEqual([]);
          }
        }
      }
    }
  });

  it("reads a page's rows by key, and their sellers through the sub-order's (order, sequence) index", async () => {
    const db = testApp.database.db;
    const keys = await db.execute(sql`select id from customer_order order by id desc limit 25`);
    const ids = rowsOf<{ id: number }>(keys).map((row) => Number(row.id));
    expect(ids).toHaveLength(25);
    const statement = sql`${orderTableRowsByIds.query(db, ids)}`;
    expect(await scansOf(statement, 'customer_order')).toEqual([]);
    expect(await scansOf(statement, 'sub_order')).toEqual([]);
  });

  it('would notice a sequential scan (a sort or a sub-order filter no index backs)', async () => {
    expect(
      await scansOf(sql`select id from customer_order order by comment limit 25`, 'customer_order'),
    ).toHaveLength(1);
    expect(
      await scansOf(
        sql`select order_id from sub_order where comment = 'x' order by sequence_number limit 25`,
        'sub_order',
      ),
    ).toHaveLength(1);
  });
});
