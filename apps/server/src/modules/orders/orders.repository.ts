import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUNTED_ITEM_STATUS_IDS,
  formatSubOrderNumber,
  fromCents,
  inventoryStatusOf,
  lineMoney,
  PictureStatus,
  subOrderStatusOf,
  sumCents,
  type TransportCostSplit,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { orderRollupAmounts } from '../../lib/money-totals';
import { groupBy } from '../../lib/line-actions';
import { refreshOrderPictureRollups } from '../order-pictures/order-pictures.rollup';
import { documentBuyer, documentOwner, lineSeller, orderDocument, partyNames } from '../priced-documents';
import {
  company,
  customerOrder,
  orderDiscount,
  orderItem,
  orderItemPicture,
  orderPictureRequest,
  orderTransportCost,
  province,
  quote,
  quoteRequest,
  subOrder,
  transporter,
} from '../../db/schema';

// ——— Reads: GET order/{id}, subOrdersByOrderId/{id}; a fixed number of queries whatever the order's size ———

export async function findOrder(db: DatabaseExecutor, id: number) {
  const [found] = await db
    .select({
      order: customerOrder,
      buyerCompanyName: company.name,
      ...partyNames,
      provinceName: province.name,
    })
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .innerJoin(documentBuyer, eq(documentBuyer.id, customerOrder.buyerUserId))
    .leftJoin(documentOwner, eq(documentOwner.id, customerOrder.ownerUserId))
    .leftJoin(province, eq(province.id, customerOrder.provinceId))
    .where(eq(customerOrder.id, id));
  return found;
}

export async function orderExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.id, id));
  return found !== undefined;
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
 * The items in sequence order with their seller (their sub-order's) and names; their specs and alternates are the
 * priced document's. Each item's pictures (how many, and its request's status) ride here, so the workspace can tell
 * which seller change deletes some (spec 001 §5, decision 173) without a query per item.
 */
export function findItems(db: DatabaseExecutor, orderId: number) {
  return (
    orderDocument
      .selectLines(db, orderId, {
        subOrderId: orderItem.subOrderId,
        sellerCompanyId: subOrder.sellerCompanyId,
        sellerCompanyName: lineSeller.name,
        inventorySecured: orderItem.inventorySecured,
        fromQuoteItemId: orderItem.fromQuoteItemId,
        // On the picture index's leading column (order_item_picture_item_index): one index probe per item.
        pictureCount: sql<number>`(select count(*) from ${orderItemPicture}
          where ${orderItemPicture.orderItemId} = ${orderItem.id})`.mapWith(Number),
        pictureStatusId:
          sql<number>`coalesce(${orderPictureRequest.pictureStatusId}, ${PictureStatus.ids.NOT_SENT})`.mapWith(
            Number,
          ),
      })
      .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
      .innerJoin(lineSeller, eq(lineSeller.id, subOrder.sellerCompanyId))
      // At most one request per item (order_picture_request_item_unique).
      .leftJoin(orderPictureRequest, eq(orderPictureRequest.orderItemId, orderItem.id))
  );
}

/**
 * The split of each transport cost phasing shared between phases (decision 202), beside the priced document's
 * transport costs of the order.
 */
export async function withTransportCostSplits<TCost extends { id: number; splitGroupId: number | null }>(
  db: DatabaseExecutor,
  orderId: number,
  costs: Promise<readonly TCost[]>,
) {
  const found = await costs;
  const splitOf = await findTransportCostSplits(db, orderId, found);
  return found.map(({ splitGroupId: _group, ...cost }) => ({ ...cost, split: splitOf.get(cost.id) ?? null }));
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

/** A new order (placed from a quote, or a phase of one), answered with what its sub-orders copy of it. */
export async function insertOrder(db: DatabaseExecutor, values: typeof customerOrder.$inferInsert) {
  const [created] = await db.insert(customerOrder).values(values).returning({
    id: customerOrder.id,
    orderNumber: customerOrder.orderNumber,
    phaseNumber: customerOrder.phaseNumber,
    buyerCompanyId: customerOrder.buyerCompanyId,
    searchText: customerOrder.searchText,
  });
  if (!created) throw new Error('the order insert returned no row');
  return created;
}

/** Ids taken ahead of an insert (phasing's items): the priced document's. */
export { allocateIds } from '../priced-documents';

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
