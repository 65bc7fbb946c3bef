import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSizeType } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { product, productItem, productSize } from '../schema';
import { DEMO_MATERIALS, DEMO_SIZES } from './demo-catalog-sizes';

/**
 * The delivery rules weigh a truck's load from each item's `unit_weight_lb` and `unit_floor_space_sqft`
 * (issue 38, spec 000 §4): an item without them is listed as invalid, so every demo item must carry both.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('demo catalog shipping figures', () => {
  it('gives every seeded product item a weight and a deck area above zero', async () => {
    const { db } = testApp.database;
    const items = await db
      .select({ id: productItem.id, weight: productItem.unitWeightLb, area: productItem.unitFloorSpaceSqft })
      .from(productItem);
    expect(items.length).toBeGreaterThan(1000);
    const missing = await db
      .select({ sku: product.sku, size: productSize.name })
      .from(productItem)
      .innerJoin(product, eq(product.id, productItem.productId))
      .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
      .where(
        or(
          isNull(productItem.unitWeightLb),
          isNull(productItem.unitFloorSpaceSqft),
          lte(productItem.unitWeightLb, 0),
          lte(productItem.unitFloorSpaceSqft, 0),
        ),
      )
      .orderBy(asc(product.sku));
    expect(missing).toEqual([]);
  });

  it('weighs a size by its class: a bigger container, caliper or height weighs more and takes more deck', async () => {
    const { db } = testApp.database;
    const figures = async (sizeName: string) => {
      const rows = await db
        .selectDistinct({ weight: productItem.unitWeightLb, area: productItem.unitFloorSpaceSqft })
        .from(productItem)
        .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
        .where(and(eq(productSize.name, sizeName), eq(productSize.typeId, ProductSizeType.ids.SIZE)));
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    for (const [smaller, larger] of [
      ['#1', '#5'],
      ['#2', '#7'],
      ['50mm cal B&B', '60mm cal B&B'],
      ['B&B 125-150cm', 'B&B 150-175cm'],
    ] as const) {
      const [small, large] = [await figures(smaller), await figures(larger)];
      expect(large.weight!).toBeGreaterThan(small.weight!);
      expect(large.area!).toBeGreaterThan(small.area!);
    }
  });

  it('defines figures for every size a product item can take, materials included', () => {
    const sizes = DEMO_SIZES.filter((size) => size.typeId === ProductSizeType.ids.SIZE);
    expect(sizes.filter((size) => !(size.unitWeightLb! > 0 && size.unitFloorSpaceSqft! > 0))).toEqual([]);
    const materialSizes = DEMO_MATERIALS.flatMap((material) =>
      Object.entries(material.sizes).map(([size, [pounds, squareFeet]]) => ({
        material: material.name,
        size,
        pounds,
        squareFeet,
      })),
    );
    expect(materialSizes.filter(({ pounds, squareFeet }) => !(pounds > 0 && squareFeet > 0))).toEqual([]);
  });
});
