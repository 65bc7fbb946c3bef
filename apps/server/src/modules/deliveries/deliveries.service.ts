import {
  ActionLogAction,
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  DELIVERY_BILLED_WRITERS,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryTrackingStatus,
  DROP_OFF_STOP_TRACKING_IDS,
  ErrorCode,
  FlowEntity,
  formatDeliveryNumber,
  formatOrderNumber,
  isWriter,
  MESSAGES,
  moveDeliveryBackToDraft,
  normalizeTransport,
  OrderStatus,
  PICKUP_STOP_TRACKING_IDS,
  pickupAddressChoices,
  publishDelivery,
  QuoteStatus,
  STAFF_ROLE_IDS,
  type DeliveryItemSummary,
  type DeliveryValidation,
  type DeliveryWizardPage,
  type FieldIssue,
  type OrderDelivery,
  type OrderDeliverySubOrderQueryValues,
  type PickupAddress,
  type QuoteDeliveryPlan,
  type UpdateDeliveryValues,
} from '@portal/contracts';
import { pageOffset } from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import { delivery } from '../../db/schema';
import { AppError, forbidden, invalidFields, notFound } from '../../lib/app-error';
import { guardTransition } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned } from '../../lib/versioned-write';
import * as repository from './deliveries.repository';
import { enqueueRouteDistance, removeBolFiles } from './delivery-jobs';
import type { DeliverableItem, LockedOrder, NewStop } from './deliveries.repository';
import {
  loadStopItems,
  quoteNumberOf,
  readDelivery,
  SUBJECT,
  toDeliveryItem,
  vehicleChecks,
  type DeliveryRead,
} from './delivery-detail';
import { planTrucks } from './delivery-plan';

/**
 * The deliveries (issue 38; spec 000 §3–§5, §7; spec 001 §4, §5, §7; decisions 207, 209): the wizard's create,
 * the workspace's update and publish, its stop items, delete, the status calls, the billed toggle, the item summary
 * and the quote rules. Order deliveries carry sub-order items, quote deliveries quote items; both are one set of
 * tables and one service. Every write: one transaction, the delivery's version raised, its roll-ups and its
 * orders' recomputed, the action log, the live change event after commit.
 */

export type DeliveryKind = 'order' | 'quote';

const RECORD_TYPE = {
  order: ActionLogType.ids.ORDER_DELIVERY,
  quote: ActionLogType.ids.QUOTE_DELIVERY,
} as const;

/** spec 001 §4–§5 (decision 209): deliveries are planned on an order still being built or planned. */
const PLANNABLE_ORDER_STATUS_IDS: readonly number[] = [
  OrderStatus.ids.PENDING,
  OrderStatus.ids.WIP,
  OrderStatus.ids.DELIVERY_PLANNING,
];
/** A delivery of an order closed (complete or cancelled) is read-only. */
const CLOSED_ORDER_STATUS_IDS: readonly number[] = [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const isCounted = (item: DeliverableItem) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId);

function kindOf(recordType: number): DeliveryKind {
  return recordType === ActionLogType.ids.QUOTE_DELIVERY ? 'quote' : 'order';
}

/**
 * Every write's roll-ups (decision 207): the vehicles' checks stored, the delivery's Delivery Table columns, and
 * the orders' and sub-orders' delivery state.
 */
export async function refreshRollups(
  tx: DatabaseExecutor,
  deliveryId: number | null,
  orderIds: readonly number[],
): Promise<DeliveryRead | undefined> {
  let read: DeliveryRead | undefined;
  if (deliveryId !== null) {
    const [vehicles, stops, stopItems] = await Promise.all([
      repository.findVehicles(tx, deliveryId),
      repository.findStops(tx, deliveryId),
      repository.findStopItems(tx, deliveryId),
    ]);
    const items = await loadStopItems(tx, stopItems);
    const checks = vehicleChecks(
      vehicles,
      stops.map((row) => row.stop),
      stopItems.map((row) => ({ ...row, itemId: (row.orderItemId ?? row.quoteItemId) as number })),
      items,
    );
    for (const [vehicleId, check] of checks) {
      await repository.updateVehicle(tx, vehicleId, {
        weightStatusId: check.weightStatusId,
        weightLb: check.weightLb,
        fillRateStatusId: check.fillRateStatusId,
        fillRate: check.fillRate,
      });
    }
    await repository.refreshDeliveryRollups(tx, deliveryId);
    read = { vehicles, stops, stopItems, items };
  }
  await repository.refreshOrderDeliveryRollups(tx, orderIds);
  return read;
}

export interface DeliveriesDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}

export function createDeliveriesService({ db, runUnitOfWork }: DeliveriesDependencies) {
  // ——— Items ———

  /**
   * The items a call assigns, checked: each exists and counts, its order is plannable (or its quote a WIP delivery
   * quote with sourcing complete, spec 001 §5), and no other delivery has it (spec 000 §4) — else 400 / 409 naming
   * the field and the items.
   */
  async function checkedItems(
    tx: DatabaseExecutor,
    kind: DeliveryKind,
    ids: readonly number[],
    field: string,
    deliveryId: number | null,
  ): Promise<DeliverableItem[]> {
    const unique = [...new Set(ids)];
    const items =
      kind === 'order'
        ? await repository.findOrderItems(tx, unique)
        : await repository.findQuoteItems(tx, unique);
    const byId = new Map(items.map((item) => [item.id, item]));
    const issues: FieldIssue[] = [];
    unique.forEach((id, index) => {
      const item = byId.get(id);
      const at = `${field}.${index}`;
      if (!item) {
        issues.push({
          field: at,
          message: kind === 'order' ? MESSAGES.orderItemUnknownOrTwice : MESSAGES.quoteItemUnknown,
        });
      } else if (
        kind === 'order' &&
        (!isCounted(item) || !PLANNABLE_ORDER_STATUS_IDS.includes(item.orderStatusId ?? 0))
      ) {
        issues.push({ field: at, message: MESSAGES.itemNotDeliverable });
      } else if (
        kind === 'quote' &&
        (!isCounted(item) ||
          item.sellerCompanyId === null ||
          item.sellerUnitPrice === null ||
          item.buyerUnitPrice === null)
      ) {
        issues.push({ field: at, message: MESSAGES.quoteItemNotSourced });
      }
    });
    if (issues.length > 0) throw invalidFields(issues);
    const taken = items.filter((item) => item.deliveryId !== null && item.deliveryId !== deliveryId);
    if (taken.length > 0) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.itemOnAnotherDelivery, {
        issues: taken.map((item) => ({
          field: `${field}.${unique.indexOf(item.id)}`,
          message: MESSAGES.itemOnAnotherDelivery,
        })),
      });
    }
    return unique.map((id) => byId.get(id) as DeliverableItem);
  }

  /** A quote a delivery may be planned on (spec 001 §5): WIP, delivery method Delivery. */
  async function lockPlannableQuote(tx: DatabaseExecutor, quoteId: number) {
    const current = await repository.lockQuote(tx, quoteId);
    if (!current) throw notFound('Quote');
    if (
      current.statusId !== QuoteStatus.ids.WIP ||
      current.deliveryMethodId !== DeliveryMethod.ids.DELIVERY
    ) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotDeliverable);
    }
    return current;
  }

  interface Site {
    readonly address: string | null;
    readonly latitude: number | null;
    readonly longitude: number | null;
  }

  /** The pickups and drop-offs the items need and the stops already there lack (new ones at the sellers' main address and the job sites). */
  async function stopsFor(
    tx: DatabaseExecutor,
    items: readonly DeliverableItem[],
    sites: ReadonlyMap<number | null, Site>,
    existing: readonly {
      id: number;
      isDropOff: boolean;
      orderId: number | null;
      sellerCompanyId: number | null;
    }[],
    firstSequence: number,
  ) {
    const pickupKey = (orderId: number | null, sellerId: number | null) => `p:${orderId}:${sellerId}`;
    const dropKey = (orderId: number | null) => `d:${orderId}`;
    const stopIdOf = new Map<string, number>();
    for (const stop of existing) {
      const key = stop.isDropOff ? dropKey(stop.orderId) : pickupKey(stop.orderId, stop.sellerCompanyId);
      if (!stopIdOf.has(key)) stopIdOf.set(key, stop.id);
    }
    const sellerAddresses = await repository.findSellerAddresses(
      tx,
      items.flatMap((item) => (item.sellerCompanyId === null ? [] : [item.sellerCompanyId])),
    );
    const newPickups: NewStop[] = [];
    const newDrops: NewStop[] = [];
    for (const item of items) {
      const pKey = pickupKey(item.orderId, item.sellerCompanyId);
      if (!stopIdOf.has(pKey) && !newPickups.some((stop) => stop.key === pKey)) {
        const address = sellerAddresses.get(item.sellerCompanyId ?? 0);
        newPickups.push({
          key: pKey,
          isDropOff: false,
          sequenceNumber: 0,
          sellerCompanyId: item.sellerCompanyId,
          orderId: item.orderId,
          address: address?.address ?? null,
          latitude: address?.latitude ?? null,
          longitude: address?.longitude ?? null,
        });
      }
      const dKey = dropKey(item.orderId);
      if (!stopIdOf.has(dKey) && !newDrops.some((stop) => stop.key === dKey)) {
        const site = sites.get(item.orderId);
        newDrops.push({
          key: dKey,
          isDropOff: true,
          sequenceNumber: 0,
          sellerCompanyId: null,
          orderId: item.orderId,
          address: site?.address ?? null,
          latitude: site?.latitude ?? null,
          longitude: site?.longitude ?? null,
        });
      }
    }
    const fresh = [...newPickups, ...newDrops].map((stop, index) => ({
      ...stop,
      sequenceNumber: firstSequence + index,
    }));
    return { fresh, stopIdOf, pickupKey, dropKey };
  }

  /** Assigns items to a delivery's first vehicle: new stops as needed, a pickup and a drop-off row per item. */
  async function assignItems(
    tx: DatabaseExecutor,
    kind: DeliveryKind,
    deliveryId: number,
    vehicleId: number,
    items: readonly DeliverableItem[],
    sites: ReadonlyMap<number | null, Site>,
  ): Promise<void> {
    const stops = (await repository.findStops(tx, deliveryId)).map((row) => row.stop);
    const { fresh, stopIdOf, pickupKey, dropKey } = await stopsFor(tx, items, sites, stops, stops.length + 1);
    const inserted = await repository.insertStops(tx, deliveryId, vehicleId, fresh);
    for (const [key, id] of inserted) stopIdOf.set(key, id);
    await repository.insertStopItems(
      tx,
      items.flatMap((item) => {
        const ids = {
          orderItemId: kind === 'order' ? item.id : null,
          quoteItemId: kind === 'quote' ? item.id : null,
        };
        return [
          {
            deliveryId,
            stopId: stopIdOf.get(pickupKey(item.orderId, item.sellerCompanyId)) as number,
            isDropOff: false,
            ...ids,
          },
          { deliveryId, stopId: stopIdOf.get(dropKey(item.orderId)) as number, isDropOff: true, ...ids },
        ];
      }),
    );
    // New pickups go before the drop-offs, in the order the stops had; new drop-offs last.
    const all = (await repository.findStops(tx, deliveryId)).map((row) => row.stop);
    const ordered = [...all.filter((stop) => !stop.isDropOff), ...all.filter((stop) => stop.isDropOff)];
    const sequenceOf = new Map(all.map((stop) => [stop.id, stop.sequenceNumber]));
    ordered.sort(
      (a, b) =>
        Number(a.isDropOff) - Number(b.isDropOff) ||
        (sequenceOf.get(a.id) ?? 0) - (sequenceOf.get(b.id) ?? 0),
    );
    await repository.renumberStops(
      tx,
      ordered.map((stop) => stop.id),
    );
  }

  /** The job sites of the items' orders (or the quote's), by order id (null: the quote). */
  function sitesOf(orders: readonly LockedOrder[], quoteSite: Site | null): Map<number | null, Site> {
    const sites = new Map<number | null, Site>();
    for (const order of orders) {
      sites.set(order.id, {
        address: repository.joinAddress(order.address, order.city),
        latitude: order.latitude,
        longitude: order.longitude,
      });
    }
    if (quoteSite) sites.set(null, quoteSite);
    return sites;
  }

  async function lockAt(unit: UnitOfWork, id: number, version: number, kind: DeliveryKind) {
    const current = await lockVersioned(unit.tx, delivery, {
      id,
      version,
      subject: SUBJECT,
      recordType: RECORD_TYPE[kind],
    });
    if (kindOf(current.recordType) !== kind) {
      throw new AppError(
        ErrorCode.CONFLICT,
        kind === 'quote' ? MESSAGES.deliveryNotQuoteDelivery : MESSAGES.deliveryNotOrderDelivery,
      );
    }
    // A quote delivery changes only while its quote is a delivery quote in WIP, as it is planned (spec 001 §5,
    // decision 218 amended in session 25): a published quote's transport is what the buyer was quoted.
    if (kind === 'quote') await lockPlannableQuote(unit.tx, current.quoteId as number);
    return current;
  }

  /** A delivery whose orders are all closed is read-only (decision 209). */
  async function ensureOpen(tx: DatabaseExecutor, deliveryId: number) {
    const orders = await repository.lockDeliveryOrders(tx, deliveryId);
    if (orders.length > 0 && orders.every((order) => CLOSED_ORDER_STATUS_IDS.includes(order.statusId))) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.deliveryClosed);
    }
    return orders;
  }

  async function logOnOrders(
    unit: UnitOfWork,
    orders: readonly LockedOrder[],
    actionId: (typeof ActionLogAction.ids)[keyof typeof ActionLogAction.ids],
    deliveryNumbers: readonly string[],
  ) {
    for (const order of orders) {
      await unit.recordChange({
        recordType: ActionLogType.ids.ORDER,
        actionId,
        recordId: order.id,
        recordNumber: formatOrderNumber(order.orderNumber, order.phaseNumber),
        details: { deliveries: deliveryNumbers },
      });
    }
  }

  // ——— Create (the wizard) ———

  async function create(
    actor: Actor,
    kind: DeliveryKind,
    body: { itemIds: readonly number[]; truckCount?: number; quoteId?: number },
  ): Promise<OrderDelivery[]> {
    const truckCount = body.truckCount ?? 1;
    const created = await runUnitOfWork(actor, async (unit) => {
      const tx = unit.tx;
      const quoteRow = kind === 'quote' ? await lockPlannableQuote(tx, body.quoteId as number) : null;
      const field = kind === 'order' ? 'subOrderItemIds' : 'quoteItemIds';
      const preview = kind === 'order' ? await repository.findOrderItems(tx, body.itemIds) : [];
      const orders = await repository.lockOrders(tx, [
        ...new Set(preview.map((item) => item.orderId as number)),
      ]);
      const items = await checkedItems(tx, kind, body.itemIds, field, null);
      if (quoteRow && items.some((item) => item.quoteId !== quoteRow.id)) {
        throw invalidFields(
          items
            .map((item, index) => ({ item, index }))
            .filter(({ item }) => item.quoteId !== quoteRow.id)
            .map(({ index }) => ({ field: `${field}.${index}`, message: MESSAGES.quoteItemUnknown })),
        );
      }
      if (truckCount > items.length) {
        throw invalidFields(
          [{ field: 'truckCount', message: MESSAGES.truckQuantityTooLarge }],
          MESSAGES.truckQuantityTooLarge,
        );
      }
      const sites = sitesOf(
        orders,
        quoteRow?.site
          ? {
              address: repository.joinAddress(quoteRow.site.address, quoteRow.site.city),
              latitude: quoteRow.site.latitude,
              longitude: quoteRow.site.longitude,
            }
          : null,
      );
      const trucks = planTrucks(
        items.map((item) => ({
          ...item,
          pickupKey: `${item.orderId ?? item.quoteId}:${item.sellerCompanyId}`,
          weightLb: item.unitWeightLb === null ? null : item.quantity * item.unitWeightLb,
        })),
        truckCount,
      );
      const made: { id: number; number: string }[] = [];
      for (const truck of trucks) {
        const row = await repository.insertDelivery(tx, {
          recordType: RECORD_TYPE[kind],
          quoteId: quoteRow?.id ?? null,
          createdByUserId: actor.userId,
        });
        // Planned by the logistics staff: its tracking starts as a logistics draft (decision 209).
        const vehicleId = await repository.insertVehicle(
          tx,
          row.id,
          DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
        );
        await assignItems(tx, kind, row.id, vehicleId, truck, sites);
        await refreshRollups(tx, row.id, []);
        await enqueueRouteDistance(unit, row.id);
        const number = formatDeliveryNumber(row.deliveryNumber);
        made.push({ id: row.id, number });
        await unit.recordChange({
          recordType: RECORD_TYPE[kind],
          actionId:
            kind === 'order'
              ? ActionLogAction.ids.CREATE_DELIVERY
              : ActionLogAction.ids.CREATE_QUOTE_DELIVERY,
          recordId: row.id,
          recordNumber: number,
          details: {
            items: truck.map((item) => item.id),
            orders: [...new Set(truck.map((item) => item.orderId))],
          },
        });
      }
      await refreshRollups(
        tx,
        null,
        orders.map((order) => order.id),
      );
      const numbers = made.map((entry) => entry.number);
      await logOnOrders(unit, orders, ActionLogAction.ids.CREATE_DELIVERY, numbers);
      if (quoteRow) {
        await unit.recordChange({
          recordType: ActionLogType.ids.QUOTE,
          actionId: ActionLogAction.ids.CREATE_QUOTE_DELIVERY,
          recordId: quoteRow.id,
          recordNumber: quoteNumberOf(quoteRow.quoteNumber),
          details: { deliveries: numbers },
        });
      }
      return made;
    });
    return Promise.all(created.map((entry) => readDelivery(db, entry.id)));
  }

  // ——— Update (the workspace's Save, and publish) ———

  async function checkStopsComplete(tx: DatabaseExecutor, deliveryId: number) {
    const [stops, stopItems] = await Promise.all([
      repository.findStops(tx, deliveryId),
      repository.findStopItems(tx, deliveryId),
    ]);
    const withItems = new Set(stopItems.map((row) => row.stopId));
    const issues: FieldIssue[] = [];
    stops.forEach(({ stop }, index) => {
      if (!stop.address || !stop.deliveryDate || !withItems.has(stop.id)) {
        issues.push({ field: `deliveryStops.${index}`, message: MESSAGES.deliveryStopsIncomplete });
      }
    });
    if (issues.length > 0) throw invalidFields(issues, MESSAGES.deliveryStopsIncomplete);
    return stops;
  }

  async function update(
    actor: Actor,
    kind: DeliveryKind,
    body: UpdateDeliveryValues,
    version: number,
  ): Promise<OrderDelivery> {
    const read = await runUnitOfWork(actor, async (unit) => {
      const tx = unit.tx;
      const current = await lockAt(unit, body.id, version, kind);
      const orders = await ensureOpen(tx, current.id);
      const vehicles = await repository.findVehicles(tx, current.id);
      const vehicleRow =
        body.vehicleId === undefined
          ? vehicles[0]
          : vehicles.find((row) => row.vehicle.id === body.vehicleId);
      if (!vehicleRow) throw invalidFields([{ field: 'vehicleId', message: MESSAGES.unknownValue }]);
      const vehicle = vehicleRow.vehicle;
      const issues: FieldIssue[] = [];

      // The truck: type, sub type and length fit together; a length is required to save (spec 001 §5).
      const truckTypeId = body.truckTypeId === undefined ? vehicle.truckTypeId : body.truckTypeId;
      const truckSubTypeId = body.truckSubTypeId === undefined ? vehicle.truckSubTypeId : body.truckSubTypeId;
      const truckLengthId = body.truckLengthId === undefined ? vehicle.truckLengthId : body.truckLengthId;
      const addOnIds = body.truckAddOnIds ?? null;
      const references = await repository.findTruckReferences(tx, {
        typeId: truckTypeId,
        subTypeId: truckSubTypeId,
        lengthId: truckLengthId,
        addOnIds: addOnIds ?? [],
      });
      if (truckTypeId !== null && !references.type)
        issues.push({ field: 'truckTypeId', message: MESSAGES.unknownValue });
      if (
        truckSubTypeId !== null &&
        (!references.subType || (truckTypeId !== null && references.subType.vehicleTypeId !== truckTypeId))
      ) {
        issues.push({ field: 'truckSubTypeId', message: MESSAGES.unknownValue });
      }
      if (truckLengthId === null) {
        issues.push({ field: 'truckLengthId', message: MESSAGES.lengthOptionsRequired });
      } else if (
        !references.length ||
        (truckSubTypeId !== null && references.length.truckSubTypeId !== truckSubTypeId)
      ) {
        issues.push({ field: 'truckLengthId', message: MESSAGES.unknownValue });
      }
      (addOnIds ?? []).forEach((id, index) => {
        if (!references.addOnIds.has(id))
          issues.push({ field: `truckAddOnIds.${index}`, message: MESSAGES.unknownValue });
      });

      // Transport (spec 000 §4): seller or third party, the other's field cleared; any other type clears all.
      const transport = normalizeTransport({
        transportTypeId: body.transportTypeId === undefined ? vehicle.transportTypeId : body.transportTypeId,
        sellerCompanyId:
          body.sellerCompanyId === undefined ? vehicle.transportSellerCompanyId : body.sellerCompanyId,
        transporterId: body.transporterId === undefined ? vehicle.transporterId : body.transporterId,
      });
      if (
        transport.sellerCompanyId !== null &&
        !(await repository.companyExists(tx, transport.sellerCompanyId))
      ) {
        issues.push({ field: 'sellerCompanyId', message: MESSAGES.companyNotFound });
      }
      if (
        transport.transporterId !== null &&
        !(await repository.transporterExists(tx, transport.transporterId))
      ) {
        issues.push({ field: 'transporterId', message: MESSAGES.unknownValue });
      }

      // The logistic owner and co-owners are staff.
      const people = [
        ...(body.logisticOwnerUserId ? [body.logisticOwnerUserId] : []),
        ...(body.cosOwnerUserIds ?? []),
      ];
      const staff = await repository.findStaffUserIds(tx, people, STAFF_ROLE_IDS);
      if (body.logisticOwnerUserId && !staff.has(body.logisticOwnerUserId)) {
        issues.push({ field: 'logisticOwnerUserId', message: MESSAGES.ownerMustBeStaff });
      }
      (body.cosOwnerUserIds ?? []).forEach((id, index) => {
        if (!staff.has(id))
          issues.push({ field: `cosOwnerUserIds.${index}`, message: MESSAGES.ownerMustBeStaff });
      });

      // The stops: each one of this delivery; the pickup address one of its list (spec 000 §5); tracking by kind.
      const stopRows = await repository.findStops(tx, current.id);
      const stopById = new Map(stopRows.map((row) => [row.stop.id, row]));
      const alternates = await repository.findAltAddresses(
        tx,
        stopRows.flatMap((row) => (row.stop.sellerCompanyId === null ? [] : [row.stop.sellerCompanyId])),
      );
      const stopWrites: repository.StopWrite[] = [];
      const seen = new Set<number>();
      (body.deliveryStops ?? []).forEach((entry, index) => {
        const row = stopById.get(entry.id);
        const at = `deliveryStops.${index}`;
        if (!row || seen.has(entry.id)) {
          issues.push({ field: `${at}.id`, message: MESSAGES.deliveryStopUnknown });
          return;
        }
        seen.add(entry.id);
        const { stop } = row;
        const values: Mutable<repository.StopWrite> = { id: entry.id, sequenceNumber: entry.sequenceNumber };
        if (entry.deliveryDate !== undefined) values.deliveryDate = entry.deliveryDate;
        if (entry.deliveryTimeId !== undefined) values.deliveryTimeId = entry.deliveryTimeId;
        if (entry.note !== undefined) values.note = entry.note;
        if (entry.stopTrackingStatusId !== undefined) {
          const allowed: readonly number[] = stop.isDropOff
            ? DROP_OFF_STOP_TRACKING_IDS
            : PICKUP_STOP_TRACKING_IDS;
          if (entry.stopTrackingStatusId !== null && !allowed.includes(entry.stopTrackingStatusId)) {
            issues.push({ field: `${at}.stopTrackingStatusId`, message: MESSAGES.unknownValue });
          }
          values.trackingStatusId = entry.stopTrackingStatusId;
        }
        if (!stop.isDropOff && entry.pickupAddress !== undefined && entry.pickupAddress !== null) {
          const main = repository.joinAddress(row.sellerAddress, row.sellerCity);
          const choices = pickupAddressChoices(
            stop.address === null
              ? null
              : { address: stop.address, latitude: stop.latitude, longitude: stop.longitude },
            main === null
              ? null
              : { address: main, latitude: row.sellerLatitude, longitude: row.sellerLongitude },
            alternates
              .filter((alt) => alt.companyId === stop.sellerCompanyId)
              .map((alt): PickupAddress => ({
                address: repository.joinAddress(alt.address, alt.city) ?? alt.address,
                latitude: alt.latitude,
                longitude: alt.longitude,
              })),
          );
          const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
          const chosen = choices.find((choice) => key(choice.address) === key(entry.pickupAddress as string));
          if (!chosen) {
            issues.push({ field: `${at}.pickupAddress`, message: MESSAGES.unknownValue });
          } else {
            values.address = chosen.address;
            values.latitude = chosen.latitude ?? entry.spatialPickupAddress?.latitude ?? null;
            values.longitude = chosen.longitude ?? entry.spatialPickupAddress?.longitude ?? null;
          }
        }
        stopWrites.push(values);
      });
      const sequences = (body.deliveryStops ?? []).map((entry) => entry.sequenceNumber);
      if (new Set(sequences).size !== sequences.length) {
        issues.push({ field: 'deliveryStops', message: MESSAGES.unknownValue });
      }
      if (issues.length > 0) throw invalidFields(issues);

      if (stopWrites.length > 0) {
        // One statement for every stop: the written values, and the sequences numbered 1…n in the order the new
        // sequences give (sequences given for some stops only: the rest keep their order after them).
        const writeOf = new Map(stopWrites.map((write) => [write.id, write]));
        const ordered = stopRows
          .map((row) => ({
            id: row.stop.id,
            sequenceNumber: writeOf.get(row.stop.id)?.sequenceNumber ?? row.stop.sequenceNumber,
          }))
          .sort((a, b) => a.sequenceNumber - b.sequenceNumber || a.id - b.id);
        await repository.updateStops(
          tx,
          ordered.map((row, index) => ({ ...writeOf.get(row.id), id: row.id, sequenceNumber: index + 1 })),
        );
      }
      await repository.updateVehicle(tx, vehicle.id, {
        truckTypeId,
        truckSubTypeId,
        truckLengthId,
        transportTypeId: transport.transportTypeId,
        transportSellerCompanyId: transport.sellerCompanyId,
        transporterId: transport.transporterId,
        ...(body.cost !== undefined ? { cost: body.cost } : {}),
        ...(body.driverName !== undefined ? { driverName: body.driverName } : {}),
        ...(body.driverPhoneNumber !== undefined ? { driverPhoneNumber: body.driverPhoneNumber } : {}),
        ...(body.lateDelivery !== undefined ? { lateDelivery: body.lateDelivery } : {}),
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        ...(body.followUpDateTime !== undefined
          ? { followUpAt: body.followUpDateTime === null ? null : new Date(body.followUpDateTime) }
          : {}),
        ...(body.deliveryTrackingStatusId !== undefined
          ? { trackingStatusId: body.deliveryTrackingStatusId }
          : {}),
      });
      if (addOnIds !== null) await repository.replaceAddOns(tx, vehicle.id, addOnIds);
      if (body.cosOwnerUserIds !== undefined)
        await repository.replaceCoOwners(tx, current.id, body.cosOwnerUserIds);

      // Publish (spec 000 §4) when booked is asked for a draft, or a booked one is republished.
      const publishing =
        body.deliveryStatusId === DeliveryStatus.ids.BOOKED &&
        (current.statusId === DeliveryStatus.ids.DRAFT || body.republish === true);
      let actionId: (typeof ActionLogAction.ids)[keyof typeof ActionLogAction.ids] = ActionLogAction.ids.SAVE;
      let deliveryValues: Partial<typeof delivery.$inferInsert> = {
        ...(body.logisticOwnerUserId !== undefined ? { logisticOwnerUserId: body.logisticOwnerUserId } : {}),
        ...(body.startTimestamp !== undefined
          ? { startsAt: body.startTimestamp === null ? null : new Date(body.startTimestamp) }
          : {}),
      };
      if (publishing) {
        const published = await publishStops(unit, current, vehicle.id);
        actionId = published.actionId;
        deliveryValues = { ...deliveryValues, ...published.values };
      } else if (
        body.deliveryStatusId === DeliveryStatus.ids.DRAFT &&
        current.statusId === DeliveryStatus.ids.BOOKED
      ) {
        // Moving back is its own call (updateOrderDeliveryStatus); a save does not do it on the side.
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.unknownValue, {
          issues: [{ field: 'deliveryStatusId', message: MESSAGES.unknownValue }],
        });
      }
      await repository.bumpDelivery(tx, current.id, deliveryValues);
      const rolledUp = await refreshRollups(
        tx,
        current.id,
        orders.map((order) => order.id),
      );
      // A stop's sequence or pickup address may have changed: the route is computed again for this version.
      if (stopWrites.length > 0) await enqueueRouteDistance(unit, current.id);
      await unit.recordChange({
        recordType: RECORD_TYPE[kind],
        actionId,
        recordId: current.id,
        recordNumber: formatDeliveryNumber(current.deliveryNumber),
        details: { stops: stopWrites.length, publish: publishing },
      });
      // The stops' sellers and so their other addresses are as the save read them.
      return rolledUp && { ...rolledUp, alternates };
    });
    // The answer: the vehicles, stops and items as the roll-ups read them after the last write to them.
    return readDelivery(db, body.id, read);
  }

  /**
   * Publishing (spec 000 §4; spec 001 §5 'All delivery stops must be complete'): through the transitions table's
   * publish or republish row; the tracking statuses as `publishDelivery` says. Answers the delivery's columns.
   */
  async function publishStops(unit: UnitOfWork, current: typeof delivery.$inferSelect, vehicleId: number) {
    const tx = unit.tx;
    const stops = await checkStopsComplete(tx, current.id);
    const [vehicle] = (await repository.findVehicles(tx, current.id)).filter(
      (row) => row.vehicle.id === vehicleId,
    );
    const republish = current.statusId === DeliveryStatus.ids.BOOKED;
    const row = guardTransition({
      entity: FlowEntity.ORDER_DELIVERY,
      from: current.statusId,
      to: DeliveryStatus.ids.BOOKED,
      roleId: unit.actor.roleId,
      keys: [republish ? 'orderDelivery.republish' : 'orderDelivery.publish'],
    });
    const published = publishDelivery({
      statusId: current.statusId,
      trackingStatusId: vehicle?.vehicle.trackingStatusId ?? null,
      stops: stops.map(({ stop }) => ({ id: stop.id, trackingStatusId: stop.trackingStatusId })),
    });
    await repository.updateVehicle(tx, vehicleId, { trackingStatusId: published.trackingStatusId });
    await repository.updateStops(
      tx,
      [...published.stopTrackingStatusIds].map(([id, trackingStatusId]) => ({ id, trackingStatusId })),
    );
    return {
      actionId: row.actionId,
      values: { statusId: published.statusId, republished: published.republished },
    };
  }

  // ——— Stop items ———

  async function addItems(
    actor: Actor,
    kind: DeliveryKind,
    body: { deliveryId: number; itemIds: readonly number[]; startTimestamp?: string | null },
    version: number,
  ): Promise<OrderDelivery> {
    await runUnitOfWork(actor, async (unit) => {
      const tx = unit.tx;
      const current = await lockAt(unit, body.deliveryId, version, kind);
      const before = await ensureOpen(tx, current.id);
      const field = kind === 'order' ? 'subOrderItemIds' : 'quoteItemIds';
      const preview = kind === 'order' ? await repository.findOrderItems(tx, body.itemIds) : [];
      const orders = await repository.lockOrders(tx, [
        ...new Set([...before.map((order) => order.id), ...preview.map((item) => item.orderId as number)]),
      ]);
      const items = await checkedItems(tx, kind, body.itemIds, field, current.id);
      const quoteRow = kind === 'quote' ? await lockPlannableQuote(tx, current.quoteId as number) : null;
      if (quoteRow) {
        const foreign = items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => item.quoteId !== quoteRow.id);
        if (foreign.length > 0) {
          throw invalidFields(
            foreign.map(({ index }) => ({ field: `${field}.${index}`, message: MESSAGES.quoteItemUnknown })),
          );
        }
      }
      const fresh = items.filter((item) => item.deliveryId === null);
      const [vehicle] = await repository.findVehicles(tx, current.id);
      const sites = sitesOf(
        orders,
        quoteRow?.site
          ? {
              address: repository.joinAddress(quoteRow.site.address, quoteRow.site.city),
              latitude: quoteRow.site.latitude,
              longitude: quoteRow.site.longitude,
            }
          : null,
      );
      await assignItems(tx, kind, current.id, vehicle?.vehicle.id as number, fresh, sites);
      await repository.bumpDelivery(
        tx,
        current.id,
        body.startTimestamp === undefined
          ? {}
          : { startsAt: body.startTimestamp === null ? null : new Date(body.startTimestamp) },
      );
      await refreshRollups(
        tx,
        current.id,
        orders.map((order) => order.id),
      );
      await enqueueRouteDistance(unit, current.id);
      await unit.recordChange({
        recordType: RECORD_TYPE[kind],
        actionId: ActionLogAction.ids.SAVE,
        recordId: current.id,
        recordNumber: formatDeliveryNumber(current.deliveryNumber),
        details: { addedItems: fresh.map((item) => item.id) },
      });
    });
    return readDelivery(db, body.deliveryId);
  }

  /**
   * A pickup stop's whole item list (spec 000 §3 item update payload): removed items leave the drop-off too, added
   * ones (of the stop's seller and order) get the order's drop-off; a pickup left empty is removed, and with no
   * pickup left the delivery is deleted (spec 001 §8 asks first, in the UI). Answers null when deleted.
   */
  async function updateItems(
    actor: Actor,
    kind: DeliveryKind,
    body: {
      deliveryId: number;
      pickupStopId: number;
      itemIds: readonly number[];
      startTimestamp?: string | null;
    },
    version: number,
  ): Promise<OrderDelivery | null> {
    const deleted = await runUnitOfWork(actor, async (unit) => {
      const tx = unit.tx;
      const current = await lockAt(unit, body.deliveryId, version, kind);
      const orders = await ensureOpen(tx, current.id);
      const stops = await repository.findStops(tx, current.id);
      const pickup = stops.find((row) => row.stop.id === body.pickupStopId && !row.stop.isDropOff);
      if (!pickup) throw invalidFields([{ field: 'pickupStopId', message: MESSAGES.deliveryStopUnknown }]);
      const field = kind === 'order' ? 'subOrderItemIds' : 'quoteItemIds';
      const items = await checkedItems(tx, kind, body.itemIds, field, current.id);
      const foreign = items
        .map((item, index) => ({ item, index }))
        .filter(
          ({ item }) =>
            item.sellerCompanyId !== pickup.stop.sellerCompanyId ||
            (kind === 'order' ? item.orderId !== pickup.stop.orderId : item.quoteId !== current.quoteId),
        );
      if (foreign.length > 0) {
        throw invalidFields(
          foreign.map(({ index }) => ({ field: `${field}.${index}`, message: MESSAGES.deliveryStopUnknown })),
        );
      }
      const stopItems = await repository.findStopItems(tx, current.id);
      const idOf = (row: (typeof stopItems)[number]) => (row.orderItemId ?? row.quoteItemId) as number;
      const onStop = new Set(
        stopItems.filter((row) => row.stopId === pickup.stop.id && !row.isDropOff).map(idOf),
      );
      const wanted = new Set(items.map((item) => item.id));
      const removed = [...onStop].filter((id) => !wanted.has(id));
      // An item moved here from another pickup of this delivery leaves that pickup and its drop-off first.
      const added = items.filter((item) => !onStop.has(item.id));
      await repository.deleteStopItemsOf(tx, current.id, [...removed, ...added.map((item) => item.id)], kind);
      if (added.length > 0) {
        const quoteRow = kind === 'quote' ? await repository.lockQuote(tx, current.quoteId as number) : null;
        const sites = sitesOf(
          orders,
          quoteRow?.site
            ? {
                address: repository.joinAddress(quoteRow.site.address, quoteRow.site.city),
                latitude: quoteRow.site.latitude,
                longitude: quoteRow.site.longitude,
              }
            : null,
        );
        await assignItems(tx, kind, current.id, pickup.stop.vehicleId, added, sites);
      }
      // The signed bills of lading of the stops that go are removed from the file store after the commit.
      await removeBolFiles(unit, current.id, 'empty stops');
      const pickupsLeft = await repository.deleteEmptyStops(tx, current.id);
      const number = formatDeliveryNumber(current.deliveryNumber);
      if (pickupsLeft === 0) {
        guardTransition({
          entity: FlowEntity.ORDER_DELIVERY,
          from: current.statusId,
          to: null,
          roleId: unit.actor.roleId,
          keys: ['orderDelivery.delete'],
        });
        await removeBolFiles(unit, current.id, 'every stop');
        await repository.deleteDelivery(tx, current.id);
        await refreshRollups(
          tx,
          null,
          orders.map((order) => order.id),
        );
        await unit.recordChange({
          recordType: RECORD_TYPE[kind],
          actionId: ActionLogAction.ids.DELETE,
          recordId: current.id,
          recordNumber: number,
          details: { reason: 'every pickup stop removed' },
        });
        await logOnOrders(unit, orders, ActionLogAction.ids.DELETE, [number]);
        return true;
      }
      const after = await repository.findStops(tx, current.id);
      await repository.renumberStops(
        tx,
        after.map((row) => row.stop.id),
      );
      await repository.bumpDelivery(
        tx,
        current.id,
        body.startTimestamp === undefined
          ? {}
          : { startsAt: body.startTimestamp === null ? null : new Date(body.startTimestamp) },
      );
      await refreshRollups(
        tx,
        current.id,
        orders.map((order) => order.id),
      );
      await enqueueRouteDistance(unit, current.id);
      await unit.recordChange({
        recordType: RECORD_TYPE[kind],
        actionId: ActionLogAction.ids.SAVE,
        recordId: current.id,
        recordNumber: number,
        details: {
          pickupStopId: pickup.stop.id,
          addedItems: added.map((item) => item.id),
          removedItems: removed,
        },
      });
      return false;
    });
    return deleted ? null : readDelivery(db, body.deliveryId);
  }

  // ——— Delete and the status calls ———

  async function remove(actor: Actor, kind: DeliveryKind, id: number, version: number): Promise<void> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockAt(unit, id, version, kind);
      const orders = await repository.lockOrders(unit.tx, await repository.findDeliveryOrderIds(unit.tx, id));
      const row = guardTransition({
        entity: FlowEntity.ORDER_DELIVERY,
        from: current.statusId,
        to: null,
        roleId: unit.actor.roleId,
        keys: ['orderDelivery.delete'],
      });
      // Its signed bills of lading leave the file store after the commit (decision 211).
      await removeBolFiles(unit, id, 'every stop');
      await repository.deleteDelivery(unit.tx, id);
      await refreshRollups(
        unit.tx,
        null,
        orders.map((order) => order.id),
      );
      const number = formatDeliveryNumber(current.deliveryNumber);
      await unit.recordChange({
        recordType: RECORD_TYPE[kind],
        actionId: row.actionId,
        recordId: id,
        recordNumber: number,
      });
      await logOnOrders(unit, orders, ActionLogAction.ids.DELETE, [number]);
    });
  }

  /**
   * updateOrderDeliveryStatus (spec 000 §7 `{deliveryId}/{deliveryStatusId}`; spec 001 §7 `/{id}`, which
   * publishes — decision 209): booked publishes (a booked one is republished), draft moves a booked one back,
   * resetting its tracking (spec 001 §4). Through the transitions table; the version header as every status call.
   */
  async function changeStatus(
    actor: Actor,
    id: number,
    statusId: number | null,
    version: number,
  ): Promise<OrderDelivery> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockAt(unit, id, version, 'order');
      const orders = await ensureOpen(unit.tx, id);
      const target = statusId ?? DeliveryStatus.ids.BOOKED;
      const [vehicle] = await repository.findVehicles(unit.tx, id);
      const vehicleId = vehicle?.vehicle.id as number;
      let actionId: (typeof ActionLogAction.ids)[keyof typeof ActionLogAction.ids];
      let values: Partial<typeof delivery.$inferInsert>;
      if (target === DeliveryStatus.ids.BOOKED) {
        const published = await publishStops(unit, current, vehicleId);
        actionId = published.actionId;
        values = published.values;
      } else {
        const row = guardTransition({
          entity: FlowEntity.ORDER_DELIVERY,
          from: current.statusId,
          to: target,
          roleId: unit.actor.roleId,
          keys: ['orderDelivery.moveBackToDraft'],
        });
        const back = moveDeliveryBackToDraft({ trackingStatusId: vehicle?.vehicle.trackingStatusId ?? null });
        await repository.updateVehicle(unit.tx, vehicleId, { trackingStatusId: back.trackingStatusId });
        actionId = row.actionId;
        values = { statusId: back.statusId, republished: false };
      }
      await repository.bumpDelivery(unit.tx, id, values);
      await refreshRollups(
        unit.tx,
        id,
        orders.map((order) => order.id),
      );
      await unit.recordChange({
        recordType: RECORD_TYPE.order,
        actionId,
        recordId: id,
        recordNumber: formatDeliveryNumber(current.deliveryNumber),
        details: { from: current.statusId, to: target },
      });
    });
    return readDelivery(db, id);
  }

  /** GET toggleOrderDeliveryVehicleBilled/{id}: the first vehicle's billed flag (finance's record, decision 209). */
  async function toggleBilled(actor: Actor, id: number): Promise<OrderDelivery> {
    if (!isWriter(DELIVERY_BILLED_WRITERS, actor.roleId)) throw forbidden(MESSAGES.accessDenied);
    await runUnitOfWork(actor, async (unit) => {
      const current = await repository.lockDeliveryRow(unit.tx, id);
      if (!current) throw notFound(SUBJECT);
      const [vehicle] = await repository.findVehicles(unit.tx, id);
      const billed = !(vehicle?.vehicle.billed ?? false);
      await repository.updateVehicle(unit.tx, vehicle?.vehicle.id as number, { billed });
      await repository.bumpDelivery(unit.tx, id);
      // The Delivery Table's billed filter reads the delivery's roll-up (decision 212).
      await repository.refreshDeliveryFilterRollups(unit.tx, [id]);
      await unit.recordChange({
        recordType: current.recordType as typeof RECORD_TYPE.order,
        actionId: ActionLogAction.ids.SAVE,
        recordId: id,
        recordNumber: formatDeliveryNumber(current.deliveryNumber),
        changes: [{ field: 'billed', old: !billed, new: billed }],
      });
    });
    return readDelivery(db, id);
  }

  // ——— Reads ———

  async function get(kind: DeliveryKind, id: number): Promise<OrderDelivery> {
    const found = await readDelivery(db, id);
    if (kindOf(found.recordType) !== kind) throw notFound(SUBJECT);
    return found;
  }

  /** GET orderDeliverySubOrderPageableResult: the wizard's page of an order's items. */
  async function wizardPage(query: OrderDeliverySubOrderQueryValues): Promise<DeliveryWizardPage> {
    const { rows, total, unassigned } = await repository.pageOrderItems(db, query.orderId, {
      offset: pageOffset(query.page, query.size),
      limit: query.size,
    });
    return {
      rows: rows.map((row) => ({ ...toDeliveryItem(row), disabled: row.deliveryId !== null })),
      total,
      page: query.page,
      size: query.size,
      unassignedCount: unassigned,
    };
  }

  /** GET orderDeliveryItemSummary/{id}. */
  async function itemSummary(id: number): Promise<DeliveryItemSummary> {
    const found = await repository.findDeliveryRow(db, id);
    if (!found) throw notFound(SUBJECT);
    const [stops, stopItems] = await Promise.all([
      repository.findStops(db, id),
      repository.findStopItems(db, id),
    ]);
    const items = await loadStopItems(db, stopItems);
    const sequenceOf = new Map(stops.map((row) => [row.stop.id, row.stop.sequenceNumber]));
    const rows = [...items.values()].map((item) => {
      const at = (dropOff: boolean) => {
        const entry = stopItems.find(
          (row) => (row.orderItemId ?? row.quoteItemId) === item.id && row.isDropOff === dropOff,
        );
        return entry ? (sequenceOf.get(entry.stopId) ?? null) : null;
      };
      return { ...toDeliveryItem(item), pickupStopSequence: at(false), dropOffStopSequence: at(true) };
    });
    rows.sort((a, b) => (a.pickupStopSequence ?? 0) - (b.pickupStopSequence ?? 0) || a.id - b.id);
    const known = (value: number | null, quantity: number) => (value === null ? 0 : value * quantity);
    return {
      deliveryId: id,
      deliveryNumber: formatDeliveryNumber(found.delivery.deliveryNumber),
      itemCount: rows.length,
      totalQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      knownWeightLb:
        Math.round(rows.reduce((sum, row) => sum + known(row.unitWeightLb, row.quantity), 0) * 100) / 100,
      knownFloorSpaceSqft:
        Math.round(rows.reduce((sum, row) => sum + known(row.unitFloorSpaceSqft, row.quantity), 0) * 1000) /
        1000,
      invalidItemIds: rows
        .filter((row) => row.unitWeightLb === null || row.unitFloorSpaceSqft === null)
        .map((row) => row.id),
      items: rows,
    };
  }

  async function existingQuote(id: number) {
    const found = await repository.findQuoteRow(db, id);
    if (!found) throw notFound('Quote');
    return found;
  }

  /** GET validateDeliveryAssignment/{id} (spec 001 §5, §7). */
  async function validateAssignment(quoteId: number): Promise<DeliveryValidation> {
    await existingQuote(quoteId);
    return quoteDeliveryAssignment(db, quoteId);
  }

  /** GET validateDeliveryAssociated/{id} (spec 001 §5, §7). */
  async function validateAssociation(quoteId: number): Promise<DeliveryValidation> {
    await existingQuote(quoteId);
    return quoteDeliveryAssociation(db, quoteId);
  }

  /**
   * GET quoteDeliveryLines/{quoteId} (decision 218): the quote's counted lines with their sourcing and delivery,
   * the count on no delivery, and the quote's deliveries.
   */
  async function quoteLines(quoteId: number): Promise<QuoteDeliveryPlan> {
    const found = await existingQuote(quoteId);
    const [lines, deliveries] = await Promise.all([
      repository.findQuoteLines(db, quoteId),
      repository.findQuoteDeliverySummaries(db, quoteId),
    ]);
    return {
      quoteId,
      quoteNumber: quoteNumberOf(found.quoteNumber),
      rows: lines.map((line) => {
        const sourced =
          line.sellerCompanyId !== null && line.sellerUnitPrice !== null && line.buyerUnitPrice !== null;
        return { ...toDeliveryItem(line), sourced, disabled: !sourced || line.deliveryId !== null };
      }),
      unassignedCount: lines.filter((line) => line.deliveryId === null).length,
      deliveries: deliveries.map((row) => ({
        id: row.id,
        deliveryNumber: formatDeliveryNumber(row.deliveryNumber),
        deliveryStatusId: row.statusId,
        vehicleCount: row.vehicleCount,
        stopCount: row.stopCount,
        itemCount: row.itemCount,
      })),
    };
  }

  return {
    validateAssignment,
    quoteLines,
    validateAssociation,
    create,
    update,
    addItems,
    updateItems,
    remove,
    changeStatus,
    toggleBilled,
    get,
    wizardPage,
    itemSummary,
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;

// ——— The quote rules (spec 001 §5), called from the quote's publish and save ———

/** validateDeliveryAssignment: the quote's counted lines on no delivery. */
export async function quoteDeliveryAssignment(
  db: DatabaseExecutor,
  quoteId: number,
): Promise<DeliveryValidation> {
  const lines = await repository.findQuoteLines(db, quoteId);
  const unassigned = lines.filter((line) => line.deliveryId === null).map((line) => line.id);
  const deliveries = await repository.findQuoteDeliveries(db, quoteId);
  return {
    valid: unassigned.length === 0,
    unassignedQuoteItemIds: unassigned,
    deliveryNumbers: deliveries.map((row) => formatDeliveryNumber(row.deliveryNumber)),
  };
}

/** validateDeliveryAssociated: the quote's deliveries (a quote with some cannot switch to pickup). */
export async function quoteDeliveryAssociation(
  db: DatabaseExecutor,
  quoteId: number,
): Promise<DeliveryValidation> {
  const deliveries = await repository.findQuoteDeliveries(db, quoteId);
  return {
    valid: deliveries.length === 0,
    unassignedQuoteItemIds: [],
    deliveryNumbers: deliveries.map((row) => formatDeliveryNumber(row.deliveryNumber)),
  };
}

/**
 * The quote's publish rule (spec 001 §5 'every item assigned to a delivery', §8 'items not assigned to
 * deliveries'), for the quote's publish in its transaction: a delivery-method quote has every counted line (the
 * lines its wizard takes) on one of its deliveries — with no delivery at all, every line is unassigned. A pickup
 * quote has none to check. 409 naming each unassigned line (decision 209).
 */
export async function assertQuoteLinesAssigned(
  db: DatabaseExecutor,
  quote: { id: number; deliveryMethodId: number },
): Promise<void> {
  if (quote.deliveryMethodId !== DeliveryMethod.ids.DELIVERY) return;
  const check = await quoteDeliveryAssignment(db, quote.id);
  if (check.valid) return;
  throw new AppError(ErrorCode.CONFLICT, MESSAGES.itemsNotAssignedToDeliveries, {
    issues: check.unassignedQuoteItemIds.map((id) => ({
      field: `items.${id}`,
      message: MESSAGES.itemsNotAssignedToDeliveries,
    })),
  });
}

/** spec 001 §5: switching a quote to pickup is refused while deliveries are associated (409). */
export async function assertNoQuoteDeliveries(
  db: DatabaseExecutor,
  quote: { id: number; fromDeliveryMethodId: number; toDeliveryMethodId: number },
): Promise<void> {
  if (
    quote.toDeliveryMethodId !== DeliveryMethod.ids.PICKUP ||
    quote.fromDeliveryMethodId === quote.toDeliveryMethodId
  )
    return;
  const check = await quoteDeliveryAssociation(db, quote.id);
  if (check.valid) return;
  throw new AppError(ErrorCode.CONFLICT, MESSAGES.deliveriesAssociated, {
    issues: [{ field: 'deliveryMethodId', message: MESSAGES.deliveriesAssociated }],
  });
}
