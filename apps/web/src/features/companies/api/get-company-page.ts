import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyPageSchema, type CompanyListQuery } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

export const COMPANIES_QUERY_KEY = ['companies'] as const;

/** GET /api/companies: one page of companies, sorted and filtered on the server (spec 001 §7, decision 035). */
export function getCompanyPage(query: CompanyListQuery, signal?: AbortSignal) {
  return apiClient.get(`companies?${toApiSearchParams(query).toString()}`, {
    schema: companyPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getCompanyPageQueryOptions(query: CompanyListQuery) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getCompanyPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPage(query: CompanyListQuery, enabled = true) {
  return useQuery({ ...getCompanyPageQueryOptions(query), enabled });
}
