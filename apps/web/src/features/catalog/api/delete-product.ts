import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-categories';
import { productList } from './get-product-page';
import { productSizeList } from './get-product-size-page';

/** DELETE /api/product/:id, with its items. */
export function deleteProduct(id: number): Promise<unknown> {
  return apiClient.delete(`product/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productList.queryKey }),
        queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: productSizeList.queryKey }),
      ]),
  });
}
