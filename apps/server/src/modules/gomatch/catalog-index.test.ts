import { describe, expect, it } from 'vitest';
import { ProductSizeCategory, ProductSizeType, ProductSizeUnit } from '@portal/contracts';
import { normalizeSearchText, type RankableProduct, type RankableSize } from '../catalog';
import { rankProducts } from '../catalog/catalog-search-ranking';
import { CatalogIndex } from './catalog-index';

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const GENERA = ['Acer', 'Thuja', 'Hydrangea', 'Picea', 'Spiraea', 'Syringa', 'Juniperus', 'Hemerocallis'];
const EPITHETS = [
  'rubrum',
  'occidentalis',
  'paniculata',
  'pungens',
  'japonica',
  'meyeri',
  'squamata',
  'glauca',
];
const COMMON = ['red maple', 'white cedar', 'panicle hydrangea', 'blue spruce', 'lilac', 'daylily', null];
const FRENCH = ['érable rouge', 'thuya occidental', 'hydrangée paniculée', 'épinette bleue', null];
const CULTIVAR_WORDS = [
  'October',
  'Glory',
  'Smaragd',
  'Limelight',
  'Stella',
  'de',
  'Oro',
  'Blue',
  'Star',
  'Little',
];

function catalog(seed: number, count: number): RankableProduct[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const words = Math.floor(next() * 4);
    const cultivar = words === 0 ? null : Array.from({ length: words }, () => pick(CULTIVAR_WORDS)).join(' ');
    return {
      id: index + 1,
      latinName: `${pick(GENERA)} ${pick(EPITHETS)}`,
      cultivar,
      commonNameEn: pick(COMMON),
      commonNameFr: pick(FRENCH),
      sku: `SKU-${seed}-${index + 1}`,
    };
  });
}

/** A line the way buyers write one: words cut short, a letter dropped, swapped, added or changed, words left out. */
function typedLine(product: RankableProduct, next: () => number): string {
  const words = normalizeSearchText(
    next() < 0.3 && product.commonNameEn ? product.commonNameEn : product.latinName,
    product.cultivar,
  ).split(' ');
  return words
    .filter(() => next() > 0.15)
    .map((word) => {
      const roll = next();
      if (roll < 0.2 && word.length > 4) return word.slice(0, 3 + Math.floor(next() * 2));
      if (roll < 0.35 && word.length > 4) {
        const at = 1 + Math.floor(next() * (word.length - 2));
        return word.slice(0, at) + word.slice(at + 1);
      }
      if (roll < 0.45 && word.length > 4) {
        const at = 1 + Math.floor(next() * (word.length - 3));
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      }
      const letter = 'aeioulnrstxyz'[Math.floor(next() * 13)]!;
      if (roll < 0.55 && word.length > 3) {
        const at = 1 + Math.floor(next() * (word.length - 1));
        return word.slice(0, at) + letter + word.slice(at);
      }
      if (roll < 0.65 && word.length > 3) {
        const at = Math.floor(next() * word.length);
        return word.slice(0, at) + letter + word.slice(at + 1);
      }
      if (roll < 0.7) return `${word}${word.slice(-2)}`;
      return word;
    })
    .join(' ');
}

describe('catalog index', () => {
  it('ranks the same top three, with the same scores, as the catalog ranking over every product', () => {
    for (const seed of [1, 2]) {
      const products = catalog(seed, 400);
      const index = new CatalogIndex(products, []);
      const next = random(seed * 7919);
      for (let line = 0; line < 150; line += 1) {
        const text = normalizeSearchText(typedLine(products[Math.floor(next() * products.length)]!, next));
        if (!text) continue;
        const expected = rankProducts(products, text)
          .filter((entry) => entry.score > 0)
          .slice(0, 3)
          .map((entry) => [entry.product.id, entry.score]);
        const found = index.match(text).products.map((entry) => [entry.product.id, entry.score]);
        expect(found, `seed ${seed}: '${text}'`).toEqual(expected);
      }
    }
    // The brute force scores every product for every line: seconds, not a timing.
  }, 120_000);

  it('finds a product by its SKU, its cultivar initials and a renamed genus', () => {
    const products: RankableProduct[] = [
      {
        id: 1,
        latinName: 'Hemerocallis',
        cultivar: 'Stella de Oro',
        commonNameEn: 'daylily',
        commonNameFr: null,
        sku: 'HEM-SDO',
      },
      {
        id: 2,
        latinName: 'Hemerocallis',
        cultivar: 'Happy Returns',
        commonNameEn: 'daylily',
        commonNameFr: null,
        sku: 'HEM-HR',
      },
      {
        id: 3,
        latinName: 'Lamprocapnos spectabilis',
        cultivar: null,
        commonNameEn: 'bleeding heart',
        commonNameFr: null,
        sku: 'LAM-SPE',
      },
    ];
    const index = new CatalogIndex(products, []);
    expect(index.match('hem sdo').products[0]?.product.id).toBe(1);
    expect(index.match('HEM-HR').products[0]).toMatchObject({ product: { id: 2 }, score: 1.05 });
    expect(index.match('dicentra spectabilis').products[0]?.product.id).toBe(3);
    expect(index.match('dicentra spectabilis').products[0]?.tokens).toEqual([
      { text: 'dicentra', matched: 'lamprocapnos' },
      { text: 'spectabilis', matched: 'spectabilis' },
    ]);
  });

  it('reads the size and the specs of a line, and ranks sizes by their numbers', () => {
    const size = (id: number, name: string, value: number, aliases: string[]): RankableSize => ({
      id,
      name,
      selectCode: name,
      typeId: ProductSizeType.ids.SIZE,
      categoryId: ProductSizeCategory.ids.CONTAINER,
      valueTypeId: 1,
      unitId: ProductSizeUnit.ids.GALLON,
      value,
      minValue: null,
      maxValue: null,
      aliases,
    });
    const multiStem: RankableSize = {
      ...size(10, 'Multi-stem', 0, ['multi stem', 'ms']),
      typeId: ProductSizeType.ids.SPEC,
      categoryId: 22,
      unitId: null,
      value: null,
      selectCode: null,
    };
    const products: RankableProduct[] = [
      {
        id: 1,
        latinName: 'Amelanchier canadensis',
        cultivar: null,
        commonNameEn: 'serviceberry',
        commonNameFr: null,
        sku: 'AME-CAN',
      },
    ];
    const index = new CatalogIndex(products, [
      size(1, '#3', 3, ['3 gal']),
      size(2, '#5', 5, ['5 gal']),
      multiStem,
    ]);
    const found = index.match('amelanchier canadensis 5 gal multi stem');
    expect(found.products[0]?.product.id).toBe(1);
    expect(found.sizes[0]?.size.id).toBe(2);
    expect(found.sizeText).toBe('5 gal');
    expect(found.specs.map((spec) => spec.id)).toEqual([10]);
    expect(found.specTexts).toEqual(['multi stem']);
    expect(index.match('amelanchier canadensis').sizes).toEqual([]);
  });

  it('answers nothing, without failing, for a line of emoji, SQL or noise', () => {
    const index = new CatalogIndex(catalog(4, 200), []);
    for (const text of ['🌲🌲🌲', "'; drop table product; --", '----', '%%%_', 'x x x']) {
      expect(() => index.match(text)).not.toThrow();
    }
    expect(index.match('🌲🌲🌲').products).toEqual([]);
  });
});
