import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { ItemStatus } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  company,
  customerOrder,
  orderItem,
  orderItemSpec,
  product,
  productItem,
  productItemSpec,
  productSize,
  quote,
  quoteItem,
  quoteItemSpec,
  quoteRequest,
  subOrder,
} from '../../db/schema';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { normalizeSearchText } from '../catalog';
import { productDisplayName } from './quotes.repository';

/**
 * importQuote's reads (spec 001 §7; decision 153): one page of a quote's, an order's or the catalog's lines in
 * the shape of an alternate, and their specs — two queries per page, whatever the source's size.
 */

const sellerCompany = alias(company, 'import_seller_company');
const specSize = alias(productSize, 'import_spec_size');

/** Lines that stand for something: an original is history (its substitute is listed), a cancelled line is gone. */
const LISTED_LINE_STATUSES_NOT = [ItemStatus.ids.ORIGINAL, ItemStatus.ids.CANCELLED];

/** At most this many words of `search` are matched (each against the product's or the size's folded text). */
const MAX_SEARCH_WORDS = 6;

/**
 * Every word of `search` in the product's or the size's folded search text (the catalog's trigram indexes serve
 * `like '%word%'`); undefined when there is nothing to match.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = normalizeSearchText(search).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(sql`${product.searchText} like ${`%${word}%`}`, sql`${productSize.searchText} like ${`%${word}%`}`),
    ),
  );
}

interface PageRequest {
  readonly page: number;
  readonly size: number;
  readonly search?: string | undefined;
}

/** One page of importable lines in the shape of an alternate, and the specs of its rows by owner. */
export interface ImportLines {
  readonly rows: ReadonlyArray<{
    sourceItemId: number;
    productId: number;
    productName: string;
    productSizeId: number;
    productSizeName: string;
    quantity: number | null;
    sellerCompanyId: number | null;
    sellerCompanyName: string | null;
    sellerUnitPrice: number | null;
  }>;
  readonly total: number;
  readonly isTotalCapped: boolean;
  readonly specs: ReadonlyArray<{ ownerId: number; id: number; name: string }>;
}

/** The quote a number names, with whether its request is a QTO (quantity take-off) one. */
export async function findQuoteByNumber(db: DatabaseExecutor, quoteNumber: number) {
  const [found] = await db
    .select({ id: quote.id, quoteNumber: quote.quoteNumber, qto: quoteRequest.qto })
    .from(quote)
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .where(eq(quote.quoteNumber, quoteNumber));
  return found;
}

/** The order a number and phase name. */
export async function findOrderByNumber(db: DatabaseExecutor, orderNumber: number, phaseNumber: number) {
  const [found] = await db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
    })
    .from(customerOrder)
    .where(and(eq(customerOrder.orderNumber, orderNumber), eq(customerOrder.phaseNumber, phaseNumber)));
  return found;
}

/** A quote's lines in sequence order. */
export async function quoteLines(
  db: DatabaseExecutor,
  quoteId: number,
  request: PageRequest,
): Promise<ImportLines> {
  const where = and(
    eq(quoteItem.quoteId, quoteId),
    notInArray(quoteItem.statusId, LISTED_LINE_STATUSES_NOT),
    searchCondition(request.search),
  );
  const page = await pagedQuery(db, {
    page: request.page,
    size: request.size,
    matches: db
      .select({ one: sql`1` })
      .from(quoteItem)
      .innerJoin(product, eq(product.id, quoteItem.productId))
      .innerJoin(productSize, eq(productSize.id, quoteItem.productSizeId))
      .where(where),
    rows: (total) =>
      db
        .select({
          sourceItemId: quoteItem.id,
          productId: quoteItem.productId,
          productName: productDisplayName,
          productSizeId: quoteItem.productSizeId,
          productSizeName: productSize.name,
          quantity: quoteItem.quantity,
          sellerCompanyId: quoteItem.sellerCompanyId,
          sellerCompanyName: sellerCompany.name,
          sellerUnitPrice: quoteItem.sellerUnitPrice,
          total,
        })
        .from(quoteItem)
        .innerJoin(product, eq(product.id, quoteItem.productId))
        .innerJoin(productSize, eq(productSize.id, quoteItem.productSizeId))
        .leftJoin(sellerCompany, eq(sellerCompany.id, quoteItem.sellerCompanyId))
        .where(where)
        .$dynamic(),
    orderBy: [asc(quoteItem.sequenceNumber)],
    tieBreaker: asc(quoteItem.id),
  } satisfies PagedQueryRequest<PgSelect>);
  const specs =
    page.rows.length === 0
      ? []
      : await db
          .select({ ownerId: quoteItemSpec.itemId, id: specSize.id, name: specSize.name })
          .from(quoteItemSpec)
          .innerJoin(specSize, eq(specSize.id, quoteItemSpec.productSizeId))
          .where(
            inArray(
              quoteItemSpec.itemId,
              page.rows.map((row) => row.sourceItemId),
            ),
          )
          .orderBy(asc(quoteItemSpec.position));
  return { ...page, specs };
}

/** An order's items in sequence order; each item's seller is its sub-order's. */
export async function orderLines(
  db: DatabaseExecutor,
  orderId: number,
  request: PageRequest,
): Promise<ImportLines> {
  const where = and(
    eq(orderItem.orderId, orderId),
    notInArray(orderItem.statusId, LISTED_LINE_STATUSES_NOT),
    searchCondition(request.search),
  );
  const page = await pagedQuery(db, {
    page: request.page,
    size: request.size,
    matches: db
      .select({ one: sql`1` })
      .from(orderItem)
      .innerJoin(product, eq(product.id, orderItem.productId))
      .innerJoin(productSize, eq(productSize.id, orderItem.productSizeId))
      .where(where),
    rows: (total) =>
      db
        .select({
          sourceItemId: orderItem.id,
          productId: orderItem.productId,
          productName: productDisplayName,
          productSizeId: orderItem.productSizeId,
          productSizeName: productSize.name,
          quantity: orderItem.quantity,
          sellerCompanyId: subOrder.sellerCompanyId,
          sellerCompanyName: sellerCompany.name,
          sellerUnitPrice: orderItem.sellerUnitPrice,
          total,
        })
        .from(orderItem)
        .innerJoin(product, eq(product.id, orderItem.productId))
        .innerJoin(productSize, eq(productSize.id, orderItem.productSizeId))
        .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
        .innerJoin(sellerCompany, eq(sellerCompany.id, subOrder.sellerCompanyId))
        .where(where)
        .$dynamic(),
    orderBy: [asc(orderItem.sequenceNumber)],
    tieBreaker: asc(orderItem.id),
  } satisfies PagedQueryRequest<PgSelect>);
  const specs =
    page.rows.length === 0
      ? []
      : await db
          .select({ ownerId: orderItemSpec.itemId, id: specSize.id, name: specSize.name })
          .from(orderItemSpec)
          .innerJoin(specSize, eq(specSize.id, orderItemSpec.productSizeId))
          .where(
            inArray(
              orderItemSpec.itemId,
              page.rows.map((row) => row.sourceItemId),
            ),
          )
          .orderBy(asc(orderItemSpec.position));
  return { ...page, specs };
}

/** The catalog's product items (product + size + specs), by product name then size in natural order. */
export async function inventoryLines(db: DatabaseExecutor, request: PageRequest): Promise<ImportLines> {
  const where = searchCondition(request.search);
  const page = await pagedQuery(db, {
    page: request.page,
    size: request.size,
    matches: db
      .select({ one: sql`1` })
      .from(productItem)
      .innerJoin(product, eq(product.id, productItem.productId))
      .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
      .where(where),
    rows: (total) =>
      db
        .select({
          sourceItemId: productItem.id,
          productId: productItem.productId,
          productName: productDisplayName,
          productSizeId: productItem.productSizeId,
          productSizeName: productSize.name,
          quantity: sql<number | null>`null`,
          sellerCompanyId: sql<number | null>`null`,
          sellerCompanyName: sql<string | null>`null`,
          sellerUnitPrice: sql<number | null>`null`,
          total,
        })
        .from(productItem)
        .innerJoin(product, eq(product.id, productItem.productId))
        .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
        .where(where)
        .$dynamic(),
    orderBy: [asc(sql`lower(${product.latinName})`), asc(productSize.nameSortKey)],
    tieBreaker: asc(productItem.id),
  } satisfies PagedQueryRequest<PgSelect>);
  const specs =
    page.rows.length === 0
      ? []
      : await db
          .select({ ownerId: productItemSpec.productItemId, id: specSize.id, name: specSize.name })
          .from(productItemSpec)
          .innerJoin(specSize, eq(specSize.id, productItemSpec.specId))
          .where(
            inArray(
              productItemSpec.productItemId,
              page.rows.map((row) => row.sourceItemId),
            ),
          )
          .orderBy(asc(specSize.nameSortKey), asc(specSize.id));
  return { ...page, specs };
}
