import { and, asc, desc, eq, exists, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import {
  COUNTED_ITEM_STATUS_IDS,
  MAX_LIST_OFFSET,
  pageOffset,
  QuoteBoardColumn,
  QuoteEntityType,
  QuoteReturnStatus,
  QuoteStatus,
  ALL_STAFF,
  type GenericQuoteQuery,
  type GenericQuoteRow,
  type QuoteBoardColumnId,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import { foldedContains } from '../../db/search-fold';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { appUser, company, quote, quoteItem, quoteRequest, standardizedQuote } from '../../db/schema';

const ownerUser = alias(appUser, 'board_owner_user');
const buyerUser = alias(appUser, 'board_buyer_user');

/** The filters the board, the table and the call list share (contracts `quoteBoardFilters`), as parsed. */
export interface BoardFilters {
  readonly search?: string | undefined;
  readonly publishedWithin?: number | undefined;
  readonly ownerUserId?: number | undefined;
  readonly buyerCompanyId?: number | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'CQ-10001', 'cq10001' or '10001' is a quote number; anything else a text of the job, reference or client. */
function quoteNumberOf(search: string): number | undefined {
  const digits = search.replace(/^(qr|sq|cq)-?(?=\d)/i, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * The search on one stage: its own quote number, or the request's folded text (its trigram index). A stage other
 * than the request reaches the request by the job's number, which every stage shares (decision 129) and each
 * stage has a unique index on, so the match is an index probe per request found, never a scan of the stage.
 */
function searchWhere(search: string | undefined, stageNumber: PgColumn, isRequest: boolean): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const number = quoteNumberOf(text);
  if (number !== undefined) return eq(stageNumber, number);
  const contains = foldedContains(quoteRequest.searchText, text);
  return isRequest ? contains : requestNumbersWhere(stageNumber, contains);
}

/**
 * A stage's rows whose request matches: the matching requests' numbers, gathered once, probe the stage's unique
 * number index (`= any(array(…))` is an index condition, where a join may read the whole stage to hash it).
 */
function requestNumbersWhere(stageNumber: PgColumn, requestWhere: SQL): SQL {
  return sql`${stageNumber} = any(array(select ${quoteRequest.quoteNumber} from ${quoteRequest} where ${requestWhere}))`;
}

/** A timestamp as the ISO text the API sends, computed by the database so both engines answer alike. */
function isoText(column: SQL | PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** First and last name when both are known, else the email (spec 001 §3 owner view). */
function userName(user: typeof ownerUser | typeof buyerUser): SQL<string> {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

// ——— The board (quoteCards) ———

const R = QuoteReturnStatus.ids;
const Q = QuoteStatus.ids;
const C = QuoteBoardColumn.ids;

/** Which quotes a board column holds (decision 156). */
export function boardColumnWhere(column: QuoteBoardColumnId): SQL {
  switch (column) {
    case C.WIP:
      return eq(quote.statusId, Q.WIP);
    case C.AWAITING_RETURN:
      return and(eq(quote.statusId, Q.COMPLETE), ne(quote.returnStatusId, R.RETURNED)) as SQL;
    case C.RETURNED:
      return and(eq(quote.statusId, Q.COMPLETE), eq(quote.returnStatusId, R.RETURNED)) as SQL;
    case C.PROCESSED:
      return eq(quote.statusId, Q.PROCESSED);
    case C.CANCELLED:
      return eq(quote.statusId, Q.CANCELLED);
  }
}

/** The board's and the call list's filters on the quote table itself (its buyer, owner and published indexes). */
export function quoteFiltersWhere(filters: BoardFilters, now: Date): SQL | undefined {
  return and(
    searchWhere(filters.search, quote.quoteNumber, false),
    filters.ownerUserId === undefined ? undefined : eq(quote.ownerUserId, filters.ownerUserId),
    filters.buyerCompanyId === undefined ? undefined : eq(quote.buyerCompanyId, filters.buyerCompanyId),
    filters.publishedWithin === undefined
      ? undefined
      : gte(quote.publishedAt, new Date(now.getTime() - filters.publishedWithin * DAY_MS)),
  );
}

const countedStatuses = sql.raw(COUNTED_ITEM_STATUS_IDS.join(', '));

const cardFields = {
  id: quote.id,
  quoteNumber: quote.quoteNumber,
  jobName: quote.jobName,
  buyerCompanyId: quote.buyerCompanyId,
  buyerCompanyName: company.name,
  ownerUserId: ownerUser.id,
  ownerFirstName: ownerUser.firstName,
  ownerLastName: ownerUser.lastName,
  ownerAvatarFileName: ownerUser.avatarFileName,
  statusId: quote.statusId,
  returnStatusId: quote.returnStatusId,
  // Per card, on the (quote, sequence) index: read for the column's cards only.
  itemCount: sql<number>`(select count(*)::int from ${quoteItem} where ${quoteItem.quoteId} = ${quote.id})`,
  buyerSubtotal: sql<number>`(select coalesce(sum(${quoteItem.buyerPrice}), 0)::float8 from ${quoteItem}
    where ${quoteItem.quoteId} = ${quote.id} and ${quoteItem.statusId} in (${countedStatuses}))`,
  publishedAt: quote.publishedAt,
  returnedAt: quote.returnedAt,
  updatedAt: quote.updatedAt,
  version: quote.version,
};

/**
 * One column's first `limit` cards, newest job first (the (status, quote number) index), and how many cards the
 * column has under the filters: one statement (decision 085's paged query).
 */
export function columnCardsRequest(
  db: DatabaseExecutor,
  column: QuoteBoardColumnId,
  filters: BoardFilters,
  limit: number,
  now: Date,
) {
  const where = and(boardColumnWhere(column), quoteFiltersWhere(filters, now));
  return {
    page: 1,
    size: limit,
    matches: db
      .select({ one: sql`1` })
      .from(quote)
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      db
        .select({ ...cardFields, total })
        .from(quote)
        .innerJoin(company, eq(company.id, quote.buyerCompanyId))
        .leftJoin(ownerUser, eq(ownerUser.id, quote.ownerUserId))
        .where(where)
        .$dynamic(),
    orderBy: [desc(quote.quoteNumber)],
    tieBreaker: desc(quote.id),
  } satisfies PagedQueryRequest<PgSelect>;
}

export function findColumnCards(
  db: DatabaseExecutor,
  column: QuoteBoardColumnId,
  filters: BoardFilters,
  limit: number,
  now: Date,
) {
  return pagedQuery(db, columnCardsRequest(db, column, filters, limit, now));
}

// ——— The follow-up calls (quoteCalls) ———

/** Published quotes still awaiting the buyer's return, longest waiting first (the published index). */
export async function findQuoteCalls(db: DatabaseExecutor, filters: BoardFilters, limit: number, now: Date) {
  const where = and(
    eq(quote.statusId, Q.COMPLETE),
    eq(quote.returnStatusId, R.PENDING),
    quoteFiltersWhere(filters, now),
  );
  const request = {
    page: 1,
    size: limit,
    matches: db
      .select({ one: sql`1` })
      .from(quote)
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      db
        .select({
          id: quote.id,
          quoteNumber: quote.quoteNumber,
          jobName: quote.jobName,
          buyerCompanyName: company.name,
          buyerUserName: userName(buyerUser),
          buyerEmail: buyerUser.email,
          buyerPhoneNumber: buyerUser.phoneNumber,
          ownerUserId: ownerUser.id,
          ownerFirstName: ownerUser.firstName,
          ownerLastName: ownerUser.lastName,
          ownerAvatarFileName: ownerUser.avatarFileName,
          revision: quote.revision,
          publishedAt: quote.publishedAt,
          version: quote.version,
          total,
        })
        .from(quote)
        .innerJoin(company, eq(company.id, quote.buyerCompanyId))
        .innerJoin(buyerUser, eq(buyerUser.id, quote.buyerUserId))
        .leftJoin(ownerUser, eq(ownerUser.id, quote.ownerUserId))
        .where(where)
        .$dynamic(),
    orderBy: [asc(quote.publishedAt)],
    tieBreaker: asc(quote.id),
  } satisfies PagedQueryRequest<PgSelect>;
  return pagedQuery(db, request);
}

// ——— The table (genericQuoteView): the three stages in one list ———

const E = QuoteEntityType.ids;

/** One stage's columns, as the union's branches line them up. */
interface StageBranch {
  readonly entityTypeId: number;
  readonly code: 'QR' | 'SQ' | 'CQ';
  readonly id: PgColumn;
  readonly quoteNumber: PgColumn;
  readonly jobName: PgColumn;
  readonly buyerCompanyId: PgColumn;
  /** The buyer filter, through an index of the stage or of its request. */
  readonly buyerWhere: (buyerCompanyId: number) => SQL;
  readonly ownerUserId: PgColumn;
  readonly statusId: PgColumn;
  readonly returnStatusId: PgColumn | null;
  readonly publishedAt: PgColumn | null;
  readonly createdAt: PgColumn;
  readonly updatedAt: PgColumn;
  /** `from …` with the joins the row needs (the buyer company, the owner, for a standardized quote its request). */
  readonly from: SQL;
  readonly isRequest: boolean;
}

const BRANCHES: readonly StageBranch[] = [
  {
    entityTypeId: E.QUOTE_REQUEST,
    code: 'QR',
    id: quoteRequest.id,
    quoteNumber: quoteRequest.quoteNumber,
    jobName: quoteRequest.jobName,
    buyerCompanyId: quoteRequest.buyerCompanyId,
    buyerWhere: (buyerCompanyId) => eq(quoteRequest.buyerCompanyId, buyerCompanyId),
    ownerUserId: quoteRequest.ownerUserId,
    statusId: quoteRequest.statusId,
    returnStatusId: null,
    publishedAt: null,
    createdAt: quoteRequest.createdAt,
    updatedAt: quoteRequest.updatedAt,
    from: sql`${quoteRequest}`,
    isRequest: true,
  },
  {
    entityTypeId: E.STANDARDIZED_QUOTE,
    code: 'SQ',
    id: standardizedQuote.id,
    quoteNumber: standardizedQuote.quoteNumber,
    jobName: quoteRequest.jobName,
    // Its buyer is its request's (decision 129): the request's (buyer, number) index serves the filter.
    buyerCompanyId: quoteRequest.buyerCompanyId,
    buyerWhere: (buyerCompanyId) =>
      requestNumbersWhere(standardizedQuote.quoteNumber, eq(quoteRequest.buyerCompanyId, buyerCompanyId)),
    ownerUserId: standardizedQuote.ownerUserId,
    statusId: standardizedQuote.statusId,
    returnStatusId: null,
    publishedAt: null,
    createdAt: standardizedQuote.createdAt,
    updatedAt: standardizedQuote.updatedAt,
    from: sql`${standardizedQuote} inner join ${quoteRequest} on ${quoteRequest.id} = ${standardizedQuote.quoteRequestId}`,
    isRequest: false,
  },
  {
    entityTypeId: E.QUOTE,
    code: 'CQ',
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    jobName: quote.jobName,
    buyerCompanyId: quote.buyerCompanyId,
    buyerWhere: (buyerCompanyId) => eq(quote.buyerCompanyId, buyerCompanyId),
    ownerUserId: quote.ownerUserId,
    statusId: quote.statusId,
    returnStatusId: quote.returnStatusId,
    publishedAt: quote.publishedAt,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
    from: sql`${quote}`,
    isRequest: false,
  },
];

/** The branches a query reads: a stage filter keeps one; published-within keeps the only stage ever published. */
function branchesOf(query: GenericQuoteQuery): StageBranch[] {
  return BRANCHES.filter(
    (branch) =>
      (query.entityTypeId === undefined || query.entityTypeId === branch.entityTypeId) &&
      (query.publishedWithin === undefined || branch.publishedAt !== null),
  );
}

function branchWhere(branch: StageBranch, query: GenericQuoteQuery, now: Date): SQL {
  const conditions = [
    searchWhere(query.search, branch.quoteNumber, branch.isRequest),
    query.statusId === undefined ? undefined : eq(branch.statusId, query.statusId),
    query.ownerUserId === undefined ? undefined : eq(branch.ownerUserId, query.ownerUserId),
    query.buyerCompanyId === undefined ? undefined : branch.buyerWhere(query.buyerCompanyId),
    query.publishedWithin === undefined || branch.publishedAt === null
      ? undefined
      : gte(branch.publishedAt, new Date(now.getTime() - query.publishedWithin * DAY_MS)),
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** A branch's own order: what its indexes serve ((number), (status, number)), in the page's direction. */
function branchOrder(branch: StageBranch, query: GenericQuoteQuery): SQL {
  const direction = sql.raw(query.sortOrder === 'desc' ? 'desc' : 'asc');
  return query.sortField === 'statusId'
    ? sql`${branch.statusId} ${direction}, ${branch.quoteNumber} ${direction}`
    : sql`${branch.quoteNumber} ${direction}`;
}

/** The page's order over the union, ending in the row's unique key (stage, number) so pages never overlap. */
function unionOrder(query: GenericQuoteQuery): SQL {
  const direction = query.sortOrder === 'desc' ? 'desc' : 'asc';
  const keys: Record<GenericQuoteQuery['sortField'], readonly string[]> = {
    quoteNumber: ['quote_number', 'entity_type_id'],
    entityTypeId: ['entity_type_id', 'quote_number'],
    statusId: ['status_id', 'quote_number', 'entity_type_id'],
  };
  return sql.raw(keys[query.sortField].map((key) => `${key} ${direction}`).join(', '));
}

/**
 * One branch of the union: its rows in the page's order, at most `limit` of them (the page's end), each with the
 * buyer company's and the owner's names. Each branch walks its own index and stops after `limit` rows.
 */
function branchRows(branch: StageBranch, query: GenericQuoteQuery, limit: number, now: Date): SQL {
  const nullable = (column: PgColumn | null, cast: string) =>
    column === null ? sql.raw(`null::${cast}`) : sql`${column}`;
  const published = branch.publishedAt === null ? sql.raw('null::text') : isoText(branch.publishedAt);
  return sql`(select ${sql.raw(String(branch.entityTypeId))}::int as entity_type_id,
      ${branch.code}::text || '-' || ${branch.id} as key,
      ${branch.id}::int as id,
      ${branch.quoteNumber}::int as quote_number,
      ${branch.jobName} as job_name,
      ${branch.buyerCompanyId}::int as buyer_company_id,
      ${company.name} as buyer_company_name,
      ${branch.ownerUserId}::int as owner_user_id,
      case when ${ownerUser.id} is null then null else ${userName(ownerUser)} end as owner_user_name,
      ${branch.statusId}::int as status_id,
      ${nullable(branch.returnStatusId, 'int')} as return_status_id,
      ${published} as published_at,
      ${isoText(branch.createdAt)} as created_at,
      ${isoText(branch.updatedAt)} as updated_at
    from ${branch.from}
    inner join ${company} on ${company.id} = ${branch.buyerCompanyId}
    left join ${appUser} ${ownerUser} on ${ownerUser.id} = ${branch.ownerUserId}
    where ${branchWhere(branch, query, now)}
    order by ${branchOrder(branch, query)}
    limit ${sql.raw(String(limit))})`;
}

/** How many rows a branch matches, counting at most `cap` (the paged lists' bounded total, decision 085). */
function branchCount(branch: StageBranch, query: GenericQuoteQuery, cap: number, now: Date): SQL {
  return sql`(select count(*)::int from (select 1 from ${branch.from}
    where ${branchWhere(branch, query, now)} limit ${sql.raw(String(cap))}) as matched)`;
}

interface GenericRowRecord {
  entity_type_id: number;
  key: string;
  id: number;
  quote_number: number;
  job_name: string;
  buyer_company_id: number;
  buyer_company_name: string;
  owner_user_id: number | null;
  owner_user_name: string | null;
  status_id: number;
  return_status_id: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  total: number;
}

/** The bounded total of the matches of every branch the query reads. */
function unionTotal(query: GenericQuoteQuery, now: Date): SQL {
  const cap = MAX_LIST_OFFSET;
  return sql.join(
    branchesOf(query).map((branch) => branchCount(branch, query, cap + 1, now)),
    sql` + `,
  );
}

/**
 * The page's statement: each stage's first rows, merged, ordered and cut to the page; the bounded total beside
 * (an uncorrelated subquery run once). Query-plan tests leave the total out (`withTotal` false), as
 * `pageRowsQuery` does for the other lists: the count is planned on its own.
 */
export function genericPageQuery(query: GenericQuoteQuery, now: Date, withTotal = true): SQL | null {
  const branches = branchesOf(query);
  if (branches.length === 0) return null;
  const offset = pageOffset(query.page, query.size);
  const union = sql.join(
    branches.map((branch) => branchRows(branch, query, offset + query.size, now)),
    sql` union all `,
  );
  const total = withTotal ? unionTotal(query, now) : sql`0`;
  return sql`select generic.*, (${total}) as total from (${union}) as generic
    order by ${unionOrder(query)}
    limit ${sql.raw(String(query.size))} offset ${sql.raw(String(offset))}`;
}

export async function findGenericQuotePage(db: DatabaseExecutor, query: GenericQuoteQuery, now: Date) {
  const statement = genericPageQuery(query, now);
  const cap = MAX_LIST_OFFSET;
  if (statement === null) return { rows: [], total: 0, isTotalCapped: false };
  let records = rowsOf<GenericRowRecord>(await db.execute(statement));
  let counted = records[0]?.total;
  if (counted === undefined && query.page === 1) counted = 0;
  if (counted === undefined) {
    // A page past the end: no row carries the total, so count on its own.
    records = [];
    counted = Number(
      rowsOf<{ total: number }>(await db.execute(sql`select (${unionTotal(query, now)}) as total`))[0]?.total,
    );
  }
  const rows: GenericQuoteRow[] = records.map((record) => ({
    key: record.key,
    entityTypeId: Number(record.entity_type_id),
    id: Number(record.id),
    quoteNumber: Number(record.quote_number),
    jobName: record.job_name,
    buyerCompanyId: Number(record.buyer_company_id),
    buyerCompanyName: record.buyer_company_name,
    ownerUserId: record.owner_user_id === null ? null : Number(record.owner_user_id),
    ownerUserName: record.owner_user_name,
    statusId: Number(record.status_id),
    returnStatusId: record.return_status_id === null ? null : Number(record.return_status_id),
    publishedAt: record.published_at,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  }));
  const total = Number(counted);
  return { rows, total: Math.min(total, cap), isTotalCapped: total > cap };
}

// ——— The table's filter options (genericQuoteFilter) ———

/** Staff who own a quote of any stage: each stage's owner index answers 'does this user own one'. */
export async function findQuoteOwners(db: DatabaseExecutor) {
  const ownsOne = (table: typeof quoteRequest | typeof standardizedQuote | typeof quote) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.ownerUserId, appUser.id)),
    );
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      avatarFileName: appUser.avatarFileName,
    })
    .from(appUser)
    .where(
      and(
        inArray(appUser.roleId, [...ALL_STAFF]),
        or(ownsOne(quoteRequest), ownsOne(standardizedQuote), ownsOne(quote)),
      ),
    )
    .orderBy(asc(sql`lower(${appUser.firstName})`), asc(sql`lower(${appUser.lastName})`), asc(appUser.id));
}
