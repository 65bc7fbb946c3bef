/**
 * The priced-line document both a quote and an order are (issue 37; spec 001 §3 Constructed quote item and
 * Constructed order item — 'the quote item's fields with inventorySecured and altOrderItems' —, their discounts,
 * transport costs and editable fields; decisions 148, 149, 151, 153, 163). Written once here; `quote-construction.ts`,
 * `orders.ts` and `order-construction.ts` extend it with what only their kind has. The field groups are spread in
 * each kind's wire order, so the answers and the OpenAPI document read as before; `priced-document.test.ts` checks
 * that every kind carries every base field.
 */
import { z } from 'zod';
import { MAX_SPECS_PER_PRODUCT_ITEM } from '../constants';
import { AltItemImportSource } from '../enumerations';
import { MESSAGES } from '../messages';
import { jobPartyFields, lineQuantity, moneyAmount, recordStampFields } from './fields';
import { QUOTE_REQUEST_MAX_LINES } from './quotes';

/** A line's alternates (decision 153): enough for every seller's offer, bounded so a save stays small. */
export const QUOTE_ITEM_MAX_ALTERNATES = 20;
export const QUOTE_MAX_DISCOUNTS = 50;
export const QUOTE_MAX_TRANSPORT_COSTS = 100;
export const TRANSPORT_COST_MAX_TRANSPORTERS = 10;

const referenceId = z.number().int().positive();

/** A spec, a transporter: an id and the name shown. */
export const namedReferenceSchema = z.object({ id: z.number().int(), name: z.string() });

/** A markup in percent over the seller's price: −100 to 1,000 %, three decimals (decision 040's unit). */
export const markupRateSchema = z
  .number()
  .min(-100)
  .max(1000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: MESSAGES.markupDecimals,
  });

/** A list of ids of one kind, each at most once (`message` names the kind: 'A line is listed twice.'). */
export function uniqueIdsSchema(max: number, message: string) {
  return z
    .array(referenceId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message });
}

// ——— What the documents answer (GET quote/{id}, GET order/{id}) ———

/**
 * spec 001 §3 altQuoteItems / altOrderItems: another product, size or specs a seller could supply for the line
 * (decision 153; one record for both kinds, decision 173). Product and size may be missing (the alternate names
 * only what differs: a spec, a size …); names for display.
 */
export const altItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productSizeId: z.number().int().nullable(),
  productSizeName: z.string().nullable(),
  specs: z.array(namedReferenceSchema),
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

/** A line's product, size, specs, quantity and status, with the names the workspaces show. */
export const pricedLineProductFields = {
  sequenceNumber: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSizeId: z.number().int(),
  productSizeName: z.string(),
  specs: z.array(namedReferenceSchema),
  quantity: z.number(),
  /** ItemStatus (spec 001 §4 sub-quote and sub-order item ids). */
  statusId: z.number().int(),
};

/** A line's seller (a quote line may have none yet; an order item always has its sub-order's). */
export const pricedLineSellerFields = {
  sellerCompanyId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
};

/** A line's prices and whether its seller was contacted. */
export const pricedLinePriceFields = {
  sellerUnitPrice: z.number().nullable(),
  markupRate: z.number().nullable(),
  buyerUnitPrice: z.number().nullable(),
  /** quantity × unit price, computed by the server (decision 148). */
  sellerPrice: z.number().nullable(),
  buyerPrice: z.number().nullable(),
  sellerContacted: z.boolean(),
};

/** A substitute names the line it replaces (which shows with status original). */
export const pricedLineReplacesField = { replacesItemId: z.number().int().nullable() };

/** The base line: what a quote line and an order item both are. */
export const pricedLineSchema = z.object({
  id: z.number().int(),
  ...pricedLineProductFields,
  ...pricedLineSellerFields,
  ...pricedLinePriceFields,
  ...pricedLineReplacesField,
  /** The line's alternates, in the order they were saved. */
  altItems: z.array(altItemSchema),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** spec 001 §3 quote discount / order discount: a discount of the list and its amount in dollars. */
export const discountLineSchema = z.object({
  id: z.number().int(),
  discountId: z.number().int(),
  discountName: z.string(),
  amount: z.number(),
});
export type DiscountLine = z.infer<typeof discountLineSchema>;

/** spec 001 §3 transport cost: a seller's cost, carried by the seller (1) or by third parties (2). */
export const transportCostLineSchema = z.object({
  id: z.number().int(),
  /** TransportType: seller 1, third-party 2. */
  transportTypeId: z.number().int(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  cost: z.number(),
  transporters: z.array(namedReferenceSchema),
});
export type TransportCostLine = z.infer<typeof transportCostLineSchema>;

/** A sub-document's seller and what its lines add up to (a sub-quote, a sub-order). */
export const subDocumentSellerFields = {
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
};
export const subDocumentTotalFields = { sellerTotal: z.number(), buyerTotal: z.number() };

/** The money every document adds up the same way (decision 148), in dollars. */
export const documentGoodsTotalFields = {
  sellerCost: z.number(),
  buyerSubtotal: z.number(),
  margin: z.number(),
  discount: z.number(),
  transport: z.number(),
  fee: z.number(),
};
export const documentTaxTotalFields = {
  taxable: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  /** The delivery province's (or state's) total rate, in percent; 0 when none is set. */
  taxRate: z.number(),
  /** The buyer company's buyer fee rate, in percent; null when it has none. */
  buyerFeeRate: z.number().nullable(),
};

/** The base totals: what a quote's and an order's totals both carry. */
export const documentTotalsSchema = z.object({ ...documentGoodsTotalFields, ...documentTaxTotalFields });
export type DocumentTotals = z.infer<typeof documentTotalsSchema>;

/** The base document: what a quote and an order both answer (their own numbers and statuses beside it). */
export const pricedDocumentSchema = z.object({
  id: z.number().int(),
  ...jobPartyFields,
  jobName: z.string(),
  deliveryMethodId: z.number().int(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  statusId: z.number().int(),
  ...recordStampFields,
  items: z.array(pricedLineSchema),
  discounts: z.array(discountLineSchema),
  transportCosts: z.array(transportCostLineSchema),
  totals: documentTotalsSchema,
});
export type PricedDocument = z.infer<typeof pricedDocumentSchema>;

// ——— What the workspaces send (PUT quoteConstruction, PUT orderConstruction) ———

export const itemSpecIdsSchema = z
  .array(referenceId)
  .max(MAX_SPECS_PER_PRODUCT_ITEM, { message: MESSAGES.maxSpecsReached })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A spec is listed twice.' });

/** spec 001 §5 'Substitution needs at least one field filled': a product, a size or a spec. */
export function namesSomething(value: {
  productId: number | null;
  productSizeId: number | null;
  specIds: number[] | null;
}): boolean {
  return value.productId !== null || value.productSizeId !== null || (value.specIds ?? []).length > 0;
}

/** One alternate as a workspace sends it (spec 001 §3 Substitution items; at least one field, §5). */
export const altItemInputSchema = z
  .object({
    productId: referenceId.nullable().default(null),
    productSizeId: referenceId.nullable().default(null),
    specIds: itemSpecIdsSchema.default([]),
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

/**
 * One line's editable fields (spec 001 §3 Quote editable fields; an order's are the same with inventorySecured
 * for inventoryAvailable), its optional status move (checked by the transitions table) and its optional whole
 * list of alternates (replacing the saved one; absent: unchanged). The kinds add their stock flag.
 */
export const pricedLineSourcingSchema = z.object({
  id: referenceId,
  sellerCompanyId: referenceId.nullable(),
  sellerUnitPrice: moneyAmount.nullable(),
  markupRate: markupRateSchema.nullable(),
  buyerUnitPrice: moneyAmount.nullable(),
  sellerContacted: z.boolean(),
});

/** The status a save moves a line to (ItemStatus; absent or equal to the saved one: no move; decision 153). */
export const lineStatusMoveSchema = z.number().int().min(1).max(6).optional();

/** A line's whole list of alternates as a save sends it (replacing the saved one; absent: unchanged). */
export const altItemInputListSchema = z.array(altItemInputSchema).max(QUOTE_ITEM_MAX_ALTERNATES).optional();

/**
 * spec 001 §4 'marked substituted': a new line (status substituted) replaces `itemId`, which stays as it was with
 * status original and leaves the totals (decisions 149, 153, 163). Product, size, specs, quantity and seller not
 * given are the original's; at least one of product, size or specs must be given (§5, `namesSomething`, which
 * the kinds refine with once they added their stock flag).
 */
export const pricedLineSubstitutionSchema = z.object({
  itemId: referenceId,
  productId: referenceId.nullable().default(null),
  productSizeId: referenceId.nullable().default(null),
  /** null: the original's specs. */
  specIds: itemSpecIdsSchema.nullable().default(null),
  /** null: the original's quantity. */
  quantity: lineQuantity.nullable().default(null),
  /** null: the original's seller (a quote line's may have none). */
  sellerCompanyId: referenceId.nullable().default(null),
  sellerUnitPrice: moneyAmount.nullable().default(null),
  markupRate: markupRateSchema.nullable().default(null),
  buyerUnitPrice: moneyAmount.nullable().default(null),
  sellerContacted: z.boolean().default(false),
});

/** A discount as a workspace sends it. */
export const discountInputSchema = z.object({ discountId: referenceId, amount: moneyAmount });

/** A transport cost as a workspace sends it. */
export const transportCostInputSchema = z.object({
  /** TransportType: seller 1, third-party 2. */
  transportTypeId: z.union([z.literal(1), z.literal(2)]),
  sellerCompanyId: referenceId,
  cost: moneyAmount,
  transporterIds: uniqueIdsSchema(TRANSPORT_COST_MAX_TRANSPORTERS, 'A transporter is listed twice.'),
});

/**
 * The base save of a priced document (version header): the lines' sourcing (only the lines sent change), the line
 * actions — deletions, substitutions and reverts (by the substitute's id) — and the document's whole discount and
 * transport-cost lists (decisions 153, 163). The server prices everything (decision 148). `lineIdsMessage` names
 * the kind's lines ('A line is listed twice.').
 */
export function savePricedDocumentSchema<
  TLine extends z.ZodType,
  TSubstitution extends z.ZodType,
  TTransportCosts extends z.ZodType,
>(kind: {
  line: TLine;
  substitution: TSubstitution;
  lineIdsMessage: string;
  transportCosts: TTransportCosts;
}) {
  const lineIds = uniqueIdsSchema(QUOTE_REQUEST_MAX_LINES, kind.lineIdsMessage);
  return z.object({
    id: referenceId,
    items: z.array(kind.line).max(QUOTE_REQUEST_MAX_LINES),
    deletedItemIds: lineIds.default([]),
    substitutions: z.array(kind.substitution).max(QUOTE_REQUEST_MAX_LINES).default([]),
    revertedItemIds: lineIds.default([]),
    discounts: z.array(discountInputSchema).max(QUOTE_MAX_DISCOUNTS),
    transportCosts: kind.transportCosts,
  });
}
