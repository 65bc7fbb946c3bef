/**
 * The Order Dashboard (issue 15; spec 001 §2 — the landing page, all staff; §4 the inventory status's dashboard
 * variant; §7 orderDashView, orderDashViewFilter, orderGroupSummary). Every row, sort, filter and count is read
 * from the order's stored roll-ups on the order's own indexes (decision 151); the screen and its calls:
 * docs/decisions/160-order-dashboard.md.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { InventoryStatus, OrderStatus, PictureStatus } from '../enumerations';
import { listQuerySchema, queryEnumerationIdSchema, queryIdSchema } from '../list-query';
import { pageSchema } from './common';
import { quoteOwnerSchema } from './quote-board';

/**
 * The sorts an index of the order backs (decision 151): the number (the default, newest job first), the status
 * then the number, the grand total, the created date and the approximate job date. The inventory and picture
 * statuses filter but do not sort: their ids do not follow the order the dashboard shows them in.
 */
export const ORDER_DASHBOARD_SORT_FIELDS = [
  'orderNumber',
  'statusId',
  'grandTotal',
  'createdAt',
  'approxJobDate',
] as const;
export type OrderDashboardSortField = (typeof ORDER_DASHBOARD_SORT_FIELDS)[number];

const positiveId = queryIdSchema;

const enumerationId = queryEnumerationIdSchema;

/**
 * The dashboard's filters, each on an index of the order: the order number or a text of the job or reference
 * (the folded trigram index), status, inventory and picture status, owner, buyer company, province.
 */
export const orderDashboardFilters = {
  search: searchText(200),
  statusId: enumerationId(OrderStatus, 'Choose an order status.').optional(),
  inventoryStatusId: enumerationId(InventoryStatus, 'Choose an inventory status.').optional(),
  pictureStatusId: enumerationId(PictureStatus, 'Choose a picture status.').optional(),
  ownerUserId: positiveId.optional(),
  buyerCompanyId: positiveId.optional(),
  provinceId: positiveId.optional(),
};

/**
 * How deep the order lists page (the Order Dashboard, SubOrder Dashboard, Order Table and Order Management), and
 * so how far their totals count: 100 pages of 25. At 100,000 orders a total counted to the general bound
 * (MAX_LIST_OFFSET) was most of a first page's database work; nobody pages past the hundredth page of orders —
 * they filter or sort — and the status counts above each list give the exact figures (decision 176).
 */
export const ORDER_LIST_MAX_OFFSET = 2_500;

/** GET orderDashView: one server-paged page of orders. */
export const orderDashQuerySchema = listQuerySchema({
  sortFields: ORDER_DASHBOARD_SORT_FIELDS,
  defaultSort: { field: 'orderNumber', order: 'desc' },
  filters: orderDashboardFilters,
  maxOffset: ORDER_LIST_MAX_OFFSET,
});
export type OrderDashQuery = z.infer<typeof orderDashQuerySchema>;
export type OrderDashQueryInput = z.input<typeof orderDashQuerySchema>;

/** One order on the dashboard: the order's own columns and its stored roll-ups, never an aggregate of items. */
export const orderDashRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  phaseNumber: z.number().int(),
  /** 'OR-10001' or 'OR-10001-P2' (formatOrderNumber). */
  formattedNumber: z.string(),
  /** The owner's initials, name and avatar (spec 001 §3 owner view); null when the order has no owner. */
  owner: quoteOwnerSchema.nullable(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  jobName: z.string(),
  referenceNumber: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  /** OrderStatus, InventoryStatus (shown in the dashboard variant), PictureStatus and DeliveryAssigned ids. */
  statusId: z.number().int(),
  inventoryStatusId: z.number().int(),
  pictureStatusId: z.number().int(),
  deliveryAssignedId: z.number().int(),
  approxJobDate: z.string().nullable(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  sellerCost: z.number(),
  buyerSubtotal: z.number(),
  grandTotal: z.number(),
  invoiced: z.boolean(),
  version: z.number().int(),
});
export type OrderDashRow = z.infer<typeof orderDashRowSchema>;
export const orderDashPageSchema = pageSchema(orderDashRowSchema);
export type OrderDashPage = z.infer<typeof orderDashPageSchema>;

const optionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET orderDashViewFilter: what the dashboard's filters offer. */
export const orderDashFilterSchema = z.object({
  statuses: z.array(optionSchema),
  /** spec 001 §4's dashboard variant, in its order: not contacted … secured. */
  inventoryStatuses: z.array(optionSchema),
  pictureStatuses: z.array(optionSchema),
  /** Staff who own at least one order. */
  owners: z.array(quoteOwnerSchema),
  /** Buyer companies with at least one order. */
  buyerCompanies: z.array(optionSchema),
  /** Provinces at least one order is delivered to. */
  provinces: z.array(optionSchema),
});
export type OrderDashFilter = z.infer<typeof orderDashFilterSchema>;

/**
 * GET orderGroupSummary: the dashboard's filters but the status (the counts are per status, so a status filter
 * would empty every other count).
 */
export const orderGroupSummaryQuerySchema = z.object({
  search: orderDashboardFilters.search,
  inventoryStatusId: orderDashboardFilters.inventoryStatusId,
  pictureStatusId: orderDashboardFilters.pictureStatusId,
  ownerUserId: orderDashboardFilters.ownerUserId,
  buyerCompanyId: orderDashboardFilters.buyerCompanyId,
  provinceId: orderDashboardFilters.provinceId,
});
export type OrderGroupSummaryQuery = z.infer<typeof orderGroupSummaryQuerySchema>;
export type OrderGroupSummaryQueryInput = z.input<typeof orderGroupSummaryQuerySchema>;

/** How many orders each status holds (every OrderStatus, in the spec's order, zeros included) and in all. */
export const orderGroupSummarySchema = z.object({
  groups: z.array(z.object({ statusId: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
});
export type OrderGroupSummary = z.infer<typeof orderGroupSummarySchema>;

/**
 * The order number a search names: 'OR-10001', 'or10001', '10001' (phase 1 and every later phase of the job) or
 * 'OR-10001-P2' (that phase only). Anything else is a text of the job or reference.
 */
export function orderNumberOfSearch(
  search: string,
): { orderNumber: number; phaseNumber?: number } | undefined {
  const match = /^(?:or-?)?(\d{1,9})(?:-p(\d{1,4}))?$/i.exec(search.trim());
  if (!match) return undefined;
  const orderNumber = Number(match[1]);
  return match[2] === undefined ? { orderNumber } : { orderNumber, phaseNumber: Number(match[2]) };
}
