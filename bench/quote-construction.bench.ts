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
import {
  DeliveryMethod,
  VERSION_HEADER,
  type ConstructedQuote,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import { discount } from '../apps/server/src/db/schema';
import { answer, onEngines, percentile, quoteThroughIntake, withBenchApp, type App } from './staff-calls';

const RUNS = 15;
const CHANGED_LINES = 50;

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
  await withBenchApp(databaseUrl, async ({ app, headers, database, buyer, sellers: firstSellers }) => {
    const sellers = await firstSellers(5);
    const [type] = await database.db.select({ id: discount.id }).from(discount).limit(1);
    const discountId =
      type?.id ?? (await database.db.insert(discount).values({ name: 'Bench discount' }).returning())[0]!.id;
    const results: Record<string, { value: number }> = {};
    for (const lineCount of [1_000, 100]) {
      const started = performance.now();
      const made = await quoteThroughIntake(app, headers, buyer, {
        lineCount,
        jobName: `Bench — ${lineCount.toLocaleString('en-US')} lines`,
        deliveryMethodId: DeliveryMethod.ids.DELIVERY,
      });
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
  });
}

await onEngines(run);
