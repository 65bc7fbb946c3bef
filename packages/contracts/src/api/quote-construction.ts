/**
 * Quote construction (issue 14; spec 001 §3 Constructed quote item, Quote editable fields, quote discount,
 * transport cost; §4 quote, sub-quote and item statuses; §7 quote/{id}, PUT quoteConstruction). Data model:
 * docs/decisions/149; money: decision 148 and quote-money.ts.
 */
import { z } from 'zod';
import { PUBLISHED_WITHIN_DAYS } from '../enumerations';
import { listQuerySchema } from '../list-query';
import { pageSchema } from './common';
import { QUOTE_REQUEST_MAX_LINES, quoteListFilters } from './quotes';

const referenceId = z.number().int().positive();

/** A unit price or an amount in dollars with cents: 0 to 10,000,000. */
const moneyAmount = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Use at most two decimals.',
  });

/** A markup in percent over the seller's price: −100 to 1,000 %, three decimals (decision 040's unit). */
const markupRate = z
  .number()
  .min(-100)
  .max(1000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'Use at most three decimals.',
  });

export const QUOTE_MAX_DISCOUNTS = 50;
export const QUOTE_MAX_TRANSPORT_COSTS = 100;
export const TRANSPORT_COST_MAX_TRANSPORTERS = 10;

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
  items: z.array(constructedQuoteItemSchema),
  discounts: z.array(quoteDiscountLineSchema),
  transportCosts: z.array(quoteTransportCostLineSchema),
  subQuotes: z.array(subQuoteSchema),
  totals: quoteTotalsSchema,
});
export type ConstructedQuote = z.infer<typeof constructedQuoteSchema>;

/** One line's editable fields (spec 001 §3 Quote editable fields). */
export const quoteItemSourcingSchema = z.object({
  id: referenceId,
  sellerCompanyId: referenceId.nullable(),
  sellerUnitPrice: moneyAmount.nullable(),
  markupRate: markupRate.nullable(),
  buyerUnitPrice: moneyAmount.nullable(),
  sellerContacted: z.boolean(),
  inventoryAvailable: z.boolean(),
});
export type QuoteItemSourcing = z.infer<typeof quoteItemSourcingSchema>;

/**
 * PUT quoteConstruction (version header): the lines' sourcing (only the lines sent change), and the quote's whole
 * discount and transport-cost lists. The server computes every price and total (decision 148).
 */
export const saveQuoteConstructionSchema = z.object({
  id: referenceId,
  items: z.array(quoteItemSourcingSchema).max(QUOTE_REQUEST_MAX_LINES),
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
