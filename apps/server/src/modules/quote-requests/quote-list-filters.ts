import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { quoteRequest } from '../../db/schema';
import { foldedContains } from '../../db/search-fold';

/** The filters every quote list shares (contracts `quoteListFilters`), as the list query parsed them. */
export interface QuoteListFilters {
  search?: string | undefined;
  statusId?: number | undefined;
  buyerCompanyId?: number | undefined;
  ownerUserId?: number | undefined;
  provinceId?: number | undefined;
  requestPurposeId?: number | undefined;
  deliveryMethodId?: number | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** The stage's own columns; the rest of a quote's facts live on its request (decision 129), joined 1:1. */
export interface QuoteStageColumns {
  quoteNumber: PgColumn;
  statusId: PgColumn;
  ownerUserId: PgColumn;
  createdAt: PgColumn;
}

/** A date-only bound's next day, so 'created to 2027-03-31' includes that whole day (spec 001 §5). */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The where clause of a quote list: the search is a quote number ('QR-10001', 'sq10001', '10001') or a contains
 * match on the job, reference and client (accents and case ignored, the request's trigram index); the other
 * filters are equalities and a created-date range.
 */
export function quoteListWhere(query: QuoteListFilters, stage: QuoteStageColumns): SQL | undefined {
  const search = query.search?.replace(/^(qr|sq|cq)-?(?=\d)/i, '');
  const numberSearch = search && /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  const equal = (column: PgColumn, value: number | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return and(
    search
      ? numberSearch !== undefined
        ? eq(stage.quoteNumber, numberSearch)
        : foldedContains(quoteRequest.searchText, search)
      : undefined,
    equal(stage.statusId, query.statusId),
    equal(quoteRequest.buyerCompanyId, query.buyerCompanyId),
    equal(stage.ownerUserId, query.ownerUserId),
    equal(quoteRequest.provinceId, query.provinceId),
    equal(quoteRequest.requestPurposeId, query.requestPurposeId),
    equal(quoteRequest.deliveryMethodId, query.deliveryMethodId),
    query.createdFrom ? gte(stage.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)) : undefined,
    query.createdTo ? lt(stage.createdAt, new Date(`${dayAfter(query.createdTo)}T00:00:00Z`)) : undefined,
  );
}
