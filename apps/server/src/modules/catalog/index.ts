/**
 * What code outside the catalog module may use without going through its services (docs/decisions/096): the
 * search text the catalog indexes, so a bulk load such as the demo catalog seed writes rows the search finds.
 */
export { productSearchText, productSizeSearchText } from './search-text';
/** The text folding of the catalog search, for the matching engine's keys (modules/gomatch). */
export { normalizeSearchText } from './search-text';
/** One free-text line → ranked products, sizes and specs: what the matching engine matches each line with. */
export { searchCatalog } from './catalog-search.service';
/**
 * The catalog search's pure pieces, for GoMatch's in-memory index (modules/gomatch, decision 141): it finds
 * candidates its own way and ranks them with exactly these, so both engines agree on what a line names.
 */
export {
  GENUS_INITIAL_SCORE,
  genusSynonymsOf,
  isCultivarDescriptor,
  prepareProduct,
  rankingWords,
  scorePreparedProduct,
  scoreSize,
  singularOf,
  sizeSpellings,
  typedWeight,
  wordScore,
  type PreparedProduct,
  type RankableProduct,
  type RankableSize,
} from './catalog-search-ranking';
export { comparableUnitIds, synonymsOf } from './catalog-search.repository';
export { parseSize, toMillimetres, type ParsedSize } from './size-parser';
/** Which products exist and what each size id is (size or spec): the check of a save naming catalog rows. */
export { catalogFacts } from './catalog-facts.repository';
