import { describe, expect, it } from 'vitest';
import {
  ProductSizeCategory,
  ProductSizeType,
  ProductSizeUnit,
  ProductSizeValueType,
} from '@portal/contracts';
import type { RankableProduct, RankableSize } from '../catalog';
import { CatalogIndex } from './catalog-index';
import { matchLineWithIndex } from './gomatch.service';

/** Issue 36 'the pick' (decision 196): a clear first candidate is picked; a line's genus is never overruled. */

const Category = ProductSizeCategory.ids;
const Unit = ProductSizeUnit.ids;

function product(id: number, latinName: string, cultivar: string | null, commonNameEn: string | null = null) {
  return {
    id,
    latinName,
    cultivar,
    commonNameEn,
    commonNameFr: null,
    sku: `P-${id}`,
  } satisfies RankableProduct;
}

function size(id: number, name: string, fields: Partial<RankableSize>): RankableSize {
  return {
    id,
    name,
    selectCode: null,
    typeId: ProductSizeType.ids.SIZE,
    categoryId: Category.CONTAINER,
    valueTypeId: ProductSizeValueType.ids.SINGLE,
    unitId: null,
    value: null,
    minValue: null,
    maxValue: null,
    aliases: [],
    ...fields,
  };
}

const PRODUCTS = [
  product(1, 'Picea abies', null, 'Norway spruce'),
  product(2, 'Abies balsamea', null, 'balsam fir'),
  product(3, 'Abies concolor', null, 'white fir'),
  product(4, 'Thuja occidentalis', 'Smaragd', 'eastern white cedar'),
  product(5, 'Black cedar mulch', null),
  product(6, 'Picea pungens', 'Fat Albert', 'Colorado spruce'),
];
const SIZES = [
  size(10, 'B&B 125-150cm', {
    categoryId: Category.BALLED_AND_BURLAPPED,
    valueTypeId: ProductSizeValueType.ids.RANGE,
    unitId: Unit.CENTIMETRE,
    minValue: 125,
    maxValue: 150,
  }),
  size(11, 'B&B 150-175cm', {
    categoryId: Category.BALLED_AND_BURLAPPED,
    valueTypeId: ProductSizeValueType.ids.RANGE,
    unitId: Unit.CENTIMETRE,
    minValue: 150,
    maxValue: 175,
    aliases: ['150/175cm'],
  }),
  size(12, '1 yd³ bulk', {
    categoryId: Category.BULK,
    unitId: Unit.CUBIC_YARD,
    value: 1,
    aliases: ['yd3', 'cu yd'],
  }),
  size(13, 'Bulk bag 1 yd³', { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1 }),
];
const index = new CatalogIndex(PRODUCTS, SIZES);

function match(text: string) {
  return matchLineWithIndex(index, { text, source: { kind: 'details', fileId: null, line: 1 } }, new Map());
}

describe('the pick (issue 36)', () => {
  it("picks the species for an abbreviated genus ('P. abies'), not a genus named like its epithet", () => {
    const line = match('P. abies 150-175cm');
    expect(line.matchedNameId).toBe(1);
    expect(line.nameMatchInfo.state).toBe('MATCHED');
    expect(line.nameAlternatives[0]!.confidence).toBeGreaterThan(line.nameAlternatives[1]!.confidence + 0.1);
  });

  it('picks a single height as the class it starts (150cm → 150-175 cm)', () => {
    const line = match('Picea abies 150cm');
    expect(line.matchedSizeId).toBe(11);
    expect(line.sizeMatchInfo.state).toBe('MATCHED');
  });

  it('picks a catalog alias typed exactly before any reading by numbers', () => {
    const line = match('Picea abies 150/175cm');
    expect(line.matchedSizeId).toBe(11);
    expect(line.sizeMatchInfo.confidence).toBeGreaterThanOrEqual(0.96);
  });

  it("reads a material's quantity before its unit and the per-unit size", () => {
    const line = match('black cedar mulch 12 yd3');
    expect(line.matchedNameId).toBe(5);
    expect(line.matchedSizeId).toBe(12);
    expect(line.quantity).toBe(12);
  });

  it('never marks a product of another genus MATCHED when the line names a genus', () => {
    // 'picea' is a genus of the catalog; the product naming 'occidentalis smaragd' is a Thuja.
    const line = match('Picea occidentalis Smaragd 150-175cm');
    expect(line.nameAlternatives[0]!.id).toBe(4);
    expect(line.nameMatchInfo.state).toBe('AMBIGUOUS');
    const same = match('Thuja occidentalis Smaragd 150-175cm');
    expect(same.nameMatchInfo.state).toBe('MATCHED');
  });
});

/** Issue 36 round 2: a cultivar the line names but the catalog does not carry is never the bare species, sure. */
describe('a cultivar the catalog does not know (issue 36)', () => {
  const CATALOG = new CatalogIndex(
    [
      product(1, 'Acer tataricum', null, 'Tatarian maple'),
      product(2, 'Acer tataricum', 'Hot Wings', 'Tatarian maple'),
      product(3, 'Quercus bicolor', null, 'swamp white oak'),
      product(4, 'Quercus bicolor', 'American Dream', 'swamp white oak'),
      product(5, 'Betula nigra', null, 'river birch'),
      product(6, 'Betula nigra', 'Heritage', 'river birch'),
      product(7, 'Juniperus horizontalis', 'Blue Chip', 'creeping juniper'),
      product(8, 'Juniperus horizontalis', 'Bar Harbor', 'creeping juniper'),
      product(9, 'Tilia cordata', null, 'littleleaf linden'),
      product(10, 'Tilia cordata', 'Greenspire', 'littleleaf linden'),
      {
        ...product(11, 'Sorbus aucuparia', 'Cardinal Royal', 'European mountain ash'),
        synonyms: {
          tradeNames: [],
          registeredNames: ['Michred'],
          commonNamesEn: [],
          commonNamesFr: [],
          originalNames: [],
        },
      },
      product(12, 'Sorbus aucuparia', null, 'European mountain ash'),
    ],
    SIZES,
  );
  const read = (text: string) =>
    matchLineWithIndex(CATALOG, { text, source: { kind: 'details', fileId: null, line: 1 } }, new Map());

  it.each([
    ["10 Acer tataricum 'GarAnn' #7", 1],
    ['4 Quercus bicolor JFS-KW12 50mm', 3],
    ['Betula nigra BNMTF 50mm cal multi-stem, 4', 5],
    ["30 Juniperus horizontalis 'Blue Rug' #3", 7],
    ['Tilia cordata Baileyi 60mm cal', 9],
  ])('%s: the closest product offered, AMBIGUOUS, not MATCHED', (text, offered) => {
    const line = read(text);
    expect(line.nameAlternatives[0]!.id).toBe(offered);
    expect(line.nameMatchInfo.state).toBe('AMBIGUOUS');
    expect(line.nameMatchInfo.reason).toMatch(/cultivar/);
  });

  it.each([
    ['10 Acer tataricum #7', 1],
    ["10 Acer tataricum 'Hot Wings' #7", 2],
    ["10 Acer tataricum 'Hot Wngs' #7", 2],
    ['Quercus bicolor American Dream 50mm', 4],
    ["6 Sorbus aucuparia 'Michred' #7", 11],
    ['TILIA CORDATA GREENSPIRE 60MM CAL', 10],
  ])('%s: a cultivar the product carries (or none) is still MATCHED', (text, picked) => {
    const line = read(text);
    expect(line.matchedNameId).toBe(picked);
    expect(line.nameMatchInfo.state).toBe('MATCHED');
  });
});

/** Issue 36 round 2: a descriptive common name ('weeping', 'columnar', 'blanc') means the cultivar that says it. */
describe('descriptive words that mean a cultivar (issue 36)', () => {
  const french = (entry: RankableProduct, commonNameFr: string): RankableProduct => ({
    ...entry,
    commonNameFr,
  });
  const CATALOG = new CatalogIndex(
    [
      product(1, 'Picea abies', null, 'Norway spruce'),
      product(2, 'Picea abies', 'Pendula', 'Norway spruce'),
      product(3, 'Picea abies', 'Nidiformis', 'Norway spruce'),
      product(4, 'Quercus robur', null, 'English oak'),
      product(5, 'Quercus robur', 'Fastigiata', 'English oak'),
      product(6, 'Carpinus betulus', null, 'European hornbeam'),
      product(7, 'Carpinus betulus', 'Fastigiata', 'European hornbeam'),
      product(8, 'Rhus typhina', null, 'staghorn sumac'),
      product(9, 'Rhus typhina', 'Dissecta', 'staghorn sumac'),
      product(10, 'Rhus typhina', 'Tiger Eyes', 'staghorn sumac'),
      french(product(11, 'Lamprocapnos spectabilis', null, 'bleeding heart'), 'cœur-saignant'),
      french(product(12, 'Lamprocapnos spectabilis', 'Alba', 'bleeding heart'), 'cœur-saignant'),
      french(product(13, 'Pinus strobus', null, 'eastern white pine'), 'pin blanc'),
      french(product(14, 'Pinus strobus', 'Pendula', 'eastern white pine'), 'pin blanc'),
      product(15, 'Abies balsamea', null, 'balsam fir'),
      product(16, 'Abies balsamea', 'Nana', 'balsam fir'),
      product(17, 'Acer platanoides', 'Columnare', 'Norway maple'),
      product(18, 'Acer platanoides', 'Crimson King', 'Norway maple'),
      product(19, 'Acer platanoides', null, 'Norway maple'),
    ],
    [
      ...SIZES,
      size(30, 'Weeping', { typeId: ProductSizeType.ids.SPEC, categoryId: 21, aliases: ['pleureur'] }),
      size(31, 'Columnar', {
        typeId: ProductSizeType.ids.SPEC,
        categoryId: 21,
        aliases: ['upright', 'colonnaire'],
      }),
    ],
  );
  const read = (text: string) =>
    matchLineWithIndex(CATALOG, { text, source: { kind: 'details', fileId: null, line: 1 } }, new Map());

  it.each([
    ["weeping Norway spruce 6'", 2],
    ['6 columnar English oak 2.5" cal', 5],
    ['8 pyramidal European hornbeam 60mm cal', 7],
    ['10 cutleaf staghorn sumac #3', 9],
    ['24 white bleeding heart #2', 12],
    ['cœur-saignant blanc 72 cellules', 12],
    ['pin blanc pleureur 150-175', 14],
    ['dwarf balsam fir #3', 16],
    ['upright Norway maple 50mm', 17],
  ])('%s: the cultivar that says it, first', (text, expected) => {
    expect(read(text).nameAlternatives[0]!.id).toBe(expected);
  });

  it('keeps the spec the descriptive word names', () => {
    expect(read("weeping Norway spruce 6'").matchedSpecIds).toEqual([30]);
  });

  it.each([
    ['eastern white pine 150-175cm', 13],
    ['pin blanc 150-175cm', 13],
    ['Norway spruce 150-175cm', 1],
    ['bleeding heart #2', 11],
    ['staghorn sumac Tiger Eyes #3', 10],
  ])('%s: a common name without a descriptor stays the species or its cultivar', (text, expected) => {
    const line = read(text);
    expect(line.nameAlternatives[0]!.id).toBe(expected);
    expect(line.nameMatchInfo.state).toBe('MATCHED');
  });
});

/** Issue 36 round 2: materials counted by the piece, French bulk-bag words, bulb grades with a dash, counts. */
describe('sizes and counts of materials and bulbs (issue 36)', () => {
  const CATALOG = new CatalogIndex(
    [
      product(1, 'Compost', null),
      { ...product(2, 'Black cedar mulch', null), commonNameFr: 'Paillis de cèdre noir' },
      product(3, 'Garden wall block', null),
      product(4, 'Retaining wall cap', null),
      product(5, 'Kentucky bluegrass sod', null),
      product(6, 'Tulipa', 'Red Emperor', 'tulip'),
      product(7, 'Limestone step 48in', null),
      product(8, 'Paver edge restraint 8ft', null),
      product(9, 'Picea abies', null, 'Norway spruce'),
    ],
    [
      ...SIZES,
      size(20, 'Pallet', { categoryId: Category.PALLET, aliases: ['skid', 'palette', 'plt'] }),
      size(21, 'Each', { categoryId: Category.EACH, unitId: Unit.EACH, value: 1, aliases: ['ea', 'pc'] }),
      size(22, '2 cu ft bag', { categoryId: Category.BAG, value: 2, aliases: ['2 cf bag', '56 L bag'] }),
      size(23, '30 L bag', { categoryId: Category.BAG, unitId: Unit.LITRE, value: 30, aliases: ['30L'] }),
      size(24, 'Sq ft', { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, aliases: ['sf'] }),
      size(25, '14/16 cm bulb', {
        categoryId: Category.BULB,
        valueTypeId: ProductSizeValueType.ids.RANGE,
        unitId: Unit.CENTIMETRE,
        minValue: 14,
        maxValue: 16,
        aliases: ['14/16'],
      }),
      size(26, '12/14 cm bulb', {
        categoryId: Category.BULB,
        valueTypeId: ProductSizeValueType.ids.RANGE,
        unitId: Unit.CENTIMETRE,
        minValue: 12,
        maxValue: 14,
        aliases: ['12/14'],
      }),
      size(27, "B&B 8-10'", {
        categoryId: Category.BALLED_AND_BURLAPPED,
        valueTypeId: ProductSizeValueType.ids.RANGE,
        unitId: Unit.FOOT,
        minValue: 8,
        maxValue: 10,
      }),
    ],
  );
  const read = (text: string) =>
    matchLineWithIndex(CATALOG, { text, source: { kind: 'details', fileId: null, line: 1 } }, new Map());

  it.each([
    ['4 sacs vrac compost', 1, 13, 4],
    ['120 sacs 56 L paillis de cèdre noir', 2, 22, 120],
    ['2 plt garden wall block', 3, 20, 2],
    ['120 ea garden wall block', 3, 21, 120],
    ['40 pc wall cap', 4, 21, 40],
    ['Sod, Kentucky bluegrass - 1,200 sq.ft.', 5, 24, 1200],
    ["300 Tulipa 'Red Emperor' 14-16", 6, 25, 300],
  ])('%s: product, size and quantity', (text, productId, sizeId, quantity) => {
    const line = read(text);
    expect(line.matchedNameId).toBe(productId);
    expect(line.matchedSizeId).toBe(sizeId);
    expect(line.quantity).toBe(quantity);
  });

  it.each([
    ['8 limestone steps 48"', 7],
    ["24 paver edge restraint 8'", 8],
  ])("%s: a length of the material's own name is no plant height", (text, productId) => {
    const line = read(text);
    expect(line.matchedNameId).toBe(productId);
    expect(line.matchedSizeId).toBeNull();
    expect(line.sizeAlternatives).toEqual([]);
  });

  it("still reads a plant's height", () => {
    expect(read('Picea abies 150cm').matchedSizeId).toBe(11);
  });
});
