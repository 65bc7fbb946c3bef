import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  geocodeAddressResponseSchema,
  GEO_TEXT_MAX_LENGTH,
  type GeocodeAddressResponse,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** Places do not move during a session: an address geocoded once is not asked again. */
const GEOCODE_STALE_TIME_MS = 10 * 60 * 1000;

/** GET /api/geocodeAddress/:address: the point of an address, or null when nothing matched (spec 001 §7). */
export function geocodeAddress(address: string, signal?: AbortSignal): Promise<GeocodeAddressResponse> {
  return apiClient.get(`geocodeAddress/${encodeURIComponent(address)}`, {
    schema: geocodeAddressResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getGeocodeAddressQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['geo', 'geocodeAddress', address],
    queryFn: ({ signal }) => geocodeAddress(address, signal),
    staleTime: GEOCODE_STALE_TIME_MS,
  });
}

/**
 * Geocoding on the editor's own schedule (debounced, decision 074), cached per text. A failure finds nothing:
 * the pin then stays where it is.
 */
export function useGeocodeAddress(): (address: string) => Promise<GeocodeAddressResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    async (address: string) => {
      const trimmed = address.trim().slice(0, GEO_TEXT_MAX_LENGTH);
      if (trimmed === '') return null;
      try {
        return await queryClient.fetchQuery(getGeocodeAddressQueryOptions(trimmed));
      } catch {
        return null;
      }
    },
    [queryClient],
  );
}
