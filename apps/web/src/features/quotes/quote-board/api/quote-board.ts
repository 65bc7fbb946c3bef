import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  constructedQuoteSchema,
  formatBoardLimits,
  genericQuoteFilterSchema,
  genericQuotePageSchema,
  genericQuoteQuerySchema,
  QUOTE_BOARD_MAX_CARDS_PER_COLUMN,
  quoteCallsSchema,
  quoteCardsSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteViewsSchema,
  type QuoteCallQueryInput,
  type QuoteCardQueryInput,
  type FlowEntity,
  type StatusCallKey,
  type StatusCallSubject,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { sendStatusCall } from '../../../../lib/status-call';
import { toApiSearchParams } from '../../../../lib/use-url-table-state';
import { QUOTES_QUERY_KEY } from '../../quote-construction/api/quote-construction';

// Every quote list's queries sit under ['quotes', …] (the workspace's key): the construction workspace's calls read
// again all but the records under it, so a change made in a quote shows on the board, the table and Quote Management.
export const CARDS_KEY = [...QUOTES_QUERY_KEY, 'cards'] as const;
export const GENERIC_KEY = [...QUOTES_QUERY_KEY, 'generic'] as const;
const MANAGEMENT_KEY = [...QUOTES_QUERY_KEY, 'management'] as const;

/** The board's filters as the cards call takes them (the table's own parameters left out). */
export interface QuoteCardFilters {
  readonly search?: string | undefined;
  readonly publishedWithin?: number | undefined;
  readonly ownerUserId?: number | undefined;
  readonly buyerCompanyId?: number | undefined;
}

function boardQuery(
  filters: QuoteCardFilters,
  limits: Readonly<Record<number, number>>,
): QuoteCardQueryInput {
  const { search, publishedWithin, ownerUserId, buyerCompanyId } = filters;
  // A column shows at most what the server serves; Load More beyond it asks nothing more.
  const written = formatBoardLimits(
    Object.fromEntries(
      Object.entries(limits).map(([column, count]) => [
        column,
        Math.min(count, QUOTE_BOARD_MAX_CARDS_PER_COLUMN),
      ]),
    ),
  );
  return {
    ...(search ? { search } : {}),
    ...(publishedWithin === undefined ? {} : { publishedWithin }),
    ...(ownerUserId === undefined ? {} : { ownerUserId }),
    ...(buyerCompanyId === undefined ? {} : { buyerCompanyId }),
    ...(written ? { limits: written } : {}),
  };
}

/** GET /api/quoteCards: every column's first cards (each column's limit) and its total (decision 156). */
export function useQuoteCards(
  filters: QuoteCardFilters,
  limits: Readonly<Record<number, number>>,
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const query = boardQuery(filters, limits);
  return useQuery(
    queryOptions({
      queryKey: [...CARDS_KEY, query],
      queryFn: ({ signal }) =>
        apiClient.get(`quoteCards?${toApiSearchParams(query).toString()}`, {
          schema: quoteCardsSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /api/quoteCalls: the published quotes awaiting the buyer's return, longest waiting first. */
export function useQuoteCalls(
  filters: QuoteCardFilters,
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const query: QuoteCallQueryInput = boardQuery(filters, {});
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'calls', query],
    queryFn: ({ signal }) =>
      apiClient.get(`quoteCalls?${toApiSearchParams(query).toString()}`, {
        schema: quoteCallsSchema,
        signal,
      }),
    enabled,
  });
}

/** GET /api/genericQuoteView: one page of the Quote Table (requests, standardized quotes and quotes). */
export const genericQuoteList = definePagedList('genericQuoteView', {
  query: genericQuoteQuerySchema,
  page: genericQuotePageSchema,
  subject: 'quotes',
  queryKey: GENERIC_KEY,
});

/** The filters' choices change when a quote changes owner: read once a minute at most. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 1000;

/** GET /api/genericQuoteFilter: the stages, each stage's statuses, the owners. */
export function useGenericQuoteFilter() {
  return useQuery({
    queryKey: [...GENERIC_KEY, 'filter'],
    queryFn: ({ signal }) =>
      apiClient.get('genericQuoteFilter', { schema: genericQuoteFilterSchema, signal }),
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

/** GET /api/quotePageableResult: one page of Quote Management (super admin). */
export const quoteManagementList = definePagedList('quotePageableResult', {
  query: quoteListQuerySchema,
  page: quotePageSchema,
  subject: 'quote list',
  queryKey: MANAGEMENT_KEY,
});

/** GET /api/quoteViews: how many quotes each status holds. */
export function useQuoteViews() {
  return useQuery({
    queryKey: [...MANAGEMENT_KEY, 'views'],
    queryFn: ({ signal }) => apiClient.get('quoteViews', { schema: quoteViewsSchema, signal }),
  });
}

/** Every list of quotes reads again (the workspace's own record is left to its page). */
function useRefreshQuoteLists() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: QUOTES_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'record',
    });
}

/**
 * The quote's status calls the board and Quote Management make (spec 001 §4, §7; decision 150), by table key;
 * which call each is, and how it is sent, is the contracts' map (decision 204).
 */
const LIST_STATUS_CALLS = ['quote.cancel', 'quote.reinstate', 'quote.moveBackToWip'] as const;
export type QuoteListStatusCall = (typeof LIST_STATUS_CALLS)[number] & StatusCallKey<typeof FlowEntity.QUOTE>;

export function isQuoteListStatusCall(key: string): key is QuoteListStatusCall {
  return (LIST_STATUS_CALLS as readonly string[]).includes(key);
}

/** What the lists need of the answer (the whole record is the workspace's, which reads it again when opened). */
const statusAnswerSchema = constructedQuoteSchema.pick({
  id: true,
  statusId: true,
  returnStatusId: true,
  version: true,
});

/** A status call with the version of the card or row the user saw (decision 204). */
export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, record }: { call: QuoteListStatusCall; record: StatusCallSubject }) =>
      sendStatusCall(call, record, statusAnswerSchema),
    // The lists and any cached record of the quote read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}

/** DELETE /api/quote/:id (Quote Management, super admin; a quote in WIP or cancelled, decision 150). */
export function useDeleteQuote() {
  const refresh = useRefreshQuoteLists();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`quote/${id}`),
    onSuccess: refresh,
  });
}
