import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, VERSION_HEADER, type Product, type ProductInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-categories';
import { productList } from './get-product-page';
import { productSizeList } from './get-product-size-page';

/** POST /api/product: the product with its items, sent whole (spec 001 §3). */
export function createProduct(request: ProductInput): Promise<Product> {
  return apiClient.post('product', request, { schema: productSchema });
}

/** PUT /api/product with the record's version; the items sent replace the product's items (decision 050). */
export function updateProduct(id: number, version: number, request: ProductInput): Promise<Product> {
  return apiClient.put(
    'product',
    { ...request, id },
    { schema: productSchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveProductVariables {
  readonly existing: Pick<Product, 'id' | 'version'> | null;
  readonly request: ProductInput;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveProductVariables) =>
      existing ? updateProduct(existing.id, existing.version, request) : createProduct(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productList.queryKey }),
        // Category product counts and size usage counts follow the product's category and items.
        queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: productSizeList.queryKey }),
      ]),
  });
}
