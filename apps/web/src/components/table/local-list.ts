import type { ListQueryCore } from '../../lib/use-url-table-state';
import type { ListResult } from './list-table';

/**
 * A short list the API answers whole (categories: spec 001 §7 `GET categories`, bounded by MAX_CATEGORIES), shown
 * through the same kit as the server-paged lists (decision 120): the URL's view is applied in the browser — the
 * search, then the sort, then the page — so the screen, its links and its saved views behave as every other list.
 */
export interface LocalListOptions<TRow> {
  /** The texts a search matches, ignoring accents and case (issue 11 §6: Quebec staff type without accents). */
  readonly searchTexts?: (row: TRow) => ReadonlyArray<string | null | undefined>;
  /** The value a sort field orders by; when not given, the row's property of that name. */
  readonly sortValue?: (row: TRow, sortField: string) => SortValue;
  /** The interface language: text sorts as that language reads it. */
  readonly locale?: string | undefined;
}

type SortValue = string | number | null | undefined;

/** A row's property as a sort value: text and numbers; anything else sorts as empty. */
function propertyOf(row: unknown, field: string): SortValue {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The query a local list reads: the list core and an optional free-text search. */
export type LocalListQuery = ListQueryCore & { readonly search?: string | undefined };

/** Text as a search compares it: without accents, in lower case ('Rivière' → 'riviere'). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * One page of a whole list under the view: rows matching every word of the search, sorted (empty values last,
 * the answer's order breaking ties, as Array.prototype.sort is stable), then sliced to the 1-based page.
 */
export function pageLocally<TRow>(
  rows: readonly TRow[],
  query: LocalListQuery,
  options: LocalListOptions<TRow>,
): { rows: TRow[]; total: number } {
  const words = foldForSearch(query.search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const { searchTexts } = options;
  const found =
    words.length === 0 || !searchTexts
      ? [...rows]
      : rows.filter((row) => {
          const text = foldForSearch(searchTexts(row).filter(Boolean).join(' '));
          return words.every((word) => text.includes(word));
        });
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const sortValue = options.sortValue ?? propertyOf;
  found.sort((left, right) => {
    const a = sortValue(left, query.sortField);
    const b = sortValue(right, query.sortField);
    const isEmptyA = a === null || a === undefined || a === '';
    const isEmptyB = b === null || b === undefined || b === '';
    if (isEmptyA || isEmptyB) return Number(isEmptyA) - Number(isEmptyB);
    const order =
      typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order * direction;
  });
  const start = (query.page - 1) * query.size;
  return { rows: found.slice(start, start + query.size), total: found.length };
}

/** What a TanStack query of a whole list gives. */
export interface WholeListResult<TRow> {
  readonly data?: readonly TRow[] | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** A whole list's query as the list table's result: the page of the view, computed in the browser. */
export function localListResult<TRow>(
  result: WholeListResult<TRow>,
  query: LocalListQuery,
  options: LocalListOptions<TRow>,
): ListResult<TRow> {
  return {
    data: result.data ? pageLocally(result.data, query, options) : undefined,
    isFetching: result.isFetching,
    isError: result.isError,
    error: result.error,
    refetch: result.refetch,
  };
}
