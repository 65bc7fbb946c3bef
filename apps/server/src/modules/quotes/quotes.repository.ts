import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  COUNTED_ITEM_STATUS_IDS,
  CompanyType,
  TransactionFeeType,
  type QuoteListQuery,
  type QuoteRow,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { quoteListWhere } from '../quote-requests';
import {
  appUser,
  company,
  customerOrder,
  discount,
  product,
  productSize,
  province,
  quote,
  quoteAltItem,
  quoteAltItemSpec,
  quoteDiscount,
  quoteItem,
  quoteItemSpec,
  quoteRequest,
  quoteTransportCost,
  quoteTransportCostTransporter,
  subQuote,
  taxRate,
  transactionFee,
  transporter,
} from '../../db/schema';

const buyerUser = alias(appUser, 'quote_buyer_user');
const ownerUser = alias(appUser, 'quote_owner_user');
const sellerCompany = alias(company, 'quote_seller_company');
const altSize = alias(productSize, 'quote_alt_size');

/** 'Acer rubrum ''October Glory''': the Latin name, with the cultivar in single quotes when it has one. */
export const productDisplayName = sql<string>`case when ${product.cultivar} is null then ${product.latinName}
  else ${product.latinName} || ' ''' || ${product.cultivar} || '''' end`;

/** First and last name when both are known, else the email (the owner view of spec 001 §3 User). */
function userName(user: typeof buyerUser | typeof ownerUser) {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

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
      buyerUserName: userName(buyerUser),
      ownerUserId: quote.ownerUserId,
      ownerUserName: sql<
        string | null
      >`case when ${ownerUser.id} is null then null else ${userName(ownerUser)} end`,
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
    .innerJoin(buyerUser, eq(buyerUser.id, quote.buyerUserId))
    .leftJoin(ownerUser, eq(ownerUser.id, quote.ownerUserId))
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .leftJoin(province, eq(province.id, quoteRequest.provinceId))
    // The order placed from it is its first phase (decision 151: later phases come from that order).
    .leftJoin(customerOrder, and(eq(customerOrder.quoteId, quote.id), eq(customerOrder.phaseNumber, 1)))
    .where(eq(quote.id, id));
  return found;
}

/** The lines in sequence order with their names and specs: two queries whatever the line count. */
export async function findItems(db: DatabaseExecutor, quoteId: number) {
  const items = await db
    .select({
      id: quoteItem.id,
      sequenceNumber: quoteItem.sequenceNumber,
      productId: quoteItem.productId,
      productName: productDisplayName,
      productSizeId: quoteItem.productSizeId,
      productSizeName: productSize.name,
      quantity: quoteItem.quantity,
      statusId: quoteItem.statusId,
      sellerCompanyId: quoteItem.sellerCompanyId,
      sellerCompanyName: sellerCompany.name,
      sellerUnitPrice: quoteItem.sellerUnitPrice,
      markupRate: quoteItem.markupRate,
      buyerUnitPrice: quoteItem.buyerUnitPrice,
      sellerPrice: quoteItem.sellerPrice,
      buyerPrice: quoteItem.buyerPrice,
      sellerContacted: quoteItem.sellerContacted,
      inventoryAvailable: quoteItem.inventoryAvailable,
      replacesItemId: quoteItem.replacesItemId,
      acceptedQuantity: quoteItem.acceptedQuantity,
    })
    .from(quoteItem)
    .innerJoin(product, eq(product.id, quoteItem.productId))
    .innerJoin(productSize, eq(productSize.id, quoteItem.productSizeId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, quoteItem.sellerCompanyId))
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteItem.sequenceNumber), asc(quoteItem.id));
  const specs =
    items.length === 0
      ? []
      : await db
          .select({ itemId: quoteItemSpec.itemId, id: productSize.id, name: productSize.name })
          .from(quoteItemSpec)
          .innerJoin(productSize, eq(productSize.id, quoteItemSpec.productSizeId))
          .innerJoin(quoteItem, eq(quoteItem.id, quoteItemSpec.itemId))
          .where(eq(quoteItem.quoteId, quoteId))
          .orderBy(asc(quoteItemSpec.position));
  return { items, specs };
}

/** The quote's alternates with their names and specs: two queries whatever the line count. */
export async function findAltItems(db: DatabaseExecutor, quoteId: number) {
  const altItems = await db
    .select({
      id: quoteAltItem.id,
      quoteItemId: quoteAltItem.quoteItemId,
      productId: quoteAltItem.productId,
      productName: sql<
        string | null
      >`case when ${product.id} is null then null else ${productDisplayName} end`,
      productSizeId: quoteAltItem.productSizeId,
      productSizeName: altSize.name,
      quantity: quoteAltItem.quantity,
      sellerCompanyId: quoteAltItem.sellerCompanyId,
      sellerCompanyName: sellerCompany.name,
      sellerUnitPrice: quoteAltItem.sellerUnitPrice,
      note: quoteAltItem.note,
      importSourceId: quoteAltItem.importSourceId,
      sourceItemId: quoteAltItem.sourceItemId,
    })
    .from(quoteAltItem)
    .innerJoin(quoteItem, eq(quoteItem.id, quoteAltItem.quoteItemId))
    .leftJoin(product, eq(product.id, quoteAltItem.productId))
    .leftJoin(altSize, eq(altSize.id, quoteAltItem.productSizeId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, quoteAltItem.sellerCompanyId))
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteAltItem.id));
  const specs =
    altItems.length === 0
      ? []
      : await db
          .select({ altItemId: quoteAltItemSpec.altItemId, id: productSize.id, name: productSize.name })
          .from(quoteAltItemSpec)
          .innerJoin(productSize, eq(productSize.id, quoteAltItemSpec.productSizeId))
          .innerJoin(quoteAltItem, eq(quoteAltItem.id, quoteAltItemSpec.altItemId))
          .innerJoin(quoteItem, eq(quoteItem.id, quoteAltItem.quoteItemId))
          .where(eq(quoteItem.quoteId, quoteId))
          .orderBy(asc(quoteAltItemSpec.position));
  return { altItems, specs };
}

export async function findDiscounts(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      id: quoteDiscount.id,
      discountId: quoteDiscount.discountId,
      discountName: discount.name,
      amount: quoteDiscount.amount,
    })
    .from(quoteDiscount)
    .innerJoin(discount, eq(discount.id, quoteDiscount.discountId))
    .where(eq(quoteDiscount.quoteId, quoteId))
    .orderBy(asc(quoteDiscount.id));
}

/** The transport costs with their transporters: two queries. */
export async function findTransportCosts(db: DatabaseExecutor, quoteId: number) {
  const costs = await db
    .select({
      id: quoteTransportCost.id,
      transportTypeId: quoteTransportCost.transportTypeId,
      sellerCompanyId: quoteTransportCost.sellerCompanyId,
      sellerCompanyName: company.name,
      cost: quoteTransportCost.cost,
    })
    .from(quoteTransportCost)
    .innerJoin(company, eq(company.id, quoteTransportCost.sellerCompanyId))
    .where(eq(quoteTransportCost.quoteId, quoteId))
    .orderBy(asc(quoteTransportCost.id));
  const transporters =
    costs.length === 0
      ? []
      : await db
          .select({
            transportCostId: quoteTransportCostTransporter.transportCostId,
            id: transporter.id,
            name: transporter.name,
          })
          .from(quoteTransportCostTransporter)
          .innerJoin(transporter, eq(transporter.id, quoteTransportCostTransporter.transporterId))
          .where(
            inArray(
              quoteTransportCostTransporter.transportCostId,
              costs.map((cost) => cost.id),
            ),
          )
          .orderBy(asc(transporter.name));
  return costs.map((cost) => ({
    ...cost,
    transporters: transporters
      .filter((entry) => entry.transportCostId === cost.id)
      .map(({ id, name }) => ({ id, name })),
  }));
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

/** The delivery province's total tax rate (decision 040: the sum of its components), 0 when none is set. */
export async function findTaxRate(db: DatabaseExecutor, provinceId: number | null): Promise<number> {
  if (provinceId === null) return 0;
  const [found] = await db
    .select({
      total:
        sql<number>`${taxRate.gstRate} + ${taxRate.pstRate} + ${taxRate.qstRate} + ${taxRate.hstRate} + ${taxRate.stateRate}`.mapWith(
          Number,
        ),
    })
    .from(taxRate)
    .where(eq(taxRate.provinceId, provinceId));
  return found?.total ?? 0;
}

/** The buyer company's buyer fee (Transaction Fee Settings, decision 041), if it has one saved. */
export async function findBuyerFee(db: DatabaseExecutor, companyId: number) {
  const [found] = await db
    .select({ ratePercent: transactionFee.rate, minimumAmount: transactionFee.minimumAmount })
    .from(transactionFee)
    .where(
      and(
        eq(transactionFee.companyId, companyId),
        eq(transactionFee.feeTypeId, TransactionFeeType.ids.BUYER_FEE),
      ),
    );
  return found ?? null;
}

/** The quote's lines as a save needs them (locked with the quote: the quote's row lock serialises its saves). */
export async function findLinesForSave(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      id: quoteItem.id,
      sequenceNumber: quoteItem.sequenceNumber,
      productId: quoteItem.productId,
      productSizeId: quoteItem.productSizeId,
      quantity: quoteItem.quantity,
      statusId: quoteItem.statusId,
      replacesItemId: quoteItem.replacesItemId,
      sellerCompanyId: quoteItem.sellerCompanyId,
      sellerUnitPrice: quoteItem.sellerUnitPrice,
      buyerUnitPrice: quoteItem.buyerUnitPrice,
      sellerContacted: quoteItem.sellerContacted,
      inventoryAvailable: quoteItem.inventoryAvailable,
    })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, quoteId));
}

/** The specs of these lines, in their order. */
export async function findLineSpecIds(db: DatabaseExecutor, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: quoteItemSpec.itemId, productSizeId: quoteItemSpec.productSizeId })
    .from(quoteItemSpec)
    .where(inArray(quoteItemSpec.itemId, [...itemIds]))
    .orderBy(asc(quoteItemSpec.itemId), asc(quoteItemSpec.position));
}

/** Which of these products exist, and the type (size or spec) of each of these product sizes. */
export async function catalogFacts(
  db: DatabaseExecutor,
  productIds: readonly number[],
  sizeIds: readonly number[],
) {
  const products =
    productIds.length === 0
      ? []
      : await db
          .select({ id: product.id })
          .from(product)
          .where(inArray(product.id, [...productIds]));
  const sizes =
    sizeIds.length === 0
      ? []
      : await db
          .select({ id: productSize.id, typeId: productSize.typeId })
          .from(productSize)
          .where(inArray(productSize.id, [...sizeIds]));
  return {
    productIds: new Set(products.map((row) => row.id)),
    sizeTypes: new Map(sizes.map((row) => [row.id, row.typeId])),
  };
}

/** Which of these companies are sellers, and which discount types and transporters exist. */
export async function referenceFacts(
  db: DatabaseExecutor,
  companyIds: readonly number[],
  discountIds: readonly number[],
  transporterIds: readonly number[],
) {
  const sellers =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: company.id })
          .from(company)
          .where(
            and(inArray(company.id, [...companyIds]), eq(company.companyTypeId, CompanyType.ids.SELLER)),
          );
  const discounts =
    discountIds.length === 0
      ? []
      : await db
          .select({ id: discount.id })
          .from(discount)
          .where(inArray(discount.id, [...discountIds]));
  const transporters =
    transporterIds.length === 0
      ? []
      : await db
          .select({ id: transporter.id })
          .from(transporter)
          .where(inArray(transporter.id, [...transporterIds]));
  return {
    sellerIds: new Set(sellers.map((row) => row.id)),
    discountIds: new Set(discounts.map((row) => row.id)),
    transporterIds: new Set(transporters.map((row) => row.id)),
  };
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
  ownerUserName: sql<
    string | null
  >`case when ${ownerUser.id} is null then null else ${userName(ownerUser)} end`,
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
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const where = and(
    quoteListWhere(query, quote),
    query.returnStatusId !== undefined ? eq(quote.returnStatusId, query.returnStatusId) : undefined,
    query.publishedWithin !== undefined
      ? gte(quote.publishedAt, new Date(now.getTime() - query.publishedWithin * 24 * 60 * 60 * 1000))
      : undefined,
  );
  const request = {
    page: query.page,
    size: query.size,
    // The filters read the request beside the quote (one row each): the count joins it only.
    matches: db
      .select({ one: sql`1` })
      .from(quote)
      .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
      .where(where),
    rows: (total: SQL.Aliased<number>) =>
      withJoins(
        db
          .select({ ...rowFields, total })
          .from(quote)
          .$dynamic(),
      ).where(where),
    orderBy: [direction(SORTS[query.sortField])],
    tieBreaker: direction(quote.id),
  } satisfies PagedQueryRequest<PgSelect>;
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
