/**
 * The SubOrder Dashboard (issue 15; spec 001 §2 — all staff; §3 Sub-order row; §4 sub-order, sub-order delivery
 * and inventory status ids; §7 subOrderRowView, subOrderRowFilter, subOrderRowBuyerFilter,
 * subOrderRowSellerFilter, subOrder/{id}, PUT subOrderRow/{id}, toggleSubOrderBilled/{id}). One row per sub-order,
 * paged, sorted and filtered on the sub-order's own indexes (decision 151 copied the order's number, phase and
 * buyer onto it for that); the order's facts are looked up by key for the page's rows only.
 * docs/decisions/166-sub-order-dashboard.md.
 */
import { z } from 'zod';
import { searchText } from './fields';
import { InventoryStatus, SubOrderDeliveryStatus, SubOrderStatus } from '../enumerations';
import { listQuerySchema, queryEnumerationIdSchema, queryIdSchema } from '../list-query';
import { dateOnlySchema } from '../validation';
import { ORDER_LIST_MAX_OFFSET } from './order-dashboard';
import { pageSchema } from './common';
import { quoteOwnerSchema } from './quote-board';

/**
 * The sorts an index of the sub-order backs: the sub-order number (order number, phase, place in the order — the
 * default, newest job first), the sub-order delivery status then the number, the first pick day and the first
 * delivery day (each then the id). Inventory status filters but does not sort (its ids do not follow its words'
 * order); the order's own facts (status, job, approximate job date) live on the order and would need a join of
 * every order before paging.
 */
export const SUB_ORDER_DASHBOARD_SORT_FIELDS = [
  'subOrderNumber',
  'deliveryStatusId',
  'pickDate',
  'deliveryDate',
] as const;
export type SubOrderDashboardSortField = (typeof SUB_ORDER_DASHBOARD_SORT_FIELDS)[number];

const positiveId = queryIdSchema;

const enumerationId = queryEnumerationIdSchema;

/**
 * The filters, each a column that leads an index of the sub-order (seller, buyer, status, inventory status,
 * delivery status, transporter), and `search`: an order or sub-order number through the number index, any other
 * text the job name or reference of its order (the order's trigram index, then the sub-order's order index).
 */
export const subOrderDashboardFilters = {
  search: searchText(200),
  sellerCompanyId: positiveId.optional(),
  buyerCompanyId: positiveId.optional(),
  statusId: enumerationId(SubOrderStatus, 'Choose a sub-order status.').optional(),
  inventoryStatusId: enumerationId(InventoryStatus, 'Choose an inventory status.').optional(),
  deliveryStatusId: enumerationId(SubOrderDeliveryStatus, 'Choose a sub-order delivery status.').optional(),
  transporterId: positiveId.optional(),
};

/** GET subOrderRowView: one server-paged page of sub-orders. */
export const subOrderRowQuerySchema = listQuerySchema({
  sortFields: SUB_ORDER_DASHBOARD_SORT_FIELDS,
  defaultSort: { field: 'subOrderNumber', order: 'desc' },
  filters: subOrderDashboardFilters,
  maxOffset: ORDER_LIST_MAX_OFFSET,
});
export type SubOrderRowQuery = z.infer<typeof subOrderRowQuerySchema>;
export type SubOrderRowQueryInput = z.input<typeof subOrderRowQuerySchema>;

/**
 * spec 001 §3 Sub-order row, every field: the sub-order's own columns and roll-ups, its order's facts (owner,
 * number, status, delivery method, job, province, delivery address, approximate job date) and the timeline.
 */
export const subOrderRowSchema = z.object({
  id: z.number().int(),
  /** ownerUser and ownerInitials: the order's owner (initials, name, avatar); null when the order has none. */
  owner: quoteOwnerSchema.nullable(),
  /** 'OR-10001-S2' (formatSubOrderNumber). */
  subOrderNumber: z.string(),
  sequenceNumber: z.number().int(),
  orderId: z.number().int(),
  /** The order's number as shown: 'OR-10001' or 'OR-10001-P2'. */
  orderNumber: z.string(),
  /** OrderStatus id of the order. */
  orderStatusId: z.number().int(),
  /** DeliveryMethod id of the order. */
  deliveryMethodId: z.number().int(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  jobName: z.string(),
  referenceNumber: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  transporterId: z.number().int().nullable(),
  transporterName: z.string().nullable(),
  /** The order's delivery address on one line (street, city, postal code); null for none. */
  deliveryAddress: z.string().nullable(),
  totalItems: z.number().int(),
  totalSellerContacted: z.number().int(),
  totalInventorySecured: z.number().int(),
  totalDeliveryAssigned: z.number().int(),
  /** The delivery the sub-order rides on; null until the delivery screens assign one (decision 166). */
  deliveryNumber: z.string().nullable(),
  /** SubOrderDeliveryStatus id (subOrderDeliveryStatus). */
  deliveryStatusId: z.number().int(),
  /** SubOrderStatus id (not a row field of §3; shown and filtered because the sub-order has it). */
  statusId: z.number().int(),
  approxJobDate: z.string().nullable(),
  /** pickDate(s): the first and last pick day. */
  pickDateFrom: z.string().nullable(),
  pickDateTo: z.string().nullable(),
  /** deliveryDate(s): the first and last delivery day. */
  deliveryDateFrom: z.string().nullable(),
  deliveryDateTo: z.string().nullable(),
  /** Days from the first pick day to the last delivery day (subOrderTimelineDays); null until both are set. */
  timelineDays: z.number().int().nullable(),
  createdAt: z.string(),
  comment: z.string().nullable(),
  /** InventoryStatus id, rolled up from the items. */
  inventoryStatusId: z.number().int(),
  billed: z.boolean(),
  version: z.number().int(),
});
export type SubOrderRow = z.infer<typeof subOrderRowSchema>;
export const subOrderRowPageSchema = pageSchema(subOrderRowSchema);
export type SubOrderRowPage = z.infer<typeof subOrderRowPageSchema>;

const optionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET subOrderRowFilter: what the dashboard's fixed filters offer. */
export const subOrderRowFilterSchema = z.object({
  statuses: z.array(optionSchema),
  inventoryStatuses: z.array(optionSchema),
  deliveryStatuses: z.array(optionSchema),
  /** Transporters named on at least one sub-order. */
  transporters: z.array(optionSchema),
});
export type SubOrderRowFilter = z.infer<typeof subOrderRowFilterSchema>;

/** At most this many companies per answer of the buyer and seller pickers: they narrow by typing. */
export const SUB_ORDER_PARTY_FILTER_MAX = 50;

/**
 * GET subOrderRowBuyerFilter and subOrderRowSellerFilter: the buyer (seller) companies with a sub-order whose name
 * contains `search`, by name, at most `size`; `selectedId` (the filter's current choice) comes first when it has
 * one, so a reloaded page can name it.
 */
export const subOrderPartyFilterQuerySchema = z.object({
  search: searchText(100),
  size: z.coerce.number().int().min(1).max(SUB_ORDER_PARTY_FILTER_MAX).default(SUB_ORDER_PARTY_FILTER_MAX),
  selectedId: positiveId.optional(),
});
export type SubOrderPartyFilterQuery = z.infer<typeof subOrderPartyFilterQuerySchema>;
export type SubOrderPartyFilterQueryInput = z.input<typeof subOrderPartyFilterQuerySchema>;
export const subOrderPartyFilterSchema = z.array(optionSchema);
export type SubOrderPartyFilter = z.infer<typeof subOrderPartyFilterSchema>;

/** A day or null (cleared); '' from an emptied date input is null too. */
const optionalDate = z
  .union([dateOnlySchema, z.literal(''), z.null()])
  .transform((value) => (value === '' ? null : value));

export const SUB_ORDER_COMMENT_MAX_LENGTH = 2000;

/**
 * PUT subOrderRow/{id} (version header): the row's inline edits, each cell saved alone — the comment, the pick
 * days and the delivery days. A field left out stays as it is; null clears it. The server checks the days against
 * the stored ones (a range ends on or after its start; delivery starts on or after the first pick day).
 */
export const subOrderRowUpdateSchema = z
  .strictObject({
    comment: z
      .string()
      .max(SUB_ORDER_COMMENT_MAX_LENGTH)
      .nullable()
      .transform((value) => (value === null || value.trim() === '' ? null : value))
      .optional(),
    pickDateFrom: optionalDate.optional(),
    pickDateTo: optionalDate.optional(),
    deliveryDateFrom: optionalDate.optional(),
    deliveryDateTo: optionalDate.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Name at least one field to change.',
  });
export type SubOrderRowUpdate = z.infer<typeof subOrderRowUpdateSchema>;
export type SubOrderRowUpdateInput = z.input<typeof subOrderRowUpdateSchema>;

/** The row's days, as stored or after an edit. */
export interface SubOrderDays {
  readonly pickDateFrom: string | null;
  readonly pickDateTo: string | null;
  readonly deliveryDateFrom: string | null;
  readonly deliveryDateTo: string | null;
}

/**
 * A 'YYYY-MM-DD' day as a count of days (days since 1970-01-01 in the proleptic Gregorian calendar), by arithmetic
 * on its digits: every row of a SubOrder Dashboard page asks for two, and parsing them as dates cost a list
 * request more than a percent of its server time (docs/performance.md, session 17).
 */
function dayNumber(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const dayOfMonth = Number(day.slice(8, 10));
  // Howard Hinnant's days_from_civil: years counted from March, so that the leap day ends a year.
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * The row's 'timeline' (spec 001 §3 names it without a definition; decision 166): how many days the goods are
 * under way, from the first pick day to the last delivery day (the first when no last is set). 0 when picked and
 * delivered the same day; null until a pick day and a delivery day are both set.
 */
export function subOrderTimelineDays(days: SubOrderDays): number | null {
  const deliveredBy = days.deliveryDateTo ?? days.deliveryDateFrom;
  if (days.pickDateFrom === null || deliveredBy === null) return null;
  return dayNumber(deliveredBy) - dayNumber(days.pickDateFrom);
}

/**
 * Why a row's days are not consistent, per field: a last day before its first, or a delivery that starts before
 * the first pick day. Empty when they are. Date-only strings compare as text.
 */
export function subOrderDaysIssues(
  days: SubOrderDays,
): Array<{ field: keyof SubOrderDays; message: string }> {
  const issues: Array<{ field: keyof SubOrderDays; message: string }> = [];
  if (days.pickDateFrom !== null && days.pickDateTo !== null && days.pickDateTo < days.pickDateFrom) {
    issues.push({ field: 'pickDateTo', message: 'The last pick day cannot be before the first.' });
  }
  if (
    days.deliveryDateFrom !== null &&
    days.deliveryDateTo !== null &&
    days.deliveryDateTo < days.deliveryDateFrom
  ) {
    issues.push({ field: 'deliveryDateTo', message: 'The last delivery day cannot be before the first.' });
  }
  if (
    days.pickDateFrom !== null &&
    days.deliveryDateFrom !== null &&
    days.deliveryDateFrom < days.pickDateFrom
  ) {
    issues.push({ field: 'deliveryDateFrom', message: 'Delivery cannot start before the first pick day.' });
  }
  return issues;
}

/**
 * The order or sub-order number a search names: 'OR-10001' (every phase and sub-order of the job), 'OR-10001-P2'
 * (that phase), 'OR-10001-S2' or 'OR-10001-P2-S1' (that sub-order). Anything else is a text of the job or
 * reference.
 */
export function subOrderNumberOfSearch(
  search: string,
): { orderNumber: number; phaseNumber?: number; sequenceNumber?: number } | undefined {
  const match = /^(?:or-?)?(\d{1,9})(?:-p(\d{1,4}))?(?:-s(\d{1,4}))?$/i.exec(search.trim());
  if (!match) return undefined;
  const orderNumber = Number(match[1]);
  const phaseNumber = match[2] === undefined ? undefined : Number(match[2]);
  // 'OR-10001-S2' is the placed order's (phase 1) second sub-order: a sub-order number always names its phase.
  const sequenceNumber = match[3] === undefined ? undefined : Number(match[3]);
  return {
    orderNumber,
    ...(phaseNumber !== undefined || sequenceNumber !== undefined ? { phaseNumber: phaseNumber ?? 1 } : {}),
    ...(sequenceNumber !== undefined ? { sequenceNumber } : {}),
  };
}
