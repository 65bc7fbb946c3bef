/**
 * Catalog search at catalog scale (issue 5, acceptance 2; docs/decisions/051): grows the demo catalog to 50,000
 * products with realistic synthetic variants (more cultivars of the demo species, under names built from the
 * words real cultivar names use), then runs the misspelled-lines table through the search service and measures
 * searches per second, p50/p95 latency, and top-1/top-3 accuracy at that size.
 * Run: `npx tsx bench/catalog-search.bench.ts` (a few minutes): the embedded database, then a throw-away
 * PostgreSQL server started from the system's binaries (as the API suites do; skipped when none is installed).
 * `DATABASE_URL=postgres://… npx tsx bench/catalog-search.bench.ts` runs on that server only (an empty,
 * disposable database: the bench migrates it and loads 50,000 products into it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ProductSizeType } from '@portal/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoCatalog } from '../apps/server/src/db/seed/demo-catalog';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';
import { searchCatalog } from '../apps/server/src/modules/catalog/catalog-search.service';
import {
  findPostgresBinDirectory,
  startTemporaryPostgres,
  type TemporaryPostgres,
} from '../apps/server/test/postgres-server';
import { growCatalog, TARGET_PRODUCTS } from './gomatch-catalog';

const ROUNDS = 3;

interface ExpectedLine {
  line: string;
  latinName: string;
  cultivar: string | null;
  size?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const LINES = JSON.parse(
  fs.readFileSync(path.join(here, '../apps/server/test/fixtures/catalog/misspelled-lines.json'), 'utf8'),
) as ExpectedLine[];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

async function run(databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDirectory: 'memory://' });
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  try {
    await runMigrations(database, databaseUrl);
    await seedReferenceData(database.db);
    const seedStarted = performance.now();
    await seedDemoCatalog(database.db);
    const seedMs = performance.now() - seedStarted;

    const growStarted = performance.now();
    await growCatalog(database.db, TARGET_PRODUCTS);
    const growMs = performance.now() - growStarted;
    const counted = await database.db.execute(sql`select count(*)::int as total from product`);
    const total = (
      (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows)[0] as { total: number }
    ).total;

    // One warm-up pass, then timed rounds over the whole table.
    for (const expected of LINES.slice(0, 20)) await searchCatalog(database.db, expected.line, { limit: 3 });
    const latencies: number[] = [];
    let productTop1 = 0;
    let productTop3 = 0;
    let sizeLines = 0;
    let sizeTop1 = 0;
    let sizeTop3 = 0;
    const misses: string[] = [];
    const roundsStarted = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const expected of LINES) {
        const started = performance.now();
        const result = await searchCatalog(database.db, expected.line, { limit: 3 });
        latencies.push(performance.now() - started);
        if (round > 0) continue;
        const rank = result.products.findIndex(
          (match) =>
            match.product.latinName === expected.latinName && match.product.cultivar === expected.cultivar,
        );
        if (rank === 0) productTop1 += 1;
        if (rank >= 0) productTop3 += 1;
        if (rank !== 0)
          misses.push(`${expected.line} → ${result.products.map((m) => m.product.displayName).join(' | ')}`);
        if (expected.size) {
          sizeLines += 1;
          const sizes = result.sizes.filter((match) => match.productSize.typeId === ProductSizeType.ids.SIZE);
          const sizeRank = sizes.findIndex((match) => match.productSize.name === expected.size);
          if (sizeRank === 0) sizeTop1 += 1;
          if (sizeRank >= 0) sizeTop3 += 1;
        }
      }
    }
    const elapsed = performance.now() - roundsStarted;
    latencies.sort((left, right) => left - right);
    const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)} %`;
    console.table({
      engine: { value: engine },
      'demo catalog seed (ms)': { value: Math.round(seedMs) },
      'products in catalog': { value: total },
      'grow to 50,000 + index (ms)': { value: Math.round(growMs) },
      'lines in table': { value: LINES.length },
      'searches (sequential)': { value: latencies.length },
      'searches per second': { value: Number(((latencies.length * 1000) / elapsed).toFixed(1)) },
      'p50 latency (ms)': { value: Number(percentile(latencies, 0.5).toFixed(1)) },
      'p95 latency (ms)': { value: Number(percentile(latencies, 0.95).toFixed(1)) },
      'products top-1': { value: percent(productTop1, LINES.length) },
      'products top-3': { value: percent(productTop3, LINES.length) },
      'sizes top-1': { value: percent(sizeTop1, sizeLines) },
      'sizes top-3': { value: percent(sizeTop3, sizeLines) },
    });
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    await run(process.env.DATABASE_URL);
    return;
  }
  await run(undefined);
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
