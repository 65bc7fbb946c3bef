import { ProductSizeCategory, ProductSizeUnit } from '@portal/contracts';

/**
 * Reads the size part of a free-text plant or material line ('thuja occ smaragd 5 gal' → 5 gallons) into the
 * structured form the product_size library keeps (category, unit, value or min–max), so sizes match on numbers
 * rather than on spelling: '#3', '3 gal', '3G' and 'C3' are one size. How the trade writes sizes: /work/shared
 * DOMAIN.md "How plant lines are written"; the conventions chosen: docs/decisions/054-size-library-and-parser.md.
 */

/** The catalog's size categories and units (contracts, decision 097). */
const Category = ProductSizeCategory.ids;
const Unit = ProductSizeUnit.ids;

/** What a size measures, when the text says so (a caliper and a height in the same unit are different sizes). */
export type SizeMeasure = 'caliper' | 'height' | null;

export interface ParsedSize {
  /** Null when the text does not say (a bare '50mm cal' fits B&B and wire basket alike). */
  categoryId: number | null;
  unitId: number | null;
  measure: SizeMeasure;
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  /**
   * How many units of a per-unit size the text orders ('12 yd³' is 12 of the 1 yd³ size, '300 sq ft' 300 of the
   * square foot, '3 pallets' 3 pallets): a quantity written with its unit; null when the size is not counted.
   */
  count: number | null;
  /** The part of the input read as the size, as typed ('5 gal', 'B&B 150-175cm'). */
  text: string;
  /**
   * The size as the catalog spells it when the line words it another way ('sacs 56 L' is '56 L bag'): compared
   * with the sizes' spellings like the typed text; absent when the typed text is the only spelling.
   */
  spelling?: string;
  /** The input without the size part: what names the product. */
  rest: string;
}

interface Piece {
  start: number;
  end: number;
  categoryId?: number;
  unitId?: number;
  measure?: SizeMeasure;
  value?: number;
  minValue?: number;
  maxValue?: number;
  count?: number;
  /** The catalog's spelling of what was typed another way ('sacs 56 L' → '56 L bag'). */
  spelling?: string;
  /** A small pot's length as typed, kept so a root form nearby can read it as a caliper ('B&B 2"'). */
  typedLength?: { value: number; unitId: number };
  /**
   * A length under 5 cm that is neither a pot nor a height: a stone grade of a material's name ('pea gravel 3/8"')
   * unless a root form makes it a caliper ('B&B 1.5"'). Read as the size only when nothing else is.
   */
  minor?: boolean;
}

/** '2', '2.5', '2,5', '2 1/2', '2-1/2' (a mixed number with a hyphen, as calipers are written), '3/4'. */
const NUMBER = String.raw`(\d+(?:[.,]\d+)?(?:(?:\s+|\s*-\s*)\d\/\d{1,2})?|\d\/\d{1,2})`;
/** English and French (pouces 'po', pieds 'pi'; issue 36) length units; the longer spelling of each first. */
const LENGTH_UNIT = String.raw`(mm|cm|m|inches|inch|in|pouces|pouce|po|"|''|feet|foot|ft|pieds|pied|pi|')`;
/** 'cal', 'cal.', 'caliper' and the French 'calibre'. */
const CALIPER = String.raw`cal(?:iper|ibre)?\.?`;
const END = String.raw`(?![\p{L}\p{N}])`;
const START = String.raw`(?<![\p{L}\p{N}#])`;

/** '2 1/2' → 2.5, '2-1/2' → 2.5, '1,5' → 1.5, '3/4' → 0.75. */
function parseNumber(raw: string): number {
  const text = raw.trim().replace(',', '.');
  const mixed = /^(\d+(?:\.\d+)?)(?:\s+|\s*-\s*)(\d)\/(\d{1,2})$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d)\/(\d{1,2})$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text);
}

/** A count: '1,200' is 1200 (thousands), '2,5' stays 2.5 (a French decimal). */
function parseCount(raw: string): number {
  const text = raw.trim();
  return /^\d{1,3}(?:,\d{3})+$/.test(text) ? Number(text.replace(/,/g, '')) : parseNumber(text);
}

/** A count written with thousands separators or not: '1,200', '300', '2.5'. */
const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)`;

function lengthUnitId(raw: string): number {
  switch (raw) {
    case 'mm':
      return Unit.MILLIMETRE;
    case 'cm':
      return Unit.CENTIMETRE;
    case 'm':
      return Unit.METRE;
    case 'ft':
    case 'feet':
    case 'foot':
    case 'pi':
    case 'pied':
    case 'pieds':
    case "'":
      return Unit.FOOT;
    default:
      return Unit.INCH;
  }
}

/**
 * The line as the patterns read it, and where each of its characters comes from in the line as typed: lower-casing
 * ('İ' → 'i̇') and written-out fractions ('½' → '1/2') change its length, so a size found in it is cut from the
 * typed line through these offsets (issue 36).
 */
interface Prepared {
  text: string;
  /** For each UTF-16 unit of `text`, where its source starts in the typed line… */
  from: number[];
  /** …and where that source ends. */
  to: number[];
}

/** Builds a Prepared text piece by piece, each piece with the span of the typed line it stands for. */
class PreparedBuilder {
  text = '';
  from: number[] = [];
  to: number[] = [];
  push(piece: string, from: number, to: number): void {
    this.text += piece;
    for (let unit = 0; unit < piece.length; unit += 1) {
      this.from.push(from);
      this.to.push(to);
    }
  }
  build(): Prepared {
    return { text: this.text, from: this.from, to: this.to };
  }
}

/** One character (code point) as the patterns read it: quotes, primes and superscripts as plain characters. */
function plainCharacter(character: string): string {
  const lower = character.toLowerCase();
  if (/[″“”]/.test(lower)) return '"';
  if (/[′‘’`´]/.test(lower)) return "'";
  if (lower === '³') return '3';
  if (lower === '²') return '2';
  if (lower === '–' || lower === '—') return '-';
  return lower;
}

const VULGAR_FRACTION = /(\d)?(\s*)([½¼¾])/g;

/**
 * Quotes, primes and superscripts as plain characters, so one set of patterns reads them all. Lower-cased one
 * character at a time, so each lower-cased character keeps its source ('Σ' at a word's end reads 'σ', not 'ς': no
 * pattern reads Greek).
 */
function prepare(input: string): Prepared {
  const plain = new PreparedBuilder();
  let offset = 0;
  for (const character of input) {
    plain.push(plainCharacter(character), offset, offset + character.length);
    offset += character.length;
  }
  const { text, from, to } = plain.build();
  // Vulgar fractions as typed fractions ('2½"' = '2 1/2"'); without a whole number before it the space before the
  // fraction stays, so the fraction does not stick to the word before it ('cal ¾' is not 'cal3/4').
  const prepared = new PreparedBuilder();
  const copy = (start: number, end: number): void => {
    for (let unit = start; unit < end; unit += 1) prepared.push(text[unit]!, from[unit]!, to[unit]!);
  };
  let cursor = 0;
  VULGAR_FRACTION.lastIndex = 0;
  for (let match = VULGAR_FRACTION.exec(text); match; match = VULGAR_FRACTION.exec(text)) {
    const [, whole, space, fraction] = match;
    copy(cursor, match.index);
    const fractionAt = match.index + (whole?.length ?? 0) + space!.length;
    if (whole) {
      copy(match.index, match.index + 1);
      const spaceFrom = space ? from[match.index + 1]! : from[fractionAt]!;
      const spaceTo = space ? to[fractionAt - 1]! : from[fractionAt]!;
      prepared.push(' ', spaceFrom, spaceTo);
    } else {
      copy(match.index, fractionAt);
    }
    const typed = fraction === '½' ? '1/2' : fraction === '¼' ? '1/4' : '3/4';
    prepared.push(typed, from[fractionAt]!, to[fractionAt]!);
    cursor = match.index + match[0].length;
  }
  copy(cursor, text.length);
  return prepared.build();
}

type Rule = { pattern: RegExp; read: (match: RegExpExecArray) => Omit<Piece, 'start' | 'end'> | null };

const rules: Rule[] = [
  // Caliper: '50mm cal', '2" cal', '2 1/2 in caliper', 'cal 60mm', '2-2.5" cal'.
  {
    pattern: new RegExp(
      String.raw`${START}${NUMBER}(?:\s*-\s*${NUMBER})?\s*${LENGTH_UNIT}\s*\.?\s*${CALIPER}${END}`,
      'gu',
    ),
    read: (match) => lengthPiece(match[1]!, match[2], match[3]!, 'caliper'),
  },
  {
    pattern: new RegExp(String.raw`${START}${CALIPER}\s*${NUMBER}\s*${LENGTH_UNIT}${END}`, 'gu'),
    read: (match) => lengthPiece(match[1]!, undefined, match[2]!, 'caliper'),
  },
  // Heights or spreads as a range: '150-175cm', '150/175cm', "6-7'", '5 to 6 ft', '1.5-1.75m'.
  {
    pattern: new RegExp(
      String.raw`${START}${NUMBER}\s*(?:${LENGTH_UNIT})?\s*(-|\/|to|à|a)\s*${NUMBER}\s*${LENGTH_UNIT}(?:\s*(?:ht|tall|high|haut))?(?![\p{L}\p{N}])`,
      'gu',
    ),
    read: (match) => {
      const unit = match[5]!;
      const minimum = parseNumber(match[1]!);
      const maximum = parseNumber(match[4]!);
      if (!(maximum > minimum)) return null;
      // '12/14 cm' is a bulb's circumference grade (the bulb rule below), not a height.
      if (match[3] === '/' && toMillimetres(maximum, lengthUnitId(unit)) < 300) return null;
      // A plant is taller than a foot: '2-4"' is a stone grade ('river rock 2-4"'), not a height.
      if (lengthUnitId(unit) === Unit.INCH && maximum < 12) return null;
      return { unitId: lengthUnitId(unit), measure: 'height', minValue: minimum, maxValue: maximum };
    },
  },
  // A height range without its unit ('picea pungens 150-175 B&B', '150/175'): centimetres, the only unit with
  // such numbers.
  {
    pattern: new RegExp(String.raw`${START}(\d{2,3})\s*[-/]\s*(\d{2,3})${END}`, 'gu'),
    read: (match) => {
      const minimum = Number(match[1]);
      const maximum = Number(match[2]);
      if (minimum < 30 || maximum <= minimum) return null;
      return { unitId: Unit.CENTIMETRE, measure: 'height', minValue: minimum, maxValue: maximum };
    },
  },
  // Bulbs by circumference in cm: '12/14', '14/16 cm'.
  {
    pattern: new RegExp(String.raw`${START}(\d{1,2})\s*\/\s*(\d{1,2})(?:\s*cm)?${END}`, 'gu'),
    read: (match) => {
      const minimum = Number(match[1]);
      const maximum = Number(match[2]);
      if (minimum < 5 || maximum <= minimum || maximum - minimum > 4) return null;
      return {
        categoryId: Category.BULB,
        unitId: Unit.CENTIMETRE,
        minValue: minimum,
        maxValue: maximum,
      };
    },
  },
  // Bulb grades with a dash and no unit ('14-16'): two even centimetres apart, from 10 cm (a plant's height
  // range without its unit starts at 30, above).
  {
    pattern: new RegExp(
      String.raw`${START}(\d{2})\s*-\s*(\d{2})(?!\s*(?:cm|mm|m|in|ft|pi|po|"|'))${END}`,
      'gu',
    ),
    read: (match) => {
      const minimum = Number(match[1]);
      const maximum = Number(match[2]);
      if (minimum < 10 || maximum - minimum !== 2 || minimum % 2 !== 0) return null;
      return { categoryId: Category.BULB, unitId: Unit.CENTIMETRE, minValue: minimum, maxValue: maximum };
    },
  },
  // Multi-cell trays: '72-cell', '128 plug', 'plug 72', '50 cells', '72 ct plug'.
  {
    pattern: new RegExp(
      String.raw`${START}(\d{2,3})\s*-?\s*(?:cells?|plugs?|ct|count)(?:\s*(?:plugs?|tray|flat))?${END}`,
      'gu',
    ),
    read: (match) => multiCell(match[1]!),
  },
  {
    pattern: new RegExp(String.raw`${START}(?:plugs?|cells?|liners?)\s*-?\s*(\d{2,3})${END}`, 'gu'),
    read: (match) => multiCell(match[1]!),
  },
  // Containers: '#3', '# 5', '3 gal', '2G', '15 gallon', 'C3', '#3 pot'.
  {
    pattern: /#\s*(\d+(?:\.\d+)?)(?:\s*(?:pot|cont(?:ainer)?|can))?(?![\p{L}\p{N}])/gu,
    read: (match) => container(match[1]!),
  },
  {
    pattern: new RegExp(
      String.raw`${START}(\d+(?:[.,]\d+)?)\s*(?:gal(?:lon)?s?|g)\.?(?:\s*(?:pot|cont(?:ainer)?|can))?${END}`,
      'gu',
    ),
    read: (match) => container(match[1]!),
  },
  {
    pattern: new RegExp(String.raw`${START}c\s?(\d{1,2})${END}`, 'gu'),
    read: (match) => container(match[1]!),
  },
  // Bulk materials, sold by the unit: '1 yd3', 'cubic yard', '8 cu yd', '15 yd', '12 m3' (the number before the
  // unit is how many units: '12 yd³' is 12 of the 1 yd³ size).
  {
    pattern: new RegExp(
      String.raw`${START}(?:${COUNT}\s*)?(?:yd\s*3|yds?\s*3|cu\.?\s*yds?|cubic\s*yards?|c\.?\s*y\.?|yards?|yds?|verges?\s*cubes?|vg\s*3)${END}`,
      'gu',
    ),
    read: (match) => perUnit(Category.BULK, Unit.CUBIC_YARD, match[1]),
  },
  {
    pattern: new RegExp(
      String.raw`${START}(?:${COUNT}\s*)?(?:m\s*3|cu\.?\s*m|cubic\s*met(?:re|er)s?|m[eè]tres?\s*cubes?)${END}`,
      'gu',
    ),
    read: (match) => perUnit(Category.BULK, Unit.CUBIC_METRE, match[1]),
  },
  // Weight: '10 tonnes', '12 t', '5 tons' (how many tonnes of a bulk material).
  {
    pattern: new RegExp(String.raw`${START}(\d+(?:[.,]\d+)?)\s*(?:t|tonnes?|tons?|mt)${END}`, 'gu'),
    read: (match) => perUnit(Category.BULK, Unit.TON, match[1]),
  },
  // Bulk bags (about a cubic yard): 'bulk bag', 'big bag', 'tote'.
  {
    pattern: new RegExp(
      String.raw`${START}(?:(?:bulk|big)\s*bags?|totes?|sacs?\s*(?:en\s+)?vrac)${END}`,
      'gu',
    ),
    read: () => ({ categoryId: Category.BAG, unitId: Unit.CUBIC_YARD, value: 1 }),
  },
  // A count of bags or pallets: '10 bags', '3 pallets', '4 skids' (the size is the bag or pallet itself).
  {
    pattern: new RegExp(String.raw`${START}${COUNT}\s*(?:bags?|sacs?)${END}`, 'gu'),
    read: (match) => ({ categoryId: Category.BAG, count: parseCount(match[1]!) }),
  },
  {
    pattern: new RegExp(String.raw`${START}${COUNT}\s*(?:pallets?|palettes?|skids?|plts?)${END}`, 'gu'),
    read: (match) => ({ categoryId: Category.PALLET, count: parseCount(match[1]!) }),
  },
  // The French order, the bag then its volume: 'sacs 56 L', 'sac de 30 litres' (the catalog's '56 L bag').
  {
    pattern: new RegExp(
      String.raw`${START}(?:bags?|sacs?)\s*(?:de\s+)?(\d+(?:[.,]\d+)?)\s*(?:l|litres?|liters?)${END}`,
      'gu',
    ),
    read: (match) => {
      const litres = parseNumber(match[1]!);
      return { categoryId: Category.BAG, unitId: Unit.LITRE, value: litres, spelling: `${litres} L bag` };
    },
  },
  // Bags: '2 cu ft bag', '30 L bag', 'bag'.
  {
    pattern: new RegExp(
      String.raw`${START}(?:(\d+(?:[.,]\d+)?)\s*(cu\.?\s*ft|cf|l|litres?|liters?)\s*)?bags?${END}`,
      'gu',
    ),
    read: (match) => ({
      categoryId: Category.BAG,
      ...(match[1]
        ? {
            unitId: /^(l|lit)/.test(match[2]!) ? Unit.LITRE : undefined,
            value: parseNumber(match[1]),
          }
        : {}),
    }),
  },
  // A volume in litres without the word bag ('30 L', '56 litres'): the bag sizes name their litres.
  {
    pattern: new RegExp(String.raw`${START}(\d+(?:[.,]\d+)?)\s*(?:l|litres?|liters?)${END}`, 'gu'),
    read: (match) => ({ unitId: Unit.LITRE, value: parseNumber(match[1]!) }),
  },
  // Area (sod, pavers), sold by the square foot: '300 sq ft', 'sq ft', '100 sf', '2000 pi2' (300 of the sq ft size).
  {
    pattern: new RegExp(
      String.raw`${START}(?:${COUNT}\s*)?(?:sq\.?\s*ft|sf|ft\s*2|square\s*f(?:ee|oo)t|pi\s*2|pieds?\s*carr[eé]s?)${END}`,
      'gu',
    ),
    read: (match) => perUnit(Category.AREA, Unit.SQUARE_FOOT, match[1]),
  },
  {
    pattern: new RegExp(String.raw`${START}(?:pallets?|palettes?|skids?|plts?)${END}`, 'gu'),
    read: () => ({ categoryId: Category.PALLET }),
  },
  {
    pattern: new RegExp(String.raw`${START}(?:each|ea|unit[eé]?)${END}`, 'gu'),
    read: () => ({ categoryId: Category.EACH }),
  },
  // Root forms: 'B&B', 'BB', 'B+B', 'WB', 'wire basket', 'bare root', 'BR'.
  {
    pattern: new RegExp(
      String.raw`${START}(?:b\s*&\s*b|b\s*\+\s*b|bnb|bb|balled\s*(?:and|&)\s*burlapped|motte)${END}`,
      'gu',
    ),
    read: () => ({ categoryId: Category.BALLED_AND_BURLAPPED }),
  },
  {
    pattern: new RegExp(String.raw`${START}(?:wb|w\/b|wire\s*basket|panier)${END}`, 'gu'),
    read: () => ({ categoryId: Category.WIRE_BASKET }),
  },
  {
    pattern: new RegExp(String.raw`${START}(?:bare\s*-?\s*root|br|b\.r\.|racines?\s*nues?)${END}`, 'gu'),
    read: () => ({ categoryId: Category.BARE_ROOT }),
  },
  // A single length: '10cm' or '4"' is a small pot, '175cm' or "6'" a height, '60mm' (with WB or B&B) a caliper.
  {
    pattern: new RegExp(
      String.raw`${START}${NUMBER}\s*${LENGTH_UNIT}(?:\s*(?:pot|ht|tall|high))?(?![\p{L}\p{N}])`,
      'gu',
    ),
    // Not the upper end of a range the range rules turned down ('river rock 2-4"' is a stone grade).
    read: (match) =>
      /[-/]\s*$/.test(match.input.slice(0, match.index)) ? null : singleLength(match[1]!, match[2]!),
  },
];

/** A size sold by the unit (1 yd³, 1 sq ft): the number before the unit counts units, it is not the size. */
function perUnit(
  categoryId: number,
  unitId: number,
  rawCount: string | undefined,
): Omit<Piece, 'start' | 'end'> {
  const count = rawCount ? parseCount(rawCount) : null;
  return { categoryId, unitId, value: 1, ...(count !== null && count > 0 ? { count } : {}) };
}

function lengthPiece(
  first: string,
  second: string | undefined,
  unit: string,
  measure: SizeMeasure,
): Omit<Piece, 'start' | 'end'> {
  const unitId = lengthUnitId(unit);
  if (second) return { unitId, measure, minValue: parseNumber(first), maxValue: parseNumber(second) };
  return { unitId, measure, value: parseNumber(first) };
}

function multiCell(raw: string): Omit<Piece, 'start' | 'end'> | null {
  const cells = Number(raw);
  if (cells < 18 || cells > 512) return null;
  return { categoryId: Category.MULTI_CELL, unitId: Unit.CELLS, value: cells };
}

function container(raw: string): Omit<Piece, 'start' | 'end'> | null {
  const gallons = parseNumber(raw);
  if (!(gallons > 0) || gallons > 100) return null;
  return { categoryId: Category.CONTAINER, unitId: Unit.GALLON, value: gallons };
}

function singleLength(rawNumber: string, rawUnit: string): Omit<Piece, 'start' | 'end'> | null {
  const value = parseNumber(rawNumber);
  const unitId = lengthUnitId(rawUnit);
  if (!(value > 0)) return null;
  const centimetres = toMillimetres(value, unitId) / 10;
  // Small pots are 5–20 cm across (2"–8"); a B&B or WB marker nearby makes a small mm value a caliper instead.
  if (unitId !== Unit.MILLIMETRE && unitId !== Unit.FOOT && centimetres <= 20 && centimetres >= 5) {
    return {
      categoryId: Category.POT,
      unitId: Unit.SMALL_POTS,
      value: Math.round(centimetres * 2) / 2,
      typedLength: { value, unitId },
    };
  }
  if (unitId === Unit.MILLIMETRE && value <= 150) return { unitId, measure: 'caliper', value };
  if (centimetres < 5)
    return { unitId, measure: 'caliper', value, typedLength: { value, unitId }, minor: true };
  return { unitId, measure: 'height', value };
}

const MILLIMETRES_PER_UNIT: Record<number, number> = {
  [Unit.INCH]: 25.4,
  [Unit.CENTIMETRE]: 10,
  [Unit.FOOT]: 304.8,
  [Unit.MILLIMETRE]: 1,
  [Unit.METRE]: 1000,
  [Unit.SMALL_POTS]: 10,
};

/** Lengths compare across units ('2" cal' and '50mm cal'); null for units that are not lengths. */
export function toMillimetres(value: number, unitId: number): number {
  const factor = MILLIMETRES_PER_UNIT[unitId];
  return factor === undefined ? Number.NaN : value * factor;
}

export function isLengthUnit(unitId: number | null): boolean {
  return unitId !== null && MILLIMETRES_PER_UNIT[unitId] !== undefined;
}

function overlaps(piece: Piece, others: readonly Piece[]): boolean {
  return others.some((other) => piece.start < other.end && other.start < piece.end);
}

/**
 * Finds the size in a line. Returns null when the line names no size. Several pieces combine ('B&B 150-175cm':
 * the root form and the height); the first measured piece wins when a line names two measures.
 */
export function parseSize(input: string): ParsedSize | null {
  const prepared = prepare(input);
  const { text } = prepared;
  const pieces: Piece[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
      const piece = rule.read(match);
      const candidate: Piece = { ...piece, start: match.index, end: match.index + match[0].length };
      if (piece && !overlaps(candidate, pieces)) pieces.push(candidate);
    }
  }
  // A length under 5 cm is a caliper next to a root form ('B&B 1.5"'), else part of a name ('pea gravel 3/8"').
  const hasRootForm = pieces.some(
    (piece) =>
      piece.unitId === undefined &&
      (piece.categoryId === Category.BALLED_AND_BURLAPPED || piece.categoryId === Category.WIRE_BASKET),
  );
  if (!hasRootForm) pieces.splice(0, pieces.length, ...pieces.filter((piece) => !piece.minor));
  if (pieces.length === 0) return null;
  pieces.sort((left, right) => left.start - right.start);
  // From here on the pieces cut the line as typed.
  for (const piece of pieces) {
    const end = Math.max(piece.start, piece.end - 1);
    [piece.start, piece.end] = [prepared.from[piece.start]!, prepared.to[end]!];
  }

  const form = pieces.find((piece) => piece.categoryId !== undefined && piece.unitId === undefined);
  const measured = pieces.find((piece) => piece.unitId !== undefined) ?? pieces[0]!;
  let categoryId = measured.categoryId ?? form?.categoryId ?? null;
  let measure = measured.measure ?? null;
  let unitId = measured.unitId ?? null;
  let value = measured.value ?? null;
  // A bare small length next to a root form is that tree's caliper ('WB 60mm', 'B&B 2"').
  const rootForm =
    form?.categoryId === Category.BALLED_AND_BURLAPPED || form?.categoryId === Category.WIRE_BASKET;
  if (rootForm && measured.typedLength) {
    unitId = measured.typedLength.unitId;
    value = measured.typedLength.value;
    measure = 'caliper';
    categoryId = form.categoryId ?? null;
  }
  if (rootForm && measured.categoryId === undefined) categoryId = form.categoryId ?? null;

  const used = pieces.filter((piece) => piece === measured || piece === form || piece.unitId === undefined);
  const start = Math.min(...used.map((piece) => piece.start));
  const end = Math.max(...used.map((piece) => piece.end));
  return {
    categoryId,
    unitId,
    measure,
    value,
    minValue: measured.minValue ?? null,
    maxValue: measured.maxValue ?? null,
    count: pieces.find((piece) => piece.count !== undefined)?.count ?? null,
    text: input.slice(start, end).trim(),
    ...(measured.spelling ? { spelling: measured.spelling } : {}),
    rest: restOf(input, used),
  };
}

/** The input (original case) without the size pieces, single-spaced. */
function restOf(input: string, used: readonly Piece[]): string {
  let rest = '';
  let cursor = 0;
  for (const piece of [...used].sort((left, right) => left.start - right.start)) {
    rest += `${input.slice(cursor, piece.start)} `;
    cursor = Math.max(cursor, piece.end);
  }
  rest += input.slice(cursor);
  return rest.replace(/\s+/g, ' ').trim();
}
