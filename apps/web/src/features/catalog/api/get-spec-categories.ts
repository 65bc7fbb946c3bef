import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sizeCategorySchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** Reference list: it changes with a release, not during a session, so it is fetched once. */
export function getSpecCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['specCategories'],
    queryFn: () => apiClient.get('specCategories', { schema: z.array(sizeCategorySchema) }),
    staleTime: Infinity,
  });
}

/** GET /api/specCategories: the categories a Spec belongs to (spec 001 §3: separate from size categories). */
export function useSpecCategories() {
  return useQuery(getSpecCategoriesQueryOptions());
}
