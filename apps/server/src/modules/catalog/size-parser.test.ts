import { describe, expect, it } from 'vitest';
import { ProductSizeCategory, ProductSizeUnit } from '@portal/contracts';
import { parseSize, type ParsedSize } from './size-parser';

const Category = ProductSizeCategory.ids;
const Unit = ProductSizeUnit.ids;

type Expected = Partial<Omit<ParsedSize, 'text' | 'rest'>> & { text?: string; rest?: string };

/** The trade's ways of writing sizes (DOMAIN.md "How plant lines are written") and what each must read as. */
const TABLE: Array<[string, Expected]> = [
  ['#3', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 3, text: '#3', rest: '' }],
  ['# 5 pot', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 5 }],
  ['3 gal', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 3 }],
  ['2G', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 2 }],
  ['C3', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 3 }],
  ['15 gal', { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 15 }],
  ['10cm', { categoryId: Category.POT, unitId: Unit.SMALL_POTS, value: 10 }],
  ['4"', { categoryId: Category.POT, unitId: Unit.SMALL_POTS, value: 10 }],
  ['9 cm pot', { categoryId: Category.POT, unitId: Unit.SMALL_POTS, value: 9 }],
  ['50mm cal', { categoryId: null, unitId: Unit.MILLIMETRE, measure: 'caliper', value: 50 }],
  ['2" cal', { categoryId: null, unitId: Unit.INCH, measure: 'caliper', value: 2 }],
  ['2in cal', { unitId: Unit.INCH, measure: 'caliper', value: 2 }],
  ['2 1/2" cal B&B', { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.INCH, value: 2.5 }],
  ['B&B 2"', { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.INCH, measure: 'caliper', value: 2 }],
  [
    'B&B 150-175cm',
    { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.CENTIMETRE, minValue: 150, maxValue: 175 },
  ],
  ['150-175 B&B', { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.CENTIMETRE, minValue: 150 }],
  ["6-7'", { categoryId: null, unitId: Unit.FOOT, measure: 'height', minValue: 6, maxValue: 7 }],
  ['5 to 6 ft', { unitId: Unit.FOOT, minValue: 5, maxValue: 6 }],
  ['WB 60mm', { categoryId: Category.WIRE_BASKET, unitId: Unit.MILLIMETRE, measure: 'caliper', value: 60 }],
  ['plug 72', { categoryId: Category.MULTI_CELL, unitId: Unit.CELLS, value: 72 }],
  ['72-cell', { categoryId: Category.MULTI_CELL, unitId: Unit.CELLS, value: 72 }],
  ['128 plug', { categoryId: Category.MULTI_CELL, unitId: Unit.CELLS, value: 128 }],
  ['12/14', { categoryId: Category.BULB, unitId: Unit.CENTIMETRE, minValue: 12, maxValue: 14 }],
  ['bare root', { categoryId: Category.BARE_ROOT, unitId: null, value: null }],
  ['BR', { categoryId: Category.BARE_ROOT }],
  ['1 yd³', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1 }],
  ['cubic yard', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1 }],
  ['bulk bag', { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1 }],
  ['500 sq ft', { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, count: 500 }],
  ['pallet', { categoryId: Category.PALLET }],
  [
    'thuja occ smaragd 5 gal',
    { categoryId: Category.CONTAINER, value: 5, text: '5 gal', rest: 'thuja occ smaragd' },
  ],
  [
    'acer rubrum oct glory 2in cal',
    { unitId: Unit.INCH, value: 2, text: '2in cal', rest: 'acer rubrum oct glory' },
  ],
  ['erable rouge 50mm', { unitId: Unit.MILLIMETRE, measure: 'caliper', value: 50, rest: 'erable rouge' }],
  ['river rock 2-4" cubic yard', { categoryId: Category.BULK, rest: 'river rock 2-4"' }],
];

/**
 * Issue 36: the notations the independent set's lines missed. Bulk and area sizes are sold by the unit, so the
 * number before the unit is a count (`count`), and the size is the unit itself (value 1).
 */
const ISSUE_36: Array<[string, Expected]> = [
  // Volumes of bulk materials.
  [
    'mulch 12 yd3',
    { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1, count: 12, rest: 'mulch' },
  ],
  ['12 yd³', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1, count: 12 }],
  ['8 cu yd', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1, count: 8 }],
  ['topsoil 15 yd', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1, count: 15 }],
  ['compost 12 m3', { categoryId: Category.BULK, unitId: Unit.CUBIC_METRE, value: 1, count: 12 }],
  ['6 m³', { categoryId: Category.BULK, unitId: Unit.CUBIC_METRE, value: 1, count: 6 }],
  ['4 verges cubes', { categoryId: Category.BULK, unitId: Unit.CUBIC_YARD, value: 1, count: 4 }],
  // Areas.
  [
    'sod 300 sq ft',
    { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, count: 300, rest: 'sod' },
  ],
  ['450 sf', { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, count: 450 }],
  ['gazon 2000 pi2', { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, count: 2000 }],
  ['2000 pi²', { categoryId: Category.AREA, unitId: Unit.SQUARE_FOOT, value: 1, count: 2000 }],
  // Weight.
  ['river rock 10 tonnes', { categoryId: Category.BULK, unitId: Unit.TON, value: 1, count: 10 }],
  // Litres, bags and pallets.
  ['peat moss 30 L', { unitId: Unit.LITRE, value: 30, count: null, rest: 'peat moss' }],
  ['30L bag', { categoryId: Category.BAG, unitId: Unit.LITRE, value: 30, count: null }],
  ['triple mix 25 bags', { categoryId: Category.BAG, count: 25, rest: 'triple mix' }],
  ['polymeric sand 3 pallets', { categoryId: Category.PALLET, count: 3, rest: 'polymeric sand' }],
  ['tote', { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1 }],
  // Fraction and mixed-number calipers and heights.
  ['2-1/2" cal', { unitId: Unit.INCH, measure: 'caliper', value: 2.5 }],
  ['2½" cal', { unitId: Unit.INCH, measure: 'caliper', value: 2.5 }],
  ['1-3/4 in caliper', { unitId: Unit.INCH, measure: 'caliper', value: 1.75 }],
  ["5-1/2'", { unitId: Unit.FOOT, measure: 'height', value: 5.5 }],
  // Slash ranges are heights when their numbers are; bulb grades stay bulb grades.
  ['150/175cm', { unitId: Unit.CENTIMETRE, measure: 'height', minValue: 150, maxValue: 175 }],
  ['150/175', { unitId: Unit.CENTIMETRE, measure: 'height', minValue: 150, maxValue: 175 }],
  ['12/14 cm', { categoryId: Category.BULB, minValue: 12, maxValue: 14 }],
  // Single heights, metric and imperial.
  ['150cm', { unitId: Unit.CENTIMETRE, measure: 'height', value: 150 }],
  ['1.5 m', { unitId: Unit.METRE, measure: 'height', value: 1.5 }],
  ["6'", { unitId: Unit.FOOT, measure: 'height', value: 6 }],
  // French inches (pouces, 'po') and feet (pieds, 'pi'), and 'calibre' (issue 36: French calipers and heights).
  ['2,5 po cal', { unitId: Unit.INCH, measure: 'caliper', value: 2.5 }],
  [
    'érable rouge calibre 60 mm',
    { unitId: Unit.MILLIMETRE, measure: 'caliper', value: 60, rest: 'érable rouge' },
  ],
  ['2 pouces cal.', { unitId: Unit.INCH, measure: 'caliper', value: 2 }],
  ['6-7 pi', { unitId: Unit.FOOT, measure: 'height', minValue: 6, maxValue: 7 }],
  ['cèdre 5 à 6 pieds', { unitId: Unit.FOOT, measure: 'height', minValue: 5, maxValue: 6, rest: 'cèdre' }],
  [
    'motte 2,5 po',
    { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.INCH, measure: 'caliper', value: 2.5 },
  ],
  // A stone grade in a material's name is not a size; next to a root form a small length is a caliper.
  [
    'pea gravel 3/8" bulk bag',
    { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, rest: 'pea gravel 3/8"' },
  ],
  [
    'B&B 1.5"',
    { categoryId: Category.BALLED_AND_BURLAPPED, unitId: Unit.INCH, measure: 'caliper', value: 1.5 },
  ],
];

/** Issue 36 round 2: one case per notation (bulb grades with a dash, French bulk bags, pallets, thousands). */
const ISSUE_36_ROUND_2: Array<[string, Partial<ParsedSize>]> = [
  ['14-16', { categoryId: Category.BULB, unitId: Unit.CENTIMETRE, minValue: 14, maxValue: 16 }],
  ['sacs vrac compost', { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1, rest: 'compost' }],
  ['sac en vrac de sable', { categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1 }],
  [
    'sacs 56 L paillis de cèdre noir',
    {
      categoryId: Category.BAG,
      unitId: Unit.LITRE,
      value: 56,
      spelling: '56 L bag',
      rest: 'paillis de cèdre noir',
    },
  ],
  ['plt garden wall block', { categoryId: Category.PALLET, rest: 'garden wall block' }],
  ['Sod, Kentucky blue - 1,200 sq.ft.', { categoryId: Category.AREA, value: 1, count: 1200 }],
  ['1,200 bags', { categoryId: Category.BAG, count: 1200 }],
  ['2,5 yd3', { categoryId: Category.BULK, value: 1, count: 2.5 }],
];

/**
 * Issue 36: the size is found in a lower-cased copy with vulgar fractions written out ('½' → '1/2'), which is
 * longer than the line; the size's text and the rest must still be cut from the line where the size is.
 */
const EXPANDED: Array<[string, Expected]> = [
  [
    'Acer rubrum 2½" cal B&B',
    {
      categoryId: Category.BALLED_AND_BURLAPPED,
      unitId: Unit.INCH,
      measure: 'caliper',
      value: 2.5,
      text: '2½" cal B&B',
      rest: 'Acer rubrum',
    },
  ],
  [
    'Acer 2 ½" cal B&B',
    { categoryId: Category.BALLED_AND_BURLAPPED, value: 2.5, text: '2 ½" cal B&B', rest: 'Acer' },
  ],
  [
    'Thuja ½ price 150-175cm',
    {
      unitId: Unit.CENTIMETRE,
      measure: 'height',
      minValue: 150,
      maxValue: 175,
      text: '150-175cm',
      rest: 'Thuja ½ price',
    },
  ],
  [
    'Hosta #1 ½ flat',
    { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 1, text: '#1', rest: 'Hosta ½ flat' },
  ],
  [
    'Hosta ½ flat #1',
    { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 1, text: '#1', rest: 'Hosta ½ flat' },
  ],
  [
    'Buxus ¼ off 3 gal',
    { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: 3, text: '3 gal', rest: 'Buxus ¼ off' },
  ],
  // A fraction after a word stays apart from it ('cal ¾' must not read 'cal3/4', which is no caliper).
  [
    'Acer rubrum 2¾" cal ¾ sold',
    { unitId: Unit.INCH, measure: 'caliper', value: 2.75, text: '2¾" cal', rest: 'Acer rubrum ¾ sold' },
  ],
  // Lower-casing lengthens 'İ' ('i' and a combining dot); 'ß' and curly quotes keep their length.
  ['İris sibirica #1', { categoryId: Category.CONTAINER, value: 1, text: '#1', rest: 'İris sibirica' }],
  [
    'İİ Picea 150-175 B&B',
    {
      categoryId: Category.BALLED_AND_BURLAPPED,
      minValue: 150,
      maxValue: 175,
      text: '150-175 B&B',
      rest: 'İİ Picea',
    },
  ],
  ['Straße Thuja 150-175cm', { minValue: 150, maxValue: 175, text: '150-175cm', rest: 'Straße Thuja' }],
  ['Acer 2” cal', { unitId: Unit.INCH, measure: 'caliper', value: 2, text: '2” cal', rest: 'Acer' }],
];

describe('parseSize', () => {
  it.each(ISSUE_36_ROUND_2)('reads %j (issue 36, round 2)', (input, expected) => {
    expect(parseSize(input)).toMatchObject(expected);
  });

  it('reads no bulb grade in a height or a wider range', () => {
    expect(parseSize('Thuja 5-6')).toBeNull();
    expect(parseSize('Picea 10-15')).toBeNull();
    expect(parseSize('Tulipa 14-16 cm')).toMatchObject({ minValue: 14, maxValue: 16 });
  });

  it.each(TABLE)('reads %j', (input, expected) => {
    expect(parseSize(input)).toMatchObject(expected);
  });

  it.each(ISSUE_36)('reads %j (issue 36)', (input, expected) => {
    expect(parseSize(input)).toMatchObject(expected);
  });

  it.each(EXPANDED)('reads %j where the line and its expanded copy differ in length', (input, expected) => {
    expect(parseSize(input)).toMatchObject(expected);
  });

  it('finds no size in a stone grade alone', () => {
    expect(parseSize('Clear crushed stone 3/4"')).toBeNull();
  });

  it('finds no size in a plain plant name', () => {
    expect(parseSize("Hemerocallis 'Stella de Oro'")).toBeNull();
    expect(parseSize('Thuja occidentalis Smaragd')).toBeNull();
  });
});
