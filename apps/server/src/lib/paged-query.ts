import { eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  FIRST_PAGE,
  MAX_LIST_OFFSET,
  MESSAGES,
  pageOffset,
  pageTooDeepMessage,
} from '@portal/contracts';
import { selectPlannedPerValue, type DatabaseExecutor } from '../db/database';
import { AppError } from './app-error';
import { withCompiledRowMapper } from './compiled-row-mapper';
import type { KeptReads, ListTotals } from './list-totals';

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
/** The statement of a list's page: what the list builds, whatever page is asked for. */
export interface PageStatement<TQuery extends PgSelect> {
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

export interface PagedQueryRequest<TQuery extends PgSelect> extends PageStatement<TQuery> {
  /** 1-based page and its size, as listQuerySchema parsed them. */
  readonly page: number;
  readonly size: number;
  /** The deepest first row served (the schema's bound; checked again here for direct callers). */
  readonly maxOffset?: number;
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

/** The page's `total` field: the matches counted up to the bound, plus one row to know whether more exist. */
function countedTotal(matches: SQLWrapper, maxOffset: number): SQL.Aliased<number> {
  return boundedCount(matches, maxOffset + 1)
    .mapWith(Number)
    .as('total');
}

/** The `total` field of a page whose total is kept (decision 184): nothing counted. */
const UNCOUNTED = sql<number>`0`.as('total');

/** The bounded count alone, for a page past the end. */
function countAloneQuery(db: DatabaseExecutor, matches: SQLWrapper, maxOffset: number) {
  return (
    db
      // Named as its field: a count planned per value reads the row as the database names its column.
      .select({
        total: boundedCount(matches, maxOffset + 1)
          .mapWith(Number)
          .as('total'),
      })
      .from(sql`(select 1) as one`)
  );
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
  statement: PageStatement<TQuery>,
  total: SQL.Aliased<number>,
  size: number | Placeholder,
  offset: number | Placeholder | undefined,
): TQuery {
  const page = statement
    .rows(total)
    .orderBy(...statement.orderBy, statement.tieBreaker)
    .limit(size);
  // Drizzle writes no OFFSET for 0 or none.
  return offset === undefined ? page : page.offset(offset);
}

/**
 * The page's statement as pagedQuery runs it but with a constant total, for query-plan tests: the total is an
 * uncorrelated InitPlan, planned on its own, so the page's plan is the same with or without it. The page is the
 * request's, else the first page of the default size.
 */
export function pageRowsQuery<TQuery extends PgSelect>(
  statement: PageStatement<TQuery> & { readonly page?: number; readonly size?: number },
): TQuery {
  const size = statement.size ?? DEFAULT_PAGE_SIZE;
  const offset = pageOffset(statement.page ?? FIRST_PAGE, size);
  return orderedPage(statement, UNCOUNTED, size, offset);
}

/**
 * The page's rows and total from the rows found (each carrying the bounded total): a page past the end (rows
 * deleted since the paginator was drawn) has no row to carry it, so `countPastEnd` counts.
 */
async function pageResult<TRow>(
  found: Array<TRow & { total: number }>,
  offset: number,
  maxOffset: number,
  countPastEnd: () => Promise<number>,
): Promise<PagedResult<Omit<TRow, 'total'>>> {
  let counted: number;
  if (found.length > 0) counted = Number(found[0]?.total ?? 0);
  else if (offset === 0) counted = 0;
  else counted = await countPastEnd();
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: Math.min(counted, maxOffset), isTotalCapped: counted > maxOffset };
}

/** The page's rows, with the total kept since the last change (at most the bound, plus one if more exist). */
function keptPageResult<TRow>(
  found: Array<TRow & { total: number }>,
  keptTotal: number,
  maxOffset: number,
): PagedResult<Omit<TRow, 'total'>> {
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, ...cappedTotal(keptTotal, maxOffset) };
}

export async function pagedQuery<TQuery extends PgSelect>(
  db: DatabaseExecutor,
  request: PagedQueryRequest<TQuery>,
): Promise<PagedResult<Omit<RowOf<TQuery>, 'total'>>> {
  const maxOffset = request.maxOffset ?? MAX_LIST_OFFSET;
  const offset = pageOffset(request.page, request.size);
  if (offset < 0 || offset >= maxOffset) throw pageTooDeep(maxOffset);
  const total = countedTotal(request.matches, maxOffset);
  const found = (await orderedPage(request, total, request.size, offset)) as Array<
    RowOf<TQuery> & { total: number }
  >;
  return pageResult(found, offset, maxOffset, async () => {
    const [row] = await countAloneQuery(db, request.matches, maxOffset);
    return row?.total ?? 0;
  });
}

/**
 * A page read keys first: the page's keys and its bounded total in one statement on the list's own table
 * (`keys`, a page of `{ id }` from `pagedQuery` or `preparedPages`: its filters and sort on that table's indexes,
 * no join), then the page's rows by key (`rowsByIds`: at most a page of primary-key probes with whatever joins the
 * rows need, `preparedRowsByIds`), returned in the keys' order. A deep page then skips `offset` index entries instead of `offset` joined rows with every per-row
 * lookup of their columns (decision 178; the SubOrder Dashboard's decision 166 first). A row deleted between the
 * two statements is left out of the page.
 */
export async function pagedByKeys<TRow extends { id: number }>(
  keys: PagedResult<object>,
  rowsByIds: (ids: number[]) => PromiseLike<TRow[]>,
): Promise<PagedResult<TRow>> {
  // A key page selects `{ id }` (keyPageStatement); its select's type is Drizzle's generic one.
  const ids = keys.rows.map((row) => (row as { id: number }).id);
  const found = ids.length > 0 ? await rowsByIds(ids) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total: keys.total, isTotalCapped: keys.isTotalCapped };
}

/**
 * A list query as its page statement is built from (decision 179). The fields named in `TShape` — the sort, a
 * filter's mode such as 'unassigned' or a flag the statement branches on — keep their values: they decide the
 * statement's text. Every other field is a value the statement takes as a parameter, and the builder sees it as an
 * opaque placeholder: it can test whether the field is set and hand it to Drizzle, never compute or compare with
 * it (TypeScript refuses `query.tier === 'unassigned'` on a placeholder, so a branch on a value cannot slip into a
 * statement built once for every value). `page` and `size` are the statement's own limit and offset.
 */
export type PageStatementQuery<TQuery, TShape extends PropertyKey> = {
  readonly [K in Exclude<keyof TQuery, 'page' | 'size'>]: K extends TShape
    ? TQuery[K]
    : undefined extends TQuery[K]
      ? Placeholder | undefined
      : Placeholder;
};

/**
 * `column = value` when the filter is set (a value, or a prepared page's placeholder), nothing when it is not: an
 * equality filter as a page statement's `and(…)` takes it.
 */
export function equalWhenSet(column: PgColumn, value: number | Placeholder | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

interface PageQuery {
  page: number;
  size: number;
}

export interface PreparedPagesDefinition<
  TQuery extends PageQuery,
  TShape extends PropertyKey,
  TSelect extends PgSelect,
> {
  /** Names the statements (`<name>:<shape>`), for logs and errors. */
  readonly name: string;
  /** The fields whose values decide the statement's text; the sort's field and order always do. */
  readonly shape: readonly TShape[];
  /**
   * The shape's fields that only order the rows (the sort's field and order): the total is the same whatever
   * their values, so one kept total serves every sort of a set of filters (decision 184).
   */
  readonly sortFields?: readonly TShape[];
  /** A parameter's value as the statement takes it, where it is not the query's own (a search's pattern). */
  readonly parameters?: {
    readonly [K in Exclude<keyof TQuery, TShape | 'page' | 'size'>]?: (
      value: Exclude<TQuery[K], undefined>,
    ) => unknown;
  };
  /** The deepest first row served (the list schema's bound). */
  readonly maxOffset?: number;
  /**
   * A query whose best plan depends on its values (a contains search: a common word is found walking the sort's
   * index, a rare one from the trigram index) is run unnamed, planned with them each time (decision 181), instead
   * of through the shape's prepared statement and the generic plan PostgreSQL caches for it. Only for a key page
   * (`keyPageStatement`), whose rows are `{ id }` as the column is named.
   */
  readonly planPerValue?: (query: TQuery) => boolean;
  statement(db: DatabaseExecutor, query: PageStatementQuery<TQuery, TShape>): PageStatement<TSelect>;
}

export interface PreparedPages<TQuery extends PageQuery, TSelect extends PgSelect> {
  /**
   * One page and its total, from the statement prepared for the query's shape. With `totals` (a read outside any
   * transaction), a total counted since the last committed change is taken from there and the page is read
   * without its count (decision 184).
   */
  page(
    db: DatabaseExecutor,
    query: TQuery,
    totals?: ListTotals,
  ): Promise<PagedResult<Omit<RowOf<TSelect>, 'total'>>>;
  /** The page's request with the query's values in it, unprepared: for query-plan tests and one-off reads. */
  request(db: DatabaseExecutor, query: TQuery): PagedQueryRequest<TSelect>;
}

interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

interface PreparedShape {
  page: PreparedStatement;
  /** The filters' matches, for the bounded count alone, prepared when a page past the end first needs it. */
  matches: SQLWrapper;
  count?: PreparedStatement;
}

/** How many shapes of one list are kept prepared per database handle; past it a shape is built per request. */
const MAX_PREPARED_SHAPES = 512;
const SIZE_PARAMETER = '$size';
const OFFSET_PARAMETER = '$offset';

/**
 * A list whose page statement is built by Drizzle once per shape and then only executed (decision 179): building a
 * page's SQL cost about 0.1 ms of the server's 0.5–0.6 ms per list request, and its garbage a share of the
 * collector's. The statement text is what PostgreSQL already kept prepared per connection (decision 091), so
 * plans and answers are unchanged; what goes is the JavaScript that rebuilt the same text on every request.
 * Statements are kept per database handle (a transaction's own are dropped with it).
 *
 *   export const userPages = preparedPages<UserPageRequest, 'sortField' | 'sortOrder'>()({ name, shape, statement })
 *
 * (the query's type and shape are given, the select's type is inferred from `statement`).
 */
export function preparedPages<TQuery extends PageQuery, TShape extends PropertyKey>() {
  return <TSelect extends PgSelect>(definition: PreparedPagesDefinition<TQuery, TShape, TSelect>) =>
    preparedPagesOf(definition);
}

function preparedPagesOf<TQuery extends PageQuery, TShape extends PropertyKey, TSelect extends PgSelect>(
  definition: PreparedPagesDefinition<TQuery, TShape, TSelect>,
): PreparedPages<TQuery, TSelect> {
  const shapeFields = new Set<PropertyKey>(definition.shape);
  const sortFields = new Set<PropertyKey>(definition.sortFields ?? []);
  const transforms = (definition.parameters ?? {}) as Record<
    string,
    ((value: unknown) => unknown) | undefined
  >;
  const maxOffset = definition.maxOffset ?? MAX_LIST_OFFSET;
  const prepared = new WeakMap<DatabaseExecutor, Map<string, PreparedShape>>();

  /**
   * The query's shape key and its parameters' values, and the key of its total: the list, the shape's filters
   * and every parameter's value — not the page, the size or the sort, which do not change the total.
   */
  function shapeOf(query: TQuery) {
    const values: Record<string, unknown> = {};
    const key: string[] = [];
    const totalKey: string[] = [definition.name];
    for (const field of Object.keys(query).sort()) {
      const value: unknown = (query as Record<string, unknown>)[field];
      if (field === 'page' || field === 'size' || value === undefined) continue;
      if (shapeFields.has(field)) {
        const entry = `${field}=${JSON.stringify(value)}`;
        key.push(entry);
        if (!sortFields.has(field)) totalKey.push(entry);
      } else {
        values[field] = transforms[field]?.(value) ?? value;
        key.push(field);
        totalKey.push(`${field}=${JSON.stringify(values[field])}`);
      }
    }
    return { key: key.join('&'), values, totalKey: totalKey.join('&') };
  }

  /**
   * The query the builder sees: the shape's fields as they are, each parameter a placeholder, or, for an
   * unprepared request, its value bound as a parameter (the builder treats both alike: it can only pass them on).
   */
  function boundQuery(query: TQuery, values: Record<string, unknown>, isPrepared: boolean) {
    const bound: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(query)) {
      if (field === 'page' || field === 'size' || value === undefined) continue;
      if (shapeFields.has(field)) bound[field] = value;
      else bound[field] = isPrepared ? sql.placeholder(field) : sql.param(values[field]);
    }
    return bound as PageStatementQuery<TQuery, TShape>;
  }

  function prepare(
    db: DatabaseExecutor,
    query: TQuery,
    { key, values }: { key: string; values: Record<string, unknown> },
    { hasOffset, isCounted }: { hasOffset: boolean; isCounted: boolean },
  ): PreparedShape {
    const name = `${definition.name}:${key}`;
    let shapes = prepared.get(db);
    const cached = shapes?.get(key);
    if (cached) return cached;
    const statement = definition.statement(db, boundQuery(query, values, true));
    const total = isCounted ? countedTotal(statement.matches, maxOffset) : UNCOUNTED;
    const page = withCompiledRowMapper(
      orderedPage(
        statement,
        total,
        sql.placeholder(SIZE_PARAMETER),
        hasOffset ? sql.placeholder(OFFSET_PARAMETER) : undefined,
      ).prepare(name),
    ) as unknown as PreparedStatement;
    const entry: PreparedShape = { page, matches: statement.matches };
    if (!shapes) {
      shapes = new Map();
      prepared.set(db, shapes);
    }
    if (shapes.size < MAX_PREPARED_SHAPES) shapes.set(key, entry);
    return entry;
  }

  /**
   * The page planned with the query's values (`planPerValue`): built for this request, run unnamed; counted
   * unless the total is kept.
   */
  async function pagePlannedPerValue(
    db: DatabaseExecutor,
    request: PagedQueryRequest<TSelect>,
    offset: number,
    keptTotal: number | undefined,
  ) {
    const total = keptTotal === undefined ? countedTotal(request.matches, maxOffset) : UNCOUNTED;
    const found = await selectPlannedPerValue<RowOf<TSelect> & { total: number }>(
      db,
      orderedPage(request, total, request.size, offset === 0 ? undefined : offset),
    );
    if (keptTotal !== undefined) return keptPageResult(found, keptTotal, maxOffset);
    return pageResult(found, offset, maxOffset, async () => {
      const [row] = await selectPlannedPerValue<{ total: number }>(
        db,
        countAloneQuery(db, request.matches, maxOffset),
      );
      return row?.total ?? 0;
    });
  }

  /** The page's rows, and its total unless `keptTotal` is given, from the shape's prepared statement. */
  async function preparedPage(
    db: DatabaseExecutor,
    query: TQuery,
    { key: filterKey, values }: ReturnType<typeof shapeOf>,
    offset: number,
    keptTotal: number | undefined,
  ) {
    // The first page has no OFFSET clause at all, as Drizzle writes it for offset 0: a plan PostgreSQL caches
    // for the statement then knows it reads from the start. A page whose total is kept is its own statement.
    const isCounted = keptTotal === undefined;
    const key = `${filterKey}${offset === 0 ? '' : `&${OFFSET_PARAMETER}`}${isCounted ? '' : '&uncounted'}`;
    const shape = prepare(db, query, { key, values }, { hasOffset: offset !== 0, isCounted });
    const found = (await shape.page.execute({
      ...values,
      [SIZE_PARAMETER]: query.size,
      [OFFSET_PARAMETER]: offset,
    })) as Array<RowOf<TSelect> & { total: number }>;
    if (!isCounted) return keptPageResult(found, keptTotal, maxOffset);
    return pageResult(found, offset, maxOffset, async () => {
      shape.count ??= countAloneQuery(db, shape.matches, maxOffset).prepare(
        `${definition.name}:${key}:count`,
      ) as unknown as PreparedStatement;
      const [row] = (await shape.count.execute(values)) as Array<{ total: number }>;
      return row?.total ?? 0;
    });
  }

  const pages: PreparedPages<TQuery, TSelect> = {
    async page(db, query, totals) {
      const offset = pageOffset(query.page, query.size);
      if (offset < 0 || offset >= maxOffset) throw pageTooDeep(maxOffset);
      const queryShape = shapeOf(query);
      const kept = totals?.get(queryShape.totalKey);
      const keptTotal = typeof kept === 'number' ? kept : undefined;
      const token = totals?.token() ?? 0;
      const result = definition.planPerValue?.(query)
        ? await pagePlannedPerValue(db, pages.request(db, query), offset, keptTotal)
        : await preparedPage(db, query, queryShape, offset, keptTotal);
      if (keptTotal === undefined) {
        // What was counted: at most the bound, plus one when more exist.
        totals?.remember(queryShape.totalKey, result.isTotalCapped ? maxOffset + 1 : result.total, token);
      }
      return result;
    },
    request(db, query) {
      return {
        ...definition.statement(db, boundQuery(query, shapeOf(query).values, false)),
        page: query.page,
        size: query.size,
        maxOffset,
      };
    },
  };
  return pages;
}

/**
 * The statement of a page read keys first (decision 178): the table's ids and the bounded total in the sort's
 * order, the filters on the table alone, nothing joined.
 */
export function keyPageStatement(
  db: DatabaseExecutor,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  sort: { orderBy: readonly SQL[]; tieBreaker: SQL },
): PageStatement<PgSelect> {
  const source: PgTable = table;
  return {
    matches: db
      .select({ one: sql`1` })
      .from(source)
      .where(where),
    rows: (total) => db.select({ id: table.id, total }).from(source).where(where).$dynamic(),
    ...sort,
  };
}

/**
 * Rows by id as a list's page shows them, kept since the last committed change (decision 190): with `kept` (a read
 * outside any transaction), a row read since then answers from there and only the others are read by `read` (all
 * of them at once) and kept under `name` and their id; without it, `read` reads them all. Kept rows are shared by
 * every later call: they are frozen, and a caller maps them into its answer, never changes them. `name` names what
 * `read` returns: one name, one shape of row. In no particular order.
 */
export async function keptRowsByIds<TRow extends { id: number }>(
  kept: KeptReads | undefined,
  name: string,
  ids: readonly number[],
  read: (ids: readonly number[]) => PromiseLike<TRow[]>,
): Promise<TRow[]> {
  if (!kept) return read(ids);
  const rows: TRow[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    // Stored under its own key by this function only, for this name: the value is a row `read` returned.
    const row = kept.get(`${name}#${id}`) as TRow | undefined;
    if (row === undefined) missing.push(id);
    else rows.push(row);
  }
  if (missing.length === 0) return rows;
  const token = kept.token();
  for (const row of await read(missing)) {
    kept.remember(`${name}#${row.id}`, Object.freeze(row), token);
    rows.push(row);
  }
  return rows;
}

/**
 * A select of rows by primary key, `ids` bound as one array parameter (`id = any($1)`), built once per database
 * handle and then only executed (decision 179): the second statement of a page read keys first.
 *
 * With `kept` (a list read outside any transaction), a row read since the last committed change answers from there
 * and only the others are read (decision 190): the page's keys still come from the indexes on every call, so any
 * page, sort and filter is answered as the database has it now, with the rows as they were at the last change.
 * Kept rows are shared by every later call: they are frozen, and a caller maps them into its answer, never changes
 * them.
 */
export function preparedRowsByIds<
  TSelect extends PromiseLike<Array<{ id: number }>> & { prepare(name: string): unknown },
>(name: string, build: (db: DatabaseExecutor, ids: SQLWrapper) => TSelect) {
  type Row = Awaited<TSelect>[number];
  const prepared = new WeakMap<DatabaseExecutor, PreparedStatement>();

  async function execute(db: DatabaseExecutor, ids: readonly number[]): Promise<Row[]> {
    let statement = prepared.get(db);
    if (!statement) {
      statement = withCompiledRowMapper(build(db, sql.placeholder('ids')).prepare(name)) as PreparedStatement;
      prepared.set(db, statement);
    }
    return (await statement.execute({ ids: [...ids] })) as Row[];
  }

  return {
    /** The rows of these ids, in no particular order; with `kept`, those read since the last change from there. */
    rows(db: DatabaseExecutor, ids: readonly number[], kept?: KeptReads): Promise<Row[]> {
      return keptRowsByIds(kept, name, ids, (missing) => execute(db, missing));
    },
    /** The same select with the ids bound, unprepared: for query-plan tests. */
    query(db: DatabaseExecutor, ids: readonly number[]): TSelect {
      return build(db, sql.param([...ids]));
    },
  };
}
