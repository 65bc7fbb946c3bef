import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedViewSchema, type SavedView, type SavedViewTableKey } from '@portal/contracts';
import { apiClient } from '../api-client';

/*
 * Saved views are the table kit's, not a feature's: every table's Views menu (components/table) uses these calls,
 * and shared code never imports features (eslint import boundaries), so they live in lib (decision 100).
 */

export const SAVED_VIEWS_QUERY_KEY = ['savedViews'] as const;

const savedViewListSchema = z.array(savedViewSchema);

/** GET /api/savedViews?tableKey=…: the signed-in user's views of one table, by name. */
export function getSavedViews(tableKey: SavedViewTableKey): Promise<SavedView[]> {
  const search = new URLSearchParams({ tableKey });
  return apiClient.get(`savedViews?${search.toString()}`, { schema: savedViewListSchema });
}

export function getSavedViewsQueryOptions(tableKey: SavedViewTableKey) {
  return queryOptions({
    queryKey: [...SAVED_VIEWS_QUERY_KEY, tableKey],
    queryFn: () => getSavedViews(tableKey),
  });
}

export function useSavedViews(tableKey: SavedViewTableKey) {
  return useQuery(getSavedViewsQueryOptions(tableKey));
}
