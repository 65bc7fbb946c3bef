import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderRecordSchema,
  VERSION_HEADER,
  type OrderRecord,
  type SaveOrderComment,
  type SaveOrderConstruction,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { ORDERS_QUERY_KEY } from '../../order-dashboard/api/order-dashboard';

/** The order's record under the key the dashboard's side panel reads it by: one cache for both. */
function recordKey(id: number) {
  return [...ORDERS_QUERY_KEY, 'record', id] as const;
}

/** GET /api/order/:id: the workspace's record (sub-orders, items, discounts, transport costs, totals). */
export function getOrderRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: recordKey(id),
    queryFn: ({ signal }) => apiClient.get(`order/${id}`, { schema: orderRecordSchema, signal }),
  });
}

export function useOrderConstructionRecord(id: number) {
  return useQuery(getOrderRecordQueryOptions(id));
}

/**
 * Every answer that is the whole record replaces the cached one; the lists that show orders (the dashboards, the
 * board, the table) read theirs again.
 */
function useStoreRecord() {
  const queryClient = useQueryClient();
  return (record: OrderRecord) => {
    queryClient.setQueryData(recordKey(record.id), record);
    void queryClient.invalidateQueries({
      queryKey: ORDERS_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'record',
    });
  };
}

/**
 * PUT /api/orderConstruction with the version read (spec 001 §7): the items' sourcing and moves, the discounts,
 * the transport costs and the buyer delivery fee.
 */
export function useSaveOrderConstruction() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ body, version }: { body: SaveOrderConstruction; version: number }) =>
      apiClient.put('orderConstruction', body, {
        schema: orderRecordSchema,
        headers: { [VERSION_HEADER]: String(version) },
      }),
    onSuccess: storeRecord,
  });
}

/** PUT /api/orderComment with the version read (spec 001 §7): the order's comment alone. */
export function useSaveOrderComment() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ body, version }: { body: SaveOrderComment; version: number }) =>
      apiClient.put('orderComment', body, {
        schema: orderRecordSchema,
        headers: { [VERSION_HEADER]: String(version) },
      }),
    onSuccess: storeRecord,
  });
}

/** GET /api/toggleOrderInvoiced/:id (spec 001 §7): flips the invoiced flag and answers the record. */
export function useToggleOrderInvoiced() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: (id: number) => apiClient.get(`toggleOrderInvoiced/${id}`, { schema: orderRecordSchema }),
    onSuccess: storeRecord,
  });
}
