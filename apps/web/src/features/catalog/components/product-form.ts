import { z } from 'zod';
import {
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  productInputSchema,
  productItemInputSchema,
  SystemCategory,
  type Product,
  type ProductInput,
} from '@portal/contracts';

/**
 * The product editor's form: the contract's product schema, with each item carrying the names the editor shows
 * (its size and its specs as chosen) instead of bare ids. The 10-spec limit (spec 001 §5) is checked on the
 * chosen specs with the catalogue's wording.
 */
export const productItemFormSchema = productItemInputSchema.omit({ specIds: true }).extend({
  productSizeName: z.string(),
  specs: z
    .array(z.object({ id: z.number().int().positive(), name: z.string() }))
    .max(MAX_SPECS_PER_PRODUCT_ITEM, { message: MESSAGES.maxSpecsReached }),
});
export const productFormSchema = productInputSchema.extend({
  items: z.array(productItemFormSchema).max(100),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;
export type ProductItemFormValues = z.input<typeof productItemFormSchema>;

/** A new product is in the default category unless the table is filtered on one (spec 001 §3: id 0 N/A). */
export function productFormValuesOf(
  product: Product | undefined,
  defaultCategoryId: number | null = null,
): ProductFormValues {
  return {
    latinName: product?.latinName ?? '',
    cultivar: product?.cultivar ?? '',
    commonNameEn: product?.commonNameEn ?? '',
    commonNameFr: product?.commonNameFr ?? '',
    synonyms: {
      tradeNames: product?.synonyms.tradeNames ?? [],
      registeredNames: product?.synonyms.registeredNames ?? [],
      commonNamesEn: product?.synonyms.commonNamesEn ?? [],
      commonNamesFr: product?.synonyms.commonNamesFr ?? [],
      originalNames: product?.synonyms.originalNames ?? [],
    },
    sku: product?.sku ?? '',
    categoryId: product?.categoryId ?? defaultCategoryId ?? SystemCategory.ids.NOT_APPLICABLE,
    items: (product?.items ?? []).map((item) => ({
      productSizeId: item.productSizeId,
      productSizeName: item.productSizeName,
      unitWeightLb: item.unitWeightLb,
      unitFloorSpaceSqft: item.unitFloorSpaceSqft,
      specs: item.specs.map((spec) => ({ id: spec.id, name: spec.name })),
    })),
  };
}

/** What the API takes: the product sent whole, each item with its spec ids (spec 001 §3). */
export function toProductRequest(values: ProductFormOutput): ProductInput {
  return {
    latinName: values.latinName,
    cultivar: values.cultivar,
    commonNameEn: values.commonNameEn,
    commonNameFr: values.commonNameFr,
    synonyms: values.synonyms,
    sku: values.sku,
    categoryId: values.categoryId,
    items: values.items.map((item) => ({
      productSizeId: item.productSizeId,
      unitWeightLb: item.unitWeightLb,
      unitFloorSpaceSqft: item.unitFloorSpaceSqft,
      specIds: item.specs.map((spec) => spec.id),
    })),
  };
}
