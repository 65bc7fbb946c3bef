import { z } from 'zod';
import {
  DeliveryStatus,
  DELIVERY_TRACKING_BOOKED_IDS,
  DELIVERY_TRACKING_DRAFT_IDS,
  DROP_OFF_STOP_TRACKING_IDS,
  MESSAGES,
  PICKUP_STOP_TRACKING_IDS,
  TransportType,
  type DeliveryStop,
  type OrderDelivery,
  type UpdateDelivery,
} from '@portal/contracts';
import { stopItemOf } from './delivery-kind';

/*
 * The delivery workspace's form (issue 38; spec 000 §3 update payload, §4 transport type): the first vehicle
 * (spec 000 §3 'the first is the one used') and the stops as the user edits them, and the update payload made from
 * them. Pure, so the rules read the same in a test as on screen.
 */

/** The update payload's `cosOwnerUserIds` limit (packages/contracts updateDeliverySchema). */
export const MAX_CO_OWNERS = 20;

export const deliveryStopFormSchema = z.object({
  id: z.number().int(),
  dropOff: z.boolean(),
  /** 'YYYY-MM-DD' or '' for none. */
  deliveryDate: z.string(),
  deliveryTimeId: z.number().int().nullable(),
  note: z.string().max(2000),
  stopTrackingStatusId: z.number().int().nullable(),
  pickupAddress: z.string().nullable(),
});
export type DeliveryStopFormValues = z.infer<typeof deliveryStopFormSchema>;

export const deliveryFormSchema = z.object({
  truckTypeId: z.number().int().nullable(),
  truckSubTypeId: z.number().int().nullable(),
  // spec 001 §5: a delivery save requires the length options (the server says so too: lengthOptionsRequired).
  truckLengthId: z
    .number()
    .int()
    .nullable()
    .refine((id) => id !== null && id > 0, { message: MESSAGES.lengthOptionsRequired }),
  truckAddOnIds: z.array(z.number().int()),
  transportTypeId: z.number().int().nullable(),
  sellerCompanyId: z.number().int().nullable(),
  transporterId: z.number().int().nullable(),
  driverName: z.string().max(200),
  driverPhoneNumber: z.string().max(50),
  cost: z.number().min(0).nullable(),
  /** 'YYYY-MM-DDTHH:mm' (the browser's date-time box, local time) or ''. */
  followUpDateTime: z.string(),
  comment: z.string().max(2000),
  lateDelivery: z.boolean(),
  deliveryTrackingStatusId: z.number().int().nullable(),
  logisticOwnerUserId: z.number().int().nullable(),
  /** spec 000 §3 cosOwnerUsers: the staff the planner adds to the owners (its orders' owners, read-only). */
  cosOwners: z.array(z.object({ id: z.number().int(), name: z.string() })).max(MAX_CO_OWNERS),
  /** In visiting order: a stop's sequence number is its place here. */
  stops: z.array(deliveryStopFormSchema),
});
export type DeliveryFormValues = z.infer<typeof deliveryFormSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the browser's date-time box shows it, in the user's time zone ('2026-12-07T14:30'). */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The date-time box's local value as an instant with its offset (the payload's ISO form), null when empty. */
export function fromLocalDateTime(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The delivery's stops in visiting order (the vehicle's, by sequence number). */
export function stopsInSequence(delivery: OrderDelivery): DeliveryStop[] {
  return [...(delivery.deliveryVehicles[0]?.deliveryStops ?? [])].sort(
    (first, second) => first.sequenceNumber - second.sequenceNumber,
  );
}

/** The form's values for a delivery as stored. */
export function deliveryFormValuesOf(delivery: OrderDelivery): DeliveryFormValues {
  const vehicle = delivery.deliveryVehicles[0];
  const config = vehicle?.vehicleConfig;
  const transport = vehicle?.deliveryTransport;
  return {
    truckTypeId: config?.truckType?.id ?? null,
    truckSubTypeId: config?.truckSubType?.id ?? null,
    truckLengthId: config?.truckLength?.id ?? null,
    truckAddOnIds: (config?.vehicleAddOns ?? []).map((addOn) => addOn.truckAddOn.id),
    transportTypeId: transport?.transportTypeId ?? null,
    sellerCompanyId: transport?.sellerCompany?.id ?? null,
    transporterId: transport?.transporter?.id ?? null,
    driverName: vehicle?.driverName ?? '',
    driverPhoneNumber: vehicle?.driverPhoneNumber ?? '',
    cost: vehicle?.cost ?? null,
    followUpDateTime: toLocalDateTime(vehicle?.followUpDateTime ?? null),
    comment: vehicle?.comment ?? '',
    lateDelivery: vehicle?.lateDelivery ?? false,
    deliveryTrackingStatusId: vehicle?.deliveryTrackingStatus?.id ?? null,
    logisticOwnerUserId: delivery.logisticOwnerUser?.id ?? null,
    cosOwners: delivery.cosOwnerUsers.map((user) => ({ id: user.id, name: user.name })),
    stops: stopsInSequence(delivery).map((stop) => ({
      id: stop.id,
      dropOff: stop.dropOff,
      deliveryDate: stop.deliveryDate ?? '',
      deliveryTimeId: stop.deliveryTime?.id ?? null,
      note: stop.note ?? '',
      stopTrackingStatusId: stop.stopTrackingStatusId,
      pickupAddress: stop.pickupAddress,
    })),
  };
}

/**
 * spec 000 §4: the transport is by the seller (its company) or a third party (its transporter); any other value
 * clears the type and both.
 */
export function transportOf(
  values: Pick<DeliveryFormValues, 'transportTypeId' | 'sellerCompanyId' | 'transporterId'>,
): {
  transportTypeId: number | null;
  sellerCompanyId: number | null;
  transporterId: number | null;
} {
  if (values.transportTypeId === TransportType.ids.SELLER) {
    return {
      transportTypeId: values.transportTypeId,
      sellerCompanyId: values.sellerCompanyId,
      transporterId: null,
    };
  }
  if (values.transportTypeId === TransportType.ids.THIRD_PARTY) {
    return {
      transportTypeId: values.transportTypeId,
      sellerCompanyId: null,
      transporterId: values.transporterId,
    };
  }
  return { transportTypeId: null, sellerCompanyId: null, transporterId: null };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** spec 000 §3 update payload of the form's values: the first vehicle, the stops renumbered in the form's order. */
export function deliveryUpdatePayloadOf(delivery: OrderDelivery, values: DeliveryFormValues): UpdateDelivery {
  const vehicle = delivery.deliveryVehicles[0];
  return {
    id: delivery.id,
    ...(vehicle ? { vehicleId: vehicle.id } : {}),
    truckTypeId: values.truckTypeId,
    truckSubTypeId: values.truckSubTypeId,
    truckLengthId: values.truckLengthId,
    truckAddOnIds: values.truckAddOnIds,
    ...transportOf(values),
    driverName: textOrNull(values.driverName),
    driverPhoneNumber: textOrNull(values.driverPhoneNumber),
    cost: values.cost,
    followUpDateTime: fromLocalDateTime(values.followUpDateTime),
    comment: textOrNull(values.comment),
    lateDelivery: values.lateDelivery,
    deliveryTrackingStatusId: values.deliveryTrackingStatusId,
    logisticOwnerUserId: values.logisticOwnerUserId,
    cosOwnerUserIds: values.cosOwners.map((user) => user.id),
    deliveryStops: values.stops.map((stop, index) => ({
      id: stop.id,
      sequenceNumber: index + 1,
      deliveryDate: stop.deliveryDate === '' ? null : stop.deliveryDate,
      deliveryTimeId: stop.deliveryTimeId,
      note: textOrNull(stop.note),
      stopTrackingStatusId: stop.stopTrackingStatusId,
      // The drop-off goes to the order's job site: only a pickup names its address (spec 000 §5 list).
      ...(stop.dropOff ? {} : { pickupAddress: stop.pickupAddress }),
    })),
  };
}

/** spec 001 §4: a draft delivery's tracking is a draft one (buyer, logistics), a booked one's booked…delivered. */
export function trackingChoicesOf(deliveryStatusId: number): readonly number[] {
  return deliveryStatusId === DeliveryStatus.ids.BOOKED
    ? DELIVERY_TRACKING_BOOKED_IDS
    : DELIVERY_TRACKING_DRAFT_IDS;
}

/** spec 001 §4: pickup stops offer booked, on route, loading, loaded; drop-offs booked and delivered. */
export function stopTrackingChoicesOf(dropOff: boolean): readonly number[] {
  return dropOff ? DROP_OFF_STOP_TRACKING_IDS : PICKUP_STOP_TRACKING_IDS;
}

/** The stops reordered as `order` names them (stop ids); a stop it leaves out keeps its place after the others. */
export function reorderStops<TStop extends { readonly id: number }>(
  stops: readonly TStop[],
  order: readonly number[],
): TStop[] {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const named = order.flatMap((id) => {
    const stop = byId.get(id);
    return stop ? [stop] : [];
  });
  const namedIds = new Set(named.map((stop) => stop.id));
  return [...named, ...stops.filter((stop) => !namedIds.has(stop.id))];
}

/** What another user's change touched, in the words of a change notice. */
export type DeliveryChangePart = 'status' | 'vehicle' | 'stops' | 'items';

function stopItemKeys(delivery: OrderDelivery): string {
  // By stop id, so a new stop order alone is the stops' change, not the items'.
  return [...(delivery.deliveryVehicles[0]?.deliveryStops ?? [])]
    .sort((first, second) => first.id - second.id)
    .map((stop) =>
      [
        stop.id,
        ...[...stop.pickupStopItems, ...stop.dropOffStopItems].map((entry) => stopItemOf(entry)?.id),
      ].join(','),
    )
    .join('|');
}

/**
 * What changed from the version the user loaded to the latest (decision 214): the status, the vehicle (its fields,
 * billed flag and owner), the stops (order, dates, addresses, tracking, notes) and the items on them.
 */
export function diffDeliveries(loaded: OrderDelivery, latest: OrderDelivery): DeliveryChangePart[] {
  const { stops: loadedStops, ...loadedVehicle } = deliveryFormValuesOf(loaded);
  const { stops: latestStops, ...latestVehicle } = deliveryFormValuesOf(latest);
  const parts: DeliveryChangePart[] = [];
  if (loaded.deliveryStatus.id !== latest.deliveryStatus.id || loaded.republished !== latest.republished) {
    parts.push('status');
  }
  const isBilledChanged = loaded.deliveryVehicles[0]?.billed !== latest.deliveryVehicles[0]?.billed;
  if (isBilledChanged || JSON.stringify(loadedVehicle) !== JSON.stringify(latestVehicle))
    parts.push('vehicle');
  if (JSON.stringify(loadedStops) !== JSON.stringify(latestStops)) parts.push('stops');
  if (stopItemKeys(loaded) !== stopItemKeys(latest)) parts.push('items');
  return parts;
}
