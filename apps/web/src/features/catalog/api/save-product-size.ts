import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productSizeSchema,
  VERSION_HEADER,
  type ProductSize,
  type ProductSizeInput,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { productSizeList } from './get-product-size-page';
import { productList } from './get-product-page';

/** POST /api/productSize. */
export function createProductSize(request: ProductSizeInput): Promise<ProductSize> {
  return apiClient.post('productSize', request, { schema: productSizeSchema });
}

/** PUT /api/productSize with the record's version, so a concurrent change is refused rather than overwritten. */
export function updateProductSize(
  id: number,
  version: number,
  request: ProductSizeInput,
): Promise<ProductSize> {
  return apiClient.put(
    'productSize',
    { ...request, id },
    { schema: productSizeSchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveProductSizeVariables {
  readonly existing: Pick<ProductSize, 'id' | 'version'> | null;
  readonly request: ProductSizeInput;
}

export function useSaveProductSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveProductSizeVariables) =>
      existing ? updateProductSize(existing.id, existing.version, request) : createProductSize(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productSizeList.queryKey }),
        // A product's items show their size and spec names.
        queryClient.invalidateQueries({ queryKey: productList.queryKey }),
      ]),
  });
}
