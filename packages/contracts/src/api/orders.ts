/**
 * Orders (issue 14 place order, issue 15 builds on it; spec 001 §3 Constructed order item, order discount,
 * transport cost, Sub-order row; §4 order, sub-order, item and inventory status ids; §7 POST order, order/{id},
 * subOrdersByOrderId/{id}). Data model: docs/decisions/151-order-model.md; placing: decision 152.
 */
import { z } from 'zod';
import { InventoryStatus } from '../enumerations';
import { TAX_KINDS } from '../money-notes';
import { jobPartyFields, MAX_QUANTITY, recordStampFields, withQuantityDecimals } from './fields';
import {
  discountLineSchema,
  documentGoodsTotalFields,
  documentTaxTotalFields,
  pricedLinePriceFields,
  pricedLineProductFields,
  pricedLineReplacesField,
  subDocumentSellerFields,
  subDocumentTotalFields,
  transportCostLineSchema,
} from './priced-document';
import { quoteAltItemSchema, type QuoteAltItem, type QuoteAltItemInput } from './quote-construction';
import { QUOTE_REQUEST_MAX_LINES } from './quotes';

/** 'OR-10001' for the order placed from quote CQ-10001; 'OR-10001-P2' for the phase split off it (decision 151). */
export function formatOrderNumber(orderNumber: number, phaseNumber = 1): string {
  return phaseNumber === 1 ? `OR-${orderNumber}` : `OR-${orderNumber}-P${phaseNumber}`;
}

/** 'OR-10001-S2': the second sub-order (seller) of order OR-10001. */
export function formatSubOrderNumber(
  orderNumber: number,
  phaseNumber: number,
  sequenceNumber: number,
): string {
  return `${formatOrderNumber(orderNumber, phaseNumber)}-S${sequenceNumber}`;
}

/** How many of the items that count were contacted and secured (a secured item counts as contacted too). */
export interface InventoryCounts {
  readonly itemCount: number;
  readonly contactedCount: number;
  readonly securedCount: number;
}

/**
 * The inventory status of a sub-order or an order (spec 001 §4 ids; decision 151): every item secured → inventory
 * secured; some → partially secured; every item contacted → seller contacted; some → partially contacted; else
 * not contacted. An order or sub-order with no item that counts is not contacted.
 */
export function inventoryStatusOf({ itemCount, contactedCount, securedCount }: InventoryCounts): number {
  const ids = InventoryStatus.ids;
  if (itemCount === 0) return ids.NOT_CONTACTED;
  if (securedCount >= itemCount) return ids.INVENTORY_SECURED;
  if (securedCount > 0) return ids.PARTIALLY_SECURED;
  if (contactedCount >= itemCount) return ids.SELLER_CONTACTED;
  if (contactedCount > 0) return ids.PARTIALLY_CONTACTED;
  return ids.NOT_CONTACTED;
}

const referenceId = z.number().int().positive();

/** A quantity the buyer accepts: 0 (not accepted) up to the quoted quantity, three decimals as stored. */
const acceptedQuantity = withQuantityDecimals(z.number().min(0).max(MAX_QUANTITY));

/**
 * PUT quoteReturn (version header; decision 152): the buyer's return of a published quote — the lines accepted and
 * at which quantity. A line not listed, or listed with 0, is not accepted.
 */
export const recordQuoteReturnSchema = z.object({
  id: referenceId,
  items: z
    .array(z.object({ id: referenceId, acceptedQuantity }))
    .max(QUOTE_REQUEST_MAX_LINES)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'A line is listed twice.',
    }),
});
export type RecordQuoteReturn = z.input<typeof recordQuoteReturnSchema>;

/** POST order (spec 001 §7): places the order of a returned quote (decision 152). */
export const placeOrderSchema = z.object({ quoteId: referenceId });
export type PlaceOrder = z.input<typeof placeOrderSchema>;

/**
 * spec 001 §3 altOrderItems: an item's alternate — the same record as a quote line's (altQuoteItems; placing an
 * order copies them across), so one schema and one editor serve both workspaces (decision 173).
 */
export const orderAltItemSchema = quoteAltItemSchema;
export type OrderAltItem = QuoteAltItem;
/** Either workspace's alternate, for the code both share (the construction kit's alternates editor). */
export type AltItem = QuoteAltItem;
export type AltItemInput = QuoteAltItemInput;

/**
 * spec 001 §3 Constructed order item: the quote item's fields (the priced document's base line) with its
 * sub-order, inventorySecured, the quote line it was placed from and altOrderItems. Its seller is its sub-order's,
 * never missing.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  subOrderId: z.number().int(),
  ...pricedLineProductFields,
  ...subDocumentSellerFields,
  ...pricedLinePriceFields,
  inventorySecured: z.boolean(),
  ...pricedLineReplacesField,
  /** The quote line it was placed from. */
  fromQuoteItemId: z.number().int().nullable(),
  altItems: z.array(orderAltItemSchema),
  /**
   * What a seller change would delete or undo (spec 001 §5, decision 173): the item's pictures, and its picture
   * request's status (PictureStatus: not sent 1, sent 3, rejected 4; not sent when nothing was asked).
   */
  pictureCount: z.number().int().min(0),
  pictureStatusId: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** spec 001 §7 subOrdersByOrderId: one per seller, with its statuses, row fields and roll-ups (decision 151). */
export const subOrderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  sequenceNumber: z.number().int(),
  /** 'OR-10001-S2' (formatSubOrderNumber). */
  subOrderNumber: z.string(),
  ...subDocumentSellerFields,
  /** SubOrderStatus, InventoryStatus, PictureStatus, SubOrderDeliveryStatus and DeliveryAssigned ids. */
  statusId: z.number().int(),
  inventoryStatusId: z.number().int(),
  pictureStatusId: z.number().int(),
  deliveryStatusId: z.number().int(),
  deliveryAssignedId: z.number().int(),
  transporterId: z.number().int().nullable(),
  transporterName: z.string().nullable(),
  pickDateFrom: z.string().nullable(),
  pickDateTo: z.string().nullable(),
  deliveryDateFrom: z.string().nullable(),
  deliveryDateTo: z.string().nullable(),
  comment: z.string().nullable(),
  billed: z.boolean(),
  itemCount: z.number().int(),
  sellerContactedCount: z.number().int(),
  inventorySecuredCount: z.number().int(),
  deliveryAssignedCount: z.number().int(),
  ...subDocumentTotalFields,
  version: z.number().int(),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

export const orderDiscountLineSchema = discountLineSchema;
export type OrderDiscountLine = z.infer<typeof orderDiscountLineSchema>;

/**
 * A transport cost phasing split between phases (decision 202): what it was in all, and each phase's share, this
 * order's first, the others by phase. The shares add up to the total to the cent (they are the split's rows).
 */
export const transportCostSplitSchema = z.object({
  total: z.number(),
  shares: z.array(
    z.object({
      orderId: z.number().int(),
      phaseNumber: z.number().int(),
      cost: z.number(),
      isThisOrder: z.boolean(),
    }),
  ),
});
export type TransportCostSplit = z.infer<typeof transportCostSplitSchema>;

/** The priced document's transport cost, with the split it may be a share of. */
export const orderTransportCostLineSchema = transportCostLineSchema.extend({
  /** Null for a cost never split, or whose other shares are gone. */
  split: transportCostSplitSchema.nullable().default(null),
});
export type OrderTransportCostLine = z.infer<typeof orderTransportCostLineSchema>;

/** The order's money as stored (decision 151), in dollars, with the rates fixed when it was placed. */
export const orderTotalsSchema = z.object({
  itemCount: z.number().int(),
  ...documentGoodsTotalFields,
  /** The buyer delivery fee as counted (0 until set; decision 163). */
  deliveryFee: z.number(),
  /** `taxable` here is goods after discounts + transport + buyer fee + delivery fee. */
  ...documentTaxTotalFields,
  buyerFeeMinimum: z.number().nullable(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/**
 * GET order/{id} (spec 001 §7): the priced document with the order's own fields — its sub-orders, items, discounts,
 * transport costs and totals.
 */
export const orderRecordSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  phaseNumber: z.number().int(),
  /** 'OR-10001' (formatOrderNumber). */
  formattedNumber: z.string(),
  quoteId: z.number().int(),
  phasedFromOrderId: z.number().int().nullable(),
  ...jobPartyFields,
  jobName: z.string(),
  referenceNumber: z.string().nullable(),
  approxJobDate: z.string().nullable(),
  deliveryMethodId: z.number().int(),
  deliveryAddress: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  countryId: z.number().int().nullable(),
  /** The taxes the delivery province's rate charges, for the tax note (decision 202). */
  taxKinds: z.array(z.enum(TAX_KINDS)),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** OrderStatus, and the roll-ups' InventoryStatus, PictureStatus and DeliveryAssigned ids. */
  statusId: z.number().int(),
  inventoryStatusId: z.number().int(),
  pictureStatusId: z.number().int(),
  deliveryAssignedId: z.number().int(),
  invoiced: z.boolean(),
  buyerDeliveryFee: z.number().nullable(),
  comment: z.string().nullable(),
  /**
   * New Order, WIP and Planning Delivery orders are built; the others are read-only (isOrderEditable, decision
   * 163). The status menus come from the transitions table (transitionsFrom 'order').
   */
  editable: z.boolean(),
  placedByUserId: z.number().int().nullable(),
  ...recordStampFields,
  subOrders: z.array(subOrderSchema),
  items: z.array(orderItemSchema),
  discounts: z.array(orderDiscountLineSchema),
  transportCosts: z.array(orderTransportCostLineSchema),
  totals: orderTotalsSchema,
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
