import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxRateSchema, VERSION_HEADER, type TaxRate, type UpdateTaxRateRequest } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { getTaxRatesQueryOptions } from './get-tax-rates';

/** PUT /api/updateTaxRate (super admin only) with the version read. */
export function updateTaxRate({
  request,
  version,
}: {
  request: UpdateTaxRateRequest;
  version: number;
}): Promise<TaxRate> {
  return apiClient.put('updateTaxRate', request, {
    schema: taxRateSchema,
    headers: { [VERSION_HEADER]: String(version) },
  });
}

export function useUpdateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTaxRatesQueryOptions().queryKey }),
  });
}
