/**
 * Order Board, Order Table and Order Management (issue 15; spec 001 §2 — board and table all staff, management
 * super admin and finance; §4 the order menus; §7 orderCards, orderRow, orderRowFilter, orderInfoViews,
 * orderPageableResult, DELETE order/{id}). The columns, the table's rows, the views and which orders may be
 * deleted: docs/decisions/167-order-board-table-and-management.md.
 */
import { z } from 'zod';
import { DeliveryAssigned, OrderStatus } from '../enumerations';
import { listQuerySchema } from '../list-query';
import { boardLimitsSchemaOf } from './board-limits';
import { pageSchema } from './common';
import {
  ORDER_DASHBOARD_SORT_FIELDS,
  ORDER_LIST_MAX_OFFSET,
  orderDashboardFilters,
  orderDashFilterSchema,
  orderGroupSummaryQuerySchema,
  orderGroupSummarySchema,
} from './order-dashboard';
import { quoteOwnerSchema } from './quote-board';
import { MESSAGES } from '../messages';

const O = OrderStatus.ids;

/**
 * The board's columns, left to right, in the order an order moves (spec 001 §4): New Order, WIP, Planning
 * Delivery, Waiting for Delivery, Complete, Cancelled. A column is an order status (its OrderStatus id).
 */
export const ORDER_BOARD_STATUS_IDS: readonly number[] = [
  O.PENDING,
  O.WIP,
  O.DELIVERY_PLANNING,
  O.WAITING,
  O.COMPLETE,
  O.CANCELLED,
];

/** A board column shows at most this many cards, however often Load More is pressed (the answer stays bounded). */
export const ORDER_BOARD_MAX_CARDS_PER_COLUMN = 500;

/** `limits=2:50,7:75`: how many cards a column (an order status id) asks for; a column not named gets one page. */
export const orderBoardLimitsSchema = boardLimitsSchemaOf(
  ORDER_BOARD_STATUS_IDS,
  ORDER_BOARD_MAX_CARDS_PER_COLUMN,
);

/**
 * The filters the board, the table and Order Management share, so the board/table toggle keeps them (decision
 * 107): the order number or a text of the job or reference, the owner, the buyer company, the province — each
 * a column that leads an index of the order (decision 151), as the dashboard's are.
 */
export const orderBoardFilters = {
  search: orderDashboardFilters.search,
  ownerUserId: orderDashboardFilters.ownerUserId,
  buyerCompanyId: orderDashboardFilters.buyerCompanyId,
  provinceId: orderDashboardFilters.provinceId,
};

/** GET orderCards. */
export const orderCardQuerySchema = z.object({
  ...orderBoardFilters,
  limits: orderBoardLimitsSchema.optional(),
});
export type OrderCardQuery = z.output<typeof orderCardQuerySchema>;
export type OrderCardQueryInput = z.input<typeof orderCardQuerySchema>;

/** One order on the board: its own columns and stored roll-ups (decision 151), never an aggregate of items. */
export const orderCardSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  phaseNumber: z.number().int(),
  /** 'OR-10001' or 'OR-10001-P2' (formatOrderNumber). */
  formattedNumber: z.string(),
  jobName: z.string(),
  referenceNumber: z.string().nullable(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  /** The owner's initials, name and avatar (spec 001 §3 owner view); null when the order has no owner. */
  owner: quoteOwnerSchema.nullable(),
  /** OrderStatus (the card's menu, spec 001 §4), InventoryStatus, PictureStatus, DeliveryAssigned ids. */
  statusId: z.number().int(),
  inventoryStatusId: z.number().int(),
  pictureStatusId: z.number().int(),
  deliveryAssignedId: z.number().int(),
  itemCount: z.number().int(),
  grandTotal: z.number(),
  approxJobDate: z.string().nullable(),
  createdAt: z.string(),
  invoiced: z.boolean(),
  version: z.number().int(),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

/** The board's answer (decision 106's shape): per column its first cards and how many it has under the filters. */
export const orderCardsSchema = z.object({
  groups: z.array(
    z.object({
      /** An OrderStatus id. */
      statusId: z.number().int(),
      cards: z.array(orderCardSchema),
      total: z.number().int(),
    }),
  ),
});
export type OrderCards = z.infer<typeof orderCardsSchema>;

// ——— The Order Table and Order Management: one row, one query ———

/** The sorts an index of the order backs (decision 160): number, status, grand total, created, job date. */
export const ORDER_ROW_SORT_FIELDS = ORDER_DASHBOARD_SORT_FIELDS;

/** The board's filters and the statuses: the order's, its inventory's (dashboard variant), its pictures'. */
export const orderRowFilters = {
  ...orderBoardFilters,
  statusId: orderDashboardFilters.statusId,
  inventoryStatusId: orderDashboardFilters.inventoryStatusId,
  pictureStatusId: orderDashboardFilters.pictureStatusId,
};

/** GET orderRow (the Order Table) and GET orderPageableResult (Order Management): one server-paged page. */
export const orderRowQuerySchema = listQuerySchema({
  sortFields: ORDER_ROW_SORT_FIELDS,
  defaultSort: { field: 'orderNumber', order: 'desc' },
  filters: orderRowFilters,
  maxOffset: ORDER_LIST_MAX_OFFSET,
});
export type OrderRowQuery = z.infer<typeof orderRowQuerySchema>;
export type OrderRowQueryInput = z.input<typeof orderRowQuerySchema>;

/**
 * One order in the Order Table and Order Management: the card's fields, where it goes and who supplies it (the
 * sellers of its sub-orders, in sub-order order), its money and when it last changed.
 */
export const orderRowSchema = orderCardSchema.extend({
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  /** DeliveryMethod: Delivery 1, Pickup 2. */
  deliveryMethodId: z.number().int(),
  /** The seller companies of its sub-orders, one per sub-order, in sub-order order. */
  sellerCompanyNames: z.array(z.string()),
  sellerCost: z.number(),
  buyerSubtotal: z.number(),
  updatedAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
export const orderRowPageSchema = pageSchema(orderRowSchema);
export type OrderRowPage = z.infer<typeof orderRowPageSchema>;

/** GET orderRowFilter: what the table's filters offer (the dashboard's choices: decision 167). */
export const orderRowFilterSchema = orderDashFilterSchema;
export type OrderRowFilter = z.infer<typeof orderRowFilterSchema>;

/**
 * GET orderInfoViews (Order Management's views): how many orders each status holds under the list's other
 * filters — never its status, which is the view chosen.
 */
export const orderInfoViewsQuerySchema = orderGroupSummaryQuerySchema;
export type OrderInfoViewsQuery = z.infer<typeof orderInfoViewsQuerySchema>;
export type OrderInfoViewsQueryInput = z.input<typeof orderInfoViewsQuerySchema>;
export const orderInfoViewsSchema = orderGroupSummarySchema;
export type OrderInfoViews = z.infer<typeof orderInfoViewsSchema>;

/**
 * Decision 167: an order may be deleted while nothing has been done with it that another record relies on — New
 * Order or Cancelled, with no item assigned to a delivery (the server also refuses an order a phase was split
 * from: the phase's numbers and quantities came from it). Later statuses have deliveries planned or made.
 */
export const ORDER_DELETABLE_STATUS_IDS: readonly number[] = [O.PENDING, O.CANCELLED];

export function canDeleteOrder(order: { statusId: number; deliveryAssignedId: number }): boolean {
  return (
    ORDER_DELETABLE_STATUS_IDS.includes(order.statusId) &&
    order.deliveryAssignedId === DeliveryAssigned.ids.NO
  );
}

/** The refusal of a delete the rule does not allow (409; decision 167), from the message catalogue. */
export const ORDER_NOT_DELETABLE_MESSAGE = MESSAGES.orderNotDeletable;
