import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_DASHBOARD_SORT_FIELDS,
  orderDashQuerySchema,
  orderGroupSummaryQuerySchema,
  type OrderDashQueryInput,
} from '@portal/contracts';
import { createTestAppWithGeneratedOrders, GENERATED_ORDERS } from '../../../test/generated-orders';
import { listQueryScans } from '../../../test/query-plan';
import { rowsOf } from '../../db/query-rows';
import { pageRowsQuery } from '../../lib/paged-query';
import {
  dashboardRowsByIds,
  orderKeyPages,
  orderKeyQuery,
  statusCountsQuery,
} from './order-dashboard.repository';
import type { TestApp } from '../../../test/test-app';

/**
 * Decision 151: the order model's indexes serve the order reads and the dashboards' sorts and filters (issue 15
 * Performance: every list query plan uses an index). 20,000 orders, 60,000 sub-orders and 180,000 items make the
 * planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = GENERATED_ORDERS.orders;

let testApp: TestApp;
let sampleOrderId: number;
let sampleSubOrderId: number;

function tablesScanned(query: SQL, table: string) {
  return listQueryScans(testApp.database.db, query, [table]);
}

beforeAll(async () => {
  testApp = await createTestAppWithGeneratedOrders();
  const db = testApp.database.db;
  const sample = await db.execute(
    sql`select order_id, id from sub_order where order_number = ${GENERATED_ORDERS.firstOrderNumber + ORDERS / 2} limit 1`,
  );
  const [row] = rowsOf<{ order_id: number; id: number }>(sample);
  sampleOrderId = Number(row?.order_id);
  sampleSubOrderId = Number(row?.id);
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe('the order model at 20,000 orders (decision 151)', () => {
  it("reads one order's sub-orders, items, specs and alternates through their order's indexes", async () => {
    for (const [query, table] of [
      [sql`select * from sub_order where order_id = ${sampleOrderId} order by sequence_number`, 'sub_order'],
      [
        sql`select * from order_item where order_id = ${sampleOrderId} order by sequence_number, id`,
        'order_item',
      ],
      [sql`select * from order_item where sub_order_id = ${sampleSubOrderId}`, 'order_item'],
      [
        sql`select s.* from order_item_spec s join order_item i on i.id = s.item_id where i.order_id = ${sampleOrderId}`,
        'order_item',
      ],
      [
        sql`select a.* from order_alt_item a join order_item i on i.id = a.order_item_id where i.order_id = ${sampleOrderId}`,
        'order_item',
      ],
    ] as const) {
      expect(await tablesScanned(query, table)).toEqual([]);
    }
  });

  it("sorts and filters the orders as the Order Dashboard will, on the order's indexes", async () => {
    for (const query of [
      sql`select id from customer_order order by order_number desc, phase_number desc limit 25`,
      sql`select id from customer_order where status_id = 2 order by order_number desc, phase_number desc limit 25`,
      sql`select id from customer_order where buyer_company_id = 1 order by order_number desc limit 25`,
      sql`select id from customer_order where owner_user_id = 1 order by order_number desc limit 25`,
      sql`select id from customer_order where province_id = 1 order by order_number desc limit 25`,
      sql`select id from customer_order where inventory_status_id = 3 order by order_number desc limit 25`,
      sql`select id from customer_order where picture_status_id = 2 order by order_number desc limit 25`,
      sql`select id from customer_order order by grand_total desc, id desc limit 25`,
      sql`select id from customer_order order by created_at desc, id desc limit 25`,
      sql`select id from customer_order order by approx_job_date, id limit 25`,
    ]) {
      expect(await tablesScanned(query, 'customer_order')).toEqual([]);
    }
  });

  it("answers every Order Dashboard sort with each filter, and the status counts, on the order's indexes (decision 160)", async () => {
    const db = testApp.database.db;
    const filters: OrderDashQueryInput[] = [
      {},
      { statusId: 2 },
      { inventoryStatusId: 3 },
      { pictureStatusId: 2 },
      { ownerUserId: 1 },
      { buyerCompanyId: 1 },
      { provinceId: 1 },
      { search: 'Job 1234' },
      { search: `OR-${GENERATED_ORDERS.firstOrderNumber + ORDERS / 2}-P2` },
      { statusId: 7, provinceId: 1, inventoryStatusId: 4 },
    ];
    for (const sortField of ORDER_DASHBOARD_SORT_FIELDS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          // A later page too: the walk must stay on the index past the first rows.
          for (const page of [1, 8]) {
            const query = orderDashQuerySchema.parse({ ...filter, sortField, sortOrder, page, size: 25 });
            // Keys first (decision 178): the page's keys on the order's indexes, then its rows by key (below).
            const statement = pageRowsQuery(orderKeyPages.request(db, orderKeyQuery(query)));
            const scanned = await tablesScanned(sql`${statement}`, 'customer_order');
            expect(scanned, JSON.stringify({ sortField, sortOrder, page, ...filter })).toEqual([]);
          }
        }
      }
    }
    for (const filter of [
      {},
      { provinceId: 1 },
      { search: 'Job 77' },
      { ownerUserId: 1, pictureStatusId: 3 },
    ]) {
      const counts = statusCountsQuery(db, orderGroupSummaryQuerySchema.parse(filter));
      expect(await tablesScanned(sql`${counts}`, 'customer_order'), JSON.stringify(filter)).toEqual([]);
    }
  });

  it("reads a dashboard page's rows by key (decision 178)", async () => {
    const db = testApp.database.db;
    const keys = await db.execute(sql`select id from customer_order order by id desc limit 25`);
    const ids = rowsOf<{ id: number }>(keys).map((row) => Number(row.id));
    expect(ids).toHaveLength(25);
    const statement = sql`${dashboardRowsByIds.query(testApp.database.db, ids)}`;
    expect(await listQueryScans(db, statement, ['customer_order'])).toEqual([]);
  });

  it('sorts and filters the sub-orders as the SubOrder Dashboard will, on their own indexes', async () => {
    for (const query of [
      sql`select id from sub_order order by order_number desc, phase_number desc, sequence_number desc limit 25`,
      sql`select id from sub_order where seller_company_id = 2 order by order_number desc limit 25`,
      sql`select id from sub_order where buyer_company_id = 1 order by order_number desc limit 25`,
      sql`select id from sub_order where status_id = 3 order by order_number desc limit 25`,
      sql`select id from sub_order where inventory_status_id = 4 order by order_number desc limit 25`,
      sql`select id from sub_order where delivery_status_id = 2 order by order_number desc limit 25`,
      sql`select id from sub_order order by pick_date_from, id limit 25`,
    ]) {
      expect(await tablesScanned(query, 'sub_order')).toEqual([]);
    }
  });

  it('would notice a sequential scan (a sort no index backs)', async () => {
    expect(
      await tablesScanned(sql`select id from customer_order order by comment limit 25`, 'customer_order'),
    ).toHaveLength(1);
    expect(
      await tablesScanned(sql`select id from sub_order order by comment limit 25`, 'sub_order'),
    ).toHaveLength(1);
  });
});
