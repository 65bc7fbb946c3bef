import {
  ActionLogType,
  checkVehicleLoad,
  formatDeliveryNumber,
  formatOrderNumber,
  formatQuoteNumber,
  formatSubOrderNumber,
  pickupAddressChoices,
  billOfLadingFileName,
  type DeliveryItem,
  type DeliveryStop,
  type DeliveryStopItem,
  type DeliveryVehicle,
  type LoadCheck,
  type OrderDelivery,
  type PickupAddress,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repository from './deliveries.repository';
import type { DeliverableItem, StopRow, VehicleRow } from './deliveries.repository';

/**
 * A delivery as the workspace reads it (spec 000 §3): its row, owners, vehicles with their checks, add-ons, stops
 * with their items and candidates — one query per table whatever its size (decision 209).
 */

export const SUBJECT = 'Delivery';

export function toDeliveryItem(item: DeliverableItem): DeliveryItem {
  return {
    id: item.id,
    orderId: item.orderId,
    orderNumber:
      item.orderNumber === null ? null : formatOrderNumber(item.orderNumber, item.phaseNumber ?? 1),
    subOrderId: item.subOrderId,
    subOrderNumber:
      item.orderNumber === null || item.subOrderSequence === null
        ? null
        : formatSubOrderNumber(item.orderNumber, item.phaseNumber ?? 1, item.subOrderSequence),
    sellerCompany:
      item.sellerCompanyId === null ? null : { id: item.sellerCompanyId, name: item.sellerCompanyName ?? '' },
    productName: item.productName,
    productSizeName: item.productSizeName,
    quantity: item.quantity,
    statusId: item.statusId,
    unitWeightLb: item.unitWeightLb,
    unitFloorSpaceSqft: item.unitFloorSpaceSqft,
    deliveryAssigned: item.deliveryId !== null,
    deliveryId: item.deliveryId,
    deliveryNumber: item.deliveryNumber === null ? null : formatDeliveryNumber(item.deliveryNumber),
  };
}

function capacityOf(vehicle: VehicleRow) {
  return vehicle.maxPayloadLb === null || vehicle.deckAreaSqFt === null
    ? null
    : { maxPayloadLb: vehicle.maxPayloadLb, deckAreaSqFt: vehicle.deckAreaSqFt };
}

/** The rules engine's checks of each vehicle over its pickups' items (spec 000 §4, decision 207). */
export function vehicleChecks(
  vehicles: readonly VehicleRow[],
  stops: readonly { id: number; vehicleId: number; isDropOff: boolean }[],
  stopItems: readonly { stopId: number; isDropOff: boolean; itemId: number }[],
  items: ReadonlyMap<number, DeliverableItem>,
): Map<number, LoadCheck> {
  const vehicleOfStop = new Map(stops.map((stop) => [stop.id, stop.vehicleId]));
  const checks = new Map<number, LoadCheck>();
  for (const vehicle of vehicles) {
    const loaded = stopItems
      .filter((row) => !row.isDropOff && vehicleOfStop.get(row.stopId) === vehicle.vehicle.id)
      .map((row) => items.get(row.itemId))
      .filter((item): item is DeliverableItem => item !== undefined)
      .map((item) => ({
        id: item.id,
        quantity: item.quantity,
        unitWeightLb: item.unitWeightLb,
        unitFloorSpaceSqft: item.unitFloorSpaceSqft,
      }));
    checks.set(vehicle.vehicle.id, checkVehicleLoad(loaded, capacityOf(vehicle)));
  }
  return checks;
}

interface StopItemRow {
  readonly id: number;
  readonly stopId: number;
  readonly isDropOff: boolean;
  readonly orderItemId: number | null;
  readonly quoteItemId: number | null;
}

const itemIdOf = (row: StopItemRow) => (row.orderItemId ?? row.quoteItemId) as number;

/** A delivery's items of both kinds, by id (two queries at most). */
export async function loadStopItems(db: DatabaseExecutor, stopItems: readonly StopItemRow[]) {
  const orderItemIds = stopItems.flatMap((row) => (row.orderItemId === null ? [] : [row.orderItemId]));
  const quoteItemIds = stopItems.flatMap((row) => (row.quoteItemId === null ? [] : [row.quoteItemId]));
  const [orderItems, quoteItems] = await Promise.all([
    repository.findOrderItems(db, [...new Set(orderItemIds)]),
    repository.findQuoteItems(db, [...new Set(quoteItemIds)]),
  ]);
  return new Map([...orderItems, ...quoteItems].map((item) => [item.id, item]));
}

function point(latitude: number | null, longitude: number | null) {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function stopOf(
  row: StopRow,
  context: {
    deliveryId: number;
    deliveryNumber: string;
    isQuote: boolean;
    stopItems: readonly StopItemRow[];
    items: ReadonlyMap<number, DeliverableItem>;
    deckAreaSqFt: number | null;
    altAddresses: ReadonlyMap<number, PickupAddress[]>;
    candidates: readonly DeliverableItem[];
  },
): DeliveryStop {
  const { stop } = row;
  const own = context.stopItems.filter((item) => item.stopId === stop.id);
  const stopItemOf = (entry: StopItemRow): DeliveryStopItem => {
    const item = context.items.get(itemIdOf(entry));
    const wire = item ? toDeliveryItem(item) : null;
    const weight =
      item && item.unitWeightLb !== null ? Math.round(item.quantity * item.unitWeightLb * 100) / 100 : null;
    const fillRate =
      item && item.unitFloorSpaceSqft !== null && context.deckAreaSqFt
        ? Math.round(((item.quantity * item.unitFloorSpaceSqft) / context.deckAreaSqFt) * 10_000) / 10_000
        : null;
    return {
      id: entry.id,
      subOrderItem: context.isQuote ? null : wire,
      quoteItem: context.isQuote ? wire : null,
      weight,
      fillRate,
    };
  };
  const main: PickupAddress | null =
    stop.sellerCompanyId === null
      ? null
      : (() => {
          const address = repository.joinAddress(row.sellerAddress, row.sellerCity);
          return address === null
            ? null
            : { address, latitude: row.sellerLatitude, longitude: row.sellerLongitude };
        })();
  const alternatives =
    stop.sellerCompanyId === null ? [] : (context.altAddresses.get(stop.sellerCompanyId) ?? []);
  const current: PickupAddress | null =
    stop.address === null
      ? null
      : { address: stop.address, latitude: stop.latitude, longitude: stop.longitude };
  const onStop = new Set(own.filter((entry) => !entry.isDropOff).map(itemIdOf));
  const candidates = stop.isDropOff
    ? []
    : context.candidates
        .filter(
          (item) =>
            item.sellerCompanyId === stop.sellerCompanyId &&
            (context.isQuote || item.orderId === stop.orderId),
        )
        .map((item) => ({
          ...toDeliveryItem(item),
          preselected: onStop.has(item.id),
          disabled: item.deliveryId !== null && item.deliveryId !== context.deliveryId,
        }));
  const orderNumber =
    row.orderNumber === null ? null : formatOrderNumber(row.orderNumber, row.phaseNumber ?? 1);
  const orderAddress = repository.joinAddress(row.orderAddress, row.orderCity);
  return {
    id: stop.id,
    sequenceNumber: stop.sequenceNumber,
    dropOff: stop.isDropOff,
    deliveryDate: stop.deliveryDate,
    deliveryTime: stop.deliveryTimeId === null ? null : { id: stop.deliveryTimeId },
    orderDeliveryDate: row.orderApproxJobDate,
    orderDeliveryTime: null,
    note: stop.note,
    stopTrackingStatusId: stop.trackingStatusId,
    pickupAddress: stop.isDropOff ? null : stop.address,
    spatialPickupAddress: stop.isDropOff ? null : point(stop.latitude, stop.longitude),
    orderSpatialDeliveryAddress:
      orderAddress === null
        ? null
        : { address: orderAddress, latitude: row.orderLatitude, longitude: row.orderLongitude },
    filename:
      stop.bolFileId === null
        ? null
        : billOfLadingFileName({
            orderNumber: orderNumber ?? '',
            deliveryNumber: context.deliveryNumber,
            buyerCompanyName: row.buyerCompanyName ?? '',
            deliveryDate: stop.deliveryDate,
            extension: (row.bolOriginalName ?? 'file.bin').split('.').pop() ?? 'bin',
          }),
    orderId: stop.orderId,
    orderNumber,
    buyerCompany:
      row.buyerCompanyId === null ? null : { id: row.buyerCompanyId, name: row.buyerCompanyName ?? '' },
    sellerCompany:
      stop.sellerCompanyId === null
        ? null
        : {
            id: stop.sellerCompanyId,
            name: row.sellerName ?? '',
            address: main?.address ?? null,
            spatialGenericAddress: point(row.sellerLatitude, row.sellerLongitude),
            altAddresses: alternatives.map((entry) => ({
              address: entry.address,
              spatialGenericAddress: point(entry.latitude, entry.longitude),
            })),
          },
    pickupAddressChoices: stop.isDropOff ? [] : pickupAddressChoices(current, main, alternatives),
    pickupStopItems: own.filter((entry) => !entry.isDropOff).map(stopItemOf),
    dropOffStopItems: own.filter((entry) => entry.isDropOff).map(stopItemOf),
    subOrderItems: candidates,
  };
}

/**
 * What a write already read of the delivery after its last change to them (`refreshRollups`): its vehicles, stops,
 * stop items and their items (and its sellers' other addresses), so its answer does not read them again.
 */
export interface DeliveryRead {
  readonly vehicles: readonly VehicleRow[];
  readonly stops: readonly StopRow[];
  readonly stopItems: readonly StopItemRow[];
  readonly items: ReadonlyMap<number, DeliverableItem>;
  /** The stops' sellers' other addresses, when the write read them. */
  readonly alternates?: Awaited<ReturnType<typeof repository.findAltAddresses>>;
}

/**
 * The stop items' items: those among the pickups' candidates (the same select, so the same rows) taken from them,
 * the others read (none, unless an item on a stop is no longer counted or a quote line moved seller).
 */
async function itemsOf(
  db: DatabaseExecutor,
  stopItems: readonly StopItemRow[],
  candidates: readonly DeliverableItem[],
  isQuote: boolean,
): Promise<Map<number, DeliverableItem>> {
  const known = new Map(candidates.map((item) => [item.id, item]));
  const items = new Map<number, DeliverableItem>();
  const missing: StopItemRow[] = [];
  for (const row of stopItems) {
    const ofKind = isQuote ? row.quoteItemId !== null : row.orderItemId !== null;
    const item = ofKind ? known.get(itemIdOf(row)) : undefined;
    if (item) items.set(item.id, item);
    else missing.push(row);
  }
  if (missing.length > 0)
    for (const [itemId, item] of await loadStopItems(db, missing)) items.set(itemId, item);
  return items;
}

/**
 * GET orderDelivery/{id}, quoteDelivery/{id}: the whole delivery. `known`: the parts a write has just read (its
 * answer); the rest read here.
 */
export async function readDelivery(
  db: DatabaseExecutor,
  id: number,
  known?: DeliveryRead,
): Promise<OrderDelivery> {
  const [found, owners, vehicles, addOns, stops, stopItems] = await Promise.all([
    repository.findDeliveryRow(db, id),
    repository.findOwners(db, id),
    known ? known.vehicles : repository.findVehicles(db, id),
    repository.findAddOns(db, id),
    known ? known.stops : repository.findStops(db, id),
    known ? known.stopItems : repository.findStopItems(db, id),
  ]);
  if (!found) throw notFound(SUBJECT);
  const row = found.delivery;
  const isQuote = row.recordType === ActionLogType.ids.QUOTE_DELIVERY;
  const sellerIds = stops.flatMap((stop) =>
    stop.stop.sellerCompanyId === null ? [] : [stop.stop.sellerCompanyId],
  );
  const pairs = stops.flatMap((stop) =>
    stop.stop.isDropOff || stop.stop.orderId === null || stop.stop.sellerCompanyId === null
      ? []
      : [{ orderId: stop.stop.orderId, sellerCompanyId: stop.stop.sellerCompanyId }],
  );
  const [alternates, candidates] = await Promise.all([
    known?.alternates ?? repository.findAltAddresses(db, sellerIds),
    isQuote
      ? repository.findQuotePickupCandidates(db, row.quoteId as number)
      : repository.findPickupCandidates(db, pairs),
  ]);
  const items = known ? known.items : await itemsOf(db, stopItems, candidates, isQuote);
  const altAddresses = new Map<number, PickupAddress[]>();
  for (const entry of alternates) {
    const address = repository.joinAddress(entry.address, entry.city) ?? entry.address;
    const list = altAddresses.get(entry.companyId) ?? [];
    list.push({ address, latitude: entry.latitude, longitude: entry.longitude });
    altAddresses.set(entry.companyId, list);
  }
  const flatStops = stops.map((stop) => stop.stop);
  const checks = vehicleChecks(
    vehicles,
    flatStops,
    stopItems.map((entry) => ({ ...entry, itemId: itemIdOf(entry) })),
    items,
  );
  const deliveryNumber = formatDeliveryNumber(row.deliveryNumber);
  const wireVehicles: DeliveryVehicle[] = vehicles.map((vehicle) => {
    const { vehicle: v } = vehicle;
    const check = checks.get(v.id) as LoadCheck;
    return {
      id: v.id,
      cost: v.cost,
      driverName: v.driverName,
      driverPhoneNumber: v.driverPhoneNumber,
      deliveryTrackingStatus: v.trackingStatusId === null ? null : { id: v.trackingStatusId },
      lateDelivery: v.lateDelivery,
      followUpDateTime: v.followUpAt?.toISOString() ?? null,
      comment: v.comment,
      billed: v.billed,
      deliveryTransport: {
        transportTypeId: v.transportTypeId,
        sellerCompany:
          v.transportSellerCompanyId === null
            ? null
            : { id: v.transportSellerCompanyId, name: vehicle.transportSellerName ?? '' },
        transporter:
          v.transporterId === null ? null : { id: v.transporterId, name: vehicle.transporterName ?? '' },
      },
      vehicleConfig: {
        truckType: v.truckTypeId === null ? null : { id: v.truckTypeId, name: vehicle.truckTypeName ?? '' },
        truckSubType:
          v.truckSubTypeId === null ? null : { id: v.truckSubTypeId, name: vehicle.truckSubTypeName ?? '' },
        truckLength:
          v.truckLengthId === null ? null : { id: v.truckLengthId, feet: vehicle.truckLengthFeet ?? 0 },
        vehicleAddOns: addOns
          .filter((addOn) => addOn.vehicleId === v.id)
          .map((addOn) => ({ truckAddOn: { id: addOn.id, name: addOn.name } })),
      },
      breWeightStatusId: check.weightStatusId,
      weight: check.weightLb,
      breFillRateStatusId: check.fillRateStatusId,
      fillRate: check.fillRate,
      invalidItemIds: [...check.invalidItemIds],
      deliveryStops: stops
        .filter((stop) => stop.stop.vehicleId === v.id)
        .map((stop) =>
          stopOf(stop, {
            deliveryId: row.id,
            deliveryNumber,
            isQuote,
            stopItems,
            items,
            deckAreaSqFt: vehicle.deckAreaSqFt,
            altAddresses,
            candidates,
          }),
        ),
    };
  });
  const orders = new Map<number, string>();
  for (const stop of stops) {
    if (stop.stop.orderId !== null && stop.orderNumber !== null) {
      orders.set(stop.stop.orderId, formatOrderNumber(stop.orderNumber, stop.phaseNumber ?? 1));
    }
  }
  return {
    id: row.id,
    deliveryNumber,
    recordType: row.recordType,
    quoteId: row.quoteId,
    version: row.version,
    startTimestamp: row.startsAt?.toISOString() ?? null,
    deliveryStatus: { id: row.statusId },
    republished: row.republished,
    deliveryVehicles: wireVehicles,
    logisticOwnerUser:
      row.logisticOwnerUserId === null
        ? null
        : { id: row.logisticOwnerUserId, name: found.logisticOwnerName ?? '' },
    countryId: row.countryId,
    fillRate: row.fillRate,
    weight: row.weightLb,
    routeDistance: row.routeDistanceM,
    ownerUsers: owners
      .filter((owner) => owner.kind === 1)
      .map((owner) => ({ id: owner.userId, name: owner.name })),
    cosOwnerUsers: owners
      .filter((owner) => owner.kind === 2)
      .map((owner) => ({ id: owner.userId, name: owner.name })),
    orders: [...orders].map(([orderId, orderNumber]) => ({ id: orderId, orderNumber })),
    firstStopDate: row.firstStopDate,
    stopCount: row.stopCount,
    itemCount: row.itemCount,
  };
}

/** The quote's number for the action log of a quote delivery's quote. */
export function quoteNumberOf(quoteNumber: number): string {
  return formatQuoteNumber('CQ', quoteNumber);
}
