/**
 * The Delivery Table (issue 38; spec 000 §3 'Delivery row view': owners, cosOwners, logisticOwner, ownerNames,
 * cosOwnerNames, fillRate, distance; spec 001 §2 Delivery Table — SA, OPS, FIN; §7 orderDeliveryRowView,
 * orderDeliveryRowFilter, orderDeliveryRowsByOrderId/{id}). One row per order delivery, paged, sorted and filtered
 * on the delivery's own columns and indexes (its roll-ups are written with every delivery write, decision 207);
 * the row's names, vehicle and stops' orders are looked up by key for the page's rows only (decision 209).
 */
import { z } from 'zod';
import { DeliveryStatus, DeliveryTrackingStatus, OrderStatus } from '../enumerations';
import { booleanQuerySchema, listQuerySchema, queryEnumerationIdSchema, queryIdSchema } from '../list-query';
import { dateOnlySchema } from '../validation';
import { pageSchema } from './common';
import { searchText } from './fields';

/**
 * The sorts: the delivery number (the default, newest first; its unique index), the first stop date, the status,
 * the fill rate and the distance (each then the id, on the delivery's indexes).
 */
export const DELIVERY_TABLE_SORT_FIELDS = [
  'deliveryNumber',
  'firstStopDate',
  'statusId',
  'fillRate',
  'distance',
] as const;
export type DeliveryTableSortField = (typeof DELIVERY_TABLE_SORT_FIELDS)[number];

/** How deep the Delivery Table pages: 100 pages of 25, as the order lists (decision 176). */
export const DELIVERY_TABLE_MAX_OFFSET = 2_500;

/**
 * The filters a logistics planner narrows by: the delivery status, the first vehicle's tracking status, late and
 * billed flags, an owner, a co-owner, the logistic owner, a buyer or seller of its stops, the first stop date's
 * range, and `search`: a delivery number ('D-1042' or '1042') or a text of its orders' numbers, job names and
 * buyers (folded, decision 182).
 */
export const deliveryTableFilters = {
  search: searchText(200),
  statusId: queryEnumerationIdSchema(DeliveryStatus, 'Choose a delivery status.').optional(),
  trackingStatusId: queryEnumerationIdSchema(
    DeliveryTrackingStatus,
    'Choose a delivery tracking status.',
  ).optional(),
  ownerUserId: queryIdSchema.optional(),
  cosOwnerUserId: queryIdSchema.optional(),
  logisticOwnerUserId: queryIdSchema.optional(),
  buyerCompanyId: queryIdSchema.optional(),
  sellerCompanyId: queryIdSchema.optional(),
  /** The first stop date from (inclusive). */
  dateFrom: dateOnlySchema.optional(),
  /** The first stop date to (inclusive). */
  dateTo: dateOnlySchema.optional(),
  late: booleanQuerySchema.optional(),
  billed: booleanQuerySchema.optional(),
};

/** GET orderDeliveryRowView: one server-paged page of order deliveries. */
export const orderDeliveryRowQuerySchema = listQuerySchema({
  sortFields: DELIVERY_TABLE_SORT_FIELDS,
  defaultSort: { field: 'deliveryNumber', order: 'desc' },
  filters: deliveryTableFilters,
  maxOffset: DELIVERY_TABLE_MAX_OFFSET,
});
export type OrderDeliveryRowQuery = z.infer<typeof orderDeliveryRowQuerySchema>;
export type OrderDeliveryRowQueryInput = z.input<typeof orderDeliveryRowQuerySchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** An order a delivery's stops carry, with its buyer and job (spec 000 §3 stop: orderNumber, buyerCompany). */
export const deliveryRowOrderSchema = z.object({
  id: z.number().int(),
  /** 'OR-10001' or 'OR-10001-P2'. */
  orderNumber: z.string(),
  jobName: z.string(),
  buyerCompany: namedSchema,
});
export type DeliveryRowOrder = z.infer<typeof deliveryRowOrderSchema>;

/**
 * spec 000 §3 Delivery row view, every field (owners, cosOwners, logisticOwner, ownerNames, cosOwnerNames,
 * fillRate, distance), and what a planner reads on a row: the number, statuses, the orders, buyers and jobs of its
 * stops, the first stop date, counts, weight, the first vehicle's length, transport and flags, the unit.
 */
export const orderDeliveryRowSchema = z.object({
  id: z.number().int(),
  /** 'D-1042'. */
  deliveryNumber: z.string(),
  version: z.number().int(),
  /** DeliveryStatus id: draft 1, booked 2. */
  deliveryStatusId: z.number().int(),
  republished: z.boolean(),
  /** The first vehicle's DeliveryTrackingStatus id; null: none. */
  trackingStatusId: z.number().int().nullable(),
  /** Its orders' owners (kind 1) and the co-owners named on it (kind 2), by name. */
  owners: z.array(namedSchema),
  cosOwners: z.array(namedSchema),
  logisticOwner: namedSchema.nullable(),
  /** The owners' names joined by ', ' ('' for none), as the spec's row carries them for a cell or an export. */
  ownerNames: z.string(),
  cosOwnerNames: z.string(),
  /** The orders its stops carry, each with its buyer and job, by order number. */
  orders: z.array(deliveryRowOrderSchema),
  firstStopDate: z.string().nullable(),
  startTimestamp: z.string().nullable(),
  stopCount: z.number().int(),
  pickupCount: z.number().int(),
  itemCount: z.number().int(),
  /** The first vehicle's fill rate (0–1+) and weight in lb: stored on success only (spec 000 §4). */
  fillRate: z.number().nullable(),
  weight: z.number().nullable(),
  /** Metres along the route, null until a route is calculated; shown in `distanceUnit`. */
  distance: z.number().nullable(),
  /** The drop-offs' country (null when they are in two, decision 207) and the unit it shows (spec 000 §9). */
  countryId: z.number().int().nullable(),
  distanceUnit: z.enum(['km', 'mi']),
  truckLengthFeet: z.number().int().nullable(),
  /** TransportType id (seller 1, third party 2) and the carrier: the seller company or the transporter. */
  transportTypeId: z.number().int().nullable(),
  carrier: namedSchema.nullable(),
  lateDelivery: z.boolean(),
  billed: z.boolean(),
  updatedAt: z.string(),
});
export type OrderDeliveryRow = z.infer<typeof orderDeliveryRowSchema>;
export const orderDeliveryRowPageSchema = pageSchema(orderDeliveryRowSchema);
export type OrderDeliveryRowPage = z.infer<typeof orderDeliveryRowPageSchema>;

/** A filter's choice and how many order deliveries it holds. */
export const deliveryFilterOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type DeliveryFilterOption = z.infer<typeof deliveryFilterOptionSchema>;

/** At most this many people or companies per list of orderDeliveryRowFilter (the most used first). */
export const DELIVERY_FILTER_PARTY_MAX = 200;

/**
 * GET orderDeliveryRowFilter: what the table's filters offer, each with its count of order deliveries — every
 * delivery and tracking status (zeros included), and the owners, co-owners, logistic owners, buyers and sellers
 * found on at least one (at most DELIVERY_FILTER_PARTY_MAX each, by count then name).
 */
export const orderDeliveryRowFilterSchema = z.object({
  statuses: z.array(deliveryFilterOptionSchema),
  trackingStatuses: z.array(deliveryFilterOptionSchema),
  owners: z.array(deliveryFilterOptionSchema),
  cosOwners: z.array(deliveryFilterOptionSchema),
  logisticOwners: z.array(deliveryFilterOptionSchema),
  buyerCompanies: z.array(deliveryFilterOptionSchema),
  sellerCompanies: z.array(deliveryFilterOptionSchema),
  late: z.number().int(),
  billed: z.number().int(),
  total: z.number().int(),
});
export type OrderDeliveryRowFilter = z.infer<typeof orderDeliveryRowFilterSchema>;

/** Most deliveries orderDeliveryRowsByOrderId answers: far beyond any order's trucks. */
export const ORDER_DELIVERY_ROWS_MAX = 200;

/** GET orderDeliveryRowsByOrderId/{id}: every order delivery with a stop of the order, by number. */
export const orderDeliveryRowsSchema = z.array(orderDeliveryRowSchema);
export type OrderDeliveryRows = z.infer<typeof orderDeliveryRowsSchema>;

/** The delivery number a search names: 'D-1042', 'd1042' or '1042'; anything else is a text. */
export function deliveryNumberOfSearch(search: string): number | undefined {
  const match = /^(?:d-?)?(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The order statuses deliveries are planned on (decision 209: the server's create refuses the others' items), so
 * the Order Dashboard offers 'Create delivery' only there: New Order, WIP and Planning Delivery.
 */
export const DELIVERY_PLANNABLE_ORDER_STATUS_IDS: readonly number[] = [
  OrderStatus.ids.PENDING,
  OrderStatus.ids.WIP,
  OrderStatus.ids.DELIVERY_PLANNING,
];
