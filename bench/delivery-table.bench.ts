/**
 * The Delivery Table at scale (issue 38 Performance: 'Delivery Table at 20,000 deliveries / 100,000 stops on
 * PostgreSQL: server CPU per page (server + database) no more than the Order Table's, and p95 ≤ 50 ms at 10
 * clients'; docs/performance.md 'Deliveries'; decision 221). The portal on a throw-away PostgreSQL server with the
 * generated orders (bench/orders-bench-harness.ts; 100,000 by default) and, on top of them, the generated order
 * deliveries (bench/deliveries-generate.ts), one staff member signed in, and per phase 10 keep-alive connections,
 * one request at a time each:
 *
 * - orderDeliveryRowView, every sort × direction × the filters a logistics planner uses (each alone, and three
 *   combinations) × pages 1, 2 and 40, each request the next URL of the list;
 * - orderDeliveryRowFilter (the filters' choices and counts);
 * - orderRow, the Order Table's own mix (as bench/order-board.bench.ts), in the same run, for comparison.
 *
 * Run: `npx tsx bench/delivery-table.bench.ts [--orders 100000] [--deliveries 20000] [--seconds 10]
 * [--connections 10] [--slowest 20] [--explain 5]` (PostgreSQL only; needs the PostgreSQL server binaries). The order
 * benches' options apply (bench/README.md), but not `--engine embedded`. `--explain N`: after the phases, the N
 * slowest Delivery Table URLs (at least `--slowest`'s) alone, the N first each with `EXPLAIN (analyze, buffers)` of its key page and, for the first, of
 * the statements that read its rows by key (the SQL the server's repository builds, its values written in).
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import { orderDeliveryRowQuerySchema } from '@portal/contracts';
import type { Database } from '../apps/server/src/db/database';
import * as schema from '../apps/server/src/db/schema';
import { pageRowsQuery } from '../apps/server/src/lib/paged-query';
import {
  deliveryKeyPages,
  deliveryKeyQuery,
  deliveryRowsByIds,
  findRowOwners,
  findRowStops,
} from '../apps/server/src/modules/deliveries/delivery-table.repository';
import { generateDeliveries } from './deliveries-generate';
import { listUrls, reportSlowest, runOrdersBench, type OrdersBench } from './orders-bench-harness';

const PORT = 18_991;
const DELIVERY_SORTS = ['deliveryNumber', 'firstStopDate', 'statusId', 'fillRate', 'distance'] as const;
const ORDER_SORTS = ['orderNumber', 'statusId', 'grandTotal', 'createdAt', 'approxJobDate'] as const;

function optionValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
}

const deliveries = optionValue('--deliveries', 20_000);
// The issue's load: 10 clients, unless asked otherwise (the harness's default is the order benches' 50).
if (!process.argv.includes('--connections')) process.argv.push('--connections', '10');
if (process.argv.includes('--engine')) throw new Error('the Delivery Table bench runs on PostgreSQL only');

const explainCount = process.argv.includes('--explain') ? optionValue('--explain', 5) : 0;

let generated = false;

/** A statement's parameter as an SQL literal (the EXPLAIN runs as text on the bench's connection). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]::int[]`;
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function inlined({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));
}

/** The plan of one statement with its buffers, printed indented. */
async function explain(
  bench: OrdersBench,
  label: string,
  statement: { toSQL(): { sql: string; params: unknown[] } },
) {
  const rows = await bench.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${inlined(statement.toSQL())}`,
  );
  console.log(`  ${label}`);
  for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
}

/**
 * The slowest URLs alone, each with the plan of its key page as the repository builds it (values written in, so
 * PostgreSQL plans it for them: the server's prepared statement may run a generic plan instead), then the rows,
 * owners and stops statements of the first URL's page.
 */
async function explainSlowest(bench: OrdersBench, urls: readonly string[]): Promise<void> {
  // Builds SQL only: never connected.
  const db = drizzle.mock({ schema }) as unknown as Database;
  const count = Math.max(bench.options.slowest, explainCount);
  const slowest = await bench.slowest(urls, count);
  console.log(`\norderDeliveryRowView mix: the ${count} slowest URLs, each alone (median of 3)`);
  for (const { url, ms } of slowest) console.log(`${ms.toFixed(1).padStart(7)} ms  ${url}`);
  console.log(`\nthe ${explainCount} slowest explained`);
  let rowsExplained = false;
  for (const { url, ms } of slowest.slice(0, explainCount)) {
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${url}`);
    const query = orderDeliveryRowQuerySchema.parse(
      Object.fromEntries(new URL(url, 'http://bench').searchParams),
    );
    await explain(bench, 'key page', pageRowsQuery(deliveryKeyPages.request(db, deliveryKeyQuery(query))));
    if (rowsExplained) continue;
    const text = inlined(pageRowsQuery(deliveryKeyPages.request(db, deliveryKeyQuery(query))).toSQL());
    const ids = (await bench.query<{ id: number }>(text)).map((row) => row.id);
    if (ids.length === 0) continue;
    rowsExplained = true;
    await explain(bench, 'rows by key', deliveryRowsByIds.query(db, ids));
    await explain(bench, 'owners', findRowOwners(db, ids));
    await explain(bench, 'stops', findRowStops(db, ids));
  }
}

await runOrdersBench(PORT, async (bench) => {
  if (!generated) {
    const startedAt = performance.now();
    const made = await generateDeliveries((text) => bench.query(text), {
      deliveries,
      log: (line) => console.log(`  generate ${line}`),
    });
    generated = true;
    console.log(
      `generated ${made.deliveries} deliveries, ${made.stops} stops, ${made.stopItems} stop items in ${(
        (performance.now() - startedAt) /
        1000
      ).toFixed(0)} s`,
    );
  }
  const [ids] = await bench.query<{
    owner: number;
    cosOwner: number;
    logisticOwner: number;
    buyer: number;
    seller: number;
    deliveryNumber: number;
    orderNumber: number;
    firstDate: string;
  }>(
    `select (select owner_user_ids[1] from delivery where cardinality(owner_user_ids) > 0 order by id desc limit 1) as owner,
        (select cos_owner_user_ids[1] from delivery where cardinality(cos_owner_user_ids) > 0 order by id desc limit 1) as "cosOwner",
        (select logistic_owner_user_id from delivery where logistic_owner_user_id is not null order by id desc limit 1) as "logisticOwner",
        (select buyer_company_ids[1] from delivery where cardinality(buyer_company_ids) > 0 order by id desc limit 1) as buyer,
        (select seller_company_ids[1] from delivery where cardinality(seller_company_ids) > 0 order by id desc limit 1) as seller,
        (select delivery_number from delivery order by id desc offset 500 limit 1) as "deliveryNumber",
        (select o.order_number from delivery_stop s join customer_order o on o.id = s.order_id
          order by s.id desc offset 2000 limit 1) as "orderNumber",
        (select to_char(first_stop_date, 'YYYY-MM-DD') from delivery where first_stop_date is not null
          order by id desc offset 100 limit 1) as "firstDate"`,
  );
  if (!ids) throw new Error('no generated delivery');
  const monthFrom = ids.firstDate.slice(0, 8) + '01';
  const monthTo = ids.firstDate.slice(0, 8) + '28';
  // What a planner narrows by (decision 212): each alone, then the combinations a working day uses.
  const deliveryFilters = [
    '',
    'statusId=1',
    'statusId=2',
    'trackingStatusId=3',
    `ownerUserId=${ids.owner}`,
    `cosOwnerUserId=${ids.cosOwner}`,
    `logisticOwnerUserId=${ids.logisticOwner}`,
    `buyerCompanyId=${ids.buyer}`,
    `sellerCompanyId=${ids.seller}`,
    `dateFrom=${monthFrom}&dateTo=${monthTo}`,
    'late=true',
    'billed=false',
    'search=jarry',
    `search=D-${ids.deliveryNumber}`,
    `search=OR-${ids.orderNumber}`,
    `statusId=2&trackingStatusId=2&logisticOwnerUserId=${ids.logisticOwner}`,
    `statusId=1&dateFrom=${monthFrom}&dateTo=${monthTo}`,
    `sellerCompanyId=${ids.seller}&billed=false`,
  ];
  const deliveryMix = listUrls('/api/orderDeliveryRowView', DELIVERY_SORTS, deliveryFilters);

  // The Order Table's mix, as bench/order-board.bench.ts sends it.
  const [orderIds] = await bench.query<{
    owner: number;
    buyer: number;
    province: number;
    orderNumber: number;
  }>(
    `select (select owner_user_id from customer_order where owner_user_id is not null limit 1) as owner,
        (select buyer_company_id from customer_order order by id desc limit 1) as buyer,
        (select province_id from customer_order where province_id is not null order by id desc limit 1) as province,
        (select order_number from customer_order order by id desc offset 1000 limit 1) as "orderNumber"`,
  );
  if (!orderIds) throw new Error('no generated order');
  const orderFilters = [
    '',
    `ownerUserId=${orderIds.owner}`,
    `buyerCompanyId=${orderIds.buyer}`,
    `provinceId=${orderIds.province}`,
    'search=jarry',
    `search=OR-${orderIds.orderNumber}`,
    'statusId=2',
    'inventoryStatusId=4',
    'pictureStatusId=3',
    `statusId=4&provinceId=${orderIds.province}&inventoryStatusId=1`,
    `ownerUserId=${orderIds.owner}&pictureStatusId=2`,
  ];
  const orderMix = listUrls('/api/orderRow', ORDER_SORTS, orderFilters);

  const results = [
    await bench.measure('orderDeliveryRowView, every sort × filter × page 1/2/40', deliveryMix),
    await bench.measure('orderDeliveryRowFilter', ['/api/orderDeliveryRowFilter']),
    await bench.measure('orderRow (Order Table), every sort × filter × page 1/2/40', orderMix),
  ];
  if (explainCount > 0) await explainSlowest(bench, deliveryMix);
  else await reportSlowest(bench, 'orderDeliveryRowView mix', deliveryMix);
  return results;
});
