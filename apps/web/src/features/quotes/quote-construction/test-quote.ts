import type { ConstructedQuote, ConstructedQuoteItem } from '@portal/contracts';
import {
  testJob,
  testServedLine,
  testUnpricedTotals,
} from '../../../components/construction/test-construction';

/** A line as GET quote/{id} answers it, for the unit tests: sourced by nobody yet unless told. */
export function testItem(id: number, overrides: Partial<ConstructedQuoteItem> = {}): ConstructedQuoteItem {
  return {
    ...testServedLine(id),
    sellerCompanyId: null,
    sellerCompanyName: null,
    sellerUnitPrice: null,
    markupRate: null,
    buyerUnitPrice: null,
    sellerPrice: null,
    buyerPrice: null,
    inventoryAvailable: false,
    acceptedQuantity: null,
    ...overrides,
  };
}

/** A WIP quote with these lines and nothing else, for the unit tests (the construction kit's test job). */
export function testQuote(
  items: ConstructedQuoteItem[],
  overrides: Partial<ConstructedQuote> = {},
): ConstructedQuote {
  return {
    ...testJob(),
    quoteNumber: 10012,
    quoteRequestId: 3,
    standardizedQuoteId: 4,
    statusId: 1,
    returnStatusId: 1,
    revision: 0,
    publishedAt: null,
    returnedAt: null,
    version: 1,
    placedOrder: null,
    readOnly: false,
    taxCountryId: 1,
    taxKinds: ['GST', 'QST'],
    items,
    subQuotes: [],
    totals: { ...testUnpricedTotals(), unpricedLineCount: items.length },
    ...overrides,
  };
}
