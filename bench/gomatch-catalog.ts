/**
 * The benches' large catalog (issue 5 acceptance 2, issue 13 performance): grows the demo catalog to 50,000
 * products with realistic synthetic variants — more cultivars of the demo species, under names built from the
 * words real cultivar names use — loaded in chunks with the trigram index rebuilt once. Used by
 * catalog-search.bench.ts and gomatch.bench.ts, so both measure the same catalog.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { DEMO_PLANTS } from '../apps/server/src/db/seed/demo-catalog-plants';
import { plantSku, withoutIndex } from '../apps/server/src/db/seed/demo-catalog';
import { productSearchText } from '../apps/server/src/modules/catalog/search-text';

export const TARGET_PRODUCTS = 50_000;
const INSERT_CHUNK = 5_000;

/** Words real cultivar names are made of; pairs of them give plausible, distinct names ('Ruby Cascade'). */
const FIRST_WORDS = [
  'Amber',
  'Arctic',
  'Autumn',
  'Blue',
  'Bright',
  'Burgundy',
  'Cherry',
  'Copper',
  'Coral',
  'Crimson',
  'Dwarf',
  'Emerald',
  'Fire',
  'Frosty',
  'Golden',
  'Green',
  'Harvest',
  'Honey',
  'Ivory',
  'Lemon',
  'Little',
  'Lunar',
  'Midnight',
  'Misty',
  'Northern',
  'Pink',
  'Prairie',
  'Purple',
  'Royal',
  'Ruby',
  'Scarlet',
  'Silver',
  'Snow',
  'Summer',
  'Sunny',
  'Velvet',
  'White',
  'Wild',
  'Winter',
  'Yellow',
];
const SECOND_WORDS = [
  'Arrow',
  'Beauty',
  'Blaze',
  'Bouquet',
  'Cascade',
  'Charm',
  'Cloud',
  'Crown',
  'Dancer',
  'Delight',
  'Dream',
  'Dust',
  'Echo',
  'Flame',
  'Fountain',
  'Gem',
  'Glow',
  'Halo',
  'Harmony',
  'Jewel',
  'Lace',
  'Legend',
  'Light',
  'Magic',
  'Meadow',
  'Mist',
  'Parade',
  'Pearl',
  'Pillar',
  'Queen',
  'Ribbon',
  'Rocket',
  'Spire',
  'Splash',
  'Star',
  'Storm',
  'Sunset',
  'Tower',
  'Velour',
  'Wave',
];

function syntheticProducts(existing: number, usedSkus: Set<string>, target: number) {
  const species = [
    ...new Map(DEMO_PLANTS.map((plant) => [`${plant.latinName}|${plant.commonNameEn}`, plant])).values(),
  ];
  const rows: Array<Record<string, unknown>> = [];
  let counter = 0;
  for (let round = 0; existing + rows.length < target; round += 1) {
    for (const plant of species) {
      if (existing + rows.length >= target) break;
      counter += 1;
      const first = FIRST_WORDS[(counter * 7 + round) % FIRST_WORDS.length]!;
      const second = SECOND_WORDS[(counter * 13 + round * 3) % SECOND_WORDS.length]!;
      const cultivar = `${first} ${second}`;
      let sku = plantSku({ latinName: plant.latinName, cultivar });
      for (let suffix = 2; usedSkus.has(sku); suffix += 1)
        sku = `${plantSku({ latinName: plant.latinName, cultivar })}${suffix}`;
      usedSkus.add(sku);
      const product = { ...plant, cultivar, sku };
      rows.push({
        latin_name: plant.latinName,
        cultivar,
        common_name_en: plant.commonNameEn,
        common_name_fr: plant.commonNameFr,
        sku,
        search_text: productSearchText(product),
      });
    }
  }
  return rows;
}

/** Adds synthetic products to a catalog already seeded with the demo catalog until it holds `target`. */
export async function growCatalog(db: Database, target: number): Promise<void> {
  const skus = await db.execute(sql`select sku from product`);
  const skuRows = (Array.isArray(skus) ? skus : (skus as { rows: Array<{ sku: string }> }).rows) as Array<{
    sku: string;
  }>;
  const usedSkus = new Set(skuRows.map((row) => row.sku));
  const rows = syntheticProducts(usedSkus.size, usedSkus, target);
  // The trigram index is rebuilt once after the load, from its own definition (as the demo seed does).
  await withoutIndex(db, 'product_search_trigram_index', async () => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = JSON.stringify(rows.slice(start, start + INSERT_CHUNK));
      await db.execute(sql`
        insert into product (latin_name, cultivar, common_name_en, common_name_fr, sku, category_id, search_text)
        select latin_name, cultivar, common_name_en, common_name_fr, sku, 1, search_text
        from json_to_recordset(${chunk}::json)
          as x(latin_name text, cultivar text, common_name_en text, common_name_fr text, sku text, search_text text)`);
    }
  });
  await db.execute(sql`analyze product`);
}
