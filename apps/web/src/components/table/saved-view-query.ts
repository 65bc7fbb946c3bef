import { SAVED_VIEW_EXCLUDED_PARAMETER } from '@portal/contracts';
import { hrefForRoute } from '../../lib/navigation';

/**
 * The saved-view form of a table's URL query (decision 100): every parameter but the page, since a view opens on
 * the first page.
 */
export function viewQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete(SAVED_VIEW_EXCLUDED_PARAMETER);
  return kept.toString();
}

/** The query's parameters in one order, so the same view written two ways compares equal. */
function canonicalEntries(query: string): string[] {
  const params = new URLSearchParams(query);
  params.delete(SAVED_VIEW_EXCLUDED_PARAMETER);
  return [...params].map(([key, value]) => `${key}=${value}`).sort();
}

/** True when two queries show the same view: same parameters and values, whatever their order or encoding. */
export function isSameViewQuery(first: string, second: string): boolean {
  const left = canonicalEntries(first);
  const right = canonicalEntries(second);
  return left.length === right.length && left.every((entry, index) => entry === right[index]);
}

/** Where the portal is loaded from: the document's address without its hash. */
export interface DocumentAddress {
  readonly origin: string;
  readonly pathname: string;
}

/**
 * The share link of a view (decision 101): the portal's address, then the table's route and the view's query
 * behind the '#' (hash routing). Self-contained, so it opens the same rows for any staff member who may open the
 * screen, whatever later happens to the saved view.
 */
export function shareLinkOf(address: DocumentAddress, route: string, query: string): string {
  const hash = hrefForRoute(query === '' ? route : `${route}?${query}`);
  return `${address.origin}${address.pathname}${hash}`;
}
