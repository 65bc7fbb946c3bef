/**
 * Deliveries (issue 38; spec 000 §3 order delivery, delivery vehicle, delivery stop, the update and item payloads;
 * §4 publish, stop items, transport type, rules-engine checks; §5 BOL name and pickup address list; spec 001 §2
 * quote and order delivery workspaces and wizards, §4 statuses, §5 rules, §7 calls). One shape for both kinds
 * (decision 207): an order delivery's items are sub-order items, a quote delivery's quote items; each item
 * reference carries both fields and one is null. docs/decisions/207-delivery-model.md, 209.
 */
import { z } from 'zod';
import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  RuleCheckStatus,
  StopTrackingStatus,
  TransportType,
} from '../enumerations';
import { pageNumberSchema, pageSizeSchema, queryIdSchema } from '../list-query';
import { plainTextSchema } from '../validation';
import { moneyAmount } from './fields';

const referenceId = z.number().int().positive();
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'D-1042' (decision 062's form): a delivery's number as every screen and the action log show it. */
export function formatDeliveryNumber(deliveryNumber: number): string {
  return `D-${deliveryNumber}`;
}

/** Most trucks the wizard makes at once (spec 001 §5: never more than the unassigned items, decision 209). */
export const MAX_TRUCK_COUNT = 20;
/** Most items one call assigns: a 300-item delivery is the largest (bench). */
export const MAX_DELIVERY_ITEMS = 1000;
/** Most stops one update sends: a 30-stop delivery is the largest (bench). */
export const MAX_DELIVERY_STOPS = 100;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export const pointSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Point = z.infer<typeof pointSchema>;

/** An address with its point (spec 000 §3 spatialGenericAddress, spatialPickupAddress). */
export const spatialAddressSchema = z.object({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SpatialAddress = z.infer<typeof spatialAddressSchema>;

/**
 * One item a delivery can carry (spec 000 §3 subOrderItem; the quote item on a quote delivery): what it is, how
 * many, from which seller for which order, the per-unit values the rules engine reads, and which delivery has it.
 */
export const deliveryItemSchema = z.object({
  /** The sub-order item's (order_item) id, or the quote item's on a quote delivery. */
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  subOrderId: z.number().int().nullable(),
  subOrderNumber: z.string().nullable(),
  sellerCompany: namedSchema.nullable(),
  productName: z.string(),
  productSizeName: z.string(),
  quantity: z.number(),
  statusId: z.number().int(),
  unitWeightLb: z.number().nullable(),
  unitFloorSpaceSqft: z.number().nullable(),
  /** spec 000 §3 'subOrderItems (with deliveryAssigned)': on a delivery (this one or another). */
  deliveryAssigned: z.boolean(),
  deliveryId: z.number().int().nullable(),
  deliveryNumber: z.string().nullable(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

/** spec 000 §3 pickupStopItems / dropOffStopItems: each with its item, weight and fill rate. */
export const deliveryStopItemSchema = z.object({
  id: z.number().int(),
  subOrderItem: deliveryItemSchema.nullable(),
  quoteItem: deliveryItemSchema.nullable(),
  /** quantity × unit weight (lb); null when the item has no unit weight (listed invalid, spec 000 §4). */
  weight: z.number().nullable(),
  /** quantity × unit floor space over the chosen truck length's deck; null when unknown or without a length. */
  fillRate: z.number().nullable(),
});
export type DeliveryStopItem = z.infer<typeof deliveryStopItemSchema>;

/** A stop's candidate item (spec 000 §4 'stop items'): preselected when on the stop, disabled when on another delivery. */
export const stopItemChoiceSchema = deliveryItemSchema.extend({
  preselected: z.boolean(),
  disabled: z.boolean(),
});
export type StopItemChoice = z.infer<typeof stopItemChoiceSchema>;

/** spec 000 §3 sellerCompany of a pickup stop: its main address and its alternative addresses (spec 000 §5 list). */
export const stopSellerCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  spatialGenericAddress: pointSchema.nullable(),
  altAddresses: z.array(z.object({ address: z.string(), spatialGenericAddress: pointSchema.nullable() })),
});

/** spec 000 §3 Delivery stop. */
export const deliveryStopSchema = z.object({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  dropOff: z.boolean(),
  deliveryDate: z.string().nullable(),
  deliveryTime: z.object({ id: z.number().int() }).nullable(),
  /** The order's job date and the sub-orders' delivery day, for the planner (spec 000 §3 orderDeliveryDate). */
  orderDeliveryDate: z.string().nullable(),
  orderDeliveryTime: z.object({ id: z.number().int() }).nullable(),
  note: z.string().nullable(),
  stopTrackingStatusId: z.number().int().nullable(),
  pickupAddress: z.string().nullable(),
  spatialPickupAddress: pointSchema.nullable(),
  /** The order's job site (drop-offs go there). */
  orderSpatialDeliveryAddress: spatialAddressSchema.nullable(),
  /** The bill of lading's file name (spec 000 §5), null until one is uploaded. */
  filename: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  buyerCompany: namedSchema.nullable(),
  sellerCompany: stopSellerCompanySchema.nullable(),
  /** spec 000 §5: the stop's current address, the seller's main and alternative addresses, de-duplicated. */
  pickupAddressChoices: z.array(spatialAddressSchema),
  pickupStopItems: z.array(deliveryStopItemSchema),
  dropOffStopItems: z.array(deliveryStopItemSchema),
  /** A pickup's candidate items: its seller's items of its order (quote) with preselected / disabled (spec 000 §4). */
  subOrderItems: z.array(stopItemChoiceSchema),
});
export type DeliveryStop = z.infer<typeof deliveryStopSchema>;

/** spec 000 §3 Delivery vehicle. */
export const deliveryVehicleSchema = z.object({
  id: z.number().int(),
  cost: z.number().nullable(),
  driverName: z.string().nullable(),
  driverPhoneNumber: z.string().nullable(),
  deliveryTrackingStatus: z.object({ id: z.number().int() }).nullable(),
  lateDelivery: z.boolean(),
  followUpDateTime: z.string().nullable(),
  comment: z.string().nullable(),
  billed: z.boolean(),
  deliveryTransport: z.object({
    transportTypeId: z.number().int().nullable(),
    sellerCompany: namedSchema.nullable(),
    transporter: namedSchema.nullable(),
  }),
  vehicleConfig: z.object({
    truckType: namedSchema.nullable(),
    truckSubType: namedSchema.nullable(),
    truckLength: z.object({ id: z.number().int(), feet: z.number().int() }).nullable(),
    vehicleAddOns: z.array(z.object({ truckAddOn: namedSchema })),
  }),
  breWeightStatusId: z.number().int(),
  /** Shown only on success (spec 000 §4). */
  weight: z.number().nullable(),
  breFillRateStatusId: z.number().int(),
  fillRate: z.number().nullable(),
  /** Items without a unit weight or floor space (spec 000 §4: listed as invalid). */
  invalidItemIds: z.array(z.number().int()),
  deliveryStops: z.array(deliveryStopSchema),
});
export type DeliveryVehicle = z.infer<typeof deliveryVehicleSchema>;

/** spec 000 §3 Order delivery (and the quote delivery, decision 207). */
export const orderDeliverySchema = z.object({
  id: z.number().int(),
  deliveryNumber: z.string(),
  /** ActionLogType: Quote delivery 3, Order delivery 4. */
  recordType: z.number().int(),
  quoteId: z.number().int().nullable(),
  version: z.number().int(),
  startTimestamp: z.string().nullable(),
  deliveryStatus: z.object({ id: z.number().int() }),
  republished: z.boolean(),
  deliveryVehicles: z.array(deliveryVehicleSchema),
  logisticOwnerUser: namedSchema.nullable(),
  countryId: z.number().int().nullable(),
  fillRate: z.number().nullable(),
  weight: z.number().nullable(),
  /** Metres along the route, null until a route is calculated. */
  routeDistance: z.number().nullable(),
  ownerUsers: z.array(namedSchema),
  cosOwnerUsers: z.array(namedSchema),
  /** The orders whose goods it carries (its stops'). */
  orders: z.array(z.object({ id: z.number().int(), orderNumber: z.string() })),
  firstStopDate: z.string().nullable(),
  stopCount: z.number().int(),
  itemCount: z.number().int(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** A text field a save may leave out (kept as it is), clear (null or empty) or set (trimmed). */
const keptText = (max: number) =>
  plainTextSchema
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

const dateOnly = z.string().regex(DATE_ONLY, { message: 'Enter a date as YYYY-MM-DD.' });
const isoDateTime = z.iso.datetime({ offset: true });

/** spec 000 §3 Delivery update payload's stop. */
export const deliveryStopUpdateSchema = z.object({
  id: referenceId,
  sequenceNumber: z.number().int().min(1).max(MAX_DELIVERY_STOPS),
  deliveryDate: dateOnly.nullable().optional(),
  deliveryTimeId: referenceId.nullable().optional(),
  note: keptText(2000),
  stopTrackingStatusId: z
    .number()
    .int()
    .refine((id) => StopTrackingStatus.has(id), { message: 'This value is not one of the list.' })
    .nullable()
    .optional(),
  pickupAddress: plainTextSchema.trim().max(500).nullable().optional(),
  /** The bill of lading's name is the server's (spec 000 §5); accepted and ignored. */
  filename: z.string().max(500).nullable().optional(),
  spatialPickupAddress: pointSchema.nullable().optional(),
});
export type DeliveryStopUpdate = z.input<typeof deliveryStopUpdateSchema>;

/** spec 000 §3 Delivery update payload (+ the version header). */
export const updateDeliverySchema = z.object({
  id: referenceId,
  /** Booked (2) publishes (spec 000 §4); draft (1) keeps it a draft: moving back is updateOrderDeliveryStatus. */
  deliveryStatusId: z
    .number()
    .int()
    .refine((id) => DeliveryStatus.has(id), { message: 'This value is not one of the list.' })
    .optional(),
  deliveryTrackingStatusId: z
    .number()
    .int()
    .refine((id) => DeliveryTrackingStatus.has(id), { message: 'This value is not one of the list.' })
    .nullable()
    .optional(),
  lateDelivery: z.boolean().optional(),
  vehicleId: referenceId.optional(),
  cost: moneyAmount.nullable().optional(),
  driverName: keptText(200),
  driverPhoneNumber: keptText(50),
  logisticOwnerUserId: referenceId.nullable().optional(),
  cosOwnerUserIds: z.array(referenceId).max(20).optional(),
  followUpDateTime: isoDateTime.nullable().optional(),
  comment: keptText(2000),
  transportTypeId: z
    .number()
    .int()
    .nullable()
    .optional()
    .transform((id) => (id === undefined ? undefined : id !== null && TransportType.has(id) ? id : null)),
  sellerCompanyId: referenceId.nullable().optional(),
  transporterId: referenceId.nullable().optional(),
  truckTypeId: referenceId.nullable().optional(),
  truckSubTypeId: referenceId.nullable().optional(),
  truckLengthId: referenceId.nullable().optional(),
  truckAddOnIds: z.array(referenceId).max(50).optional(),
  deliveryStops: z.array(deliveryStopUpdateSchema).max(MAX_DELIVERY_STOPS).optional(),
  startTimestamp: isoDateTime.nullable().optional(),
  republish: z.boolean().optional(),
});
export type UpdateDelivery = z.input<typeof updateDeliverySchema>;
export type UpdateDeliveryValues = z.output<typeof updateDeliverySchema>;

const itemIds = z.array(referenceId).min(1).max(MAX_DELIVERY_ITEMS);

/** spec 000 §3 Item add payload (order deliveries). */
export const addOrderDeliveryItemsSchema = z.object({
  orderDeliveryId: referenceId,
  subOrderItemIds: itemIds,
  startTimestamp: isoDateTime.nullable().optional(),
});
export type AddOrderDeliveryItems = z.input<typeof addOrderDeliveryItemsSchema>;

/** spec 000 §3 Item update payload: the pickup stop's whole item list (empty removes the stop). */
export const updateOrderDeliveryItemsSchema = z.object({
  orderDeliveryId: referenceId,
  pickupStopId: referenceId,
  subOrderItemIds: z.array(referenceId).max(MAX_DELIVERY_ITEMS),
  startTimestamp: isoDateTime.nullable().optional(),
});
export type UpdateOrderDeliveryItems = z.input<typeof updateOrderDeliveryItemsSchema>;

export const addQuoteDeliveryItemsSchema = z.object({
  quoteDeliveryId: referenceId,
  quoteItemIds: itemIds,
  startTimestamp: isoDateTime.nullable().optional(),
});
export type AddQuoteDeliveryItems = z.input<typeof addQuoteDeliveryItemsSchema>;

export const updateQuoteDeliveryItemsSchema = z.object({
  quoteDeliveryId: referenceId,
  pickupStopId: referenceId,
  quoteItemIds: z.array(referenceId).max(MAX_DELIVERY_ITEMS),
  startTimestamp: isoDateTime.nullable().optional(),
});
export type UpdateQuoteDeliveryItems = z.input<typeof updateQuoteDeliveryItemsSchema>;

/** spec 000 §7 'POST create delivery (list of subOrderItemIds)', with the wizard's truck count (spec 001 §5). */
export const createOrderDeliverySchema = z.object({
  subOrderItemIds: itemIds,
  truckCount: z.number().int().min(1).max(MAX_TRUCK_COUNT).optional(),
});
export type CreateOrderDelivery = z.input<typeof createOrderDeliverySchema>;

export const createQuoteDeliverySchema = z.object({
  quoteId: referenceId,
  quoteItemIds: itemIds,
  truckCount: z.number().int().min(1).max(MAX_TRUCK_COUNT).optional(),
});
export type CreateQuoteDelivery = z.input<typeof createQuoteDeliverySchema>;

/** GET orderDeliverySubOrderPageableResult's query: the order's items, a page at a time. */
export const orderDeliverySubOrderQuerySchema = z.object({
  orderId: queryIdSchema,
  page: pageNumberSchema,
  size: pageSizeSchema,
});
export type OrderDeliverySubOrderQuery = z.input<typeof orderDeliverySubOrderQuerySchema>;
export type OrderDeliverySubOrderQueryValues = z.output<typeof orderDeliverySubOrderQuerySchema>;

/** The wizard's row: an item, disabled when another delivery has it (spec 000 §4). */
export const deliveryWizardRowSchema = stopItemChoiceSchema.omit({ preselected: true });
export type DeliveryWizardRow = z.infer<typeof deliveryWizardRowSchema>;

export const deliveryWizardPageSchema = z.object({
  rows: z.array(deliveryWizardRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Items not on any delivery, of the whole order: the wizard's truck count may not exceed it (spec 001 §5). */
  unassignedCount: z.number().int(),
});
export type DeliveryWizardPage = z.infer<typeof deliveryWizardPageSchema>;

/**
 * GET quoteDeliveryLines/{quoteId} (ours, decision 218): the quote delivery wizard's and the quote workspace's read —
 * the quote's counted lines, each with its sourcing state (spec 001 §5: only a sourced line goes on a truck) and the
 * delivery that has it (disabled, spec 000 §4), the count not yet on a delivery (the publish rule's), and the quote's
 * deliveries.
 */
export const quoteDeliveryLineSchema = deliveryWizardRowSchema.extend({
  /** Seller, seller unit price and buyer unit price all set (spec 001 §5). */
  sourced: z.boolean(),
});
export type QuoteDeliveryLine = z.infer<typeof quoteDeliveryLineSchema>;

export const quoteDeliveryPlanSchema = z.object({
  quoteId: z.number().int(),
  /** 'CQ-…', for the wizard's title. */
  quoteNumber: z.string(),
  rows: z.array(quoteDeliveryLineSchema),
  /** Counted lines on no delivery, sourced or not (the lines the publish rule names). */
  unassignedCount: z.number().int(),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      deliveryNumber: z.string(),
      deliveryStatusId: z.number().int(),
      vehicleCount: z.number().int(),
      stopCount: z.number().int(),
      itemCount: z.number().int(),
    }),
  ),
});
export type QuoteDeliveryPlan = z.infer<typeof quoteDeliveryPlanSchema>;

/** GET orderDeliveryItemSummary/{id}: the delivery's items, each with its pickup and drop-off, and the totals. */
export const deliveryItemSummarySchema = z.object({
  deliveryId: z.number().int(),
  deliveryNumber: z.string(),
  itemCount: z.number().int(),
  totalQuantity: z.number(),
  /** Sum of the known weights; `invalidItemIds` says which items have none. */
  knownWeightLb: z.number(),
  knownFloorSpaceSqft: z.number(),
  invalidItemIds: z.array(z.number().int()),
  items: z.array(
    deliveryItemSchema.extend({
      pickupStopSequence: z.number().int().nullable(),
      dropOffStopSequence: z.number().int().nullable(),
    }),
  ),
});
export type DeliveryItemSummary = z.infer<typeof deliveryItemSummarySchema>;

/** GET validateDeliveryAssignment/{id} and validateDeliveryAssociated/{id} (spec 001 §5, §7). */
export const deliveryValidationSchema = z.object({
  valid: z.boolean(),
  /** Assignment: the quote's lines on no delivery; association: the deliveries' numbers. */
  unassignedQuoteItemIds: z.array(z.number().int()),
  deliveryNumbers: z.array(z.string()),
});
export type DeliveryValidation = z.infer<typeof deliveryValidationSchema>;

/** `GET updateOrderDeliveryStatus/{deliveryId}/{deliveryStatusId}` (spec 000 §7). */
export const deliveryStatusParamsSchema = z.object({
  deliveryId: z.coerce.number().int().positive(),
  deliveryStatusId: z.coerce
    .number()
    .int()
    .refine((id) => DeliveryStatus.has(id), { message: 'This value is not one of the list.' }),
});

export const deletedDeliverySchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** The rule-check statuses, for a reader of the API (success shows weight and fill rate). */
export const RULE_CHECK_STATUS_IDS = RuleCheckStatus.ids;
