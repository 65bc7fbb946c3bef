import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { languageSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export type LanguageOption = z.infer<typeof languageSchema>;

/** GET /api/languages: the languages a user can choose for the interface. */
export function getLanguages(): Promise<LanguageOption[]> {
  return apiClient.get('languages', { schema: z.array(languageSchema) });
}

export function getLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ['languages'],
    queryFn: getLanguages,
    // Reference data: it changes with a release, not during a session.
    staleTime: Infinity,
  });
}

export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
