import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_SYNONYMS,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  type Product,
} from '@portal/contracts';
import { productFormSchema, productFormValuesOf, toProductRequest } from './product-form';

const product: Product = {
  id: 7,
  latinName: 'Acer rubrum',
  cultivar: 'October Glory',
  displayName: "Acer rubrum 'October Glory'",
  commonNameEn: 'Red maple',
  commonNameFr: 'Érable rouge',
  synonyms: { ...EMPTY_PRODUCT_SYNONYMS, registeredNames: ['Franksred'] },
  sku: 'ACRU-OG',
  categoryId: 1,
  categoryName: 'Plant',
  itemCount: 1,
  version: 3,
  items: [
    {
      id: 70,
      productSizeId: 12,
      productSizeName: '#3',
      unitWeightLb: 25,
      unitFloorSpaceSqft: 1.2,
      specs: [
        { id: 40, name: 'Multi-stem' },
        { id: 41, name: 'B&B' },
      ],
    },
  ],
};

describe('the product form', () => {
  it('round-trips a stored product into the request the API takes, specs as ids', () => {
    const values = productFormSchema.parse(productFormValuesOf(product));
    expect(toProductRequest(values)).toEqual({
      latinName: 'Acer rubrum',
      cultivar: 'October Glory',
      commonNameEn: 'Red maple',
      commonNameFr: 'Érable rouge',
      synonyms: { ...EMPTY_PRODUCT_SYNONYMS, registeredNames: ['Franksred'] },
      sku: 'ACRU-OG',
      categoryId: 1,
      items: [{ productSizeId: 12, unitWeightLb: 25, unitFloorSpaceSqft: 1.2, specIds: [40, 41] }],
    });
  });

  it('starts a new product in the filtered category, else the default category 0', () => {
    expect(productFormValuesOf(undefined, 5).categoryId).toBe(5);
    expect(productFormValuesOf(undefined).categoryId).toBe(0);
    // Empty optional texts are sent as null.
    const parsed = productFormSchema.parse({
      ...productFormValuesOf(undefined),
      latinName: 'Thuja',
      sku: 'T-1',
    });
    expect(parsed.cultivar).toBeNull();
  });

  it("refuses more than 10 specs on an item with 'Cannot add more specs'", () => {
    const values = productFormValuesOf(product);
    const tooMany = Array.from({ length: MAX_SPECS_PER_PRODUCT_ITEM + 1 }, (_, index) => ({
      id: index + 1,
      name: `Spec ${index + 1}`,
    }));
    const result = productFormSchema.safeParse({
      ...values,
      items: [{ ...values.items?.[0], specs: tooMany }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.maxSpecsReached);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'specs']);
  });
});
