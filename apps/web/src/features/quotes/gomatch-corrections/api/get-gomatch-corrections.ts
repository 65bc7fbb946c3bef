import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gomatchCorrectionPageSchema, type GomatchCorrectionListQuery } from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { toApiSearchParams } from '../../../../lib/use-url-table-state';

export const GOMATCH_CORRECTIONS_QUERY_KEY = ['gomatchCorrections'] as const;

/**
 * GET /api/gomatchCorrections: one page of what GoMatch learned from staff's corrections, sorted and searched
 * (input text or product) on the server (issue 13; decision 143).
 */
export function getGomatchCorrections(query: GomatchCorrectionListQuery, signal?: AbortSignal) {
  return apiClient.get(`gomatchCorrections?${toApiSearchParams(query).toString()}`, {
    schema: gomatchCorrectionPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getGomatchCorrectionsQueryOptions(query: GomatchCorrectionListQuery) {
  return queryOptions({
    queryKey: [...GOMATCH_CORRECTIONS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getGomatchCorrections(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGomatchCorrections(query: GomatchCorrectionListQuery) {
  return useQuery(getGomatchCorrectionsQueryOptions(query));
}
