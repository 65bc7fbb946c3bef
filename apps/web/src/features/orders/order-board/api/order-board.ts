import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatBoardLimits,
  ORDER_BOARD_MAX_CARDS_PER_COLUMN,
  orderCardsSchema,
  orderInfoViewsSchema,
  orderRowFilterSchema,
  orderRowPageSchema,
  orderRowQuerySchema,
  type OrderCardQueryInput,
  type OrderRowQuery,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { toApiSearchParams } from '../../../../lib/use-url-table-state';
import { ORDERS_QUERY_KEY, summaryQueryOf } from '../../order-dashboard/api/order-dashboard';

// Every order list sits under ['orders', …]: a status move (features/orders/common) or a save in the workspace
// reads the board, the table and Order Management again with the dashboards.
export const BOARD_KEY = [...ORDERS_QUERY_KEY, 'board'] as const;
export const TABLE_KEY = [...ORDERS_QUERY_KEY, 'table'] as const;
export const MANAGEMENT_KEY = [...ORDERS_QUERY_KEY, 'management'] as const;

/** The board's filters as the cards call takes them (the table's own parameters left out). */
export interface OrderCardFilters {
  readonly search?: string | undefined;
  readonly ownerUserId?: number | undefined;
  readonly buyerCompanyId?: number | undefined;
  readonly provinceId?: number | undefined;
}

function cardsQuery(
  filters: OrderCardFilters,
  limits: Readonly<Record<number, number>>,
): OrderCardQueryInput {
  const { search, ownerUserId, buyerCompanyId, provinceId } = filters;
  // A column shows at most what the server serves; Load More beyond it asks nothing more.
  const written = formatBoardLimits(
    Object.fromEntries(
      Object.entries(limits).map(([column, count]) => [
        column,
        Math.min(count, ORDER_BOARD_MAX_CARDS_PER_COLUMN),
      ]),
    ),
  );
  return {
    ...(search ? { search } : {}),
    ...(ownerUserId === undefined ? {} : { ownerUserId }),
    ...(buyerCompanyId === undefined ? {} : { buyerCompanyId }),
    ...(provinceId === undefined ? {} : { provinceId }),
    ...(written ? { limits: written } : {}),
  };
}

/** GET /api/orderCards: every status column's first cards (each column's limit) and its count (decision 167). */
export function useOrderCards(
  filters: OrderCardFilters,
  limits: Readonly<Record<number, number>>,
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const query = cardsQuery(filters, limits);
  return useQuery(
    queryOptions({
      queryKey: [...BOARD_KEY, query],
      queryFn: ({ signal }) =>
        apiClient.get(`orderCards?${toApiSearchParams(query).toString()}`, {
          schema: orderCardsSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /api/orderRow: one page of the Order Table. */
export const orderTableList = definePagedList('orderRow', {
  query: orderRowQuerySchema,
  page: orderRowPageSchema,
  subject: 'orders',
  queryKey: TABLE_KEY,
});

/** The filters' choices change when an order changes owner or buyer: read once a minute at most. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 1000;

/** GET /api/orderRowFilter: the owners, buyer companies and provinces that have an order. */
export function useOrderRowFilter() {
  return useQuery({
    queryKey: [...TABLE_KEY, 'filter'],
    queryFn: ({ signal }) => apiClient.get('orderRowFilter', { schema: orderRowFilterSchema, signal }),
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

/** GET /api/orderPageableResult: one page of Order Management (super admin and finance). */
export const orderManagementList = definePagedList('orderPageableResult', {
  query: orderRowQuerySchema,
  page: orderRowPageSchema,
  subject: 'order list',
  queryKey: MANAGEMENT_KEY,
});

/** GET /api/orderInfoViews: how many orders each status holds under Order Management's other filters. */
export function useOrderInfoViews(query: OrderRowQuery) {
  // The views count under the list's filters but its status (the view chosen), as the dashboard's counts do.
  const viewsQuery = summaryQueryOf(query);
  return useQuery(
    queryOptions({
      queryKey: [...MANAGEMENT_KEY, 'views', viewsQuery],
      queryFn: ({ signal }) =>
        apiClient.get(`orderInfoViews?${toApiSearchParams(viewsQuery).toString()}`, {
          schema: orderInfoViewsSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** DELETE /api/order/:id (Order Management; New Order or Cancelled with nothing on a delivery, decision 167). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`order/${id}`),
    // Every order list and count reads again; a deleted order's own record is gone (its queries answer 404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
