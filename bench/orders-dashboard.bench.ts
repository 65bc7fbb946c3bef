/**
 * The Order Dashboard's calls at scale (issue 15 Performance: 'any page, sort and filter combination with p95 ≤
 * 50 ms at 50 concurrent clients on PostgreSQL'; docs/performance.md 'Order Dashboard'; decision 161). A
 * throw-away PostgreSQL server, the portal started from source on it (migrated and seeded with demo data), then
 * bench/orders-generate.ts writes the orders (100,000 by default: 300,000 sub-orders, 1,000,000 items). One staff
 * user signs in, and each phase runs 50 keep-alive connections, one request at a time each, for a fixed time:
 *
 * - orderDashView, first page, default sort;
 * - orderDashView, every sort × direction × filter combination × pages 1, 2 and 40, each request the next in the
 *   list (the 'any combination' of the issue);
 * - orderGroupSummary, unfiltered and under each filter in turn;
 * - orderDashViewFilter.
 *
 * Reported per phase: requests/s, p50, p95 and p99 latency (ms), CPU milliseconds per answered request of the
 * server process and of the PostgreSQL processes (the cost, which does not depend on how busy the machine is),
 * failures and the 1-minute load average after. The load generator is this process, on the same cores as the
 * server and PostgreSQL: latency at 50 clients is mostly queueing behind that CPU (Little's law: p50 ≈ clients ÷
 * requests/s).
 *
 * The harness (server, data, load, CPU accounting) is bench/orders-bench-harness.ts, shared with the SubOrder
 * Dashboard's bench.
 *
 * Run: `npx tsx bench/orders-dashboard.bench.ts [--orders 100000] [--seconds 10] [--connections 50]
 * [--slowest 20]`
 * (about 4 minutes at the full size, most of it generating; needs the PostgreSQL server binaries).
 */
import { listUrls, reportSlowest, runOrdersBench } from './orders-bench-harness';

const PORT = 18_995;
const SORTS = ['orderNumber', 'statusId', 'grandTotal', 'createdAt', 'approxJobDate'] as const;

/** Every filter the dashboard has, one at a time and a few together, with values the generated data holds. */
function filterQueries(ids: { owner: number; buyer: number; province: number }): string[] {
  return [
    '',
    'statusId=2',
    'statusId=7',
    'inventoryStatusId=4',
    'pictureStatusId=3',
    `ownerUserId=${ids.owner}`,
    `buyerCompanyId=${ids.buyer}`,
    `provinceId=${ids.province}`,
    'search=jarry',
    'search=OR-5012345',
    `statusId=4&provinceId=${ids.province}&inventoryStatusId=1`,
    `ownerUserId=${ids.owner}&pictureStatusId=2`,
  ];
}

await runOrdersBench(PORT, async (bench) => {
  const [ids] = await bench.query<{ owner: number; buyer: number; province: number }>(
    `select (select owner_user_id from customer_order where owner_user_id is not null limit 1) as owner,
        (select buyer_company_id from customer_order order by id desc limit 1) as buyer,
        (select province_id from customer_order where province_id is not null order by id desc limit 1) as province`,
  );
  if (!ids) throw new Error('no generated order');
  const filters = filterQueries(ids);
  const summaryFilters = filters
    .filter((filter) => !filter.includes('statusId='))
    .concat('inventoryStatusId=4');
  const mix = listUrls('/api/orderDashView', SORTS, filters);
  const results = [
    await bench.measure('orderDashView, page 1, default sort', ['/api/orderDashView?size=25']),
    await bench.measure('orderDashView, every sort × filter × page 1/2/40', mix),
    await bench.measure(
      'orderGroupSummary, unfiltered and each filter',
      summaryFilters.map((filter) => `/api/orderGroupSummary${filter ? `?${filter}` : ''}`),
    ),
    await bench.measure('orderDashViewFilter', ['/api/orderDashViewFilter']),
  ];
  await reportSlowest(bench, 'orderDashView mix', mix);
  return results;
});
