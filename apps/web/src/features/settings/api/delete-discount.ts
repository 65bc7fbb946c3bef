import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { discountList } from './get-discounts';

/** DELETE /api/discount/{id}. */
export async function deleteDiscount(discount: Discount): Promise<void> {
  await apiClient.delete(`discount/${discount.id}`);
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountList.queryKey }),
  });
}
