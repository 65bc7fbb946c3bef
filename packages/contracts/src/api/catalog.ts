import { z } from 'zod';
import { MAX_SPECS_PER_PRODUCT_ITEM } from '../constants';
import { ProductSizeType, ProductSizeValueType } from '../enumerations';
import { listQuerySchema, pageSchema } from '../list-query';
import { MESSAGES } from '../messages';
import { plainTextSchema } from '../validation';
import { optionalText, requiredText, searchText } from './fields';

/**
 * The catalog (spec 001 §2 Products menu, §3, §7 'Categories and products'): categories, the size and spec
 * library, products and their sizes. The model and its units: docs/decisions/050-catalog-model-and-units.md.
 */

const referenceId = z.number().int().nonnegative();

// ---------------------------------------------------------------------------------------------- categories

export const categoryInputSchema = z.object({
  name: requiredText(120),
  nameFr: optionalText(120),
  description: optionalText(500),
  allowLinkProduct: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const createCategoryRequestSchema = categoryInputSchema;
export const updateCategoryRequestSchema = categoryInputSchema.extend({ id: referenceId });
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  description: z.string().nullable(),
  allowLinkProduct: z.boolean(),
  /** The spec's special categories (0 N/A, 1 Plant): not deletable. */
  isSystem: z.boolean(),
  productCount: z.number().int(),
  version: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Categories are a short list (tens): GET categories answers all of them, bounded by this cap. */
export const MAX_CATEGORIES = 1000;

// ------------------------------------------------------------------------- size and spec categories, units

export const sizeCategorySchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
});
export type SizeCategory = z.infer<typeof sizeCategorySchema>;

export const sizeUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  symbol: z.string(),
});
export type SizeUnit = z.infer<typeof sizeUnitSchema>;

// ------------------------------------------------------------------------------- product sizes and specs

const sizeValue = z.number().min(0).max(1_000_000);

/**
 * spec 001 §3 Product size: a Size (1) or a Spec (2); a Single (1) value or a Range (2) in a unit. A spec may
 * have no unit and no value ('multi-stem'); a size must have its value(s) when it has a unit.
 */
const productSizeFieldsSchema = z.object({
  name: requiredText(120),
  selectCode: optionalText(40),
  typeId: z.union([z.literal(ProductSizeType.ids.SIZE), z.literal(ProductSizeType.ids.SPEC)]),
  categoryId: referenceId,
  valueTypeId: z
    .union([z.literal(ProductSizeValueType.ids.SINGLE), z.literal(ProductSizeValueType.ids.RANGE)])
    .default(ProductSizeValueType.ids.SINGLE),
  unitId: referenceId.nullable().default(null),
  value: sizeValue.nullable().default(null),
  minValue: sizeValue.nullable().default(null),
  maxValue: sizeValue.nullable().default(null),
  aliases: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

function checkSizeValues(input: z.infer<typeof productSizeFieldsSchema>, context: z.RefinementCtx): void {
  if (input.unitId === null) return;
  if (input.valueTypeId === ProductSizeValueType.ids.SINGLE && input.value === null) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'Required' });
  }
  if (input.valueTypeId === ProductSizeValueType.ids.RANGE) {
    if (input.minValue === null)
      context.addIssue({ code: 'custom', path: ['minValue'], message: 'Required' });
    if (input.maxValue === null)
      context.addIssue({ code: 'custom', path: ['maxValue'], message: 'Required' });
    if (input.minValue !== null && input.maxValue !== null && input.minValue >= input.maxValue) {
      context.addIssue({
        code: 'custom',
        path: ['maxValue'],
        message: 'The maximum must be greater than the minimum.',
      });
    }
  }
}

export const productSizeInputSchema = productSizeFieldsSchema.superRefine(checkSizeValues);
export type ProductSizeInput = z.input<typeof productSizeInputSchema>;
export const createProductSizeRequestSchema = productSizeInputSchema;
export const updateProductSizeRequestSchema = productSizeFieldsSchema
  .extend({ id: z.number().int().positive() })
  .superRefine(checkSizeValues);
export type UpdateProductSizeRequest = z.input<typeof updateProductSizeRequestSchema>;

export const productSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selectCode: z.string().nullable(),
  typeId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  valueTypeId: z.number().int(),
  unitId: z.number().int().nullable(),
  unitSymbol: z.string().nullable(),
  value: z.number().nullable(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  aliases: z.array(z.string()),
  /** How many product items use it (as their size, or as one of their specs). */
  usageCount: z.number().int(),
  version: z.number().int(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;
export const productSizePageSchema = pageSchema(productSizeSchema);
export type ProductSizePage = z.infer<typeof productSizePageSchema>;

/**
 * `relevance` (the default): ranked by the catalog search service while searching, by name otherwise; the
 * other fields sort by that column (decision 085).
 */
export const PRODUCT_SIZE_SORT_FIELDS = [
  'relevance',
  'name',
  'selectCode',
  'categoryName',
  'typeId',
  'id',
] as const;
export const productSizeListQuerySchema = listQuerySchema({
  sortFields: PRODUCT_SIZE_SORT_FIELDS,
  defaultSort: { field: 'relevance', order: 'asc' },
  filters: {
    /** Name, code or alias; typo-tolerant (trigram), ranked by relevance when sorted by relevance. */
    search: searchText(200),
    typeId: z.coerce.number().int().positive().optional(),
    categoryId: z.coerce.number().int().nonnegative().optional(),
  },
});
export type ProductSizeListQuery = z.infer<typeof productSizeListQuerySchema>;
export type ProductSizeListQueryInput = z.input<typeof productSizeListQuerySchema>;

// --------------------------------------------------------------------------------------------- products

/** A product in one size (the spec's product item): its specs (max 10, spec 001 §5) and shipping figures. */
export const productItemInputSchema = z.object({
  productSizeId: z.number().int().positive(),
  /** Pounds per unit; null when unknown (delivery planning then lists the line as invalid, spec 000 §4). */
  unitWeightLb: z.number().positive().max(100_000).nullable().default(null),
  /** Square feet of truck deck one unit takes; null when unknown. */
  unitFloorSpaceSqft: z.number().positive().max(10_000).nullable().default(null),
  specIds: z
    .array(z.number().int().positive())
    .max(MAX_SPECS_PER_PRODUCT_ITEM, { message: MESSAGES.maxSpecsReached })
    .default([]),
});
export type ProductItemInput = z.input<typeof productItemInputSchema>;

/** One list of a product's other names: each trimmed, 1–120 characters, at most 20. */
const synonymList = z.array(plainTextSchema.trim().min(1).max(120)).max(20).default([]);

/**
 * A product's other names (issue 36, decision 196): what buyers write instead of the catalog's Latin name and
 * cultivar. GoMatch and the catalog search read a synonym as well as the cultivar it stands for.
 */
export const productSynonymsSchema = z.object({
  /** Names it is sold under ('Endless Summer', 'Emerald Green'). */
  tradeNames: synonymList,
  /** The code name it is registered under ('Bailmer', 'SMHPLQF'). */
  registeredNames: synonymList,
  /** Common names that mean this cultivar ('dwarf Alberta spruce', 'emerald cedar'). */
  commonNamesEn: synonymList,
  commonNamesFr: synonymList,
  /** The cultivar's name in its original language ('Smaragd' for 'Emerald', 'Goldtau' for 'Gold Dew'). */
  originalNames: synonymList,
});
export type ProductSynonyms = z.output<typeof productSynonymsSchema>;
export const EMPTY_PRODUCT_SYNONYMS: ProductSynonyms = {
  tradeNames: [],
  registeredNames: [],
  commonNamesEn: [],
  commonNamesFr: [],
  originalNames: [],
};
export const PRODUCT_SYNONYM_KINDS = [
  'tradeNames',
  'registeredNames',
  'commonNamesEn',
  'commonNamesFr',
  'originalNames',
] as const satisfies ReadonlyArray<keyof ProductSynonyms>;

export const productInputSchema = z.object({
  latinName: requiredText(200),
  cultivar: optionalText(120),
  commonNameEn: optionalText(200),
  commonNameFr: optionalText(200),
  synonyms: productSynonymsSchema.default(EMPTY_PRODUCT_SYNONYMS),
  sku: requiredText(40),
  categoryId: referenceId.default(0),
  /** spec 001 §3: product payloads are sent whole; the items given replace the product's items. */
  items: z.array(productItemInputSchema).max(100).default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
export const createProductRequestSchema = productInputSchema;
export const updateProductRequestSchema = productInputSchema.extend({ id: z.number().int().positive() });
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;

export const productRowSchema = z.object({
  id: z.number().int(),
  latinName: z.string(),
  cultivar: z.string().nullable(),
  /** "Acer rubrum 'October Glory'": Latin name with the cultivar in single quotes, as the trade writes it. */
  displayName: z.string(),
  commonNameEn: z.string().nullable(),
  commonNameFr: z.string().nullable(),
  synonyms: z.object({
    tradeNames: z.array(z.string()),
    registeredNames: z.array(z.string()),
    commonNamesEn: z.array(z.string()),
    commonNamesFr: z.array(z.string()),
    originalNames: z.array(z.string()),
  }),
  sku: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productItemSchema = z.object({
  id: z.number().int(),
  productSizeId: z.number().int(),
  productSizeName: z.string(),
  unitWeightLb: z.number().nullable(),
  unitFloorSpaceSqft: z.number().nullable(),
  specs: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const productSchema = productRowSchema.extend({ items: z.array(productItemSchema) });
export type Product = z.infer<typeof productSchema>;
export const productPageSchema = pageSchema(productRowSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** `relevance` (the default): ranked by the catalog search while searching, by Latin name otherwise. */
export const PRODUCT_SORT_FIELDS = [
  'relevance',
  'latinName',
  'commonNameEn',
  'sku',
  'categoryName',
  'id',
] as const;
export const productListQuerySchema = listQuerySchema({
  sortFields: PRODUCT_SORT_FIELDS,
  defaultSort: { field: 'relevance', order: 'asc' },
  filters: {
    /** Latin name, cultivar, common name (EN/FR) or SKU; typo-tolerant. */
    search: searchText(200),
    categoryId: z.coerce.number().int().nonnegative().optional(),
  },
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** The catalog's display name: Latin name, then the cultivar in single quotes (spec-free trade convention). */
export function productDisplayName(latinName: string, cultivar: string | null | undefined): string {
  return cultivar ? `${latinName} '${cultivar}'` : latinName;
}

// ---------------------------------------------------------------------------------------- catalog search

/** The catalog search service (issue 5): free text in, ranked products and sizes out. */
export const CATALOG_SEARCH_MAX = 50;
export const catalogSearchQuerySchema = z.object({
  text: z.string().trim().min(1, { message: 'Required' }).max(300),
  limit: z.coerce.number().int().min(1).max(CATALOG_SEARCH_MAX).default(10),
  /** Only products whose category allows linking to quote and order lines (decision 050). */
  linkableOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuerySchema>;

export const productMatchSchema = z.object({
  product: productRowSchema,
  /** 0–1, higher is better; comparable within one answer only. */
  score: z.number(),
});
export type ProductMatch = z.infer<typeof productMatchSchema>;

export const sizeMatchSchema = z.object({
  productSize: productSizeSchema,
  score: z.number(),
});
export type SizeMatch = z.infer<typeof sizeMatchSchema>;

/** A free-text line split into what names the product and what names its size ('thuja occ smaragd 5 gal'). */
export const catalogSearchResultSchema = z.object({
  products: z.array(productMatchSchema),
  sizes: z.array(sizeMatchSchema),
  /** The part of the text read as a size ('5 gal'), or null. */
  sizeText: z.string().nullable(),
});
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;
