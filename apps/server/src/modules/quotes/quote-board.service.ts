import {
  avatarUrlOf,
  DEFAULT_PAGE_SIZE,
  ownerInitials,
  ownerName,
  PUBLISHED_WITHIN_DAYS,
  QuoteBoardColumn,
  QuoteEntityType,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
  type GenericQuoteFilter,
  type GenericQuotePage,
  type GenericQuoteQuery,
  type QuoteCallQuery,
  type QuoteCalls,
  type QuoteCardQuery,
  type QuoteCards,
  type QuoteOwner,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import * as repository from './quote-board.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const toIso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The owner view of spec 001 §3 (initials, name, avatar by the one avatar rule), or null for no owner. */
function ownerOf(owner: {
  ownerUserId: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerAvatarFileName: string | null;
}): QuoteOwner | null {
  if (owner.ownerUserId === null) return null;
  return {
    id: owner.ownerUserId,
    name: ownerName(owner.ownerFirstName, owner.ownerLastName),
    initials: ownerInitials(owner.ownerFirstName, owner.ownerLastName),
    avatarUrl: avatarUrlOf(owner.ownerUserId, Boolean(owner.ownerAvatarFileName)),
  };
}

const options = (enumeration: { options: ReadonlyArray<{ id: number; label: string }> }) =>
  enumeration.options.map((option) => ({ id: option.id, name: option.label }));

/**
 * Quote Board and Quote Table (issue 14; spec 001 §2 all staff, §7 quoteCards, genericQuoteView,
 * genericQuoteFilter, quoteCalls). Read-only: the cards' menus call the quote's own status calls (quotes.service).
 * Decision 156.
 */
export function createQuoteBoardService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /** Every column's first cards (its limit, or one page) and its total under the filters. */
    async cards(query: QuoteCardQuery): Promise<QuoteCards> {
      const at = now();
      const groups = await Promise.all(
        QuoteBoardColumn.options.map(async (column) => {
          const limit = query.limits?.[column.id] ?? DEFAULT_PAGE_SIZE;
          const found = await repository.findColumnCards(db, column.id, query, limit, at);
          return {
            statusId: column.id,
            total: found.total,
            cards: found.rows.map((row) => ({
              id: row.id,
              quoteNumber: row.quoteNumber,
              jobName: row.jobName,
              buyerCompanyId: row.buyerCompanyId,
              buyerCompanyName: row.buyerCompanyName,
              owner: ownerOf(row),
              statusId: row.statusId,
              returnStatusId: row.returnStatusId,
              itemCount: Number(row.itemCount),
              buyerSubtotal: Number(row.buyerSubtotal),
              publishedAt: toIso(row.publishedAt),
              returnedAt: toIso(row.returnedAt),
              updatedAt: row.updatedAt.toISOString(),
              version: row.version,
            })),
          };
        }),
      );
      return { groups };
    },

    /** The Quote Table: requests, standardized quotes and quotes in one server-paged list. */
    async genericView(query: GenericQuoteQuery): Promise<GenericQuotePage> {
      const found = await repository.findGenericQuotePage(db, query, now());
      return { ...found, page: query.page, size: query.size };
    },

    /** What the table's filters offer: the stages, each stage's statuses, the owners, the published-within days. */
    async genericFilter(): Promise<GenericQuoteFilter> {
      const owners = await repository.findQuoteOwners(db);
      return {
        entityTypes: QuoteEntityType.options.map((option) => ({
          id: option.id,
          name: option.label,
          code: option.code,
        })),
        statuses: [
          { entityTypeId: QuoteEntityType.ids.QUOTE_REQUEST, options: options(QuoteRequestStatus) },
          { entityTypeId: QuoteEntityType.ids.STANDARDIZED_QUOTE, options: options(StandardizedQuoteStatus) },
          { entityTypeId: QuoteEntityType.ids.QUOTE, options: options(QuoteStatus) },
        ],
        returnStatuses: options(QuoteReturnStatus),
        owners: owners.map((owner) => ({
          id: owner.id,
          name: ownerName(owner.firstName, owner.lastName),
          initials: ownerInitials(owner.firstName, owner.lastName),
          avatarUrl: avatarUrlOf(owner.id, Boolean(owner.avatarFileName)),
        })),
        publishedWithinDays: [...PUBLISHED_WITHIN_DAYS],
      };
    },

    /** The follow-up calls: published quotes awaiting the buyer's return, longest waiting first. */
    async calls(query: QuoteCallQuery): Promise<QuoteCalls> {
      const at = now();
      const found = await repository.findQuoteCalls(db, query, query.limit, at);
      return {
        total: found.total,
        rows: found.rows.map((row) => {
          // A pending quote is published (decision 150); the fallback keeps the type honest, not a real case.
          const publishedAt = row.publishedAt ?? at;
          return {
            id: row.id,
            quoteNumber: row.quoteNumber,
            jobName: row.jobName,
            buyerCompanyName: row.buyerCompanyName,
            buyerUserName: row.buyerUserName,
            buyerEmail: row.buyerEmail,
            buyerPhoneNumber: row.buyerPhoneNumber,
            owner: ownerOf(row),
            revision: row.revision,
            publishedAt: publishedAt.toISOString(),
            daysWaiting: Math.max(0, Math.floor((at.getTime() - publishedAt.getTime()) / DAY_MS)),
            version: row.version,
          };
        }),
      };
    },
  };
}

export type QuoteBoardService = ReturnType<typeof createQuoteBoardService>;
