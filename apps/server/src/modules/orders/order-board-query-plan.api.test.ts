import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_BOARD_STATUS_IDS,
  ORDER_ROW_SORT_FIELDS,
  orderCardQuerySchema,
  orderRowQuerySchema,
  type OrderRowQueryInput,
} from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans } from '../../../test/query-plan';
import { loadQuoteFixtureParties, quoteFromIntake } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { pageRowsQuery } from '../../lib/paged-query';
import { columnCardsQuery, orderRowPageRequest } from './order-board.repository';
import { statusCountsQuery } from './order-dashboard.repository';

/**
 * Decision 167: the Order Board's columns and the Order Table's pages (Order Management's too: the same
 * statement) read the order through its indexes, and the sellers of a page's rows through the sub-order's
 * (order, sequence) index — issue 15 Performance: every list query plan uses an index. 20,000 orders with three
 * sub-orders each make the planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = 20_000;

let testApp: TestApp;

async function scansOf(query: SQL, table: string) {
  const plan = await explainPlan(testApp.database.db, query);
  expect(allNodes(plan).some((node) => node['Relation Name'] === table)).toBe(true);
  return sequentialScans(plan, table);
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const parties = await loadQuoteFixtureParties(testApp);
  // One real quote for the foreign key: the generated orders are later phases of it, each with its own number.
  const made = await quoteFromIntake(testApp, operations, parties);
  await db.execute(sql`
    insert into customer_order (order_number, phase_number, quote_id, buyer_company_id, buyer_user_id,
      owner_user_id, job_name, province_id, status_id, inventory_status_id, picture_status_id, grand_total,
      approx_job_date, created_at)
    select 300000 + n, 2, ${made.id}, companies.ids[1 + n % cardinality(companies.ids)], ${parties.buyer.id},
      owners.ids[1 + n % cardinality(owners.ids)], 'Job ' || n, provinces.ids[1 + n % cardinality(provinces.ids)],
      (array[1, 2, 3, 4, 5, 7])[1 + n % 6], 1 + n % 5, 1 + n % 4, (n * 7919) % 100000,
      date '2026-01-01' + (n % 365), now() - n * interval '1 minute'
    from generate_series(1, ${ORDERS}) as n,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from app_user) as owners,
      (select array_agg(id order by id) as ids from province) as provinces`);
  await db.execute(sql`
    insert into sub_order (order_id, sequence_number, order_number, phase_number, buyer_company_id,
      seller_company_id)
    select o.id, s, o.order_number, o.phase_number, o.buyer_company_id,
      companies.ids[1 + (o.id * 3 + s) % cardinality(companies.ids)]
    from customer_order as o, generate_series(1, 3) as s,
      (select array_agg(id order by id) as ids from company) as companies
    where o.phase_number = 2`);
  await db.execute(sql`analyze customer_order`);
  await db.execute(sql`analyze sub_order`);
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
  { search: `OR-${300000 + ORDERS / 2}-P2` },
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
            const statement = sql`${pageRowsQuery(orderRowPageRequest(db, query))}`;
            const label = JSON.stringify({ sortField, sortOrder, page, ...filter });
            expect(await scansOf(statement, 'customer_order'), label).toEqual([]);
            expect(await scansOf(statement, 'sub_order'), label).toEqual([]);
          }
        }
      }
    }
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
