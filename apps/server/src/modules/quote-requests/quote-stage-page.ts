import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../db/database';
import { quoteRequest } from '../../db/schema';
import type { PagedQueryRequest } from '../../lib/paged-query';
import { quoteListWhere, type QuoteListFilters, type QuoteStageColumns } from './quote-list-filters';

/** A quote stage after the request (a standardized quote, a quote): its table, with its id and its request's. */
export interface QuoteStageTable extends QuoteStageColumns {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly quoteRequestId: PgColumn;
}

/** One quote stage's list: the page asked for, its own filters and row, and how it sorts. */
export interface QuoteStageList<TSortField extends string> {
  readonly query: QuoteListFilters & {
    page: number;
    size: number;
    sortField: TSortField;
    sortOrder: 'asc' | 'desc';
  };
  /** The list's filters beyond the shared ones (`quoteListWhere`); they may read the request. */
  readonly where?: SQL | undefined;
  /** The row's fields, read from the stage and what `joins` adds. */
  readonly fields: SelectedFields;
  /** The joins the row's fields need (the request first: the count joins it alone). */
  readonly joins: <TSelect extends PgSelect>(select: TSelect) => TSelect;
  readonly sorts: Record<TSortField, SQL>;
}

/**
 * The page of a quote stage's list (Standardized Quote Management, Quote Management; decisions 085, 140, 150): the
 * shared quote filters and the list's own, read with the request beside the stage (one row each), so the count
 * joins the request only; the page joins what its row shows; the stage's id breaks ties.
 */
export function quoteStagePageRequest<TSortField extends string>(
  db: DatabaseExecutor,
  stage: QuoteStageTable,
  list: QuoteStageList<TSortField>,
) {
  const direction = list.query.sortOrder === 'desc' ? desc : asc;
  const where = and(quoteListWhere(list.query, stage), list.where);
  return {
    page: list.query.page,
    size: list.query.size,
    matches: db
      .select({ one: sql`1` })
      .from(stage.table)
      .innerJoin(quoteRequest, eq(quoteRequest.id, stage.quoteRequestId))
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      list
        .joins(
          db
            .select({ ...list.fields, total })
            .from(stage.table)
            .$dynamic(),
        )
        .where(where),
    orderBy: [direction(list.sorts[list.query.sortField])],
    tieBreaker: direction(stage.id),
  } satisfies PagedQueryRequest<PgSelect>;
}
