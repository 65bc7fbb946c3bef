import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productSizeList } from './get-product-size-page';

/** DELETE /api/productSize/:id; a size or spec used by product items is refused with a message naming why. */
export function deleteProductSize(id: number): Promise<unknown> {
  return apiClient.delete(`productSize/${id}`);
}

export function useDeleteProductSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductSize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSizeList.queryKey }),
  });
}
