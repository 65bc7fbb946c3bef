import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { GENERATED_ORDERS_TEMPLATE, TEMPLATE_DATABASE } from './global-setup-postgres';
import { loadQuoteFixtureParties, quoteFromIntake } from './quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from './test-app';

export interface GeneratedOrdersOptions {
  readonly orders: number;
  /** The first generated order's number: order n is numbered `firstOrderNumber + n` (OR-<number>-P2). */
  readonly firstOrderNumber: number;
  /** Items per sub-order (default none): the order model's reads need them, the lists do not. */
  readonly itemsPerSubOrder?: number;
}

/**
 * The orders the order lists' query-plan tests plan against (decisions 151, 166, 167; issue 15 Performance: every
 * list query plan uses an index): `orders` orders with three sub-orders each, every column a list sorts or
 * filters on spread over its values and the companies, staff, provinces and transporters the seed made, then
 * analysed so the planner chooses as it would at scale. Inserted by SQL, as no test reads them through the API.
 */
export async function generateOrders(
  testApp: TestApp,
  { orders, firstOrderNumber, itemsPerSubOrder = 0 }: GeneratedOrdersOptions,
): Promise<void> {
  const db = testApp.database.db;
  const operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const parties = await loadQuoteFixtureParties(testApp);
  // One real quote for the foreign key: the generated orders are later phases of it (phase 2 onwards carry no
  // one-order-per-quote uniqueness), each with its own number.
  const made = await quoteFromIntake(testApp, operations, parties);
  await db.execute(sql`
    insert into customer_order (order_number, phase_number, quote_id, buyer_company_id, buyer_user_id,
      owner_user_id, job_name, province_id, status_id, inventory_status_id, picture_status_id, grand_total,
      approx_job_date, created_at, delivery_address)
    select ${firstOrderNumber}::int + n, 2, ${made.id}, companies.ids[1 + n % cardinality(companies.ids)],
      ${parties.buyer.id}, owners.ids[1 + n % cardinality(owners.ids)], 'Job ' || n,
      provinces.ids[1 + n % cardinality(provinces.ids)], (array[1, 2, 3, 4, 5, 7])[1 + n % 6], 1 + n % 5, 1 + n % 4,
      (n * 7919) % 100000, date '2026-01-01' + (n % 365), now() - n * interval '1 minute', n || ' rue Sherbrooke'
    from generate_series(1, ${orders}) as n,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from app_user) as owners,
      (select array_agg(id order by id) as ids from province) as provinces`);
  await db.execute(sql`
    insert into sub_order (order_id, sequence_number, order_number, phase_number, buyer_company_id, search_text,
      seller_company_id, status_id, inventory_status_id, delivery_status_id, transporter_id, pick_date_from,
      delivery_date_from)
    select o.id, s, o.order_number, o.phase_number, o.buyer_company_id, o.search_text,
      companies.ids[1 + (o.id * 3 + s) % cardinality(companies.ids)], 1 + (o.id + s) % 8, 1 + (o.id + s) % 5,
      1 + (o.id + s) % 4,
      case when (o.id + s) % 10 = 0 then carriers.ids[1 + o.id % cardinality(carriers.ids)] end,
      date '2026-03-01' + ((o.id + s) % 200), date '2026-03-05' + ((o.id * 7 + s) % 200)
    from customer_order as o, generate_series(1, 3) as s,
      (select array_agg(id order by id) as ids from company) as companies,
      (select array_agg(id order by id) as ids from transporter) as carriers
    where o.phase_number = 2`);
  if (itemsPerSubOrder > 0) {
    await db.execute(sql`
      insert into order_item (order_id, sub_order_id, sequence_number, product_id, product_size_id, quantity)
      select so.order_id, so.id, so.sequence_number * 10 + k,
        products.ids[1 + (so.id + k) % cardinality(products.ids)],
        sizes.ids[1 + (so.id * 7 + k) % cardinality(sizes.ids)], 10
      from sub_order as so, generate_series(1, ${itemsPerSubOrder}) as k,
        (select array_agg(id order by id) as ids from (select id from product order by id limit 500) as p) as products,
        (select array_agg(id order by id) as ids from (select id from product_size order by id limit 500) as z) as sizes`);
    await db.execute(sql`analyze order_item`);
  }
  await db.execute(sql`analyze customer_order`);
  await db.execute(sql`analyze sub_order`);
}

/** The run's 20,000-order template (PostgreSQL server): orders numbered from 200,000, three items per sub-order. */
export const GENERATED_ORDERS = { orders: 20_000, firstOrderNumber: 200_000, itemsPerSubOrder: 3 } as const;

/**
 * An app on a copy of the run's 20,000-order template: the query-plan tests of the order lists (decisions 151,
 * 166, 167). The template is generated once per run, by whichever test file asks first (the others wait on an
 * advisory lock of the server), then copied per file as the seeded template is. PostgreSQL server only: plans
 * are checked on the engine production runs; the embedded engine is the same planner at a single-user scale.
 */
export async function createTestAppWithGeneratedOrders(): Promise<TestApp> {
  const admin = postgres(inject('postgresAdminUrl'), { max: 1, onnotice: () => undefined });
  try {
    await admin`select pg_advisory_lock(hashtext(${GENERATED_ORDERS_TEMPLATE}))`;
    try {
      const [existing] = await admin`select 1 from pg_database where datname = ${GENERATED_ORDERS_TEMPLATE}`;
      if (!existing) await buildGeneratedOrdersTemplate(admin);
    } finally {
      await admin`select pg_advisory_unlock(hashtext(${GENERATED_ORDERS_TEMPLATE}))`;
    }
  } finally {
    await admin.end();
  }
  return createTestApp({}, { templateDatabase: GENERATED_ORDERS_TEMPLATE });
}

async function buildGeneratedOrdersTemplate(admin: postgres.Sql): Promise<void> {
  const building = `${GENERATED_ORDERS_TEMPLATE}_building`;
  await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${building} TEMPLATE ${TEMPLATE_DATABASE}`);
  const testApp = await createTestApp({}, { database: building });
  try {
    await generateOrders(testApp, GENERATED_ORDERS);
  } finally {
    await testApp.close();
  }
  // Named as the template only once whole: a file that failed half-way leaves no template behind. The app's
  // connections may take a moment to leave the server after it closed them.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${GENERATED_ORDERS_TEMPLATE}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
