import { describe, expect, it } from 'vitest';
import {
  AltItemImportSource,
  quoteAltItemInputSchema,
  quoteSubstitutionSchema,
  type ImportCandidate,
  type QuoteAltItem,
  type QuoteRevisionSummary,
  type SellerCandidate,
} from '@portal/contracts';
import {
  addImportedAlternates,
  alternateName,
  nextDraftAlternateId,
  toAltItemInputs,
  toSubstitution,
} from './alternates';
import { defaultRevisionChoice, effectiveRevisionChoice } from './revision-choice';
import { sortSellerCandidates } from './seller-candidate-order';

function candidate(
  sellerCompanyName: string,
  lastUnitPrice: number,
  distanceKm: number | null,
  lastPricedAt = '2026-10-01T12:00:00.000Z',
): SellerCandidate {
  return {
    sellerCompanyId: sellerCompanyName.length,
    sellerCompanyName,
    lastUnitPrice,
    lastPricedAt,
    sourceKind: 'quote',
    sourceRecordId: 1,
    sourceNumber: 'CQ-10001',
    distanceKm,
  };
}

describe('seller candidates in order (issue 14: nearest and cheapest first)', () => {
  const candidates = [
    candidate('Far and cheap', 10, 300),
    candidate('Unknown place', 5, null),
    candidate('Near and dear', 30, 12),
    candidate('Near and cheaper', 25, 12),
    candidate('Middle', 20, 80),
  ];

  it.each([
    ['nearest', ['Near and cheaper', 'Near and dear', 'Middle', 'Far and cheap', 'Unknown place']],
    ['cheapest', ['Unknown place', 'Far and cheap', 'Middle', 'Near and cheaper', 'Near and dear']],
  ] as const)('%s first', (order, names) => {
    expect(sortSellerCandidates(candidates, order).map((entry) => entry.sellerCompanyName)).toEqual(names);
  });

  it('puts the latest price first between two that tie, then the name, and leaves the answer as it was', () => {
    const tied = [
      candidate('Older', 10, 5, '2026-01-01T00:00:00.000Z'),
      candidate('Beta', 10, 5, '2026-06-01T00:00:00.000Z'),
      candidate('Alpha', 10, 5, '2026-06-01T00:00:00.000Z'),
    ];
    expect(sortSellerCandidates(tied, 'cheapest').map((entry) => entry.sellerCompanyName)).toEqual([
      'Alpha',
      'Beta',
      'Older',
    ]);
    expect(tied.map((entry) => entry.sellerCompanyName)).toEqual(['Older', 'Beta', 'Alpha']);
  });
});

const ALTERNATE: QuoteAltItem = {
  id: 7,
  productId: 9,
  productName: "Thuja occidentalis 'Smaragd'",
  productSizeId: 11,
  productSizeName: '150-175cm',
  specs: [{ id: 40, name: 'B&B' }],
  quantity: 120,
  sellerCompanyId: 41,
  sellerCompanyName: 'Pépinière Rivière',
  sellerUnitPrice: 58.5,
  note: 'Heavier root ball',
  importSourceId: null,
  sourceItemId: null,
};

function importCandidate(sourceItemId: number): ImportCandidate {
  return {
    importSourceId: AltItemImportSource.ids.ORDER,
    sourceItemId,
    sourceNumber: 'O-10004-1',
    productId: 12,
    productName: 'Thuja plicata',
    productSizeId: 13,
    productSizeName: '125-150cm',
    specs: [],
    quantity: 80,
    sellerCompanyId: 42,
    sellerCompanyName: 'Pépinière du Nord',
    sellerUnitPrice: 49,
  };
}

describe('alternates as the workspace saves them (decision 153)', () => {
  it('gives a new alternate a negative id the list does not hold yet', () => {
    expect(nextDraftAlternateId([])).toBe(-1);
    expect(nextDraftAlternateId([ALTERNATE, { ...ALTERNATE, id: -1 }, { ...ALTERNATE, id: -3 }])).toBe(-4);
  });

  it('sends what the save schema reads, names left out', () => {
    const [input] = toAltItemInputs([ALTERNATE]);
    expect(input).toEqual({
      productId: 9,
      productSizeId: 11,
      specIds: [40],
      quantity: 120,
      sellerCompanyId: 41,
      sellerUnitPrice: 58.5,
      note: 'Heavier root ball',
      importSourceId: null,
      sourceItemId: null,
    });
    expect(quoteAltItemInputSchema.safeParse(input).success).toBe(true);
  });

  it("makes a substitution of an alternate, keeping the original's specs when it names none", () => {
    expect(toSubstitution(5, ALTERNATE)).toMatchObject({ itemId: 5, productId: 9, specIds: [40] });
    const sizeOnly = { ...ALTERNATE, productId: null, productName: null, specs: [] };
    const substitution = toSubstitution(5, sizeOnly);
    expect(substitution).toMatchObject({ itemId: 5, productId: null, productSizeId: 11, specIds: null });
    expect(quoteSubstitutionSchema.safeParse(substitution).success).toBe(true);
  });

  it('adds imported lines once each, up to the maximum, and says how many were left out', () => {
    const first = addImportedAlternates([ALTERNATE], [importCandidate(1), importCandidate(2)], 20);
    expect(first.altItems.map((altItem) => [altItem.id, altItem.sourceItemId])).toEqual([
      [7, null],
      [-1, 1],
      [-2, 2],
    ]);
    expect(first.altItems[1]).toMatchObject({
      importSourceId: AltItemImportSource.ids.ORDER,
      productName: 'Thuja plicata',
      sellerUnitPrice: 49,
      note: null,
    });
    const again = addImportedAlternates(first.altItems, [importCandidate(2), importCandidate(3)], 4);
    expect(again.altItems.map((altItem) => altItem.sourceItemId)).toEqual([null, 1, 2, 3]);
    expect(again.leftOut).toBe(0);
    const full = addImportedAlternates(again.altItems, [importCandidate(4), importCandidate(5)], 4);
    expect(full).toEqual({ altItems: again.altItems, leftOut: 2 });
  });

  it('names an alternate by what it is, or not at all when it names nothing', () => {
    expect(alternateName(ALTERNATE)).toBe("Thuja occidentalis 'Smaragd', 150-175cm, B&B");
    expect(alternateName({ ...ALTERNATE, productName: null, productSizeName: null, specs: [] })).toBeNull();
  });
});

function revision(number: number): QuoteRevisionSummary {
  return {
    revision: number,
    publishedAt: `2026-11-0${number}T10:00:00.000Z`,
    publishedByUserId: 3,
    publishedByUserName: 'Marc Gagnon',
    lineCount: 3,
    totals: {
      sellerCost: 0,
      buyerSubtotal: 0,
      margin: 0,
      discount: 0,
      transport: 0,
      fee: 0,
      taxable: 0,
      tax: 0,
      grandTotal: 0,
      taxRate: 0,
      buyerFeeRate: null,
      unpricedLineCount: 0,
    },
  };
}

describe('which versions open first (decision 157)', () => {
  it('opens the last two publishes, the only one against now, and nothing before a publish', () => {
    expect(defaultRevisionChoice([])).toBeNull();
    expect(defaultRevisionChoice([revision(1)])).toEqual({ from: 1, to: null });
    expect(defaultRevisionChoice([revision(1), revision(2), revision(3)])).toEqual({ from: 2, to: 3 });
  });

  it("keeps the user's choice while its revisions are listed", () => {
    const revisions = [revision(1), revision(2), revision(3)];
    expect(effectiveRevisionChoice(revisions, { from: 1, to: null })).toEqual({ from: 1, to: null });
    expect(effectiveRevisionChoice(revisions, { from: 1, to: 4 })).toEqual({ from: 2, to: 3 });
  });
});
