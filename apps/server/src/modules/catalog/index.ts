/**
 * What code outside the catalog module may use without going through its services (docs/decisions/096): the
 * search text the catalog indexes, so a bulk load such as the demo catalog seed writes rows the search finds.
 */
export { productSearchText, productSizeSearchText } from './search-text';
/** The text folding of the catalog search, for the matching engine's keys (modules/gomatch). */
export { normalizeSearchText } from './search-text';
/** One free-text line → ranked products, sizes and specs: what the matching engine matches each line with. */
export { searchCatalog } from './catalog-search.service';
