import { asc, count, eq, sql } from 'drizzle-orm';
import { MAX_CATEGORIES, type Category } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { category, product, sizeCategory, sizeUnit } from '../../db/schema';
import { updateVersioned } from '../../lib/versioned-write';

export interface CategoryValues {
  name: string;
  nameFr: string | null;
  description: string | null;
  allowLinkProduct: boolean;
}

const categoryColumns = {
  id: category.id,
  name: category.name,
  nameFr: category.nameFr,
  description: category.description,
  allowLinkProduct: category.allowLinkProduct,
  isSystem: category.isSystem,
  version: category.version,
};

/**
 * Every category with its product count: the counts come from one grouped query joined in, never one count per
 * category. Categories are a short list; MAX_CATEGORIES bounds the answer all the same.
 */
export async function listCategories(db: DatabaseExecutor): Promise<Category[]> {
  const productCounts = db
    .select({ categoryId: product.categoryId, productCount: count().as('product_count') })
    .from(product)
    .groupBy(product.categoryId)
    .as('product_counts');
  return db
    .select({
      ...categoryColumns,
      productCount: sql<number>`coalesce(${productCounts.productCount}, 0)::int`,
    })
    .from(category)
    .leftJoin(productCounts, eq(productCounts.categoryId, category.id))
    .orderBy(sql`lower(${category.name})`, asc(category.id))
    .limit(MAX_CATEGORIES);
}

export async function findCategory(db: DatabaseExecutor, id: number): Promise<Category | undefined> {
  const [row] = await db.select(categoryColumns).from(category).where(eq(category.id, id));
  if (!row) return undefined;
  return { ...row, productCount: await countCategoryProducts(db, id) };
}

export async function findCategoryIdByName(db: DatabaseExecutor, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: category.id })
    .from(category)
    .where(sql`lower(${category.name}) = ${name.toLowerCase()}`);
  return row?.id;
}

/**
 * Serialises category creation for the rest of the transaction, so the count read after it stays true until the
 * insert commits: two creates at the bound cannot both pass it (the lock conflicts with itself and with writes).
 */
export async function lockCategoriesForCreate(db: DatabaseExecutor): Promise<void> {
  await db.execute(sql`lock table ${category} in share row exclusive mode`);
}

export async function countCategories(db: DatabaseExecutor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(category);
  return row?.total ?? 0;
}

export async function insertCategory(db: DatabaseExecutor, values: CategoryValues): Promise<number> {
  const [row] = await db.insert(category).values(values).returning({ id: category.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

/** Optimistic concurrency (lib/versioned-write.ts): 409 when someone saved first, 404 when it is gone. */
export async function updateCategory(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: CategoryValues,
): Promise<void> {
  await updateVersioned(db, category, { id, version, values, subject: 'Category' });
}

/** Flips the flag in one statement, so two toggles at once flip it twice rather than losing one. */
export async function toggleCategoryAllowLinkProduct(
  db: DatabaseExecutor,
  id: number,
): Promise<{ name: string; allowLinkProduct: boolean } | undefined> {
  const [row] = await db
    .update(category)
    .set({
      allowLinkProduct: sql`not ${category.allowLinkProduct}`,
      updatedAt: new Date(),
      version: sql`${category.version} + 1`,
    })
    .where(eq(category.id, id))
    .returning({ name: category.name, allowLinkProduct: category.allowLinkProduct });
  return row;
}

export async function countCategoryProducts(db: DatabaseExecutor, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(product).where(eq(product.categoryId, id));
  return row?.total ?? 0;
}

export async function deleteCategory(
  db: DatabaseExecutor,
  id: number,
): Promise<{ name: string } | undefined> {
  const [row] = await db.delete(category).where(eq(category.id, id)).returning({ name: category.name });
  return row;
}

export async function categoryExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: category.id }).from(category).where(eq(category.id, id));
  return rows.length > 0;
}

// ------------------------------------------------------------------- size and spec categories, units

/** spec 001 §3: size categories and spec categories are separate lists, both read from size_category. */
export async function listSizeCategories(db: DatabaseExecutor, typeId: number) {
  return db
    .select({
      id: sizeCategory.id,
      typeId: sizeCategory.typeId,
      name: sizeCategory.name,
      nameFr: sizeCategory.nameFr,
    })
    .from(sizeCategory)
    .where(eq(sizeCategory.typeId, typeId))
    .orderBy(asc(sizeCategory.sortOrder), asc(sizeCategory.id));
}

export async function listSizeUnits(db: DatabaseExecutor) {
  return db
    .select({ id: sizeUnit.id, name: sizeUnit.name, nameFr: sizeUnit.nameFr, symbol: sizeUnit.symbol })
    .from(sizeUnit)
    .orderBy(asc(sizeUnit.sortOrder), asc(sizeUnit.id));
}
