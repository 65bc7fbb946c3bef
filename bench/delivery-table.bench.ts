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
 * [--connections 10] [--slowest 20]` (PostgreSQL only; needs the PostgreSQL server binaries). The order benches'
 * options apply (bench/README.md), but not `--engine embedded`.
 */
import { generateDeliveries } from './deliveries-generate';
import { listUrls, reportSlowest, runOrdersBench } from './orders-bench-harness';

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

let generated = false;

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
  await reportSlowest(bench, 'orderDeliveryRowView mix', deliveryMix);
  return results;
});
