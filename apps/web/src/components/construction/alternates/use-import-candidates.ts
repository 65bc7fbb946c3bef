import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { importCandidatePageSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** What the import dialog asks importQuote (its query schema, importQuoteQuerySchema, as the client fills it). */
export interface ImportCandidatesQuery {
  readonly importSourceId: number;
  /** The quote's or order's number; none for inventory. */
  readonly number?: string;
  readonly search?: string;
  readonly page: number;
  readonly size: number;
}

/**
 * GET /api/importQuote: one page of the lines an alternate can be imported from (spec 001 §7 importQuote). The
 * quote and order workspaces both import alternates, so the call lives with the editor that asks it.
 */
export function useImportCandidates(query: ImportCandidatesQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: ['construction', 'importQuote', query],
    queryFn: ({ signal }) => {
      const parameters = new URLSearchParams({ importSourceId: String(query.importSourceId) });
      if (query.number) parameters.set('number', query.number);
      if (query.search) parameters.set('search', query.search);
      parameters.set('page', String(query.page));
      parameters.set('size', String(query.size));
      return apiClient.get(`importQuote?${parameters.toString()}`, {
        schema: importCandidatePageSchema,
        signal,
      });
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
