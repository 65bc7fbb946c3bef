import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LiveRecordKind, SavedViewTableKey } from '@portal/contracts';
import { useListChangeNotice, type ListChangeNoticeProps, type ListChangeNoticeState } from '../live';
import { apiClient } from '../../lib/api-client';
import {
  toApiSearchParams,
  useUrlTableState,
  type ListQueryCore,
  type UrlTableState,
  type UrlTableStateOptions,
} from '../../lib/use-url-table-state';

/** What a list call answers: one page of rows and the total under the filters. */
export interface ListPage<TRow> {
  readonly rows: readonly TRow[];
  readonly total: number;
  readonly isTotalCapped?: boolean | undefined;
}

type QueryKeyPrefix = readonly unknown[];

/**
 * A server-paged list, declared once (decision 191): the API call, the contracts schema of its query — the URL's
 * view and the call's parameters are one thing, validated by the schema the server validates with — the schema
 * of its page, and what it is in the catalogue's 'Could not load X' wording. Mutations invalidate `queryKey`.
 */
export interface PagedList<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow> {
  readonly call: string;
  readonly query: TSchema;
  readonly page: z.ZodType<ListPage<TRow>>;
  readonly subject: string;
  /** The cache prefix of every read of the list; defaults to `[call]`. */
  readonly queryKey: QueryKeyPrefix;
}

export type PagedListDeclaration<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow> = Omit<
  PagedList<TSchema, TRow>,
  'call' | 'queryKey'
> & { readonly queryKey?: QueryKeyPrefix };

/** `definePagedList('products', { query, page, subject })`: the call first, as `apiClient.get` takes it. */
export function definePagedList<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow>(
  call: string,
  { queryKey = [call], ...declaration }: PagedListDeclaration<TSchema, TRow>,
): PagedList<TSchema, TRow> {
  return { ...declaration, call, queryKey };
}

/** One page of the list (GET /api/<call>?<query>), kept on screen while the next one loads. */
export function pagedListQueryOptions<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow>(
  list: PagedList<TSchema, TRow>,
  query: z.output<TSchema>,
) {
  return queryOptions({
    queryKey: [...list.queryKey, 'page', query],
    queryFn: ({ signal }) =>
      apiClient.get(`${list.call}?${toApiSearchParams(query as ListQueryCore).toString()}`, {
        schema: list.page,
        signal,
      }),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** A list bound to the URL and the server for one screen: the props `ListScreen` takes for its data. */
export interface ListBinding<TRow, TQuery extends ListQueryCore> {
  readonly table: UrlTableState<TQuery>;
  readonly result: UseQueryResult<ListPage<TRow>>;
  /** The screen's saved views and column choice are kept under this key. */
  readonly tableKey: SavedViewTableKey;
  readonly subject: string;
}

export interface UseListOptions extends UrlTableStateOptions {
  /** False: the page is not read (yet). */
  readonly enabled?: boolean;
}

/**
 * The screen's view of a list: the URL's page, sort and filters, and the page the server answers for them.
 * `<ListScreen {...list} …>` takes it as it is.
 */
export function useList<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow>(
  tableKey: SavedViewTableKey,
  list: PagedList<TSchema, TRow>,
  { enabled = true, ...options }: UseListOptions = {},
): ListBinding<TRow, z.output<TSchema>> {
  const table = useUrlTableState(list.query, options);
  const result = useQuery({ ...pagedListQueryOptions(list, table.query), enabled });
  return { table, result, tableKey, subject: list.subject };
}

/** A live list's change notice, with the words that count its changed rows. */
export interface LiveListNotice extends ListChangeNoticeState {
  readonly subject: ListChangeNoticeProps['subject'];
}

export interface LiveListBinding<TRow, TQuery extends ListQueryCore> extends ListBinding<TRow, TQuery> {
  readonly changeNotice: LiveListNotice;
}

/**
 * A list others change while it is on screen (decision 174): `useList`'s binding with the count of the records of
 * `kinds` that other staff changed since it was read; its Refresh reads again everything under the list's key (the
 * page and its counts). `ListScreen` shows it in the header.
 */
export function useLiveList<TSchema extends z.ZodType<ListQueryCore, unknown>, TRow>(
  tableKey: SavedViewTableKey,
  list: PagedList<TSchema, TRow>,
  kinds: readonly LiveRecordKind[],
): LiveListBinding<TRow, z.output<TSchema>> {
  const binding = useList(tableKey, list);
  const notice = useListChangeNotice({ kinds, queryKeys: [list.queryKey], queries: [binding.result] });
  const subject = kinds.includes('order-delivery')
    ? 'deliveries'
    : kinds.includes('order')
      ? 'orders'
      : 'quotes';
  return { ...binding, changeNotice: { ...notice, subject } };
}
