import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  BackgroundProcessStatus,
  type StandardizedQuoteListQuery,
  type StandardizedQuoteRow,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { findLineSpecNames, productDisplayName } from '../../db/line-names';
import {
  appUser,
  company,
  product,
  productSize,
  province,
  quote,
  quoteItem,
  quoteItemSpec,
  quoteMatchedItem,
  quoteRequest,
  standardizedQuote,
  standardizedQuoteItem,
  standardizedQuoteItemSpec,
} from '../../db/schema';
import { pagedQuery } from '../../lib/paged-query';
import { quoteStagePageRequest } from '../quote-requests';

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
  return quoteStagePageRequest(
    db,
    {
      table: standardizedQuote,
      id: standardizedQuote.id,
      quoteRequestId: standardizedQuote.quoteRequestId,
      quoteNumber: standardizedQuote.quoteNumber,
      statusId: standardizedQuote.statusId,
      ownerUserId: standardizedQuote.ownerUserId,
      createdAt: standardizedQuote.createdAt,
    },
    {
      query,
      where:
        query.matchingStatusId !== undefined
          ? eq(quoteRequest.matchingStatusId, query.matchingStatusId)
          : undefined,
      fields: rowFields,
      joins: withJoins,
      sorts: SORTS,
    },
  );
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
      productName: productDisplayName<string | null>(product),
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
  const specs =
    items.length === 0
      ? []
      : await findLineSpecNames(
          db,
          {
            table: standardizedQuoteItemSpec,
            itemId: standardizedQuoteItemSpec.itemId,
            productSizeId: standardizedQuoteItemSpec.productSizeId,
            position: standardizedQuoteItemSpec.position,
          },
          {
            table: standardizedQuoteItem,
            id: standardizedQuoteItem.id,
            documentId: standardizedQuoteItem.standardizedQuoteId,
          },
          standardizedQuoteId,
        );
  const matchIds = items.flatMap((item) => (item.fromGomatchItemId === null ? [] : [item.fromGomatchItemId]));
  const matches = await findMatchedItems(db, matchIds);
  return { items, specs, matches };
}

/** The engine's lines by id (the ones items came from). */
export async function findMatchedItems(db: DatabaseExecutor, ids: readonly number[]) {
  return ids.length === 0
    ? []
    : db
        .select()
        .from(quoteMatchedItem)
        .where(inArray(quoteMatchedItem.id, [...ids]));
}

export type StoredItem = typeof standardizedQuoteItem.$inferSelect;

export async function findStoredItems(db: DatabaseExecutor, standardizedQuoteId: number) {
  return db
    .select()
    .from(standardizedQuoteItem)
    .where(eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId));
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

// ——— The standardization's writes (the service decides, these only read and write; decision 096) ———

export type StandardizedQuoteRecord = typeof standardizedQuote.$inferSelect;

/** A standardized quote; `forUpdate` locks its row for the call's transaction (one of two savers waits). */
export async function findStandardizedQuote(
  db: DatabaseExecutor,
  id: number,
  { forUpdate }: { forUpdate: boolean },
): Promise<StandardizedQuoteRecord | undefined> {
  const select = db.select().from(standardizedQuote).where(eq(standardizedQuote.id, id));
  const [found] = forUpdate ? await select.for('update') : await select;
  return found;
}

/** The request, its row locked for the call's transaction. */
export async function lockQuoteRequest(db: DatabaseExecutor, quoteRequestId: number) {
  const [found] = await db
    .select()
    .from(quoteRequest)
    .where(eq(quoteRequest.id, quoteRequestId))
    .for('update');
  return found;
}

/** The request's status (read beside its standardized quote's, which the call locked). */
export async function findRequestStatusId(db: DatabaseExecutor, quoteRequestId: number) {
  const [found] = await db
    .select({ statusId: quoteRequest.statusId })
    .from(quoteRequest)
    .where(eq(quoteRequest.id, quoteRequestId));
  return found?.statusId;
}

/** The standardized quote of a request, if staff picked it up. */
export async function findIdByRequest(db: DatabaseExecutor, quoteRequestId: number) {
  const [found] = await db
    .select({ id: standardizedQuote.id })
    .from(standardizedQuote)
    .where(eq(standardizedQuote.quoteRequestId, quoteRequestId));
  return found?.id;
}

export async function insertStandardizedQuote(
  db: DatabaseExecutor,
  values: Pick<
    typeof standardizedQuote.$inferInsert,
    'quoteRequestId' | 'quoteNumber' | 'statusId' | 'ownerUserId'
  >,
): Promise<number> {
  const [created] = await db.insert(standardizedQuote).values(values).returning({ id: standardizedQuote.id });
  if (!created) throw new Error('standardized quote insert returned no row');
  return created.id;
}

export async function markCompleted(db: DatabaseExecutor, id: number) {
  await db.update(standardizedQuote).set({ completedAt: new Date() }).where(eq(standardizedQuote.id, id));
}

/** Deletes the standardized quote; its items and their specs go with it (foreign keys on delete cascade). */
export async function deleteStandardizedQuote(db: DatabaseExecutor, id: number) {
  await db.delete(standardizedQuote).where(eq(standardizedQuote.id, id));
}

/** One item as a save writes it: `id` for a kept one, none for a new one; specs in their order. */
export interface ItemToWrite {
  readonly id?: number | undefined;
  readonly sequenceNumber: number;
  readonly productId: number | null;
  readonly productSizeId: number | null;
  readonly quantity: number | null;
  readonly reviewed: boolean;
  readonly note: string | null;
  readonly fromGomatchItemId: number | null;
  readonly specIds: readonly number[];
}

/** Writes the whole ordered item list: kept ids updated in one statement per 500, new ones inserted, the rest deleted. */
export async function writeItems(db: DatabaseExecutor, id: number, items: readonly ItemToWrite[]) {
  const keptIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await db
    .delete(standardizedQuoteItem)
    .where(
      and(
        eq(standardizedQuoteItem.standardizedQuoteId, id),
        keptIds.length > 0 ? notInArray(standardizedQuoteItem.id, keptIds) : undefined,
      ),
    );
  const kept = items.filter((item) => item.id !== undefined);
  for (let start = 0; start < kept.length; start += 500) {
    const values = kept
      .slice(start, start + 500)
      .map(
        (item) =>
          sql`(${item.id}::bigint, ${item.sequenceNumber}::int, ${item.productId}::int, ${item.productSizeId}::int, ${item.quantity}::numeric, ${item.reviewed}::boolean, ${item.note}::text)`,
      );
    await db.execute(sql`update ${standardizedQuoteItem} as item set
        sequence_number = v.sequence_number, product_id = v.product_id, product_size_id = v.product_size_id,
        quantity = v.quantity, reviewed = v.reviewed, note = v.note, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, sequence_number, product_id, product_size_id, quantity, reviewed, note)
      where item.id = v.id and item.standardized_quote_id = ${id}`);
  }
  const fresh = items.filter((item) => item.id === undefined);
  const insertedIds: number[] = [];
  for (let start = 0; start < fresh.length; start += 500) {
    const rows = await db
      .insert(standardizedQuoteItem)
      .values(
        fresh.slice(start, start + 500).map((item) => ({
          standardizedQuoteId: id,
          sequenceNumber: item.sequenceNumber,
          productId: item.productId,
          productSizeId: item.productSizeId,
          quantity: item.quantity,
          reviewed: item.reviewed,
          note: item.note,
          fromGomatchItemId: item.fromGomatchItemId,
        })),
      )
      .returning({ id: standardizedQuoteItem.id });
    insertedIds.push(...rows.map((row) => row.id));
  }
  // Specs: the list as sent, in order (spec 001 §5: at most 10, checked by the schema).
  const allIds = [...keptIds, ...insertedIds];
  if (allIds.length > 0) {
    await db.delete(standardizedQuoteItemSpec).where(inArray(standardizedQuoteItemSpec.itemId, allIds));
  }
  const ordered = [...kept, ...fresh];
  const specRows = ordered.flatMap((item, index) =>
    item.specIds.map((productSizeId, position) => ({
      itemId: allIds[index] ?? 0,
      productSizeId,
      position,
    })),
  );
  for (let start = 0; start < specRows.length; start += 1000) {
    await db.insert(standardizedQuoteItemSpec).values(specRows.slice(start, start + 1000));
  }
}

/** Deletes every item (a relaunch of the whole quote: the engine's new lines replace them). */
export async function deleteItems(db: DatabaseExecutor, standardizedQuoteId: number) {
  await db
    .delete(standardizedQuoteItem)
    .where(eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId));
}

/** One item of the standardized quote, or undefined when it is not one of its items. */
export async function findItem(db: DatabaseExecutor, standardizedQuoteId: number, itemId: number) {
  const [found] = await db
    .select()
    .from(standardizedQuoteItem)
    .where(
      and(
        eq(standardizedQuoteItem.id, itemId),
        eq(standardizedQuoteItem.standardizedQuoteId, standardizedQuoteId),
      ),
    );
  return found;
}

/** An item matched again (relaunch of one line): its product, size, quantity and specs, not reviewed. */
export async function rematchItem(
  db: DatabaseExecutor,
  itemId: number,
  match: {
    productId: number | null;
    productSizeId: number | null;
    quantity: number | null;
    specIds: readonly number[];
  },
) {
  await db
    .update(standardizedQuoteItem)
    .set({
      productId: match.productId,
      productSizeId: match.productSizeId,
      quantity: match.quantity,
      reviewed: false,
      updatedAt: new Date(),
    })
    .where(eq(standardizedQuoteItem.id, itemId));
  await db.delete(standardizedQuoteItemSpec).where(eq(standardizedQuoteItemSpec.itemId, itemId));
  if (match.specIds.length > 0) {
    await db
      .insert(standardizedQuoteItemSpec)
      .values(match.specIds.map((productSizeId, position) => ({ itemId, productSizeId, position })))
      .onConflictDoNothing();
  }
}

/** The request's engine run restarted: pending, with the job that runs it. */
export async function markRequestMatchingPending(
  db: DatabaseExecutor,
  quoteRequestId: number,
  jobId: number,
) {
  await db
    .update(quoteRequest)
    .set({ matchingStatusId: BackgroundProcessStatus.ids.PENDING, matchingJobId: jobId })
    .where(eq(quoteRequest.id, quoteRequestId));
}

// ——— Making the quote (CQ) of a complete standardized quote (decisions 129, 193) ———

/** The standardized quote with its request, both rows locked for the call's transaction. */
export async function lockWithRequest(db: DatabaseExecutor, standardizedQuoteId: number) {
  const [found] = await db
    .select()
    .from(quoteRequest)
    .innerJoin(standardizedQuote, eq(standardizedQuote.quoteRequestId, quoteRequest.id))
    .where(eq(standardizedQuote.id, standardizedQuoteId))
    .for('update');
  return found;
}

/** The id of the quote (CQ) made from the standardized quote, if one was. */
export async function findQuoteIdOf(db: DatabaseExecutor, standardizedQuoteId: number) {
  const [found] = await db
    .select({ id: quote.id })
    .from(quote)
    .where(eq(quote.standardizedQuoteId, standardizedQuoteId));
  return found?.id;
}

export async function insertQuote(
  db: DatabaseExecutor,
  values: Pick<
    typeof quote.$inferInsert,
    | 'quoteNumber'
    | 'quoteRequestId'
    | 'standardizedQuoteId'
    | 'buyerCompanyId'
    | 'buyerUserId'
    | 'ownerUserId'
    | 'jobName'
    | 'deliveryMethodId'
    | 'statusId'
  >,
): Promise<number> {
  const [created] = await db.insert(quote).values(values).returning({ id: quote.id });
  if (!created) throw new Error('quote insert returned no row');
  return created.id;
}

/**
 * The quote's lines from the standardized quote's items, numbered 1… in the order given, each with its item's
 * specs in their positions: 500 lines a statement.
 */
export async function copyItemsToQuote(
  db: DatabaseExecutor,
  quoteId: number,
  ordered: readonly StoredItem[],
) {
  const specRows = await db
    .select()
    .from(standardizedQuoteItemSpec)
    .where(
      inArray(
        standardizedQuoteItemSpec.itemId,
        ordered.map((item) => item.id),
      ),
    );
  const specsByItem = new Map<number, typeof specRows>();
  for (const spec of specRows) specsByItem.set(spec.itemId, [...(specsByItem.get(spec.itemId) ?? []), spec]);
  for (let start = 0; start < ordered.length; start += 500) {
    const batch = ordered.slice(start, start + 500);
    const inserted = await db
      .insert(quoteItem)
      .values(
        batch.map((item, index) => ({
          quoteId,
          sequenceNumber: start + index + 1,
          productId: item.productId ?? 0,
          productSizeId: item.productSizeId ?? 0,
          quantity: item.quantity ?? 0,
          fromStandardizedItemId: item.id,
        })),
      )
      .returning({ id: quoteItem.id, from: quoteItem.fromStandardizedItemId });
    const specs = inserted.flatMap((row) =>
      (specsByItem.get(row.from ?? 0) ?? []).map((spec) => ({
        itemId: row.id,
        productSizeId: spec.productSizeId,
        position: spec.position,
      })),
    );
    if (specs.length > 0) await db.insert(quoteItemSpec).values(specs);
  }
}
