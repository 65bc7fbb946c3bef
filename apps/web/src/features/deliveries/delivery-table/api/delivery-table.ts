import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  mergedDeliveriesSchema,
  orderDeliveryRoutesSchema,
  orderDeliveryRowFilterSchema,
  orderDeliveryRowPageSchema,
  orderDeliveryRowQuerySchema,
  orderDeliverySchema,
  type OrderDeliveryRow,
  type OrderDeliveryRowPage,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';

/** Every delivery query sits under ['deliveries', …]: a delivery screen that refreshes it refreshes the table too. */
export const DELIVERIES_QUERY_KEY = ['deliveries'] as const;
export const DELIVERY_TABLE_KEY = [...DELIVERIES_QUERY_KEY, 'table'] as const;
const PAGE_KEY = [...DELIVERY_TABLE_KEY, 'page'] as const;

/** GET /api/orderDeliveryRowView: one page of the Delivery Table. */
export const orderDeliveryRowList = definePagedList('orderDeliveryRowView', {
  query: orderDeliveryRowQuerySchema,
  page: orderDeliveryRowPageSchema,
  subject: 'delivery list',
  queryKey: DELIVERY_TABLE_KEY,
});

/** The filters' choices and counts change with every delivery write: read again after a minute at most. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 1000;

/** GET /api/orderDeliveryRowFilter: each filter's choices with their counts of order deliveries. */
export function useOrderDeliveryRowFilter() {
  return useQuery({
    queryKey: [...DELIVERY_TABLE_KEY, 'filter'],
    queryFn: ({ signal }) =>
      apiClient.get('orderDeliveryRowFilter', { schema: orderDeliveryRowFilterSchema, signal }),
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

/**
 * The billed flag flipped: the cached rows show the server's answer at once (the toggle answers the delivery, not
 * its row, so only the flag and version are carried over), then the table and its counts are read again.
 */
function replaceBilled(queryClient: QueryClient, id: number, billed: boolean, version: number) {
  queryClient.setQueriesData<OrderDeliveryRowPage>({ queryKey: PAGE_KEY }, (page) =>
    page
      ? { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, billed, version } : row)) }
      : page,
  );
  return queryClient.invalidateQueries({ queryKey: DELIVERIES_QUERY_KEY });
}

/** GET /api/toggleOrderDeliveryVehicleBilled/{id}: flips the first vehicle's billed flag (super admin, finance). */
export function useToggleDeliveryBilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: OrderDeliveryRow) =>
      apiClient.get(`toggleOrderDeliveryVehicleBilled/${row.id}`, { schema: orderDeliverySchema }),
    onSuccess: (saved) =>
      replaceBilled(queryClient, saved.id, saved.deliveryVehicles[0]?.billed ?? false, saved.version),
    // Refused (closed, no longer allowed): the rows are read again, so the switch shows the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: DELIVERY_TABLE_KEY }),
  });
}

/** GET /api/orderDeliveryRoutes?orderDeliveryIds=1,2: each delivery's stops and driving route (decision 211). */
export function useDeliveryRoutes() {
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiClient.get(`orderDeliveryRoutes?orderDeliveryIds=${ids.join(',')}`, {
        schema: orderDeliveryRoutesSchema,
      }),
  });
}

/**
 * POST /api/mergeOrderDeliveries: the deliveries with the versions the planner read (decision 210); merged or
 * refused, the table and its counts are read again (a refusal may come from a version the list showed old).
 */
export function useMergeDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly Pick<OrderDeliveryRow, 'id' | 'version'>[]) =>
      apiClient.post(
        'mergeOrderDeliveries',
        { deliveries: rows.map((row) => ({ id: row.id, version: row.version })) },
        { schema: mergedDeliveriesSchema },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_QUERY_KEY }),
  });
}
