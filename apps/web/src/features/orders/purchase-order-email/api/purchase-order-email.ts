import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EmailStatus,
  emailOutboxPageSchema,
  emailPreviewSchema,
  MATCHING_ENGINE_POLL_INTERVAL_MS,
  orderRecordSchema,
  outboundEmailSchema,
  type EmailOutboxPage,
  type EmailPreviewRequest,
  type OutboundEmail,
  type SendEmailRequest,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/file-transfer';

/** Every query of the outbox and its previews sits under ['emails', …]: a send refreshes them all. */
const EMAILS_QUERY_KEY = ['emails'] as const;

/** POST /api/emailPreview (decision 169): the mail one seller of the order would get, as it would be sent. */
export function usePurchaseOrderPreview(request: EmailPreviewRequest | null) {
  return useQuery({
    queryKey: [...EMAILS_QUERY_KEY, 'preview', request],
    queryFn: ({ signal }) => apiClient.post('emailPreview', request, { schema: emailPreviewSchema, signal }),
    enabled: request !== null,
    // The order or the template may change while the dialog is open: a preview is read fresh each time.
    staleTime: 0,
  });
}

/** POST /api/sendDynamicEmail (spec 001 §7): the purchase order written to the outbox with its send job. */
export function useSendPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendEmailRequest) =>
      apiClient.post('sendDynamicEmail', request, { schema: outboundEmailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAILS_QUERY_KEY }),
  });
}

/** The outbox's query as the screens ask it (the contract's query reads these from text). */
export interface EmailOutboxRequest {
  readonly orderId?: number;
  readonly statusId?: number;
  readonly page?: number;
  readonly size?: number;
}

function outboxSearch(query: EmailOutboxRequest): string {
  const search = new URLSearchParams();
  const { orderId, statusId, page, size } = query;
  if (orderId !== undefined) search.set('orderId', String(orderId));
  if (statusId !== undefined) search.set('statusId', String(statusId));
  if (page !== undefined) search.set('page', String(page));
  if (size !== undefined) search.set('size', String(size));
  const text = search.toString();
  return text === '' ? 'emailOutbox' : `emailOutbox?${text}`;
}

/** A mail still queued: its send job has not finished yet. */
export function hasQueuedEmail(page: EmailOutboxPage | undefined): boolean {
  return page?.rows.some((row) => row.statusId === EmailStatus.ids.QUEUED) ?? false;
}

/**
 * GET /api/emailOutbox (decision 170): the outbox, or one order's mails. While a mail is queued the list asks
 * again every few seconds (spec 001 §9's background-process interval), so 'sent' shows without a reload.
 */
export function getEmailOutboxQueryOptions(query: EmailOutboxRequest) {
  return queryOptions({
    queryKey: [...EMAILS_QUERY_KEY, 'outbox', query],
    queryFn: ({ signal }) => apiClient.get(outboxSearch(query), { schema: emailOutboxPageSchema, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      hasQueuedEmail(current.state.data) ? MATCHING_ENGINE_POLL_INTERVAL_MS : false,
  });
}

export function useEmailOutbox(query: EmailOutboxRequest) {
  return useQuery(getEmailOutboxQueryOptions(query));
}

/** POST /api/downloadEmailAttachment (spec 001 §7): the mail's PDF, saved under its own name. */
export function downloadEmailAttachment(email: OutboundEmail): Promise<void> {
  return downloadFile('downloadEmailAttachment', email.attachmentName ?? 'purchase-order.pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: email.id }),
  });
}

/**
 * GET /api/order/{id}: the order whose mails the order's outbox shows, under the order screens' key
 * (['orders', 'record', id]) so a change of the order elsewhere refreshes its sellers here too.
 */
export function useOrderForEmails(id: number) {
  return useQuery({
    queryKey: ['orders', 'record', id],
    queryFn: ({ signal }) => apiClient.get(`order/${id}`, { schema: orderRecordSchema, signal }),
  });
}
