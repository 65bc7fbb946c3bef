import {
  ProductSizeCategory,
  ProductSizeType,
  ProductSizeUnit,
  ProductSizeValueType,
} from '@portal/contracts';
import type { PlantKind } from './demo-catalog-plants';

/**
 * The demo size and spec library (spec 001 §3 Product size) with the aliases the trade writes, and the sizes each
 * kind of plant is sold in. Shipping figures (pounds and square feet of truck deck per unit, decision 050) belong
 * to the size: a #5 weighs about the same whatever grows in it. Conventions: docs/decisions/054.
 */

export interface DemoSize {
  name: string;
  selectCode: string | null;
  typeId: number;
  categoryId: number;
  valueTypeId: number;
  unitId: number | null;
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  aliases: string[];
  /** Per unit, for the product items that use this size (null for specs). */
  unitWeightLb: number | null;
  unitFloorSpaceSqft: number | null;
}

const Category = ProductSizeCategory.ids;
const Unit = ProductSizeUnit.ids;
const SIZE = ProductSizeType.ids.SIZE;
const SPEC = ProductSizeType.ids.SPEC;
const SINGLE = ProductSizeValueType.ids.SINGLE;
const RANGE = ProductSizeValueType.ids.RANGE;

function single(
  name: string,
  categoryId: number,
  unitId: number | null,
  value: number | null,
  shipping: [number, number],
  aliases: string[] = [],
  selectCode: string | null = null,
): DemoSize {
  return {
    name,
    selectCode,
    typeId: SIZE,
    categoryId,
    valueTypeId: SINGLE,
    unitId,
    value,
    minValue: null,
    maxValue: null,
    aliases,
    unitWeightLb: shipping[0],
    unitFloorSpaceSqft: shipping[1],
  };
}

function range(
  name: string,
  categoryId: number,
  unitId: number,
  minValue: number,
  maxValue: number,
  shipping: [number, number],
  aliases: string[] = [],
  selectCode: string | null = null,
): DemoSize {
  return {
    name,
    selectCode,
    typeId: SIZE,
    categoryId,
    valueTypeId: RANGE,
    unitId,
    value: null,
    minValue,
    maxValue,
    aliases,
    unitWeightLb: shipping[0],
    unitFloorSpaceSqft: shipping[1],
  };
}

function spec(name: string, categoryId: number, aliases: string[]): DemoSize {
  return {
    name,
    selectCode: null,
    typeId: SPEC,
    categoryId,
    valueTypeId: SINGLE,
    unitId: null,
    value: null,
    minValue: null,
    maxValue: null,
    aliases,
    unitWeightLb: null,
    unitFloorSpaceSqft: null,
  };
}

/** Trade container classes (#1 is a bit under a US gallon): weight with moist mix, deck space pot to pot. */
const CONTAINERS: Array<[number, [number, number]]> = [
  [1, [4, 0.45]],
  [2, [9, 0.8]],
  [3, [14, 1.1]],
  [5, [25, 1.6]],
  [7, [40, 2.2]],
  [10, [60, 3]],
  [15, [90, 4]],
  [20, [130, 5]],
  [25, [170, 6]],
];

const containerSizes = CONTAINERS.map(([gallons, shipping]) =>
  single(
    `#${gallons}`,
    Category.CONTAINER,
    Unit.GALLON,
    gallons,
    shipping,
    [`${gallons} gal`, `${gallons}G`, `C${gallons}`, `${gallons} gallon`, `#${gallons} pot`],
    `#${gallons}`,
  ),
);

const smallPotSizes = [
  single('9cm pot', Category.POT, Unit.SMALL_POTS, 9, [0.8, 0.09], ['3.5"', '3.5 in pot', '9 cm']),
  single('10cm pot', Category.POT, Unit.SMALL_POTS, 10, [1, 0.11], ['4"', '4 in pot', '10 cm', 'quart']),
  single('15cm pot', Category.POT, Unit.SMALL_POTS, 15, [2.5, 0.25], ['6"', '6 in pot', '15 cm']),
];

/** One tray of plugs per unit (a 1020 tray is about 11 × 21 in, 1.6 sq ft). */
const plugSizes = [32, 50, 72, 128].map((cells) =>
  single(
    `${cells}-cell plug tray`,
    Category.MULTI_CELL,
    Unit.CELLS,
    cells,
    [cells <= 50 ? 10 : cells === 72 ? 8 : 6, 1.6],
    [`${cells}-cell`, `${cells} plug`, `plug ${cells}`, `${cells} cells`],
    `${cells}-cell`,
  ),
);

const traySizes = [
  single('1020 flat', Category.TRAY_MEASUREMENTS, null, null, [10, 1.6], ['flat', '10x20 tray']),
];

/**
 * B&B shade trees by caliper: metric (Canada) and inches (United States) are separate stock sizes. The weight is
 * the root ball's (ANSI Z60.1 ball sizes: about 24 in at 2 in caliper, 28 in at 2.5 in, 32 in at 3 in; soil at
 * about 100 lb a cubic foot): a 60 mm tree about 600 lb. Floor space: laid on the deck, crowns overlapping.
 */
const METRIC_CALIPERS: Array<[number, [number, number]]> = [
  [40, [250, 4]],
  [45, [300, 4.5]],
  [50, [400, 5]],
  [60, [600, 6]],
  [70, [750, 7.5]],
  [80, [900, 9]],
  [100, [1500, 13]],
];
const INCH_CALIPERS: Array<[number, string, [number, number]]> = [
  [1.5, '1.5"', [250, 4]],
  [2, '2"', [400, 5]],
  [2.5, '2.5"', [550, 6.5]],
  [3, '3"', [750, 7.5]],
  [3.5, '3.5"', [1000, 9.5]],
  [4, '4"', [1400, 12]],
];

const caliperSizes = [
  ...METRIC_CALIPERS.map(([millimetres, shipping]) =>
    single(
      `${millimetres}mm cal B&B`,
      Category.BALLED_AND_BURLAPPED,
      Unit.MILLIMETRE,
      millimetres,
      shipping,
      [`${millimetres}mm cal`, `${millimetres} mm B&B`, `B&B ${millimetres}mm`],
    ),
  ),
  ...INCH_CALIPERS.map(([inches, label, shipping]) =>
    single(`${label} cal B&B`, Category.BALLED_AND_BURLAPPED, Unit.INCH, inches, shipping, [
      `${label} cal`,
      `${inches} in cal`,
      `${inches} inch caliper`,
    ]),
  ),
  ...METRIC_CALIPERS.filter(([millimetres]) => millimetres >= 60).map(([millimetres, shipping]) =>
    single(
      `${millimetres}mm cal WB`,
      Category.WIRE_BASKET,
      Unit.MILLIMETRE,
      millimetres,
      [shipping[0] * 1.1, shipping[1]],
      [`WB ${millimetres}mm`, `${millimetres}mm wire basket`],
    ),
  ),
  ...INCH_CALIPERS.filter(([inches]) => inches >= 2.5).map(([inches, label, shipping]) =>
    single(
      `${label} cal WB`,
      Category.WIRE_BASKET,
      Unit.INCH,
      inches,
      [shipping[0] * 1.1, shipping[1]],
      [`WB ${label}`, `${inches} in cal WB`],
    ),
  ),
];

/**
 * Conifers, hedging and multi-stem trees by height, B&B: centimetres (Canada) and feet (United States). Floor
 * space: shipped standing and tied in, ball to ball (a 48 ft flatbed carries about 130 cedars of 150–175 cm).
 */
const METRIC_HEIGHTS: Array<[number, number, [number, number]]> = [
  [60, 80, [40, 1.2]],
  [80, 100, [60, 1.5]],
  [100, 125, [90, 2]],
  [125, 150, [130, 2.5]],
  [150, 175, [180, 3]],
  [175, 200, [250, 4]],
  [200, 250, [350, 5.5]],
  [250, 300, [550, 8]],
];
const FOOT_HEIGHTS: Array<[number, number, [number, number]]> = [
  [3, 4, [70, 2]],
  [4, 5, [120, 2.5]],
  [5, 6, [180, 3.2]],
  [6, 7, [250, 4]],
  [7, 8, [350, 5.5]],
  [8, 10, [500, 8]],
];

const heightSizes = [
  ...METRIC_HEIGHTS.map(([minimum, maximum, shipping]) =>
    range(
      `B&B ${minimum}-${maximum}cm`,
      Category.BALLED_AND_BURLAPPED,
      Unit.CENTIMETRE,
      minimum,
      maximum,
      shipping,
      [`${minimum}-${maximum}cm B&B`, `${minimum}-${maximum} cm`, `${minimum}/${maximum}cm`],
    ),
  ),
  ...FOOT_HEIGHTS.map(([minimum, maximum, shipping]) =>
    range(
      `B&B ${minimum}-${maximum}'`,
      Category.BALLED_AND_BURLAPPED,
      Unit.FOOT,
      minimum,
      maximum,
      shipping,
      [`${minimum}-${maximum}' B&B`, `${minimum}-${maximum} ft`, `${minimum} to ${maximum} ft`],
    ),
  ),
];

const bareRootSizes = [
  single('Bare root', Category.BARE_ROOT, null, null, [3, 0.3], ['BR', 'bare-root', 'racines nues']),
  range(
    'Bare root 90-120cm',
    Category.BARE_ROOT,
    Unit.CENTIMETRE,
    90,
    120,
    [5, 0.4],
    ['BR 90-120cm', "BR 3-4'", 'whip'],
  ),
];

/** Bulbs by circumference in centimetres, sold each (figures per bulb). */
const BULB_GRADES: Array<[number, number, [number, number]]> = [
  [5, 6, [0.01, 0.001]],
  [6, 7, [0.015, 0.001]],
  [7, 8, [0.02, 0.001]],
  [8, 9, [0.025, 0.002]],
  [10, 12, [0.04, 0.003]],
  [12, 14, [0.06, 0.004]],
  [14, 16, [0.08, 0.005]],
  [16, 18, [0.1, 0.006]],
  [18, 20, [0.12, 0.007]],
  [20, 22, [0.15, 0.008]],
];
const bulbSizes = BULB_GRADES.map(([minimum, maximum, shipping]) =>
  range(`${minimum}/${maximum} cm bulb`, Category.BULB, Unit.CENTIMETRE, minimum, maximum, shipping, [
    `${minimum}/${maximum}`,
    `${minimum}-${maximum} cm bulb`,
  ]),
);

/**
 * Material sizes. A material's items carry the material's own figures (`DEMO_MATERIALS` below: a pallet of pavers
 * and a pallet of mulch differ); the size's figures here are those of the material most often sold in it, so
 * any item in the size has a realistic weight and deck area (the delivery rules count an item without them as
 * invalid, issue 38). Per unit, pounds and square feet of truck deck:
 *
 * | size           | material it stands for         | lb    | sq ft | basis                                          |
 * | -------------- | ------------------------------ | ----- | ----- | ---------------------------------------------- |
 * | 1 yd³ bulk     | crushed stone, gravel          | 2,700 | 9     | 1.35 short tons per yd³; a yard spread 3 × 3 ft |
 * | 1 m³ bulk      | crushed stone, gravel          | 3,530 | 11.8  | 1 m³ = 1.308 yd³                               |
 * | Bulk bag 1 yd³ | stone or soil in a tote        | 2,700 | 16    | a tote sits on a 48 × 48 in footprint          |
 * | 2 cu ft bag    | bark mulch                     | 25    | 1.5   | bagged mulch, stacked five high                |
 * | 30 L bag       | soil mix                       | 35    | 1.2   | about 1.1 cu ft of moist soil                  |
 * | Pallet         | pavers, wall block, stone      | 3,000 | 16    | a 48 × 48 in pallet of concrete units          |
 * | Sq ft          | 60 mm concrete pavers          | 25    | 0.14  | stacked on the pallet: 16 sq ft hold ~115 sq ft |
 * | Each           | retaining wall block           | 70    | 0.7   | one standard block                             |
 */
const MATERIAL_SIZE_FIGURES: Array<[string, [number, number]]> = [
  ['1 yd³ bulk', [2700, 9]],
  ['1 m³ bulk', [3530, 11.8]],
  ['Bulk bag 1 yd³', [2700, 16]],
  ['2 cu ft bag', [25, 1.5]],
  ['30 L bag', [35, 1.2]],
  ['Pallet', [3000, 16]],
  ['Sq ft', [25, 0.14]],
  ['Each', [70, 0.7]],
];
const materialFigures = new Map(MATERIAL_SIZE_FIGURES);
const materialShipping = (name: string): [number, number] => {
  const figures = materialFigures.get(name);
  if (figures === undefined) throw new Error(`Demo catalog: no shipping figures for the size ${name}`);
  return figures;
};

const materialSizes = [
  single('1 yd³ bulk', Category.BULK, Unit.CUBIC_YARD, 1, materialShipping('1 yd³ bulk'), [
    'cubic yard',
    'yd3',
    'cu yd',
    'yard',
  ]),
  single('1 m³ bulk', Category.BULK, Unit.CUBIC_METRE, 1, materialShipping('1 m³ bulk'), [
    'm3',
    'cubic metre',
  ]),
  single('Bulk bag 1 yd³', Category.BAG, Unit.CUBIC_YARD, 1, materialShipping('Bulk bag 1 yd³'), [
    'big bag',
    'tote',
    'sac vrac',
  ]),
  single('2 cu ft bag', Category.BAG, null, 2, materialShipping('2 cu ft bag'), ['2 cf bag', '56 L bag']),
  single('30 L bag', Category.BAG, Unit.LITRE, 30, materialShipping('30 L bag'), ['30L', '30 litre bag']),
  single('Pallet', Category.PALLET, null, null, materialShipping('Pallet'), ['skid', 'palette', 'plt']),
  single('Sq ft', Category.AREA, Unit.SQUARE_FOOT, 1, materialShipping('Sq ft'), [
    'sf',
    'square foot',
    'pi2',
  ]),
  single('Each', Category.EACH, Unit.EACH, 1, materialShipping('Each'), ['ea', 'unit', 'piece', 'pc']),
];

/** spec 001 §3: specs are product sizes of type Spec, in the spec categories (21 Form … 28 Other). */
const FORM = 21;
const STEM = 22;
const QUALITY = 23;
const BRANCHING = 24;
const ROOT = 25;
const specs = [
  spec('Multi-stem', STEM, ['multi stem', 'multistem', 'ms', 'm/s', 'multi-tronc', 'multitronc']),
  spec('Single leader', STEM, ['single stem', 'single-stem', 'central leader', 'sl', 'tige unique']),
  spec('Clump', FORM, ['clump form', 'clumping', 'touffe']),
  spec('Standard', FORM, ['std', 'tree form', 'tree-form', 'patio tree', 'sur tige']),
  spec('Full to base', FORM, ['full to ground', 'ftb', 'branched to ground', 'garni à la base']),
  spec('Heavy', QUALITY, ['hvy', 'heavy grade', 'extra heavy', 'xh']),
  spec('Matched', QUALITY, ['matched set', 'uniform', 'matched specimens']),
  spec('Specimen', QUALITY, ['spec.', 'specimen grade', 'spécimen']),
  spec('Sheared', FORM, ['shaped', 'pruned', 'taillé']),
  spec('Columnar', FORM, ['upright', 'fastigiate', 'colonnaire']),
  spec('Weeping', FORM, ['pendulous', 'pleureur']),
  spec('Branched 1.5m', BRANCHING, ['branched 1.5 m', 'branched at 1.5m', 'limbed up 1.5m', "branched 5'"]),
  spec('Branched 1.8m', BRANCHING, ['branched 1.8 m', 'branched at 1.8m', "branched 6'", 'street tree']),
  spec('Low branched', BRANCHING, ['low-branched', 'feathered']),
  spec('Root pruned', ROOT, ['root-pruned', 'air pruned']),
  spec('Espalier', FORM, ['espaliered', 'en espalier']),
];

export const DEMO_SIZES: readonly DemoSize[] = [
  ...containerSizes,
  ...smallPotSizes,
  ...plugSizes,
  ...traySizes,
  ...caliperSizes,
  ...heightSizes,
  ...bareRootSizes,
  ...bulbSizes,
  ...materialSizes,
  ...specs,
];

/** The sizes each kind of plant is commonly sold in; a plant takes one to four of them (demo-catalog.ts). */
export const KIND_SIZES: Record<PlantKind, readonly string[]> = {
  'shade-tree': [
    '50mm cal B&B',
    '60mm cal B&B',
    '2" cal B&B',
    '70mm cal B&B',
    '2.5" cal B&B',
    '60mm cal WB',
    '#15',
  ],
  'ornamental-tree': [
    '#7',
    '#10',
    'B&B 150-175cm',
    '40mm cal B&B',
    'B&B 175-200cm',
    "B&B 5-6'",
    '45mm cal B&B',
  ],
  conifer: ['B&B 150-175cm', 'B&B 175-200cm', 'B&B 125-150cm', "B&B 6-7'", 'B&B 200-250cm', '#7', "B&B 5-6'"],
  hedge: ['#5', 'B&B 125-150cm', 'B&B 150-175cm', '#2', 'B&B 100-125cm', "B&B 5-6'", 'B&B 175-200cm'],
  'evergreen-shrub': ['#2', '#3', '#5', '#1', '#7'],
  shrub: ['#2', '#3', '#5', '#1', '#7'],
  rose: ['#2', '#3', 'Bare root', '#5'],
  vine: ['#1', '#2', '#3'],
  perennial: ['#1', '72-cell plug tray', '#2', '10cm pot', '#3'],
  groundcover: ['10cm pot', '72-cell plug tray', '#1', '9cm pot', '50-cell plug tray'],
  grass: ['#1', '#2', '72-cell plug tray', '#3', '50-cell plug tray'],
  fern: ['#1', '#2', '15cm pot', '10cm pot'],
  bulb: ['12/14 cm bulb', '14/16 cm bulb', '10/12 cm bulb'],
  'small-bulb': ['5/6 cm bulb', '6/7 cm bulb', '7/8 cm bulb', '8/9 cm bulb'],
  'large-bulb': ['16/18 cm bulb', '18/20 cm bulb', '20/22 cm bulb', '14/16 cm bulb'],
};

/** Specs a demo plant item may carry (spec 001 §5: at most 10), by kind; only a few items get them. */
export const KIND_SPECS: Partial<Record<PlantKind, readonly string[]>> = {
  'shade-tree': ['Single leader', 'Branched 1.8m'],
  'ornamental-tree': ['Multi-stem', 'Clump'],
  conifer: ['Full to base', 'Specimen'],
  hedge: ['Full to base', 'Sheared'],
  shrub: ['Heavy'],
  'evergreen-shrub': ['Heavy'],
};

// ------------------------------------------------------------------------------------------------ materials

export interface DemoMaterial {
  name: string;
  nameFr: string | null;
  category: string;
  skuPrefix: string;
  /** size name → [pounds, square feet of truck deck] per unit. */
  sizes: Record<string, [number, number]>;
}

export const DEMO_MATERIAL_CATEGORIES = [
  {
    name: 'Hardscape',
    nameFr: 'Aménagement paysager dur',
    description: 'Pavers, wall block, slabs and natural stone.',
  },
  { name: 'Aggregates', nameFr: 'Agrégats', description: 'Crushed stone, gravel, sand and river rock.' },
  { name: 'Soil & Mulch', nameFr: 'Terreau et paillis', description: 'Soil mixes, compost and mulch.' },
  { name: 'Sod', nameFr: 'Gazon en plaques', description: 'Cultivated sod.' },
] as const;

const PAVER = { Pallet: [3200, 16] as [number, number], 'Sq ft': [25, 0.14] as [number, number] };
const WALL = { Pallet: [3000, 16] as [number, number], Each: [70, 0.7] as [number, number] };
const STONE_BULK = {
  '1 yd³ bulk': [2700, 9] as [number, number],
  'Bulk bag 1 yd³': [2700, 16] as [number, number],
};
const MULCH = {
  '1 yd³ bulk': [800, 9] as [number, number],
  '2 cu ft bag': [25, 1.5] as [number, number],
  Pallet: [1500, 16] as [number, number],
};
const SOIL = {
  '1 yd³ bulk': [2000, 9] as [number, number],
  'Bulk bag 1 yd³': [2000, 16] as [number, number],
  '30 L bag': [35, 1.2] as [number, number],
};
const SOD = { Pallet: [2500, 16] as [number, number], 'Sq ft': [5, 0.02] as [number, number] };

export const DEMO_MATERIALS: readonly DemoMaterial[] = [
  {
    name: 'Concrete paver Holland 60mm charcoal',
    nameFr: 'Pavé de béton Holland 60 mm anthracite',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: PAVER,
  },
  {
    name: 'Concrete paver Holland 60mm red',
    nameFr: 'Pavé de béton Holland 60 mm rouge',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: PAVER,
  },
  {
    name: 'Concrete paver cobble 60mm beige',
    nameFr: 'Pavé de béton pavé uni 60 mm beige',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: PAVER,
  },
  {
    name: 'Permeable paver 80mm grey',
    nameFr: 'Pavé perméable 80 mm gris',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: PAVER,
  },
  {
    name: 'Concrete patio slab 24x24 grey',
    nameFr: 'Dalle de patio 24x24 grise',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Pallet: [3400, 16], Each: [95, 4] },
  },
  {
    name: 'Retaining wall block standard',
    nameFr: 'Bloc de mur de soutènement standard',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: WALL,
  },
  {
    name: 'Retaining wall cap',
    nameFr: 'Couronnement de mur',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: WALL,
  },
  {
    name: 'Garden wall block',
    nameFr: 'Bloc de muret de jardin',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: WALL,
  },
  {
    name: 'Pennsylvania bluestone flagstone',
    nameFr: 'Dalle de pierre bleue de Pennsylvanie',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Pallet: [3000, 16], 'Sq ft': [12, 0.1] },
  },
  {
    name: 'Natural limestone flagstone',
    nameFr: 'Dalle de pierre calcaire naturelle',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Pallet: [3000, 16], 'Sq ft': [12, 0.1] },
  },
  {
    name: 'Armour stone',
    nameFr: 'Pierre de carapace',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [2500, 12] },
  },
  {
    name: 'Limestone step 48in',
    nameFr: 'Marche de pierre calcaire 48 po',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [450, 6] },
  },
  {
    name: 'Fieldstone boulder',
    nameFr: 'Pierre des champs',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [800, 6] },
  },
  {
    name: 'Polymeric sand',
    nameFr: 'Sable polymère',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [50, 1.5], Pallet: [2800, 16] },
  },
  {
    name: 'Paver edge restraint 8ft',
    nameFr: 'Bordure de retenue 8 pi',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [4, 0.3] },
  },
  {
    name: 'Geotextile fabric',
    nameFr: 'Membrane géotextile',
    category: 'Hardscape',
    skuPrefix: 'HS',
    sizes: { Each: [40, 1.5], 'Sq ft': [0.02, 0.001] },
  },
  {
    name: 'Clear crushed stone 3/4"',
    nameFr: 'Pierre nette 3/4 po',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'Crushed stone 0-3/4" (MG20)',
    nameFr: 'Pierre concassée 0-3/4 po (MG20)',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'Pea gravel 3/8"',
    nameFr: 'Gravier pois 3/8 po',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'River rock 1-2"',
    nameFr: 'Galet de rivière 1-2 po',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'River rock 2-4"',
    nameFr: 'Galet de rivière 2-4 po',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'Stone dust screening',
    nameFr: 'Poussière de pierre',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'Concrete sand',
    nameFr: 'Sable à béton',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  {
    name: 'Granite chips grey',
    nameFr: 'Éclats de granit gris',
    category: 'Aggregates',
    skuPrefix: 'AG',
    sizes: STONE_BULK,
  },
  { name: 'Triple mix', nameFr: 'Mélange triple', category: 'Soil & Mulch', skuPrefix: 'SM', sizes: SOIL },
  { name: 'Garden soil', nameFr: 'Terre à jardin', category: 'Soil & Mulch', skuPrefix: 'SM', sizes: SOIL },
  {
    name: 'Screened topsoil',
    nameFr: 'Terre noire tamisée',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: SOIL,
  },
  { name: 'Compost', nameFr: 'Compost', category: 'Soil & Mulch', skuPrefix: 'SM', sizes: SOIL },
  {
    name: 'Peat moss',
    nameFr: 'Mousse de tourbe',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: { '30 L bag': [20, 1.2], Pallet: [1200, 16] },
  },
  {
    name: 'Black cedar mulch',
    nameFr: 'Paillis de cèdre noir',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: MULCH,
  },
  {
    name: 'Natural cedar mulch',
    nameFr: 'Paillis de cèdre naturel',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: MULCH,
  },
  {
    name: 'Shredded hemlock bark mulch',
    nameFr: 'Paillis d’écorce de pruche',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: MULCH,
  },
  {
    name: 'Red dyed mulch',
    nameFr: 'Paillis rouge',
    category: 'Soil & Mulch',
    skuPrefix: 'SM',
    sizes: MULCH,
  },
  {
    name: 'Kentucky bluegrass sod',
    nameFr: 'Gazon de pâturin du Kentucky',
    category: 'Sod',
    skuPrefix: 'SD',
    sizes: SOD,
  },
  { name: 'Shade tolerant sod', nameFr: "Gazon d'ombre", category: 'Sod', skuPrefix: 'SD', sizes: SOD },
  {
    name: 'Tall fescue sod',
    nameFr: 'Gazon de fétuque élevée',
    category: 'Sod',
    skuPrefix: 'SD',
    sizes: SOD,
  },
];
