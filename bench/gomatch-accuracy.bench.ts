/**
 * GoMatch's accuracy on the written-once set of real-world-style lines (issue 13 performance; the set and where
 * it comes from: bench/gomatch-accuracy/README.md). Each line goes through the engine exactly as a pasted line
 * does (quantity read, then the in-memory index), with no learned corrections. Reports name top-1 (goal ≥ 95 %),
 * name top-3 (≥ 99 %), size top-1 (≥ 90 %) and quantity, and lists every miss.
 * Run: `npx tsx bench/gomatch-accuracy.bench.ts` (the demo catalog; `--set gomatch-accuracy-independent` or
 * GOMATCH_ACCURACY_SET=… for another set directory of bench/, issue 36), or with `--catalog 50000` to add the
 * synthetic cultivars of bench/gomatch-catalog.ts as look-alikes; `--compare` also runs the first engine (the
 * catalog search's database candidates per line, decision 140) on the same lines.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ProductSizeType } from '@portal/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { rowsOf } from '../apps/server/src/db/query-rows';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoCatalog } from '../apps/server/src/db/seed/demo-catalog';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';
import { searchCatalog } from '../apps/server/src/modules/catalog/catalog-search.service';
import { currentCatalogIndex } from '../apps/server/src/modules/gomatch/catalog-index-cache';
import { matchLineWithIndex } from '../apps/server/src/modules/gomatch/gomatch.service';
import { parseQuantity } from '../apps/server/src/modules/gomatch/line-reader';
import { accuracySetDirectory, readAccuracySet } from './gomatch-accuracy-set';
import { growCatalog } from './gomatch-catalog';

function percent(count: number, of: number): string {
  return `${((100 * count) / Math.max(1, of)).toFixed(1)} %`;
}

async function main(): Promise<void> {
  const catalogArgument = process.argv.indexOf('--catalog');
  const target = catalogArgument > 0 ? Number(process.argv[catalogArgument + 1]) : 0;
  const database = await openDatabase({ dataDirectory: 'memory://' });
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    await seedDemoCatalog(database.db);
    if (target > 0) await growCatalog(database.db, target);
    const productRows = rowsOf<{ id: number; latin_name: string; cultivar: string | null }>(
      await database.db.execute(sql`select id, latin_name, cultivar from product`),
    );
    const productIds = new Map<string, Set<number>>();
    for (const row of productRows) {
      const key = `${row.latin_name}|${row.cultivar ?? ''}`;
      productIds.set(key, (productIds.get(key) ?? new Set()).add(Number(row.id)));
    }
    const lines = readAccuracySet();
    // The set names only products of the demo catalog: a line naming another is an error of the set, not a miss.
    const unknown = lines.filter((line) => !productIds.has(`${line.latinName}|${line.cultivar ?? ''}`));
    if (unknown.length > 0)
      throw new Error(`lines naming no product: ${unknown.map((line) => line.line).join('; ')}`);

    const index = await currentCatalogIndex(database.db);
    let nameTop1 = 0;
    let nameTop3 = 0;
    let nameMatched = 0;
    let nameSure = 0;
    let nameSureWrong = 0;
    let sizeLines = 0;
    let sizeTop1 = 0;
    let sizeTop3 = 0;
    let quantityLines = 0;
    let quantityRight = 0;
    const misses: string[] = [];
    for (const [position, expected] of lines.entries()) {
      const matched = matchLineWithIndex(
        index,
        { text: expected.line, source: { kind: 'details', fileId: null, line: position + 1 } },
        new Map(),
      );
      const wanted = productIds.get(`${expected.latinName}|${expected.cultivar ?? ''}`)!;
      const nameRank = matched.nameAlternatives.findIndex((candidate) => wanted.has(candidate.id));
      if (nameRank === 0) nameTop1 += 1;
      if (nameRank >= 0) nameTop3 += 1;
      if (matched.matchedNameId !== null && wanted.has(matched.matchedNameId)) nameMatched += 1;
      if (matched.nameMatchInfo.state === 'MATCHED') {
        if (matched.matchedNameId !== null && wanted.has(matched.matchedNameId)) nameSure += 1;
        else {
          nameSureWrong += 1;
          misses.push(
            `name MATCHED wrong: ${expected.line} → ${matched.nameAlternatives[0]?.label ?? '(none)'}`,
          );
        }
      }
      const expectedName = expected.cultivar
        ? `${expected.latinName} '${expected.cultivar}'`
        : expected.latinName;
      if (nameRank !== 0) {
        misses.push(
          `name ${nameRank < 0 ? 'not in top 3' : `rank ${nameRank + 1}`}: ${expected.line} → ${matched.nameAlternatives.map((candidate) => candidate.label).join(' | ') || '(none)'} (expected ${expectedName})`,
        );
      }
      if (expected.size) {
        sizeLines += 1;
        const sizeRank = matched.sizeAlternatives.findIndex((candidate) => candidate.label === expected.size);
        if (sizeRank === 0) sizeTop1 += 1;
        if (sizeRank >= 0) sizeTop3 += 1;
        if (sizeRank !== 0) {
          misses.push(
            `size ${sizeRank < 0 ? 'not in top 3' : `rank ${sizeRank + 1}`}: ${expected.line} → ${matched.sizeAlternatives.map((candidate) => candidate.label).join(' | ') || '(none)'} (expected ${expected.size})`,
          );
        }
      }
      if (expected.quantity !== null) {
        quantityLines += 1;
        if (matched.quantity === expected.quantity) quantityRight += 1;
        else misses.push(`quantity: ${expected.line} → ${matched.quantity} (expected ${expected.quantity})`);
      }
    }
    console.log(`set: ${path.relative(process.cwd(), accuracySetDirectory())}`);
    console.table({
      'catalog products': { value: productRows.length },
      'lines in the set': { value: lines.length },
      'name top-1 (goal ≥ 95 %)': { value: percent(nameTop1, lines.length) },
      'name top-3 (goal ≥ 99 %)': { value: percent(nameTop3, lines.length) },
      'name matched (state MATCHED or AMBIGUOUS, right product)': {
        value: percent(nameMatched, lines.length),
      },
      'name MATCHED (sure), right product': { value: percent(nameSure, lines.length) },
      'name MATCHED (sure), wrong product (goal 0)': { value: nameSureWrong },
      [`size top-1 (goal ≥ 90 %, ${sizeLines} lines)`]: { value: percent(sizeTop1, sizeLines) },
      'size top-3': { value: percent(sizeTop3, sizeLines) },
      [`quantity read (${quantityLines} lines)`]: { value: percent(quantityRight, quantityLines) },
    });
    console.log(misses.length > 0 ? `misses (${misses.length}):\n  ${misses.join('\n  ')}` : 'no misses');

    if (process.argv.includes('--compare')) {
      // GoMatch's first engine (decision 140): the catalog search's database candidates for every line.
      let searchTop1 = 0;
      let searchTop3 = 0;
      let searchSizeTop1 = 0;
      const started = performance.now();
      for (const expected of lines) {
        const found = await searchCatalog(database.db, parseQuantity(expected.line).rest, { limit: 3 });
        const wanted = productIds.get(`${expected.latinName}|${expected.cultivar ?? ''}`)!;
        const rank = found.products.findIndex((match) => wanted.has(match.product.id));
        if (rank === 0) searchTop1 += 1;
        if (rank >= 0) searchTop3 += 1;
        const sizes = found.sizes.filter((match) => match.productSize.typeId === ProductSizeType.ids.SIZE);
        if (expected.size && sizes[0]?.productSize.name === expected.size) searchSizeTop1 += 1;
      }
      console.table({
        'catalog search per line (first engine): name top-1': { value: percent(searchTop1, lines.length) },
        'name top-3': { value: percent(searchTop3, lines.length) },
        'size top-1': { value: percent(searchSizeTop1, sizeLines) },
        'lines/s': { value: Math.round((lines.length * 1000) / (performance.now() - started)) },
      });
    }
  } finally {
    await database.close();
  }
}

await main();
