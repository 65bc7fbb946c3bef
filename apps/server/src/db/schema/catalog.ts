/**
 * The catalog (spec 001 §2 Products menu, §3 Category and Product size): product categories, the size and spec
 * library with its categories and units, products, and each product's sizes ("product items") with the weight
 * and truck space delivery planning needs. Units: docs/decisions/050-catalog-model-and-units.md.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductSynonyms } from '@portal/contracts';
import { naturalSortKeySql } from '../search-fold';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** spec 001 §3 Category: id 0 'N/A' (the default) and id 1 'Plant' are system rows, seeded with those ids. */
export const category = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    description: text('description'),
    /** spec 001 §3: the allow-link-product flag (meaning: docs/decisions/050). */
    allowLinkProduct: boolean('allow_link_product').notNull().default(true),
    /** The spec's special categories (0, 1) cannot be renamed away or deleted. */
    isSystem: boolean('is_system').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('category_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * spec 001 §3: size categories and spec categories are separate lists; one table with the product-size type
 * (Size 1, Spec 2) keeps their ids unique, so the special ids (Tray Measurements 3, Multi-Cell 13, Bulb 18) are
 * unambiguous. Reference data, seeded from the contracts enumerations `ProductSizeCategory` and `ProductSizeUnit`.
 */
export const sizeCategory = pgTable(
  'size_category',
  {
    id: integer('id').primaryKey(),
    typeId: smallint('type_id').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [index('size_category_type_index').on(table.typeId, table.sortOrder)],
);

/** Units a size is measured in (spec 001 §3: Gallon 3, Small Pots 9). Reference data. */
export const sizeUnit = pgTable('size_unit', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  symbol: text('symbol').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/**
 * spec 001 §3 Product size: the library of sizes (type 1: '#3', 'B&B 150-175cm') and specs (type 2:
 * 'multi-stem'). A single value or a min–max range in a unit, so free text can be matched on numbers.
 */
export const productSize = pgTable(
  'product_size',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** spec 001 §3 selectCode: the short code the trade writes ('#3', 'B&B', '72-cell'). */
    selectCode: text('select_code'),
    typeId: smallint('type_id').notNull().default(1),
    categoryId: integer('category_id')
      .notNull()
      .references(() => sizeCategory.id),
    valueTypeId: smallint('value_type_id').notNull().default(1),
    unitId: integer('unit_id').references(() => sizeUnit.id),
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }),
    minValue: numeric('min_value', { precision: 12, scale: 3, mode: 'number' }),
    maxValue: numeric('max_value', { precision: 12, scale: 3, mode: 'number' }),
    /** Other ways the trade writes this size ('C3', '3 gal', '3G'), one per element; used by the size matcher. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** Normalised name, code and aliases (lower case, no accents) for trigram search; written by the service. */
    searchText: text('search_text').notNull().default(''),
    /** The name with its numbers zero-padded, so '#2' sorts before '#10'; computed by the database (decision 064). */
    nameSortKey: text('name_sort_key').notNull().generatedAlwaysAs(naturalSortKeySql('name')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_size_type_name_unique').on(table.typeId, sql`lower(${table.name})`),
    // The size list's natural name order (issue 11 §6), unfiltered and within a type and category.
    index('product_size_name_sort_key_index').on(table.nameSortKey, table.id),
    index('product_size_type_category_sort_key_index').on(
      table.typeId,
      table.categoryId,
      table.nameSortKey,
      table.id,
    ),
    index('product_size_name_index').on(sql`lower(${table.name})`, table.id),
    index('product_size_type_category_index').on(table.typeId, table.categoryId, sql`lower(${table.name})`),
    index('product_size_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** spec 001 §3 Product: id, latinName, sku; plus common names, cultivar and category (issue 5). */
export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    /** The botanical binomial ('Acer rubrum'), or the material's name for hardscape. */
    latinName: text('latin_name').notNull(),
    /** The cultivar without quotes ('October Glory'); null for species and materials. */
    cultivar: text('cultivar'),
    commonNameEn: text('common_name_en'),
    commonNameFr: text('common_name_fr'),
    /**
     * Other names buyers write for it (issue 36, decision 196): trade, registered (code), common names meaning
     * this cultivar (EN, FR) and the cultivar's original-language name; part of the search text.
     */
    synonyms: jsonb('synonyms')
      .$type<ProductSynonyms>()
      .notNull()
      .default(
        sql`'{"tradeNames":[],"registeredNames":[],"commonNamesEn":[],"commonNamesFr":[],"originalNames":[]}'::jsonb`,
      ),
    sku: text('sku').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .default(0)
      .references(() => category.id),
    /** Normalised Latin name, cultivar, common names and SKU for trigram search; written by the service. */
    searchText: text('search_text').notNull().default(''),
    /**
     * How many items (sizes) the product has, kept with them by the repository's replaceProductItems (and the demo
     * seed), so a page of the product list reads it instead of counting each row's items (decision 180).
     */
    itemCount: integer('item_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_sku_unique').on(sql`lower(${table.sku})`),
    index('product_latin_name_index').on(sql`lower(${table.latinName})`, table.id),
    index('product_category_latin_name_index').on(table.categoryId, sql`lower(${table.latinName})`),
    index('product_common_name_en_index').on(sql`lower(${table.commonNameEn})`, table.id),
    index('product_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * A product in one size (the spec's "product item", 001 §5: at most 10 specs each). Weight and truck space per
 * unit feed delivery planning's truck weight and fill rate (spec 000 §4); null means unknown, which delivery
 * planning lists as invalid. Units: pounds and square feet of truck deck (decision 050).
 */
export const productItem = pgTable(
  'product_item',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    unitWeightLb: numeric('unit_weight_lb', { precision: 10, scale: 2, mode: 'number' }),
    unitFloorSpaceSqft: numeric('unit_floor_space_sqft', { precision: 10, scale: 3, mode: 'number' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_item_product_size_unique').on(table.productId, table.productSizeId),
    index('product_item_size_index').on(table.productSizeId),
  ],
);

/** The specs (product sizes of type Spec) a product item carries; at most 10 (spec 001 §5). */
export const productItemSpec = pgTable(
  'product_item_spec',
  {
    productItemId: integer('product_item_id')
      .notNull()
      .references(() => productItem.id, { onDelete: 'cascade' }),
    specId: integer('spec_id')
      .notNull()
      .references(() => productSize.id),
  },
  (table) => [
    primaryKey({ columns: [table.productItemId, table.specId] }),
    index('product_item_spec_spec_index').on(table.specId),
  ],
);
