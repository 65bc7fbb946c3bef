import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSize, ProductSizeListQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { productItem, productItemSpec, productSize, sizeCategory, sizeUnit } from '../../db/schema';
import { escapeLikePattern } from '../../db/search-fold';
import { pagedQuery, type PagedResult } from '../../lib/paged-query';
import { updateVersioned } from '../../lib/versioned-write';
import { withTrigramThreshold } from './catalog-search.repository';
import { normalizeSearchText } from './search-text';

export type ProductSizeValues = Omit<
  typeof productSize.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

type ProductSizeRow = Omit<ProductSize, 'usageCount'>;

const productSizeColumns = {
  id: productSize.id,
  name: productSize.name,
  selectCode: productSize.selectCode,
  typeId: productSize.typeId,
  categoryId: productSize.categoryId,
  categoryName: sizeCategory.name,
  valueTypeId: productSize.valueTypeId,
  unitId: productSize.unitId,
  unitSymbol: sizeUnit.symbol,
  value: productSize.value,
  minValue: productSize.minValue,
  maxValue: productSize.maxValue,
  aliases: productSize.aliases,
  version: productSize.version,
};

/**
 * The filters of the size list. A search with a sort field keeps the search's match set (the same trigram or
 * substring test as the catalog search, decision 051) but orders by the field; it must run inside
 * withTrigramThreshold so `<%` uses the catalog's threshold.
 */
function listFilter(query: ProductSizeListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.typeId !== undefined) conditions.push(eq(productSize.typeId, query.typeId));
  if (query.categoryId !== undefined) conditions.push(eq(productSize.categoryId, query.categoryId));
  const normalized = query.search ? normalizeSearchText(query.search) : '';
  if (normalized) {
    const contains = `%${escapeLikePattern(normalized)}%`;
    conditions.push(
      sql`(${normalized} <% ${productSize.searchText} or ${productSize.searchText} like ${contains})`,
    );
  }
  return and(...conditions);
}

const SORT_EXPRESSIONS = {
  // Natural order ('#1, #2, #10, #15'): the generated name_sort_key and its index (decision 064).
  name: productSize.nameSortKey,
  selectCode: sql`lower(${productSize.selectCode})`,
  categoryName: sql`lower(${sizeCategory.name})`,
  typeId: productSize.typeId,
  id: productSize.id,
} as const;

function selectProductSizes(db: DatabaseExecutor) {
  return db
    .select(productSizeColumns)
    .from(productSize)
    .innerJoin(sizeCategory, eq(sizeCategory.id, productSize.categoryId))
    .leftJoin(sizeUnit, eq(sizeUnit.id, productSize.unitId));
}

/**
 * One page sorted by a field, with its total, in one statement (lib/paged-query.ts). `relevance` without a
 * search (the service ranks a search itself) is the name order.
 */
export async function listProductSizesSorted(
  db: DatabaseExecutor,
  query: ProductSizeListQuery,
): Promise<PagedResult<ProductSizeRow>> {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const sortField = query.sortField === 'relevance' ? 'name' : query.sortField;
  const where = listFilter(query);
  const run = (executor: DatabaseExecutor) =>
    pagedQuery(executor, {
      page: query.page,
      size: query.size,
      // The filters only read product_size, so the count needs no join.
      matches: executor
        .select({ one: sql`1` })
        .from(productSize)
        .where(where),
      rows: (total) =>
        executor
          .select({ ...productSizeColumns, total })
          .from(productSize)
          .innerJoin(sizeCategory, eq(sizeCategory.id, productSize.categoryId))
          .leftJoin(sizeUnit, eq(sizeUnit.id, productSize.unitId))
          .where(where)
          .$dynamic(),
      orderBy: [direction(SORT_EXPRESSIONS[sortField])],
      tieBreaker: direction(productSize.id),
    });
  return hasSearchText(query.search) ? withTrigramThreshold(db, run) : run(db);
}

function hasSearchText(search: string | undefined): boolean {
  return search !== undefined && normalizeSearchText(search) !== '';
}

/** The rows of these ids in the given order (the search's ranking), in one query. */
export async function findProductSizesByIds(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<ProductSizeRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductSizes(db).where(inArray(productSize.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * How many product items use each size: as their size, or as one of their specs. One grouped query for the
 * page's ids (product_item_size_index and product_item_spec_spec_index answer it).
 */
export async function countUsages(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const asSize = db
    .select({ sizeId: sql<number>`${productItem.productSizeId}`.as('size_id') })
    .from(productItem)
    .where(inArray(productItem.productSizeId, list));
  const asSpec = db
    .select({ sizeId: sql<number>`${productItemSpec.specId}`.as('size_id') })
    .from(productItemSpec)
    .where(inArray(productItemSpec.specId, list));
  const usages = asSize.unionAll(asSpec).as('usages');
  const rows = await db
    .select({ sizeId: usages.sizeId, total: sql<number>`count(*)::int` })
    .from(usages)
    .groupBy(usages.sizeId);
  return new Map(rows.map((row) => [Number(row.sizeId), Number(row.total)]));
}

export async function findProductSize(db: DatabaseExecutor, id: number): Promise<ProductSizeRow | undefined> {
  const [row] = await selectProductSizes(db).where(eq(productSize.id, id));
  return row;
}

export async function findProductSizeIdByName(
  db: DatabaseExecutor,
  typeId: number,
  name: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productSize.id })
    .from(productSize)
    .where(
      and(
        eq(productSize.typeId, typeId),
        sql`lower(${productSize.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(productSize.id, exceptId),
      ),
    );
  return row?.id;
}

export async function findSizeCategory(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select({ id: sizeCategory.id, typeId: sizeCategory.typeId, name: sizeCategory.name })
    .from(sizeCategory)
    .where(eq(sizeCategory.id, id));
  return row;
}

export async function sizeUnitExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: sizeUnit.id }).from(sizeUnit).where(eq(sizeUnit.id, id));
  return rows.length > 0;
}

export async function insertProductSize(db: DatabaseExecutor, values: ProductSizeValues): Promise<number> {
  const [row] = await db.insert(productSize).values(values).returning({ id: productSize.id });
  if (!row) throw new Error('product size insert returned no row');
  return row.id;
}

/** Optimistic concurrency (lib/versioned-write.ts): 409 when someone saved first, 404 when it is gone. */
export async function updateProductSize(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: ProductSizeValues,
): Promise<void> {
  await updateVersioned(db, productSize, { id, version, values, subject: 'Size or spec' });
}

export async function deleteProductSize(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.delete(productSize).where(eq(productSize.id, id)).returning({ id: productSize.id });
  return rows.length > 0;
}

/** The type of each existing id among `ids` (ids that do not exist are absent), for product validation. */
export async function findProductSizeTypes(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productSize.id, typeId: productSize.typeId })
    .from(productSize)
    .where(inArray(productSize.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.typeId]));
}
