import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COUNTED_ITEM_STATUS_IDS, DeliveryAssigned, SubOrderDeliveryStatus } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  companyAddress,
  customerOrder,
  delivery,
  deliveryOwner,
  deliveryStop,
  deliveryStopItem,
  deliveryVehicle,
  deliveryVehicleAddOn,
  orderItem,
  product,
  productItem,
  productSize,
  quote,
  quoteItem,
  quoteRequest,
  storedFile,
  subOrder,
  transporter,
  truckAddOn,
  truckSubType,
  truckSubTypeLength,
  vehicleType,
} from '../../db/schema';
import { foldedSql } from '../../db/search-fold';
import { productDisplayName, userDisplayName } from '../priced-documents';

/**
 * The deliveries' SQL (issue 38, decisions 207, 209): the items a delivery can carry (sub-order items or quote
 * items, with their per-unit weight and floor space), a delivery's rows read one query per table, its writes and
 * the roll-ups every write keeps in step — the delivery's for the Delivery Table, the order's and sub-orders'
 * delivery-assigned state, count, number and sub-order delivery status. All in the caller's transaction.
 */

const COUNTED = sql.raw(COUNTED_ITEM_STATUS_IDS.join(', '));
const itemProductItem = alias(productItem, 'item_product_item');
const itemSeller = alias(company, 'item_seller');
const assignedDelivery = alias(delivery, 'assigned_delivery');
const assignedPickup = alias(deliveryStopItem, 'assigned_pickup');

/** One item a delivery can carry, whatever its kind (decision 207). */
export interface DeliverableItem {
  readonly id: number;
  readonly orderId: number | null;
  readonly orderNumber: number | null;
  readonly phaseNumber: number | null;
  readonly orderStatusId: number | null;
  readonly subOrderId: number | null;
  readonly subOrderSequence: number | null;
  readonly quoteId: number | null;
  readonly sellerCompanyId: number | null;
  readonly sellerCompanyName: string | null;
  readonly productName: string;
  readonly productSizeName: string;
  readonly quantity: number;
  readonly statusId: number;
  readonly sellerUnitPrice: number | null;
  readonly buyerUnitPrice: number | null;
  readonly unitWeightLb: number | null;
  readonly unitFloorSpaceSqft: number | null;
  /** The delivery whose pickup has it, if any. */
  readonly deliveryId: number | null;
  readonly deliveryNumber: number | null;
}

function orderItemColumns() {
  return {
    id: orderItem.id,
    orderId: orderItem.orderId,
    orderNumber: customerOrder.orderNumber,
    phaseNumber: customerOrder.phaseNumber,
    orderStatusId: customerOrder.statusId,
    subOrderId: orderItem.subOrderId,
    subOrderSequence: subOrder.sequenceNumber,
    quoteId: sql<number | null>`null::int`,
    sellerCompanyId: subOrder.sellerCompanyId,
    sellerCompanyName: itemSeller.name,
    productName: productDisplayName,
    productSizeName: productSize.name,
    quantity: orderItem.quantity,
    statusId: orderItem.statusId,
    sellerUnitPrice: orderItem.sellerUnitPrice,
    buyerUnitPrice: orderItem.buyerUnitPrice,
    unitWeightLb: itemProductItem.unitWeightLb,
    unitFloorSpaceSqft: itemProductItem.unitFloorSpaceSqft,
    deliveryId: assignedDelivery.id,
    deliveryNumber: assignedDelivery.deliveryNumber,
  };
}

function quoteItemColumns() {
  return {
    id: quoteItem.id,
    orderId: sql<number | null>`null::int`,
    orderNumber: sql<number | null>`null::int`,
    phaseNumber: sql<number | null>`null::int`,
    orderStatusId: sql<number | null>`null::int`,
    subOrderId: sql<number | null>`null::int`,
    subOrderSequence: sql<number | null>`null::int`,
    quoteId: quoteItem.quoteId,
    sellerCompanyId: quoteItem.sellerCompanyId,
    sellerCompanyName: itemSeller.name,
    productName: productDisplayName,
    productSizeName: productSize.name,
    quantity: quoteItem.quantity,
    statusId: quoteItem.statusId,
    sellerUnitPrice: quoteItem.sellerUnitPrice,
    buyerUnitPrice: quoteItem.buyerUnitPrice,
    unitWeightLb: itemProductItem.unitWeightLb,
    unitFloorSpaceSqft: itemProductItem.unitFloorSpaceSqft,
    deliveryId: assignedDelivery.id,
    deliveryNumber: assignedDelivery.deliveryNumber,
  };
}

function orderItemsSelect(db: DatabaseExecutor) {
  return db
    .select(orderItemColumns())
    .from(orderItem)
    .innerJoin(customerOrder, eq(customerOrder.id, orderItem.orderId))
    .innerJoin(subOrder, eq(subOrder.id, orderItem.subOrderId))
    .innerJoin(itemSeller, eq(itemSeller.id, subOrder.sellerCompanyId))
    .innerJoin(product, eq(product.id, orderItem.productId))
    .innerJoin(productSize, eq(productSize.id, orderItem.productSizeId))
    .leftJoin(
      itemProductItem,
      and(
        eq(itemProductItem.productId, orderItem.productId),
        eq(itemProductItem.productSizeId, orderItem.productSizeId),
      ),
    )
    .leftJoin(
      assignedPickup,
      and(eq(assignedPickup.orderItemId, orderItem.id), eq(assignedPickup.isDropOff, false)),
    )
    .leftJoin(assignedDelivery, eq(assignedDelivery.id, assignedPickup.deliveryId));
}

function quoteItemsSelect(db: DatabaseExecutor) {
  return db
    .select(quoteItemColumns())
    .from(quoteItem)
    .leftJoin(itemSeller, eq(itemSeller.id, quoteItem.sellerCompanyId))
    .innerJoin(product, eq(product.id, quoteItem.productId))
    .innerJoin(productSize, eq(productSize.id, quoteItem.productSizeId))
    .leftJoin(
      itemProductItem,
      and(
        eq(itemProductItem.productId, quoteItem.productId),
        eq(itemProductItem.productSizeId, quoteItem.productSizeId),
      ),
    )
    .leftJoin(
      assignedPickup,
      and(eq(assignedPickup.quoteItemId, quoteItem.id), eq(assignedPickup.isDropOff, false)),
    )
    .leftJoin(assignedDelivery, eq(assignedDelivery.id, assignedPickup.deliveryId));
}

/** Sub-order items by id, each with its order, seller, unit values and the delivery that has it. One query. */
export async function findOrderItems(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<DeliverableItem[]> {
  if (ids.length === 0) return [];
  // One array parameter, not one per id: a 300-item delivery's statement is built and bound several times faster.
  return orderItemsSelect(db).where(sql`${orderItem.id} = any(${sql.param([...ids])}::int[])`);
}

/** Quote items by id, as `findOrderItems`. */
export async function findQuoteItems(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<DeliverableItem[]> {
  if (ids.length === 0) return [];
  return quoteItemsSelect(db).where(sql`${quoteItem.id} = any(${sql.param([...ids])}::int[])`);
}

/** A quote's counted lines, for validateDeliveryAssignment and the quote delivery wizard. */
export async function findQuoteLines(db: DatabaseExecutor, quoteId: number): Promise<DeliverableItem[]> {
  return quoteItemsSelect(db)
    .where(and(eq(quoteItem.quoteId, quoteId), sql`${quoteItem.statusId} in (${COUNTED})`))
    .orderBy(asc(quoteItem.sequenceNumber), asc(quoteItem.id));
}

/** A page of an order's counted items for the wizard, in sub-order then line order, and their count. */
export async function pageOrderItems(
  db: DatabaseExecutor,
  orderId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(orderItem.orderId, orderId), sql`${orderItem.statusId} in (${COUNTED})`);
  const [rows, [counts]] = await Promise.all([
    orderItemsSelect(db)
      .where(where)
      .orderBy(asc(subOrder.sequenceNumber), asc(orderItem.sequenceNumber), asc(orderItem.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        // Written qualified: a one-table select's list renders its columns bare, and a bare "id" inside the
        // sub-select would be the stop item's own (the count would not follow the item at all).
        unassigned: sql<number>`(count(*) filter (where not exists (select 1 from ${deliveryStopItem} as stop_item
          where stop_item.order_item_id = ${orderItem}.id and not stop_item.is_drop_off)))::int`,
      })
      .from(orderItem)
      .where(where),
  ]);
  return { rows, total: counts?.total ?? 0, unassigned: counts?.unassigned ?? 0 };
}

/** The items of these (order, seller) pickups: a pickup stop's candidates (spec 000 §4 stop items). */
export async function findPickupCandidates(
  db: DatabaseExecutor,
  pairs: readonly { orderId: number; sellerCompanyId: number }[],
): Promise<DeliverableItem[]> {
  if (pairs.length === 0) return [];
  const orderIds = [...new Set(pairs.map((pair) => pair.orderId))];
  const rows = await orderItemsSelect(db)
    .where(and(inArray(orderItem.orderId, orderIds), sql`${orderItem.statusId} in (${COUNTED})`))
    .orderBy(asc(orderItem.sequenceNumber), asc(orderItem.id));
  const wanted = new Set(pairs.map((pair) => `${pair.orderId}:${pair.sellerCompanyId}`));
  return rows.filter((row) => wanted.has(`${row.orderId}:${row.sellerCompanyId}`));
}

/** A quote's lines of these sellers: a quote delivery pickup's candidates. */
export async function findQuotePickupCandidates(
  db: DatabaseExecutor,
  quoteId: number,
): Promise<DeliverableItem[]> {
  return findQuoteLines(db, quoteId);
}

/** The orders, locked for the write (a delivery write and an order write on the same order go one at a time). */
export async function lockOrders(db: DatabaseExecutor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      statusId: customerOrder.statusId,
      ownerUserId: customerOrder.ownerUserId,
      address: customerOrder.deliveryAddress,
      city: customerOrder.city,
      latitude: customerOrder.latitude,
      longitude: customerOrder.longitude,
      countryId: customerOrder.countryId,
    })
    .from(customerOrder)
    .where(inArray(customerOrder.id, [...orderIds]))
    .orderBy(asc(customerOrder.id))
    .for('update');
}
export type LockedOrder = Awaited<ReturnType<typeof lockOrders>>[number];

/** The orders a delivery's stops name, locked as `lockOrders` locks them: one statement. */
export async function lockDeliveryOrders(db: DatabaseExecutor, deliveryId: number): Promise<LockedOrder[]> {
  return db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      statusId: customerOrder.statusId,
      ownerUserId: customerOrder.ownerUserId,
      address: customerOrder.deliveryAddress,
      city: customerOrder.city,
      latitude: customerOrder.latitude,
      longitude: customerOrder.longitude,
      countryId: customerOrder.countryId,
    })
    .from(customerOrder)
    .where(
      inArray(
        customerOrder.id,
        db
          .select({ orderId: sql<number>`${deliveryStop.orderId}` })
          .from(deliveryStop)
          .where(eq(deliveryStop.deliveryId, deliveryId)),
      ),
    )
    .orderBy(asc(customerOrder.id))
    .for('update');
}

export async function findQuoteRow(db: DatabaseExecutor, quoteId: number) {
  const [row] = await db
    .select({ id: quote.id, quoteNumber: quote.quoteNumber })
    .from(quote)
    .where(eq(quote.id, quoteId));
  return row;
}

/** The quote, locked, with its job site (its request's address). */
export async function lockQuote(db: DatabaseExecutor, quoteId: number) {
  const [row] = await db
    .select({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      statusId: quote.statusId,
      deliveryMethodId: quote.deliveryMethodId,
      ownerUserId: quote.ownerUserId,
      version: quote.version,
    })
    .from(quote)
    .where(eq(quote.id, quoteId))
    .for('update');
  if (!row) return undefined;
  const [site] = await db
    .select({
      address: quoteRequest.deliveryAddress,
      city: quoteRequest.city,
      latitude: quoteRequest.latitude,
      longitude: quoteRequest.longitude,
      countryId: quoteRequest.countryId,
    })
    .from(quote)
    .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
    .where(eq(quote.id, quoteId));
  return { ...row, site: site ?? null };
}

/** The sellers' main addresses, for new pickups (spec 000 §5: the main address first). */
export async function findSellerAddresses(db: DatabaseExecutor, sellerIds: readonly number[]) {
  if (sellerIds.length === 0)
    return new Map<number, { address: string | null; latitude: number | null; longitude: number | null }>();
  const rows = await db
    .select({
      id: company.id,
      address: company.address,
      city: company.city,
      latitude: company.latitude,
      longitude: company.longitude,
    })
    .from(company)
    .where(inArray(company.id, [...new Set(sellerIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        address: joinAddress(row.address, row.city),
        latitude: row.latitude,
        longitude: row.longitude,
      },
    ]),
  );
}

/** 'address, city' as a stop shows it; null when neither is known. */
export function joinAddress(address: string | null, city: string | null): string | null {
  const parts = [address, city].map((part) => part?.trim()).filter((part): part is string => !!part);
  return parts.length === 0 ? null : parts.join(', ');
}

/** A new delivery row with its number from the sequence (decision 207: never handed out twice). */
export async function insertDelivery(
  db: DatabaseExecutor,
  values: { recordType: number; quoteId: number | null; createdByUserId: number | null },
) {
  const [row] = await db
    .insert(delivery)
    .values({
      ...values,
      deliveryNumber: sql`nextval('delivery_number_seq')`,
    })
    .returning({ id: delivery.id, deliveryNumber: delivery.deliveryNumber });
  if (!row) throw new Error('the delivery was not inserted');
  return row;
}

export async function insertVehicle(
  db: DatabaseExecutor,
  deliveryId: number,
  trackingStatusId: number | null,
) {
  const [row] = await db
    .insert(deliveryVehicle)
    .values({ deliveryId, position: 1, trackingStatusId })
    .returning({ id: deliveryVehicle.id });
  if (!row) throw new Error('the vehicle was not inserted');
  return row.id;
}

export interface NewStop {
  readonly key: string;
  readonly isDropOff: boolean;
  readonly sequenceNumber: number;
  readonly sellerCompanyId: number | null;
  readonly orderId: number | null;
  readonly address: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** Inserts stops; answers each new stop's id by its key. */
export async function insertStops(
  db: DatabaseExecutor,
  deliveryId: number,
  vehicleId: number,
  stops: readonly NewStop[],
): Promise<Map<string, number>> {
  if (stops.length === 0) return new Map();
  const rows = await db
    .insert(deliveryStop)
    .values(
      stops.map((stop) => ({
        deliveryId,
        vehicleId,
        sequenceNumber: stop.sequenceNumber,
        isDropOff: stop.isDropOff,
        sellerCompanyId: stop.sellerCompanyId,
        orderId: stop.orderId,
        address: stop.address,
        latitude: stop.latitude,
        longitude: stop.longitude,
      })),
    )
    .returning({ id: deliveryStop.id });
  return new Map(stops.map((stop, index) => [stop.key, rows[index]?.id as number]));
}

export async function insertStopItems(
  db: DatabaseExecutor,
  rows: readonly {
    deliveryId: number;
    stopId: number;
    isDropOff: boolean;
    orderItemId: number | null;
    quoteItemId: number | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(deliveryStopItem).values([...rows]);
}

export async function deleteStopItemsOf(
  db: DatabaseExecutor,
  deliveryId: number,
  itemIds: readonly number[],
  kind: 'order' | 'quote',
): Promise<void> {
  if (itemIds.length === 0) return;
  const column = kind === 'order' ? deliveryStopItem.orderItemId : deliveryStopItem.quoteItemId;
  await db
    .delete(deliveryStopItem)
    .where(and(eq(deliveryStopItem.deliveryId, deliveryId), inArray(column, [...itemIds])));
}

/** Removes the delivery's stops left without items; answers how many pickups remain. */
export async function deleteEmptyStops(db: DatabaseExecutor, deliveryId: number): Promise<number> {
  await db
    .delete(deliveryStop)
    .where(
      and(
        eq(deliveryStop.deliveryId, deliveryId),
        sql`not exists (select 1 from ${deliveryStopItem} where ${deliveryStopItem.stopId} = ${deliveryStop.id})`,
      ),
    );
  const [row] = await db
    .select({ pickups: sql<number>`count(*)::int` })
    .from(deliveryStop)
    .where(and(eq(deliveryStop.deliveryId, deliveryId), eq(deliveryStop.isDropOff, false)));
  return row?.pickups ?? 0;
}

/** Numbers the delivery's stops 1…n in the order given (stop ids). */
export async function renumberStops(db: DatabaseExecutor, orderedStopIds: readonly number[]): Promise<void> {
  if (orderedStopIds.length === 0) return;
  const values = orderedStopIds.map((id, index) => sql`(${id}::int, ${index + 1}::smallint)`);
  await db.execute(sql`update ${deliveryStop} as stop set sequence_number = v.sequence_number, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, sequence_number) where stop.id = v.id`);
}

/**
 * Deletes the stored-file rows of the signed bills of lading of the delivery's stops — every stop's, or only those
 * of the stops left without items (the ones `deleteEmptyStops` is about to remove) — and answers the storage keys
 * of their bytes, which the caller removes once the transaction has committed (decision 211).
 */
export async function deleteBolFiles(
  db: DatabaseExecutor,
  deliveryId: number,
  which: 'every stop' | 'empty stops',
): Promise<string[]> {
  const stops = db
    .select({ bolFileId: deliveryStop.bolFileId })
    .from(deliveryStop)
    .where(
      and(
        eq(deliveryStop.deliveryId, deliveryId),
        isNotNull(deliveryStop.bolFileId),
        which === 'empty stops'
          ? sql`not exists (select 1 from ${deliveryStopItem} where ${deliveryStopItem.stopId} = ${deliveryStop.id})`
          : undefined,
      ),
    );
  const deleted = await db
    .delete(storedFile)
    .where(inArray(storedFile.id, stops))
    .returning({ storageKey: storedFile.storageKey, thumbnailKey: storedFile.thumbnailKey });
  return deleted.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));
}

/** The delivery's version; null when it is gone. */
export async function findDeliveryVersion(db: DatabaseExecutor, id: number): Promise<number | null> {
  const [row] = await db.select({ version: delivery.version }).from(delivery).where(eq(delivery.id, id));
  return row?.version ?? null;
}

/**
 * Stores the delivery's route distance and duration (derived columns: no version rise, decision 211) only while it
 * is still at `version` and they differ from what it has; answers whether it wrote.
 */
export async function storeRoute(
  db: DatabaseExecutor,
  id: number,
  version: number,
  route: { distanceM: number | null; durationS: number | null },
): Promise<boolean> {
  const updated = await db
    .update(delivery)
    .set({ routeDistanceM: route.distanceM, routeDurationS: route.durationS })
    .where(
      and(
        eq(delivery.id, id),
        eq(delivery.version, version),
        sql`(${delivery.routeDistanceM}, ${delivery.routeDurationS}) is distinct from (${route.distanceM}::int, ${route.durationS}::int)`,
      ),
    )
    .returning({ id: delivery.id });
  return updated.length > 0;
}

export async function deleteDelivery(db: DatabaseExecutor, deliveryId: number): Promise<void> {
  await db.delete(delivery).where(eq(delivery.id, deliveryId));
}

/** The delivery row, locked (a write without the client's version: a toggle). */
export async function lockDeliveryRow(db: DatabaseExecutor, id: number) {
  const [row] = await db.select().from(delivery).where(eq(delivery.id, id)).for('update');
  return row;
}

export async function bumpDelivery(
  db: DatabaseExecutor,
  id: number,
  values: Partial<typeof delivery.$inferInsert> = {},
): Promise<void> {
  await db
    .update(delivery)
    .set({ ...values, version: sql`${delivery.version} + 1`, updatedAt: new Date() })
    .where(eq(delivery.id, id));
}

export async function updateVehicle(
  db: DatabaseExecutor,
  id: number,
  values: Partial<typeof deliveryVehicle.$inferInsert>,
): Promise<void> {
  await db
    .update(deliveryVehicle)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryVehicle.id, id));
}

export async function replaceAddOns(db: DatabaseExecutor, vehicleId: number, addOnIds: readonly number[]) {
  await db.delete(deliveryVehicleAddOn).where(eq(deliveryVehicleAddOn.vehicleId, vehicleId));
  if (addOnIds.length === 0) return;
  await db
    .insert(deliveryVehicleAddOn)
    .values([...new Set(addOnIds)].map((truckAddOnId) => ({ vehicleId, truckAddOnId })));
}

export async function updateStop(
  db: DatabaseExecutor,
  id: number,
  values: Partial<typeof deliveryStop.$inferInsert>,
): Promise<void> {
  await db
    .update(deliveryStop)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryStop.id, id));
}

/** One stop's new values in `updateStops`: each field only when given (undefined: the stop keeps its own). */
export interface StopWrite {
  readonly id: number;
  readonly sequenceNumber?: number;
  readonly deliveryDate?: string | null;
  readonly deliveryTimeId?: number | null;
  readonly note?: string | null;
  readonly trackingStatusId?: number | null;
  readonly address?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/** `updateStops`' fields in the order of their bit in a row's `given` mask. */
const STOP_WRITE_FIELDS = [
  ['sequenceNumber', 'sequence_number', 'smallint'],
  ['deliveryDate', 'delivery_date', 'date'],
  ['deliveryTimeId', 'delivery_time_id', 'int'],
  ['note', 'note', 'text'],
  ['trackingStatusId', 'tracking_status_id', 'smallint'],
  ['address', 'address', 'text'],
  ['latitude', 'latitude', 'double precision'],
  ['longitude', 'longitude', 'double precision'],
] as const;

/**
 * Writes many stops in one statement (`update … from jsonb_to_recordset(…)`): one JSON parameter of the rows, each
 * its id, a mask of the fields it gives (a field not given keeps the stop's own) and their values, typed by the
 * record's column list — one parameter whatever the stop count, so the statement's text (and its prepared plan)
 * is the same for every save, and a NULL or any text goes through as JSON says it.
 */
export async function updateStops(db: DatabaseExecutor, writes: readonly StopWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map((write) => {
    const row: Record<string, unknown> = { id: write.id, given: 0 };
    STOP_WRITE_FIELDS.forEach(([key, name], bit) => {
      if (write[key] === undefined) return;
      row.given = (row.given as number) | (1 << bit);
      row[name] = write[key];
    });
    return row;
  });
  const sets = STOP_WRITE_FIELDS.map(
    ([, name], bit) =>
      sql`${sql.identifier(name)} = case when v.given & ${sql.raw(String(1 << bit))} <> 0
        then v.${sql.identifier(name)} else stop.${sql.identifier(name)} end`,
  );
  const columns = STOP_WRITE_FIELDS.map(([, name, type]) => sql`${sql.identifier(name)} ${sql.raw(type)}`);
  await db.execute(sql`update ${deliveryStop} as stop set ${sql.join(sets, sql`, `)}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, given int, ${sql.join(columns, sql`, `)})
    where stop.id = v.id`);
}

export async function replaceCoOwners(db: DatabaseExecutor, deliveryId: number, userIds: readonly number[]) {
  await db
    .delete(deliveryOwner)
    .where(and(eq(deliveryOwner.deliveryId, deliveryId), eq(deliveryOwner.kind, 2)));
  if (userIds.length === 0) return;
  await db
    .insert(deliveryOwner)
    .values([...new Set(userIds)].map((userId) => ({ deliveryId, userId, kind: 2 })));
}

// ——— Reads of one delivery: one query per table (decision 209) ———

export async function findDeliveryRow(db: DatabaseExecutor, id: number) {
  const logistic = alias(appUser, 'logistic_owner');
  const [row] = await db
    .select({
      delivery,
      logisticOwnerName: sql<string | null>`case when ${logistic.id} is null then null
        else ${userDisplayName(logistic)} end`,
    })
    .from(delivery)
    .leftJoin(logistic, eq(logistic.id, delivery.logisticOwnerUserId))
    .where(eq(delivery.id, id));
  return row;
}

export async function findOwners(db: DatabaseExecutor, deliveryId: number) {
  return db
    .select({ userId: deliveryOwner.userId, kind: deliveryOwner.kind, name: userDisplayName(appUser) })
    .from(deliveryOwner)
    .innerJoin(appUser, eq(appUser.id, deliveryOwner.userId))
    .where(eq(deliveryOwner.deliveryId, deliveryId))
    .orderBy(asc(deliveryOwner.kind), asc(appUser.id));
}

export async function findVehicles(db: DatabaseExecutor, deliveryId: number) {
  const transportSeller = alias(company, 'transport_seller');
  return db
    .select({
      vehicle: deliveryVehicle,
      transportSellerName: transportSeller.name,
      transporterName: transporter.name,
      truckTypeName: vehicleType.name,
      truckSubTypeName: truckSubType.name,
      truckSubTypeVehicleTypeId: truckSubType.vehicleTypeId,
      truckLengthFeet: truckSubTypeLength.feet,
      truckLengthSubTypeId: truckSubTypeLength.truckSubTypeId,
      maxPayloadLb: truckSubTypeLength.maxPayloadLb,
      deckAreaSqFt: truckSubTypeLength.deckAreaSqFt,
    })
    .from(deliveryVehicle)
    .leftJoin(transportSeller, eq(transportSeller.id, deliveryVehicle.transportSellerCompanyId))
    .leftJoin(transporter, eq(transporter.id, deliveryVehicle.transporterId))
    .leftJoin(vehicleType, eq(vehicleType.id, deliveryVehicle.truckTypeId))
    .leftJoin(truckSubType, eq(truckSubType.id, deliveryVehicle.truckSubTypeId))
    .leftJoin(truckSubTypeLength, eq(truckSubTypeLength.id, deliveryVehicle.truckLengthId))
    .where(eq(deliveryVehicle.deliveryId, deliveryId))
    .orderBy(asc(deliveryVehicle.position));
}
export type VehicleRow = Awaited<ReturnType<typeof findVehicles>>[number];

export async function findAddOns(db: DatabaseExecutor, deliveryId: number) {
  return db
    .select({ vehicleId: deliveryVehicleAddOn.vehicleId, id: truckAddOn.id, name: truckAddOn.name })
    .from(deliveryVehicleAddOn)
    .innerJoin(deliveryVehicle, eq(deliveryVehicle.id, deliveryVehicleAddOn.vehicleId))
    .innerJoin(truckAddOn, eq(truckAddOn.id, deliveryVehicleAddOn.truckAddOnId))
    .where(eq(deliveryVehicle.deliveryId, deliveryId))
    .orderBy(asc(truckAddOn.sortOrder), asc(truckAddOn.id));
}

export async function findStops(db: DatabaseExecutor, deliveryId: number) {
  const buyer = alias(company, 'stop_buyer');
  const seller = alias(company, 'stop_seller');
  return db
    .select({
      stop: deliveryStop,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      orderApproxJobDate: customerOrder.approxJobDate,
      orderAddress: customerOrder.deliveryAddress,
      orderCity: customerOrder.city,
      orderLatitude: customerOrder.latitude,
      orderLongitude: customerOrder.longitude,
      orderCountryId: customerOrder.countryId,
      buyerCompanyId: buyer.id,
      buyerCompanyName: buyer.name,
      sellerName: seller.name,
      sellerAddress: seller.address,
      sellerCity: seller.city,
      sellerLatitude: seller.latitude,
      sellerLongitude: seller.longitude,
      bolOriginalName: storedFile.originalName,
    })
    .from(deliveryStop)
    .leftJoin(customerOrder, eq(customerOrder.id, deliveryStop.orderId))
    .leftJoin(buyer, eq(buyer.id, customerOrder.buyerCompanyId))
    .leftJoin(seller, eq(seller.id, deliveryStop.sellerCompanyId))
    .leftJoin(storedFile, eq(storedFile.id, deliveryStop.bolFileId))
    .where(eq(deliveryStop.deliveryId, deliveryId))
    .orderBy(asc(deliveryStop.vehicleId), asc(deliveryStop.sequenceNumber), asc(deliveryStop.id));
}
export type StopRow = Awaited<ReturnType<typeof findStops>>[number];

export async function findStopItems(db: DatabaseExecutor, deliveryId: number) {
  return db
    .select({
      id: deliveryStopItem.id,
      stopId: deliveryStopItem.stopId,
      isDropOff: deliveryStopItem.isDropOff,
      orderItemId: deliveryStopItem.orderItemId,
      quoteItemId: deliveryStopItem.quoteItemId,
    })
    .from(deliveryStopItem)
    .where(eq(deliveryStopItem.deliveryId, deliveryId))
    .orderBy(asc(deliveryStopItem.id));
}

export async function findAltAddresses(db: DatabaseExecutor, sellerIds: readonly number[]) {
  if (sellerIds.length === 0) return [];
  return db
    .select({
      companyId: companyAddress.companyId,
      address: companyAddress.address,
      city: companyAddress.city,
      latitude: companyAddress.latitude,
      longitude: companyAddress.longitude,
    })
    .from(companyAddress)
    .where(inArray(companyAddress.companyId, [...new Set(sellerIds)]))
    .orderBy(asc(companyAddress.id));
}

/** The deliveries carrying a quote's lines (validateDeliveryAssociated). */
export async function findQuoteDeliveries(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({ id: delivery.id, deliveryNumber: delivery.deliveryNumber })
    .from(delivery)
    .where(eq(delivery.quoteId, quoteId))
    .orderBy(asc(delivery.deliveryNumber));
}

/** A quote's deliveries with their status, truck, stop and item counts (decision 218's quoteDeliveryLines). */
export async function findQuoteDeliverySummaries(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      id: delivery.id,
      deliveryNumber: delivery.deliveryNumber,
      statusId: delivery.statusId,
      stopCount: delivery.stopCount,
      itemCount: delivery.itemCount,
      vehicleCount: sql<number>`(select count(*) from ${deliveryVehicle}
        where ${deliveryVehicle.deliveryId} = ${delivery.id})::int`,
    })
    .from(delivery)
    .where(eq(delivery.quoteId, quoteId))
    .orderBy(asc(delivery.deliveryNumber));
}

/** The orders a delivery's stops name. */
export async function findDeliveryOrderIds(db: DatabaseExecutor, deliveryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: deliveryStop.orderId })
    .from(deliveryStop)
    .where(and(eq(deliveryStop.deliveryId, deliveryId), isNotNull(deliveryStop.orderId)));
  return rows.map((row) => row.orderId as number);
}

/** Whether these users are active staff (a logistic owner or co-owner must be). */
export async function findStaffUserIds(
  db: DatabaseExecutor,
  userIds: readonly number[],
  staffRoleIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.id, [...userIds]), inArray(appUser.roleId, [...staffRoleIds])));
  return new Set(rows.map((row) => row.id));
}

/** The truck reference rows a save names, to check they exist and fit together. */
export async function findTruckReferences(
  db: DatabaseExecutor,
  ids: {
    typeId: number | null;
    subTypeId: number | null;
    lengthId: number | null;
    addOnIds: readonly number[];
  },
) {
  const [types, subTypes, lengths, addOns] = await Promise.all([
    ids.typeId === null
      ? []
      : db.select({ id: vehicleType.id }).from(vehicleType).where(eq(vehicleType.id, ids.typeId)),
    ids.subTypeId === null
      ? []
      : db
          .select({ id: truckSubType.id, vehicleTypeId: truckSubType.vehicleTypeId })
          .from(truckSubType)
          .where(eq(truckSubType.id, ids.subTypeId)),
    ids.lengthId === null
      ? []
      : db
          .select({ id: truckSubTypeLength.id, truckSubTypeId: truckSubTypeLength.truckSubTypeId })
          .from(truckSubTypeLength)
          .where(eq(truckSubTypeLength.id, ids.lengthId)),
    ids.addOnIds.length === 0
      ? []
      : db
          .select({ id: truckAddOn.id })
          .from(truckAddOn)
          .where(inArray(truckAddOn.id, [...ids.addOnIds])),
  ]);
  return {
    type: types[0],
    subType: subTypes[0],
    length: lengths[0],
    addOnIds: new Set(addOns.map((a) => a.id)),
  };
}

export async function companyExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: company.id }).from(company).where(eq(company.id, id));
  return rows.length > 0;
}

export async function transporterExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: transporter.id }).from(transporter).where(eq(transporter.id, id));
  return rows.length > 0;
}

// ——— Roll-ups (decision 207) ———

/**
 * The delivery's own roll-ups for the Delivery Table: the first vehicle's weight and fill rate (already checked
 * and stored on the vehicle by the service), the first stop date, stop and item counts, the drop-offs' country
 * (null when two), the owners (its orders' owners, or the quote's) and the folded search text of its orders'
 * numbers, job names and buyers. Two statements.
 */
export async function refreshDeliveryRollups(db: DatabaseExecutor, deliveryId: number): Promise<void> {
  await db.execute(sql`update ${delivery} as d set
      fill_rate = v.fill_rate, weight_lb = v.weight_lb,
      first_stop_date = (select min(s.delivery_date) from ${deliveryStop} s where s.delivery_id = d.id),
      stop_count = (select count(*) from ${deliveryStop} s where s.delivery_id = d.id),
      item_count = (select count(*) from ${deliveryStopItem} i where i.delivery_id = d.id and not i.is_drop_off),
      country_id = (select case when count(distinct o.country_id) = 1 then min(o.country_id) end
        from ${deliveryStop} s join ${customerOrder} o on o.id = s.order_id
        where s.delivery_id = d.id and s.is_drop_off),
      search_text = coalesce((select string_agg(distinct ${foldedSql(sql`'OR-' || o.order_number || ' ' || o.job_name || ' ' || b.name`)}, ' ')
        from ${deliveryStop} s join ${customerOrder} o on o.id = s.order_id join ${company} b on b.id = o.buyer_company_id
        where s.delivery_id = d.id), (select ${foldedSql(sql`'CQ-' || q.quote_number || ' ' || q.job_name || ' ' || b.name`)}
        from ${quote} q join ${company} b on b.id = q.buyer_company_id where q.id = d.quote_id), '')
    from (select v.fill_rate, v.weight_lb from ${deliveryVehicle} v where v.delivery_id = ${deliveryId}
      order by v.position limit 1) as v
    where d.id = ${deliveryId}`);
  await db
    .delete(deliveryOwner)
    .where(and(eq(deliveryOwner.deliveryId, deliveryId), eq(deliveryOwner.kind, 1)));
  await db.execute(sql`insert into ${deliveryOwner} (delivery_id, user_id, kind)
    select distinct ${deliveryId}::int, owner_id, 1::smallint from (
      select o.owner_user_id as owner_id from ${deliveryStop} s join ${customerOrder} o on o.id = s.order_id
        where s.delivery_id = ${deliveryId}
      union select q.owner_user_id from ${delivery} d join ${quote} q on q.id = d.quote_id where d.id = ${deliveryId}
    ) owners where owner_id is not null
    on conflict do nothing`);
  await refreshDeliveryFilterRollups(db, [deliveryId]);
}

/**
 * The Delivery Table's filter columns of these deliveries (decision 212), after their vehicles, stops and owner
 * rows are written: the first vehicle's tracking status, late and billed flags, and the sorted, distinct ids of the
 * owners, co-owners, the stops' sellers and their orders' buyers — so each filter is on an index of the delivery.
 */
export async function refreshDeliveryFilterRollups(
  db: DatabaseExecutor,
  deliveryIds: readonly number[],
): Promise<void> {
  if (deliveryIds.length === 0) return;
  const firstVehicle = (column: string) =>
    sql`(select v.${sql.identifier(column)} from ${deliveryVehicle} v where v.delivery_id = d.id and v.position = 1)`;
  const ownersOf = (kind: number) =>
    sql`coalesce((select array_agg(o.user_id order by o.user_id) from ${deliveryOwner} o
      where o.delivery_id = d.id and o.kind = ${sql.raw(String(kind))}), '{}')`;
  await db.execute(sql`update ${delivery} as d set
      tracking_status_id = ${firstVehicle('tracking_status_id')},
      late_delivery = coalesce(${firstVehicle('late_delivery')}, false),
      billed = coalesce(${firstVehicle('billed')}, false),
      owner_user_ids = ${ownersOf(1)},
      cos_owner_user_ids = ${ownersOf(2)},
      seller_company_ids = coalesce((select array_agg(distinct s.seller_company_id order by s.seller_company_id)
        from ${deliveryStop} s where s.delivery_id = d.id and s.seller_company_id is not null), '{}'),
      buyer_company_ids = coalesce((select array_agg(distinct o.buyer_company_id order by o.buyer_company_id)
        from ${deliveryStop} s join ${customerOrder} o on o.id = s.order_id where s.delivery_id = d.id), '{}')
    where d.id = any(${sql.param([...deliveryIds])}::int[])`);
}

/**
 * The orders' and their sub-orders' delivery roll-ups (decision 207): per sub-order the counted items on a
 * delivery (count; assigned yes / no / partial), the lowest delivery number carrying them and the sub-order
 * delivery status — pickup once a pickup stop of its items is loaded, booked once its delivery is, contacted
 * while it is on a draft, not contacted without one; per order yes / no / partial over its sub-orders. Derived
 * columns: no version rises (as the sub-order status, decision 164).
 */
export async function refreshOrderDeliveryRollups(db: DatabaseExecutor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  const ids = sql.join(
    [...new Set(orderIds)].map((id) => sql`${id}::int`),
    sql`, `,
  );
  const A = DeliveryAssigned.ids;
  const S = SubOrderDeliveryStatus.ids;
  await db.execute(sql`with tally as (
      select so.id,
        count(oi.id) filter (where oi.status_id in (${COUNTED})) as counted,
        count(pi.id) filter (where oi.status_id in (${COUNTED})) as assigned,
        min(d.delivery_number) as delivery_number,
        coalesce(max(case when ps.tracking_status_id = 4 then ${sql.raw(String(S.PICKUP))}
          when d.status_id = 2 then ${sql.raw(String(S.BOOKED))} when d.id is not null then ${sql.raw(String(S.CONTACTED))} end), ${sql.raw(String(S.NOT_CONTACTED))}) as status
      from ${subOrder} so
      left join ${orderItem} oi on oi.sub_order_id = so.id
      left join ${deliveryStopItem} pi on pi.order_item_id = oi.id and not pi.is_drop_off
      left join ${deliveryStop} ps on ps.id = pi.stop_id
      left join ${delivery} d on d.id = pi.delivery_id
      where so.order_id in (${ids})
      group by so.id)
    update ${subOrder} as row set delivery_assigned_count = tally.assigned,
      delivery_assigned_id = case when tally.assigned = 0 then ${sql.raw(String(A.NO))}
        when tally.assigned >= tally.counted then ${sql.raw(String(A.YES))} else ${sql.raw(String(A.PARTIAL))} end,
      delivery_number = tally.delivery_number, delivery_status_id = tally.status
    from tally where row.id = tally.id`);
  await db.execute(sql`update ${customerOrder} as o set delivery_assigned_id = v.assigned_id
    from (select so.order_id, case when sum(so.delivery_assigned_count) = 0 then ${sql.raw(String(A.NO))}
        when sum(so.delivery_assigned_count) >= sum(so.item_count) then ${sql.raw(String(A.YES))} else ${sql.raw(String(A.PARTIAL))} end as assigned_id
      from ${subOrder} so where so.order_id in (${ids}) group by so.order_id) as v
    where o.id = v.order_id`);
}

/** Deliveries of other ids having any of these items (a double assignment check before the unique index). */
export async function findOtherAssignments(
  db: DatabaseExecutor,
  deliveryId: number | null,
  itemIds: readonly number[],
  kind: 'order' | 'quote',
) {
  if (itemIds.length === 0) return [];
  const column = kind === 'order' ? deliveryStopItem.orderItemId : deliveryStopItem.quoteItemId;
  return db
    .select({ itemId: column, deliveryId: deliveryStopItem.deliveryId })
    .from(deliveryStopItem)
    .where(
      and(
        inArray(column, [...itemIds]),
        eq(deliveryStopItem.isDropOff, false),
        deliveryId === null ? undefined : ne(deliveryStopItem.deliveryId, deliveryId),
      ),
    );
}

// ——— When the order or the quote changes under a delivery (decision 207) ———

/**
 * The deliveries carrying any of these items (pickup or drop-off) — sub-order items on order deliveries, quote lines
 * on quote deliveries — each with the items it has. One query.
 */
export async function findDeliveriesOfItems(
  db: DatabaseExecutor,
  itemIds: readonly number[],
  kind: 'order' | 'quote',
): Promise<Map<number, number[]>> {
  if (itemIds.length === 0) return new Map();
  const column = kind === 'order' ? deliveryStopItem.orderItemId : deliveryStopItem.quoteItemId;
  const rows = await db
    .selectDistinct({ deliveryId: deliveryStopItem.deliveryId, itemId: column })
    .from(deliveryStopItem)
    .where(inArray(column, [...itemIds]))
    .orderBy(asc(deliveryStopItem.deliveryId), asc(column));
  const itemsOf = new Map<number, number[]>();
  for (const row of rows) {
    const items = itemsOf.get(row.deliveryId) ?? [];
    items.push(row.itemId as number);
    itemsOf.set(row.deliveryId, items);
  }
  return itemsOf;
}

/** The orders these sub-order items are on now. */
export async function findOrderIdsOfItems(
  db: DatabaseExecutor,
  orderItemIds: readonly number[],
): Promise<number[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: orderItem.orderId })
    .from(orderItem)
    .where(inArray(orderItem.id, [...orderItemIds]));
  return rows.map((row) => row.orderId);
}
