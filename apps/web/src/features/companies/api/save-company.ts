import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, VERSION_HEADER, type Company, type CompanyInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { companyList } from './get-company-page';

/** POST /api/company. */
export function createCompany(request: CompanyInput): Promise<Company> {
  return apiClient.post('company', request, { schema: companySchema });
}

/** PUT /api/company with the record's version, so a concurrent change is refused rather than overwritten. */
export function updateCompany(id: number, version: number, request: CompanyInput): Promise<Company> {
  return apiClient.put(
    'company',
    { ...request, id },
    { schema: companySchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveCompanyVariables {
  readonly existing: Pick<Company, 'id' | 'version'> | null;
  readonly request: CompanyInput;
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveCompanyVariables) =>
      existing ? updateCompany(existing.id, existing.version, request) : createCompany(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyList.queryKey }),
  });
}
