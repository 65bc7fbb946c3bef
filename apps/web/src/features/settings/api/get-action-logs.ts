import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { actionLogPageSchema, type ActionLogPage, type ActionLogQuery } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

/** GET /api/transaction/actionLogs: one page of the view in the URL (1-based, decision 085), newest first. */
export function getActionLogs(query: ActionLogQuery, signal?: AbortSignal): Promise<ActionLogPage> {
  return apiClient.get(`transaction/actionLogs?${toApiSearchParams(query).toString()}`, {
    schema: actionLogPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getActionLogsQueryOptions(query: ActionLogQuery) {
  return queryOptions({
    queryKey: ['actionLogs', 'page', query],
    queryFn: ({ signal }) => getActionLogs(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useActionLogs(query: ActionLogQuery) {
  return useQuery(getActionLogsQueryOptions(query));
}
