/**
 * A 1,000-line quote in the construction workspace's calls (issue 14 performance): on the real app and the
 * embedded engine (the PGlite bridge `npm start` uses),
 *   1. a 1,000-line quote made the way intake makes it (a pasted request, GoMatch, standardization completed);
 *   2. open: `GET quote/{id}` — lines, specs, alternates, discounts, transport costs, sub-quotes and totals — goal
 *      ≤ 1 s (the browser's part, rendering 1,000 lines, is `line-item-grid.bench.ts`);
 *   3. save of 50 changed lines (seller, unit price, markup, flags) with a discount and a transport cost: `PUT
 *      quoteConstruction`, which re-prices the lines, rebuilds the sub-quotes and answers the whole record — goal
 *      ≤ 300 ms;
 *   4. the same on a 100-line quote: a call whose queries grew with the line count (one per line, not one per
 *      table) would show here as time growing ten-fold.
 * Run: `npx tsx bench/quote-construction.bench.ts [--postgres]`; `--postgres` runs it again on a throw-away
 * PostgreSQL server started from the system's binaries.
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
  type QuoteRequest,
  type SaveQuoteConstruction,
  type StandardizedQuote,
} from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { appUser, company, discount } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';
import {
  findPostgresBinDirectory,
  startTemporaryPostgres,
  type TemporaryPostgres,
} from '../apps/server/test/postgres-server';
import { readAccuracySet } from './gomatch-accuracy-set';

const RUNS = 15;
const CHANGED_LINES = 50;

type App = Awaited<ReturnType<typeof buildApp>>;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]! * 10) / 10;
}

async function answer<T>(response: { statusCode: number; body: string }): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

/** A quote of `lineCount` lines made through intake's calls, as the workspace finds it. */
async function quoteThroughIntake(
  app: App,
  headers: Record<string, string>,
  buyer: { id: number; companyId: number },
  lineCount: number,
): Promise<ConstructedQuote> {
  const accuracySet = readAccuracySet().map((expected) => expected.line);
  const lines = Array.from({ length: lineCount }, (_, index) => accuracySet[index % accuracySet.length]!);
  const request = await answer<QuoteRequest>(
    await app.inject({
      method: 'POST',
      url: '/api/quoteRequest',
      headers,
      payload: {
        buyerCompanyId: buyer.companyId,
        buyerUserId: buyer.id,
        jobName: `Bench — ${lineCount.toLocaleString('en-US')} lines`,
        deliveryMethodId: DeliveryMethod.ids.DELIVERY,
        provinceId: Province.ids.QUEBEC,
        countryId: null,
        spatialDeliveryAddress: null,
        details: lines.join('\n'),
        requestPurpose: { id: RequestPurpose.ids.BID, clientName: null },
      },
    }),
  );
  for (;;) {
    const current = await answer<QuoteRequest>(
      await app.inject({ method: 'GET', url: `/api/quoteRequest/${request.id}`, headers }),
    );
    if (current.matchingStatusId === BackgroundProcessStatus.ids.SUCCESS) break;
    if (current.matchingStatusId === BackgroundProcessStatus.ids.FAILED) throw new Error('matching failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const standardized = await answer<StandardizedQuote>(
    await app.inject({
      method: 'POST',
      url: '/api/quoteStandardization',
      headers,
      payload: { quoteRequestId: request.id },
    }),
  );
  // A line GoMatch could not place takes the first matched line's product and size: completion needs both.
  const fallback = standardized.items.find((item) => item.productId !== null && item.productSizeId !== null)!;
  const completed = await answer<StandardizedQuote>(
    await app.inject({
      method: 'PUT',
      url: '/api/quoteStandardization',
      headers: { ...headers, [VERSION_HEADER]: String(standardized.version) },
      payload: {
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
    }),
  );
  return answer<ConstructedQuote>(
    await app.inject({ method: 'GET', url: `/api/quote/${completed.quoteId}`, headers }),
  );
}

async function measure(
  app: App,
  headers: Record<string, string>,
  made: ConstructedQuote,
  sellers: number[],
  discountId: number,
  label: string,
  results: Record<string, { value: number }>,
): Promise<void> {
  const open: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await answer<ConstructedQuote>(
      await app.inject({ method: 'GET', url: `/api/quote/${made.id}`, headers }),
    );
    open.push(performance.now() - started);
  }
  const save: number[] = [];
  let current = made;
  for (let run = 0; run < RUNS; run += 1) {
    // Each run changes a different 50 lines, as a user working down the list does.
    const offset = (run * CHANGED_LINES) % Math.max(1, current.items.length - CHANGED_LINES);
    const body: SaveQuoteConstruction = {
      id: current.id,
      items: current.items.slice(offset, offset + CHANGED_LINES).map((item, index) => ({
        id: item.id,
        sellerCompanyId: sellers[(run + index) % sellers.length]!,
        sellerUnitPrice: 10 + ((run * 7 + index) % 90) + 0.25,
        markupRate: 20 + (run % 5) * 2.5,
        buyerUnitPrice: null,
        sellerContacted: index % 2 === 0,
        inventoryAvailable: index % 3 === 0,
      })),
      discounts: [{ discountId, amount: 100 + run }],
      transportCosts: [{ transportTypeId: 1, sellerCompanyId: sellers[0]!, cost: 450, transporterIds: [] }],
    };
    const started = performance.now();
    current = await answer<ConstructedQuote>(
      await app.inject({
        method: 'PUT',
        url: '/api/quoteConstruction',
        headers: { ...headers, [VERSION_HEADER]: String(current.version) },
        payload: body,
      }),
    );
    save.push(performance.now() - started);
  }
  results[`${label}: open, GET quote/{id} p50 (ms, goal ≤ 1,000)`] = { value: percentile(open, 0.5) };
  results[`${label}: open p95 (ms)`] = { value: percentile(open, 0.95) };
  results[`${label}: save 50 changed lines p50 (ms, goal ≤ 300)`] = { value: percentile(save, 0.5) };
  results[`${label}: save p95 (ms)`] = { value: percentile(save, 0.95) };
}

async function run(databaseUrl: string | undefined): Promise<void> {
  console.log(`\n— ${databaseUrl ? 'PostgreSQL server' : 'embedded engine (PGlite)'} —`);
  const storageDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-quote-bench-'));
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
          .limit(5)
      ).map((row) => row.id);
      const [type] = await database.db.select({ id: discount.id }).from(discount).limit(1);
      const discountId =
        type?.id ??
        (await database.db.insert(discount).values({ name: 'Bench discount' }).returning())[0]!.id;
      const results: Record<string, { value: number }> = {};
      for (const lineCount of [1_000, 100]) {
        const started = performance.now();
        const made = await quoteThroughIntake(
          app,
          headers,
          { id: buyer!.id, companyId: buyer!.companyId! },
          lineCount,
        );
        if (made.items.length !== lineCount) throw new Error(`${made.items.length} lines made`);
        results[`${lineCount.toLocaleString('en-US')} lines: made through intake (ms)`] = {
          value: Math.round(performance.now() - started),
        };
        await measure(
          app,
          headers,
          made,
          sellers,
          discountId,
          `${lineCount.toLocaleString('en-US')} lines`,
          results,
        );
      }
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
