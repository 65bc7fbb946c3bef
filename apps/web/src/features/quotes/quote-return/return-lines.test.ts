import { describe, expect, it } from 'vitest';
import { ItemStatus, type ConstructedQuote } from '@portal/contracts';
import { filterReturnLines, returnLineProblem, toReturnBody, toReturnLines } from './return-lines';

type Item = ConstructedQuote['items'][number];

function item(id: number, overrides: Partial<Item> = {}): Item {
  return {
    id,
    sequenceNumber: id,
    productId: id,
    productName: `Acer rubrum ${id}`,
    productSizeId: 1,
    productSizeName: '50mm cal',
    specs: [],
    quantity: 10,
    statusId: ItemStatus.ids.WIP,
    sellerCompanyId: 7,
    sellerCompanyName: 'Pépinière des Laurentides',
    sellerUnitPrice: 100,
    markupRate: 30,
    buyerUnitPrice: 130,
    sellerPrice: 1000,
    buyerPrice: 1300,
    sellerContacted: true,
    inventoryAvailable: true,
    replacesItemId: null,
    acceptedQuantity: null,
    altItems: [],
    ...overrides,
  };
}

const quoteOf = (items: Item[]) => ({ items }) as unknown as ConstructedQuote;

describe('the return lines (decision 152)', () => {
  it('offers the lines that count, each accepted at its quoted quantity until a return is recorded', () => {
    const lines = toReturnLines(
      quoteOf([
        item(1),
        item(2, { statusId: ItemStatus.ids.UNAVAILABLE }),
        item(3, { statusId: ItemStatus.ids.ORIGINAL }),
        item(4, { statusId: ItemStatus.ids.SUBSTITUTED, replacesItemId: 3, quantity: 4 }),
      ]),
    );
    expect(lines.map((line) => [line.id, line.accepted, line.acceptedQuantity])).toEqual([
      [1, true, 10],
      [4, true, 4],
    ]);
  });

  it('starts from the recorded return: a line recorded at 0 is unticked, keeping its quoted quantity to tick', () => {
    const lines = toReturnLines(
      quoteOf([item(1, { acceptedQuantity: 6 }), item(2, { acceptedQuantity: 0 })]),
    );
    expect(lines.map((line) => [line.accepted, line.acceptedQuantity])).toEqual([
      [true, 6],
      [false, 10],
    ]);
  });

  it('names what is wrong with an accepted quantity, and nothing for an unticked line', () => {
    const [line] = toReturnLines(quoteOf([item(1)]));
    expect(returnLineProblem({ ...line!, acceptedQuantity: null })).toBe('required');
    expect(returnLineProblem({ ...line!, acceptedQuantity: Number.NaN })).toBe('notANumber');
    expect(returnLineProblem({ ...line!, acceptedQuantity: 0 })).toBe('aboveZero');
    expect(returnLineProblem({ ...line!, acceptedQuantity: 10.5 })).toBe('aboveQuoted');
    expect(returnLineProblem({ ...line!, acceptedQuantity: 2.0005 })).toBe('decimals');
    expect(returnLineProblem({ ...line!, acceptedQuantity: 2.005 })).toBeNull();
    expect(returnLineProblem({ ...line!, acceptedQuantity: 10 })).toBeNull();
    expect(returnLineProblem({ ...line!, accepted: false, acceptedQuantity: null })).toBeNull();
  });

  it('sends every line, 0 for the ones not accepted', () => {
    const [first, second] = toReturnLines(quoteOf([item(1), item(2)]));
    expect(
      toReturnBody(9, [
        { ...first!, acceptedQuantity: 7 },
        { ...second!, accepted: false },
      ]),
    ).toEqual({
      id: 9,
      items: [
        { id: 1, acceptedQuantity: 7 },
        { id: 2, acceptedQuantity: 0 },
      ],
    });
  });

  it('finds a line by number, product, size or seller, accents and case aside', () => {
    const lines = toReturnLines(quoteOf([item(1), item(12, { productName: 'Thuja occidentalis' })]));
    expect(filterReturnLines(lines, 'THUJA').map((line) => line.id)).toEqual([12]);
    expect(filterReturnLines(lines, 'pepiniere').map((line) => line.id)).toEqual([1, 12]);
    expect(filterReturnLines(lines, '12').map((line) => line.id)).toEqual([12]);
    expect(filterReturnLines(lines, '  ')).toHaveLength(2);
  });
});
