import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { productList } from './get-product-page';

/** GET /api/product/:id: one product with its items (sizes, specs, shipping figures), for the editor. */
export function getProduct(id: number, signal?: AbortSignal) {
  return apiClient.get(`product/${id}`, { schema: productSchema, ...(signal ? { signal } : {}) });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...productList.queryKey, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: number | null) {
  return useQuery({ ...getProductQueryOptions(id ?? 0), enabled: id !== null });
}
