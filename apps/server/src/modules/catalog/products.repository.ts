import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  productDisplayName,
  type Product,
  type ProductItem,
  type ProductListQuery,
  type ProductRow,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { category, product, productItem, productItemSpec, productSize } from '../../db/schema';
import { preparedPages, type PagedResult, type PageStatementQuery } from '../../lib/paged-query';
import { updateVersioned } from '../../lib/versioned-write';
import { productContainsPattern, productTextMatch, withTrigramThreshold } from './catalog-search.repository';
import { normalizeSearchText } from './search-text';

/** The catalog search's conditions name the product table `p` (catalog-search.repository.ts). */
const p = alias(product, 'p');

export type ProductValues = Omit<typeof product.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export interface ProductItemValues {
  productSizeId: number;
  unitWeightLb: number | null;
  unitFloorSpaceSqft: number | null;
  specIds: readonly number[];
}

const productColumns = {
  id: p.id,
  latinName: p.latinName,
  cultivar: p.cultivar,
  commonNameEn: p.commonNameEn,
  commonNameFr: p.commonNameFr,
  synonyms: p.synonyms,
  sku: p.sku,
  categoryId: p.categoryId,
  categoryName: category.name,
  // Stored with the items (decision 180): no count per row.
  itemCount: p.itemCount,
  version: p.version,
};

type ProductRecord = Omit<ProductRow, 'displayName'>;

function toProductRow(record: ProductRecord): ProductRow {
  return { ...record, displayName: productDisplayName(record.latinName, record.cultivar) };
}

/** A list query sorted by a column: the service has turned `relevance` into a search ranking or the name. */
export type SortedProductListQuery = ProductListQuery & {
  sortField: Exclude<ProductListQuery['sortField'], 'relevance'>;
};

const SORT_EXPRESSIONS = {
  // Each lower(…) matches an index (product_latin_name_index, product_common_name_en_index, product_sku_unique),
  // so a page is read in index order instead of sorting the catalog.
  latinName: sql`lower(${p.latinName})`,
  commonNameEn: sql`lower(${p.commonNameEn})`,
  sku: sql`lower(${p.sku})`,
  categoryName: sql`lower(${category.name})`,
  id: p.id,
} as const;

/**
 * A sorted list's query as its page statement takes it: `search` normalized (absent when nothing is left of it) and
 * its LIKE pattern beside it, both bound as parameters.
 */
export type ProductPageQuery = SortedProductListQuery & { searchPattern?: string | undefined };

export function productPageQuery(query: SortedProductListQuery): ProductPageQuery {
  const normalized = query.search ? normalizeSearchText(query.search) : '';
  return normalized
    ? { ...query, search: normalized, searchPattern: productContainsPattern(normalized) }
    : { ...query, search: undefined };
}

/** The fields whose values decide the page's statement; the category and search text are its parameters. */
type ProductPageShape = 'sortField' | 'sortOrder';

/** A search with a sort field keeps the catalog search's match set; run inside withTrigramThreshold. */
function listFilter(query: PageStatementQuery<ProductPageQuery, ProductPageShape>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.categoryId !== undefined) conditions.push(eq(p.categoryId, query.categoryId));
  if (query.search && query.searchPattern)
    conditions.push(productTextMatch(query.search, query.searchPattern));
  return and(...conditions);
}

/**
 * The sorted pages, prepared per shape (lib/paged-query.ts, decision 179); `productPages.request` is the page as it
 * runs, unexecuted, so the query-plan test can EXPLAIN it.
 */
export const productPages = preparedPages<ProductPageQuery, ProductPageShape>()({
  name: 'products',
  shape: ['sortField', 'sortOrder'],
  statement: (db, query) => {
    const direction = query.sortOrder === 'desc' ? desc : asc;
    const order: SQL[] = [direction(SORT_EXPRESSIONS[query.sortField])];
    if (query.sortField === 'categoryName') order.push(direction(SORT_EXPRESSIONS.latinName));
    const where = listFilter(query);
    return {
      // The filters only read the product, so the count needs no join.
      matches: db
        .select({ one: sql`1` })
        .from(p)
        .where(where),
      rows: (total: SQL.Aliased<number>) =>
        db
          .select({ ...productColumns, total })
          .from(p)
          .innerJoin(category, eq(category.id, p.categoryId))
          .where(where)
          .$dynamic(),
      orderBy: order,
      tieBreaker: direction(p.id),
    };
  },
});

/** One sorted page with its item counts and total: one statement (lib/paged-query.ts). */
export async function listProductsSorted(
  db: DatabaseExecutor,
  query: SortedProductListQuery,
): Promise<PagedResult<ProductRow>> {
  const pageQuery = productPageQuery(query);
  const run = async (executor: DatabaseExecutor) => {
    const found = await productPages.page(executor, pageQuery);
    const rows = found.rows.map(toProductRow);
    return { ...found, rows };
  };
  return pageQuery.search ? withTrigramThreshold(db, run) : run(db);
}

/** The rows of these ids in the given order (the search's ranking), in one query. */
export async function findProductRowsByIds(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const records = await db
    .select(productColumns)
    .from(p)
    .innerJoin(category, eq(category.id, p.categoryId))
    .where(inArray(p.id, [...ids]));
  const byId = new Map(records.map((record) => [record.id, record]));
  const ordered = ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
  return ordered.map(toProductRow);
}

/**
 * A product with its items and their specs in three queries whatever the number of items (no query per item):
 * the product, its items with their size names, and every spec of those items.
 */
export async function findProduct(db: DatabaseExecutor, id: number): Promise<Product | undefined> {
  const [record] = await db
    .select(productColumns)
    .from(p)
    .innerJoin(category, eq(category.id, p.categoryId))
    .where(eq(p.id, id));
  if (!record) return undefined;
  const items = await db
    .select({
      id: productItem.id,
      productSizeId: productItem.productSizeId,
      productSizeName: productSize.name,
      unitWeightLb: productItem.unitWeightLb,
      unitFloorSpaceSqft: productItem.unitFloorSpaceSqft,
    })
    .from(productItem)
    .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
    .where(eq(productItem.productId, id))
    .orderBy(asc(productItem.sortOrder), asc(productItem.id));
  const specs = await db
    .select({ productItemId: productItemSpec.productItemId, id: productSize.id, name: productSize.name })
    .from(productItemSpec)
    .innerJoin(productItem, eq(productItem.id, productItemSpec.productItemId))
    .innerJoin(productSize, eq(productSize.id, productItemSpec.specId))
    .where(eq(productItem.productId, id))
    .orderBy(sql`lower(${productSize.name})`, asc(productSize.id));
  const specsByItem = new Map<number, ProductItem['specs']>();
  for (const spec of specs) {
    const list = specsByItem.get(spec.productItemId) ?? [];
    list.push({ id: spec.id, name: spec.name });
    specsByItem.set(spec.productItemId, list);
  }
  return {
    ...toProductRow(record),
    items: items.map((item) => ({ ...item, specs: specsByItem.get(item.id) ?? [] })),
  };
}

export async function productExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: product.id }).from(product).where(eq(product.id, id));
  return rows.length > 0;
}

/** The SKU is unique case-insensitively (product_sku_unique on lower(sku)). */
export async function findProductIdBySku(
  db: DatabaseExecutor,
  sku: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(
      and(
        sql`lower(${product.sku}) = ${sku.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(product.id, exceptId),
      ),
    );
  return row?.id;
}

export async function insertProduct(db: DatabaseExecutor, values: ProductValues): Promise<number> {
  const [row] = await db.insert(product).values(values).returning({ id: product.id });
  if (!row) throw new Error('product insert returned no row');
  return row.id;
}

/** Optimistic concurrency (lib/versioned-write.ts): 409 when someone saved first, 404 when it is gone. */
export async function updateProduct(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: ProductValues,
): Promise<void> {
  await updateVersioned(db, product, { id, version, values, subject: 'Product' });
}

export async function deleteProduct(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .delete(product)
    .where(eq(product.id, id))
    .returning({ latinName: product.latinName, cultivar: product.cultivar });
  return row;
}

/**
 * Makes the product's items exactly `items` (spec 001 §3: payloads are sent whole). An item whose size the
 * product already has keeps its id (later records refer to product items); sizes no longer listed are removed
 * with their specs; new sizes are added. Specs of the kept and new items are rewritten. Runs in the caller's
 * transaction; the number of statements does not grow with the number of items except one update per kept item.
 */
export async function replaceProductItems(
  db: DatabaseExecutor,
  productId: number,
  items: readonly ProductItemValues[],
): Promise<void> {
  // The product's items become exactly these (one per size): its stored count follows (decision 180).
  await db.update(product).set({ itemCount: items.length }).where(eq(product.id, productId));
  const sizeIds = items.map((item) => item.productSizeId);
  await db
    .delete(productItem)
    .where(
      and(
        eq(productItem.productId, productId),
        sizeIds.length > 0 ? notInArray(productItem.productSizeId, sizeIds) : undefined,
      ),
    );
  if (items.length === 0) return;
  const existing = await db
    .select({ id: productItem.id, productSizeId: productItem.productSizeId })
    .from(productItem)
    .where(eq(productItem.productId, productId));
  const itemIdBySize = new Map(existing.map((row) => [row.productSizeId, row.id]));

  const added = items.flatMap((item, index) =>
    itemIdBySize.has(item.productSizeId)
      ? []
      : [
          {
            productId,
            productSizeId: item.productSizeId,
            unitWeightLb: item.unitWeightLb,
            unitFloorSpaceSqft: item.unitFloorSpaceSqft,
            sortOrder: index,
          },
        ],
  );
  if (added.length > 0) {
    const inserted = await db
      .insert(productItem)
      .values(added)
      .returning({ id: productItem.id, productSizeId: productItem.productSizeId });
    for (const row of inserted) itemIdBySize.set(row.productSizeId, row.id);
  }
  for (const [index, item] of items.entries()) {
    const existingId = existing.find((row) => row.productSizeId === item.productSizeId)?.id;
    if (existingId === undefined) continue;
    await db
      .update(productItem)
      .set({ unitWeightLb: item.unitWeightLb, unitFloorSpaceSqft: item.unitFloorSpaceSqft, sortOrder: index })
      .where(eq(productItem.id, existingId));
  }

  const keptIds = existing.map((row) => row.id);
  if (keptIds.length > 0) {
    await db.delete(productItemSpec).where(inArray(productItemSpec.productItemId, keptIds));
  }
  const specRows = items.flatMap((item) => {
    const productItemId = itemIdBySize.get(item.productSizeId);
    return productItemId === undefined ? [] : item.specIds.map((specId) => ({ productItemId, specId }));
  });
  if (specRows.length > 0) await db.insert(productItemSpec).values(specRows);
}
