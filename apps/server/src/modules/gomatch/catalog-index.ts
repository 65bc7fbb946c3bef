/**
 * GoMatch's in-memory catalog index (issue 13 "the matching engine"; decision 141): every product's names and
 * every size and spec of the library, read once from the database, so a line is matched without a query. It
 * finds the same products the catalog search would and orders them with the catalog search's own ranking
 * (catalog-search-ranking.ts, decision 051): only the way candidates are found differs — word postings and a
 * bigram index of the catalog's words here, trigram indexes in the database there. Pure: no I/O.
 */
import { ProductSizeType, productDisplayName } from '@portal/contracts';
import {
  comparableUnitIds,
  GENUS_INITIAL_SCORE,
  genusSynonymsOf,
  isCultivarDescriptor,
  normalizeSearchText,
  parseSize,
  prepareProduct,
  rankingWords,
  scorePreparedProduct,
  scoreSize,
  singularOf,
  sizeSpellings,
  toMillimetres,
  typedWeight,
  wordScore,
  type ParsedSize,
  type PreparedProduct,
  type RankableProduct,
  type RankableSize,
} from '../catalog';

export interface IndexedProduct extends RankableProduct {
  displayName: string;
}

export interface RankedProductMatch {
  product: IndexedProduct;
  score: number;
  /** Which typed words stood for which words of the product's names ('occ' → 'occidentalis'). */
  tokens: Array<{ text: string; matched: string }>;
  /**
   * The line names a genus of the catalog by its full name ('picea') and this product is of another genus
   * ('thuja'): it can be offered, never picked as sure (decision 196).
   */
  genusDisagrees: boolean;
  /**
   * The line names a cultivar — a quoted name ('GarAnn'), a code-like word (JFS-KW12, BNMTF) or a capitalised word
   * the catalog does not know ('Baileyi') — that no name of this product explains: it can be offered, never
   * picked as sure (issue 36: the bare species is not what such a line asks for).
   */
  cultivarUnexplained: boolean;
}

export interface RankedSizeMatch {
  size: RankableSize;
  score: number;
}

/** What the index answers for one line (without its quantity): the catalog search's answer, from memory. */
export interface CatalogMatch {
  products: RankedProductMatch[];
  /** Sizes (type Size) best first. */
  sizes: RankedSizeMatch[];
  /** Specs the line names, in the library's order (spec 001 §5: at most 10 are kept by the caller). */
  specs: RankableSize[];
  /** For each spec, the words of the line it was read from ('ms' for Multi-stem), normalised. */
  specTexts: string[];
  /** The part of the line read as the size, as typed; null when the line gives none. */
  sizeText: string | null;
  /** How many units the size part orders ('12 yd³', '300 sq ft', '3 pallets'); null when it does not say. */
  sizeCount: number | null;
}

interface PreparedSpec {
  spec: RankableSize;
  /**
   * Normalised spellings with a space at both ends (found as whole words), longest first, so 'branched at 1 5m'
   * is removed whole rather than as 'branched'.
   */
  paddedSpellings: string[];
}

interface PreparedSize {
  size: RankableSize;
  spellings: string[];
  /** Name, code and aliases together: what a typed size text is found in. */
  searchText: string;
  trigrams: Set<string>;
}

/** The catalog words one typed word may stand for, best first, with the products each word names. */
interface TypedWordMatches {
  entries: Array<{ postings: Int32Array; score: number }>;
  /** wordScore(typed, target) for every catalog word it can be above 0 with, so re-ranking only reads. */
  scores: Map<string, number>;
}

/** Products re-ranked exactly per line at most (the catalog search reads 200 trigram candidates, decision 051). */
const MAXIMUM_EXACT_SCORES = 400;
/** Typed words and size texts remembered per index; real lists repeat them ('#5', 'thuja', 'occ'). */
const MAXIMUM_CACHED_WORDS = 20_000;
const MAXIMUM_CACHED_SIZES = 10_000;
const UPPER_BOUND_BUCKETS = 64;
/** Words of a line ranked at most; the longest plant lines of the accuracy set have 9. */
const MAXIMUM_TYPED_WORDS = 24;
/** A typed word this close to a product's word names it (a misspelling: 'Goldstrum', 'Limelite'). */
const EXPLAINED = 0.6;
/** A name in quotes, the way cultivars are written ('GarAnn', "Blue Rug", ‘Mission’). */
const QUOTED_NAME = /(?:^|[\s(,;])['"‘’“”]([^'"‘’“”]{2,60})['"‘’“”](?=$|[\s),;.:])/gu;
/** Longer typed words are matched exactly or as abbreviations only (the longest Latin words have about 20 letters). */
const MAXIMUM_MISSPELT_WORD_LENGTH = 32;

function paddedBigrams(word: string): string[] {
  const padded = ` ${word} `;
  const result: string[] = [];
  for (let index = 0; index < padded.length - 1; index += 1) result.push(padded.slice(index, index + 2));
  return result;
}

function trigramsOf(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let index = 0; index < padded.length - 2; index += 1) result.add(padded.slice(index, index + 3));
  }
  return result;
}

/** Compares two words the way the index sorts its vocabulary (code units, not locale). */
function compareWords(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The size read from a line is a bare length that the product's name carries ('48"' and 'step 48in'); `ownSize`
 * reads the name's size (once per product, `CatalogIndex.ownSizeOf`).
 */
function isOwnLength(size: ParsedSize, ownSize: () => ParsedSize | null): boolean {
  if (size.categoryId !== null || size.value === null || size.unitId === null) return false;
  const own = ownSize();
  if (!own || own.value === null || own.unitId === null) return false;
  const typed = toMillimetres(size.value, size.unitId);
  const named = toMillimetres(own.value, own.unitId);
  return Number.isFinite(typed) && Number.isFinite(named) && Math.abs(typed - named) <= 0.01 * named;
}

export class CatalogIndex {
  readonly productCount: number;
  readonly sizeCount: number;
  private readonly products: IndexedProduct[];
  private readonly prepared: PreparedProduct[];
  private readonly vocabulary: string[] = [];
  private readonly wordIds = new Map<string, number>();
  /** Word ids in the order of their words, for prefix look-ups ('occ' → 'occidentalis'). */
  private readonly sortedWordIds: number[];
  private readonly postings: Int32Array[];
  private readonly initialisms = new Map<string, Int32Array>();
  private readonly bigramWords = new Map<string, number[]>();
  private readonly skus = new Map<string, number[]>();
  private readonly sortedSkus: Array<{ sku: string; productIndex: number }>;
  private readonly sizes: PreparedSize[];
  private readonly specs: PreparedSpec[];
  private readonly typedWords = new Map<string, TypedWordMatches>();
  /** The genera of the catalog's Latin names (their first word), for the pick's genus check. */
  private readonly genera = new Set<string>();
  private readonly rankedSizes = new Map<string, RankedSizeMatch[]>();
  // Per-line scratch space, reused: the upper bound of each product and which line and word last touched it.
  private readonly upperBounds: Float64Array;
  private readonly touchedAt: Int32Array;
  private readonly seenAt: Int32Array;
  /** Per typed word: how many bigrams each catalog word shares with it (zeroed after each use). */
  private readonly sharedBigrams: Int32Array;
  /** Per typed word: the catalog words sharing a bigram with it, in the order first met. */
  private readonly touchedWords: Int32Array;
  /** Per line: the products touched, their bound's bucket, and the same products ordered by bucket. */
  private readonly touched: Int32Array;
  private readonly bucketOf: Uint8Array;
  private readonly byBucket: Int32Array;
  private readonly bucketStarts = new Int32Array(UPPER_BOUND_BUCKETS + 1);
  private readonly bucketFilled = new Int32Array(UPPER_BOUND_BUCKETS);
  /** Per product, the size its own name carries ('Limestone step 48in'), read when first asked (`isOwnLength`). */
  private readonly ownSizes = new Map<number, ParsedSize | null>();
  private stamp = 0;

  constructor(products: readonly RankableProduct[], sizes: readonly RankableSize[]) {
    this.products = products.map((product) => ({
      ...product,
      displayName: productDisplayName(product.latinName, product.cultivar),
    }));
    // Names repeat across a large catalog (a species' cultivars share its Latin and common names): each is read
    // into words once for the whole build.
    const wordsByName = new Map<string, readonly string[]>();
    const wordsOf = (text: string | null | undefined): readonly string[] => {
      const key = text ?? '';
      let words = wordsByName.get(key);
      if (words === undefined) {
        words = rankingWords(key);
        wordsByName.set(key, words);
      }
      return words;
    };
    this.prepared = this.products.map((product) => prepareProduct(product, wordsOf));
    this.productCount = this.products.length;

    const productsOfWord: number[][] = [];
    const initialismProducts = new Map<string, number[]>();
    this.prepared.forEach((prepared, productIndex) => {
      const latin = prepared.views[0]?.[0];
      if (latin?.isGenus) this.genera.add(latin.word);
      const seen = new Set<string>();
      for (const view of prepared.views) {
        for (const token of view) {
          if (seen.has(token.word)) continue;
          seen.add(token.word);
          let id = this.wordIds.get(token.word);
          if (id === undefined) {
            id = this.vocabulary.length;
            this.vocabulary.push(token.word);
            this.wordIds.set(token.word, id);
            productsOfWord.push([]);
          }
          productsOfWord[id]!.push(productIndex);
        }
      }
      if (prepared.initialism) {
        const list = initialismProducts.get(prepared.initialism) ?? [];
        list.push(productIndex);
        initialismProducts.set(prepared.initialism, list);
      }
      const list = this.skus.get(prepared.normalizedSku) ?? [];
      list.push(productIndex);
      this.skus.set(prepared.normalizedSku, list);
    });
    this.postings = productsOfWord.map((list) => Int32Array.from(list));
    for (const [initialism, list] of initialismProducts)
      this.initialisms.set(initialism, Int32Array.from(list));
    this.sortedWordIds = this.vocabulary
      .map((_, id) => id)
      .sort((left, right) => compareWords(this.vocabulary[left]!, this.vocabulary[right]!));
    this.vocabulary.forEach((word, id) => {
      if (word.length < 3 || /^\d+$/.test(word)) return;
      for (const gram of new Set(paddedBigrams(word))) {
        const list = this.bigramWords.get(gram) ?? [];
        list.push(id);
        this.bigramWords.set(gram, list);
      }
    });
    this.sortedSkus = this.prepared
      .map((prepared, productIndex) => ({ sku: prepared.normalizedSku, productIndex }))
      .sort((left, right) => compareWords(left.sku, right.sku));

    this.sizes = sizes
      .filter((size) => size.typeId === ProductSizeType.ids.SIZE)
      .map((size) => {
        const spellings = sizeSpellings(size);
        const searchText = spellings.filter(Boolean).join(' ');
        return { size, spellings, searchText, trigrams: trigramsOf(searchText) };
      });
    this.specs = sizes
      .filter((size) => size.typeId === ProductSizeType.ids.SPEC)
      .map((spec) => ({
        spec,
        paddedSpellings: [...new Set(sizeSpellings(spec).filter((spelling) => spelling.length > 0))]
          .sort((left, right) => right.length - left.length)
          .map((spelling) => ` ${spelling} `),
      }));
    this.sizeCount = sizes.length;

    this.upperBounds = new Float64Array(this.products.length);
    this.touchedAt = new Int32Array(this.products.length).fill(-1);
    this.seenAt = new Int32Array(this.products.length).fill(-1);
    this.sharedBigrams = new Int32Array(this.vocabulary.length);
    this.touchedWords = new Int32Array(this.vocabulary.length);
    // A product is touched at most once per line (its line stamp says so).
    const touchedCapacity = this.products.length;
    this.touched = new Int32Array(touchedCapacity);
    this.bucketOf = new Uint8Array(touchedCapacity);
    this.byBucket = new Int32Array(touchedCapacity);
  }

  /**
   * One line (its quantity already taken out) → ranked products, sizes and specs: the size part read by the size
   * parser, the specs by their spellings, the rest names the product (as `searchCatalog` splits a line).
   */
  match(text: string, limit = 3): CatalogMatch {
    const parsed = parseSize(text);
    const productWords = normalizeSearchText(parsed ? parsed.rest : text);
    const specs: RankableSize[] = [];
    const specTexts: string[] = [];
    // Whole words only: the text and each spelling carry a space at both ends.
    let padded = ` ${productWords} `;
    for (const { spec, paddedSpellings } of this.specs) {
      const spelling = paddedSpellings.find((candidate) => padded.includes(candidate));
      if (!spelling) continue;
      specs.push(spec);
      specTexts.push(spelling.trim());
      // 'weeping', 'columnar' are specs and may name a cultivar too ('Pendula'): the ranking reads them.
      if (!isCultivarDescriptor(spelling.trim())) padded = padded.replace(spelling, ' ');
    }
    const productText = padded.replace(/\s+/g, ' ').trim();
    const products = productText
      ? this.rankProducts(productText, limit, this.cultivarWords(parsed ? parsed.rest : text, productText))
      : [];
    // A length the first product's own name carries ('limestone step 48"' is 'Limestone step 48in', 'edge
    // restraint 8'' 'Paver edge restraint 8ft') is part of its name, not a plant's height or caliper.
    const first = products[0];
    const size =
      parsed && !(first && isOwnLength(parsed, () => this.ownSizeOf(first.product))) ? parsed : null;
    return {
      products,
      sizes: size ? this.rankSizes(size, limit) : [],
      specs,
      specTexts,
      sizeText: size?.text ?? null,
      sizeCount: size?.count ?? null,
    };
  }

  /** The product-naming words of a typed text, each with the catalog words it may stand for (cached). */
  private typedWordMatches(typed: string): TypedWordMatches {
    const cached = this.typedWords.get(typed);
    if (cached) return cached;
    const scores = new Map<string, number>();
    const byWord = new Map<number, number>();
    const consider = (id: number) => {
      if (byWord.has(id)) return;
      const word = this.vocabulary[id]!;
      const score = wordScore(typed, word);
      scores.set(word, score);
      byWord.set(id, score);
    };
    const exact = this.wordIds.get(typed);
    if (exact !== undefined) consider(exact);
    // A plural of a catalog word ('ifs' → 'if'), however short the word.
    const singular = singularOf(typed);
    const singularId = singular === null ? undefined : this.wordIds.get(singular);
    if (singularId !== undefined) consider(singularId);
    if (!/^\d+$/.test(typed)) {
      for (const synonym of genusSynonymsOf(typed)) {
        const id = this.wordIds.get(synonym);
        if (id !== undefined) consider(id);
      }
      // Abbreviations: every catalog word the typed word begins ('pan' → 'paniculata').
      if (typed.length >= 2) {
        let low = 0;
        let high = this.sortedWordIds.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (compareWords(this.vocabulary[this.sortedWordIds[middle]!]!, typed) < 0) low = middle + 1;
          else high = middle;
        }
        for (let position = low; position < this.sortedWordIds.length; position += 1) {
          const id = this.sortedWordIds[position]!;
          if (!this.vocabulary[id]!.startsWith(typed)) break;
          consider(id);
        }
      }
      if (typed.length >= 3 && typed.length <= MAXIMUM_MISSPELT_WORD_LENGTH) {
        this.considerMisspellings(typed, consider);
      }
    }
    const entries: TypedWordMatches['entries'] = [];
    for (const [id, score] of byWord) {
      if (score > 0) entries.push({ postings: this.postings[id]!, score });
    }
    // A cultivar's initials stand for all its words at once ('sdo' = 'Stella de Oro'), as the ranking reads them.
    const initialism = this.initialisms.get(typed);
    if (initialism) entries.push({ postings: initialism, score: 0.95 });
    entries.sort((left, right) => right.score - left.score);
    if (this.typedWords.size >= MAXIMUM_CACHED_WORDS) this.typedWords.clear();
    const matches = { entries, scores };
    this.typedWords.set(typed, matches);
    return matches;
  }

  /**
   * Catalog words close enough in spelling for `wordScore` to count them (an edit distance within its allowance,
   * a bigram likeness of 0.55, a misspelt abbreviation): found through the words' shared bigrams, with a floor
   * on how many they must share that none of those cases can fall below (each edit breaks at most 3 bigrams).
   */
  private considerMisspellings(typed: string, consider: (id: number) => void): void {
    const grams = paddedBigrams(typed);
    const distinct = new Set(grams);
    const repeated = grams.length - distinct.size;
    const shared = this.sharedBigrams;
    const touched = this.touchedWords;
    let touchedCount = 0;
    for (const gram of distinct) {
      const ids = this.bigramWords.get(gram);
      if (!ids) continue;
      for (let position = 0; position < ids.length; position += 1) {
        const id = ids[position]!;
        if (shared[id] === 0) {
          touched[touchedCount] = id;
          touchedCount += 1;
        }
        shared[id] = shared[id]! + 1;
      }
    }
    const typedLength = typed.length;
    const allowed = typedLength <= 4 ? 1 : typedLength <= 8 ? 2 : 3;
    for (let position = 0; position < touchedCount; position += 1) {
      const id = touched[position]!;
      const count = shared[id]!;
      shared[id] = 0;
      const targetLength = this.vocabulary[id]!.length;
      let floor = Math.ceil(0.275 * (typedLength + targetLength + 2));
      if (Math.abs(typedLength - targetLength) <= allowed) {
        floor = Math.min(floor, Math.max(typedLength, targetLength) + 1 - 3 * allowed);
      }
      if (typedLength >= 4 && targetLength > typedLength) floor = Math.min(floor, typedLength - 3);
      if (count >= Math.max(1, floor - repeated)) consider(id);
    }
  }

  /**
   * The best products for a normalised product text, scored exactly as `rankProducts` scores them. Candidates
   * come from the postings of the catalog words each typed word may stand for; each gets an upper bound of its
   * score (every typed word at its best, every name word covered), and candidates are scored exactly from the
   * highest bound down until no bound can beat the last of the `limit` best (a threshold algorithm).
   */
  private rankProducts(
    fullProductText: string,
    limit: number,
    cultivarWords: readonly string[] = [],
  ): RankedProductMatch[] {
    // A plant's name is a few words: a line of hundreds (a pasted paragraph, a note column of random text) is
    // ranked on its first words, so bad input costs no more than a long plant line.
    const typed = rankingWords(fullProductText).slice(0, MAXIMUM_TYPED_WORDS);
    const productText = typed.length < MAXIMUM_TYPED_WORDS ? fullProductText : typed.join(' ');
    const weights = typed.map((word) => typedWeight(word));
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    const lineStamp = this.nextStamp();
    // The products this line's words touched, in the order first touched (a scratch array, no allocation).
    const touched = this.touched;
    let touchedCount = 0;
    const matchesOfTyped = typed.map((word) => this.typedWordMatches(word));
    // The hot loop of a line (postings of common words hold thousands of products): typed arrays, no closures.
    const upperBounds = this.upperBounds;
    const touchedAt = this.touchedAt;
    const seenAt = this.seenAt;
    if (totalWeight > 0) {
      for (let typedIndex = 0; typedIndex < typed.length; typedIndex += 1) {
        const weight = weights[typedIndex]!;
        if (weight === 0) continue;
        const wordStamp = this.nextStamp();
        // Best first: the first time a product is seen for this typed word is its best score for it.
        for (const entry of matchesOfTyped[typedIndex]!.entries) {
          const contribution = weight * entry.score;
          const postings = entry.postings;
          for (let position = 0; position < postings.length; position += 1) {
            const productIndex = postings[position]!;
            if (seenAt[productIndex] === wordStamp) continue;
            seenAt[productIndex] = wordStamp;
            if (touchedAt[productIndex] !== lineStamp) {
              touchedAt[productIndex] = lineStamp;
              upperBounds[productIndex] = contribution;
              touched[touchedCount] = productIndex;
              touchedCount += 1;
            } else upperBounds[productIndex] = upperBounds[productIndex]! + contribution;
          }
        }
      }
    }
    // An exact SKU or its beginning scores on its own (1.05, 0.9): those products are candidates whatever words.
    const skuBounds = new Map<number, number>();
    for (const productIndex of this.skus.get(productText) ?? []) skuBounds.set(productIndex, 1.05);
    if (productText.length >= 3) {
      for (const productIndex of this.skusStartingWith(productText, MAXIMUM_EXACT_SCORES)) {
        if (!skuBounds.has(productIndex)) skuBounds.set(productIndex, 0.9);
      }
    }
    for (const productIndex of skuBounds.keys()) {
      if (touchedAt[productIndex] === lineStamp) continue;
      touchedAt[productIndex] = lineStamp;
      upperBounds[productIndex] = 0;
      touched[touchedCount] = productIndex;
      touchedCount += 1;
    }
    if (touchedCount === 0) return [];

    // Upper bound of scoreView: every typed word at its best (0.7 × typed coverage), every name word covered
    // (0.3), the cultivar bonus (0.02). A typed single letter may be a genus's initial ('P. abies'), which no
    // posting lists: it counts at its best for every candidate.
    const boundScale = totalWeight > 0 ? 0.7 / totalWeight : 0;
    let initialsAllowance = 0;
    typed.forEach((word, position) => {
      if (word.length === 1 && /\p{Letter}/u.test(word))
        initialsAllowance += weights[position]! * GENUS_INITIAL_SCORE;
    });
    const boundBase = totalWeight > 0 ? 0.32 + initialsAllowance * boundScale : 0;
    const bucketScale = UPPER_BOUND_BUCKETS / 1.05;
    // Candidates by bucket of their bound, each bucket in the order first touched (a counting sort into scratch
    // arrays: a line touches thousands of products, and an array per bucket per line was garbage).
    const bucketOf = this.bucketOf;
    const bucketStarts = this.bucketStarts;
    bucketStarts.fill(0);
    for (let position = 0; position < touchedCount; position += 1) {
      const productIndex = touched[position]!;
      let bound = upperBounds[productIndex]! * boundScale + boundBase;
      if (skuBounds.size > 0) bound = Math.max(bound, skuBounds.get(productIndex) ?? 0);
      const bucket = Math.min(UPPER_BOUND_BUCKETS - 1, Math.max(0, Math.floor(bound * bucketScale)));
      bucketOf[position] = bucket;
      bucketStarts[bucket + 1] = bucketStarts[bucket + 1]! + 1;
    }
    for (let bucket = 0; bucket < UPPER_BOUND_BUCKETS; bucket += 1) {
      bucketStarts[bucket + 1] = bucketStarts[bucket + 1]! + bucketStarts[bucket]!;
    }
    const byBucket = this.byBucket;
    const filled = this.bucketFilled;
    filled.set(bucketStarts.subarray(0, UPPER_BOUND_BUCKETS));
    for (let position = 0; position < touchedCount; position += 1) {
      const bucket = bucketOf[position]!;
      byBucket[filled[bucket]!] = touched[position]!;
      filled[bucket] = filled[bucket]! + 1;
    }

    // Every catalog word a typed word can score above 0 with was looked at when its matches were found, so a
    // word not among them scores 0: re-ranking reads scores and never computes one (proved against the
    // catalog ranking over every product in catalog-index.test.ts).
    const scoresOfTyped = new Map(typed.map((word, position) => [word, matchesOfTyped[position]!.scores]));
    // The ranking asks for one typed word's scores many times in a row: the last word's map is kept at hand.
    let lastTyped: string | undefined;
    let lastScores: Map<string, number> | undefined;
    const scoreWord = (typedWord: string, target: string): number => {
      if (typedWord !== lastTyped) {
        lastTyped = typedWord;
        lastScores = scoresOfTyped.get(typedWord);
      }
      return lastScores?.get(target) ?? 0;
    };
    const best: Array<{ productIndex: number; score: number }> = [];
    const better = (
      left: { productIndex: number; score: number },
      right: { productIndex: number; score: number },
    ) =>
      left.score > right.score ||
      (left.score === right.score &&
        this.products[left.productIndex]!.id < this.products[right.productIndex]!.id);
    let scored = 0;
    for (let bucket = UPPER_BOUND_BUCKETS - 1; bucket >= 0 && scored < MAXIMUM_EXACT_SCORES; bucket -= 1) {
      const membersStart = bucketStarts[bucket]!;
      const membersEnd = bucketStarts[bucket + 1]!;
      if (membersStart === membersEnd) continue;
      // Every member's bound is below the bucket's top: none can beat (or tie) the limit-th best any more.
      const bucketTop = ((bucket + 1) / UPPER_BOUND_BUCKETS) * 1.05;
      if (best.length >= limit && best[limit - 1]!.score > bucketTop) break;
      for (let member = membersStart; member < membersEnd; member += 1) {
        const productIndex = byBucket[member]!;
        if (scored >= MAXIMUM_EXACT_SCORES) break;
        scored += 1;
        const score =
          Math.round(
            scorePreparedProduct(this.prepared[productIndex]!, typed, productText, scoreWord, weights) * 1e6,
          ) / 1e6;
        const candidate = { productIndex, score };
        let position = best.length;
        while (position > 0 && better(candidate, best[position - 1]!)) position -= 1;
        if (position < limit) {
          best.splice(position, 0, candidate);
          if (best.length > limit) best.pop();
        }
      }
    }
    return best.map(({ productIndex, score }) => ({
      product: this.products[productIndex]!,
      score,
      tokens: this.tokensOf(this.prepared[productIndex]!, typed, weights, scoreWord),
      genusDisagrees: this.genusDisagrees(productIndex, typed),
      cultivarUnexplained: cultivarWords.some(
        (word) => !this.explains(this.prepared[productIndex]!, word, scoreWord),
      ),
    }));
  }

  /**
   * The words of a line (as typed, case kept) that name a cultivar, normalised and among the product words read:
   * every word of a quoted name ('GarAnn', "Blue Rug"), a code-like word (letters and digits,
   * JFS-KW12; four or more capitals in a line that is not all capitals, BNMTF, PIIIG-I) and a capitalised word of
   * four letters or more that no catalog word stands for ('Baileyi'). Specs and sizes were taken out before.
   */
  private cultivarWords(rawText: string, productText: string): string[] {
    const productWords = new Set(rankingWords(productText).slice(0, MAXIMUM_TYPED_WORDS));
    const found = new Set<string>();
    const add = (text: string) => {
      for (const word of rankingWords(text)) {
        if (productWords.has(word) && typedWeight(word) > 0 && !/^\d+$/.test(word)) found.add(word);
      }
    };
    for (const quoted of rawText.matchAll(QUOTED_NAME)) add(quoted[1]!);
    const mixedCase = /\p{Ll}/u.test(rawText);
    for (const raw of rawText.split(/[\s,;()]+/)) {
      const word = raw.replace(/^[.'"‘’“”]+|[.'"‘’“”]+$/g, '');
      if (word.length < 3) continue;
      const letters = /\p{L}/u.test(word);
      const codeLike =
        letters &&
        ((/\d/.test(word) && /^[\p{L}\d.-]+$/u.test(word)) ||
          (mixedCase && /^[\p{Lu}\d.-]+$/u.test(word) && word.replace(/[^\p{Lu}]/gu, '').length >= 4));
      if (codeLike) add(word);
      else if (/^\p{Lu}\p{Ll}{3,}$/u.test(word)) {
        const normalised = normalizeSearchText(word);
        if (!this.typedWordMatches(normalised).entries.some((entry) => entry.score >= EXPLAINED)) {
          add(word);
        }
      }
    }
    return [...found];
  }

  /** A word of the line stands for one of the product's names' words (or is its cultivar's initials). */
  private explains(
    prepared: PreparedProduct,
    word: string,
    scoreWord: (typedWord: string, target: string) => number,
  ): boolean {
    if (prepared.initialism === word) return true;
    return prepared.views.some((view) => view.some((token) => scoreWord(word, token.word) >= EXPLAINED));
  }

  /**
   * A typed word is a genus of the catalog spelt in full and the product's genus is neither it nor one of its
   * former or current names, nor typed itself (a line may name a genus in a common name: 'Picea … spruce').
   */
  private genusDisagrees(productIndex: number, typed: readonly string[]): boolean {
    const latin = this.prepared[productIndex]!.views[0]!;
    const genus = latin[0]?.isGenus ? latin[0].word : null;
    if (genus === null) return false;
    let namesOther = false;
    for (const word of typed) {
      if (word === genus || genusSynonymsOf(word).includes(genus)) return false;
      if (word.length === 1 && genus.startsWith(word)) return false;
      // A genus that is also a word of this product's names ('abies' in 'Picea abies') names this product.
      if (
        this.genera.has(word) &&
        !this.prepared[productIndex]!.views.some((view) => view.some((token) => token.word === word))
      )
        namesOther = true;
    }
    return namesOther;
  }

  /** Each typed word that counts, with the product's word it reads best as. */
  private tokensOf(
    prepared: PreparedProduct,
    typed: readonly string[],
    weights: readonly number[],
    scoreWord: (typedWord: string, target: string) => number,
  ): Array<{ text: string; matched: string }> {
    const tokens: Array<{ text: string; matched: string }> = [];
    typed.forEach((word, index) => {
      if (weights[index] === 0) return;
      if (prepared.initialism === word) {
        tokens.push({ text: word, matched: 'cultivar initials' });
        return;
      }
      let bestWord = '';
      let bestScore = 0;
      for (const view of prepared.views) {
        for (const token of view) {
          const score = scoreWord(word, token.word);
          if (score > bestScore) {
            bestScore = score;
            bestWord = token.word;
          }
        }
      }
      if (bestScore > 0) tokens.push({ text: word, matched: bestWord });
    });
    return tokens;
  }

  private skusStartingWith(prefix: string, maximum: number): number[] {
    let low = 0;
    let high = this.sortedSkus.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareWords(this.sortedSkus[middle]!.sku, prefix) < 0) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let position = low; position < this.sortedSkus.length && found.length < maximum; position += 1) {
      const entry = this.sortedSkus[position]!;
      if (!entry.sku.startsWith(prefix)) break;
      found.push(entry.productIndex);
    }
    return found;
  }

  /**
   * Sizes for a parsed size, as the catalog search finds and ranks them: those of the same category, of a unit
   * that compares, or whose spellings hold the typed text (the database's trigram test, approximated from
   * above by shared trigrams), ranked by `scoreSize`. Cached by what was read: lists repeat their sizes.
   */
  private rankSizes(parsed: ParsedSize, limit: number): RankedSizeMatch[] {
    const sizeText = normalizeSearchText(parsed.text);
    const key = [
      parsed.categoryId,
      parsed.unitId,
      parsed.measure,
      parsed.value,
      parsed.minValue,
      parsed.maxValue,
      limit,
      parsed.text,
    ].join('|');
    const cached = this.rankedSizes.get(key);
    if (cached) return cached;
    const units = comparableUnitIds(parsed.unitId);
    const typedTrigrams = sizeText ? trigramsOf(sizeText) : new Set<string>();
    const ranked: RankedSizeMatch[] = [];
    for (const prepared of this.sizes) {
      const size = prepared.size;
      let isCandidate =
        (parsed.categoryId !== null && size.categoryId === parsed.categoryId) ||
        (size.unitId !== null && units.includes(size.unitId));
      if (!isCandidate && sizeText) {
        if (prepared.searchText.includes(sizeText)) isCandidate = true;
        else {
          let common = 0;
          for (const gram of typedTrigrams) if (prepared.trigrams.has(gram)) common += 1;
          isCandidate = typedTrigrams.size > 0 && common / typedTrigrams.size >= 0.45;
        }
      }
      if (!isCandidate) continue;
      const score = scoreSize(parsed, sizeText, size, prepared.spellings);
      if (score > 0.3) ranked.push({ size, score });
    }
    ranked.sort((left, right) => right.score - left.score || left.size.id - right.size.id);
    const top = ranked.slice(0, limit);
    if (this.rankedSizes.size >= MAXIMUM_CACHED_SIZES) this.rankedSizes.clear();
    this.rankedSizes.set(key, top);
    return top;
  }

  /** The size a product's own name carries ('Limestone step 48in' → 48 in), read once per product. */
  private ownSizeOf(product: IndexedProduct): ParsedSize | null {
    let own = this.ownSizes.get(product.id);
    if (own === undefined) {
      own = product.latinName ? parseSize(product.latinName) : null;
      this.ownSizes.set(product.id, own);
    }
    return own;
  }

  private nextStamp(): number {
    // Wraps long before Int32 overflow; stamps only need to differ from the last few in use.
    this.stamp = this.stamp >= 2_000_000_000 ? 1 : this.stamp + 1;
    if (this.stamp === 1) {
      this.touchedAt.fill(-1);
      this.seenAt.fill(-1);
    }
    return this.stamp;
  }
}
