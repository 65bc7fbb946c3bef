import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  productSizePageSchema,
  type ProductSizeListQuery,
  type ProductSizeListQueryInput,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

export const PRODUCT_SIZES_QUERY_KEY = ['productSizes'] as const;

/**
 * GET /api/productSizes: one page of the size and spec library, sorted, filtered and searched on the server (the
 * library is large: never shipped whole). The item editor's pickers call it too, with a search and a small page.
 */
export function getProductSizePage(query: ProductSizeListQueryInput, signal?: AbortSignal) {
  return apiClient.get(`productSizes?${toApiSearchParams(query).toString()}`, {
    schema: productSizePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getProductSizePageQueryOptions(query: ProductSizeListQueryInput) {
  return queryOptions({
    queryKey: [...PRODUCT_SIZES_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getProductSizePage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The page of the screen's view: the URL's query, parsed with the schema the server validates it with. */
export function useProductSizePage(query: ProductSizeListQuery) {
  return useQuery(getProductSizePageQueryOptions(query));
}
