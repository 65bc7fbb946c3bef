/**
 * Orders (issue 14 place order, issue 15 builds on it; spec 001 §3 Constructed order item, order discount,
 * transport cost, Sub-order row; §4 order, sub-order, item and inventory status ids; §7 POST order, order/{id},
 * subOrdersByOrderId/{id}). Data model: docs/decisions/151-order-model.md; placing: decision 152.
 */
import { z } from 'zod';
import { InventoryStatus } from '../enumerations';
import { TAX_KINDS } from '../money-notes';
import { MAX_QUANTITY, withQuantityDecimals } from './fields';
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

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * spec 001 §3 altOrderItems: an item's alternate — the same record as a quote line's (altQuoteItems; placing an
 * order copies them across), so one schema and one editor serve both workspaces (decision 173).
 */
export const orderAltItemSchema = quoteAltItemSchema;
export type OrderAltItem = QuoteAltItem;
/** Either workspace's alternate, for the code both share (the construction kit's alternates editor). */
export type AltItem = QuoteAltItem;
export type AltItemInput = QuoteAltItemInput;

/** spec 001 §3 Constructed order item: the quote item's fields with inventorySecured and altOrderItems. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  subOrderId: z.number().int(),
  sequenceNumber: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSizeId: z.number().int(),
  productSizeName: z.string(),
  specs: z.array(named),
  quantity: z.number(),
  /** ItemStatus (spec 001 §4 sub-order item ids). */
  statusId: z.number().int(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  sellerUnitPrice: z.number().nullable(),
  markupRate: z.number().nullable(),
  buyerUnitPrice: z.number().nullable(),
  /** quantity × unit price, computed by the server (decision 148). */
  sellerPrice: z.number().nullable(),
  buyerPrice: z.number().nullable(),
  sellerContacted: z.boolean(),
  inventorySecured: z.boolean(),
  replacesItemId: z.number().int().nullable(),
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
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
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
  sellerTotal: z.number(),
  buyerTotal: z.number(),
  version: z.number().int(),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

export const orderDiscountLineSchema = z.object({
  id: z.number().int(),
  discountId: z.number().int(),
  discountName: z.string(),
  amount: z.number(),
});
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

export const orderTransportCostLineSchema = z.object({
  id: z.number().int(),
  /** TransportType: seller 1, third-party 2. */
  transportTypeId: z.number().int(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  cost: z.number(),
  transporters: z.array(named),
  /** Null for a cost never split, or whose other shares are gone. */
  split: transportCostSplitSchema.nullable().default(null),
});
export type OrderTransportCostLine = z.infer<typeof orderTransportCostLineSchema>;

/** The order's money as stored (decision 151), in dollars, with the rates fixed when it was placed. */
export const orderTotalsSchema = z.object({
  itemCount: z.number().int(),
  sellerCost: z.number(),
  buyerSubtotal: z.number(),
  margin: z.number(),
  discount: z.number(),
  transport: z.number(),
  fee: z.number(),
  /** The buyer delivery fee as counted (0 until set; decision 163). */
  deliveryFee: z.number(),
  /** What the tax applies to: goods after discounts + transport + buyer fee + delivery fee. */
  taxable: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  taxRate: z.number(),
  buyerFeeRate: z.number().nullable(),
  buyerFeeMinimum: z.number().nullable(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** GET order/{id} (spec 001 §7): the order with its sub-orders, items, discounts, transport costs and totals. */
export const orderRecordSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  phaseNumber: z.number().int(),
  /** 'OR-10001' (formatOrderNumber). */
  formattedNumber: z.string(),
  quoteId: z.number().int(),
  phasedFromOrderId: z.number().int().nullable(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  buyerUserId: z.number().int(),
  buyerUserName: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  subOrders: z.array(subOrderSchema),
  items: z.array(orderItemSchema),
  discounts: z.array(orderDiscountLineSchema),
  transportCosts: z.array(orderTransportCostLineSchema),
  totals: orderTotalsSchema,
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
