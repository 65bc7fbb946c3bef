import { sql } from 'drizzle-orm';
import { ProductSizeType, SystemCategory } from '@portal/contracts';
import { productSearchText, productSizeSearchText } from '../../modules/catalog';
import type { DatabaseExecutor } from '../database';
import { rowsOf } from '../query-rows';
import { category, product, productItem, productItemSpec, productSize } from '../schema';
import { DEMO_PLANTS, type DemoPlant } from './demo-catalog-plants';
import { DEMO_SYNONYMS, demoSynonyms } from './demo-catalog-synonyms';
import {
  DEMO_MATERIAL_CATEGORIES,
  DEMO_MATERIALS,
  DEMO_SIZES,
  KIND_SIZES,
  KIND_SPECS,
  type DemoSize,
} from './demo-catalog-sizes';

/**
 * The demo nursery catalog (issue 5; docs/decisions/054): the size and spec library, about a thousand plants by
 * Latin name and cultivar, and hardscape, aggregates, soil, mulch and sod. Seeded on its own, apart from the demo
 * accounts, so databases whose demo users predate the catalog get it too: it runs when demo seeding is on and
 * the catalog has no products yet, in one transaction, with one multi-row statement per table chunk.
 */

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters whatever the column count. */
const INSERT_CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    result.push(rows.slice(start, start + INSERT_CHUNK));
  return result;
}

/** Three letters, upper case, accents and punctuation removed. */
function code(word: string, length = 3): string {
  return word
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, length)
    .toUpperCase();
}

const LATIN_QUALIFIERS = new Set(['var.', 'subsp.', 'f.', '×', 'x']);

/**
 * Plant SKUs the way nursery availability lists build them: three letters of the genus and of the species, then
 * the cultivar (first word's three letters and the initials of the others): 'ACERUB-OCTG' for Acer rubrum
 * 'October Glory'; 'SP' for the species itself.
 */
export function plantSku(plant: Pick<DemoPlant, 'latinName' | 'cultivar'>): string {
  const words = plant.latinName.split(/\s+/).filter((word) => !LATIN_QUALIFIERS.has(word));
  const genus = code(words[0] ?? '');
  const species = words[1] ? code(words[1]) : 'SPP';
  if (!plant.cultivar) return `${genus}${species}-SP`;
  const cultivarWords = plant.cultivar.split(/[\s-]+/).filter((word) => code(word).length > 0);
  const cultivarCode =
    code(cultivarWords[0] ?? '') +
    cultivarWords
      .slice(1)
      .map((word) => code(word, 1))
      .join('');
  return `${genus}${species}-${cultivarCode}`;
}

function uniqueSku(base: string, used: Set<string>): string {
  let sku = base;
  for (let suffix = 2; used.has(sku); suffix += 1) sku = `${base}${suffix}`;
  used.add(sku);
  return sku;
}

/**
 * Bulk loads into an empty table run faster when an index is built once afterwards than when it is maintained
 * row by row; the trigram GIN index especially (about 0.8 ms a row on PGlite against 0.1 ms to build). The index
 * is recreated from its own definition (pg_indexes), so the migration stays the one source of its shape.
 */
export async function withoutIndex(
  transaction: DatabaseExecutor,
  indexName: string,
  load: () => Promise<void>,
): Promise<void> {
  const found = await transaction.execute<{ indexdef: string }>(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and indexname = ${indexName}`,
  );
  const definition = rowsOf<{ indexdef: string }>(found)[0]?.indexdef;
  if (!definition) {
    await load();
    return;
  }
  await transaction.execute(sql.raw(`drop index ${indexName}`));
  await load();
  await transaction.execute(sql.raw(definition));
}

interface ItemPlan {
  sku: string;
  sizeName: string;
  unitWeightLb: number | null;
  unitFloorSpaceSqft: number | null;
  sortOrder: number;
  specNames: string[];
}

/** One to four sizes per plant, the kind's common sizes first, varied by position so the catalog is not uniform. */
function plantSizes(plant: DemoPlant, index: number): string[] {
  const sizes = KIND_SIZES[plant.kind];
  const count = Math.min(sizes.length, 1 + ((index * 7) % 4));
  const offset = index % 2;
  return Array.from({ length: count }, (_, position) => sizes[(offset + position) % sizes.length]!);
}

export interface DemoCatalogCounts {
  products: number;
  items: number;
  sizes: number;
}

/** Seeds the demo catalog when it has no products; returns what it wrote, or null when it had nothing to do. */
export async function seedDemoCatalog(db: DatabaseExecutor): Promise<DemoCatalogCounts | null> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(product);
  if ((existing[0]?.count ?? 0) > 0) return null;

  return db.transaction(async (transaction) => {
    await transaction
      .insert(category)
      .values(DEMO_MATERIAL_CATEGORIES.map((row) => ({ ...row })))
      .onConflictDoNothing();
    const categories = await transaction.select({ id: category.id, name: category.name }).from(category);
    const categoryIds = new Map(categories.map((row) => [row.name.toLowerCase(), row.id]));

    await transaction
      .insert(productSize)
      .values(
        DEMO_SIZES.map((size) => ({
          name: size.name,
          selectCode: size.selectCode,
          typeId: size.typeId,
          categoryId: size.categoryId,
          valueTypeId: size.valueTypeId,
          unitId: size.unitId,
          value: size.value,
          minValue: size.minValue,
          maxValue: size.maxValue,
          aliases: size.aliases,
          searchText: productSizeSearchText(size),
        })),
      )
      .onConflictDoNothing();
    const sizes = await transaction
      .select({ id: productSize.id, name: productSize.name, typeId: productSize.typeId })
      .from(productSize);
    const sizeIds = new Map(sizes.map((row) => [`${row.typeId}:${row.name.toLowerCase()}`, row.id]));
    const sizeDefinitions = new Map<string, DemoSize>(DEMO_SIZES.map((size) => [size.name, size]));
    const sizeId = (name: string, typeId: number): number => {
      const id = sizeIds.get(`${typeId}:${name.toLowerCase()}`);
      if (id === undefined) throw new Error(`Demo catalog: unknown size ${name}`);
      return id;
    };

    const usedSkus = new Set<string>();
    const productRows: Array<typeof product.$inferInsert> = [];
    const items: ItemPlan[] = [];
    const plantKeys = new Set(DEMO_PLANTS.map((plant) => `${plant.latinName}|${plant.cultivar ?? ''}`));
    const strays = Object.keys(DEMO_SYNONYMS).filter((key) => !plantKeys.has(key));
    if (strays.length > 0) throw new Error(`Demo catalog: synonyms of unknown plants ${strays.join(', ')}`);
    DEMO_PLANTS.forEach((plant, index) => {
      const sku = uniqueSku(plantSku(plant), usedSkus);
      const synonyms = demoSynonyms(plant.latinName, plant.cultivar);
      productRows.push({
        latinName: plant.latinName,
        cultivar: plant.cultivar,
        commonNameEn: plant.commonNameEn,
        commonNameFr: plant.commonNameFr,
        synonyms,
        sku,
        categoryId: SystemCategory.ids.PLANT,
        searchText: productSearchText({ ...plant, sku, synonyms }),
      });
      const specNames = index % 5 === 0 ? (KIND_SPECS[plant.kind] ?? []).slice(0, 1 + (index % 2)) : [];
      plantSizes(plant, index).forEach((sizeName, position) => {
        const definition = sizeDefinitions.get(sizeName);
        // Every item needs both figures for the delivery rules (issue 38): a size without them is a seed bug.
        if (!definition?.unitWeightLb || !definition.unitFloorSpaceSqft) {
          throw new Error(`Demo catalog: the size ${sizeName} has no shipping figures`);
        }
        items.push({
          sku,
          sizeName,
          unitWeightLb: definition.unitWeightLb,
          unitFloorSpaceSqft: definition.unitFloorSpaceSqft,
          sortOrder: position,
          specNames: position === 0 ? [...specNames] : [],
        });
      });
    });
    DEMO_MATERIALS.forEach((material, index) => {
      const sku = uniqueSku(`${material.skuPrefix}-${String(index + 1).padStart(3, '0')}`, usedSkus);
      productRows.push({
        latinName: material.name,
        cultivar: null,
        commonNameEn: material.name,
        commonNameFr: material.nameFr,
        sku,
        categoryId: categoryIds.get(material.category.toLowerCase()) ?? SystemCategory.ids.NOT_APPLICABLE,
        searchText: productSearchText({ latinName: material.name, commonNameFr: material.nameFr, sku }),
      });
      Object.entries(material.sizes).forEach(([sizeName, [pounds, squareFeet]], position) => {
        items.push({
          sku,
          sizeName,
          unitWeightLb: pounds,
          unitFloorSpaceSqft: squareFeet,
          sortOrder: position,
          specNames: [],
        });
      });
    });

    // Each product's item count is stored with it (decision 180).
    const itemCounts = new Map<string, number>();
    for (const item of items) itemCounts.set(item.sku, (itemCounts.get(item.sku) ?? 0) + 1);
    const productIds = new Map<string, number>();
    for (const chunk of chunks(productRows)) {
      const inserted = await transaction
        .insert(product)
        .values(chunk.map((row) => ({ ...row, itemCount: itemCounts.get(row.sku) ?? 0 })))
        .returning({ id: product.id, sku: product.sku });
      for (const row of inserted) productIds.set(row.sku, row.id);
    }

    const specItems: Array<{ productId: number; productSizeId: number; specNames: string[] }> = [];
    for (const chunk of chunks(items)) {
      const values = chunk.map((item) => ({
        productId: productIds.get(item.sku)!,
        productSizeId: sizeId(item.sizeName, ProductSizeType.ids.SIZE),
        unitWeightLb: item.unitWeightLb,
        unitFloorSpaceSqft: item.unitFloorSpaceSqft,
        sortOrder: item.sortOrder,
      }));
      const inserted = await transaction.insert(productItem).values(values).returning({
        id: productItem.id,
        productId: productItem.productId,
        productSizeId: productItem.productSizeId,
      });
      chunk.forEach((item, position) => {
        if (item.specNames.length > 0) {
          specItems.push({ ...values[position]!, specNames: item.specNames });
        }
      });
      const itemIds = new Map(inserted.map((row) => [`${row.productId}:${row.productSizeId}`, row.id]));
      const specRows = specItems.splice(0).flatMap((item) =>
        item.specNames.map((name) => ({
          productItemId: itemIds.get(`${item.productId}:${item.productSizeId}`)!,
          specId: sizeId(name, ProductSizeType.ids.SPEC),
        })),
      );
      if (specRows.length > 0) await transaction.insert(productItemSpec).values(specRows);
    }
    return { products: productRows.length, items: items.length, sizes: DEMO_SIZES.length };
  });
}
