import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema, type Category } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-categories';

/** GET /api/toggleCategoryAllowLinkProduct/:id (spec 001 §7: a GET that flips the flag); answers the category. */
export function toggleCategoryAllowLink(id: number): Promise<Category> {
  return apiClient.get(`toggleCategoryAllowLinkProduct/${id}`, { schema: categorySchema });
}

export function useToggleCategoryAllowLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCategoryAllowLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}
