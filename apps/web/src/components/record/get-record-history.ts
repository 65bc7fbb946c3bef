import { queryOptions, useQuery } from '@tanstack/react-query';
import { actionLogPageSchema, FIRST_PAGE } from '@portal/contracts';
import { apiClient } from '../../lib/api-client';

/** The entries a record's history shows at once; the Action Log, filtered to the record, has the rest. */
export const RECORD_HISTORY_SIZE = 25;

/**
 * GET /api/transaction/actionLogs filtered to one record (type and id, decision 110): its newest entries with
 * what each changed. Under the action log's query key, so whatever refreshes the log refreshes histories too.
 */
export function getRecordHistory(recordType: number, recordId: number, signal?: AbortSignal) {
  const search = new URLSearchParams({
    actionTypeId: String(recordType),
    recordId: String(recordId),
    page: String(FIRST_PAGE),
    size: String(RECORD_HISTORY_SIZE),
  });
  return apiClient.get(`transaction/actionLogs?${search.toString()}`, {
    schema: actionLogPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getRecordHistoryQueryOptions(recordType: number, recordId: number) {
  return queryOptions({
    queryKey: ['actionLogs', 'record', recordType, recordId],
    queryFn: ({ signal }) => getRecordHistory(recordType, recordId, signal),
    // A history is read when opened: always the latest, never a cached one from before the last save.
    staleTime: 0,
  });
}

export function useRecordHistory(recordType: number, recordId: number, isEnabled = true) {
  return useQuery({ ...getRecordHistoryQueryOptions(recordType, recordId), enabled: isEnabled });
}
