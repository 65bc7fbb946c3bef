import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-categories';

/** DELETE /api/category/:id; a system category or one with products is refused with a message naming why. */
export function deleteCategory(id: number): Promise<unknown> {
  return apiClient.delete(`category/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}
