import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transporterPageSchema, type TransporterListQuery } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

export const TRANSPORTERS_QUERY_KEY = ['transporters'] as const;

/** GET /api/transporters: one page of transporters, sorted and filtered on the server (spec 001 §7, decision 035). */
export function getTransporterPage(query: TransporterListQuery, signal?: AbortSignal) {
  return apiClient.get(`transporters?${toApiSearchParams(query).toString()}`, {
    schema: transporterPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getTransporterPageQueryOptions(query: TransporterListQuery) {
  return queryOptions({
    queryKey: [...TRANSPORTERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getTransporterPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useTransporterPage(query: TransporterListQuery, enabled = true) {
  return useQuery({ ...getTransporterPageQueryOptions(query), enabled });
}
