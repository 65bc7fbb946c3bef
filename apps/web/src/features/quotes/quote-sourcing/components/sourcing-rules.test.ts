import { describe, expect, it } from 'vitest';
import { type QuoteRevisionSummary, type SellerCandidate } from '@portal/contracts';
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
