import type { z } from 'zod';
import type { SavedViewTableKey } from '@portal/contracts';
import { useUrlTableState, type UrlTableState } from '../../lib/use-url-table-state';
import type { ListResult } from './list-table';
import {
  localListResult,
  type LocalListOptions,
  type LocalListQuery,
  type WholeListResult,
} from './local-list';

/**
 * A short list the API answers whole (decision 120), declared as a server-paged one is (`definePagedList`): the
 * contracts-style schema of its URL view and what the catalogue's 'Could not load X' calls it.
 */
export interface LocalList<TSchema extends z.ZodType<LocalListQuery, unknown>> {
  readonly query: TSchema;
  readonly subject: string;
}

/** A whole list bound to the URL for one screen: the props `ListScreen` takes for its data. */
export interface LocalListBinding<TRow, TQuery extends LocalListQuery> {
  readonly table: UrlTableState<TQuery>;
  readonly result: ListResult<TRow>;
  readonly tableKey: SavedViewTableKey;
  readonly subject: string;
}

/**
 * `useList` for a list the API answers whole: the URL's view (search, sort, page) applied in the browser to the
 * rows of `rows` (a TanStack query of the whole list), so `<ListScreen {...list} …>` takes it as it takes a
 * server-paged list's binding.
 */
export function useLocalList<TSchema extends z.ZodType<LocalListQuery, unknown>, TRow>(
  tableKey: SavedViewTableKey,
  list: LocalList<TSchema>,
  rows: WholeListResult<TRow>,
  options: LocalListOptions<TRow> = {},
): LocalListBinding<TRow, z.output<TSchema>> {
  const table = useUrlTableState(list.query);
  return { table, result: localListResult(rows, table.query, options), tableKey, subject: list.subject };
}
