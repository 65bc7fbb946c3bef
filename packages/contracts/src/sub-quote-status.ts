import { QuoteStatus, SubQuoteStatus } from './enumerations';
import { COUNTED_ITEM_STATUS_IDS } from './quote-money';

/**
 * A sub-quote's status (spec 001 §4 sub-quote ids; issue 14 'the recommended one per line group when several
 * sellers quote the same item'), derived from its quote and lines rather than kept by hand: decisions 159, 202.
 */

/** What the rule reads of a line of the quote: its status, seller, prices, flags, and the other sellers' offers. */
export interface SubQuoteLine {
  readonly statusId: number;
  readonly productId: number;
  readonly productSizeId: number;
  readonly sellerCompanyId: number | null;
  readonly sellerUnitPrice: number | null;
  readonly buyerUnitPrice: number | null;
  readonly inventoryAvailable: boolean;
  readonly acceptedQuantity: number | null;
  /** Alternates: another seller's offer counts when it is for the same product and size with a price. */
  readonly altItems: ReadonlyArray<{
    readonly productId: number | null;
    readonly productSizeId: number | null;
    readonly sellerCompanyId: number | null;
    readonly sellerUnitPrice: number | null;
  }>;
}

export interface SubQuoteContext {
  readonly quoteStatusId: number;
  readonly lines: readonly SubQuoteLine[];
}

/**
 * The line has a seller and both unit prices: what publishing asks of every counted line (spec 001 §8 'missing info
 * for publish'). The one rule, for the publish refusal and for the sub-quote statuses (decision 202).
 */
export function isLinePriced(
  line: Pick<SubQuoteLine, 'sellerCompanyId' | 'sellerUnitPrice' | 'buyerUnitPrice'>,
): boolean {
  return line.sellerCompanyId !== null && line.sellerUnitPrice !== null && line.buyerUnitPrice !== null;
}

/** Priced, and the seller has the stock: nothing is left to ask the seller. */
function isLineAnswered(line: SubQuoteLine): boolean {
  return isLinePriced(line) && line.inventoryAvailable;
}

/**
 * The line's seller gives the lowest price of the line's group: the line and the alternates of other sellers for
 * the same product and size (several sellers quoting the same item). A line nobody else quoted is not contested.
 */
function isCheapestOfContestedGroup(line: SubQuoteLine): 'cheapest' | 'not cheapest' | 'uncontested' {
  const rivals = line.altItems.filter(
    (alternate) =>
      alternate.sellerCompanyId !== null &&
      alternate.sellerCompanyId !== line.sellerCompanyId &&
      alternate.sellerUnitPrice !== null &&
      (alternate.productId ?? line.productId) === line.productId &&
      (alternate.productSizeId ?? line.productSizeId) === line.productSizeId,
  );
  if (rivals.length === 0 || line.sellerUnitPrice === null) return 'uncontested';
  return rivals.every((rival) => line.sellerUnitPrice! <= rival.sellerUnitPrice!)
    ? 'cheapest'
    : 'not cheapest';
}

/**
 * One seller's sub-quote status (decision 202, which supersedes the rule of decision 159), for each of §4's six:
 * - **cancelled**: the quote is cancelled;
 * - **complete** / **archived**: the quote is processed (its order placed) — complete for a seller with an
 *   accepted line, archived for the others (they supply nothing);
 * - the quote published (complete, waiting for or back from the buyer): every counted line is priced — publish
 *   refuses otherwise — so the offer the buyer has is **complete**, or **recommended** (below); stock not
 *   confirmed no longer holds a published sub-quote back;
 * - the quote in construction, over the seller's counted lines: **WIP** while the seller has priced none of them
 *   yet (or none is left); **incomplete** while one lacks a price or available stock; **complete** when none does;
 * - **recommended**: complete, and the cheapest on every line another seller also quoted, with at least one such
 *   line.
 */
export function subQuoteStatus(sellerCompanyId: number, context: SubQuoteContext): number {
  if (context.quoteStatusId === QuoteStatus.ids.CANCELLED) return SubQuoteStatus.ids.CANCELLED;
  const own = context.lines.filter(
    (line) => line.sellerCompanyId === sellerCompanyId && COUNTED_ITEM_STATUS_IDS.includes(line.statusId),
  );
  if (context.quoteStatusId === QuoteStatus.ids.PROCESSED) {
    return own.some((line) => (line.acceptedQuantity ?? 0) > 0)
      ? SubQuoteStatus.ids.COMPLETE
      : SubQuoteStatus.ids.ARCHIVED;
  }
  const isPublished = context.quoteStatusId === QuoteStatus.ids.COMPLETE;
  if (own.length === 0) return SubQuoteStatus.ids.WIP;
  if (!isPublished) {
    if (own.every((line) => line.sellerUnitPrice === null)) return SubQuoteStatus.ids.WIP;
    if (!own.every(isLineAnswered)) return SubQuoteStatus.ids.INCOMPLETE;
  } else if (!own.every(isLinePriced)) {
    // Publish refuses a line without its prices; kept so a status never claims more than the lines say.
    return SubQuoteStatus.ids.INCOMPLETE;
  }
  const contest = own.map(isCheapestOfContestedGroup);
  const contested = contest.filter((result) => result !== 'uncontested');
  return contested.length > 0 && contested.every((result) => result === 'cheapest')
    ? SubQuoteStatus.ids.RECOMMENDED
    : SubQuoteStatus.ids.COMPLETE;
}
