import { describe, expect, it } from 'vitest';
import {
  AltItemImportSource,
  orderSubstitutionSchema,
  quoteAltItemInputSchema,
  quoteSubstitutionSchema,
  type AltItem,
  type ImportCandidate,
} from '@portal/contracts';
import {
  addImportedAlternates,
  alternateName,
  nextDraftAlternateId,
  toAltItemInputs,
  toSubstitution,
} from './alternates';

const ALTERNATE: AltItem = {
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

describe('alternates as a workspace saves them (decisions 153, 173)', () => {
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
    // One substitution serves both saves: a quote line's and an order item's.
    expect(quoteSubstitutionSchema.safeParse(substitution).success).toBe(true);
    expect(orderSubstitutionSchema.safeParse(substitution).success).toBe(true);
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
