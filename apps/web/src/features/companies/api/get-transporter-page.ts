import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transporterPageSchema, type TransporterListQueryInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from './search-params';

export const TRANSPORTERS_QUERY_KEY = ['transporters'] as const;

/** GET /api/transporters: one page of transporters, sorted and filtered on the server (spec 001 §7, decision 035). */
export function getTransporterPage(query: TransporterListQueryInput, signal?: AbortSignal) {
  return apiClient.get(`transporters?${toSearchParams(query)}`, {
    schema: transporterPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getTransporterPageQueryOptions(query: TransporterListQueryInput) {
  return queryOptions({
    queryKey: [...TRANSPORTERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getTransporterPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useTransporterPage(query: TransporterListQueryInput, enabled = true) {
  return useQuery({ ...getTransporterPageQueryOptions(query), enabled });
}
