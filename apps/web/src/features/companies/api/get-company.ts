import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { companyList } from './get-company-page';

/** GET /api/company/:id: one company with its alternative addresses, for the editor. */
export function getCompany(id: number, signal?: AbortSignal) {
  return apiClient.get(`company/${id}`, { schema: companySchema, ...(signal ? { signal } : {}) });
}

export function getCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...companyList.queryKey, 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}

export function useCompany(id: number | null) {
  return useQuery({ ...getCompanyQueryOptions(id ?? 0), enabled: id !== null });
}
