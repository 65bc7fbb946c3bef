import { inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { product, productSize } from '../../db/schema';

/**
 * Which of these products exist, and the type (size or spec) of each of these product sizes: what a save naming
 * catalog rows checks before writing (standardization, quote and order construction; issue 37). Two queries at
 * most, none for an empty list.
 */
export async function catalogFacts(
  db: DatabaseExecutor,
  productIds: readonly number[],
  sizeIds: readonly number[],
) {
  const products =
    productIds.length === 0
      ? []
      : await db
          .select({ id: product.id })
          .from(product)
          .where(inArray(product.id, [...productIds]));
  const sizes =
    sizeIds.length === 0
      ? []
      : await db
          .select({ id: productSize.id, typeId: productSize.typeId })
          .from(productSize)
          .where(inArray(productSize.id, [...sizeIds]));
  return {
    productIds: new Set(products.map((row) => row.id)),
    sizeTypes: new Map(sizes.map((row) => [row.id, row.typeId])),
  };
}
