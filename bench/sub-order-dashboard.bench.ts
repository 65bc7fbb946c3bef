/**
 * The SubOrder Dashboard's calls at scale (issue 15 Performance: 'the sub-order dashboard … answers any page,
 * sort and filter combination with p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL'; docs/performance.md
 * 'SubOrder Dashboard'; decisions 161 and 166). The portal on a throw-away PostgreSQL server with the generated
 * orders (100,000 by default: 300,000 sub-orders, 1,000,000 items; bench/orders-bench-harness.ts), one staff member
 * signed in, and per phase 50 keep-alive connections, one request at a time each:
 *
 * - subOrderRowView, first page, default sort;
 * - subOrderRowView, every sort × direction × filter (each alone, and two combinations) × pages 1, 2 and 40, each
 *   request the next URL of the list;
 * - subOrderRowSellerFilter and subOrderRowBuyerFilter, unsearched and searched;
 * - subOrderRowFilter.
 *
 * Run: `npx tsx bench/sub-order-dashboard.bench.ts [--orders 100000] [--seconds 10] [--connections 50]
 * [--slowest 20]`
 * (about 4 minutes at the full size, most of it generating; needs the PostgreSQL server binaries).
 */
import { listUrls, reportSlowest, runOrdersBench } from './orders-bench-harness';

const PORT = 18_996;
const SORTS = ['subOrderNumber', 'deliveryStatusId', 'pickDate', 'deliveryDate'] as const;

/** Every filter the dashboard has, one at a time and a few together, with values the generated data holds. */
function filterQueries(ids: {
  seller: number;
  buyer: number;
  transporter: number;
  orderNumber: number;
}): string[] {
  return [
    '',
    `sellerCompanyId=${ids.seller}`,
    `buyerCompanyId=${ids.buyer}`,
    'statusId=7',
    'inventoryStatusId=4',
    'deliveryStatusId=3',
    `transporterId=${ids.transporter}`,
    'search=jarry',
    `search=OR-${ids.orderNumber}`,
    `search=OR-${ids.orderNumber}-S2`,
    `sellerCompanyId=${ids.seller}&deliveryStatusId=2`,
    `buyerCompanyId=${ids.buyer}&inventoryStatusId=1&statusId=1`,
  ];
}

await runOrdersBench(PORT, async (bench) => {
  const [ids] = await bench.query<{
    seller: number;
    buyer: number;
    transporter: number;
    orderNumber: number;
  }>(
    `select (select seller_company_id from sub_order order by id desc limit 1) as seller,
         (select buyer_company_id from sub_order order by id desc limit 1) as buyer,
         (select id from transporter order by id limit 1) as transporter,
         (select order_number from sub_order order by id desc offset 1000 limit 1) as "orderNumber"`,
  );
  if (!ids) throw new Error('no generated sub-order');
  const mix = listUrls('/api/subOrderRowView', SORTS, filterQueries(ids));
  const results = [
    await bench.measure('subOrderRowView, page 1, default sort', ['/api/subOrderRowView?size=25']),
    await bench.measure('subOrderRowView, every sort × filter × page 1/2/40', mix),
    await bench.measure('subOrderRowSellerFilter and subOrderRowBuyerFilter', [
      '/api/subOrderRowSellerFilter',
      '/api/subOrderRowBuyerFilter',
      '/api/subOrderRowSellerFilter?search=p%C3%A9pini%C3%A8re',
      '/api/subOrderRowBuyerFilter?search=paysag',
      `/api/subOrderRowSellerFilter?selectedId=${ids.seller}&size=1`,
    ]),
    await bench.measure('subOrderRowFilter', ['/api/subOrderRowFilter']),
  ];
  await reportSlowest(bench, 'subOrderRowView mix', mix);
  return results;
});
