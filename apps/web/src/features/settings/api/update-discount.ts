import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountSchema, VERSION_HEADER, type Discount, type UpdateDiscountRequest } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { discountList } from './get-discounts';

/** PUT /api/discount with the version read (spec 000 §4). */
export function updateDiscount({
  request,
  version,
}: {
  request: UpdateDiscountRequest;
  version: number;
}): Promise<Discount> {
  return apiClient.put('discount', request, {
    schema: discountSchema,
    headers: { [VERSION_HEADER]: String(version) },
  });
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountList.queryKey }),
  });
}
