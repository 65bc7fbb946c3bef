import { describe, expect, it } from 'vitest';
import { ItemStatus, QuoteStatus, SubQuoteStatus } from './enumerations';
import { subQuoteStatus, type SubQuoteLine } from './sub-quote-status';

const SELLER = 7;
const RIVAL = 9;

function line(overrides: Partial<SubQuoteLine> = {}): SubQuoteLine {
  return {
    statusId: ItemStatus.ids.WIP,
    productId: 1,
    productSizeId: 2,
    sellerCompanyId: SELLER,
    sellerUnitPrice: 100,
    buyerUnitPrice: 130,
    inventoryAvailable: true,
    acceptedQuantity: null,
    altItems: [],
    ...overrides,
  };
}

const rivalOffer = (price: number, productSizeId: number | null = null) => ({
  productId: null,
  productSizeId,
  sellerCompanyId: RIVAL,
  sellerUnitPrice: price,
});

const S = SubQuoteStatus.ids;
const Q = QuoteStatus.ids;

describe('subQuoteStatus (decisions 159, 202)', () => {
  it.each([
    ['a cancelled quote cancels every sub-quote', Q.CANCELLED, [line()], S.CANCELLED],
    [
      'a line without a buyer price: incomplete',
      Q.WIP,
      [line(), line({ buyerUnitPrice: null })],
      S.INCOMPLETE,
    ],
    ['a line without stock: incomplete', Q.WIP, [line({ inventoryAvailable: false })], S.INCOMPLETE],
    [
      'in construction, the seller has priced no line yet: WIP',
      Q.WIP,
      [line({ sellerUnitPrice: null, buyerUnitPrice: null }), line({ sellerUnitPrice: null })],
      S.WIP,
    ],
    [
      'in construction, one line priced of two: incomplete',
      Q.WIP,
      [line({ sellerUnitPrice: null, buyerUnitPrice: null }), line()],
      S.INCOMPLETE,
    ],
    [
      'published with stock not confirmed: the offer the buyer has is complete',
      Q.COMPLETE,
      [line({ inventoryAvailable: false }), line()],
      S.COMPLETE,
    ],
    [
      'published, the cheapest where another seller quoted: recommended',
      Q.COMPLETE,
      [line({ inventoryAvailable: false, altItems: [rivalOffer(110)] })],
      S.RECOMMENDED,
    ],
    [
      'published with a line missing its price (publish refuses it): incomplete',
      Q.COMPLETE,
      [line({ buyerUnitPrice: null })],
      S.INCOMPLETE,
    ],
    [
      'an unavailable line does not count',
      Q.WIP,
      [line(), line({ statusId: ItemStatus.ids.UNAVAILABLE, sellerUnitPrice: null })],
      S.COMPLETE,
    ],
    ['every line priced, nobody else quoted: complete', Q.COMPLETE, [line(), line()], S.COMPLETE],
    [
      'the cheapest on the only contested line: recommended',
      Q.WIP,
      [line({ altItems: [rivalOffer(110)] }), line()],
      S.RECOMMENDED,
    ],
    [
      'a tie keeps the line seller recommended',
      Q.WIP,
      [line({ altItems: [rivalOffer(100)] })],
      S.RECOMMENDED,
    ],
    [
      'dearer than another seller on one contested line: complete',
      Q.WIP,
      [line({ altItems: [rivalOffer(110)] }), line({ altItems: [rivalOffer(95)] })],
      S.COMPLETE,
    ],
    [
      "another seller's offer for another size does not contest the line",
      Q.WIP,
      [line({ altItems: [rivalOffer(50, 3)] })],
      S.COMPLETE,
    ],
    ['no counted line left: WIP', Q.WIP, [line({ statusId: ItemStatus.ids.ORIGINAL })], S.WIP],
    [
      'an order placed: the seller with an accepted line stays complete',
      Q.PROCESSED,
      [line({ acceptedQuantity: 0 }), line({ acceptedQuantity: 4 })],
      S.COMPLETE,
    ],
    [
      'an order placed: a seller with nothing accepted is archived',
      Q.PROCESSED,
      [line({ acceptedQuantity: 0 })],
      S.ARCHIVED,
    ],
  ] as const)('%s', (_case, quoteStatusId, lines, expected) => {
    expect(subQuoteStatus(SELLER, { quoteStatusId, lines })).toBe(expected);
  });

  it("reads only the seller's own lines", () => {
    const lines = [line(), line({ sellerCompanyId: RIVAL, buyerUnitPrice: null })];
    expect(subQuoteStatus(SELLER, { quoteStatusId: Q.WIP, lines })).toBe(S.COMPLETE);
    expect(subQuoteStatus(RIVAL, { quoteStatusId: Q.WIP, lines })).toBe(S.INCOMPLETE);
  });
});
