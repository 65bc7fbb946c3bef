import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { discountSchema, pageSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

const discountPageSchema = pageSchema(discountSchema);
export type DiscountPage = z.infer<typeof discountPageSchema>;

export interface DiscountsPageQuery {
  page: number;
  size: number;
  search: string;
}

export const DISCOUNTS_QUERY_KEY = ['discounts'] as const;

/**
 * GET /api/discountPageableResult: a page sorted by name, searched by any part of the name (accents and case
 * ignored). GET /api/discounts answers the whole list (the order-discount dropdown; decision 062).
 */
export function getDiscounts(query: DiscountsPageQuery): Promise<DiscountPage> {
  const search = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.search) search.set('search', query.search);
  return apiClient.get(`discountPageableResult?${search.toString()}`, { schema: discountPageSchema });
}

export function getDiscountsQueryOptions(query: DiscountsPageQuery) {
  return queryOptions({
    queryKey: [...DISCOUNTS_QUERY_KEY, query],
    queryFn: () => getDiscounts(query),
    placeholderData: keepPreviousData,
  });
}

export function useDiscounts(query: DiscountsPageQuery) {
  return useQuery(getDiscountsQueryOptions(query));
}
