/**
 * Quote Board and Quote Table (issue 14; spec 001 §2 — all staff; §3 published-within 7/14/30/90/180/365; §4 quote
 * card menus; §7 quoteCards, genericQuoteView, genericQuoteFilter, quoteCalls). The board's columns, the table's
 * union of the three quote stages and what quoteCalls is: docs/decisions/156-quote-board-and-table.md.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { defineEnumeration } from '../enumeration';
import { PUBLISHED_WITHIN_DAYS } from '../enumerations';
import { listQuerySchema } from '../list-query';
import { boardLimitsSchemaOf } from './board-limits';
import { pageSchema } from './common';

/**
 * The Quote Board's columns (decision 156): a quote's status and, once published, its return status. Complete
 * quotes split into those awaiting the buyer's return and those returned, because §4 gives them different menus.
 */
export const QuoteBoardColumn = defineEnumeration('quote_board_column', {
  WIP: { id: 1, label: 'WIP' },
  AWAITING_RETURN: { id: 2, label: 'Awaiting Return' },
  RETURNED: { id: 3, label: 'Returned' },
  PROCESSED: { id: 4, label: 'Processed' },
  CANCELLED: { id: 5, label: 'Cancelled' },
});
export type QuoteBoardColumnId = (typeof QuoteBoardColumn.options)[number]['id'];

/** A board column shows at most this many cards, however often Load More is pressed (the answer stays bounded). */
export const QUOTE_BOARD_MAX_CARDS_PER_COLUMN = 500;

/** spec 001 §3: published within 7, 14, 30, 90, 180 or 365 days. */
export const publishedWithinSchema = z.coerce
  .number()
  .int()
  .refine((days) => (PUBLISHED_WITHIN_DAYS as readonly number[]).includes(days), {
    message: 'Choose 7, 14, 30, 90, 180 or 365 days.',
  });

/**
 * The filters the board and the table share, so the board/table toggle keeps them (decision 107): the quote
 * number or a text of the job, reference or client; published within; owner; buyer company.
 */
export const quoteBoardFilters = {
  search: searchText(200),
  publishedWithin: publishedWithinSchema.optional(),
  ownerUserId: z.coerce.number().int().positive().optional(),
  buyerCompanyId: z.coerce.number().int().positive().optional(),
};

/**
 * `limits=2:50,3:75`: how many cards a column asks for (decision 106: Load More asks the same call again with a
 * longer column); a column not named gets one page.
 */
export const boardLimitsSchema = boardLimitsSchemaOf(
  QuoteBoardColumn.options.map((column) => column.id),
  QUOTE_BOARD_MAX_CARDS_PER_COLUMN,
);

export { formatBoardLimits } from './board-limits';

/** GET quoteCards. */
export const quoteCardQuerySchema = z.object({
  ...quoteBoardFilters,
  limits: boardLimitsSchema.optional(),
});
export type QuoteCardQuery = z.output<typeof quoteCardQuerySchema>;
export type QuoteCardQueryInput = z.input<typeof quoteCardQuerySchema>;

/** The owner as a card shows it (spec 001 §3 owner view: initials, name, avatar). */
export const quoteOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  avatarUrl: z.string().nullable(),
});
export type QuoteOwner = z.infer<typeof quoteOwnerSchema>;

/** One quote (CQ) on the board. */
export const quoteCardSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  jobName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  owner: quoteOwnerSchema.nullable(),
  /** QuoteStatus and QuoteReturnStatus: the card's menu is computed from both (spec 001 §4). */
  statusId: z.number().int(),
  returnStatusId: z.number().int(),
  itemCount: z.number().int(),
  /** The buyer's price of the lines that count, as last saved (decision 148). */
  buyerSubtotal: z.number(),
  publishedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type QuoteCard = z.infer<typeof quoteCardSchema>;

/** The board's answer (decision 106's shape): per column its first cards and how many it has under the filters. */
export const quoteCardsSchema = z.object({
  groups: z.array(
    z.object({
      /** A QuoteBoardColumn id. */
      statusId: z.number().int(),
      cards: z.array(quoteCardSchema),
      total: z.number().int(),
    }),
  ),
});
export type QuoteCards = z.infer<typeof quoteCardsSchema>;

// ——— The Quote Table: every stage of every job in one list ———

/**
 * The sorts every branch of the union can read from an index (quote number, then the stage; status, then quote
 * number), so a page reads a page's worth of each stage whatever the table sizes (decision 156).
 */
export const GENERIC_QUOTE_SORT_FIELDS = ['quoteNumber', 'entityTypeId', 'statusId'] as const;

/** GET genericQuoteView: the shared filters, the stage (QuoteEntityType id) and that stage's status. */
export const genericQuoteQuerySchema = listQuerySchema({
  sortFields: GENERIC_QUOTE_SORT_FIELDS,
  defaultSort: { field: 'quoteNumber', order: 'desc' },
  filters: {
    ...quoteBoardFilters,
    entityTypeId: z.coerce.number().int().min(1).max(3).optional(),
    /** The stage's own status id (each stage numbers its statuses its own way, spec 001 §4). */
    statusId: z.coerce.number().int().positive().optional(),
  },
});
export type GenericQuoteQuery = z.infer<typeof genericQuoteQuerySchema>;
export type GenericQuoteQueryInput = z.input<typeof genericQuoteQuerySchema>;

export const genericQuoteRowSchema = z.object({
  /** Unique in the table: the stage's code and the record's id ('CQ-12'). */
  key: z.string(),
  /** QuoteEntityType: quote request 1, standardized quote 2, quote 3. */
  entityTypeId: z.number().int(),
  id: z.number().int(),
  quoteNumber: z.number().int(),
  jobName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
  /** The stage's own status id (QuoteRequestStatus, StandardizedQuoteStatus or QuoteStatus). */
  statusId: z.number().int(),
  /** A quote's return status; null for the other stages. */
  returnStatusId: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GenericQuoteRow = z.infer<typeof genericQuoteRowSchema>;
export const genericQuotePageSchema = pageSchema(genericQuoteRowSchema);
export type GenericQuotePage = z.infer<typeof genericQuotePageSchema>;

const optionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET genericQuoteFilter: what the table's filters offer. */
export const genericQuoteFilterSchema = z.object({
  entityTypes: z.array(optionSchema.extend({ code: z.string() })),
  /** Each stage's statuses, by QuoteEntityType id. */
  statuses: z.array(z.object({ entityTypeId: z.number().int(), options: z.array(optionSchema) })),
  returnStatuses: z.array(optionSchema),
  /** The staff who own at least one quote of any stage, by name. */
  owners: z.array(quoteOwnerSchema),
  publishedWithinDays: z.array(z.number().int()),
});
export type GenericQuoteFilter = z.infer<typeof genericQuoteFilterSchema>;

// ——— quoteCalls: the follow-up call list (decision 156) ———

export const QUOTE_CALLS_MAX = 100;

/** GET quoteCalls: the board's filters and how many calls to list. */
export const quoteCallQuerySchema = z.object({
  ...quoteBoardFilters,
  limit: z.coerce.number().int().min(1).max(QUOTE_CALLS_MAX).default(DEFAULT_PAGE_SIZE),
});
export type QuoteCallQuery = z.output<typeof quoteCallQuerySchema>;
export type QuoteCallQueryInput = z.input<typeof quoteCallQuerySchema>;

/** A published quote whose buyer has not returned it yet: whom to call, and since when they have had it. */
export const quoteCallSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  jobName: z.string(),
  buyerCompanyName: z.string(),
  buyerUserName: z.string(),
  buyerEmail: z.string(),
  buyerPhoneNumber: z.string().nullable(),
  owner: quoteOwnerSchema.nullable(),
  revision: z.number().int(),
  publishedAt: z.string(),
  /** Whole days since it was (last) published. */
  daysWaiting: z.number().int(),
  version: z.number().int(),
});
export type QuoteCall = z.infer<typeof quoteCallSchema>;

export const quoteCallsSchema = z.object({
  rows: z.array(quoteCallSchema),
  /** All the quotes awaiting a return under the filters (the rows are the longest-waiting of them). */
  total: z.number().int(),
});
export type QuoteCalls = z.infer<typeof quoteCallsSchema>;
