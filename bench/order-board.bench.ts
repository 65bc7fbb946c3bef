/**
 * The Order Board's, Order Table's and Order Management's calls at scale (issue 15 Performance: 'the order table
 * answers any page, sort and filter combination with p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL';
 * docs/performance.md 'Order Board and Order Table'; decisions 161 and 167). The portal on a throw-away PostgreSQL
 * server with the generated orders (100,000 by default: 300,000 sub-orders, 1,000,000 items;
 * bench/orders-bench-harness.ts), one staff member signed in, and per phase 50 keep-alive connections, one request
 * at a time each:
 *
 * - orderCards, unfiltered, one page a column (six column statements and the status counts);
 * - orderCards under each board filter, and with one column loaded to 100 cards (Load More);
 * - orderRow, every sort × direction × filter (each alone, and two combinations) × pages 1, 2 and 40, each request
 *   the next URL of the list (Order Management's orderPageableResult is the same statement);
 * - orderRowFilter.
 *
 * orderInfoViews (Order Management's views) is the Order Dashboard's orderGroupSummary statement, benched there;
 * the harness signs in operations, whom Order Management refuses.
 *
 * Run: `npx tsx bench/order-board.bench.ts [--orders 100000] [--seconds 10] [--connections 50]
 * [--slowest 20]`
 * (about 4 minutes at the full size, most of it generating; needs the PostgreSQL server binaries).
 */
import { listUrls, reportSlowest, runOrdersBench } from './orders-bench-harness';

const PORT = 18_997;
const SORTS = ['orderNumber', 'statusId', 'grandTotal', 'createdAt', 'approxJobDate'] as const;

/** The board's filters (each alone), with values the generated data holds. */
function boardFilters(ids: {
  owner: number;
  buyer: number;
  province: number;
  orderNumber: number;
}): string[] {
  return [
    '',
    `ownerUserId=${ids.owner}`,
    `buyerCompanyId=${ids.buyer}`,
    `provinceId=${ids.province}`,
    'search=jarry',
    `search=OR-${ids.orderNumber}`,
  ];
}

await runOrdersBench(PORT, async (bench) => {
  const [ids] = await bench.query<{ owner: number; buyer: number; province: number; orderNumber: number }>(
    `select (select owner_user_id from customer_order where owner_user_id is not null limit 1) as owner,
        (select buyer_company_id from customer_order order by id desc limit 1) as buyer,
        (select province_id from customer_order where province_id is not null order by id desc limit 1) as province,
        (select order_number from customer_order order by id desc offset 1000 limit 1) as "orderNumber"`,
  );
  if (!ids) throw new Error('no generated order');
  const board = boardFilters(ids);
  const table = [
    ...board,
    'statusId=2',
    'inventoryStatusId=4',
    'pictureStatusId=3',
    `statusId=4&provinceId=${ids.province}&inventoryStatusId=1`,
    `ownerUserId=${ids.owner}&pictureStatusId=2`,
  ];
  const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
  const mix = listUrls('/api/orderRow', SORTS, table);
  const results = [
    await bench.measure('orderCards, unfiltered', ['/api/orderCards']),
    await bench.measure('orderCards, each filter; one column at 100 cards', [
      ...board.map((filter) => withQuery('/api/orderCards', filter)),
      '/api/orderCards?limits=4%3A100',
    ]),
    await bench.measure('orderRow, every sort × filter × page 1/2/40', mix),
    await bench.measure('orderRowFilter', ['/api/orderRowFilter']),
  ];
  await reportSlowest(bench, 'orderRow mix', mix);
  return results;
});
