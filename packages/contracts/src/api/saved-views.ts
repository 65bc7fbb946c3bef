import { z } from 'zod';

/**
 * Saved views (issue 12, docs/decisions/100-saved-views.md): a user names the current filters, sort and columns of
 * a table, picks the view later from the table's Views menu, and shares it as a link. A view is the table's URL
 * query (useUrlTableState) without the page, stored per user on the server.
 */

/**
 * Every table that offers saved views, by the key its screen passes to the Views menu. A new table adds its key
 * here; the server refuses any other (400 naming `tableKey`).
 */
export const SAVED_VIEW_TABLE_KEYS = [
  'users',
  'companies',
  'transporters',
  'products',
  'productSizes',
  'categories',
  'actionLogs',
  'discounts',
  'quoteRequests',
  'standardizedQuotes',
  'gomatchCorrections',
  'quotes',
  'quoteManagement',
  'orderDashboard',
  // The Order Table and Order Management (decision 167).
  'orderTable',
  'orderManagement',
  'subOrderDashboard',
  // The Delivery Table (issue 38, decision 209).
  'deliveryTable',
] as const;
export type SavedViewTableKey = (typeof SAVED_VIEW_TABLE_KEYS)[number];
export const savedViewTableKeySchema = z.enum(SAVED_VIEW_TABLE_KEYS);

export const SAVED_VIEW_NAME_MAX_LENGTH = 80;
export const SAVED_VIEW_QUERY_MAX_LENGTH = 2000;
/** How many views one user keeps per table: a menu, not a store; beyond it the user deletes one first. */
export const MAX_SAVED_VIEWS_PER_TABLE = 50;

/** The URL parameter a view never keeps: a view opens on the first page. */
export const SAVED_VIEW_EXCLUDED_PARAMETER = 'page';

export const savedViewQueryPageMessage =
  'A saved view opens on the first page: leave the page out of its query.';
export const savedViewQueryFormMessage =
  'The query must be an encoded URL query string (name=value pairs joined by &), without spaces or #.';

export function savedViewLimitMessage(maximum: number = MAX_SAVED_VIEWS_PER_TABLE): string {
  return `You can keep up to ${maximum} saved views per table. Delete one before saving another.`;
}

export function duplicateSavedViewMessage(name: string): string {
  return `You already have a view named "${name}" for this table.`;
}

/**
 * A view's query as the table's URL has it (`sortField=name&sortOrder=desc&search=nurs&columns=name,city`),
 * without `page`. A leading '?' is dropped. It must be the encoded form a URL carries (no spaces, no '#'), so the
 * share link `#<route>?<query>` is the view exactly.
 */
export const savedViewQuerySchema = z
  .string()
  .trim()
  .max(SAVED_VIEW_QUERY_MAX_LENGTH)
  .transform((query) => (query.startsWith('?') ? query.slice(1) : query))
  .superRefine((query, context) => {
    // Printable ASCII only, without space and '#': what URLSearchParams.toString() and location.search produce.
    if (!/^[\x21-\x22\x24-\x7e]*$/.test(query)) {
      context.addIssue({ code: 'custom', message: savedViewQueryFormMessage });
      return;
    }
    if (new URLSearchParams(query).has(SAVED_VIEW_EXCLUDED_PARAMETER)) {
      context.addIssue({ code: 'custom', message: savedViewQueryPageMessage });
    }
  });

export const savedViewNameSchema = z.string().trim().min(1).max(SAVED_VIEW_NAME_MAX_LENGTH);

export const savedViewSchema = z.object({
  id: z.number().int(),
  tableKey: savedViewTableKeySchema,
  name: z.string(),
  query: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /api/savedViews?tableKey=companies: the caller's own views of one table, by name. */
export const savedViewsQuerySchema = z.object({ tableKey: savedViewTableKeySchema });
export type SavedViewsQuery = z.infer<typeof savedViewsQuerySchema>;

/** POST /api/savedView. */
export const createSavedViewRequestSchema = z.object({
  tableKey: savedViewTableKeySchema,
  name: savedViewNameSchema,
  query: savedViewQuerySchema,
});
export type CreateSavedViewRequest = z.input<typeof createSavedViewRequestSchema>;
export type CreateSavedViewValues = z.output<typeof createSavedViewRequestSchema>;

/** PUT /api/savedView/{id} with the version read in x-record-version: rename, or replace the query, or both. */
export const updateSavedViewRequestSchema = z.object({
  name: savedViewNameSchema,
  query: savedViewQuerySchema,
});
export type UpdateSavedViewRequest = z.input<typeof updateSavedViewRequestSchema>;
export type UpdateSavedViewValues = z.output<typeof updateSavedViewRequestSchema>;
