import { and, asc, count, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { COUNTED_ITEM_STATUS_IDS, type QuoteListQuery, type QuoteRow } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { pagedQuery } from '../../lib/paged-query';
import {
  documentBuyer,
  documentOwner,
  lineSeller,
  optionalUserDisplayName,
  partyNames,
  quoteDocument,
} from '../priced-documents';
import { quoteStagePageRequest } from '../quote-requests';
import { company, customerOrder, province, quote, quoteItem, quoteRequest, subQuote } from '../../db/schema';

const ownerUser = documentOwner;

/** The quote with its buyer, owner and delivery province (the request's). */
export async function findQuote(db: DatabaseExecutor, id: number) {
  const [found] = await db
    .select({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      quoteRequestId: quote.quoteRequestId,
      standardizedQuoteId: quote.standardizedQuoteId,
      jobName: quote.jobName,
      buyerCompanyId: quote.buyerCompanyId,
      buyerCompanyName: company.name,
      buyerUserId: quote.buyerUserId,
      ownerUserId: quote.ownerUserId,
      ...partyNames,
      deliveryMethodId: quote.deliveryMethodId,
      provinceId: quoteRequest.provinceId,
      provinceName: province.name,
      statusId: quote.statusId,
      returnStatusId: quote.returnStatusId,
      revision: quote.revision,
      publishedAt: quote.publishedAt,
      returnedAt: quote.returnedAt,
      createdAt: quote.createdAt,
      updatedAt: quote.updatedAt,
      version: quote.version,
      placedOrderId: customerOrder.id,
      placedOrderNumber: customerOrder.orderNumber,
      placedOrderStatusId: customerOrder.statusId,
    })
    .from(quote)
    .innerJoin(company, eq(company.id, quote.buyerCompanyId))
    .innerJoin(documentBuyer, eq(documentBuyer.id, quote.buyerUserId))
    .leftJoin(ownerUser, eq(ownerUser.id, quote.ownerUserId))
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .leftJoin(province, eq(province.id, quoteRequest.provinceId))
    // The order placed from it is its first phase (decision 151: later phases come from that order).
    .leftJoin(customerOrder, and(eq(customerOrder.quoteId, quote.id), eq(customerOrder.phaseNumber, 1)))
    .where(eq(quote.id, id));
  return found;
}

/** The lines in sequence order with their names and seller (their specs and alternates are the document's). */
export function findItems(db: DatabaseExecutor, quoteId: number) {
  return quoteDocument
    .selectLines(db, quoteId, {
      sellerCompanyId: quoteItem.sellerCompanyId,
      sellerCompanyName: lineSeller.name,
      inventoryAvailable: quoteItem.inventoryAvailable,
      acceptedQuantity: quoteItem.acceptedQuantity,
    })
    .leftJoin(lineSeller, eq(lineSeller.id, quoteItem.sellerCompanyId));
}

export async function findSubQuotes(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      id: subQuote.id,
      sellerCompanyId: subQuote.sellerCompanyId,
      sellerCompanyName: company.name,
      statusId: subQuote.statusId,
    })
    .from(subQuote)
    .innerJoin(company, eq(company.id, subQuote.sellerCompanyId))
    .where(eq(subQuote.quoteId, quoteId))
    .orderBy(asc(company.name), asc(subQuote.id));
}

/**
 * The sub-quotes' stored statuses, set to the ones the quote and its lines make (decision 202): one statement, in
 * the caller's transaction, writing only the rows that differ.
 */
export async function writeSubQuoteStatuses(
  db: DatabaseExecutor,
  quoteId: number,
  statuses: ReadonlyArray<{ sellerCompanyId: number; statusId: number }>,
): Promise<void> {
  if (statuses.length === 0) return;
  const values = statuses.map((entry) => sql`(${entry.sellerCompanyId}::int, ${entry.statusId}::smallint)`);
  await db.execute(sql`update ${subQuote} as row set status_id = v.status_id, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(seller_company_id, status_id)
    where row.quote_id = ${quoteId} and row.seller_company_id = v.seller_company_id
      and row.status_id <> v.status_id`);
}

/**
 * The quote's lines in line order as a save plans them and placing an order copies them (with what the buyer's
 * return accepted); locked with the quote: the quote's row lock serialises its saves.
 */
export function findLines(db: DatabaseExecutor, quoteId: number) {
  return quoteDocument.selectLineFacts(db, quoteId, {
    sellerCompanyId: quoteItem.sellerCompanyId,
    inventoryAvailable: quoteItem.inventoryAvailable,
    acceptedQuantity: quoteItem.acceptedQuantity,
  });
}

/** The quote row, locked for the rest of the transaction (its version checked, when the call has one, after). */
export async function lockQuote(db: DatabaseExecutor, quoteId: number) {
  const [current] = await db.select().from(quote).where(eq(quote.id, quoteId)).for('update');
  return current;
}

/** One sub-quote per seller of the counted lines (spec 001 §7 subQuotesByQuoteId); a seller gone takes its own. */
export async function syncSubQuotes(db: DatabaseExecutor, quoteId: number) {
  const sellers = await db
    .selectDistinct({ sellerCompanyId: quoteItem.sellerCompanyId })
    .from(quoteItem)
    .where(and(eq(quoteItem.quoteId, quoteId), inArray(quoteItem.statusId, [...COUNTED_ITEM_STATUS_IDS])));
  const sellerIds = sellers.flatMap((row) => (row.sellerCompanyId === null ? [] : [row.sellerCompanyId]));
  await db
    .delete(subQuote)
    .where(
      and(
        eq(subQuote.quoteId, quoteId),
        sellerIds.length > 0 ? notInArray(subQuote.sellerCompanyId, sellerIds) : undefined,
      ),
    );
  if (sellerIds.length > 0) {
    await db
      .insert(subQuote)
      .values(sellerIds.map((sellerCompanyId) => ({ quoteId, sellerCompanyId })))
      .onConflictDoNothing();
  }
}

/** The quote deleted (its lines, charges, sub-quotes and revisions by cascade). */
export async function deleteQuote(db: DatabaseExecutor, quoteId: number) {
  await db.delete(quote).where(eq(quote.id, quoteId));
}

// ——— Quote Management's list (spec 001 §7 quotePageableResult) ———

const countedStatuses = sql.raw(COUNTED_ITEM_STATUS_IDS.join(', '));
/** Lines and buyer subtotal per quote: correlated subqueries on the (quote, sequence) index, for the page only. */
const itemCount = sql<number>`(select count(*)::int from ${quoteItem} where ${quoteItem.quoteId} = ${quote.id})`;
const buyerSubtotal = sql<number>`(select coalesce(sum(${quoteItem.buyerPrice}), 0) from ${quoteItem}
  where ${quoteItem.quoteId} = ${quote.id} and ${quoteItem.statusId} in (${countedStatuses}))`;

const rowFields = {
  id: quote.id,
  quoteNumber: quote.quoteNumber,
  quoteRequestId: quote.quoteRequestId,
  jobName: quote.jobName,
  buyerCompanyId: quote.buyerCompanyId,
  buyerCompanyName: company.name,
  ownerUserId: quote.ownerUserId,
  ownerUserName: optionalUserDisplayName(ownerUser),
  statusId: quote.statusId,
  returnStatusId: quote.returnStatusId,
  itemCount: itemCount.mapWith(Number),
  buyerSubtotal: buyerSubtotal.mapWith(Number),
  provinceName: province.name,
  revision: quote.revision,
  publishedAt: quote.publishedAt,
  createdAt: quote.createdAt,
  updatedAt: quote.updatedAt,
  version: quote.version,
};

function withJoins<TSelect extends PgSelect>(select: TSelect): TSelect {
  return select
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .innerJoin(company, eq(company.id, quote.buyerCompanyId))
    .leftJoin(ownerUser, eq(ownerUser.id, quote.ownerUserId))
    .leftJoin(province, eq(province.id, quoteRequest.provinceId)) as unknown as TSelect;
}

const SORTS: Record<QuoteListQuery['sortField'], SQL> = {
  quoteNumber: sql`${quote.quoteNumber}`,
  jobName: sql`lower(${quote.jobName})`,
  buyerCompanyName: sql`lower(${company.name})`,
  statusId: sql`${quote.statusId}`,
  publishedAt: sql`${quote.publishedAt}`,
  createdAt: sql`${quote.createdAt}`,
  updatedAt: sql`${quote.updatedAt}`,
};

export async function listQuotes(db: DatabaseExecutor, query: QuoteListQuery, now = new Date()) {
  const { id, quoteRequestId, quoteNumber, statusId, ownerUserId, createdAt } = quote;
  const stage = { table: quote, id, quoteRequestId, quoteNumber, statusId, ownerUserId, createdAt };
  const request = quoteStagePageRequest(db, stage, {
    query,
    where: and(
      query.returnStatusId !== undefined ? eq(quote.returnStatusId, query.returnStatusId) : undefined,
      query.publishedWithin !== undefined
        ? gte(quote.publishedAt, new Date(now.getTime() - query.publishedWithin * 24 * 60 * 60 * 1000))
        : undefined,
    ),
    fields: rowFields,
    joins: withJoins,
    sorts: SORTS,
  });
  const found = await pagedQuery(db, request);
  return {
    ...found,
    rows: found.rows.map((record) => {
      const row = record as unknown as Omit<QuoteRow, 'publishedAt' | 'createdAt' | 'updatedAt'> & {
        publishedAt: Date | null;
        createdAt: Date;
        updatedAt: Date;
      };
      return {
        ...row,
        publishedAt: row.publishedAt === null ? null : row.publishedAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  };
}

/** How many quotes each status has (quoteViews). */
export async function countByStatus(db: DatabaseExecutor) {
  return db
    .select({ statusId: quote.statusId, count: count() })
    .from(quote)
    .groupBy(quote.statusId)
    .orderBy(asc(quote.statusId));
}
