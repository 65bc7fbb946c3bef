import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sizeCategorySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** Reference list: it changes with a release, not during a session, so it is fetched once. */
export function getSizeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['sizeCategories'],
    queryFn: () => apiClient.get('sizeCategories', { schema: z.array(sizeCategorySchema) }),
    staleTime: Infinity,
  });
}

/** GET /api/sizeCategories: the categories a Size belongs to (spec 001 §3: separate from spec categories). */
export function useSizeCategories() {
  return useQuery(getSizeCategoriesQueryOptions());
}
