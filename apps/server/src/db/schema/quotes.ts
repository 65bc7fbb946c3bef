/**
 * Quotes: the request a buyer sends (QR), the matching engine's lines for it, the standardized quote staff make of
 * them (SQ), the learned corrections, and the quote (CQ) that construction works on (spec 001 §3, §4).
 * One quote number follows the job through its stages. docs/decisions/129-quote-data-model.md.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchCandidate, MatchInfo, MatchSource } from '@portal/contracts';
import { productSize, product } from './catalog';
import { appUser, company, country, province } from './core';
import { job } from './jobs';
import { searchTextColumnSql } from '../search-fold';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** One number per job, shared by its request, standardized quote and quote (FIRST_QUOTE_NUMBER in contracts). */
export const quoteNumberSequence = pgSequence('quote_number_seq', { startWith: 10001, minValue: 10001 });

/** spec 001 §3 Quote request. Attachments are stored files owned by ('quote_request', id). */
export const quoteRequest = pgTable(
  'quote_request',
  {
    id: serial('id').primaryKey(),
    quoteNumber: integer('quote_number')
      .notNull()
      .default(sql`nextval('quote_number_seq')`),
    referenceNumber: text('reference_number'),
    buyerCompanyId: integer('buyer_company_id')
      .notNull()
      .references(() => company.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => appUser.id),
    /** The staff member who owns the job. */
    ownerUserId: integer('owner_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    email: text('email'),
    jobName: text('job_name').notNull(),
    /** Date-only values (spec 001 §5), kept as text 'YYYY-MM-DD' on the wire. */
    approxJobDate: date('approx_job_date', { mode: 'string' }),
    quoteBackDate: date('quote_back_date', { mode: 'string' }),
    /** DeliveryMethod: Delivery 1, Pickup 2. */
    deliveryMethodId: smallint('delivery_method_id').notNull().default(1),
    deliveryAddress: text('delivery_address'),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceId: integer('province_id').references(() => province.id),
    countryId: integer('country_id').references(() => country.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The pasted list, as the buyer wrote it. */
    details: text('details').notNull().default(''),
    /** RequestPurpose: Install 1, Bid 2; the client a bid is for. */
    requestPurposeId: smallint('request_purpose_id').notNull().default(1),
    clientName: text('client_name'),
    qto: boolean('qto').notNull().default(false),
    /** QuoteRequestStatus: complete 1, picked up 2, processed 3, cancelled 4, archived 5. */
    statusId: smallint('status_id').notNull().default(1),
    /** BackgroundProcessStatus of the engine's last run: NA 0, success 1, pending 2, failed 3. */
    matchingStatusId: smallint('matching_status_id').notNull().default(0),
    matchingJobId: bigint('matching_job_id', { mode: 'number' }).references(() => job.id, {
      onDelete: 'set null',
    }),
    /** What the engine could not read ({fileId, message}[]), for staff. */
    matchingProblems: jsonb('matching_problems')
      .$type<{ fileId: string | null; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    matchingFinishedAt: timestamp('matching_finished_at', { withTimezone: true, mode: 'date' }),
    /** Job name, reference number and client name folded for the list's contains search (decision 061). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextColumnSql('job_name', 'reference_number', 'client_name')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quote_request_number_unique').on(table.quoteNumber),
    check('quote_request_status_check', sql`${table.statusId} between 1 and 5`),
    check('quote_request_matching_status_check', sql`${table.matchingStatusId} between 0 and 3`),
    index('quote_request_status_number_index').on(table.statusId, table.quoteNumber),
    index('quote_request_buyer_company_index').on(table.buyerCompanyId, table.quoteNumber),
    index('quote_request_owner_index').on(table.ownerUserId, table.quoteNumber),
    index('quote_request_province_index').on(table.provinceId, table.quoteNumber),
    index('quote_request_created_at_index').on(table.createdAt, table.id),
    index('quote_request_quote_back_date_index').on(table.quoteBackDate, table.id),
    index('quote_request_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** spec 001 §3 Quote matched item: one line the engine read from the request, and what it matched. */
export const quoteMatchedItem = pgTable(
  'quote_matched_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequest.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    sourceText: text('source_text').notNull(),
    source: jsonb('source').$type<MatchSource>().notNull(),
    /** BackgroundProcessStatus of this line's match. */
    statusId: smallint('status_id').notNull().default(1),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    note: text('note'),
    matchedNameId: integer('matched_name_id').references(() => product.id, { onDelete: 'set null' }),
    nameMatchInfo: jsonb('name_match_info').$type<MatchInfo>().notNull(),
    matchedSizeId: integer('matched_size_id').references(() => productSize.id, { onDelete: 'set null' }),
    sizeMatchInfo: jsonb('size_match_info').$type<MatchInfo>().notNull(),
    /** Spec ids the engine found (at most 10); a hint, re-checked against the catalog when used. */
    matchedSpecIds: integer('matched_spec_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    specMatchInfo: jsonb('spec_match_info').$type<MatchInfo>().notNull(),
    nameAlternatives: jsonb('name_alternatives')
      .$type<MatchCandidate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sizeAlternatives: jsonb('size_alternatives')
      .$type<MatchCandidate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('quote_matched_item_request_sequence_index').on(table.quoteRequestId, table.sequenceNumber),
  ],
);

/** spec 001 §4 Standardized quote: one per request, made when staff pick the request up. */
export const standardizedQuote = pgTable(
  'standardized_quote',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequest.id),
    quoteNumber: integer('quote_number').notNull(),
    /** StandardizedQuoteStatus: WIP 1, complete 2, processed 3, cancelled 4, picked up 5, archived 6. */
    statusId: smallint('status_id').notNull().default(1),
    ownerUserId: integer('owner_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('standardized_quote_request_unique').on(table.quoteRequestId),
    uniqueIndex('standardized_quote_number_unique').on(table.quoteNumber),
    check('standardized_quote_status_check', sql`${table.statusId} between 1 and 6`),
    index('standardized_quote_status_number_index').on(table.statusId, table.quoteNumber),
    index('standardized_quote_owner_index').on(table.ownerUserId, table.quoteNumber),
  ],
);

/** spec 001 §3 Standardized quote item. Saved with its standardized quote (whose version guards the list). */
export const standardizedQuoteItem = pgTable(
  'standardized_quote_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    standardizedQuoteId: integer('standardized_quote_id')
      .notNull()
      .references(() => standardizedQuote.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull().default(1),
    productId: integer('product_id').references(() => product.id),
    productSizeId: integer('product_size_id').references(() => productSize.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    reviewed: boolean('reviewed').notNull().default(false),
    note: text('note'),
    fromGomatchItemId: bigint('from_gomatch_item_id', { mode: 'number' }).references(
      () => quoteMatchedItem.id,
      {
        onDelete: 'set null',
      },
    ),
    /** The buyer's words this item stands for, kept when the engine's lines are replaced. */
    sourceText: text('source_text'),
    ...timestamps,
  },
  (table) => [
    index('standardized_quote_item_quote_sequence_index').on(table.standardizedQuoteId, table.sequenceNumber),
    // The catalog's in-use checks (a product or size used by a standardized item cannot be deleted).
    index('standardized_quote_item_product_index').on(table.productId),
    index('standardized_quote_item_size_index').on(table.productSizeId),
  ],
);

/** The specs of a standardized quote item (spec 001 §5: at most 10), in the order staff gave them. */
export const standardizedQuoteItemSpec = pgTable(
  'standardized_quote_item_spec',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => standardizedQuoteItem.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.productSizeId] }),
    index('standardized_quote_item_spec_size_index').on(table.productSizeId),
  ],
);

/**
 * What the engine learned (issue 13): staff corrected a line, so the same input (normalised by the engine's
 * `normaliseLineForLearning`) matches this product, size and specs next time, for any request.
 */
export const gomatchCorrection = pgTable(
  'gomatch_correction',
  {
    id: serial('id').primaryKey(),
    inputKey: text('input_key').notNull(),
    /** One example of the input as written, for the corrections list. */
    inputText: text('input_text').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id').references(() => productSize.id, { onDelete: 'set null' }),
    specIds: integer('spec_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    useCount: integer('use_count').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('gomatch_correction_input_key_unique').on(table.inputKey),
    index('gomatch_correction_updated_at_index').on(table.updatedAt, table.id),
  ],
);

/** spec 001 §3 Quote (entity type CQ), made by completing a standardized quote; construction extends it. */
export const quote = pgTable(
  'quote',
  {
    id: serial('id').primaryKey(),
    quoteNumber: integer('quote_number').notNull(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequest.id),
    standardizedQuoteId: integer('standardized_quote_id').references(() => standardizedQuote.id),
    buyerCompanyId: integer('buyer_company_id')
      .notNull()
      .references(() => company.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => appUser.id),
    ownerUserId: integer('owner_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    jobName: text('job_name').notNull(),
    deliveryMethodId: smallint('delivery_method_id').notNull().default(1),
    /** QuoteStatus: WIP 1, complete 2, processed 3, cancelled 4. */
    statusId: smallint('status_id').notNull().default(1),
    /** QuoteReturnStatus: NA 1, pending 2, returned 3. */
    returnStatusId: smallint('return_status_id').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quote_number_unique').on(table.quoteNumber),
    uniqueIndex('quote_standardized_quote_unique').on(table.standardizedQuoteId),
    check('quote_status_check', sql`${table.statusId} between 1 and 4`),
    check('quote_return_status_check', sql`${table.returnStatusId} between 1 and 3`),
    index('quote_status_number_index').on(table.statusId, table.quoteNumber),
    index('quote_buyer_company_index').on(table.buyerCompanyId, table.quoteNumber),
    index('quote_owner_index').on(table.ownerUserId, table.quoteNumber),
  ],
);

/** spec 001 §3 Constructed quote item; issue 14 adds the seller, prices and alternates. */
export const quoteItem = pgTable(
  'quote_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull().default(1),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** ItemStatus: WIP 1, complete 2, cancelled 3, unavailable 4, substituted 5, original 6. */
    statusId: smallint('status_id').notNull().default(1),
    fromStandardizedItemId: bigint('from_standardized_item_id', { mode: 'number' }).references(
      () => standardizedQuoteItem.id,
      { onDelete: 'set null' },
    ),
    ...timestamps,
  },
  (table) => [
    index('quote_item_quote_sequence_index').on(table.quoteId, table.sequenceNumber),
    index('quote_item_product_index').on(table.productId),
    index('quote_item_size_index').on(table.productSizeId),
  ],
);

export const quoteItemSpec = pgTable(
  'quote_item_spec',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => quoteItem.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.productSizeId] }),
    index('quote_item_spec_size_index').on(table.productSizeId),
  ],
);
