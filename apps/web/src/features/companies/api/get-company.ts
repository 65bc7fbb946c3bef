import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-company-page';

/** GET /api/company/:id: one company with its alternative addresses, for the editor. */
export function getCompany(id: number, signal?: AbortSignal) {
  return apiClient.get(`company/${id}`, { schema: companySchema, ...(signal ? { signal } : {}) });
}

export function getCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}

export function useCompany(id: number | null) {
  return useQuery({ ...getCompanyQueryOptions(id ?? 0), enabled: id !== null });
}
