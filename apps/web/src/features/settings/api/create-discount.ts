import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountSchema, type CreateDiscountRequest, type Discount } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { discountList } from './get-discounts';

/** POST /api/discount. */
export function createDiscount(request: CreateDiscountRequest): Promise<Discount> {
  return apiClient.post('discount', request, { schema: discountSchema });
}

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountList.queryKey }),
  });
}
