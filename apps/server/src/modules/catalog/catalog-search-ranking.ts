import type { ProductSynonyms } from '@portal/contracts';
import { cultivarInitialism, normalizeSearchText } from './search-text';

/**
 * Catalog search, stage 2 (docs/decisions/051-catalog-search.md): re-ranks the trigram candidates in process by
 * aligning the typed words with the product's names, word by word, the way a nursery clerk reads a plant line:
 * 'occ' is an abbreviation of 'occidentalis', 'limelite' a misspelling of 'limelight', 'sdo' the initials of
 * 'Stella de Oro', 'dicentra' the former name of 'lamprocapnos'. Pure functions: no database, deterministic.
 */

/**
 * Renamed genera the trade still writes under their former name (former → current), kept as data. Both
 * directions are read: a catalog may still list a plant under its former name.
 */
export const GENUS_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  dicentra: ['lamprocapnos'],
  aster: ['symphyotrichum', 'eurybia'],
  sedum: ['hylotelephium', 'phedimus'],
  eupatorium: ['eutrochium'],
  dasiphora: ['potentilla'],
  morella: ['myrica'],
  buddleia: ['buddleja'],
  cenchrus: ['pennisetum'],
  osmundastrum: ['osmunda'],
  chamaecyparis: ['cupressus'],
  perovskia: ['salvia'],
  microbiota: ['platycladus'],
};

const SYNONYMS = buildSynonyms();

function buildSynonyms(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const set = map.get(from) ?? new Set<string>();
    set.add(to);
    map.set(from, set);
  };
  for (const [former, currents] of Object.entries(GENUS_SYNONYMS)) {
    for (const current of currents) {
      link(former, current);
      link(current, former);
    }
  }
  return map;
}

/** The other names of a genus word, for candidate retrieval ('dicentra spectabilis' also as 'lamprocapnos …'). */
export function synonymVariants(normalizedText: string): string[] {
  const words = normalizedText.split(' ');
  const variants: string[] = [];
  words.forEach((word, index) => {
    for (const other of SYNONYMS.get(word) ?? []) {
      variants.push([...words.slice(0, index), other, ...words.slice(index + 1)].join(' '));
    }
  });
  return variants.slice(0, 3);
}

/**
 * Latin cultivar words that describe the plant, with the English and French words buyers write for them
 * (issue 36): 'weeping Norway spruce' is Picea abies 'Pendula', 'columnar English oak' Quercus robur 'Fastigiata',
 * 'cœur-saignant blanc' Lamprocapnos spectabilis 'Alba'. 'Glauca' is left out: 'blue spruce' names the species'
 * blue forms, not one cultivar (decision 196).
 */
const CULTIVAR_DESCRIPTORS: ReadonlyArray<[readonly string[], readonly string[]]> = [
  [
    ['pendula', 'pendulum', 'pendulus'],
    ['weeping', 'pleureur', 'pleureuse'],
  ],
  [
    ['fastigiata', 'fastigiatum', 'fastigiatus', 'columnare', 'columnaris', 'erecta', 'erectum', 'erectus'],
    ['columnar', 'pyramidal', 'upright', 'fastigiate', 'colonnaire', 'fastigie', 'pyramidale'],
  ],
  [
    ['dissecta', 'dissectum', 'laciniata', 'laciniatum'],
    ['cutleaf', 'cut leaf', 'lacinie', 'laciniee'],
  ],
  [
    ['alba', 'album', 'albus'],
    ['white', 'blanc', 'blanche'],
  ],
  [
    ['nana', 'pumila', 'pumilio'],
    ['dwarf', 'nain', 'naine'],
  ],
  [
    ['compacta', 'compactum', 'compactus'],
    ['compact', 'dwarf', 'nain', 'naine'],
  ],
  [
    ['globosa', 'globosum'],
    ['globe', 'boule'],
  ],
  [
    ['aurea', 'aureum', 'aureus', 'aureola'],
    ['golden', 'gold', 'dore', 'doree'],
  ],
  [
    ['variegata', 'variegatum', 'variegatus'],
    ['variegated', 'panache', 'panachee'],
  ],
  [
    ['atropurpurea', 'purpurea', 'purpurascens'],
    ['purple', 'pourpre'],
  ],
  [
    ['rubra', 'rubrum'],
    ['red', 'rouge'],
  ],
  [
    ['lutea', 'luteum', 'flava', 'flavum'],
    ['yellow', 'jaune'],
  ],
  [['pleniflora', 'plena'], ['double']],
];
const DESCRIPTOR_WORDS = new Map<string, readonly string[]>(
  CULTIVAR_DESCRIPTORS.flatMap(([latin, vernacular]) => latin.map((word) => [word, vernacular] as const)),
);
/** The words buyers write for a descriptive cultivar ('weeping', 'colonnaire'), normalised. */
const VERNACULAR_DESCRIPTORS: ReadonlySet<string> = new Set(
  CULTIVAR_DESCRIPTORS.flatMap(([, vernacular]) => vernacular),
);

/** A spelling of the line that may name a descriptive cultivar ('weeping'): kept among the product's words. */
export function isCultivarDescriptor(normalizedSpelling: string): boolean {
  return VERNACULAR_DESCRIPTORS.has(normalizedSpelling);
}

/**
 * A cultivar made only of descriptive Latin words ('Pendula', 'Atropurpurea Nana') as buyers write it in English
 * or French ('weeping', 'purple dwarf'): every combination, at most 16; none for other cultivars.
 */
function vernacularCultivars(cultivarWords: readonly string[]): string[][] {
  if (cultivarWords.length === 0 || cultivarWords.length > 2) return [];
  if (!cultivarWords.every((word) => DESCRIPTOR_WORDS.has(word))) return [];
  let names: string[][] = [[]];
  for (const word of cultivarWords) {
    names = names.flatMap((name) =>
      DESCRIPTOR_WORDS.get(word)!.map((vernacular) => [...name, ...vernacular.split(' ')]),
    );
  }
  return names.slice(0, 16);
}

/** Words of a Latin name that say nothing about which plant it is ('var.', 'subsp.', the hybrid sign). */
const LATIN_QUALIFIERS = new Set(['x', 'var', 'subsp', 'ssp', 'f', 'cv', 'spp', 'sp']);
/** Words a plant line carries that name no part of the product. */
const NOISE_WORDS = new Set(['cv', 'var', 'spp', 'sp', 'x', 'qty', 'pcs', 'pc', 'ea', 'each', 'of', 'the']);

export interface RankableProduct {
  id: number;
  latinName: string;
  cultivar: string | null;
  commonNameEn: string | null;
  commonNameFr: string | null;
  sku: string;
  /** Its other names (issue 36, decision 196); absent reads as none. */
  synonyms?: ProductSynonyms | null | undefined;
}

/** One word of a way a product can be named, with its weight in that naming. */
export interface ViewToken {
  word: string;
  weight: number;
  isCultivar: boolean;
  /** The genus of a Latin name, which the trade abbreviates to its initial ('P. abies'). */
  isGenus?: boolean;
}

/** How well a genus's initial ('p' in 'P. abies') stands for the genus, when typed as a word of its own. */
export const GENUS_INITIAL_SCORE = 0.85;

/** How well one typed word stands for one catalog word, 0–1 (`wordScore`, or a cached copy of it). */
export type WordScorer = (typed: string, target: string) => number;

/** What is related to a genus word: its former and current names (`GENUS_SYNONYMS`, both directions). */
export function genusSynonymsOf(word: string): readonly string[] {
  return [...(SYNONYMS.get(word) ?? [])];
}

/**
 * Scratch space of `editDistance` and `bigramSimilarity`, grown when a longer word comes: GoMatch scores thousands
 * of word pairs per line it has not seen, and a table or a map per pair was most of its garbage (issue 36 tuning).
 */
let distanceTable = new Int32Array(34 * 34);
let leftGrams = new Int32Array(34);
let rightGrams = new Int32Array(34);
let rightGramUsed = new Uint8Array(34);

/** Optimal string alignment (restricted Damerau–Levenshtein): transpositions count as one edit. */
export function editDistance(left: string, right: string, limit = 4): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  const rows = left.length + 1;
  const columns = right.length + 1;
  if (distanceTable.length < rows * columns) distanceTable = new Int32Array(rows * columns * 2);
  // Row-major in one typed array: cell (row, column) is table[row * columns + column].
  const table = distanceTable;
  for (let row = 0; row < rows; row += 1) table[row * columns] = row;
  for (let column = 0; column < columns; column += 1) table[column] = column;
  for (let row = 1; row < rows; row += 1) {
    let best = Number.POSITIVE_INFINITY;
    const here = row * columns;
    const above = here - columns;
    const leftCode = left.charCodeAt(row - 1);
    for (let column = 1; column < columns; column += 1) {
      const rightCode = right.charCodeAt(column - 1);
      const cost = leftCode === rightCode ? 0 : 1;
      let value = Math.min(
        table[above + column]! + 1,
        table[here + column - 1]! + 1,
        table[above + column - 1]! + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        leftCode === right.charCodeAt(column - 2) &&
        left.charCodeAt(row - 2) === rightCode
      ) {
        value = Math.min(value, table[above - columns + column - 2]! + 1);
      }
      table[here + column] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
  }
  return table[rows * columns - 1]!;
}

/** The padded bigrams of a word (' ab', 'ab', 'b ' of 'ab') as numbers, one per pair of UTF-16 code units. */
function bigramCodes(word: string, into: Int32Array): number {
  const count = word.length + 1;
  let previous = 32;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    into[index] = previous * 65_536 + code;
    previous = code;
  }
  into[word.length] = previous * 65_536 + 32;
  return count;
}

/** Dice coefficient of padded bigrams: forgiving of phonetic misspellings ('limelite' ~ 'limelight'). */
export function bigramSimilarity(left: string, right: string): number {
  const longest = Math.max(left.length, right.length) + 1;
  if (leftGrams.length < longest) {
    leftGrams = new Int32Array(longest * 2);
    rightGrams = new Int32Array(longest * 2);
    rightGramUsed = new Uint8Array(longest * 2);
  }
  const leftCount = bigramCodes(left, leftGrams);
  const rightCount = bigramCodes(right, rightGrams);
  rightGramUsed.fill(0, 0, rightCount);
  // Each bigram of the left word takes one equal, unused bigram of the right word (a multiset intersection).
  let common = 0;
  for (let leftIndex = 0; leftIndex < leftCount; leftIndex += 1) {
    const gram = leftGrams[leftIndex]!;
    for (let rightIndex = 0; rightIndex < rightCount; rightIndex += 1) {
      if (rightGramUsed[rightIndex] === 0 && rightGrams[rightIndex] === gram) {
        rightGramUsed[rightIndex] = 1;
        common += 1;
        break;
      }
    }
  }
  return (2 * common) / (leftCount + rightCount);
}

/** A typed plural's singular ('ifs' → 'if', 'blancs' → 'blanc', 'boxes' → 'box'), or null. */
export function singularOf(typed: string): string | null {
  const length = typed.length;
  if (length < 3) return null;
  const last = typed[length - 1];
  if ((last !== 's' && last !== 'x') || (last === 's' && typed[length - 2] === 's')) return null;
  // 'boxes', 'bunches', 'bushes' lose 'es'; every other plural its last letter.
  const esAfter =
    last === 's' &&
    typed[length - 2] === 'e' &&
    (typed[length - 3] === 'x' ||
      (length >= 4 && typed[length - 3] === 'h' && (typed[length - 4] === 'c' || typed[length - 4] === 's')));
  return esAfter ? typed.slice(0, -2) : typed.slice(0, -1);
}

/** How well one typed word stands for one catalog word, 0–1. */
export function wordScore(typed: string, target: string): number {
  if (typed === target) return 1;
  if (SYNONYMS.get(typed)?.has(target)) return 0.95;
  const typedIsNumber = /^\d+$/.test(typed);
  if (typedIsNumber || /^\d+$/.test(target)) return 0;
  // A plural of the catalog's word ('ifs du Japon', 'cèdres blancs', 'boulders'): the word itself.
  if (singularOf(typed) === target) return 0.95;
  // Abbreviation: 'occ' for 'occidentalis', 'pan' for 'paniculata', 'hem' for 'hemerocallis'.
  if (typed.length >= 2 && target.startsWith(typed)) return typed.length >= 3 ? 0.9 : 0.7;
  let best = 0;
  // Misspelt abbreviation: 'ocidentalis' cut short, 'paniculta'.
  if (typed.length >= 4 && target.length > typed.length) {
    const distance = editDistance(typed, target.slice(0, typed.length), 1);
    if (distance <= 1) best = Math.max(best, 0.78);
  }
  if (typed.length >= 3 && target.length >= 3) {
    const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
    const distance = editDistance(typed, target, allowed);
    if (distance <= allowed) {
      const similarity = 1 - distance / Math.max(typed.length, target.length);
      best = Math.max(best, 0.95 * similarity + (typed[0] === target[0] ? 0.03 : 0));
    }
    const dice = bigramSimilarity(typed, target);
    if (dice >= 0.55) best = Math.max(best, 0.9 * dice);
  }
  return Math.min(best, 0.97);
}

/** Normalised words, '&' read as 'and' ('Wine & Roses' = 'wine and roses'). */
export function rankingWords(text: string | null | undefined): string[] {
  return normalizeSearchText(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => (word === '&' ? 'and' : word));
}

/**
 * `rankingWords`, or a copy of it that remembers (the matching engine prepares 50,000 products whose Latin and
 * common names repeat): the words are read, never changed.
 */
export type WordsOf = (text: string | null | undefined) => readonly string[];

/** The ways a product can be named: Latin name, English or French common name, each with the cultivar. */
function productViews(product: RankableProduct, wordsOf: WordsOf): ViewToken[][] {
  const cultivarWords = wordsOf(product.cultivar);
  const cultivarWeight = cultivarWords.length > 0 ? 1.2 / cultivarWords.length : 0;
  const cultivarTokens = cultivarWords.map((word) => ({ word, weight: cultivarWeight, isCultivar: true }));
  const latinWords = wordsOf(product.latinName).filter((word) => !LATIN_QUALIFIERS.has(word));
  const latin = latinWords.map((word, index) => ({
    word,
    weight: index < 2 ? 1 : 0.3,
    isCultivar: false,
    ...(index === 0 && latinWords.length > 1 ? { isGenus: true } : {}),
  }));
  const views: ViewToken[][] = [[...latin, ...cultivarTokens]];
  for (const commonName of [product.commonNameEn, product.commonNameFr]) {
    const commonWords = wordsOf(commonName).filter((word) => !NOISE_WORDS.has(word));
    if (commonWords.length === 0) continue;
    const weight = 2 / commonWords.length;
    views.push([...commonWords.map((word) => ({ word, weight, isCultivar: false })), ...cultivarTokens]);
    // Genus and common name mixed ('hydrangea limelight' is Latin; 'erable october glory' is French).
  }
  // Synonyms (decision 196): a trade, registered or original-language name stands where the cultivar stands, and
  // scores as the cultivar does; a common name that means this cultivar names the whole product on its own.
  // A descriptive cultivar in the buyer's words ('weeping' for 'Pendula') stands where the cultivar stands too.
  const synonyms = product.synonyms;
  const cultivarPlaceNames = [
    ...vernacularCultivars(cultivarWords),
    ...[
      ...(synonyms?.tradeNames ?? []),
      ...(synonyms?.registeredNames ?? []),
      ...(synonyms?.originalNames ?? []),
    ].map((name) => wordsOf(name)),
  ];
  if (cultivarPlaceNames.length > 0) {
    const commonViews = views.slice(1).map((view) => view.filter((token) => !token.isCultivar));
    for (const words of cultivarPlaceNames) {
      if (words.length === 0) continue;
      const synonymTokens = words.map((word) => ({ word, weight: 1.2 / words.length, isCultivar: true }));
      views.push([...latin, ...synonymTokens]);
      for (const common of commonViews) views.push([...common, ...synonymTokens]);
    }
  }
  if (synonyms) {
    for (const name of [...synonyms.commonNamesEn, ...synonyms.commonNamesFr]) {
      const words = wordsOf(name).filter((word) => !NOISE_WORDS.has(word));
      if (words.length === 0) continue;
      views.push(words.map((word) => ({ word, weight: 2 / words.length, isCultivar: true })));
    }
  }
  return views;
}

/** How much a typed word counts in a line: numbers little, noise words nothing, short words half. */
export function typedWeight(word: string): number {
  // Numbers weigh little: often a quantity ('25 thuja'), sometimes part of a material's name ('river rock 2-4"').
  if (/^\d+$/.test(word)) return 0.3;
  if (NOISE_WORDS.has(word)) return 0;
  return word.length >= 3 ? 1 : 0.5;
}

/** One typed word read as one word of a view, with how well. */
interface AlignedPair {
  typedIndex: number;
  viewIndex: number;
  score: number;
}

function byBestPair(left: AlignedPair, right: AlignedPair): number {
  return right.score - left.score || left.typedIndex - right.typedIndex || left.viewIndex - right.viewIndex;
}

/**
 * Greedy one-to-one alignment of typed words to a view's words, best pairs first. `typedWeights` and `totalTyped`
 * are the typed words' `typedWeight`s and their sum, read once per line by the caller.
 */
function scoreView(
  typed: readonly string[],
  typedWeights: readonly number[],
  totalTyped: number,
  view: readonly ViewToken[],
  initialism: string | null,
  scoreWord: WordScorer,
): number {
  let totalView = 0;
  for (const token of view) totalView += token.weight;
  if (totalTyped === 0 || totalView === 0) return 0;

  const pairs: AlignedPair[] = [];
  for (let typedIndex = 0; typedIndex < typed.length; typedIndex += 1) {
    if (typedWeights[typedIndex] === 0) continue;
    const word = typed[typedIndex]!;
    for (let viewIndex = 0; viewIndex < view.length; viewIndex += 1) {
      const token = view[viewIndex]!;
      const score =
        word.length === 1 && token.isGenus && token.word.startsWith(word)
          ? GENUS_INITIAL_SCORE
          : scoreWord(word, token.word);
      if (score > 0) pairs.push({ typedIndex, viewIndex, score });
    }
  }
  pairs.sort(byBestPair);

  // A word's score is above 0 exactly when it is aligned (pairs score above 0, the initials 0.95): no sets.
  const typedScores = new Array<number>(typed.length).fill(0);
  const viewScores = new Array<number>(view.length).fill(0);
  // The cultivar's initials stand for all its words at once ('sdo' = 'Stella de Oro').
  if (initialism) {
    let index = -1;
    for (let position = 0; position < typed.length; position += 1) {
      if (typed[position] === initialism && typedWeights[position]! > 0) {
        index = position;
        break;
      }
    }
    if (index >= 0 && view.some((token) => token.isCultivar)) {
      typedScores[index] = 0.95;
      view.forEach((token, position) => {
        if (token.isCultivar) viewScores[position] = 0.95;
      });
    }
  }
  for (const pair of pairs) {
    if (typedScores[pair.typedIndex]! > 0 || viewScores[pair.viewIndex]! > 0) continue;
    typedScores[pair.typedIndex] = pair.score;
    viewScores[pair.viewIndex] = pair.score;
  }

  let typedSum = 0;
  for (let index = 0; index < typed.length; index += 1)
    typedSum += typedScores[index]! * typedWeights[index]!;
  let viewSum = 0;
  let hasCultivar = false;
  let cultivarMatched = true;
  for (let index = 0; index < view.length; index += 1) {
    const token = view[index]!;
    viewSum += viewScores[index]! * token.weight;
    if (token.isCultivar) {
      hasCultivar = true;
      if (!(viewScores[index]! >= 0.75)) cultivarMatched = false;
    }
  }
  const typedCoverage = typedSum / totalTyped;
  const viewCoverage = viewSum / totalView;
  return 0.7 * typedCoverage + 0.3 * viewCoverage + (hasCultivar && cultivarMatched ? 0.02 : 0);
}

/**
 * A product's names read once for ranking: its SKU and cultivar initials normalised and its views built. The
 * matching engine (modules/gomatch) keeps these for the whole catalog in memory; the search builds them per call.
 */
export interface PreparedProduct {
  id: number;
  normalizedSku: string;
  initialism: string | null;
  views: ViewToken[][];
}

export function prepareProduct(product: RankableProduct, wordsOf: WordsOf = rankingWords): PreparedProduct {
  return {
    id: product.id,
    normalizedSku: normalizeSearchText(product.sku),
    initialism: cultivarInitialism(product.cultivar),
    views: productViews(product, wordsOf),
  };
}

/** `scoreProduct` on prepared names and typed words (`rankingWords` of the text), with the word scorer given. */
export function scorePreparedProduct(
  prepared: PreparedProduct,
  typed: readonly string[],
  normalizedText: string,
  scoreWord: WordScorer = wordScore,
  /** `typed.map(typedWeight)`, when the caller scores many products for one line. */
  typedWeights: readonly number[] = typed.map(typedWeight),
): number {
  if (typed.length === 0) return 0;
  if (prepared.normalizedSku === normalizedText) return 1.05;
  let best = 0;
  if (normalizedText.length >= 3 && prepared.normalizedSku.startsWith(normalizedText)) best = 0.9;
  let totalTyped = 0;
  for (const weight of typedWeights) totalTyped += weight;
  for (const view of prepared.views) {
    best = Math.max(best, scoreView(typed, typedWeights, totalTyped, view, prepared.initialism, scoreWord));
  }
  return best;
}

/** 0–1 (a little above 1 for an exact SKU): how well the typed product text names this product. */
export function scoreProduct(product: RankableProduct, normalizedText: string): number {
  return scorePreparedProduct(prepareProduct(product), rankingWords(normalizedText), normalizedText);
}

export interface RankedProduct<T extends RankableProduct> {
  product: T;
  score: number;
}

/** Best first; equal scores by id, so the order never depends on how the database returned the rows. */
export function rankProducts<T extends RankableProduct>(
  candidates: readonly T[],
  normalizedText: string,
): Array<RankedProduct<T>> {
  return candidates
    .map((product) => ({ product, score: Math.round(scoreProduct(product, normalizedText) * 1e6) / 1e6 }))
    .sort((left, right) => right.score - left.score || left.product.id - right.product.id);
}

// -------------------------------------------------------------------------------------------------- sizes

export interface RankableSize {
  id: number;
  name: string;
  selectCode: string | null;
  typeId: number;
  categoryId: number;
  valueTypeId: number;
  unitId: number | null;
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  aliases: readonly string[];
}

export interface SizeQuery {
  categoryId: number | null;
  unitId: number | null;
  measure: 'caliper' | 'height' | null;
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  /** The size part as typed: a catalog spelling typed exactly wins ('150/175cm', '30L'). */
  text?: string | null;
  /** The catalog's spelling of a size worded another way ('sacs 56 L' → '56 L bag'): compared the same way. */
  spelling?: string | null | undefined;
}

/** Units that measure the same thing, each with its factor to a common base (lengths to millimetres). */
const UNIT_BASES: Record<number, { family: string; factor: number }> = {
  1: { family: 'length', factor: 25.4 },
  2: { family: 'length', factor: 10 },
  4: { family: 'length', factor: 304.8 },
  5: { family: 'length', factor: 1 },
  7: { family: 'length', factor: 1000 },
  9: { family: 'pot', factor: 1 },
  3: { family: 'gallon', factor: 1 },
  6: { family: 'volume', factor: 1 },
  10: { family: 'bulk', factor: 0.7646 },
  11: { family: 'bulk', factor: 1 },
  8: { family: 'cells', factor: 1 },
  12: { family: 'area', factor: 1 },
  15: { family: 'each', factor: 1 },
};

function interval(
  unitId: number | null,
  value: number | null,
  minValue: number | null,
  maxValue: number | null,
): { family: string; low: number; high: number } | null {
  if (unitId === null) return null;
  const base = UNIT_BASES[unitId] ?? { family: `unit-${unitId}`, factor: 1 };
  if (value !== null) return { family: base.family, low: value * base.factor, high: value * base.factor };
  if (minValue !== null && maxValue !== null) {
    return { family: base.family, low: minValue * base.factor, high: maxValue * base.factor };
  }
  return null;
}

/** 0–1: how well the numbers agree (same unit family; '2"' and '50mm' within 3 %; ranges by overlap). */
function valueAgreement(query: SizeQuery, size: RankableSize): number {
  const typed = interval(query.unitId, query.value, query.minValue, query.maxValue);
  const stocked = interval(size.unitId, size.value, size.minValue, size.maxValue);
  if (!typed) return stocked ? 0.3 : 1;
  if (!stocked || stocked.family !== typed.family) return 0;
  const typedIsPoint = typed.low === typed.high;
  const stockedIsPoint = stocked.low === stocked.high;
  if (typedIsPoint && stockedIsPoint) {
    const ratio = Math.min(typed.low, stocked.low) / Math.max(typed.low, stocked.low);
    if (ratio >= 0.999) return 1;
    if (ratio >= 0.97) return 0.9;
    if (ratio >= 0.9) return 0.4;
    return 0;
  }
  if (typedIsPoint !== stockedIsPoint) {
    const point = typedIsPoint ? typed.low : stocked.low;
    const range = typedIsPoint ? stocked : typed;
    // A single height is read as the class starting there ('150cm' is the 150-175 cm class, "6'" the 6-7'
    // class), the way a nurseryman reads it; within 3 % for a height written in the other system ('5 ft').
    if (typedIsPoint && typed.family === 'length') {
      const start = Math.min(point, range.low) / Math.max(point, range.low);
      if (start >= 0.999) return 0.95;
      if (start >= 0.97) return 0.85;
    }
    if (point >= range.low && point < range.high) return 0.5;
    return point === range.high ? 0.4 : 0;
  }
  const overlap = Math.min(typed.high, stocked.high) - Math.max(typed.low, stocked.low);
  const union = Math.max(typed.high, stocked.high) - Math.min(typed.low, stocked.low);
  return overlap > 0 && union > 0 ? overlap / union : 0;
}

/** B&B and wire-basket sizes with one value are calipers, with a range heights. */
function sizeMeasure(size: RankableSize): 'caliper' | 'height' | null {
  if (size.unitId === null || !UNIT_BASES[size.unitId] || UNIT_BASES[size.unitId]!.family !== 'length')
    return null;
  return size.value !== null ? 'caliper' : 'height';
}

/** A size's name, code and aliases, normalised: how the line's size text is compared with it. */
export function sizeSpellings(size: RankableSize): string[] {
  return [size.name, size.selectCode, ...size.aliases].map((spelling) => normalizeSearchText(spelling));
}

/** A size spelling as compared exactly: lower case, no spaces, one kind of quote ('30 L' = '30l'). */
export function compactSizeSpelling(text: string): string {
  return text
    .toLowerCase()
    .replace(/[″“”]/g, '"')
    .replace(/[′‘’`´]/g, "'")
    .replace(/³/g, '3')
    .replace(/²/g, '2')
    .replace(/\s+/g, '');
}

/** The size text as typed is one of the size's spellings, spaces and case aside ('30 L' is '30L'). */
function isSpelledAs(typedText: string, size: RankableSize): boolean {
  const compact = compactSizeSpelling(typedText);
  return (
    compact.length > 0 &&
    [size.name, size.selectCode, ...size.aliases].some(
      (spelling) => spelling !== null && compactSizeSpelling(spelling) === compact,
    )
  );
}

/** 0–1: how well a stocked size fits the size read from a line (`spellings`: kept by a caller that has them). */
export function scoreSize(
  query: SizeQuery,
  normalizedSizeText: string,
  size: RankableSize,
  spellings: readonly string[] = sizeSpellings(size),
): number {
  let score = 0.5 * valueAgreement(query, size);
  if (query.categoryId !== null) score += query.categoryId === size.categoryId ? 0.3 : -0.3;
  else if (query.measure !== null && sizeMeasure(size) !== null) {
    score += query.measure === sizeMeasure(size) ? 0.15 : -0.3;
  }
  if (query.unitId !== null && query.unitId === size.unitId) score += 0.05;
  // A catalog spelling typed exactly ('150/175cm', '30L', 'tote') wins over any reading by numbers.
  if (normalizedSizeText && spellings.includes(normalizedSizeText)) score += 0.15;
  if (query.text && isSpelledAs(query.text, size)) score = Math.max(score, 0.96);
  if (query.spelling && isSpelledAs(query.spelling, size)) score = Math.max(score, 0.96);
  return Math.max(0, Math.min(1, Math.round(score * 1e6) / 1e6));
}

export function rankSizes<T extends RankableSize>(
  candidates: readonly T[],
  query: SizeQuery,
  normalizedSizeText: string,
): Array<{ size: T; score: number }> {
  return candidates
    .map((size) => ({ size, score: scoreSize(query, normalizedSizeText, size) }))
    .filter((ranked) => ranked.score > 0.3)
    .sort((left, right) => right.score - left.score || left.size.id - right.size.id);
}
