import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  CreateDiscountRequest,
  Discount,
  DiscountsQuery,
  UpdateDiscountRequest,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { discount } from '../../db/schema';
import { foldedContains } from '../../db/search-fold';
import { pagedQuery } from '../../lib/paged-query';
import { updateVersioned } from '../../lib/versioned-write';

const selection = {
  id: discount.id,
  name: discount.name,
  description: discount.description,
  version: discount.version,
};

/** Accent- and case-insensitive contains match on the name, served by discount_search_trigram_index (decision 061). */
function nameFilter(search: string | undefined) {
  if (!search) return undefined;
  return foldedContains(discount.searchText, search);
}

/** Every discount type by name, accents folded (spec 000 §7 'GET all'), capped at `limit`. */
export async function listAllDiscounts(db: DatabaseExecutor, limit: number): Promise<Discount[]> {
  return db.select(selection).from(discount).orderBy(discount.searchText, discount.id).limit(limit);
}

/**
 * A page sorted by name, accents folded so 'Éco' sorts with the e's on both engines, and its total in one
 * statement (lib/paged-query.ts); discount types are a short list, so the sort needs no index.
 */
export async function listDiscounts(db: DatabaseExecutor, query: DiscountsQuery) {
  const where = nameFilter(query.search);
  const direction = query.sortOrder === 'desc' ? desc : asc;
  return pagedQuery(db, {
    page: query.page,
    size: query.size,
    matches: db
      .select({ one: sql`1` })
      .from(discount)
      .where(where),
    rows: (total) =>
      db
        .select({ ...selection, total })
        .from(discount)
        .where(where)
        .$dynamic(),
    orderBy: [direction(discount.searchText)],
    tieBreaker: direction(discount.id),
  });
}

export async function findDiscount(db: DatabaseExecutor, id: number): Promise<Discount | undefined> {
  const rows = await db.select(selection).from(discount).where(eq(discount.id, id));
  return rows[0];
}

export async function findDiscountByName(db: DatabaseExecutor, name: string): Promise<Discount | undefined> {
  const rows = await db
    .select(selection)
    .from(discount)
    .where(sql`lower(${discount.name}) = ${name.toLowerCase()}`);
  return rows[0];
}

export async function insertDiscount(
  db: DatabaseExecutor,
  request: CreateDiscountRequest,
): Promise<Discount> {
  const rows = await db.insert(discount).values(request).returning(selection);
  const created = rows[0];
  if (!created) throw new Error('discount insert returned no row');
  return created;
}

/** Optimistic concurrency (spec 000 §4): lib/versioned-write answers 409 outdated or 404. */
export async function updateDiscount(
  db: DatabaseExecutor,
  request: UpdateDiscountRequest,
  version: number,
): Promise<void> {
  await updateVersioned(db, discount, {
    id: request.id,
    version,
    values: { name: request.name, description: request.description },
    subject: 'Discount',
  });
}

export async function deleteDiscount(db: DatabaseExecutor, id: number): Promise<Discount | undefined> {
  const rows = await db.delete(discount).where(eq(discount.id, id)).returning(selection);
  return rows[0];
}
