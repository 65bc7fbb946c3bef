/**
 * What code outside the catalog module may use without going through its services (docs/decisions/096): the
 * search text the catalog indexes, so a bulk load such as the demo catalog seed writes rows the search finds.
 */
export { productSearchText, productSizeSearchText } from './search-text';
