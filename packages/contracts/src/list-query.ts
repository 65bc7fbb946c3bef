import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  WORKSPACE_PAGE_SIZE_OPTIONS,
} from './constants';

/**
 * One query shape for every server-paged list (issue 12, docs/decisions/085-list-query-and-paging.md): the same
 * schema validates the API's query string and the web's URL, so a pasted link and the request it makes agree.
 */

/** Pages count from 1, in the URL and in the API alike: page 1 is the first page (decision 085). */
export const FIRST_PAGE = 1;

/**
 * Offset paging stops here: a deeper page would make the database skip more rows than an index walk should,
 * and nobody reads page 401 of a list; they narrow the filters. Totals are counted up to this bound (+ a page).
 */
export const MAX_LIST_OFFSET = 10_000;

/** spec 001 §9: what the paginator offers. Tables: 25/50/100; workspaces: 10/25/50/100/500/1000. */
export const PAGE_SIZE_OPTIONS = {
  table: TABLE_PAGE_SIZE_OPTIONS,
  workspace: WORKSPACE_PAGE_SIZE_OPTIONS,
} as const;
export type PageSizeOptionSet = keyof typeof PAGE_SIZE_OPTIONS;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortOrderSchema = z.enum(SORT_ORDERS);

export interface ListSort<TField extends string> {
  readonly field: TField;
  readonly order: SortOrder;
}

export interface ListQueryOptions<
  TSortFields extends readonly [string, ...string[]],
  TFilters extends z.ZodRawShape,
> {
  /** The fields a client may sort by (a whitelist: anything else is a 400 naming `sortField`). */
  readonly sortFields: TSortFields;
  /** The order when the request names none. */
  readonly defaultSort: ListSort<TSortFields[number]>;
  /** The list's own filters, each parsed from text (query strings and URLs carry text). */
  readonly filters?: TFilters;
  /** The deepest first row served; MAX_LIST_OFFSET unless a list needs less. */
  readonly maxOffset?: number;
}

/** `?page=` as text or number; 1-based. */
export const pageNumberSchema = z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE);

/**
 * `?size=`: any size from 1 to the hard maximum (pickers ask for a few matches); the paginator offers the spec's
 * option sets (PAGE_SIZE_OPTIONS) and the web falls back to the default for a size it does not offer.
 */
export const pageSizeSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

/** A query-string boolean: `true` or `false`, nothing else. */
export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A record id in a list's query string ('?buyerCompanyId=12'). */
export const queryIdSchema = z.coerce.number().int().positive();

/** A status or other enumeration id in a list's query string, refused with `message` when the list lacks it. */
export function queryEnumerationIdSchema(enumeration: { has: (id: number) => boolean }, message: string) {
  return z.coerce
    .number()
    .int()
    .refine((id) => enumeration.has(id), { message });
}

/** The first row a page starts at (0-based), for the database's OFFSET. */
export function pageOffset(page: number, size: number): number {
  return (page - FIRST_PAGE) * size;
}

/** What a bounded list says when asked for a page beyond its bound. */
export function pageTooDeepMessage(maxOffset: number): string {
  return `Narrow the filters: pages beyond entry ${maxOffset} are not served.`;
}

/**
 * The query of one server-paged list: `page` (1-based), `size`, `sortField` (whitelisted, defaulted),
 * `sortOrder`, and the list's filters. A page whose first row lies beyond `maxOffset` is a 400 naming `page`.
 *
 * Not `.extend()`-ed by design: a list's extra parameters are its `filters`, so every list has the same core.
 */
export function listQuerySchema<
  const TSortFields extends readonly [string, ...string[]],
  TFilters extends z.ZodRawShape = Record<never, never>,
>(options: ListQueryOptions<TSortFields, TFilters>) {
  const maxOffset = options.maxOffset ?? MAX_LIST_OFFSET;
  const shape = {
    page: pageNumberSchema,
    size: pageSizeSchema,
    sortField: z.enum(options.sortFields).default(options.defaultSort.field),
    sortOrder: sortOrderSchema.default(options.defaultSort.order),
    ...((options.filters ?? {}) as TFilters),
  };
  return z.object(shape).superRefine((query, context) => {
    // Generic over the filters, TypeScript cannot see the fixed keys through the output type.
    const { page, size } = query as { page: number; size: number };
    if (pageOffset(page, size) >= maxOffset) {
      context.addIssue({ code: 'custom', path: ['page'], message: pageTooDeepMessage(maxOffset) });
    }
  });
}

/**
 * One page of rows: `total` lets the table show its paginator. Lists count up to their offset bound: beyond it
 * `isTotalCapped` is true and `total` is the bound (the paginator then offers only the pages that are served).
 * Optional until every list runs on the paged-query helper, which always sets it.
 */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    isTotalCapped: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
