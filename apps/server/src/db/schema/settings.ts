/**
 * Admin settings (spec 001 §2 Settings menu): tax rates, transaction fees, the translation dictionary and
 * discount types. Rates are percentages with three decimals (docs/decisions/040-rate-units.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchTextColumnSql } from '../search-fold';
import { company, province } from './core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

function rate(name: string) {
  return numeric(name, { precision: 6, scale: 3, mode: 'number' }).notNull().default(0);
}

/** One row per province or state: its current sales-tax components and the date they apply from. */
export const taxRate = pgTable(
  'tax_rate',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => province.id),
    gstRate: rate('gst_rate'),
    pstRate: rate('pst_rate'),
    qstRate: rate('qst_rate'),
    hstRate: rate('hst_rate'),
    stateRate: rate('state_rate'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('tax_rate_province_unique').on(table.provinceId)],
);

/** What the marketplace charges one company, per fee type (docs/decisions/041-transaction-fee-kinds.md). */
export const transactionFee = pgTable(
  'transaction_fee',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    feeTypeId: smallint('fee_type_id').notNull(),
    rate: rate('rate'),
    minimumAmount: numeric('minimum_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('transaction_fee_company_type_unique').on(table.companyId, table.feeTypeId)],
);

/** The EN/FR dictionary: shipped defaults plus staff edits (docs/decisions/042-dictionary.md). */
export const dictionaryEntry = pgTable(
  'dictionary_entry',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    en: text('en').notNull(),
    fr: text('fr'),
    isShipped: boolean('is_shipped').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('dictionary_entry_key_unique').on(table.key)],
);

/** spec 001 §3: discount types (id, name, description), used later by quote and order discounts. */
export const discount = pgTable(
  'discount',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** The name folded for the accent-insensitive contains search (decision 061). */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextColumnSql('name')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('discount_name_unique').on(sql`lower(${table.name})`),
    index('discount_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
