/**
 * Published revisions of a quote, compared (issue 14 'Versions'; decision 157): each publish keeps an immutable
 * copy of the quote (`quote_revision`, decision 149); the workspace lists them and compares any two, or one with
 * the quote as it is now. The comparison is the pure `compareQuoteRevisions`, which the server answers with and
 * the web can run on copies it already holds.
 */
import { z } from 'zod';
import {
  constructedQuoteItemSchema,
  quoteDiscountLineSchema,
  quoteTotalsSchema,
  quoteTransportCostLineSchema,
} from './quote-construction';
import { fromCents, toCents } from '../quote-money';

/**
 * What a comparison reads of a line. Picked, not the whole item: a revision's copy is frozen at its publish, so a
 * field the workspace gains later (alternates, say) must not make older copies unreadable.
 */
export const revisionLineSchema = constructedQuoteItemSchema.pick({
  id: true,
  sequenceNumber: true,
  productId: true,
  productName: true,
  productSizeId: true,
  productSizeName: true,
  specs: true,
  quantity: true,
  statusId: true,
  sellerCompanyId: true,
  sellerCompanyName: true,
  sellerUnitPrice: true,
  markupRate: true,
  buyerUnitPrice: true,
  sellerPrice: true,
  buyerPrice: true,
  replacesItemId: true,
});
export type RevisionLine = z.infer<typeof revisionLineSchema>;

export const revisionTransportCostSchema = quoteTransportCostLineSchema.pick({
  transportTypeId: true,
  sellerCompanyId: true,
  sellerCompanyName: true,
  cost: true,
  transporters: true,
});
export type RevisionTransportCost = z.infer<typeof revisionTransportCostSchema>;

export const revisionDiscountSchema = quoteDiscountLineSchema.pick({
  discountId: true,
  discountName: true,
  amount: true,
});
export type RevisionDiscount = z.infer<typeof revisionDiscountSchema>;

/** The totals a copy kept from its first publish on: a total added to the workspace later is not asked of it. */
export const revisionTotalsSchema = quoteTotalsSchema.pick({
  sellerCost: true,
  buyerSubtotal: true,
  margin: true,
  discount: true,
  transport: true,
  fee: true,
  taxable: true,
  tax: true,
  grandTotal: true,
  taxRate: true,
  buyerFeeRate: true,
  unpricedLineCount: true,
});
export type RevisionTotals = z.infer<typeof revisionTotalsSchema>;

/** The part of a quote that a revision keeps and a comparison reads (a published copy, or the quote now). */
export const revisionContentSchema = z.object({
  items: z.array(revisionLineSchema),
  discounts: z.array(revisionDiscountSchema),
  transportCosts: z.array(revisionTransportCostSchema),
  totals: revisionTotalsSchema,
});
export type RevisionContent = z.infer<typeof revisionContentSchema>;

/** GET quoteRevisions/{id}: one published revision, oldest first. */
export const quoteRevisionSummarySchema = z.object({
  revision: z.number().int(),
  publishedAt: z.string(),
  publishedByUserId: z.number().int().nullable(),
  /** First and last name, else the email; null when that user was deleted since. */
  publishedByUserName: z.string().nullable(),
  lineCount: z.number().int(),
  totals: revisionTotalsSchema,
});
export type QuoteRevisionSummary = z.infer<typeof quoteRevisionSummarySchema>;

/**
 * GET quoteRevisionComparison/{id}?from=&to=: `from` is the older side (a revision), `to` the newer one — a
 * revision, or, left out, the quote as it is now (its work in progress). Either order is accepted.
 */
export const quoteRevisionComparisonQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1).optional(),
});
export type QuoteRevisionComparisonQuery = z.input<typeof quoteRevisionComparisonQuerySchema>;

/** The fields of a line that a comparison looks at, in the order the side-by-side table shows them. */
export const REVISION_LINE_FIELDS = [
  'productId',
  'productSizeId',
  'specs',
  'quantity',
  'statusId',
  'sellerCompanyId',
  'sellerUnitPrice',
  'markupRate',
  'buyerUnitPrice',
  'sellerPrice',
  'buyerPrice',
] as const;
export type RevisionLineField = (typeof REVISION_LINE_FIELDS)[number];

/**
 * How a line kept by both sides changed, by what the issue names: re-priced (a unit price or the markup), re-sourced
 * (the seller), its quantity, its status, or what it is (product, size, specs). A line may be several at once.
 */
export const REVISION_CHANGE_KINDS = ['repriced', 'resourced', 'quantity', 'status', 'product'] as const;
export type RevisionChangeKind = (typeof REVISION_CHANGE_KINDS)[number];

const KIND_OF_FIELD: Record<RevisionLineField, RevisionChangeKind | null> = {
  productId: 'product',
  productSizeId: 'product',
  specs: 'product',
  quantity: 'quantity',
  statusId: 'status',
  sellerCompanyId: 'resourced',
  sellerUnitPrice: 'repriced',
  markupRate: 'repriced',
  buyerUnitPrice: 'repriced',
  // A line's price is quantity × unit price: it follows the kinds above and is never a change of its own.
  sellerPrice: null,
  buyerPrice: null,
};

const changeSchema = z.enum(['added', 'removed', 'changed', 'unchanged']);
export type RevisionChange = z.infer<typeof changeSchema>;

export const revisionLineComparisonSchema = z.object({
  /** The quote line's id: lines are matched by it, so a line keeps its identity across saves and publishes. */
  itemId: z.number().int(),
  change: changeSchema,
  before: revisionLineSchema.nullable(),
  after: revisionLineSchema.nullable(),
  changedFields: z.array(z.enum(REVISION_LINE_FIELDS)),
  kinds: z.array(z.enum(REVISION_CHANGE_KINDS)),
});
export type RevisionLineComparison = z.infer<typeof revisionLineComparisonSchema>;

export const revisionDiscountComparisonSchema = z.object({
  discountId: z.number().int(),
  discountName: z.string(),
  change: changeSchema,
  beforeAmount: z.number().nullable(),
  afterAmount: z.number().nullable(),
});
export type RevisionDiscountComparison = z.infer<typeof revisionDiscountComparisonSchema>;

export const REVISION_TRANSPORT_FIELDS = ['transportTypeId', 'cost', 'transporters'] as const;

export const revisionTransportCostComparisonSchema = z.object({
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  change: changeSchema,
  before: revisionTransportCostSchema.nullable(),
  after: revisionTransportCostSchema.nullable(),
  changedFields: z.array(z.enum(REVISION_TRANSPORT_FIELDS)),
});
export type RevisionTransportCostComparison = z.infer<typeof revisionTransportCostComparisonSchema>;

/** The totals a comparison shows, in the workspace's order (decision 148 says how they add up). */
export const REVISION_TOTAL_FIELDS = [
  'sellerCost',
  'buyerSubtotal',
  'margin',
  'discount',
  'transport',
  'fee',
  'tax',
  'grandTotal',
] as const satisfies ReadonlyArray<keyof RevisionContent['totals']>;
export type RevisionTotalField = (typeof REVISION_TOTAL_FIELDS)[number];

export const revisionTotalComparisonSchema = z.object({
  field: z.enum(REVISION_TOTAL_FIELDS),
  before: z.number(),
  after: z.number(),
  /** after − before, to the cent. */
  difference: z.number(),
});
export type RevisionTotalComparison = z.infer<typeof revisionTotalComparisonSchema>;

/** What the summary line counts ('N added, N removed, N re-priced, N re-sourced' and the rest). */
export const revisionComparisonSummarySchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  repriced: z.number().int(),
  resourced: z.number().int(),
  quantity: z.number().int(),
  status: z.number().int(),
  product: z.number().int(),
  unchanged: z.number().int(),
  discountsChanged: z.number().int(),
  transportCostsChanged: z.number().int(),
  totalsChanged: z.number().int(),
});
export type RevisionComparisonSummary = z.infer<typeof revisionComparisonSummarySchema>;

export const revisionComparisonSchema = z.object({
  lines: z.array(revisionLineComparisonSchema),
  discounts: z.array(revisionDiscountComparisonSchema),
  transportCosts: z.array(revisionTransportCostComparisonSchema),
  totals: z.array(revisionTotalComparisonSchema),
  summary: revisionComparisonSummarySchema,
});
export type RevisionComparison = z.infer<typeof revisionComparisonSchema>;

/** One side of a comparison: a published revision, or (revision null) the quote as it is now. */
export const revisionSideSchema = z.object({
  revision: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  publishedByUserName: z.string().nullable(),
});
export type RevisionSide = z.infer<typeof revisionSideSchema>;

/** GET quoteRevisionComparison/{id}: the two sides named, and what changed from one to the other. */
export const quoteRevisionComparisonSchema = revisionComparisonSchema.extend({
  quoteId: z.number().int(),
  from: revisionSideSchema,
  to: revisionSideSchema,
});
export type QuoteRevisionComparison = z.infer<typeof quoteRevisionComparisonSchema>;

// ——— The comparison (pure) ———

/**
 * Stored numbers come back from `numeric` columns and JSON as the decimals they were written with, but a total
 * may have been through cents arithmetic: two values are the same when they agree to a thousandth (the finest
 * stored scale, the markup's).
 */
function sameNumber(left: number | null, right: number | null): boolean {
  if (left === null || right === null) return left === right;
  return Math.round(left * 1000) === Math.round(right * 1000);
}

function sameSpecs(left: RevisionLine['specs'], right: RevisionLine['specs']): boolean {
  const ids = (specs: RevisionLine['specs']) =>
    specs
      .map((spec) => spec.id)
      .sort((first, second) => first - second)
      .join(',');
  return ids(left) === ids(right);
}

function lineFieldChanged(field: RevisionLineField, before: RevisionLine, after: RevisionLine): boolean {
  switch (field) {
    case 'specs':
      return !sameSpecs(before.specs, after.specs);
    case 'productId':
    case 'productSizeId':
    case 'statusId':
    case 'sellerCompanyId':
      return before[field] !== after[field];
    case 'quantity':
    case 'sellerUnitPrice':
    case 'markupRate':
    case 'buyerUnitPrice':
    case 'sellerPrice':
    case 'buyerPrice':
      return !sameNumber(before[field], after[field]);
  }
}

function compareLine(before: RevisionLine | null, after: RevisionLine | null): RevisionLineComparison {
  const itemId = (after ?? before)?.id ?? 0;
  if (before === null || after === null) {
    return {
      itemId,
      change: before === null ? 'added' : 'removed',
      before,
      after,
      changedFields: [],
      kinds: [],
    };
  }
  const changedFields = REVISION_LINE_FIELDS.filter((field) => lineFieldChanged(field, before, after));
  const kinds = REVISION_CHANGE_KINDS.filter((kind) =>
    changedFields.some((field) => KIND_OF_FIELD[field] === kind),
  );
  return {
    itemId,
    change: changedFields.length === 0 ? 'unchanged' : 'changed',
    before,
    after,
    changedFields,
    kinds,
  };
}

/** Lines matched by id; the rows in the newer side's sequence, a removed line where it stood in the older one. */
function compareLines(before: readonly RevisionLine[], after: readonly RevisionLine[]) {
  const beforeById = new Map(before.map((line) => [line.id, line]));
  const afterIds = new Set(after.map((line) => line.id));
  const rows = [
    ...after.map((line) => compareLine(beforeById.get(line.id) ?? null, line)),
    ...before.filter((line) => !afterIds.has(line.id)).map((line) => compareLine(line, null)),
  ];
  const sequenceOf = (row: RevisionLineComparison) => (row.after ?? row.before)?.sequenceNumber ?? 0;
  // A removed line sorts after the newer side's line of the same sequence number: it is what that place held.
  const removedLast = (row: RevisionLineComparison) => (row.change === 'removed' ? 1 : 0);
  return rows.sort(
    (first, second) =>
      sequenceOf(first) - sequenceOf(second) ||
      removedLast(first) - removedLast(second) ||
      first.itemId - second.itemId,
  );
}

/**
 * Discounts are matched by their type (Discount Settings); a quote may list one type twice, so the n-th of a type
 * on one side meets the n-th on the other.
 */
function compareDiscounts(
  before: readonly RevisionDiscount[],
  after: readonly RevisionDiscount[],
): RevisionDiscountComparison[] {
  const keyed = (list: readonly RevisionDiscount[]) => {
    const seen = new Map<number, number>();
    return list.map((entry) => {
      const occurrence = seen.get(entry.discountId) ?? 0;
      seen.set(entry.discountId, occurrence + 1);
      return { key: `${entry.discountId}:${occurrence}`, entry };
    });
  };
  const beforeByKey = new Map(keyed(before).map(({ key, entry }) => [key, entry]));
  const afterKeyed = keyed(after);
  const afterKeys = new Set(afterKeyed.map(({ key }) => key));
  const rows: RevisionDiscountComparison[] = afterKeyed.map(({ key, entry }) => {
    const previous = beforeByKey.get(key);
    return {
      discountId: entry.discountId,
      discountName: entry.discountName,
      change:
        previous === undefined
          ? 'added'
          : sameNumber(previous.amount, entry.amount)
            ? 'unchanged'
            : 'changed',
      beforeAmount: previous?.amount ?? null,
      afterAmount: entry.amount,
    };
  });
  for (const { key, entry } of keyed(before)) {
    if (afterKeys.has(key)) continue;
    rows.push({
      discountId: entry.discountId,
      discountName: entry.discountName,
      change: 'removed',
      beforeAmount: entry.amount,
      afterAmount: null,
    });
  }
  return rows;
}

/** Transport costs are one per seller (issue 14), so the seller matches them. */
function compareTransportCosts(
  before: readonly RevisionTransportCost[],
  after: readonly RevisionTransportCost[],
): RevisionTransportCostComparison[] {
  const beforeBySeller = new Map(before.map((cost) => [cost.sellerCompanyId, cost]));
  const afterSellers = new Set(after.map((cost) => cost.sellerCompanyId));
  const transporterIds = (cost: RevisionTransportCost) =>
    cost.transporters
      .map((entry) => entry.id)
      .sort((first, second) => first - second)
      .join(',');
  const rows: RevisionTransportCostComparison[] = after.map((cost) => {
    const previous = beforeBySeller.get(cost.sellerCompanyId) ?? null;
    const changedFields =
      previous === null
        ? []
        : REVISION_TRANSPORT_FIELDS.filter((field) =>
            field === 'cost'
              ? !sameNumber(previous.cost, cost.cost)
              : field === 'transportTypeId'
                ? previous.transportTypeId !== cost.transportTypeId
                : transporterIds(previous) !== transporterIds(cost),
          );
    return {
      sellerCompanyId: cost.sellerCompanyId,
      sellerCompanyName: cost.sellerCompanyName,
      change: previous === null ? 'added' : changedFields.length > 0 ? 'changed' : 'unchanged',
      before: previous,
      after: cost,
      changedFields,
    };
  });
  for (const cost of before) {
    if (afterSellers.has(cost.sellerCompanyId)) continue;
    rows.push({
      sellerCompanyId: cost.sellerCompanyId,
      sellerCompanyName: cost.sellerCompanyName,
      change: 'removed',
      before: cost,
      after: null,
      changedFields: [],
    });
  }
  return rows;
}

/**
 * What changed from `before` (the older side) to `after`: every line, discount and transport cost of either side
 * with how it changed, the totals side by side, and the counts of the summary line.
 */
export function compareQuoteRevisions(before: RevisionContent, after: RevisionContent): RevisionComparison {
  const lines = compareLines(before.items, after.items);
  const discounts = compareDiscounts(before.discounts, after.discounts);
  const transportCosts = compareTransportCosts(before.transportCosts, after.transportCosts);
  const totals = REVISION_TOTAL_FIELDS.map((field) => ({
    field,
    before: before.totals[field],
    after: after.totals[field],
    difference: fromCents(toCents(after.totals[field]) - toCents(before.totals[field])),
  }));
  const countKind = (kind: RevisionChangeKind) => lines.filter((line) => line.kinds.includes(kind)).length;
  const countChange = (change: RevisionChange) => lines.filter((line) => line.change === change).length;
  return {
    lines,
    discounts,
    transportCosts,
    totals,
    summary: {
      added: countChange('added'),
      removed: countChange('removed'),
      repriced: countKind('repriced'),
      resourced: countKind('resourced'),
      quantity: countKind('quantity'),
      status: countKind('status'),
      product: countKind('product'),
      unchanged: countChange('unchanged'),
      discountsChanged: discounts.filter((entry) => entry.change !== 'unchanged').length,
      transportCostsChanged: transportCosts.filter((entry) => entry.change !== 'unchanged').length,
      totalsChanged: totals.filter((entry) => entry.difference !== 0).length,
    },
  };
}
