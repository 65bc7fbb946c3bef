import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COUNTED_ITEM_STATUS_IDS,
  formatSubOrderNumber,
  fromCents,
  inventoryStatusOf,
  lineMoney,
  PictureStatus,
  subOrderStatusOf,
  sumCents,
  TransactionFeeType,
  type TransportCostSplit,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import { orderRollupAmounts } from '../../lib/money-totals';
import { refreshOrderPictureRollups } from '../order-pictures/order-pictures.rollup';
import {
  appUser,
  company,
  customerOrder,
  discount,
  orderAltItem,
  orderAltItemSpec,
  orderDiscount,
  orderItem,
  orderItemPicture,
  orderItemSpec,
  orderPictureRequest,
  orderTransportCost,
  orderTransportCostTransporter,
  product,
  productSize,
  province,
  quote,
  quoteAltItem,
  quoteAltItemSpec,
  quoteItem,
  quoteItemSpec,
  quoteRequest,
  subOrder,
  taxRate,
  transactionFee,
  transporter,
} from '../../db/schema';

const buyerUser = alias(appUser, 'order_buyer_user');
const ownerUser = alias(appUser, 'order_owner_user');
const sellerCompany = alias(company, 'order_seller_company');
const altSellerCompany = alias(company, 'order_alt_seller_company');
const altProduct = alias(product, 'order_alt_product');
const altProductSize = alias(productSize, 'order_alt_product_size');

/** First and last name when both are known, else the email (the owner view of spec 001 §3 User). */
function userName(user: typeof buyerUser | typeof ownerUser) {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

/** 'Acer rubrum 'October Glory'': the latin name with the cultivar quoted, as the quote workspace shows it. */
function productName(table: { latinName: AnyColumn; cultivar: AnyColumn }) {
  return sql<string>`case when ${table.cultivar} is null then ${table.latinName}
    else ${table.latinName} || ' ''' || ${table.cultivar} || '''' end`;
}

// ——— Reads: GET order/{id}, subOrdersByOrderId/{id}; a fixed number of queries whatever the order's size ———

export async function findOrder(db: DatabaseExecutor, id: number) {
  const [found] = await db
    .select({
      order: customerOrder,
      buyerCompanyName: company.name,
      buyerUserName: userName(buyerUser),
      ownerUserName: sql<
        string | null
      >`case when ${ownerUser.id} is null then null else ${userName(ownerUser)} end`,
      provinceName: province.name,
    })
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .innerJoin(buyerUser, eq(buyerUser.id, customerOrder.buyerUserId))
    .leftJoin(ownerUser, eq(ownerUser.id, customerOrder.ownerUserId))
    .leftJoin(province, eq(province.id, customerOrder.provinceId))
    .where(eq(customerOrder.id, id));
  return found;
}

export async function findSubOrders(db: DatabaseExecutor, orderId: number) {
  const rows = await db
    .select({
      subOrder,
      sellerCompanyName: company.name,
      transporterName: transporter.name,
    })
    .from(subOrder)
    .innerJoin(company, eq(company.id, subOrder.sellerCompanyId))
    .leftJoin(transporter, eq(transporter.id, subOrder.transporterId))
    .where(eq(subOrder.orderId, orderId))
    .orderBy(asc(subOrder.sequenceNumber));
  return rows.map(({ subOrder: row, sellerCompanyName, transporterName }) => ({
    id: row.id,
    orderId: row.orderId,
    sequenceNumber: row.sequenceNumber,
    subOrderNumber: formatSubOrderNumber(row.orderNumber, row.phaseNumber, row.sequenceNumber),
    sellerCompanyId: row.sellerCompanyId,
    sellerCompanyName,
    statusId: row.statusId,
    inventoryStatusId: row.inventoryStatusId,
    pictureStatusId: row.pictureStatusId,
    deliveryStatusId: row.deliveryStatusId,
    deliveryAssignedId: row.deliveryAssignedId,
    transporterId: row.transporterId,
    transporterName,
    pickDateFrom: row.pickDateFrom,
    pickDateTo: row.pickDateTo,
    deliveryDateFrom: row.deliveryDateFrom,
    deliveryDateTo: row.deliveryDateTo,
    comment: row.comment,
    billed: row.billed,
    itemCount: row.itemCount,
    sellerContactedCount: row.sellerContactedCount,
    inventorySecuredCount: row.inventorySecuredCount,
    deliveryAssignedCount: row.deliveryAssignedCount,
    sellerTotal: row.sellerTotal,
    buyerTotal: row.buyerTotal,
    version: row.version,
  }));
}

/**
 * The items in sequence order with their seller (their sub-order's), names, specs and alternates: four queries.
 * Each item's pictures (how many, and its request's status) ride in the first, so the workspace can tell which
 * seller change deletes some (spec 001 §5, decision 173) without a query per item.
 */
export async function findItems(db: DatabaseExecutor, orderId: number) {
  const items = await db
    .select({
      id: orderItem.id,
      subOrderId: orderItem.subOrderId,
      sequenceNumber: orderItem.sequenceNumber,
      productId: orderItem.productId,
      productName: productName(product),
      productSizeId: orderItem.productSizeId,
      productSizeName: productSize.name,
      quantity: orderItem.quantity,
      statusId: orderItem.statusId,
      sellerCompanyId: subOrder.sellerCompanyId,
      sellerCompanyName: sellerCompany.name,
      sellerUnitPrice: orderItem.sellerUnitPrice,
      markupRate: orderItem.markupRate,
      buyerUnitPrice: orderItem.buyerUnitPrice,
      sellerPrice: orderItem.sellerPrice,
      buyerPrice: orderItem.buyerPrice,
      sellerContacted: orderItem.sellerContacted,
      inventorySecured: orderItem.inventorySecured,
      replacesItemId: orderItem.replacesItemId,
      fromQuoteItemId: orderItem.fromQuoteItemId,
      // On the picture index's leading column (order_item_picture_item_index): one index probe per item.
      pictureCount: sql<number>`(select count(*) from ${orderItemPicture}
        where ${orderItemPicture.orderItemId} = ${orderItem.id})`.mapWith(Number),
      pictureStatusId:
        sql<number>`coalesce(${orderPictureRequest.pictureStatusId}, ${PictureStatus.ids.NOT_SENT})`.mapWith(
          Number,
        ),
    })
    .from(orderItem)
    .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
    .innerJoin(sellerCompany, eq(sellerCompany.id, subOrder.sellerCompanyId))
    .innerJoin(product, eq(product.id, orderItem.productId))
    .innerJoin(productSize, eq(productSize.id, orderItem.productSizeId))
    // At most one request per item (order_picture_request_item_unique).
    .leftJoin(orderPictureRequest, eq(orderPictureRequest.orderItemId, orderItem.id))
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.sequenceNumber), asc(orderItem.id));
  if (items.length === 0) return [];
  const [specs, altItems, altSpecs] = await Promise.all([
    db
      .select({ itemId: orderItemSpec.itemId, id: productSize.id, name: productSize.name })
      .from(orderItemSpec)
      .innerJoin(productSize, eq(productSize.id, orderItemSpec.productSizeId))
      .innerJoin(orderItem, eq(orderItem.id, orderItemSpec.itemId))
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderItemSpec.position)),
    db
      .select({
        id: orderAltItem.id,
        orderItemId: orderAltItem.orderItemId,
        productId: orderAltItem.productId,
        productName: sql<
          string | null
        >`case when ${altProduct.id} is null then null else ${productName(altProduct)} end`,
        productSizeId: orderAltItem.productSizeId,
        productSizeName: altProductSize.name,
        quantity: orderAltItem.quantity,
        sellerCompanyId: orderAltItem.sellerCompanyId,
        sellerCompanyName: altSellerCompany.name,
        sellerUnitPrice: orderAltItem.sellerUnitPrice,
        note: orderAltItem.note,
        importSourceId: orderAltItem.importSourceId,
        sourceItemId: orderAltItem.sourceItemId,
      })
      .from(orderAltItem)
      .innerJoin(orderItem, eq(orderItem.id, orderAltItem.orderItemId))
      .leftJoin(altProduct, eq(altProduct.id, orderAltItem.productId))
      .leftJoin(altProductSize, eq(altProductSize.id, orderAltItem.productSizeId))
      .leftJoin(altSellerCompany, eq(altSellerCompany.id, orderAltItem.sellerCompanyId))
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderAltItem.id)),
    db
      .select({ altItemId: orderAltItemSpec.altItemId, id: productSize.id, name: productSize.name })
      .from(orderAltItemSpec)
      .innerJoin(productSize, eq(productSize.id, orderAltItemSpec.productSizeId))
      .innerJoin(orderAltItem, eq(orderAltItem.id, orderAltItemSpec.altItemId))
      .innerJoin(orderItem, eq(orderItem.id, orderAltItem.orderItemId))
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderAltItemSpec.position)),
  ]);
  const specsOf = groupBy(specs, (spec) => spec.itemId);
  const altSpecsOf = groupBy(altSpecs, (spec) => spec.altItemId);
  const altItemsOf = groupBy(
    altItems.map(({ orderItemId, ...altItem }) => ({
      orderItemId,
      altItem: {
        ...altItem,
        specs: (altSpecsOf.get(altItem.id) ?? []).map(({ id, name }) => ({ id, name })),
      },
    })),
    (entry) => entry.orderItemId,
  );
  return items.map((item) => ({
    ...item,
    specs: (specsOf.get(item.id) ?? []).map(({ id, name }) => ({ id, name })),
    altItems: (altItemsOf.get(item.id) ?? []).map((entry) => entry.altItem),
  }));
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export async function findDiscounts(db: DatabaseExecutor, orderId: number) {
  return db
    .select({
      id: orderDiscount.id,
      discountId: orderDiscount.discountId,
      discountName: discount.name,
      amount: orderDiscount.amount,
    })
    .from(orderDiscount)
    .innerJoin(discount, eq(discount.id, orderDiscount.discountId))
    .where(eq(orderDiscount.orderId, orderId))
    .orderBy(asc(orderDiscount.id));
}

/** The transport costs with their transporters: two queries. */
export async function findTransportCosts(db: DatabaseExecutor, orderId: number) {
  const costs = await db
    .select({
      id: orderTransportCost.id,
      transportTypeId: orderTransportCost.transportTypeId,
      sellerCompanyId: orderTransportCost.sellerCompanyId,
      sellerCompanyName: company.name,
      cost: orderTransportCost.cost,
      splitGroupId: orderTransportCost.splitGroupId,
    })
    .from(orderTransportCost)
    .innerJoin(company, eq(company.id, orderTransportCost.sellerCompanyId))
    .where(eq(orderTransportCost.orderId, orderId))
    .orderBy(asc(orderTransportCost.id));
  const transporters =
    costs.length === 0
      ? []
      : await db
          .select({
            transportCostId: orderTransportCostTransporter.transportCostId,
            id: transporter.id,
            name: transporter.name,
          })
          .from(orderTransportCostTransporter)
          .innerJoin(transporter, eq(transporter.id, orderTransportCostTransporter.transporterId))
          .where(
            inArray(
              orderTransportCostTransporter.transportCostId,
              costs.map((cost) => cost.id),
            ),
          )
          .orderBy(asc(transporter.name));
  const transportersOf = groupBy(transporters, (entry) => entry.transportCostId);
  const splitOf = await findTransportCostSplits(db, orderId, costs);
  return costs.map(({ splitGroupId: _group, ...cost }) => ({
    ...cost,
    transporters: (transportersOf.get(cost.id) ?? []).map(({ id, name }) => ({ id, name })),
    split: splitOf.get(cost.id) ?? null,
  }));
}

/**
 * The split of each of the order's transport costs phasing shared between phases (decision 202): every share of
 * its group, in one query. The total is the sum of the shares as they are now, so the note always adds up to the
 * cent, even after a share is edited; a group with one share left is no longer a split.
 */
async function findTransportCostSplits(
  db: DatabaseExecutor,
  orderId: number,
  costs: ReadonlyArray<{ id: number; splitGroupId: number | null }>,
): Promise<Map<number, TransportCostSplit>> {
  const groups = [
    ...new Set(costs.flatMap((cost) => (cost.splitGroupId === null ? [] : [cost.splitGroupId]))),
  ];
  const splits = new Map<number, TransportCostSplit>();
  if (groups.length === 0) return splits;
  const shares = await db
    .select({
      splitGroupId: orderTransportCost.splitGroupId,
      orderId: orderTransportCost.orderId,
      phaseNumber: customerOrder.phaseNumber,
      cost: orderTransportCost.cost,
    })
    .from(orderTransportCost)
    .innerJoin(customerOrder, eq(customerOrder.id, orderTransportCost.orderId))
    .where(inArray(orderTransportCost.splitGroupId, groups))
    .orderBy(asc(customerOrder.phaseNumber), asc(orderTransportCost.id));
  const sharesOf = groupBy(shares, (share) => share.splitGroupId);
  for (const cost of costs) {
    const group = cost.splitGroupId === null ? [] : (sharesOf.get(cost.splitGroupId) ?? []);
    if (group.length < 2) continue;
    const ordered = [
      ...group.filter((share) => share.orderId === orderId),
      ...group.filter((share) => share.orderId !== orderId),
    ];
    splits.set(cost.id, {
      total: fromCents(sumCents(ordered.map((share) => share.cost))),
      shares: ordered.map((share) => ({
        orderId: share.orderId,
        phaseNumber: share.phaseNumber,
        cost: share.cost,
        isThisOrder: share.orderId === orderId,
      })),
    });
  }
  return splits;
}

// ——— Placing an order (POST order, decision 152) ———

/** The quote's job and delivery facts an order copies: the quote's buyer and owner, its request's address. */
export async function findPlacementSource(db: DatabaseExecutor, quoteId: number) {
  const [found] = await db
    .select({
      quoteNumber: quote.quoteNumber,
      buyerCompanyId: quote.buyerCompanyId,
      buyerUserId: quote.buyerUserId,
      ownerUserId: quote.ownerUserId,
      jobName: quote.jobName,
      deliveryMethodId: quote.deliveryMethodId,
      referenceNumber: quoteRequest.referenceNumber,
      approxJobDate: quoteRequest.approxJobDate,
      deliveryAddress: quoteRequest.deliveryAddress,
      city: quoteRequest.city,
      postalCode: quoteRequest.postalCode,
      provinceId: quoteRequest.provinceId,
      countryId: quoteRequest.countryId,
      latitude: quoteRequest.latitude,
      longitude: quoteRequest.longitude,
    })
    .from(quote)
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .where(eq(quote.id, quoteId));
  return found;
}

/** The quote's lines in line order, with what the buyer's return accepted. */
export async function findQuoteLines(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      id: quoteItem.id,
      sequenceNumber: quoteItem.sequenceNumber,
      productId: quoteItem.productId,
      productSizeId: quoteItem.productSizeId,
      statusId: quoteItem.statusId,
      sellerCompanyId: quoteItem.sellerCompanyId,
      sellerUnitPrice: quoteItem.sellerUnitPrice,
      markupRate: quoteItem.markupRate,
      buyerUnitPrice: quoteItem.buyerUnitPrice,
      acceptedQuantity: quoteItem.acceptedQuantity,
    })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteItem.sequenceNumber), asc(quoteItem.id));
}

/** The quote lines' alternates with their specs: two queries for the whole quote. */
export async function findQuoteAltItems(db: DatabaseExecutor, quoteId: number) {
  const altItems = await db
    .select({
      id: quoteAltItem.id,
      quoteItemId: quoteAltItem.quoteItemId,
      productId: quoteAltItem.productId,
      productSizeId: quoteAltItem.productSizeId,
      quantity: quoteAltItem.quantity,
      sellerCompanyId: quoteAltItem.sellerCompanyId,
      sellerUnitPrice: quoteAltItem.sellerUnitPrice,
      note: quoteAltItem.note,
      importSourceId: quoteAltItem.importSourceId,
      sourceItemId: quoteAltItem.sourceItemId,
    })
    .from(quoteAltItem)
    .innerJoin(quoteItem, eq(quoteItem.id, quoteAltItem.quoteItemId))
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteAltItem.id));
  const specs =
    altItems.length === 0
      ? []
      : await db
          .select({
            altItemId: quoteAltItemSpec.altItemId,
            productSizeId: quoteAltItemSpec.productSizeId,
            position: quoteAltItemSpec.position,
          })
          .from(quoteAltItemSpec)
          .innerJoin(quoteAltItem, eq(quoteAltItem.id, quoteAltItemSpec.altItemId))
          .innerJoin(quoteItem, eq(quoteItem.id, quoteAltItem.quoteItemId))
          .where(eq(quoteItem.quoteId, quoteId));
  return { altItems, specs };
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
    .select({ rate: transactionFee.rate, minimumAmount: transactionFee.minimumAmount })
    .from(transactionFee)
    .where(
      and(
        eq(transactionFee.companyId, companyId),
        eq(transactionFee.feeTypeId, TransactionFeeType.ids.BUYER_FEE),
      ),
    );
  return found ?? null;
}

/**
 * `count` ids of a serial column taken ahead of the insert, so children (specs, alternates) can name their new
 * parent in the same few statements instead of one round trip per row.
 */
export async function allocateIds(
  db: DatabaseExecutor,
  tableName: 'order_item' | 'order_alt_item',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${tableName}, 'id'))::bigint as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
}

/** The specs of quote lines copied onto their order items, by (quote item → order item) pairs. */
export async function copyItemSpecs(
  db: DatabaseExecutor,
  pairs: ReadonlyArray<{ quoteItemId: number; orderItemId: number }>,
) {
  for (let start = 0; start < pairs.length; start += 500) {
    const values = pairs
      .slice(start, start + 500)
      .map((pair) => sql`(${pair.quoteItemId}::bigint, ${pair.orderItemId}::bigint)`);
    await db.execute(sql`insert into ${orderItemSpec} (item_id, product_size_id, position)
      select pair.order_item_id, spec.product_size_id, spec.position
      from (values ${sql.join(values, sql`, `)}) as pair(quote_item_id, order_item_id)
      join ${quoteItemSpec} as spec on spec.item_id = pair.quote_item_id`);
  }
}

/** The quote's discounts, and the transport costs of the order's sellers with their transporters. */
export async function copyCharges(
  db: DatabaseExecutor,
  quoteId: number,
  orderId: number,
  sellerIds: readonly number[],
) {
  await db.execute(sql`insert into ${orderDiscount} (order_id, discount_id, amount)
    select ${orderId}, discount_id, amount from quote_discount where quote_id = ${quoteId} order by id`);
  if (sellerIds.length === 0) return;
  const sellers = sql.join(
    sellerIds.map((sellerId) => sql`${sellerId}`),
    sql`, `,
  );
  await db.execute(sql`insert into ${orderTransportCost} (order_id, transport_type_id, seller_company_id, cost)
    select ${orderId}, transport_type_id, seller_company_id, cost from quote_transport_cost
    where quote_id = ${quoteId} and seller_company_id in (${sellers}) order by id`);
  await db.execute(sql`insert into ${orderTransportCostTransporter} (transport_cost_id, transporter_id)
    select cost.id, carrier.transporter_id
    from ${orderTransportCost} as cost
    join quote_transport_cost as quoted on quoted.quote_id = ${quoteId}
      and quoted.seller_company_id = cost.seller_company_id
    join quote_transport_cost_transporter as carrier on carrier.transport_cost_id = quoted.id
    where cost.order_id = ${orderId}`);
}

// ——— Roll-ups (decision 151) ———

/**
 * Recomputes the stored roll-ups of an order and its sub-orders from its items, discounts, transport costs and
 * buyer delivery fee: the counts, inventory statuses, sub-order statuses (decision 164) and money (decision 163:
 * the delivery fee is in the grand total) the dashboards sort and filter on. Every write of an order's items,
 * charges or status calls it in its transaction; reads one row per item, writes one statement per table.
 */
export async function refreshOrderRollups(db: DatabaseExecutor, orderId: number): Promise<void> {
  const [order] = await db
    .select({
      statusId: customerOrder.statusId,
      buyerDeliveryFee: customerOrder.buyerDeliveryFee,
      taxRate: customerOrder.taxRate,
      buyerFeeRate: customerOrder.buyerFeeRate,
      buyerFeeMinimum: customerOrder.buyerFeeMinimum,
    })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  if (!order) return;
  const [items, subOrders, discounts, transportCosts] = await Promise.all([
    db
      .select({
        subOrderId: orderItem.subOrderId,
        statusId: orderItem.statusId,
        quantity: orderItem.quantity,
        sellerUnitPrice: orderItem.sellerUnitPrice,
        buyerUnitPrice: orderItem.buyerUnitPrice,
        sellerContacted: orderItem.sellerContacted,
        inventorySecured: orderItem.inventorySecured,
      })
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId)),
    db.select({ id: subOrder.id }).from(subOrder).where(eq(subOrder.orderId, orderId)),
    db.select({ amount: orderDiscount.amount }).from(orderDiscount).where(eq(orderDiscount.orderId, orderId)),
    db
      .select({ cost: orderTransportCost.cost })
      .from(orderTransportCost)
      .where(eq(orderTransportCost.orderId, orderId)),
  ]);
  const counted = items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  const itemsOfSubOrder = new Map(subOrders.map((row) => [row.id, [] as typeof items]));
  for (const item of items) itemsOfSubOrder.get(item.subOrderId)?.push(item);
  const perSubOrder = new Map(
    subOrders.map((row) => [
      row.id,
      { itemCount: 0, contactedCount: 0, securedCount: 0, sellerCents: 0, buyerCents: 0 },
    ]),
  );
  let contactedCount = 0;
  let securedCount = 0;
  for (const item of counted) {
    const tally = perSubOrder.get(item.subOrderId);
    const money = lineMoney(item);
    // A secured item was contacted, whatever its contacted box says (inventoryStatusOf's rule).
    const contacted = item.sellerContacted || item.inventorySecured;
    if (contacted) contactedCount += 1;
    if (item.inventorySecured) securedCount += 1;
    if (!tally) continue;
    tally.itemCount += 1;
    if (contacted) tally.contactedCount += 1;
    if (item.inventorySecured) tally.securedCount += 1;
    tally.sellerCents += money.sellerPriceCents ?? 0;
    tally.buyerCents += money.buyerPriceCents ?? 0;
  }
  if (perSubOrder.size > 0) {
    const values = [...perSubOrder].map(
      ([id, tally]) =>
        sql`(${id}::int, ${tally.itemCount}::int, ${tally.contactedCount}::int, ${tally.securedCount}::int,
          ${inventoryStatusOf(tally)}::smallint, ${fromCents(tally.sellerCents)}::numeric,
          ${fromCents(tally.buyerCents)}::numeric,
          ${subOrderStatusOf({ orderStatusId: order.statusId, items: itemsOfSubOrder.get(id) ?? [] })}::smallint)`,
    );
    // The sub-order's status is derived (decision 164) and stored for the SubOrder Dashboard's filter; it does
    // not bump the sub-order's version, so a derived change never makes a row's inline edit outdated.
    await db.execute(sql`update ${subOrder} as row set item_count = v.item_count,
        seller_contacted_count = v.contacted_count, inventory_secured_count = v.secured_count,
        inventory_status_id = v.inventory_status_id, seller_total = v.seller_total, buyer_total = v.buyer_total,
        status_id = v.status_id
      from (values ${sql.join(values, sql`, `)}) as v(id, item_count, contacted_count, secured_count,
        inventory_status_id, seller_total, buyer_total, status_id)
      where row.id = v.id`);
  }
  const amounts = orderRollupAmounts({
    buyerDeliveryFee: order.buyerDeliveryFee,
    lines: counted,
    discounts: discounts.map((entry) => entry.amount),
    transportCosts: transportCosts.map((entry) => entry.cost),
    buyerFee:
      order.buyerFeeRate === null
        ? null
        : { ratePercent: order.buyerFeeRate, minimumAmount: order.buyerFeeMinimum ?? 0 },
    taxRatePercent: order.taxRate,
  });
  await db
    .update(customerOrder)
    .set({
      itemCount: counted.length,
      inventoryStatusId: inventoryStatusOf({ itemCount: counted.length, contactedCount, securedCount }),
      ...amounts,
    })
    .where(eq(customerOrder.id, orderId));
  // An item cancelled, restored or moved to another seller's sub-order moves the picture roll-ups too.
  await refreshOrderPictureRollups(db, orderId);
}
