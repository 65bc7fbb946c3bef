import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { customerOrder, quote, quoteRequest } from '../../db/schema';

/**
 * importQuote's look-ups (spec 001 §7; decision 153): the quote or order a typed number names. The lines come from
 * priced document of that kind, one page at a time.
 */

/** The quote a number names, with whether its request is a QTO (quantity take-off) one. */
export async function findQuoteByNumber(db: DatabaseExecutor, quoteNumber: number) {
  const [found] = await db
    .select({ id: quote.id, quoteNumber: quote.quoteNumber, qto: quoteRequest.qto })
    .from(quote)
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .where(eq(quote.quoteNumber, quoteNumber));
  return found;
}

/** The order a number and phase name. */
export async function findOrderByNumber(db: DatabaseExecutor, orderNumber: number, phaseNumber: number) {
  const [found] = await db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
    })
    .from(customerOrder)
    .where(and(eq(customerOrder.orderNumber, orderNumber), eq(customerOrder.phaseNumber, phaseNumber)));
  return found;
}
