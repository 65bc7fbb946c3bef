import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  constructedQuoteSchema,
  orderRecordSchema,
  VERSION_HEADER,
  type ConstructedQuote,
  type RecordQuoteReturn,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { idempotencyHeaders } from '../../../../lib/idempotency-key';
import {
  getConstructedQuoteQueryOptions,
  QUOTES_QUERY_KEY,
} from '../../quote-construction/api/quote-construction';

/** The quote's cached record takes the answer; the lists that show quotes read theirs again. */
function useStoreQuote() {
  const queryClient = useQueryClient();
  return (record: ConstructedQuote) => {
    queryClient.setQueryData(getConstructedQuoteQueryOptions(record.id).queryKey, record);
    void queryClient.invalidateQueries({
      queryKey: QUOTES_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'record',
    });
  };
}

/** PUT /api/quoteReturn with the version read (decision 152): the lines the buyer accepted, at which quantity. */
export function useRecordQuoteReturn() {
  const storeQuote = useStoreQuote();
  return useMutation({
    mutationFn: ({ body, version }: { body: RecordQuoteReturn; version: number }) =>
      apiClient.put('quoteReturn', body, {
        schema: constructedQuoteSchema,
        headers: { [VERSION_HEADER]: String(version) },
      }),
    onSuccess: storeQuote,
  });
}

/** What the screens tell of the order placed: its number and how many sub-orders and items (its screens read it). */
const placedOrderSchema = orderRecordSchema.pick({
  id: true,
  formattedNumber: true,
  quoteId: true,
  subOrders: true,
  items: true,
});

/**
 * POST /api/order (spec 001 §7): the order of a returned quote — New Order, a sub-order per seller. The quote is
 * processed: its record and the quote lists are read again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per intent (decision 193): a repeat of it answers the order placed first, never a second one.
    mutationFn: ({ quoteId, idempotencyKey }: { quoteId: number; idempotencyKey: string }) =>
      apiClient.post(
        'order',
        { quoteId },
        { schema: placedOrderSchema, headers: idempotencyHeaders(idempotencyKey) },
      ),
    onSuccess: (_order, { quoteId }) =>
      queryClient.invalidateQueries({
        queryKey: QUOTES_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'record' || query.queryKey[2] === quoteId,
      }),
  });
}
