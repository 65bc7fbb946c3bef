import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderPhaseResultSchema,
  orderRecordSchema,
  VERSION_HEADER,
  type OrderPhaseRequest,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { idempotencyHeaders } from '../../../../lib/idempotency-key';

/**
 * Every order query of the order screens sits under ['orders', …] (the Order Dashboard's key): a phase made here
 * refreshes the dashboard, the board and any open order with one invalidation.
 */
const ORDERS_QUERY_KEY = ['orders'] as const;

/** GET /api/order/:id: the order the wizard phases, read once for its three steps. */
export function useOrderToPhase(id: number) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'record', id],
    queryFn: ({ signal }) => apiClient.get(`order/${id}`, { schema: orderRecordSchema, signal }),
  });
}

/** POST /api/orderPhase (decision 171): the new phase and the balance, both as GET order/{id} reads them. */
export function usePhaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      version,
      idempotencyKey,
    }: {
      request: OrderPhaseRequest;
      version: number;
      /** The intent's key (decision 193): a repeat answers the phase made first. */
      idempotencyKey: string;
    }) =>
      apiClient.post('orderPhase', request, {
        schema: orderPhaseResultSchema,
        headers: { [VERSION_HEADER]: String(version), ...idempotencyHeaders(idempotencyKey) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
