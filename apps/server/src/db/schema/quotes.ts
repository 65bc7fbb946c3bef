/**
 * Quotes: the request a buyer sends (QR), the matching engine's lines for it, the standardized quote staff make of
 * them (SQ), the learned corrections, and the quote (CQ) that construction works on (spec 001 §3, §4).
 * One quote number follows the job through its stages. docs/decisions/129-quote-data-model.md.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { appUser, company, country, province, transporter } from './core';
import { discount } from './settings';
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
    /** How many times it was published: 0 until the first publish; each publish stores a quote_revision. */
    revision: integer('revision').notNull().default(0),
    /** When the buyer's return was recorded (return status returned). */
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
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
    // Quote Management's published-within filter and sort (spec 001 §3: 7 … 365 days).
    index('quote_published_index').on(table.publishedAt),
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
    // Sourcing (spec 001 §3 Quote editable fields; money rules: decision 148, quote-money.ts in contracts).
    sellerCompanyId: integer('seller_company_id').references(() => company.id),
    sellerUnitPrice: numeric('seller_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    /** Percent over the seller's unit price, three decimals (decision 040). */
    markupRate: numeric('markup_rate', { precision: 9, scale: 3, mode: 'number' }),
    buyerUnitPrice: numeric('buyer_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    /** quantity × unit price, rounded once to the cent by the server (never taken from a client). */
    sellerPrice: numeric('seller_price', { precision: 14, scale: 2, mode: 'number' }),
    buyerPrice: numeric('buyer_price', { precision: 14, scale: 2, mode: 'number' }),
    sellerContacted: boolean('seller_contacted').notNull().default(false),
    inventoryAvailable: boolean('inventory_available').notNull().default(false),
    /**
     * A substitute (status substituted) names the line it replaces, which stays as it was with status original
     * (spec 001 §4: substituted lines are editable or reverted to the original).
     */
    replacesItemId: bigint('replaces_item_id', { mode: 'number' }).references(
      (): AnyPgColumn => quoteItem.id,
      {
        onDelete: 'set null',
      },
    ),
    /** The buyer's return (spec 001 §4 quote return): the quantity accepted; null until the return is recorded. */
    acceptedQuantity: numeric('accepted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    index('quote_item_quote_sequence_index').on(table.quoteId, table.sequenceNumber),
    index('quote_item_product_index').on(table.productId),
    index('quote_item_size_index').on(table.productSizeId),
    // Seller candidates (issue 14 'who can supply this line'): who quoted this product and size before.
    index('quote_item_candidates_index')
      .on(table.productId, table.productSizeId, table.sellerCompanyId)
      .where(sql`${table.sellerCompanyId} is not null`),
    index('quote_item_seller_index').on(table.sellerCompanyId),
    index('quote_item_replaces_index').on(table.replacesItemId),
    check('quote_item_status_check', sql`${table.statusId} between 1 and 6`),
    check(
      'quote_item_prices_check',
      sql`coalesce(${table.sellerUnitPrice}, 0) >= 0 and coalesce(${table.buyerUnitPrice}, 0) >= 0`,
    ),
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

/**
 * Alternates of a line (spec 001 §3 altQuoteItems, Substitution items): another product, size or specs the seller
 * could supply, added by hand (at least one field, §5) or imported (AltItemImportSource: regular quote 0, QTO 1,
 * order 2, inventory 3) with the line it came from.
 */
export const quoteAltItem = pgTable(
  'quote_alt_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteItemId: bigint('quote_item_id', { mode: 'number' })
      .notNull()
      .references(() => quoteItem.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id),
    productSizeId: integer('product_size_id').references(() => productSize.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    sellerCompanyId: integer('seller_company_id').references(() => company.id),
    sellerUnitPrice: numeric('seller_unit_price', { precision: 12, scale: 2, mode: 'number' }),
    note: text('note'),
    importSourceId: smallint('import_source_id'),
    /** The quote line or order line it was imported from (by import source); kept as a plain reference. */
    sourceItemId: bigint('source_item_id', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    index('quote_alt_item_item_index').on(table.quoteItemId),
    check(
      'quote_alt_item_source_check',
      sql`${table.importSourceId} is null or ${table.importSourceId} between 0 and 3`,
    ),
  ],
);

export const quoteAltItemSpec = pgTable(
  'quote_alt_item_spec',
  {
    altItemId: bigint('alt_item_id', { mode: 'number' })
      .notNull()
      .references(() => quoteAltItem.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSize.id),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.altItemId, table.productSizeId] })],
);

/** spec 001 §4 Sub-quote: one per seller of a quote, its status (WIP, complete, cancelled, recommended…). */
export const subQuote = pgTable(
  'sub_quote',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    sellerCompanyId: integer('seller_company_id')
      .notNull()
      .references(() => company.id),
    /** SubQuoteStatus: WIP 1, complete 2, cancelled 3, recommended 4, archived 5, incomplete 6. */
    statusId: smallint('status_id').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sub_quote_seller_unique').on(table.quoteId, table.sellerCompanyId),
    index('sub_quote_seller_index').on(table.sellerCompanyId),
    check('sub_quote_status_check', sql`${table.statusId} between 1 and 6`),
  ],
);

/** spec 001 §3 Quote discount {quote, amount, discount}: a discount type (Discount Settings) and its amount. */
export const quoteDiscount = pgTable(
  'quote_discount',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discount.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('quote_discount_quote_index').on(table.quoteId),
    index('quote_discount_discount_index').on(table.discountId),
    check('quote_discount_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * spec 001 §3 Transport cost {transportType, company, cost, transportCompanies}: bringing one seller's goods to
 * the job site, by the seller (1) or a third party (2) with the transporters named; one per seller and quote.
 */
export const quoteTransportCost = pgTable(
  'quote_transport_cost',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    /** TransportType: seller 1, third-party 2. */
    transportTypeId: smallint('transport_type_id').notNull(),
    sellerCompanyId: integer('seller_company_id')
      .notNull()
      .references(() => company.id),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quote_transport_cost_seller_unique').on(table.quoteId, table.sellerCompanyId),
    check('quote_transport_cost_type_check', sql`${table.transportTypeId} between 1 and 2`),
    check('quote_transport_cost_amount_check', sql`${table.cost} >= 0`),
  ],
);

export const quoteTransportCostTransporter = pgTable(
  'quote_transport_cost_transporter',
  {
    transportCostId: integer('transport_cost_id')
      .notNull()
      .references(() => quoteTransportCost.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => transporter.id),
  },
  (table) => [
    primaryKey({ columns: [table.transportCostId, table.transporterId] }),
    index('quote_transport_cost_transporter_index').on(table.transporterId),
  ],
);

/**
 * Each publish's immutable copy (issue 14 'Versions'): the lines, prices, discounts, transport costs and totals as
 * the buyer saw them, so any two revisions can be compared side by side.
 */
export const quoteRevision = pgTable(
  'quote_revision',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quote.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedByUserId: integer('published_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
  },
  (table) => [uniqueIndex('quote_revision_unique').on(table.quoteId, table.revision)],
);
