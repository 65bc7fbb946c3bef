import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, ProductSizeType, SELLER_CANDIDATES_LIMIT } from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans } from '../../../test/query-plan';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/query-rows';
import { sellerCandidatesStatement } from './seller-candidates.repository';

/**
 * Decision 154: 'who can supply this line' reads the offers of one product and size through their indexes
 * (quote_item_candidates_index, order_item_product_index), never the whole history of quote lines and order items.
 */
const QUOTE_LINES = 60_000;
const ORDER_ITEMS = 20_000;

let testApp: TestApp;
let quoteItemId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const scalar = async (query: SQL) =>
    Number(rowsOf<{ value: unknown }>(await db.execute(query))[0]?.value ?? 0);
  const buyerUserId = await scalar(
    sql`select id as value from app_user where email = ${DEMO_ACCOUNTS.buyer}`,
  );
  const buyerCompanyId = await scalar(
    sql`select company_id as value from app_user where email = ${DEMO_ACCOUNTS.buyer}`,
  );
  const seller = sql.raw(String(CompanyType.ids.SELLER));
  const sizeType = sql.raw(String(ProductSizeType.ids.SIZE));
  await db.execute(sql`
    insert into company (name, company_type_id, latitude, longitude)
    select 'Plan Seller ' || n, ${seller}, 45 + n % 10 * 0.1, -73 - n % 10 * 0.1 from generate_series(1, 100) as n`);
  await db.execute(sql`
    insert into quote_request (buyer_company_id, buyer_user_id, job_name, latitude, longitude)
    select ${buyerCompanyId}::int, ${buyerUserId}::int, 'Plan job ' || n, 45.5, -73.6
    from generate_series(1, 200) as n`);
  await db.execute(sql`
    insert into quote (quote_number, quote_request_id, buyer_company_id, buyer_user_id, job_name)
    select quote_number, id, buyer_company_id, buyer_user_id, job_name from quote_request
    where job_name like 'Plan job %'`);
  // Lines spread over every product, thirty sizes and the sellers; two in three priced by a seller.
  await db.execute(sql`
    with quotes as (select array_agg(id order by id) as ids from quote where job_name like 'Plan job %'),
      products as (select array_agg(id order by id) as ids from product),
      sizes as (select array_agg(id order by id) as ids
        from (select id from product_size where type_id = ${sizeType} order by id limit 30) as chosen),
      sellers as (select array_agg(id order by id) as ids from company where company_type_id = ${seller})
    insert into quote_item (quote_id, sequence_number, product_id, product_size_id, quantity,
      seller_company_id, seller_unit_price)
    select quotes.ids[1 + n % 200], n, products.ids[1 + n % cardinality(products.ids)],
      sizes.ids[1 + (n / 7) % cardinality(sizes.ids)], 1,
      case when n % 3 <> 0 then sellers.ids[1 + n % cardinality(sellers.ids)] end, 10 + n % 50
    from quotes, products, sizes, sellers, generate_series(1, ${sql.raw(String(QUOTE_LINES))}) as n`);
  await db.execute(sql`
    insert into customer_order (order_number, quote_id, buyer_company_id, buyer_user_id, job_name)
    select quote_number, id, buyer_company_id, buyer_user_id, job_name from quote where job_name like 'Plan job %'`);
  await db.execute(sql`
    insert into sub_order (order_id, sequence_number, order_number, buyer_company_id, search_text, seller_company_id)
    select o.id, 1, o.order_number, o.buyer_company_id, o.search_text,
      (select min(id) from company where company_type_id = ${seller}) + o.id % 50
    from customer_order as o where o.job_name like 'Plan job %'`);
  await db.execute(sql`
    with orders as (select array_agg(o.id order by o.id) as ids, array_agg(s.id order by o.id) as subs
        from customer_order as o join sub_order as s on s.order_id = o.id where o.job_name like 'Plan job %'),
      products as (select array_agg(id order by id) as ids from product),
      sizes as (select array_agg(id order by id) as ids
        from (select id from product_size where type_id = ${sizeType} order by id limit 30) as chosen)
    insert into order_item (order_id, sub_order_id, sequence_number, product_id, product_size_id, quantity,
      seller_unit_price)
    select orders.ids[1 + n % cardinality(orders.ids)], orders.subs[1 + n % cardinality(orders.ids)], n,
      products.ids[1 + n % cardinality(products.ids)], sizes.ids[1 + (n / 7) % cardinality(sizes.ids)], 1,
      20 + n % 30
    from orders, products, sizes, generate_series(1, ${sql.raw(String(ORDER_ITEMS))}) as n`);
  for (const table of ['quote_item', 'order_item', 'company', 'quote', 'quote_request']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  quoteItemId = await scalar(
    sql`select min(id) as value from quote_item where seller_company_id is not null`,
  );
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe(`seller candidates among ${QUOTE_LINES} quote lines and ${ORDER_ITEMS} order items`, () => {
  it("reads the line's product and size through the candidates and product indexes, never a whole table", async () => {
    const plan = await explainPlan(
      testApp.database.db,
      sellerCandidatesStatement(quoteItemId, SELLER_CANDIDATES_LIMIT),
    );
    expect(sequentialScans(plan, 'quote_item')).toEqual([]);
    expect(sequentialScans(plan, 'order_item')).toEqual([]);
    const indexes = allNodes(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    expect(indexes).toEqual(
      expect.arrayContaining(['quote_item_candidates_index', 'order_item_product_index']),
    );
  });

  it('answers with real offers (the plan above is of a statement that finds them)', async () => {
    const rows = rowsOf(
      await testApp.database.db.execute(sellerCandidatesStatement(quoteItemId, SELLER_CANDIDATES_LIMIT)),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(SELLER_CANDIDATES_LIMIT);
  });
});
