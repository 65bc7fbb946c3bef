import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { actionLogPageSchema, type ActionLogPage } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export interface ActionLogFilters {
  /** The table's page index, from 0; the API counts pages from 1 (decision 085). */
  page: number;
  size: number;
  userId?: number;
  actionId?: number;
  actionTypeId?: number;
  recordNumber?: string;
  from?: string;
  to?: string;
}

/** GET /api/transaction/actionLogs: one page, newest first. */
export function getActionLogs(filters: ActionLogFilters): Promise<ActionLogPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, page: filters.page + 1 })) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return apiClient.get(`transaction/actionLogs?${search.toString()}`, { schema: actionLogPageSchema });
}

export function getActionLogsQueryOptions(filters: ActionLogFilters) {
  return queryOptions({
    queryKey: ['actionLogs', filters],
    queryFn: () => getActionLogs(filters),
    placeholderData: keepPreviousData,
  });
}

export function useActionLogs(filters: ActionLogFilters) {
  return useQuery(getActionLogsQueryOptions(filters));
}
