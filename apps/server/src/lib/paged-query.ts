import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ErrorCode, MAX_LIST_OFFSET, MESSAGES, pageOffset, pageTooDeepMessage } from '@portal/contracts';
import type { DatabaseExecutor } from '../db/database';
import { AppError } from './app-error';

/**
 * One page of a server-paged list and its total, in ONE round trip (issue 12, decision 085):
 *
 *   select <row fields>, (select count(*) from (<matches> limit cap + 1)) as total
 *   from … where … order by <sort>, <tie-break> limit size offset (page - 1) * size
 *
 * The count is an uncorrelated scalar subquery, so PostgreSQL runs it once next to the page; the page itself is
 * an index walk that stops after `size` rows. The count stops after `cap + 1` matches (cap = the offset bound),
 * so neither part ever reads the whole table: beyond the bound `isTotalCapped` says so. The total is capped at
 * the bound itself, not the bound plus a page: a paginator drawn from it offers only pages that are served
 * (a page starting at or beyond the bound is refused).
 */
export interface PagedQueryRequest<TQuery extends PgSelect> {
  /** 1-based page and its size, as listQuerySchema parsed them. */
  readonly page: number;
  readonly size: number;
  /** The deepest first row served (the schema's bound; checked again here for direct callers). */
  readonly maxOffset?: number;
  /**
   * The matching rows for the count: `select 1 from … where <the same filters>`; no order, no limit. Joins only
   * where a filter needs them.
   */
  readonly matches: SQLWrapper;
  /**
   * The page's select with its filters, given the `total` field to put among its fields:
   * `(total) => db.select({ ...fields, total }).from(…).where(…).$dynamic()`.
   */
  readonly rows: (total: SQL.Aliased<number>) => TQuery;
  /** The sort, e.g. `[asc(sql\`lower(${table.name})\`)]`. */
  readonly orderBy: readonly SQL[];
  /**
   * The stable tie-break, a unique column in the sort's direction (`asc(table.id)`): rows sharing a sort value
   * never swap between pages. Mandatory, so no list forgets it.
   */
  readonly tieBreaker: SQL;
}

export interface PagedResult<TRow> {
  rows: TRow[];
  total: number;
  isTotalCapped: boolean;
}

type RowOf<TQuery extends PgSelect> = Awaited<TQuery> extends Array<infer TRow> ? TRow : never;

function pageTooDeep(maxOffset: number): AppError {
  const message = pageTooDeepMessage(maxOffset);
  return new AppError(ErrorCode.VALIDATION_FAILED, `${MESSAGES.validationFailedTitle}: page: ${message}`, {
    issues: [{ field: 'page', message }],
  });
}

/** count(*) of at most `limit` matches, as SQL (a subquery's limit keeps the count bounded). */
function boundedCount(matches: SQLWrapper, limit: number): SQL<number> {
  return sql<number>`(select count(*)::int from (${matches} limit ${sql.raw(String(limit))}) as matched)`;
}

/**
 * A total counted elsewhere (the catalog search ranks its own matches) reported the same way: at most the
 * offset bound, and whether more exist.
 */
export function cappedTotal(
  total: number,
  maxOffset: number = MAX_LIST_OFFSET,
): { total: number; isTotalCapped: boolean } {
  return { total: Math.min(total, maxOffset), isTotalCapped: total > maxOffset };
}

function orderedPage<TQuery extends PgSelect>(
  request: PagedQueryRequest<TQuery>,
  total: SQL.Aliased<number>,
  offset: number,
): TQuery {
  return request
    .rows(total)
    .orderBy(...request.orderBy, request.tieBreaker)
    .limit(request.size)
    .offset(offset);
}

/**
 * The page's statement as pagedQuery runs it but with a constant total, for query-plan tests: the total is an
 * uncorrelated InitPlan, planned on its own, so the page's plan is the same with or without it.
 */
export function pageRowsQuery<TQuery extends PgSelect>(request: PagedQueryRequest<TQuery>): TQuery {
  return orderedPage(request, sql<number>`0`.as('total'), pageOffset(request.page, request.size));
}

export async function pagedQuery<TQuery extends PgSelect>(
  db: DatabaseExecutor,
  request: PagedQueryRequest<TQuery>,
): Promise<PagedResult<Omit<RowOf<TQuery>, 'total'>>> {
  const maxOffset = request.maxOffset ?? MAX_LIST_OFFSET;
  const offset = pageOffset(request.page, request.size);
  if (offset < 0 || offset >= maxOffset) throw pageTooDeep(maxOffset);
  // Counted up to the bound, plus one row to know whether more exist.
  const cap = maxOffset;
  const total = boundedCount(request.matches, cap + 1)
    .mapWith(Number)
    .as('total');
  const found = (await orderedPage(request, total, offset)) as Array<RowOf<TQuery> & { total: number }>;

  let counted: number;
  if (found.length > 0) {
    counted = Number(found[0]?.total ?? 0);
  } else if (offset === 0) {
    counted = 0;
  } else {
    // A page past the end (rows deleted since the paginator was drawn): no row carries the total, so count.
    const [row] = await db
      .select({ total: sql<number>`${boundedCount(request.matches, cap + 1)}`.mapWith(Number) })
      .from(sql`(select 1) as one`);
    counted = row?.total ?? 0;
  }
  const rows = found.map(({ total: _total, ...row }) => row as Omit<RowOf<TQuery>, 'total'>);
  return { rows, total: Math.min(counted, cap), isTotalCapped: counted > cap };
}

/**
 * A page read keys first: the page's keys and its bounded total in one statement on the list's own table
 * (`keys` selects `{ id, total }`: its filters and sort on that table's indexes, no join), then the page's rows
 * by key (`rowsByIds`: at most a page of primary-key probes with whatever joins the rows need), returned in the
 * keys' order. A deep page then skips `offset` index entries instead of `offset` joined rows with every per-row
 * lookup of their columns (decision 178; the SubOrder Dashboard's decision 166 first). A row deleted between the
 * two statements is left out of the page.
 */
export async function pagedByKeys<TQuery extends PgSelect, TRow extends { id: number }>(
  db: DatabaseExecutor,
  keys: PagedQueryRequest<TQuery>,
  rowsByIds: (ids: number[]) => PromiseLike<TRow[]>,
): Promise<PagedResult<TRow>> {
  const page = await pagedQuery(db, keys);
  const ids = page.rows.map((row) => (row as unknown as { id: number }).id);
  const found = ids.length > 0 ? await rowsByIds(ids) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total: page.total, isTotalCapped: page.isTotalCapped };
}
