import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyPageSchema, type CompanyListQueryInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from './search-params';

export const COMPANIES_QUERY_KEY = ['companies'] as const;

/** GET /api/companies: one page of companies, sorted and filtered on the server (spec 001 §7, decision 035). */
export function getCompanyPage(query: CompanyListQueryInput, signal?: AbortSignal) {
  return apiClient.get(`companies?${toSearchParams(query)}`, {
    schema: companyPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getCompanyPageQueryOptions(query: CompanyListQueryInput) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getCompanyPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPage(query: CompanyListQueryInput, enabled = true) {
  return useQuery({ ...getCompanyPageQueryOptions(query), enabled });
}
