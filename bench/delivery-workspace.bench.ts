/**
 * The delivery workspace of a large order delivery (issue 38 Performance: 'the workspace of a 30-stop, 300-item
 * delivery opens and saves in ≤ 300 ms server time'; docs/performance.md 'Deliveries'; decision 221), on the
 * embedded engine (the PGlite bridge `npm start` uses) and, with `--postgres`, a throw-away PostgreSQL server:
 *   1. two 150-line orders made through the calls staff use (a pasted request, GoMatch, standardization
 *      completed, the quote sourced from 14 sellers, published, returned in full, ordered), then one delivery for
 *      all their items (POST orderDelivery): per order 14 pickups and its drop-off — 30 stops, 300 items;
 *   2. open: `GET orderDelivery/{id}` and the reference lists the workspace reads with it (vehicle types, truck
 *      sub types, lengths, add-ons, delivery times) — timed alone and as the page's whole load;
 *   3. save: `PUT orderDelivery` with the version — the truck, owners and every stop's date, time and note changed,
 *      as a planner's whole-truck save; the service re-checks the load and rolls up the order and sub-orders.
 * Server time: `app.inject`, no network. Run: `npx tsx bench/delivery-workspace.bench.ts [--postgres] [--runs 15]`.
 */
import { DeliveryMethod, type OrderDelivery } from '@portal/contracts';
import {
  call,
  onEngines,
  percentile,
  placedOrderThroughIntake,
  withBenchApp,
  type App,
  type Headers,
} from './staff-calls';

/** Two orders of 150 lines from 14 sellers each: 2 × (14 pickups + a drop-off) = 30 stops, 300 items. */
const ORDERS = 2;
const LINES_PER_ORDER = 150;
const SELLERS_PER_ORDER = 14;
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex === -1 ? 15 : Number(process.argv[runsIndex + 1]);

const REFERENCE_CALLS = [
  '/api/vehicleTypes',
  '/api/truckSubTypes',
  '/api/truckSubTypeLengths',
  '/api/truckAddOns',
  '/api/deliveryTimes',
];

async function measure(
  app: App,
  headers: Headers,
  deliveryId: number,
  results: Record<string, { value: number }>,
) {
  const open: number[] = [];
  const page: number[] = [];
  let current = await call<OrderDelivery>(app, headers, 'GET', `/api/orderDelivery/${deliveryId}`);
  const stops = current.deliveryVehicles[0]?.deliveryStops ?? [];
  const items = stops.reduce((sum, stop) => sum + stop.pickupStopItems.length, 0);
  console.log(`delivery ${current.deliveryNumber}: ${stops.length} stops, ${items} items`);
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    current = await call<OrderDelivery>(app, headers, 'GET', `/api/orderDelivery/${deliveryId}`);
    open.push(performance.now() - started);
    const pageStarted = performance.now();
    await Promise.all([
      call(app, headers, 'GET', `/api/orderDelivery/${deliveryId}`),
      ...REFERENCE_CALLS.map((url) => call(app, headers, 'GET', url)),
    ]);
    page.push(performance.now() - pageStarted);
  }
  const [length] = await call<Array<{ id: number; truckSubTypeId: number }>>(
    app,
    headers,
    'GET',
    '/api/truckSubTypeLengths',
  );
  const subTypes = await call<Array<{ id: number; truckTypeId: number }>>(
    app,
    headers,
    'GET',
    '/api/truckSubTypes',
  );
  const subType = subTypes.find((candidate) => candidate.id === length?.truckSubTypeId);
  const save: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const body = {
      id: current.id,
      truckTypeId: subType?.truckTypeId,
      truckSubTypeId: subType?.id,
      truckLengthId: length?.id,
      driverName: `Driver ${run}`,
      cost: 900 + run,
      comment: `Bench save ${run}`,
      deliveryStops: (current.deliveryVehicles[0]?.deliveryStops ?? []).map((stop) => ({
        id: stop.id,
        sequenceNumber: stop.sequenceNumber,
        deliveryDate: `2027-05-${String(1 + ((run + (stop.dropOff ? 1 : 0)) % 27)).padStart(2, '0')}`,
        deliveryTimeId: 1 + (run % 2),
        note: `Dock ${stop.sequenceNumber}, run ${run}`,
      })),
    };
    const started = performance.now();
    current = await call<OrderDelivery>(app, headers, 'PUT', '/api/orderDelivery', body, current.version);
    save.push(performance.now() - started);
  }
  results['open: GET orderDelivery/{id} p50 (ms, goal ≤ 300)'] = { value: percentile(open, 0.5) };
  results['open: GET orderDelivery/{id} p95 (ms)'] = { value: percentile(open, 0.95) };
  results['open: the page’s calls together p50 (ms)'] = { value: percentile(page, 0.5) };
  results['open: the page’s calls together p95 (ms)'] = { value: percentile(page, 0.95) };
  results['save: PUT orderDelivery p50 (ms, goal ≤ 300)'] = { value: percentile(save, 0.5) };
  results['save: PUT orderDelivery p95 (ms)'] = { value: percentile(save, 0.95) };
}

async function run(databaseUrl: string | undefined): Promise<void> {
  await withBenchApp(databaseUrl, async ({ app, headers, buyer, sellers: firstSellers }) => {
    const sellers = await firstSellers(SELLERS_PER_ORDER * ORDERS);
    const started = performance.now();
    const itemIds: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      // Each order its own sellers where the demo has enough (the last ones shared otherwise).
      const from = Math.min(index * SELLERS_PER_ORDER, Math.max(0, sellers.length - SELLERS_PER_ORDER));
      const order = await placedOrderThroughIntake(
        app,
        headers,
        buyer,
        sellers.slice(from, from + SELLERS_PER_ORDER),
        {
          lineCount: LINES_PER_ORDER,
          jobName: `Bench — a 30-stop delivery, order ${index + 1}`,
          deliveryMethodId: DeliveryMethod.ids.PICKUP,
          site: {
            address: '7000 Avenue du Parc',
            city: 'Montréal',
            postalCode: 'H3N 1X1',
            latitude: 45.5308,
            longitude: -73.6199,
          },
        },
      );
      itemIds.push(...order.itemIds);
    }
    const [delivery] = await call<Array<{ id: number }>>(app, headers, 'POST', '/api/orderDelivery', {
      subOrderItemIds: itemIds,
    });
    const results: Record<string, { value: number }> = {
      'made through intake, the quote, the order and the delivery (ms)': {
        value: Math.round(performance.now() - started),
      },
    };
    await measure(app, headers, delivery!.id, results);
    console.table(results);
  });
}

await onEngines(run);
