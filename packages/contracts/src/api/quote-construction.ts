/**
 * Quote construction (issue 14; spec 001 §3 Constructed quote item, Quote editable fields, quote discount,
 * transport cost; §4 quote, sub-quote and item statuses; §7 quote/{id}, PUT quoteConstruction). Data model:
 * docs/decisions/149; money: decision 148 and quote-money.ts.
 */
import { z } from 'zod';
import { MAX_SPECS_PER_PRODUCT_ITEM } from '../constants';
import { AltItemImportSource, PUBLISHED_WITHIN_DAYS } from '../enumerations';
import { listQuerySchema } from '../list-query';
import { MESSAGES } from '../messages';
import { TAX_KINDS } from '../money-notes';
import { pageSchema } from './common';
import { lineQuantity, moneyAmount, searchText } from './fields';
import { QUOTE_REQUEST_MAX_LINES, quoteListFilters } from './quotes';

const referenceId = z.number().int().positive();

/** A markup in percent over the seller's price: −100 to 1,000 %, three decimals (decision 040's unit). */
const markupRate = z
  .number()
  .min(-100)
  .max(1000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: MESSAGES.markupDecimals,
  });

/** A line's alternates (decision 153): enough for every seller's offer, bounded so a save stays small. */
export const QUOTE_ITEM_MAX_ALTERNATES = 20;
export const QUOTE_MAX_DISCOUNTS = 50;
export const QUOTE_MAX_TRANSPORT_COSTS = 100;
export const TRANSPORT_COST_MAX_TRANSPORTERS = 10;

const namedReference = z.object({ id: z.number().int(), name: z.string() });

/**
 * spec 001 §3 altQuoteItems: another product, size or specs a seller could supply for the line (decision 153).
 * Product and size may be missing (the alternate names only what differs: a spec, a size …); names for display.
 */
export const quoteAltItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productSizeId: z.number().int().nullable(),
  productSizeName: z.string().nullable(),
  specs: z.array(namedReference),
  quantity: z.number().nullable(),
  sellerCompanyId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
  sellerUnitPrice: z.number().nullable(),
  note: z.string().nullable(),
  /** AltItemImportSource (regular quote 0, QTO 1, order 2, inventory 3); null when added by hand. */
  importSourceId: z.number().int().nullable(),
  /** The quote line, order line or product item it was imported from (a plain reference: it may be gone). */
  sourceItemId: z.number().int().nullable(),
});
export type QuoteAltItem = z.infer<typeof quoteAltItemSchema>;

/** spec 001 §3 Constructed quote item, with the names the workspace shows. */
export const constructedQuoteItemSchema = z.object({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSizeId: z.number().int(),
  productSizeName: z.string(),
  specs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  quantity: z.number(),
  /** ItemStatus (spec 001 §4 sub-quote item ids). */
  statusId: z.number().int(),
  sellerCompanyId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
  sellerUnitPrice: z.number().nullable(),
  markupRate: z.number().nullable(),
  buyerUnitPrice: z.number().nullable(),
  /** quantity × unit price, computed by the server (decision 148). */
  sellerPrice: z.number().nullable(),
  buyerPrice: z.number().nullable(),
  sellerContacted: z.boolean(),
  inventoryAvailable: z.boolean(),
  /** A substitute names the line it replaces (which shows with status original). */
  replacesItemId: z.number().int().nullable(),
  acceptedQuantity: z.number().nullable(),
  /** The line's alternates, in the order they were saved. */
  altItems: z.array(quoteAltItemSchema),
});
export type ConstructedQuoteItem = z.infer<typeof constructedQuoteItemSchema>;

export const quoteDiscountLineSchema = z.object({
  id: z.number().int(),
  discountId: z.number().int(),
  discountName: z.string(),
  amount: z.number(),
});
export type QuoteDiscountLine = z.infer<typeof quoteDiscountLineSchema>;

export const quoteTransportCostLineSchema = z.object({
  id: z.number().int(),
  /** TransportType: seller 1, third-party 2. */
  transportTypeId: z.number().int(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  cost: z.number(),
  transporters: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type QuoteTransportCostLine = z.infer<typeof quoteTransportCostLineSchema>;

/** spec 001 §7 subQuotesByQuoteId: one per seller, its status and what its lines add up to. */
export const subQuoteSchema = z.object({
  id: z.number().int(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  /** SubQuoteStatus. */
  statusId: z.number().int(),
  lineCount: z.number().int(),
  sellerTotal: z.number(),
  buyerTotal: z.number(),
});
export type SubQuote = z.infer<typeof subQuoteSchema>;

/** The quote's money (decision 148), in dollars, with the rates it was computed with. */
export const quoteTotalsSchema = z.object({
  sellerCost: z.number(),
  buyerSubtotal: z.number(),
  margin: z.number(),
  discount: z.number(),
  transport: z.number(),
  fee: z.number(),
  taxable: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  /** The delivery province's (or state's) total rate, in percent; 0 when none is set. */
  taxRate: z.number(),
  /** The buyer company's buyer fee rate, in percent; null when it has none. */
  buyerFeeRate: z.number().nullable(),
  unpricedLineCount: z.number().int(),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/** GET quote/{id}: the construction workspace's record. */
export const constructedQuoteSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  quoteRequestId: z.number().int(),
  standardizedQuoteId: z.number().int().nullable(),
  jobName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  buyerUserId: z.number().int(),
  buyerUserName: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
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

const itemSpecIds = z
  .array(referenceId)
  .max(MAX_SPECS_PER_PRODUCT_ITEM, { message: MESSAGES.maxSpecsReached })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A spec is listed twice.' });

/** spec 001 §5 'Substitution needs at least one field filled': a product, a size or a spec. */
function namesSomething(value: {
  productId: number | null;
  productSizeId: number | null;
  specIds: number[] | null;
}) {
  return value.productId !== null || value.productSizeId !== null || (value.specIds ?? []).length > 0;
}

/** One alternate as the workspace sends it (spec 001 §3 Substitution items; at least one field, §5). */
export const quoteAltItemInputSchema = z
  .object({
    productId: referenceId.nullable().default(null),
    productSizeId: referenceId.nullable().default(null),
    specIds: itemSpecIds.default([]),
    quantity: lineQuantity.nullable().default(null),
    sellerCompanyId: referenceId.nullable().default(null),
    sellerUnitPrice: moneyAmount.nullable().default(null),
    note: z.string().trim().max(1_000).nullable().default(null),
    importSourceId: z
      .number()
      .int()
      .refine((id) => AltItemImportSource.has(id), { message: 'Choose an import source.' })
      .nullable()
      .default(null),
    sourceItemId: referenceId.nullable().default(null),
  })
  .refine(namesSomething, { message: MESSAGES.emptySubstitution, path: ['productId'] })
  // Issue 34: a product without its size is refused, as for a line (a size or specs alone name what differs).
  .refine((value) => value.productId === null || value.productSizeId !== null, {
    message: MESSAGES.alternateSizeRequired,
    path: ['productSizeId'],
  });
export type QuoteAltItemInput = z.input<typeof quoteAltItemInputSchema>;

/**
 * One line's editable fields (spec 001 §3 Quote editable fields), and optionally (decision 153) its status move
 * — unavailable, available, complete, back to WIP, checked by the transitions table — and its whole list of
 * alternates (replacing the saved one; absent: unchanged).
 */
export const quoteItemSourcingSchema = z.object({
  id: referenceId,
  sellerCompanyId: referenceId.nullable(),
  sellerUnitPrice: moneyAmount.nullable(),
  markupRate: markupRate.nullable(),
  buyerUnitPrice: moneyAmount.nullable(),
  sellerContacted: z.boolean(),
  inventoryAvailable: z.boolean(),
  /** ItemStatus wanted for the line; absent or equal to the saved one: no move. */
  statusId: z.number().int().min(1).max(6).optional(),
  altItems: z.array(quoteAltItemInputSchema).max(QUOTE_ITEM_MAX_ALTERNATES).optional(),
});
export type QuoteItemSourcing = z.infer<typeof quoteItemSourcingSchema>;

/**
 * spec 001 §4 'marked substituted': a new line (status substituted) replaces `itemId`, which stays as it was with
 * status original and leaves the totals (decisions 149, 153). Product, size and specs not given are the
 * original's; at least one must be given (§5). The substitute's sourcing comes with it (it has no id yet).
 */
export const quoteSubstitutionSchema = z
  .object({
    itemId: referenceId,
    productId: referenceId.nullable().default(null),
    productSizeId: referenceId.nullable().default(null),
    /** null: the original's specs. */
    specIds: itemSpecIds.nullable().default(null),
    /** null: the original's quantity. */
    quantity: lineQuantity.nullable().default(null),
    sellerCompanyId: referenceId.nullable().default(null),
    sellerUnitPrice: moneyAmount.nullable().default(null),
    markupRate: markupRate.nullable().default(null),
    buyerUnitPrice: moneyAmount.nullable().default(null),
    sellerContacted: z.boolean().default(false),
    inventoryAvailable: z.boolean().default(false),
  })
  .refine(namesSomething, { message: MESSAGES.emptySubstitution, path: ['productId'] });
export type QuoteSubstitution = z.input<typeof quoteSubstitutionSchema>;

const lineIds = z
  .array(referenceId)
  .max(QUOTE_REQUEST_MAX_LINES)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A line is listed twice.' });

/**
 * PUT quoteConstruction (version header): the lines' sourcing (only the lines sent change), and the quote's whole
 * discount and transport-cost lists. The server computes every price and total (decision 148). Line status
 * actions ride the same save (decision 153): deletions (a line's alternates go with it; a substitute and its
 * original go together), substitutions and reverts (by the substitute's id: it is deleted, the original is back
 * in WIP).
 */
export const saveQuoteConstructionSchema = z.object({
  id: referenceId,
  items: z.array(quoteItemSourcingSchema).max(QUOTE_REQUEST_MAX_LINES),
  deletedItemIds: lineIds.default([]),
  substitutions: z.array(quoteSubstitutionSchema).max(QUOTE_REQUEST_MAX_LINES).default([]),
  revertedItemIds: lineIds.default([]),
  discounts: z.array(z.object({ discountId: referenceId, amount: moneyAmount })).max(QUOTE_MAX_DISCOUNTS),
  transportCosts: z
    .array(
      z.object({
        transportTypeId: z.union([z.literal(1), z.literal(2)]),
        sellerCompanyId: referenceId,
        cost: moneyAmount,
        transporterIds: z
          .array(referenceId)
          .max(TRANSPORT_COST_MAX_TRANSPORTERS)
          .refine((ids) => new Set(ids).size === ids.length, { message: 'A transporter is listed twice.' }),
      }),
    )
    .max(QUOTE_MAX_TRANSPORT_COSTS),
});
export type SaveQuoteConstruction = z.input<typeof saveQuoteConstructionSchema>;

// ——— Quote Management (spec 001 §2, super admin; §7 quotePageableResult, quoteViews, DELETE quote/{id}) ———

export const quoteRowSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  quoteRequestId: z.number().int(),
  jobName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
  statusId: z.number().int(),
  returnStatusId: z.number().int(),
  itemCount: z.number().int(),
  /** The buyer's price of the lines that count, as last saved (decision 148). */
  buyerSubtotal: z.number(),
  provinceName: z.string().nullable(),
  revision: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
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
  specs: z.array(namedReference),
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
