import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { StandardizedQuoteListQuery, StandardizedQuoteRow } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  product,
  productSize,
  province,
  quote,
  quoteItem,
  quoteMatchedItem,
  quoteRequest,
  standardizedQuote,
  standardizedQuoteItem,
  standardizedQuoteItemSpec,
} from '../../db/schema';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { quoteListWhere } from '../quote-requests';

const ownerUser = alias(appUser, 'sq_owner_user');

/** Items and reviewed items per standardized quote: one grouped subquery for the whole page, no N+1. */
const itemCounts = sql<number>`(select count(*)::int from ${standardizedQuoteItem} where ${standardizedQuoteItem.standardizedQuoteId} = ${standardizedQuote.id})`;
const reviewedCounts = sql<number>`(select count(*)::int from ${standardizedQuoteItem} where ${standardizedQuoteItem.standardizedQuoteId} = ${standardizedQuote.id} and ${standardizedQuoteItem.reviewed})`;

const rowFields = {
  id: standardizedQuote.id,
  quoteNumber: standardizedQuote.quoteNumber,
  quoteRequestId: standardizedQuote.quoteRequestId,
  jobName: quoteRequest.jobName,
  buyerCompanyId: quoteRequest.buyerCompanyId,
  buyerCompanyName: company.name,
  ownerUserId: standardizedQuote.ownerUserId,
  ownerUserName: sql<
    string | null
  >`case when ${ownerUser.firstName} is not null and ${ownerUser.lastName} is not null
    then ${ownerUser.firstName} || ' ' || ${ownerUser.lastName} else ${ownerUser.email} end`,
  statusId: standardizedQuote.statusId,
  matchingStatusId: quoteRequest.matchingStatusId,
  itemCount: itemCounts.mapWith(Number),
  reviewedCount: reviewedCounts.mapWith(Number),
  provinceName: province.name,
  quoteBackDate: quoteRequest.quoteBackDate,
  quoteId: quote.id,
  createdAt: standardizedQuote.createdAt,
  updatedAt: standardizedQuote.updatedAt,
  version: standardizedQuote.version,
};

function withJoins<TSelect extends PgSelect>(select: TSelect): TSelect {
  return select
    .innerJoin(quoteRequest, eq(quoteRequest.id, standardizedQuote.quoteRequestId))
    .innerJoin(company, eq(company.id, quoteRequest.buyerCompanyId))
    .leftJoin(ownerUser, eq(ownerUser.id, standardizedQuote.ownerUserId))
    .leftJoin(province, eq(province.id, quoteRequest.provinceId))
    .leftJoin(quote, eq(quote.standardizedQuoteId, standardizedQuote.id)) as unknown as TSelect;
}

function toRow(record: { createdAt: Date; updatedAt: Date }): StandardizedQuoteRow {
  return {
    ...(record as unknown as StandardizedQuoteRow),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

const SORTS: Record<StandardizedQuoteListQuery['sortField'], SQL> = {
  quoteNumber: sql`${standardizedQuote.quoteNumber}`,
  jobName: sql`lower(${quoteRequest.jobName})`,
  buyerCompanyName: sql`lower(${company.name})`,
  statusId: sql`${standardizedQuote.statusId}`,
  quoteBackDate: sql`${quoteRequest.quoteBackDate}`,
  createdAt: sql`${standardizedQuote.createdAt}`,
  updatedAt: sql`${standardizedQuote.updatedAt}`,
};

export function standardizedQuotePageRequest(db: DatabaseExecutor, query: StandardizedQuoteListQuery) {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const where = and(
    quoteListWhere(query, standardizedQuote),
    query.matchingStatusId !== undefined
      ? eq(quoteRequest.matchingStatusId, query.matchingStatusId)
      : undefined,
  );
  return {
    page: query.page,
    size: query.size,
    // Filters read the request beside the standardized quote (one row each): the count joins it only.
    matches: db
      .select({ one: sql`1` })
      .from(standardizedQuote)
      .innerJoin(quoteRequest, eq(quoteRequest.id, standardizedQuote.quoteRequestId))
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      withJoins(
        db
          .select({ ...rowFields, total })
          .from(standardizedQuote)
          .$dynamic(),
      ).where(where),
    orderBy: [direction(SORTS[query.sortField])],
    tieBreaker: direction(standardizedQuote.id),
  } satisfies PagedQueryRequest<PgSelect>;
}

export async function listStandardizedQuotes(db: DatabaseExecutor, query: StandardizedQuoteListQuery) {
  const found = await pagedQuery(db, standardizedQuotePageRequest(db, query));
  return {
    ...found,
    rows: found.rows.map((record) => toRow(record as { createdAt: Date; updatedAt: Date })),
  };
}

export async function findStandardizedQuoteRow(db: DatabaseExecutor, id: number) {
  const [record] = await withJoins(db.select(rowFields).from(standardizedQuote).$dynamic()).where(
    eq(standardizedQuote.id, id),
  );
  return record ? toRow(record) : undefined;
}

/** How many standardized quotes each status has (standardizedQuoteViews, decision 140). */
export async function countByStatus(db: DatabaseExecutor) {
  return db
    .select({ statusId: standardizedQuote.statusId, count: count() })
    .from(standardizedQuote)
    .groupBy(standardizedQuote.statusId)
    .orderBy(asc(standardizedQuote.statusId));
}

/** The items in sequence order, with their product and size names, specs and engine lines: four queries. */
export async function findItems(db: DatabaseExecutor, standardizedQuoteId: number) {
  const items = await db
    .select({
      id: standardizedQuoteItem.id,
      sequenceNumber: standardizedQuoteItem.sequenceNumber,
      productId: standardizedQuoteItem.productId,
      productName: sql<string | null>`case when ${product.cultivar} is null then ${product.latinName}
        else ${product.latinName} || ' ''' || ${product.cultivar} || '''' end`,
      productSizeId: standardizedQuoteItem.productSizeId,
      productSizeName: productSize.name,
      quantity: standardizedQuoteItem.quantity,
      reviewed: standardizedQuoteItem.reviewed,
      note: standardizedQuoteItem.note,
      fromGomatchItemId: standardizedQuoteItem.fromGomatchItemId,
      sourceText: standardizedQuoteItem.sourceText,
    })
    .from(standardizedQuoteItem)
    .leftJoin(product, eq(product.id, standardizedQuoteItem.productId))
    .leftJoin(productSize, eq(productSize.id, standardizedQuoteItem.productSizeId))
    .where(eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId))
    .orderBy(asc(standardizedQuoteItem.sequenceNumber), asc(standardizedQuoteItem.id));
  const ids = items.map((item) => item.id);
  const specs =
    ids.length === 0
      ? []
      : await db
          .select({
            itemId: standardizedQuoteItemSpec.itemId,
            id: productSize.id,
            name: productSize.name,
          })
          .from(standardizedQuoteItemSpec)
          .innerJoin(productSize, eq(productSize.id, standardizedQuoteItemSpec.productSizeId))
          .innerJoin(standardizedQuoteItem, eq(standardizedQuoteItem.id, standardizedQuoteItemSpec.itemId))
          .where(eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId))
          .orderBy(asc(standardizedQuoteItemSpec.position));
  const matchIds = items.flatMap((item) => (item.fromGomatchItemId === null ? [] : [item.fromGomatchItemId]));
  const matches =
    matchIds.length === 0
      ? []
      : await db.select().from(quoteMatchedItem).where(inArray(quoteMatchedItem.id, matchIds));
  return { items, specs, matches };
}

export type StoredItem = typeof standardizedQuoteItem.$inferSelect;

export async function findStoredItems(db: DatabaseExecutor, standardizedQuoteId: number) {
  return db
    .select()
    .from(standardizedQuoteItem)
    .where(eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId));
}

/** Type of each catalog size/spec id (1 size, 2 spec), and which products exist. */
export async function catalogFacts(db: DatabaseExecutor, productIds: number[], sizeIds: number[]) {
  const products =
    productIds.length === 0
      ? []
      : await db.select({ id: product.id }).from(product).where(inArray(product.id, productIds));
  const sizes =
    sizeIds.length === 0
      ? []
      : await db
          .select({ id: productSize.id, typeId: productSize.typeId })
          .from(productSize)
          .where(inArray(productSize.id, sizeIds));
  return {
    productIds: new Set(products.map((row) => row.id)),
    sizeTypes: new Map(sizes.map((row) => [row.id, row.typeId])),
  };
}

/** The quote (CQ) a completed standardization created, with its item count; undefined before completion. */
export async function findCreatedQuote(db: DatabaseExecutor, standardizedQuoteId: number) {
  const [found] = await db
    .select({ id: quote.id, quoteNumber: quote.quoteNumber, statusId: quote.statusId })
    .from(quote)
    .where(eq(quote.standardizedQuoteId, standardizedQuoteId));
  if (!found) return undefined;
  const [items] = await db.select({ count: count() }).from(quoteItem).where(eq(quoteItem.quoteId, found.id));
  return { ...found, itemCount: items?.count ?? 0 };
}
