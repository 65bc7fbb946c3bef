import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BackgroundProcessStatus,
  MATCHING_ENGINE_POLL_INTERVAL_MS,
  quoteAttachmentSchema,
  quoteRequestListQuerySchema,
  quoteRequestPageSchema,
  quoteRequestSchema,
  standardizedQuoteSchema,
  VERSION_HEADER,
  type QuoteAttachment,
  type QuoteRequestValues,
  type FlowEntity,
  type StatusCallKey,
  type StatusCallSubject,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../../lib/file-transfer';
import { sendStatusCall } from '../../../../lib/status-call';

export const QUOTE_REQUESTS_QUERY_KEY = ['quoteRequests'] as const;

/** GET /api/quoteRequestPageableResult: one page of requests, sorted and filtered on the server (spec 001 §7). */
export const quoteRequestList = definePagedList('quoteRequestPageableResult', {
  query: quoteRequestListQuerySchema,
  page: quoteRequestPageSchema,
  subject: 'quote request list',
  queryKey: QUOTE_REQUESTS_QUERY_KEY,
});

/** The status calls of a request (decision 135), by the transitions table's key (the contracts' map, decision 204). */
export type QuoteRequestStatusCall = StatusCallKey<typeof FlowEntity.QUOTE_REQUEST>;

export function useChangeQuoteRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, record }: { call: QuoteRequestStatusCall; record: StatusCallSubject }) =>
      sendStatusCall(call, record, quoteRequestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}

/** DELETE /api/quoteRequest/:id; a request made into a quote is refused with a 409 saying so. */
export function useDeleteQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`quoteRequest/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}

/** GET /api/quoteRequest/:id: the request with its attachments and the engine's run. */
export function getQuoteRequest(id: number) {
  return apiClient.get(`quoteRequest/${id}`, { schema: quoteRequestSchema });
}

/** POST /api/quoteRequest, or PUT with the version read (decision 087): the saved request. */
export function useSaveQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      existing,
      request,
    }: {
      existing: { id: number; version: number } | null;
      request: QuoteRequestValues;
    }) =>
      existing
        ? apiClient.put(
            'quoteRequest',
            { ...request, id: existing.id },
            { schema: quoteRequestSchema, headers: { [VERSION_HEADER]: String(existing.version) } },
          )
        : apiClient.post('quoteRequest', request, { schema: quoteRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}

/** The request an editor opens; read fresh each time it opens, and again on the outdated notice's Refresh. */
export function useQuoteRequest(id: number | null) {
  return useQuery({
    queryKey: [...QUOTE_REQUESTS_QUERY_KEY, 'record', id],
    queryFn: () => getQuoteRequest(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    // spec 001 §9: while the engine runs, its status is polled every 3000 ms.
    refetchInterval: (query) =>
      query.state.data?.matchingStatusId === BackgroundProcessStatus.ids.PENDING
        ? MATCHING_ENGINE_POLL_INTERVAL_MS
        : false,
  });
}

/** POST /api/quoteRequestAttachment/:id (multipart): one file, accepted by its content (decision 135). */
export function useUploadQuoteRequestAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadFile(`quoteRequestAttachment/${id}`, file, file.name, quoteAttachmentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}

export function useDeleteQuoteRequestAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: number; fileId: string }) =>
      apiClient.delete(`quoteRequestAttachment/${id}?fileId=${encodeURIComponent(fileId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}

/** GET /api/downloadQuoteRequestAttachment?pathStr= (spec 001 §7), saved under the file's own name. */
export function downloadQuoteRequestAttachment(attachment: QuoteAttachment): Promise<void> {
  return downloadFile(
    `downloadQuoteRequestAttachment?pathStr=${encodeURIComponent(attachment.pathStr)}`,
    attachment.name,
  );
}

/**
 * POST /api/quoteStandardization: staff pick the request up (spec 001 §4: picked up); its standardized quote
 * starts with the engine's lines, or is the existing one.
 */
export function useStartStandardization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteRequestId: number) =>
      apiClient.post('quoteStandardization', { quoteRequestId }, { schema: standardizedQuoteSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}
