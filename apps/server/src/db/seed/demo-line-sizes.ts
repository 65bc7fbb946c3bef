import { and, eq, isNull, sql } from 'drizzle-orm';
import { ProductSizeType } from '@portal/contracts';
import type { DatabaseExecutor } from '../database';
import { customerOrder, product, productItem, productSize, quoteItem } from '../schema';
import { DEMO_SIZES } from './demo-catalog-sizes';

/** The demo catalog's shipping figures of each size by its name (demo-catalog-sizes.ts). */
const FIGURES_BY_SIZE = new Map(
  DEMO_SIZES.flatMap((size) =>
    size.typeId === ProductSizeType.ids.SIZE && size.unitWeightLb && size.unitFloorSpaceSqft
      ? [
          [
            size.name,
            { unitWeightLb: size.unitWeightLb, unitFloorSpaceSqft: size.unitFloorSpaceSqft },
          ] as const,
        ]
      : [],
  ),
);

/**
 * The sizes the demo quotes' lines name that their product is not sold in yet (the demo catalog gives each plant
 * one to four of its kind's sizes; a buyer's list names any): each is added to its product with the size's
 * shipping figures, as the nursery quoting it would list it, so every demo quote and order line has its catalog
 * item and the demo trucks weigh every item (issue 38 'Weight and fill-rate rules': 'fill in realistic values for
 * every demo product item'; spec 000 §4: an item without figures is listed as invalid). A catalog step of the
 * seed, written as demo-catalog.ts writes the catalog (the product's item count and version kept, decision 180);
 * it runs after the standardization demo made the quotes and before the order demo, once: while no order exists.
 * Returns how many items it added.
 */
export async function seedDemoLineSizes({ db }: { db: DatabaseExecutor }): Promise<number> {
  const [anyOrder] = await db.select({ id: customerOrder.id }).from(customerOrder).limit(1);
  if (anyOrder) return 0;
  const missing = await db
    .selectDistinct({
      productId: quoteItem.productId,
      productSizeId: quoteItem.productSizeId,
      sizeName: productSize.name,
    })
    .from(quoteItem)
    .innerJoin(productSize, eq(productSize.id, quoteItem.productSizeId))
    .leftJoin(
      productItem,
      and(
        eq(productItem.productId, quoteItem.productId),
        eq(productItem.productSizeId, quoteItem.productSizeId),
      ),
    )
    .where(isNull(productItem.id));
  const added = missing.flatMap((row) => {
    const figures = FIGURES_BY_SIZE.get(row.sizeName);
    return row.productId === null || row.productSizeId === null || !figures
      ? []
      : [{ productId: row.productId, productSizeId: row.productSizeId, ...figures }];
  });
  if (added.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const item of added) {
      const [updated] = await tx
        .update(product)
        .set({
          itemCount: sql`${product.itemCount} + 1`,
          version: sql`${product.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(product.id, item.productId))
        .returning({ itemCount: product.itemCount });
      await tx.insert(productItem).values({ ...item, sortOrder: (updated?.itemCount ?? 1) - 1 });
    }
  });
  return added.length;
}
