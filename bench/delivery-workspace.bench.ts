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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  BackgroundProcessStatus,
  CompanyType,
  DeliveryMethod,
  Province,
  RequestPurpose,
  VERSION_HEADER,
  type ConstructedQuote,
  type OrderDelivery,
  type QuoteRequest,
  type StandardizedQuote,
} from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { appUser, company } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';
import {
  findPostgresBinDirectory,
  startTemporaryPostgres,
  type TemporaryPostgres,
} from '../apps/server/test/postgres-server';
import { readAccuracySet } from './gomatch-accuracy-set';

/** Two orders of 150 lines from 14 sellers each: 2 × (14 pickups + a drop-off) = 30 stops, 300 items. */
const ORDERS = 2;
const LINES_PER_ORDER = 150;
const SELLERS_PER_ORDER = 14;
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex === -1 ? 15 : Number(process.argv[runsIndex + 1]);

type App = Awaited<ReturnType<typeof buildApp>>;
type Headers = Record<string, string>;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]! * 10) / 10;
}

async function answer<T>(response: { statusCode: number; body: string }): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

async function call<T>(
  app: App,
  headers: Headers,
  method: string,
  url: string,
  payload?: unknown,
  version?: number,
) {
  return answer<T>(
    await app.inject({
      method: method as 'GET',
      url,
      headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: String(version) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
}

/** A placed order of LINES_PER_ORDER lines from these sellers, through intake's, the quote's and the order's calls. */
async function orderThroughIntake(
  app: App,
  headers: Headers,
  buyer: { id: number; companyId: number },
  sellers: readonly number[],
  jobName: string,
): Promise<{ id: number; itemIds: number[] }> {
  const accuracySet = readAccuracySet().map((expected) => expected.line);
  const lines = Array.from(
    { length: LINES_PER_ORDER },
    (_, index) => accuracySet[index % accuracySet.length]!,
  );
  const request = await call<QuoteRequest>(app, headers, 'POST', '/api/quoteRequest', {
    buyerCompanyId: buyer.companyId,
    buyerUserId: buyer.id,
    jobName,
    deliveryMethodId: DeliveryMethod.ids.PICKUP,
    deliveryAddress: '7000 Avenue du Parc',
    city: 'Montréal',
    postalCode: 'H3N 1X1',
    provinceId: Province.ids.QUEBEC,
    countryId: null,
    spatialDeliveryAddress: { latitude: 45.5308, longitude: -73.6199 },
    details: lines.join('\n'),
    requestPurpose: { id: RequestPurpose.ids.BID, clientName: null },
  });
  for (;;) {
    const current = await call<QuoteRequest>(app, headers, 'GET', `/api/quoteRequest/${request.id}`);
    if (current.matchingStatusId === BackgroundProcessStatus.ids.SUCCESS) break;
    if (current.matchingStatusId === BackgroundProcessStatus.ids.FAILED) throw new Error('matching failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const standardized = await call<StandardizedQuote>(app, headers, 'POST', '/api/quoteStandardization', {
    quoteRequestId: request.id,
  });
  const fallback = standardized.items.find((item) => item.productId !== null && item.productSizeId !== null)!;
  const completed = await call<StandardizedQuote>(
    app,
    headers,
    'PUT',
    '/api/quoteStandardization',
    {
      id: standardized.id,
      action: 'saveAndComplete',
      items: standardized.items.map((item) => {
        const matched = item.productId !== null && item.productSizeId !== null;
        return {
          id: item.id,
          sequenceNumber: item.sequenceNumber,
          productId: matched ? item.productId : fallback.productId,
          productSizeId: matched ? item.productSizeId : fallback.productSizeId,
          specIds: matched ? item.specs.map((spec) => spec.id) : [],
          quantity: item.quantity && item.quantity > 0 ? item.quantity : 10,
          reviewed: true,
          note: item.note,
          fromGomatchItemId: item.fromGomatchItemId,
        };
      }),
    },
    standardized.version,
  );
  const quote = await call<ConstructedQuote>(app, headers, 'GET', `/api/quote/${completed.quoteId}`);
  const sourced = await call<ConstructedQuote>(
    app,
    headers,
    'PUT',
    '/api/quoteConstruction',
    {
      id: quote.id,
      items: quote.items.map((item, index) => ({
        id: item.id,
        sellerCompanyId: sellers[index % sellers.length]!,
        sellerUnitPrice: 10 + (index % 90) + 0.25,
        markupRate: 25,
        buyerUnitPrice: null,
        sellerContacted: true,
        inventoryAvailable: true,
      })),
      discounts: [],
      transportCosts: [],
    },
    quote.version,
  );
  await call(app, headers, 'GET', `/api/publishQuote/${sourced.id}`, undefined, sourced.version);
  const published = await call<ConstructedQuote>(app, headers, 'GET', `/api/quote/${sourced.id}`);
  await call(
    app,
    headers,
    'PUT',
    '/api/quoteReturn',
    {
      id: published.id,
      items: published.items.map((item) => ({ id: item.id, acceptedQuantity: item.quantity ?? 0 })),
    },
    published.version,
  );
  const order = await call<{ id: number; items: Array<{ id: number }> }>(app, headers, 'POST', '/api/order', {
    quoteId: published.id,
  });
  return { id: order.id, itemIds: order.items.map((item) => item.id) };
}

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
  console.log(`\n— ${databaseUrl ? 'PostgreSQL server' : 'embedded engine (PGlite)'} —`);
  const storageDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-delivery-bench-'));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDirectory: 'memory://' });
  try {
    await runMigrations(database, databaseUrl);
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STORAGE_DIR: storageDirectory,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'superadmin@example.com', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${signIn.json<{ data: { token: string } }>().data.token}` };
      const [buyer] = await database.db
        .select({ id: appUser.id, companyId: appUser.companyId })
        .from(appUser)
        .where(eq(appUser.email, 'buyer@example.com'));
      const sellers = (
        await database.db
          .select({ id: company.id })
          .from(company)
          .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
          .orderBy(asc(company.id))
          .limit(SELLERS_PER_ORDER * ORDERS)
      ).map((row) => row.id);
      const started = performance.now();
      const itemIds: number[] = [];
      for (let index = 0; index < ORDERS; index += 1) {
        // Each order its own sellers where the demo has enough (the last ones shared otherwise).
        const from = Math.min(index * SELLERS_PER_ORDER, Math.max(0, sellers.length - SELLERS_PER_ORDER));
        const order = await orderThroughIntake(
          app,
          headers,
          { id: buyer!.id, companyId: buyer!.companyId! },
          sellers.slice(from, from + SELLERS_PER_ORDER),
          `Bench — a 30-stop delivery, order ${index + 1}`,
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
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(storageDirectory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await run(undefined);
  if (!process.argv.includes('--postgres')) return;
  let server: TemporaryPostgres;
  try {
    findPostgresBinDirectory();
    server = await startTemporaryPostgres();
  } catch (error) {
    console.log(`PostgreSQL server run skipped: ${(error as Error).message}`);
    return;
  }
  try {
    await run(server.url);
  } finally {
    await server.stop();
  }
}

await main();
