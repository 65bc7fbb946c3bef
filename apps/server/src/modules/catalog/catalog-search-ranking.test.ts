import { describe, expect, it } from 'vitest';
import {
  bigramSimilarity,
  editDistance,
  rankProducts,
  singularOf,
  synonymVariants,
  wordScore,
  type RankableProduct,
} from './catalog-search-ranking';
import { normalizeSearchText } from './search-text';

/** The plain versions the engine's scratch-space ones replaced (issue 36 tuning): a table and a map per call. */
function plainEditDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  const table = Array.from({ length: left.length + 1 }, (_, row) =>
    Array.from({ length: right.length + 1 }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row <= left.length; row += 1) {
    let best = Number.POSITIVE_INFINITY;
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1])
        value = Math.min(value, table[row - 2]![column - 2]! + 1);
      table[row]![column] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return table[left.length]![right.length]!;
}

function plainBigramSimilarity(left: string, right: string): number {
  const grams = (word: string) =>
    [...` ${word} `].slice(0, -1).map((_, index) => ` ${word} `.slice(index, index + 2));
  const counts = new Map<string, number>();
  for (const gram of grams(right)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  let common = 0;
  for (const gram of grams(left)) {
    if ((counts.get(gram) ?? 0) > 0) {
      common += 1;
      counts.set(gram, counts.get(gram)! - 1);
    }
  }
  return (2 * common) / (grams(left).length + grams(right).length);
}

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

  it('computes edit distances and bigram similarities as the plain table and map did, long words included', () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const letters = 'aabcdeehilnorssx';
    const word = (length: number) => Array.from({ length }, () => letters[next(letters.length)]).join('');
    for (let round = 0; round < 3_000; round += 1) {
      const left = word(next(12));
      const right = next(2) === 0 ? word(next(12)) : left.slice(0, next(left.length + 1)) + word(next(3));
      const limit = next(5);
      expect(editDistance(left, right, limit)).toBe(plainEditDistance(left, right, limit));
      expect(bigramSimilarity(left, right)).toBe(plainBigramSimilarity(left, right));
    }
    // Longer than the scratch space first held: it grows.
    const long = 'a'.repeat(40) + 'bc';
    expect(editDistance(long, `${'a'.repeat(40)}cb`, 4)).toBe(1);
    expect(bigramSimilarity(long, long)).toBe(1);
  });

  it('reads the singular of a plural without a pattern per call', () => {
    expect(
      ['ifs', 'blancs', 'boxes', 'bunches', 'bushes', 'hes', 'xes', 'grass', 'box', 'ox', 'roses'].map(
        singularOf,
      ),
    ).toEqual(['if', 'blanc', 'box', 'bunch', 'bush', 'he', 'x', null, 'bo', null, 'rose']);
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
