import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { QuoteRequestListQuery, QuoteRequestRow } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  province,
  quote,
  quoteMatchedItem,
  quoteRequest,
  standardizedQuote,
} from '../../db/schema';
import { toCoordinates } from '../../lib/addresses';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { quoteListWhere } from './quote-list-filters';

/** The values a request row is written with (decision 129). */
export type QuoteRequestValues = Omit<
  typeof quoteRequest.$inferInsert,
  'id' | 'quoteNumber' | 'version' | 'createdAt' | 'updatedAt' | 'searchText'
>;

const buyerUser = alias(appUser, 'buyer_user');
const ownerUser = alias(appUser, 'owner_user');

/** 'First Last', or the e-mail when a name is missing (spec 001 §3: the owner's name needs both parts). */
function userNameSql(user: { firstName: PgColumn; lastName: PgColumn; email: PgColumn }): SQL<string> {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

const rowFields = {
  id: quoteRequest.id,
  quoteNumber: quoteRequest.quoteNumber,
  referenceNumber: quoteRequest.referenceNumber,
  jobName: quoteRequest.jobName,
  buyerCompanyId: quoteRequest.buyerCompanyId,
  buyerCompanyName: company.name,
  buyerUserId: quoteRequest.buyerUserId,
  buyerUserName: userNameSql(buyerUser),
  ownerUserId: quoteRequest.ownerUserId,
  ownerUserName: sql<string | null>`${userNameSql(ownerUser)}`,
  statusId: quoteRequest.statusId,
  matchingStatusId: quoteRequest.matchingStatusId,
  requestPurposeId: quoteRequest.requestPurposeId,
  deliveryMethodId: quoteRequest.deliveryMethodId,
  city: quoteRequest.city,
  provinceId: quoteRequest.provinceId,
  provinceName: province.name,
  approxJobDate: quoteRequest.approxJobDate,
  quoteBackDate: quoteRequest.quoteBackDate,
  qto: quoteRequest.qto,
  standardizedQuoteId: standardizedQuote.id,
  createdAt: quoteRequest.createdAt,
  updatedAt: quoteRequest.updatedAt,
  version: quoteRequest.version,
};

const detailFields = {
  ...rowFields,
  email: quoteRequest.email,
  deliveryAddress: quoteRequest.deliveryAddress,
  postalCode: quoteRequest.postalCode,
  countryId: quoteRequest.countryId,
  latitude: quoteRequest.latitude,
  longitude: quoteRequest.longitude,
  details: quoteRequest.details,
  clientName: quoteRequest.clientName,
  matchingProblems: quoteRequest.matchingProblems,
  matchingFinishedAt: quoteRequest.matchingFinishedAt,
  /** How many lines the engine's last run read (quote_matched_item_request_sequence_index). */
  matchedLineCount:
    sql<number>`(select count(*)::int from ${quoteMatchedItem} where ${quoteMatchedItem.quoteRequestId} = ${quoteRequest.id})`.mapWith(
      Number,
    ),
};

/** The joins every read of a request needs: its buyer, users, province and standardized quote. */
function withJoins<TSelect extends PgSelect>(select: TSelect): TSelect {
  return select
    .innerJoin(company, eq(company.id, quoteRequest.buyerCompanyId))
    .innerJoin(buyerUser, eq(buyerUser.id, quoteRequest.buyerUserId))
    .leftJoin(ownerUser, eq(ownerUser.id, quoteRequest.ownerUserId))
    .leftJoin(province, eq(province.id, quoteRequest.provinceId))
    .leftJoin(standardizedQuote, eq(standardizedQuote.quoteRequestId, quoteRequest.id)) as unknown as TSelect;
}

type Row = Awaited<ReturnType<typeof findQuoteRequestRow>>;

function toRow(record: {
  createdAt: Date;
  updatedAt: Date;
  buyerUserName: string;
  ownerUserName: string | null;
}) {
  return {
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Sort expressions; each leads an index of the table (schema/quotes.ts) or is a join's column. */
const SORTS: Record<QuoteRequestListQuery['sortField'], SQL | typeof quoteRequest.id> = {
  quoteNumber: sql`${quoteRequest.quoteNumber}`,
  jobName: sql`lower(${quoteRequest.jobName})`,
  buyerCompanyName: sql`lower(${company.name})`,
  statusId: sql`${quoteRequest.statusId}`,
  quoteBackDate: sql`${quoteRequest.quoteBackDate}`,
  approxJobDate: sql`${quoteRequest.approxJobDate}`,
  createdAt: sql`${quoteRequest.createdAt}`,
  updatedAt: sql`${quoteRequest.updatedAt}`,
};

export function quoteRequestPageRequest(db: DatabaseExecutor, query: QuoteRequestListQuery) {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const where = and(
    quoteListWhere(query, quoteRequest),
    query.qto !== undefined ? eq(quoteRequest.qto, query.qto) : undefined,
  );
  return {
    page: query.page,
    size: query.size,
    // Every filter reads the request's own columns, so the count needs no join.
    matches: db
      .select({ one: sql`1` })
      .from(quoteRequest)
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      withJoins(
        db
          .select({ ...rowFields, total })
          .from(quoteRequest)
          .$dynamic(),
      ).where(where),
    orderBy: [direction(SORTS[query.sortField])],
    tieBreaker: direction(quoteRequest.id),
  } satisfies PagedQueryRequest<PgSelect>;
}

export async function listQuoteRequests(db: DatabaseExecutor, query: QuoteRequestListQuery) {
  const found = await pagedQuery(db, quoteRequestPageRequest(db, query));
  return {
    ...found,
    rows: found.rows.map((record) => toRow(record as Parameters<typeof toRow>[0]) as QuoteRequestRow),
  };
}

export async function findQuoteRequestRow(db: DatabaseExecutor, id: number) {
  const [record] = await withJoins(db.select(detailFields).from(quoteRequest).$dynamic()).where(
    eq(quoteRequest.id, id),
  );
  if (!record) return undefined;
  const { latitude, longitude, matchingFinishedAt, ...rest } = toRow(record) as typeof record & {
    createdAt: string;
    updatedAt: string;
  };
  return {
    ...rest,
    matchingFinishedAt: matchingFinishedAt?.toISOString() ?? null,
    spatialDeliveryAddress: toCoordinates(latitude, longitude),
  };
}
export type QuoteRequestRecord = NonNullable<Row>;

/** The request's row as stored, for the action log's old values and the rules. */
export async function findStoredQuoteRequest(db: DatabaseExecutor, id: number) {
  const [record] = await db.select().from(quoteRequest).where(eq(quoteRequest.id, id));
  return record;
}

export async function insertQuoteRequest(db: DatabaseExecutor, values: QuoteRequestValues) {
  const [inserted] = await db
    .insert(quoteRequest)
    .values(values)
    .returning({ id: quoteRequest.id, quoteNumber: quoteRequest.quoteNumber });
  if (!inserted) throw new Error('quote request insert returned no row');
  return inserted;
}

export async function deleteQuoteRequest(db: DatabaseExecutor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quoteRequest)
    .where(eq(quoteRequest.id, id))
    .returning({ id: quoteRequest.id });
  return deleted.length > 0;
}

/** The buyer company's type and the buyer user's company and role, for the request's rules. */
export async function findParties(db: DatabaseExecutor, buyerCompanyId: number, userIds: number[]) {
  const [buyerCompany] = await db
    .select({ id: company.id, companyTypeId: company.companyTypeId })
    .from(company)
    .where(eq(company.id, buyerCompanyId));
  const users =
    userIds.length === 0
      ? []
      : await db
          .select({ id: appUser.id, companyId: appUser.companyId, roleId: appUser.roleId })
          .from(appUser)
          .where(sql`${appUser.id} in ${userIds}`);
  return { buyerCompany, users };
}

/** The standardized quote of a request and the quote it produced, if any. */
export async function findStandardization(db: DatabaseExecutor, quoteRequestId: number) {
  const [record] = await db
    .select({ standardizedQuoteId: standardizedQuote.id, quoteId: quote.id })
    .from(standardizedQuote)
    .leftJoin(quote, eq(quote.standardizedQuoteId, standardizedQuote.id))
    .where(eq(standardizedQuote.quoteRequestId, quoteRequestId));
  return record;
}

export async function deleteStandardizedQuoteOf(db: DatabaseExecutor, quoteRequestId: number) {
  await db.delete(standardizedQuote).where(eq(standardizedQuote.quoteRequestId, quoteRequestId));
}
