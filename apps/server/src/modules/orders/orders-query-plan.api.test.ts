import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_DASHBOARD_SORT_FIELDS,
  orderDashQuerySchema,
  orderGroupSummaryQuerySchema,
  type OrderDashQueryInput,
} from '@portal/contracts';
import { explainPlan, sequentialScans, allNodes } from '../../../test/query-plan';
import { pageRowsQuery } from '../../lib/paged-query';
import { dashboardPageRequest, statusCountsQuery } from './order-dashboard.repository';
import { loadQuoteFixtureParties, quoteFromIntake } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * Decision 151: the order model's indexes serve the order reads and the dashboards' sorts and filters (issue 15
 * Performance: every list query plan uses an index). 20,000 orders, 60,000 sub-orders and 180,000 items make the
 * planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = 20_000;

let testApp: TestApp;
let sampleOrderId: number;
let sampleSubOrderId: number;

async function tablesScanned(query: SQL, table: string) {
  const plan = await explainPlan(testApp.database.db, query);
  expect(allNodes(plan).some((node) => node['Relation Name'] === table)).toBe(true);
  return sequentialScans(plan, table);
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const parties = await loadQuoteFixtureParties(testApp);
  // One real quote for the foreign key: the generated orders are later phases of it (phase 2 onwards carry
  // no one-order-per-quote uniqueness), each with its own number.
  const made = await quoteFromIntake(testApp, operations, parties);
  await db.execute(sql`
    insert into customer_order (order_number, phase_number, quote_id, buyer_company_id, buyer_user_id,
      owner_user_id, job_name, province_id, status_id, inventory_status_id, picture_status_id, grand_total,
      approx_job_date, created_at)
    select 200000 + n, 2, ${made.id}, companies.ids[1 + n % cardinality(companies.ids)], ${parties.buyer.id},
      owners.ids[1 + n % cardinality(owners.ids)], 'Job ' || n, provinces.ids[1 + n % cardinality(provinces.ids)],
      (array[1, 2, 3, 4, 5, 7])[1 + n % 6], 1 + n % 5, 1 + n % 4, (n * 7919) % 100000,
      date '2026-01-01' + (n % 365), now() - n * interval '1 minute'
    from generate_series(1, ${ORDERS}) as n,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from app_user) as owners,
      (select array_agg(id order by id) as ids from province) as provinces`);
  await db.execute(sql`
    insert into sub_order (order_id, sequence_number, order_number, phase_number, buyer_company_id,
      seller_company_id, status_id, inventory_status_id, delivery_status_id, pick_date_from)
    select o.id, s, o.order_number, o.phase_number, o.buyer_company_id,
      companies.ids[1 + (o.id * 3 + s) % cardinality(companies.ids)], 1 + (o.id + s) % 8, 1 + (o.id + s) % 5,
      1 + (o.id + s) % 4, date '2026-03-01' + ((o.id + s) % 200)
    from customer_order as o, generate_series(1, 3) as s,
      (select array_agg(id order by id) as ids from company) as companies
    where o.phase_number = 2`);
  await db.execute(sql`
    insert into order_item (order_id, sub_order_id, sequence_number, product_id, product_size_id, quantity)
    select so.order_id, so.id, so.sequence_number * 10 + k, products.ids[1 + (so.id + k) % cardinality(products.ids)],
      sizes.ids[1 + (so.id * 7 + k) % cardinality(sizes.ids)], 10
    from sub_order as so, generate_series(1, 3) as k,
      (select array_agg(id order by id) as ids from (select id from product order by id limit 500) as p) as products,
      (select array_agg(id order by id) as ids from (select id from product_size order by id limit 500) as z) as sizes`);
  await db.execute(sql`analyze customer_order`);
  await db.execute(sql`analyze sub_order`);
  await db.execute(sql`analyze order_item`);
  const sample = await db.execute(
    sql`select order_id, id from sub_order where order_number = ${200000 + ORDERS / 2} limit 1`,
  );
  const row = (Array.isArray(sample) ? sample : (sample as { rows: unknown[] }).rows)[0] as {
    order_id: number;
    id: number;
  };
  sampleOrderId = Number(row.order_id);
  sampleSubOrderId = Number(row.id);
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
      { search: `OR-${200000 + ORDERS / 2}-P2` },
      { statusId: 7, provinceId: 1, inventoryStatusId: 4 },
    ];
    for (const sortField of ORDER_DASHBOARD_SORT_FIELDS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          // A later page too: the walk must stay on the index past the first rows.
          for (const page of [1, 8]) {
            const query = orderDashQuerySchema.parse({ ...filter, sortField, sortOrder, page, size: 25 });
            const statement = pageRowsQuery(dashboardPageRequest(db, query));
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
