/**
 * Quote construction (issue 14; spec 001 §3 Constructed quote item, Quote editable fields, quote discount,
 * transport cost; §4 quote, sub-quote and item statuses; §7 quote/{id}, PUT quoteConstruction). Data model:
 * docs/decisions/149; money: decision 148 and quote-money.ts.
 */
import { z } from 'zod';
import { AltItemImportSource, PUBLISHED_WITHIN_DAYS } from '../enumerations';
import { listQuerySchema } from '../list-query';
import { MESSAGES } from '../messages';
import { TAX_KINDS } from '../money-notes';
import { pageSchema } from './common';
import { jobPartyFields, recordStampFields, searchText } from './fields';
import {
  altItemInputListSchema,
  altItemInputSchema,
  altItemSchema,
  discountLineSchema,
  documentGoodsTotalFields,
  documentTaxTotalFields,
  lineStatusMoveSchema,
  namedReferenceSchema,
  namesSomething,
  pricedLinePriceFields,
  pricedLineProductFields,
  pricedLineReplacesField,
  pricedLineSellerFields,
  pricedLineSourcingSchema,
  pricedLineSubstitutionSchema,
  QUOTE_MAX_TRANSPORT_COSTS,
  savePricedDocumentSchema,
  subDocumentSellerFields,
  subDocumentTotalFields,
  transportCostInputSchema,
  transportCostLineSchema,
} from './priced-document';
import { quoteListFilters, quoteStageRowFields } from './quotes';

export {
  QUOTE_ITEM_MAX_ALTERNATES,
  QUOTE_MAX_DISCOUNTS,
  QUOTE_MAX_TRANSPORT_COSTS,
  TRANSPORT_COST_MAX_TRANSPORTERS,
} from './priced-document';

/** spec 001 §3 altQuoteItems: the priced document's alternate (decision 153). */
export const quoteAltItemSchema = altItemSchema;
export type QuoteAltItem = z.infer<typeof quoteAltItemSchema>;

/** spec 001 §3 Constructed quote item: the base line with inventoryAvailable and the buyer's accepted quantity. */
export const constructedQuoteItemSchema = z.object({
  id: z.number().int(),
  ...pricedLineProductFields,
  ...pricedLineSellerFields,
  ...pricedLinePriceFields,
  inventoryAvailable: z.boolean(),
  ...pricedLineReplacesField,
  acceptedQuantity: z.number().nullable(),
  /** The line's alternates, in the order they were saved. */
  altItems: z.array(quoteAltItemSchema),
});
export type ConstructedQuoteItem = z.infer<typeof constructedQuoteItemSchema>;

export const quoteDiscountLineSchema = discountLineSchema;
export type QuoteDiscountLine = z.infer<typeof quoteDiscountLineSchema>;

export const quoteTransportCostLineSchema = transportCostLineSchema;
export type QuoteTransportCostLine = z.infer<typeof quoteTransportCostLineSchema>;

/** spec 001 §7 subQuotesByQuoteId: one per seller, its status and what its lines add up to. */
export const subQuoteSchema = z.object({
  id: z.number().int(),
  ...subDocumentSellerFields,
  /** SubQuoteStatus. */
  statusId: z.number().int(),
  lineCount: z.number().int(),
  ...subDocumentTotalFields,
});
export type SubQuote = z.infer<typeof subQuoteSchema>;

/** The quote's money (decision 148), in dollars, with the rates it was computed with. */
export const quoteTotalsSchema = z.object({
  ...documentGoodsTotalFields,
  ...documentTaxTotalFields,
  unpricedLineCount: z.number().int(),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/** GET quote/{id}: the construction workspace's record — the priced document with the quote's own fields. */
export const constructedQuoteSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  quoteRequestId: z.number().int(),
  standardizedQuoteId: z.number().int().nullable(),
  jobName: z.string(),
  ...jobPartyFields,
  deliveryMethodId: z.number().int(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  /** What the tax note names (decision 202): the province's country and the taxes its rate charges. */
  taxCountryId: z.number().int().nullable(),
  taxKinds: z.array(z.enum(TAX_KINDS)),
  /** QuoteStatus and QuoteReturnStatus. */
  statusId: z.number().int(),
  returnStatusId: z.number().int(),
  revision: z.number().int(),
  publishedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  ...recordStampFields,
  /** Only a quote in WIP is edited (spec 001 §4: processed quotes read-only; a published one moves to WIP first). */
  readOnly: z.boolean(),
  /** The order placed from it (POST order, decision 152), once processed: its id, number ('OR-10001') and status. */
  placedOrder: z
    .object({ id: z.number().int(), formattedNumber: z.string(), statusId: z.number().int() })
    .nullable(),
  items: z.array(constructedQuoteItemSchema),
  discounts: z.array(quoteDiscountLineSchema),
  transportCosts: z.array(quoteTransportCostLineSchema),
  subQuotes: z.array(subQuoteSchema),
  totals: quoteTotalsSchema,
});
export type ConstructedQuote = z.infer<typeof constructedQuoteSchema>;

/** One alternate as the workspace sends it (the priced document's; spec 001 §3 Substitution items). */
export const quoteAltItemInputSchema = altItemInputSchema;
export type QuoteAltItemInput = z.input<typeof quoteAltItemInputSchema>;

/**
 * One line's editable fields (spec 001 §3 Quote editable fields), and optionally (decision 153) its status move
 * — unavailable, available, complete, back to WIP, checked by the transitions table — and its whole list of
 * alternates (replacing the saved one; absent: unchanged).
 */
export const quoteItemSourcingSchema = pricedLineSourcingSchema.extend({
  inventoryAvailable: z.boolean(),
  statusId: lineStatusMoveSchema,
  altItems: altItemInputListSchema,
});
export type QuoteItemSourcing = z.infer<typeof quoteItemSourcingSchema>;

/**
 * spec 001 §4 'marked substituted' on a quote line (the priced document's substitution, decisions 149, 153). The
 * substitute's sourcing comes with it (it has no id yet).
 */
export const quoteSubstitutionSchema = pricedLineSubstitutionSchema
  .extend({ inventoryAvailable: z.boolean().default(false) })
  .refine(namesSomething, { message: MESSAGES.emptySubstitution, path: ['productId'] });
export type QuoteSubstitution = z.input<typeof quoteSubstitutionSchema>;

/**
 * PUT quoteConstruction (version header): the priced document's save — the lines' sourcing (only the lines sent
 * change), and the quote's whole discount and transport-cost lists. The server computes every price and total
 * (decision 148). Line status actions ride the same save (decision 153): deletions (a line's alternates go with
 * it; a substitute and its original go together), substitutions and reverts (by the substitute's id: it is
 * deleted, the original is back in WIP).
 */
export const saveQuoteConstructionSchema = savePricedDocumentSchema({
  line: quoteItemSourcingSchema,
  substitution: quoteSubstitutionSchema,
  lineIdsMessage: 'A line is listed twice.',
  transportCosts: z.array(transportCostInputSchema).max(QUOTE_MAX_TRANSPORT_COSTS),
});
export type SaveQuoteConstruction = z.input<typeof saveQuoteConstructionSchema>;

// ——— Quote Management (spec 001 §2, super admin; §7 quotePageableResult, quoteViews, DELETE quote/{id}) ———

export const quoteRowSchema = z.object({
  ...quoteStageRowFields,
  statusId: z.number().int(),
  returnStatusId: z.number().int(),
  itemCount: z.number().int(),
  /** The buyer's price of the lines that count, as last saved (decision 148). */
  buyerSubtotal: z.number(),
  provinceName: z.string().nullable(),
  revision: z.number().int(),
  publishedAt: z.string().nullable(),
  ...recordStampFields,
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;
export const quotePageSchema = pageSchema(quoteRowSchema);
export type QuotePage = z.infer<typeof quotePageSchema>;

export const QUOTE_SORT_FIELDS = [
  'quoteNumber',
  'jobName',
  'buyerCompanyName',
  'statusId',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

/** GET quotePageableResult: the shared quote filters, the return status and the published-within filter. */
export const quoteListQuerySchema = listQuerySchema({
  sortFields: QUOTE_SORT_FIELDS,
  defaultSort: { field: 'quoteNumber', order: 'desc' },
  filters: {
    ...quoteListFilters,
    returnStatusId: z.coerce.number().int().min(1).max(3).optional(),
    /** spec 001 §3: published within 7, 14, 30, 90, 180 or 365 days. */
    publishedWithin: z.coerce
      .number()
      .int()
      .refine((days) => (PUBLISHED_WITHIN_DAYS as readonly number[]).includes(days), {
        message: 'Choose 7, 14, 30, 90, 180 or 365 days.',
      })
      .optional(),
  },
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
export type QuoteListQueryInput = z.input<typeof quoteListQuerySchema>;

/** GET quoteViews: how many quotes each status has. */
export const quoteViewsSchema = z.array(z.object({ statusId: z.number().int(), count: z.number().int() }));

// ——— importQuote (spec 001 §7) and seller candidates (issue 14 'Who can supply this line'; decisions 153, 154) ———

export const IMPORT_QUOTE_MAX_PAGE_SIZE = 50;

/**
 * GET importQuote: lines a line's alternates can be imported from. Regular quote (0) and QTO (1) take a quote
 * number (QTO: a quote whose request has the qto flag), order (2) an order number, inventory (3) the catalog's
 * product items; `search` narrows any of them by product, size or spec name. Paged, never unbounded.
 */
export const importQuoteQuerySchema = z.object({
  importSourceId: z.coerce
    .number()
    .int()
    .refine((id) => AltItemImportSource.has(id), { message: 'Choose an import source.' }),
  /** The quote's or order's number, digits only or with its prefix ('CQ-10012'); required but for inventory. */
  number: z.string().trim().max(40).optional(),
  search: searchText(200),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(IMPORT_QUOTE_MAX_PAGE_SIZE).default(IMPORT_QUOTE_MAX_PAGE_SIZE),
});
export type ImportQuoteQuery = z.infer<typeof importQuoteQuerySchema>;
export type ImportQuoteQueryInput = z.input<typeof importQuoteQuerySchema>;

/** One importable line: what becomes an alternate (quoteAltItemInputSchema) when picked. */
export const importCandidateSchema = z.object({
  importSourceId: z.number().int(),
  sourceItemId: z.number().int(),
  /** The quote ('CQ-10012') or order number it comes from; null for inventory. */
  sourceNumber: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productSizeId: z.number().int(),
  productSizeName: z.string(),
  specs: z.array(namedReferenceSchema),
  quantity: z.number().nullable(),
  sellerCompanyId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
  sellerUnitPrice: z.number().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;
export const importCandidatePageSchema = pageSchema(importCandidateSchema);
export type ImportCandidatePage = z.infer<typeof importCandidatePageSchema>;

export const SELLER_CANDIDATES_LIMIT = 20;

/**
 * GET sellerCandidates/{quoteItemId}: a seller that quoted or sold this line's product and size before, with its
 * last price and where it came from, and how far it is from the job site. Nearest first, then cheapest; a seller
 * whose distance is unknown comes last (decision 154).
 */
export const sellerCandidateSchema = z.object({
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  lastUnitPrice: z.number(),
  /** When that price was given (the line's last change). */
  lastPricedAt: z.string(),
  /** 'quote' or 'order': the kind of record the price comes from. */
  sourceKind: z.enum(['quote', 'order']),
  sourceRecordId: z.number().int(),
  /** 'CQ-10012' or the order's number. */
  sourceNumber: z.string(),
  /** Straight-line kilometres from the seller's address to the job site; null when either point is unknown. */
  distanceKm: z.number().nullable(),
});
export type SellerCandidate = z.infer<typeof sellerCandidateSchema>;
