import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productPageSchema, type ProductListQuery, type ProductListQueryInput } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

export const PRODUCTS_QUERY_KEY = ['products'] as const;

/**
 * GET /api/products: one page of the catalog, sorted and filtered on the server. With a search and no sort field
 * the server ranks by relevance, typo-tolerant (issue 5: the catalog search service).
 */
export function getProductPage(query: ProductListQueryInput, signal?: AbortSignal) {
  return apiClient.get(`products?${toApiSearchParams(query).toString()}`, {
    schema: productPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getProductPageQueryOptions(query: ProductListQueryInput) {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getProductPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The page of the screen's view: the URL's query, parsed with the schema the server validates it with. */
export function useProductPage(query: ProductListQuery) {
  return useQuery(getProductPageQueryOptions(query));
}
