import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export const CATEGORIES_QUERY_KEY = ['categories'] as const;

/** GET /api/categories: every category (a short list, capped by MAX_CATEGORIES), with its product count. */
export function getCategories(signal?: AbortSignal) {
  return apiClient.get('categories', { schema: z.array(categorySchema), ...(signal ? { signal } : {}) });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
