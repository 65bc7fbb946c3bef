/**
 * Orders at scale for the order benches (issue 15 Performance: 100,000 orders, 300,000 sub-orders, 1,000,000
 * items; docs/decisions/161-order-bench-data.md): written straight into a migrated, seeded PostgreSQL database
 * with set-based `insert … select … generate_series`, so the full size takes minutes, not hours. The roll-ups the
 * dashboards read (decision 151) are then computed from the items by the same rules refreshOrderRollups applies,
 * so the stored figures agree with the items as they would after real writes.
 *
 * What is generated: per order three sub-orders (three sellers), per sub-order three or four items (every third
 * sub-order has four: 10 items per 3 sub-orders, so 1,000,000 items for 300,000 sub-orders); statuses, owners,
 * buyers, provinces, dates and prices spread by deterministic arithmetic on the ids (the same data every run).
 * Orders are phase 2 of one seeded quote: the one-order-per-quote rule binds phase 1 only, and the dashboards
 * never read the quote. No discounts, transport costs or fees: grand total = buyer subtotal + tax.
 *
 * Run alone: `npx tsx bench/orders-generate.ts --database-url postgres://… [--orders 100000]` on a database the
 * portal has migrated and seeded (it needs staff, buyer and seller companies, products, sizes and one quote).
 * bench/orders-dashboard.bench.ts calls `generateOrders` on its own throw-away server.
 */
import postgres from 'postgres';

export interface GenerateOptions {
  /** How many orders; sub-orders are three times as many and items ten times as many. */
  readonly orders: number;
  /** The first order number; the generated numbers are far above any job's so they never collide. */
  readonly firstOrderNumber?: number;
  /** Progress lines ('orders: 12.3 s'); silent when absent. */
  readonly log?: (line: string) => void;
}

export interface GenerateResult {
  readonly orders: number;
  readonly subOrders: number;
  readonly items: number;
  /** Seconds per step, in the order run. */
  readonly seconds: ReadonlyArray<readonly [string, number]>;
}

const SUB_ORDERS_PER_ORDER = 3;

export async function generateOrders(sql: postgres.Sql, options: GenerateOptions): Promise<GenerateResult> {
  const first = options.firstOrderNumber ?? 5_000_000;
  const seconds: Array<[string, number]> = [];
  const step = async (name: string, statement: string) => {
    const startedAt = performance.now();
    await sql.unsafe(statement);
    const elapsed = (performance.now() - startedAt) / 1000;
    seconds.push([name, elapsed]);
    options.log?.(`${name}: ${elapsed.toFixed(1)} s`);
  };
  const [quote] = await sql<Array<{ id: number }>>`select id from quote order by id limit 1`;
  if (!quote) throw new Error('the database has no quote: start the portal with SEED_DEMO=true first');
  const orders = Math.max(1, Math.floor(options.orders));

  // The reference rows the generated data points at, gathered once as arrays.
  await step(
    'orders',
    `insert into customer_order (order_number, phase_number, quote_id, buyer_company_id, buyer_user_id,
       owner_user_id, job_name, reference_number, approx_job_date, province_id, country_id, status_id,
       tax_rate, created_at, updated_at)
     select ${first} + n, 2, ${quote.id},
       buyers.ids[1 + (n * 7) % cardinality(buyers.ids)],
       users.ids[1 + n % cardinality(users.ids)],
       case when n % 10 = 0 then null else staff.ids[1 + (n * 3) % cardinality(staff.ids)] end,
       (array['Parc', 'Résidence', 'Boulevard', 'Place', 'Jardin', 'Campus', 'Écoquartier', 'Square'])[1 + n % 8]
         || ' ' || (array['des Érables', 'Beaubien', 'Jarry', 'du Lac', 'Saint-Denis', 'Rosemont', 'Maisonneuve',
         'Laurier', 'Outremont', 'Verdun', 'Lachine'])[1 + (n / 8) % 11] || ' — lot ' || n,
       'PO-' || (100000 + n * 13 % 900000),
       date '2026-01-01' + ((n * 37) % 730),
       provinces.ids[1 + (n * 5) % cardinality(provinces.ids)], 1,
       (array[1, 1, 2, 2, 2, 7, 7, 3, 4, 4, 4, 5])[1 + (n * 11) % 12],
       14.975,
       timestamptz '2024-01-01 00:00:00+00' + (n * interval '10 minutes'),
       timestamptz '2024-01-01 00:00:00+00' + (n * interval '10 minutes')
     from generate_series(1, ${orders}) as n,
       (select array_agg(id order by id) as ids from company where company_type_id = 1) as buyers,
       (select array_agg(id order by id) as ids from app_user) as users,
       (select array_agg(id order by id) as ids from app_user where role_id in (3, 4, 9)) as staff,
       (select array_agg(id order by id) as ids from province where country_id = 1) as provinces`,
  );
  await step(
    'sub-orders',
    `insert into sub_order (order_id, sequence_number, order_number, phase_number, buyer_company_id, search_text,
       seller_company_id, status_id, delivery_status_id, pick_date_from, pick_date_to, delivery_date_from,
       delivery_date_to, created_at, updated_at)
     select o.id, s, o.order_number, o.phase_number, o.buyer_company_id, o.search_text,
       sellers.ids[1 + (o.id * ${SUB_ORDERS_PER_ORDER} + s) % cardinality(sellers.ids)],
       (array[1, 1, 2, 6, 7, 8, 3])[1 + (o.id + s) % 7],
       1 + (o.id * 7 + s) % 4,
       o.approx_job_date - 7 + s, o.approx_job_date - 5 + s, o.approx_job_date + s, o.approx_job_date + 2 + s,
       o.created_at, o.created_at
     from customer_order as o
       cross join generate_series(1, ${SUB_ORDERS_PER_ORDER}) as s
       cross join (select array_agg(id order by id) as ids from company where company_type_id = 2) as sellers
     where o.order_number > ${first}`,
  );
  await step(
    'items',
    `insert into order_item (order_id, sub_order_id, sequence_number, product_id, product_size_id, quantity,
       status_id, seller_unit_price, markup_rate, buyer_unit_price, seller_price, buyer_price, seller_contacted,
       inventory_secured, created_at, updated_at)
     select so.order_id, so.id, (so.sequence_number - 1) * 4 + k,
       products.ids[1 + (so.id * 13 + k) % cardinality(products.ids)],
       sizes.ids[1 + (so.id * 17 + k) % cardinality(sizes.ids)],
       quantity, case when (so.id + k) % 29 = 0 then 4 else 1 end,
       unit, 25, round(unit * 1.25, 2), round(quantity * unit, 2), round(quantity * round(unit * 1.25, 2), 2),
       -- Contacting runs ahead of securing: per sub-order, some of both, all of one, or none.
       (so.id % 5) <> 0 and ((so.id + k) % 3) <> 0,
       (so.id % 5) in (3, 4) and ((so.id + k) % 3) = 1,
       so.created_at, so.created_at
     from sub_order as so
       cross join lateral generate_series(1, case when so.id % 3 = 0 then 4 else 3 end) as k
       cross join lateral (select (1 + (so.id * 7 + k * 31) % 250)::numeric as quantity,
         (5 + (so.id * 11 + k * 3) % 400 + ((so.id + k) % 4) * 0.25)::numeric as unit) as price
       cross join (select array_agg(id order by id) as ids from (select id from product order by id limit 2000) as p) as products
       cross join (select array_agg(id order by id) as ids from (select id from product_size order by id limit 2000) as z) as sizes
     where so.order_number > ${first}`,
  );
  // Statistics of the rows just written before the roll-ups join them: planned without (autovacuum may not have run
  // yet on a busy machine), the sub-order roll-up spilled a misestimated join to disk for over 15 minutes.
  await step('analyze', 'analyze customer_order, sub_order, order_item');
  // The roll-ups as refreshOrderRollups computes them (decision 151): over the items that count (WIP, complete,
  // substituted), a secured item counting as contacted; the inventory status by inventoryStatusOf's rule.
  const inventoryStatus = (count: string, contacted: string, secured: string) => `case
      when ${count} = 0 then 2 when ${secured} >= ${count} then 1 when ${secured} > 0 then 4
      when ${contacted} >= ${count} then 5 when ${contacted} > 0 then 3 else 2 end`;
  await step(
    'sub-order roll-ups',
    `update sub_order as so set item_count = t.item_count, seller_contacted_count = t.contacted,
       inventory_secured_count = t.secured, seller_total = t.seller_total, buyer_total = t.buyer_total,
       inventory_status_id = ${inventoryStatus('t.item_count', 't.contacted', 't.secured')}
     from (select sub_order_id, count(*)::int as item_count,
             count(*) filter (where seller_contacted or inventory_secured)::int as contacted,
             count(*) filter (where inventory_secured)::int as secured,
             coalesce(sum(seller_price), 0) as seller_total, coalesce(sum(buyer_price), 0) as buyer_total
           from order_item where status_id in (1, 2, 5) group by sub_order_id) as t
     where so.id = t.sub_order_id and so.order_number > ${first}`,
  );
  await step(
    'order roll-ups',
    `update customer_order as o set item_count = t.item_count, seller_cost = t.seller_cost,
       buyer_subtotal = t.buyer_subtotal, tax_total = round(t.buyer_subtotal * o.tax_rate / 100, 2),
       grand_total = t.buyer_subtotal + round(t.buyer_subtotal * o.tax_rate / 100, 2),
       inventory_status_id = ${inventoryStatus('t.item_count', 't.contacted', 't.secured')},
       picture_status_id = 1 + (o.id * 3) % 4, delivery_assigned_id = 1 + (o.id * 5) % 3
     from (select order_id, sum(item_count)::int as item_count, sum(seller_contacted_count)::int as contacted,
             sum(inventory_secured_count)::int as secured, sum(seller_total) as seller_cost,
             sum(buyer_total) as buyer_subtotal
           from sub_order where order_number > ${first} group by order_id) as t
     where o.id = t.order_id`,
  );
  // Fresh statistics and a visibility map, as a database in service has (autovacuum would get there later).
  await step('vacuum analyze', 'vacuum analyze customer_order, sub_order, order_item');
  const [counted] = await sql<Array<{ orders: number; sub_orders: number; items: number }>>`
    select (select count(*)::int from customer_order where order_number > ${first}) as orders,
      (select count(*)::int from sub_order where order_number > ${first}) as sub_orders,
      (select count(*)::int from order_item i join sub_order so on so.id = i.sub_order_id
        where so.order_number > ${first}) as items`;
  return {
    orders: counted?.orders ?? 0,
    subOrders: counted?.sub_orders ?? 0,
    items: counted?.items ?? 0,
    seconds,
  };
}

function optionValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : argv[index + 1];
}

async function main(argv: readonly string[]): Promise<void> {
  const url = optionValue(argv, '--database-url') ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error('Give --database-url postgres://… (a database the portal has migrated and seeded).');
  const orders = Number(optionValue(argv, '--orders') ?? 100_000);
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const startedAt = performance.now();
    const result = await generateOrders(sql, { orders, log: (line) => console.log(line) });
    console.log(
      `${result.orders} orders, ${result.subOrders} sub-orders, ${result.items} items in ${(
        (performance.now() - startedAt) /
        1000
      ).toFixed(1)} s`,
    );
  } finally {
    await sql.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
