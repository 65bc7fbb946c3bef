import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUB_ORDER_DASHBOARD_SORT_FIELDS,
  subOrderPartyFilterQuerySchema,
  subOrderRowQuerySchema,
  type SubOrderRowQueryInput,
} from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans } from '../../../test/query-plan';
import { loadQuoteFixtureParties, quoteFromIntake } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { pageRowsQuery } from '../../lib/paged-query';
import {
  findSubOrderParties,
  findSubOrderTransporters,
  subOrderKeyPageRequest,
  subOrderRowsByIdQuery,
} from './sub-order-dashboard.repository';

/**
 * Decision 166: every SubOrder Dashboard list plan walks an index of the sub-order (issue 15 Performance: every
 * list query plan uses an index) and reads the order only by key for the page's rows. 20,000 orders and 60,000
 * sub-orders make the planner choose as it would at scale; plans are read with EXPLAIN, never timed.
 */
const ORDERS = 20_000;

let testApp: TestApp;

async function scansOf(query: SQL, tables: readonly string[]) {
  const plan = await explainPlan(testApp.database.db, query);
  expect(
    allNodes(plan).some(
      (node) => node['Relation Name'] === 'sub_order' || node['Relation Name'] === 'company',
    ),
  ).toBe(true);
  return tables.flatMap((table) => sequentialScans(plan, table));
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const parties = await loadQuoteFixtureParties(testApp);
  // One real quote for the foreign key: the generated orders are later phases of it (phase 2 onwards carry no
  // one-order-per-quote uniqueness), each with its own number.
  const made = await quoteFromIntake(testApp, operations, parties);
  await db.execute(sql`
    insert into customer_order (order_number, phase_number, quote_id, buyer_company_id, buyer_user_id,
      owner_user_id, job_name, province_id, status_id, approx_job_date, delivery_address)
    select 300000 + n, 2, ${made.id}, companies.ids[1 + n % cardinality(companies.ids)], ${parties.buyer.id},
      owners.ids[1 + n % cardinality(owners.ids)], 'Job ' || n, provinces.ids[1 + n % cardinality(provinces.ids)],
      (array[1, 2, 3, 4, 5, 7])[1 + n % 6], date '2026-01-01' + (n % 365), n || ' rue Sherbrooke'
    from generate_series(1, ${ORDERS}) as n,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from app_user) as owners,
      (select array_agg(id order by id) as ids from province) as provinces`);
  await db.execute(sql`
    insert into sub_order (order_id, sequence_number, order_number, phase_number, buyer_company_id,
      seller_company_id, status_id, inventory_status_id, delivery_status_id, transporter_id, pick_date_from,
      delivery_date_from)
    select o.id, s, o.order_number, o.phase_number, o.buyer_company_id,
      companies.ids[1 + (o.id * 3 + s) % cardinality(companies.ids)], 1 + (o.id + s) % 8, 1 + (o.id + s) % 5,
      1 + (o.id + s) % 4,
      case when (o.id + s) % 10 = 0 then carriers.ids[1 + o.id % cardinality(carriers.ids)] end,
      date '2026-03-01' + ((o.id + s) % 200), date '2026-03-05' + ((o.id * 7 + s) % 200)
    from customer_order as o, generate_series(1, 3) as s,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from transporter) as carriers
    where o.phase_number = 2`);
  await db.execute(sql`analyze customer_order`);
  await db.execute(sql`analyze sub_order`);
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
      { search: `OR-${300000 + ORDERS / 2}-P2` },
      { search: `OR-${300000 + ORDERS / 2}-P2-S2` },
      { sellerCompanyId: 3, deliveryStatusId: 1, inventoryStatusId: 2 },
    ];
    for (const sortField of SUB_ORDER_DASHBOARD_SORT_FIELDS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          // A later page too: the walk must stay on the index past the first rows.
          for (const page of [1, 8]) {
            const query = subOrderRowQuerySchema.parse({ ...filter, sortField, sortOrder, page, size: 25 });
            const statement = pageRowsQuery(subOrderKeyPageRequest(db, query));
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
    const ids = (Array.isArray(keys) ? keys : (keys as { rows: unknown[] }).rows).map((row) =>
      Number((row as { id: number }).id),
    );
    expect(ids).toHaveLength(25);
    const statement = subOrderRowsByIdQuery(db, ids);
    const plan = await explainPlan(db, sql`${statement}`);
    // The companies and staff are a few hundred rows: a hash of them is the planner's call; the big tables are not.
    expect([...sequentialScans(plan, 'sub_order'), ...sequentialScans(plan, 'customer_order')]).toEqual([]);
  });

  it('counts the matches of each filter on an index too', async () => {
    const db = testApp.database.db;
    for (const filter of [{ sellerCompanyId: 2 }, { deliveryStatusId: 3 }, { search: 'Job 77' }]) {
      const request = subOrderKeyPageRequest(db, subOrderRowQuerySchema.parse(filter));
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
