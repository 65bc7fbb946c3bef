import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sizeUnitSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** Reference list: it changes with a release, not during a session, so it is fetched once. */
export function getSizeUnitsQueryOptions() {
  return queryOptions({
    queryKey: ['sizeUnits'],
    queryFn: () => apiClient.get('sizeUnits', { schema: z.array(sizeUnitSchema) }),
    staleTime: Infinity,
  });
}

/** GET /api/sizeUnits (decision 050): gallon, small pots, inches, … for the size editor. */
export function useSizeUnits() {
  return useQuery(getSizeUnitsQueryOptions());
}
