/**
 * The delivery rules the server applies and the delivery workspace shows before a save (spec 000 §4–§5; decision
 * 207): the rules engine's weight and fill-rate checks, publishing and moving back to draft, the transport type,
 * the bill of lading's file name and the pickup address list. Pure: the server's delivery module and the web's
 * workspace call the same functions, so a check reads the same on both sides.
 */
import {
  DELIVERY_TRACKING_BOOKED_IDS,
  DELIVERY_TRACKING_DRAFT_IDS,
  DeliveryStatus,
  DeliveryTrackingStatus,
  RuleCheckStatus,
  StopTrackingStatus,
  TransportType,
} from './enumerations';

/** Up to this share of the truck's payload or deck, a check succeeds; above it and up to all of it, it warns. */
export const LOAD_WARNING_SHARE = 0.9;

/** One item on a vehicle, as the checks read it: how many, and each unit's weight and floor space if known. */
export interface LoadItem {
  readonly id: number;
  readonly quantity: number;
  readonly unitWeightLb: number | null;
  readonly unitFloorSpaceSqft: number | null;
}

/** The chosen truck length's capacity (truck_sub_type_length). */
export interface TruckCapacity {
  readonly maxPayloadLb: number;
  readonly deckAreaSqFt: number;
}

export interface LoadCheck {
  readonly weightStatusId: number;
  /** Shown only on success (spec 000 §4); null otherwise. */
  readonly weightLb: number | null;
  readonly fillRateStatusId: number;
  /** A share of the deck (0.85 shows as 85 %), shown only on success; null otherwise. */
  readonly fillRate: number | null;
  /** Items without a unit weight or floor space: listed as invalid, never counted as zero (spec 000 §4). */
  readonly invalidItemIds: readonly number[];
}

function verdict(share: number): number {
  if (share > 1) return RuleCheckStatus.ids.FAILURE;
  if (share > LOAD_WARNING_SHARE) return RuleCheckStatus.ids.WARNING;
  return RuleCheckStatus.ids.SUCCESS;
}

/**
 * The rules engine's weight and fill-rate checks of one vehicle (decision 207): the items' weight against the
 * length's payload, their floor space against its deck. Without a length both fail; an item without a value makes
 * its check a warning (the total is unknown), and the item is listed.
 */
export function checkVehicleLoad(items: readonly LoadItem[], capacity: TruckCapacity | null): LoadCheck {
  const invalidItemIds = items
    .filter((item) => item.unitWeightLb === null || item.unitFloorSpaceSqft === null)
    .map((item) => item.id);
  const lacksWeight = items.some((item) => item.unitWeightLb === null);
  const lacksFloorSpace = items.some((item) => item.unitFloorSpaceSqft === null);
  const weight = items.reduce((sum, item) => sum + item.quantity * (item.unitWeightLb ?? 0), 0);
  const floorSpace = items.reduce((sum, item) => sum + item.quantity * (item.unitFloorSpaceSqft ?? 0), 0);
  if (capacity === null || capacity.maxPayloadLb <= 0 || capacity.deckAreaSqFt <= 0) {
    return {
      weightStatusId: RuleCheckStatus.ids.FAILURE,
      weightLb: null,
      fillRateStatusId: RuleCheckStatus.ids.FAILURE,
      fillRate: null,
      invalidItemIds,
    };
  }
  // A known part past the capacity fails whatever is missing; otherwise a missing value only warns.
  const weightShare = weight / capacity.maxPayloadLb;
  const fillShare = floorSpace / capacity.deckAreaSqFt;
  const weightStatusId = lacksWeight && weightShare <= 1 ? RuleCheckStatus.ids.WARNING : verdict(weightShare);
  const fillRateStatusId =
    lacksFloorSpace && fillShare <= 1 ? RuleCheckStatus.ids.WARNING : verdict(fillShare);
  return {
    weightStatusId,
    weightLb: weightStatusId === RuleCheckStatus.ids.SUCCESS ? Math.round(weight * 100) / 100 : null,
    fillRateStatusId,
    fillRate:
      fillRateStatusId === RuleCheckStatus.ids.SUCCESS ? Math.round(fillShare * 10_000) / 10_000 : null,
    invalidItemIds,
  };
}

export interface PublishableDelivery {
  readonly statusId: number;
  /** The first vehicle's tracking status; null: none yet. */
  readonly trackingStatusId: number | null;
  readonly stops: ReadonlyArray<{ readonly id: number; readonly trackingStatusId: number | null }>;
}

export interface PublishedDelivery {
  readonly statusId: number;
  readonly republished: boolean;
  readonly trackingStatusId: number;
  readonly stopTrackingStatusIds: ReadonlyMap<number, number>;
}

const isDraftTracking = (id: number) => (DELIVERY_TRACKING_DRAFT_IDS as readonly number[]).includes(id);
const isBookedTracking = (id: number) => (DELIVERY_TRACKING_BOOKED_IDS as readonly number[]).includes(id);

/**
 * spec 000 §4 'Delivery publish': the delivery becomes booked, flagged republished when it already was; a draft or
 * missing tracking status becomes booked, any other is kept; a stop without a tracking status becomes booked.
 */
export function publishDelivery(delivery: PublishableDelivery): PublishedDelivery {
  const tracking = delivery.trackingStatusId;
  return {
    statusId: DeliveryStatus.ids.BOOKED,
    republished: delivery.statusId === DeliveryStatus.ids.BOOKED,
    trackingStatusId:
      tracking === null || isDraftTracking(tracking) ? DeliveryTrackingStatus.ids.BOOKED : tracking,
    stopTrackingStatusIds: new Map(
      delivery.stops.map((stop) => [stop.id, stop.trackingStatusId ?? StopTrackingStatus.ids.BOOKED]),
    ),
  };
}

/**
 * spec 001 §4 'Booked order delivery can be moved to draft': the delivery is a draft again and a tracking status in
 * the booked range (booked, on route, delivered) goes back to logistics draft; a draft one is kept.
 */
export function moveDeliveryBackToDraft(delivery: Pick<PublishableDelivery, 'trackingStatusId'>): {
  readonly statusId: number;
  readonly trackingStatusId: number | null;
} {
  const tracking = delivery.trackingStatusId;
  return {
    statusId: DeliveryStatus.ids.DRAFT,
    trackingStatusId:
      tracking !== null && isBookedTracking(tracking) ? DeliveryTrackingStatus.ids.LOGISTICS_DRAFT : tracking,
  };
}

export interface DeliveryTransport {
  readonly transportTypeId: number | null;
  readonly sellerCompanyId: number | null;
  readonly transporterId: number | null;
}

/**
 * spec 000 §4: transport is by the seller (its company) or a third party (its transporter); any other value clears
 * the type and the company. The field of the other type is cleared too.
 */
export function normalizeTransport(transport: DeliveryTransport): DeliveryTransport {
  if (transport.transportTypeId === TransportType.ids.SELLER) {
    return {
      transportTypeId: TransportType.ids.SELLER,
      sellerCompanyId: transport.sellerCompanyId,
      transporterId: null,
    };
  }
  if (transport.transportTypeId === TransportType.ids.THIRD_PARTY) {
    return {
      transportTypeId: TransportType.ids.THIRD_PARTY,
      sellerCompanyId: null,
      transporterId: transport.transporterId,
    };
  }
  return { transportTypeId: null, sellerCompanyId: null, transporterId: null };
}

/** A name made safe for a file name: letters and digits of any script kept, every other run one hyphen. */
export function fileNameSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * spec 000 §5: a signed bill of lading downloads as
 * `orderNumber_deliveryNumber_buyerCompanyName_SignedBOL_deliveryDate.ext`, the date part left out without a date.
 */
export function billOfLadingFileName({
  orderNumber,
  deliveryNumber,
  buyerCompanyName,
  deliveryDate,
  extension,
}: {
  readonly orderNumber: string;
  readonly deliveryNumber: string;
  readonly buyerCompanyName: string;
  /** 'YYYY-MM-DD', or null. */
  readonly deliveryDate: string | null;
  /** Without its dot: 'pdf'. */
  readonly extension: string;
}): string {
  const parts = [orderNumber, deliveryNumber, fileNameSafe(buyerCompanyName), 'SignedBOL'];
  if (deliveryDate) parts.push(deliveryDate);
  return `${parts.join('_')}.${extension.toLowerCase()}`;
}

export interface PickupAddress {
  readonly address: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * spec 000 §5: the pickup address list is the stop's current address, the seller's main address and its
 * alternative addresses, de-duplicated by address text (trimmed, case and spacing aside), in that order.
 */
export function pickupAddressChoices(
  current: PickupAddress | null,
  main: PickupAddress | null,
  alternatives: readonly PickupAddress[],
): PickupAddress[] {
  const seen = new Set<string>();
  const choices: PickupAddress[] = [];
  for (const candidate of [current, main, ...alternatives]) {
    if (!candidate) continue;
    const key = candidate.address.trim().replace(/\s+/g, ' ').toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    choices.push(candidate);
  }
  return choices;
}
