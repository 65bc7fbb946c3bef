/**
 * What the workspace benches share (`quote-construction.bench.ts`, `delivery-workspace.bench.ts`): the portal on
 * the embedded engine (the PGlite bridge `npm start` uses) or a throw-away PostgreSQL server, migrated, with the
 * reference and demo data and a signed-in super admin; the calls through `app.inject` (server time, no network);
 * and the records made the way staff make them — a quote through intake (a pasted request, GoMatch,
 * standardization completed) and a placed order from it (the quote sourced, published, returned in full, ordered).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  BackgroundProcessStatus,
  CompanyType,
  Province,
  RequestPurpose,
  VERSION_HEADER,
  type ConstructedQuote,
  type QuoteRequest,
  type StandardizedQuote,
} from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
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

export type App = Awaited<ReturnType<typeof buildApp>>;
export type Headers = Record<string, string>;

/** The demo buyer a bench's requests are for. */
export interface Buyer {
  readonly id: number;
  readonly companyId: number;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]! * 10) / 10;
}

export async function answer<T>(response: { statusCode: number; body: string }): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

/** One call's answer (its `data`); `version` goes in the version header; anything but 200 throws. */
export async function call<T>(
  app: App,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  version?: number,
): Promise<T> {
  return answer<T>(
    await app.inject({
      method,
      url,
      headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: String(version) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
}

export interface IntakeRequest {
  readonly lineCount: number;
  readonly jobName: string;
  readonly deliveryMethodId: number;
  /** The job site; none: a request without an address. */
  readonly site?: {
    readonly address: string;
    readonly city: string;
    readonly postalCode: string;
    readonly latitude: number;
    readonly longitude: number;
  };
}

/**
 * A quote of `lineCount` lines (GoMatch's accuracy set, repeated) made through intake's calls: the pasted request,
 * GoMatch to success, standardization completed (a line GoMatch could not place takes the first matched line's
 * product and size: completion needs both) — the quote as the construction workspace finds it.
 */
export async function quoteThroughIntake(
  app: App,
  headers: Headers,
  buyer: Buyer,
  request: IntakeRequest,
): Promise<ConstructedQuote> {
  const accuracySet = readAccuracySet().map((expected) => expected.line);
  const lines = Array.from(
    { length: request.lineCount },
    (_, index) => accuracySet[index % accuracySet.length]!,
  );
  const site = request.site;
  const made = await call<QuoteRequest>(app, headers, 'POST', '/api/quoteRequest', {
    buyerCompanyId: buyer.companyId,
    buyerUserId: buyer.id,
    jobName: request.jobName,
    deliveryMethodId: request.deliveryMethodId,
    ...(site ? { deliveryAddress: site.address, city: site.city, postalCode: site.postalCode } : {}),
    provinceId: Province.ids.QUEBEC,
    countryId: null,
    spatialDeliveryAddress: site ? { latitude: site.latitude, longitude: site.longitude } : null,
    details: lines.join('\n'),
    requestPurpose: { id: RequestPurpose.ids.BID, clientName: null },
  });
  for (;;) {
    const current = await call<QuoteRequest>(app, headers, 'GET', `/api/quoteRequest/${made.id}`);
    if (current.matchingStatusId === BackgroundProcessStatus.ids.SUCCESS) break;
    if (current.matchingStatusId === BackgroundProcessStatus.ids.FAILED) throw new Error('matching failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const standardized = await call<StandardizedQuote>(app, headers, 'POST', '/api/quoteStandardization', {
    quoteRequestId: made.id,
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
  return call<ConstructedQuote>(app, headers, 'GET', `/api/quote/${completed.quoteId}`);
}

/**
 * A placed order from a quote made through intake (`quoteThroughIntake`): its lines sourced from these sellers in
 * turn, the quote published, returned in full and ordered. Answers the order and its items' ids.
 */
export async function placedOrderThroughIntake(
  app: App,
  headers: Headers,
  buyer: Buyer,
  sellers: readonly number[],
  request: IntakeRequest,
): Promise<{ id: number; itemIds: number[] }> {
  const quote = await quoteThroughIntake(app, headers, buyer, request);
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

export interface BenchContext {
  readonly app: App;
  readonly headers: Headers;
  readonly database: DatabaseHandle;
  readonly buyer: Buyer;
  /** The demo's first `count` sellers by id. */
  readonly sellers: (count: number) => Promise<number[]>;
}

/**
 * The portal on one engine (`databaseUrl`: a PostgreSQL server; none: the embedded engine in memory), migrated,
 * seeded, signed in as the super admin; `body` runs against it, then all of it is closed and removed.
 */
export async function withBenchApp(
  databaseUrl: string | undefined,
  body: (context: BenchContext) => Promise<void>,
): Promise<void> {
  console.log(`\n— ${databaseUrl ? 'PostgreSQL server' : 'embedded engine (PGlite)'} —`);
  const storageDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
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
      if (!buyer?.companyId) throw new Error('the demo buyer is missing');
      const sellers = async (count: number) =>
        (
          await database.db
            .select({ id: company.id })
            .from(company)
            .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
            .orderBy(asc(company.id))
            .limit(count)
        ).map((row) => row.id);
      await body({ app, headers, database, buyer: { id: buyer.id, companyId: buyer.companyId }, sellers });
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(storageDirectory, { recursive: true, force: true });
  }
}

/** `run` on the embedded engine, then, with `--postgres`, on a throw-away PostgreSQL server (skipped without one). */
export async function onEngines(run: (databaseUrl: string | undefined) => Promise<void>): Promise<void> {
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
