import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  quoteRevisionComparisonSchema,
  quoteRevisionSummarySchema,
  sellerCandidateSchema,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';

/**
 * Under the quotes' key: the construction workspace's saves and status calls invalidate every quote query but the
 * record (quote-construction/api), so a publish shows its new revision here and a save a fresh comparison with now.
 */
const SOURCING_QUERY_KEY = ['quotes', 'sourcing'] as const;

/** GET /api/quoteRevisions/:id: the quote's published revisions, oldest first (decision 157). */
export function getQuoteRevisionsQueryOptions(quoteId: number) {
  return queryOptions({
    queryKey: [...SOURCING_QUERY_KEY, 'revisions', quoteId],
    queryFn: ({ signal }) =>
      apiClient.get(`quoteRevisions/${quoteId}`, { schema: z.array(quoteRevisionSummarySchema), signal }),
  });
}

export function useQuoteRevisions(quoteId: number) {
  return useQuery(getQuoteRevisionsQueryOptions(quoteId));
}

/**
 * GET /api/quoteRevisionComparison/:id?from=&to=: what changed from one revision to another, or (to null) to the
 * quote as it is now. Nothing is asked until a revision to start from is chosen.
 */
export function useQuoteRevisionComparison(quoteId: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: [...SOURCING_QUERY_KEY, 'comparison', quoteId, from, to],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from: String(from) });
      if (to !== null) query.set('to', String(to));
      return apiClient.get(`quoteRevisionComparison/${quoteId}?${query.toString()}`, {
        schema: quoteRevisionComparisonSchema,
        signal,
      });
    },
    enabled: from !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/sellerCandidates/:quoteItemId: sellers that quoted or sold this line's product and size before, with
 * their last price and distance to the job site (decision 154).
 */
export function useSellerCandidates(quoteItemId: number) {
  return useQuery({
    queryKey: [...SOURCING_QUERY_KEY, 'sellerCandidates', quoteItemId],
    queryFn: ({ signal }) =>
      apiClient.get(`sellerCandidates/${quoteItemId}`, { schema: z.array(sellerCandidateSchema), signal }),
  });
}
