import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_OPTIONS, type PageSizeOptionSet } from '@portal/contracts';

/**
 * A table's whole view in the URL (issue 12): page, size, sort and filters are search parameters named as the
 * API names them, parsed with the SAME contracts schema the server validates the list call with, so a pasted
 * link, back/forward and a saved view (components/table/saved-views-menu.tsx) restore the exact rows. Pages are
 * 1-based in the URL and the API alike (decision 085).
 *
 * Two parameters are the table's, not the API's: `columns` (the visible columns when not the default, for saved
 * views) and `view` (board or table, components/board). Any other parameter the schema does not know is dropped.
 */

/** The core every list query carries (contracts listQuerySchema). */
export interface ListQueryCore {
  page: number;
  size: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

/** Search parameters the table keeps for itself; never sent to the API. */
export const TABLE_OWN_PARAMS = ['columns', 'view'] as const;

const MAX_REPAIRS = 20;

type QueryValue = string | number | boolean | null | undefined;

/** A parsed query value as URL text; undefined when it has none. */
function asParam(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/**
 * Parses search parameters with the list's schema. An invalid value (a hand-edited link, a filter a newer release
 * renamed) is dropped parameter by parameter, so the rest of the view survives and the table never breaks.
 */
export function parseTableQuery<TSchema extends z.ZodType>(
  schema: TSchema,
  params: URLSearchParams,
): z.output<TSchema> {
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(TABLE_OWN_PARAMS as readonly string[]).includes(key)) input[key] = value;
  }
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt += 1) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    let removed = false;
    for (const key of invalid) {
      if (key in input) {
        delete input[key];
        removed = true;
      }
    }
    if (!removed) break;
  }
  return schema.parse({});
}

/**
 * The search parameters of a view: only values that differ from the schema's defaults, so the plain route stays
 * clean and a link says exactly what was chosen. Parameters the table keeps for itself are carried over.
 */
export function writeTableQuery<TQuery extends object>(
  query: TQuery,
  defaults: TQuery,
  carried?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = asParam(value);
    if (text === undefined) continue;
    if (text === asParam((defaults as Record<string, unknown>)[key])) continue;
    params.set(key, text);
  }
  if (carried) {
    for (const key of TABLE_OWN_PARAMS) {
      const value = carried.get(key);
      if (value !== null && value !== '') params.set(key, value);
    }
  }
  return params;
}

/** The query as the API's query string: every value the schema produced (defaults included), as text. */
export function toApiSearchParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = asParam(value);
    if (text !== undefined) params.set(key, text);
  }
  return params;
}

export interface UrlTableStateOptions {
  /** Which paginator set the table offers (spec 001 §9); a size outside it falls back to the default. */
  readonly pageSizes?: PageSizeOptionSet;
}

export interface UrlTableState<TQuery extends ListQueryCore> {
  /** The parsed view: what the API is asked for. */
  readonly query: TQuery;
  /** The schema's defaults (no filter, page 1, the default sort). */
  readonly defaults: TQuery;
  /** The page sizes the paginator offers. */
  readonly pageSizeOptions: readonly number[];
  /** True when a filter differs from its default (page, size and sort aside). */
  readonly isFiltered: boolean;
  /**
   * Changes the view: a new history entry, so Back returns to the previous view. Any change but the page itself
   * returns to page 1 (the old page number means nothing under new filters).
   */
  readonly update: (changes: Partial<{ [K in keyof TQuery]: TQuery[K] | null }>) => void;
  /** Clears every filter, keeping sort and size. */
  readonly clearFilters: () => void;
  /** The visible column keys when chosen (null: the table's default columns). */
  readonly columns: readonly string[] | null;
  readonly setColumns: (columns: readonly string[] | null) => void;
}

const CORE_KEYS = new Set(['page', 'size', 'sortField', 'sortOrder']);

export function useUrlTableState<TSchema extends z.ZodType<ListQueryCore, unknown>>(
  schema: TSchema,
  options: UrlTableStateOptions = {},
): UrlTableState<z.output<TSchema>> {
  type Query = z.output<TSchema>;
  const [searchParams, setSearchParams] = useSearchParams();
  const pageSizeOptions: readonly number[] = PAGE_SIZE_OPTIONS[options.pageSizes ?? 'table'];
  const defaults = useMemo<Query>(() => schema.parse({}), [schema]);

  const query = useMemo(() => {
    const parsed: Query = parseTableQuery(schema, searchParams);
    return pageSizeOptions.includes(parsed.size) ? parsed : { ...parsed, size: DEFAULT_PAGE_SIZE };
  }, [schema, searchParams, pageSizeOptions]);

  // The URL as last written or rendered: two changes in quick succession (a date typed right after another
  // filter) each build on the one before, even before the list has rendered the first (no lost filter).
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const current = useCallback((): Query => parseTableQuery(schema, latest.current), [schema]);

  const write = useCallback(
    (next: Query, columns?: readonly string[] | null) => {
      const params = writeTableQuery(next, defaults, latest.current);
      if (columns !== undefined) {
        if (columns === null) params.delete('columns');
        else params.set('columns', columns.join(','));
      }
      latest.current = params;
      setSearchParams(params);
    },
    [defaults, setSearchParams],
  );

  const update = useCallback(
    (changes: Partial<Record<keyof Query, QueryValue>>) => {
      const next: Record<string, unknown> = { ...(current() as object) };
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') delete next[key];
        else next[key] = value;
      }
      const onlyPage = Object.keys(changes).every((key) => key === 'page');
      if (!onlyPage) next.page = FIRST_PAGE;
      // Re-parsed, so a value the schema refuses never reaches the URL.
      write(parseTableQuery(schema, writeTableQuery(next, {})));
    },
    [current, schema, write],
  );

  const clearFilters = useCallback(() => {
    const next: Record<string, unknown> = {};
    const now = current();
    for (const key of CORE_KEYS) next[key] = now[key as keyof ListQueryCore];
    next.page = FIRST_PAGE;
    write(parseTableQuery(schema, writeTableQuery(next, {})));
  }, [current, schema, write]);

  const isFiltered = useMemo(
    () =>
      Object.entries(query as object).some(
        ([key, value]) =>
          !CORE_KEYS.has(key) && asParam(value) !== asParam((defaults as Record<string, unknown>)[key]),
      ),
    [query, defaults],
  );

  const columnsParam = searchParams.get('columns');
  const columns = useMemo(
    () => (columnsParam ? columnsParam.split(',').filter((key) => key !== '') : null),
    [columnsParam],
  );
  const setColumns = useCallback(
    (next: readonly string[] | null) => write(current(), next),
    [current, write],
  );

  return {
    query,
    defaults,
    pageSizeOptions,
    isFiltered,
    update: update as UrlTableState<Query>['update'],
    clearFilters,
    columns,
    setColumns,
  };
}
