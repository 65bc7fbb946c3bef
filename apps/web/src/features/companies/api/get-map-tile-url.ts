import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/config, read for its mapTileUrl (decision 037). The same key as the session's config query, so the
 * answer is shared and fetched once.
 */
export function useMapTileUrl(): string | null {
  const config = useQuery(
    queryOptions({
      queryKey: ['runtime-config'],
      queryFn: () => apiClient.get('config', { schema: runtimeConfigSchema, authenticated: false }),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  );
  return config.data?.mapTileUrl ?? null;
}
