import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { discountSchema, pageSchema, type discountsQuerySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

const discountPageSchema = pageSchema(discountSchema);
export type DiscountPage = z.infer<typeof discountPageSchema>;
type DiscountsQueryInput = z.input<typeof discountsQuerySchema>;

export const DISCOUNTS_QUERY_KEY = ['discounts'] as const;

/**
 * GET /api/discountPageableResult: a page sorted by name, searched by any part of the name (accents and case
 * ignored). GET /api/discounts answers the whole list (the order-discount dropdown; decision 062).
 */
export function getDiscounts(query: DiscountsQueryInput, signal?: AbortSignal): Promise<DiscountPage> {
  return apiClient.get(`discountPageableResult?${toApiSearchParams(query).toString()}`, {
    schema: discountPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getDiscountsQueryOptions(query: DiscountsQueryInput) {
  return queryOptions({
    queryKey: [...DISCOUNTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getDiscounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page of the screen's view: the URL's query, parsed with the schema the server validates it with. */
export function useDiscounts(query: DiscountsQueryInput) {
  return useQuery(getDiscountsQueryOptions(query));
}
