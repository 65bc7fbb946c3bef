import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BackgroundProcessStatus,
  MATCHING_ENGINE_POLL_INTERVAL_MS,
  standardizedQuoteListQuerySchema,
  standardizedQuotePageSchema,
  standardizedQuoteSchema,
  VERSION_HEADER,
  type QuoteAttachment,
  type SaveStandardization,
  type StandardizedQuote,
  type FlowEntity,
  type StatusCallKey,
  type StatusCallSubject,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { idempotencyHeaders } from '../../../../lib/idempotency-key';
import { downloadFile } from '../../../../lib/file-transfer';
import { sendStatusCall } from '../../../../lib/status-call';

export const STANDARDIZED_QUOTES_QUERY_KEY = ['standardizedQuotes'] as const;

/** GET /api/standardizedQuotePageableResult: one page, sorted and filtered on the server (spec 001 §7). */
export const standardizedQuoteList = definePagedList('standardizedQuotePageableResult', {
  query: standardizedQuoteListQuerySchema,
  page: standardizedQuotePageSchema,
  subject: 'standardized quote list',
  queryKey: STANDARDIZED_QUOTES_QUERY_KEY,
});

const viewsSchema = z.array(z.object({ statusId: z.number().int(), count: z.number().int() }));

/** GET /api/standardizedQuoteViews: how many standardized quotes each status holds (decision 140). */
export function useStandardizedQuoteViews() {
  return useQuery({
    queryKey: [...STANDARDIZED_QUOTES_QUERY_KEY, 'views'],
    queryFn: ({ signal }) => apiClient.get('standardizedQuoteViews', { schema: viewsSchema, signal }),
  });
}

function recordKey(id: number) {
  return [...STANDARDIZED_QUOTES_QUERY_KEY, 'record', id] as const;
}

/**
 * GET /api/standardizedQuote/:id: the workspace's record (request header, files, items in sequence). While the
 * engine reads the list its status is polled every 3000 ms (spec 001 §9); its end also arrives live.
 */
export function useStandardizedQuote(id: number) {
  return useQuery({
    queryKey: recordKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(`standardizedQuote/${id}`, { schema: standardizedQuoteSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.matchingStatusId === BackgroundProcessStatus.ids.PENDING
        ? MATCHING_ENGINE_POLL_INTERVAL_MS
        : false,
  });
}

/** Every answer that is the whole record replaces the cached one, so the workspace starts again from it. */
function useStoreRecord() {
  const queryClient = useQueryClient();
  return (record: StandardizedQuote) => {
    queryClient.setQueryData(recordKey(record.id), record);
    void queryClient.invalidateQueries({ queryKey: [...STANDARDIZED_QUOTES_QUERY_KEY, 'page'] });
    void queryClient.invalidateQueries({ queryKey: [...STANDARDIZED_QUOTES_QUERY_KEY, 'views'] });
  };
}

/** PUT /api/quoteStandardization with the version read: the whole item list, and what to do with the status. */
export function useSaveStandardization() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({
      body,
      version,
      idempotencyKey,
    }: {
      body: SaveStandardization;
      version: number;
      /** Save & Complete creates the quote: its intent's key (decision 193). */
      idempotencyKey?: string;
    }) =>
      apiClient.put('quoteStandardization', body, {
        schema: standardizedQuoteSchema,
        headers: {
          [VERSION_HEADER]: String(version),
          ...(idempotencyKey === undefined ? {} : idempotencyHeaders(idempotencyKey)),
        },
      }),
    onSuccess: storeRecord,
  });
}

/** GET /api/relaunchGoMatch/:id (?itemId= for one line): the engine reads again; work on those items is lost. */
export function useRelaunchGoMatch() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ id, itemId }: { id: number; itemId?: number }) =>
      apiClient.get(`relaunchGoMatch/${id}${itemId === undefined ? '' : `?itemId=${itemId}`}`, {
        schema: standardizedQuoteSchema,
      }),
    onSuccess: storeRecord,
  });
}

/** The status calls of a standardized quote (spec 001 §7), by the transitions table's key (decision 204). */
export type StandardizedQuoteStatusCall = StatusCallKey<typeof FlowEntity.STANDARDIZED_QUOTE>;

export function useChangeStandardizedQuoteStatus() {
  const storeRecord = useStoreRecord();
  return useMutation({
    mutationFn: ({ call, record }: { call: StandardizedQuoteStatusCall; record: StatusCallSubject }) =>
      sendStatusCall(call, record, standardizedQuoteSchema),
    onSuccess: storeRecord,
  });
}

/** DELETE /api/standardizedQuote/:id: the request goes back to waiting for standardization. */
export function useDeleteStandardizedQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`standardizedQuote/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: recordKey(id) });
      return queryClient.invalidateQueries({ queryKey: STANDARDIZED_QUOTES_QUERY_KEY });
    },
  });
}

/** GET /api/downloadQuoteRequestAttachment?pathStr= (spec 001 §7), saved under the file's own name. */
export function downloadRequestAttachment(attachment: QuoteAttachment): Promise<void> {
  return downloadFile(
    `downloadQuoteRequestAttachment?pathStr=${encodeURIComponent(attachment.pathStr)}`,
    attachment.name,
  );
}
