import { describe, expect, it } from 'vitest';
import {
  editDistance,
  rankProducts,
  synonymVariants,
  wordScore,
  type RankableProduct,
} from './catalog-search-ranking';
import { normalizeSearchText } from './search-text';

const product = (
  id: number,
  latinName: string,
  cultivar: string | null,
  en: string | null = null,
): RankableProduct => ({
  id,
  latinName,
  cultivar,
  commonNameEn: en,
  commonNameFr: null,
  sku: `SKU-${id}`,
});

describe('catalog search ranking', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('smaragd', 'smargad')).toBe(1);
    expect(editDistance('holmstrup', 'holmstrop')).toBe(1);
    expect(editDistance('limelihgt', 'limelight')).toBe(1);
  });

  it('reads abbreviations, misspellings and renamed genera', () => {
    expect(wordScore('occ', 'occidentalis')).toBeGreaterThan(0.85);
    expect(wordScore('limelite', 'limelight')).toBeGreaterThan(0.55);
    expect(wordScore('dicentra', 'lamprocapnos')).toBeGreaterThan(0.9);
    expect(wordScore('oak', 'occidentalis')).toBe(0);
    expect(synonymVariants('dicentra spectabilis')).toEqual(['lamprocapnos spectabilis']);
  });

  it('reads a plural as its word, however short (issue 36)', () => {
    expect(wordScore('ifs', 'if')).toBeGreaterThanOrEqual(0.95);
    expect(wordScore('blancs', 'blanc')).toBeGreaterThanOrEqual(0.95);
    expect(wordScore('boxes', 'box')).toBeGreaterThanOrEqual(0.95);
    expect(wordScore('moss', 'mos')).toBeLessThan(0.95);
    const ranked = rankProducts(
      [
        { ...product(1, 'Taxus cuspidata', null, 'Japanese yew'), commonNameFr: 'if du Japon' },
        { ...product(2, 'Syringa reticulata', null, 'Japanese tree lilac'), commonNameFr: 'lilas du Japon' },
      ],
      normalizeSearchText('ifs du Japon'),
    );
    expect(ranked[0]!.product.id).toBe(1);
  });

  it('ranks the cultivar named by its initials first, ties by id', () => {
    const candidates = [
      product(3, 'Hemerocallis', 'Happy Returns'),
      product(2, 'Hemerocallis', 'Stella de Oro'),
      product(1, 'Hemerocallis', 'Pardon Me'),
    ];
    const ranked = rankProducts(candidates, normalizeSearchText('hem sdo'));
    expect(ranked.map((entry) => entry.product.id)).toEqual([2, 1, 3]);
  });

  it('prefers the species when no cultivar is typed', () => {
    const ranked = rankProducts(
      [product(1, 'Acer rubrum', 'October Glory', 'red maple'), product(2, 'Acer rubrum', null, 'red maple')],
      'acer rubrum',
    );
    expect(ranked[0]!.product.id).toBe(2);
  });
});
