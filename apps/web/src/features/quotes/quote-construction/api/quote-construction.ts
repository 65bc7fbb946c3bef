import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CompanyType,
  constructedQuoteSchema,
  quoteDeliveryPlanSchema,
  TransactionFeeType,
  transactionFeeSchema,
  VERSION_HEADER,
  type ConstructedQuote,
  type FeeTerms,
  type SaveQuoteConstruction,
  type FlowEntity,
  type StatusCallKey,
  type StatusCallSubject,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { searchCompanies, searchTransporters } from '../../../../lib/reference-data';
import { sendStatusCall } from '../../../../lib/status-call';
import type { LookupSuggestion } from '../../../../components/grid';

export const QUOTES_QUERY_KEY = ['quotes'] as const;

function recordKey(id: number) {
  return [...QUOTES_QUERY_KEY, 'record', id] as const;
}

/** GET /api/quote/:id: the construction workspace's record (lines, discounts, transport, sub-quotes, totals). */
export function getConstructedQuoteQueryOptions(id: number) {
  return queryOptions({
    queryKey: recordKey(id),
    queryFn: ({ signal }) => apiClient.get(`quote/${id}`, { schema: constructedQuoteSchema, signal }),
  });
}

export function useConstructedQuote(id: number) {
  return useQuery(getConstructedQuoteQueryOptions(id));
}

/**
 * Every answer that is the whole record replaces the cached one; the lists that show quotes (board, table,
 * management) read theirs again.
 */
function useStoreRecord() {
  const queryClient = useQueryClient();
  return (record: ConstructedQuote) => {
    queryClient.setQueryData(recordKey(record.id), record);
    void queryClient.invalidateQueries({
      queryKey: QUOTES_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'record',
    });
  };
}

/**
 * GET quoteDeliveryLines/{quoteId} (decision 218): a delivery quote's deliveries and its lines on none, for the
 * workspace's deliveries part. The key is the one the quote delivery screens' writes read again
 * (`['quoteDeliveries', 'lines', quoteId]`, features/deliveries), so a delivery planned or changed there shows here.
 */
export function useQuoteDeliveries(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['quoteDeliveries', 'lines', quoteId] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`quoteDeliveryLines/${quoteId}`, { schema: quoteDeliveryPlanSchema, signal }),
    enabled,
  });
}

/** PUT /api/quoteConstruction with the version read: the lines' sourcing, discounts and transport costs. */
export function useSaveQuoteConstruction() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ body, version }: { body: SaveQuoteConstruction; version: number }) =>
      apiClient.put('quoteConstruction', body, {
        schema: constructedQuoteSchema,
        headers: { [VERSION_HEADER]: String(version) },
      }),
    onSuccess: storeRecord,
  });
}

/** The quote's status calls (spec 001 §7; decision 150), by the transitions table's keys (the contracts' map). */
export type QuoteStatusCall = StatusCallKey<typeof FlowEntity.QUOTE>;

/**
 * GET publishQuote / moveQuoteToWip / cancelQuote / reinstateQuote with the version the user saw (decision 204):
 * each answers the whole record.
 */
export function useChangeQuoteStatus() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ call, record }: { call: QuoteStatusCall; record: StatusCallSubject }) =>
      sendStatusCall(call, record, constructedQuoteSchema),
    onSuccess: storeRecord,
  });
}

/** A buyer company's fee terms change rarely while a quote is built: read once a minute at most. */
const BUYER_FEE_STALE_TIME_MS = 60 * 1000;

/**
 * GET /api/transactionFees?companyId= (spec 001 §7): the buyer company's buyer fee, so the totals follow the
 * user's typing with the same rule the server prices with (decision 148); null when the company has none saved.
 */
export function useBuyerFeeTerms(buyerCompanyId: number) {
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'buyerFee', buyerCompanyId],
    queryFn: async ({ signal }): Promise<FeeTerms | null> => {
      const fees = await apiClient.get(`transactionFees?companyId=${buyerCompanyId}`, {
        schema: z.array(transactionFeeSchema),
        signal,
      });
      const buyerFee = fees.find((fee) => fee.feeTypeId === TransactionFeeType.ids.BUYER_FEE);
      return buyerFee && buyerFee.id !== null
        ? { ratePercent: buyerFee.rate, minimumAmount: buyerFee.minimumAmount }
        : null;
    },
    staleTime: BUYER_FEE_STALE_TIME_MS,
  });
}

/** Seller companies whose name or city contains the text (spec 001 §7 companiesByTypeId/{id}, seller 2). */
export async function searchSellerCompanies(text: string, signal: AbortSignal): Promise<LookupSuggestion[]> {
  return searchCompanies(text, { signal, companyTypeId: CompanyType.ids.SELLER });
}

/** Transport companies whose name or city contains the text (spec 001 §7 transporters). */
export async function searchTransportCompanies(
  text: string,
  signal: AbortSignal,
): Promise<LookupSuggestion[]> {
  return searchTransporters(text, { signal });
}
