import {
  BackgroundProcessStatus,
  DeliveryStatus,
  DeliveryTrackingStatus,
  InventoryStatus,
  ItemStatus,
  OrderStatus,
  PictureStatus,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
  StopTrackingStatus,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  SubQuoteStatus,
} from '@portal/contracts';
import type { TagSeverity } from '../ui';
import type { AnyEnumeration } from '../../lib/i18n-labels';

/**
 * The tone of every status of the flow, in one place, so a status looks the same on a board, a list, a record
 * page and a grid. The tones mean: warning — work to do here; info — with someone else, or waiting its turn;
 * success — done; danger — stopped or refused; secondary — out of the way (archived, not applicable, replaced).
 */
const TONES: ReadonlyArray<readonly [AnyEnumeration, Readonly<Record<number, TagSeverity>>]> = [
  [
    QuoteRequestStatus,
    {
      [QuoteRequestStatus.ids.COMPLETE]: 'info',
      [QuoteRequestStatus.ids.PICKED_UP]: 'warning',
      [QuoteRequestStatus.ids.PROCESSED]: 'success',
      [QuoteRequestStatus.ids.CANCELLED]: 'danger',
      [QuoteRequestStatus.ids.ARCHIVED]: 'secondary',
    },
  ],
  [
    StandardizedQuoteStatus,
    {
      [StandardizedQuoteStatus.ids.WIP]: 'warning',
      [StandardizedQuoteStatus.ids.COMPLETE]: 'info',
      [StandardizedQuoteStatus.ids.PROCESSED]: 'success',
      [StandardizedQuoteStatus.ids.CANCELLED]: 'danger',
      [StandardizedQuoteStatus.ids.PICKED_UP]: 'info',
      [StandardizedQuoteStatus.ids.ARCHIVED]: 'secondary',
    },
  ],
  [
    QuoteStatus,
    {
      [QuoteStatus.ids.WIP]: 'warning',
      [QuoteStatus.ids.COMPLETE]: 'info',
      [QuoteStatus.ids.PROCESSED]: 'success',
      [QuoteStatus.ids.CANCELLED]: 'danger',
    },
  ],
  [
    QuoteReturnStatus,
    {
      [QuoteReturnStatus.ids.NA]: 'secondary',
      [QuoteReturnStatus.ids.PENDING]: 'warning',
      [QuoteReturnStatus.ids.RETURNED]: 'success',
    },
  ],
  [
    SubQuoteStatus,
    {
      [SubQuoteStatus.ids.WIP]: 'warning',
      [SubQuoteStatus.ids.COMPLETE]: 'success',
      [SubQuoteStatus.ids.CANCELLED]: 'danger',
      [SubQuoteStatus.ids.RECOMMENDED]: 'info',
      [SubQuoteStatus.ids.ARCHIVED]: 'secondary',
      [SubQuoteStatus.ids.INCOMPLETE]: 'danger',
    },
  ],
  [
    ItemStatus,
    {
      [ItemStatus.ids.WIP]: 'warning',
      [ItemStatus.ids.COMPLETE]: 'success',
      [ItemStatus.ids.CANCELLED]: 'danger',
      [ItemStatus.ids.UNAVAILABLE]: 'danger',
      [ItemStatus.ids.SUBSTITUTED]: 'info',
      [ItemStatus.ids.ORIGINAL]: 'secondary',
    },
  ],
  [
    OrderStatus,
    {
      [OrderStatus.ids.PENDING]: 'info',
      [OrderStatus.ids.WIP]: 'warning',
      [OrderStatus.ids.DELIVERY_PLANNING]: 'info',
      [OrderStatus.ids.WAITING]: 'secondary',
      [OrderStatus.ids.COMPLETE]: 'success',
      [OrderStatus.ids.CANCELLED]: 'danger',
    },
  ],
  [
    SubOrderStatus,
    {
      [SubOrderStatus.ids.WIP]: 'warning',
      [SubOrderStatus.ids.SETUP_INCOMPLETE]: 'danger',
      [SubOrderStatus.ids.SETUP_COMPLETE]: 'info',
      [SubOrderStatus.ids.RECOMMENDED]: 'info',
      [SubOrderStatus.ids.CONFIRMED]: 'info',
      [SubOrderStatus.ids.COMPLETE]: 'success',
      [SubOrderStatus.ids.CANCELLED]: 'danger',
      [SubOrderStatus.ids.ARCHIVED]: 'secondary',
    },
  ],
  [
    InventoryStatus,
    {
      [InventoryStatus.ids.NOT_CONTACTED]: 'secondary',
      [InventoryStatus.ids.PARTIALLY_CONTACTED]: 'warning',
      [InventoryStatus.ids.SELLER_CONTACTED]: 'info',
      [InventoryStatus.ids.PARTIALLY_SECURED]: 'warning',
      [InventoryStatus.ids.INVENTORY_SECURED]: 'success',
    },
  ],
  [
    PictureStatus,
    {
      [PictureStatus.ids.NOT_SENT]: 'secondary',
      [PictureStatus.ids.PARTIALLY_SENT]: 'warning',
      [PictureStatus.ids.SENT]: 'success',
      [PictureStatus.ids.REJECTED]: 'danger',
    },
  ],
  [
    SubOrderDeliveryStatus,
    {
      [SubOrderDeliveryStatus.ids.NOT_CONTACTED]: 'secondary',
      [SubOrderDeliveryStatus.ids.CONTACTED]: 'warning',
      [SubOrderDeliveryStatus.ids.BOOKED]: 'info',
      [SubOrderDeliveryStatus.ids.PICKUP]: 'success',
    },
  ],
  [
    DeliveryStatus,
    {
      [DeliveryStatus.ids.DRAFT]: 'warning',
      [DeliveryStatus.ids.BOOKED]: 'success',
    },
  ],
  [
    DeliveryTrackingStatus,
    {
      // The buyer's draft waits on the buyer; the logistics draft is the planners' to finish.
      [DeliveryTrackingStatus.ids.BUYER_DRAFT]: 'info',
      [DeliveryTrackingStatus.ids.LOGISTICS_DRAFT]: 'warning',
      [DeliveryTrackingStatus.ids.BOOKED]: 'info',
      [DeliveryTrackingStatus.ids.ON_ROUTE]: 'info',
      [DeliveryTrackingStatus.ids.DELIVERED]: 'success',
    },
  ],
  [
    StopTrackingStatus,
    {
      [StopTrackingStatus.ids.BOOKED]: 'info',
      [StopTrackingStatus.ids.ON_ROUTE]: 'info',
      [StopTrackingStatus.ids.LOADING]: 'info',
      [StopTrackingStatus.ids.LOADED]: 'success',
      [StopTrackingStatus.ids.DELIVERED]: 'success',
    },
  ],
  [
    BackgroundProcessStatus,
    {
      [BackgroundProcessStatus.ids.NA]: 'secondary',
      [BackgroundProcessStatus.ids.SUCCESS]: 'success',
      [BackgroundProcessStatus.ids.PENDING]: 'warning',
      [BackgroundProcessStatus.ids.FAILED]: 'danger',
    },
  ],
];

const TONES_BY_ENUMERATION = new Map(TONES.map(([enumeration, tones]) => [enumeration.name, tones]));

/** The tone of a status of the flow; 'secondary' for a status (or list) the table does not know. */
export function statusTone(enumeration: AnyEnumeration, statusId: number | null | undefined): TagSeverity {
  if (statusId === null || statusId === undefined) return 'secondary';
  return TONES_BY_ENUMERATION.get(enumeration.name)?.[statusId] ?? 'secondary';
}

/** The lists that have tones, each with its table, for the test that every status of each has one. */
export const TONED_ENUMERATIONS = TONES;
