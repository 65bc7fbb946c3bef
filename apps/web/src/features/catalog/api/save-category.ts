import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema, VERSION_HEADER, type Category, type CategoryInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-categories';
import { productList } from './get-product-page';

/** POST /api/category. */
export function createCategory(request: CategoryInput): Promise<Category> {
  return apiClient.post('category', request, { schema: categorySchema });
}

/** PUT /api/category with the record's version, so a concurrent change is refused rather than overwritten. */
export function updateCategory(id: number, version: number, request: CategoryInput): Promise<Category> {
  return apiClient.put(
    'category',
    { ...request, id },
    { schema: categorySchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveCategoryVariables {
  readonly existing: Pick<Category, 'id' | 'version'> | null;
  readonly request: CategoryInput;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveCategoryVariables) =>
      existing ? updateCategory(existing.id, existing.version, request) : createCategory(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
        // Product rows show their category's name.
        queryClient.invalidateQueries({ queryKey: productList.queryKey }),
      ]),
  });
}
