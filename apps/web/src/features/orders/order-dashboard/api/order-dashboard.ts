import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderDashFilterSchema,
  orderDashPageSchema,
  orderDashQuerySchema,
  orderDeliveryRowsSchema,
  orderGroupSummarySchema,
  orderRecordSchema,
  type OrderDashQuery,
  type OrderGroupSummaryQueryInput,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { toApiSearchParams } from '../../../../lib/use-url-table-state';

/** Every order query sits under ['orders', …], so the order screens to come refresh the dashboard with one key. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
export const DASHBOARD_KEY = [...ORDERS_QUERY_KEY, 'dashboard'] as const;

/** GET /api/orderDashView: one page of the Order Dashboard. */
export const orderDashList = definePagedList('orderDashView', {
  query: orderDashQuerySchema,
  page: orderDashPageSchema,
  subject: 'order list',
  queryKey: DASHBOARD_KEY,
});

/** The counts follow the page's filters but the status (decision 160): a status filter would zero the others. */
export function summaryQueryOf(query: OrderDashQuery): OrderGroupSummaryQueryInput {
  const { search, inventoryStatusId, pictureStatusId, ownerUserId, buyerCompanyId, provinceId } = query;
  return {
    ...(search ? { search } : {}),
    ...(inventoryStatusId === undefined ? {} : { inventoryStatusId }),
    ...(pictureStatusId === undefined ? {} : { pictureStatusId }),
    ...(ownerUserId === undefined ? {} : { ownerUserId }),
    ...(buyerCompanyId === undefined ? {} : { buyerCompanyId }),
    ...(provinceId === undefined ? {} : { provinceId }),
  };
}

/** GET /api/orderGroupSummary: how many orders each status holds under the other filters. */
export function useOrderGroupSummary(query: OrderDashQuery) {
  const summaryQuery = summaryQueryOf(query);
  return useQuery(
    queryOptions({
      queryKey: [...DASHBOARD_KEY, 'summary', summaryQuery],
      queryFn: ({ signal }) =>
        apiClient.get(`orderGroupSummary?${toApiSearchParams(summaryQuery).toString()}`, {
          schema: orderGroupSummarySchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The filters' choices change when an order is placed or changes owner: read once a minute at most. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 1000;

/** GET /api/orderDashViewFilter: statuses, owners, buyer companies and provinces with orders. */
export function useOrderDashFilter() {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'filter'],
    queryFn: ({ signal }) => apiClient.get('orderDashViewFilter', { schema: orderDashFilterSchema, signal }),
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

/** GET /api/order/:id: the order with its sub-orders and items, for the dashboard's side panel. */
export function useOrderRecord(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'record', id],
    queryFn: ({ signal }) => apiClient.get(`order/${id}`, { schema: orderRecordSchema, signal }),
    enabled: id !== null,
  });
}

/** GET /api/orderDeliveryRowsByOrderId/{id}: the order's deliveries, by number, for the side panel (decision 213). */
export function useOrderDeliveryRows(orderId: number | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'deliveries', orderId],
    queryFn: ({ signal }) =>
      apiClient.get(`orderDeliveryRowsByOrderId/${orderId}`, { schema: orderDeliveryRowsSchema, signal }),
    enabled: orderId !== null,
  });
}
