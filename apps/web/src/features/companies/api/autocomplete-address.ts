import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  autocompleteAddressResponseSchema,
  GEO_TEXT_MAX_LENGTH,
  type AddressSuggestion,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

const ADDRESS_SUGGESTIONS_QUERY_KEY = ['geo', 'autocompleteAddress'] as const;
/** Places and postal codes do not move: a suggestion list fetched once serves the whole session. */
const SUGGESTIONS_STALE_TIME_MS = 10 * 60 * 1000;

/** GET /api/autocompleteAddress/:text: places and postal codes matching what was typed (spec 001 §7). */
export function autocompleteAddress(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiClient.get(`autocompleteAddress/${encodeURIComponent(text)}`, {
    schema: autocompleteAddressResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAutocompleteAddressQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...ADDRESS_SUGGESTIONS_QUERY_KEY, text],
    queryFn: ({ signal }) => autocompleteAddress(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });
}

/**
 * Suggestions for an autocomplete box, which asks on its own schedule (debounced, decision 048) rather than on
 * render: cached per text, so retyping a prefix answers at once. A failure suggests nothing; the address stays
 * editable by hand.
 */
export function useAddressSuggestions(): (text: string) => Promise<AddressSuggestion[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (text: string) => {
      const trimmed = text.trim().slice(0, GEO_TEXT_MAX_LENGTH);
      if (trimmed === '') return [];
      try {
        return await queryClient.fetchQuery(getAutocompleteAddressQueryOptions(trimmed));
      } catch {
        return [];
      }
    },
    [queryClient],
  );
}
