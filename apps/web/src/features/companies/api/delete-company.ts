import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { companyList } from './get-company-page';

/** DELETE /api/company/:id; a company still referenced is refused with a 409 naming why. */
export function deleteCompany(id: number): Promise<unknown> {
  return apiClient.delete(`company/${id}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyList.queryKey }),
  });
}
