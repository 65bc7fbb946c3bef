import {
  ActionLogAction,
  ActionLogType,
  canDeleteOrder,
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  formatOrderNumber,
  ORDER_BOARD_STATUS_IDS,
  ORDER_NOT_DELETABLE_MESSAGE,
  type OrderCard,
  type OrderCardQuery,
  type OrderCards,
  type OrderInfoViews,
  type OrderInfoViewsQuery,
  type OrderRowFilter,
  type OrderRowPage,
  type OrderRowQuery,
} from '@portal/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/unit-of-work';
import { DeliveryReleaseReason, releaseOrderItemsFromDeliveries } from '../deliveries';
import { deleteItemPictures } from '../order-pictures';
import * as repository from './order-board.repository';
import {
  createOrderDashboardService,
  ownerOf,
  statusCounts,
  type OrderListDependencies,
} from './order-dashboard.service';

const SUBJECT = 'Order';

type CardRow = Awaited<ReturnType<typeof repository.columnCardsQuery>>[number];

function toCard(row: CardRow): OrderCard {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    phaseNumber: row.phaseNumber,
    formattedNumber: formatOrderNumber(row.orderNumber, row.phaseNumber),
    jobName: row.jobName,
    referenceNumber: row.referenceNumber,
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: row.buyerCompanyName,
    owner: ownerOf(row),
    statusId: row.statusId,
    inventoryStatusId: row.inventoryStatusId,
    pictureStatusId: row.pictureStatusId,
    deliveryAssignedId: row.deliveryAssignedId,
    itemCount: row.itemCount,
    grandTotal: row.grandTotal,
    approxJobDate: row.approxJobDate,
    createdAt: row.createdAt.toISOString(),
    invoiced: row.invoiced,
    version: row.version,
  };
}

/**
 * Order Board, Order Table and Order Management (issue 15; spec 001 §2, §7 orderCards, orderRow, orderRowFilter,
 * orderInfoViews, orderPageableResult, DELETE order/{id}). The reads are the dashboard's filters and index-backed
 * sorts over the order's stored roll-ups (decisions 151, 160); the cards' menus call the order's own status calls
 * (order-status). Decision 167.
 */
export function createOrderBoardService({ db, runUnitOfWork, totals }: OrderListDependencies) {
  const dashboard = createOrderDashboardService({ db, totals });

  async function page(query: OrderRowQuery): Promise<OrderRowPage> {
    const found = await repository.findOrderRowPage(db, query, totals);
    return {
      total: found.total,
      isTotalCapped: found.isTotalCapped,
      page: query.page,
      size: query.size,
      // The table's fields are added to the card's own object: spreading the card into a new literal made a
      // slow-mode object that cost the answer's check and writing too (a CPU profile of the Order Table: a fifth
      // of the server's CPU per page).
      rows: found.rows.map((row) =>
        Object.assign(toCard(row), {
          provinceId: row.provinceId,
          provinceName: row.provinceName,
          deliveryMethodId: row.deliveryMethodId,
          sellerCompanyNames: row.sellerCompanyNames,
          sellerCost: row.sellerCost,
          buyerSubtotal: row.buyerSubtotal,
          updatedAt: row.updatedAt.toISOString(),
        }),
      ),
    };
  }

  return {
    /**
     * Every column's first cards (its limit, or one page) and its exact count under the filters: one statement
     * per column that stops after its cards, and the status counts in one more (decision 160's counts).
     */
    async cards(query: OrderCardQuery): Promise<OrderCards> {
      const { limits, ...filters } = query;
      const [counts, ...columns] = await Promise.all([
        statusCounts(db, totals, filters),
        ...ORDER_BOARD_STATUS_IDS.map((statusId) =>
          repository.columnCardsQuery(db, statusId, query, limits?.[statusId] ?? DEFAULT_PAGE_SIZE),
        ),
      ]);
      const countOf = new Map(counts.map((row) => [row.statusId, row.count]));
      return {
        groups: ORDER_BOARD_STATUS_IDS.map((statusId, index) => ({
          statusId,
          total: countOf.get(statusId) ?? 0,
          cards: (columns[index] ?? []).map(toCard),
        })),
      };
    },

    /** GET orderRow: one page of the Order Table. */
    rows: page,

    /** GET orderPageableResult: one page of Order Management (the table's rows; the route allows SA and FIN). */
    managementPage: page,

    /** GET orderRowFilter: the dashboard's choices (statuses, owners, buyers and provinces that have an order). */
    rowFilter(): Promise<OrderRowFilter> {
      return dashboard.dashboardFilter();
    },

    /** GET orderInfoViews: how many orders each status holds under the list's other filters. */
    infoViews(query: OrderInfoViewsQuery): Promise<OrderInfoViews> {
      return dashboard.groupSummary(query);
    },

    /**
     * DELETE order/{id} (spec 001 §2, §7; super admin and finance): only an order the rule of decision 167 allows —
     * New Order or Cancelled, no item on a delivery, no phase split from it — in one transaction with its action
     * log row and change event; its sub-orders, items, discounts, transport costs and pictures go with it.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await runUnitOfWork(actor, async (unit) => {
        const order = await repository.lockOrderForDelete(unit.tx, id);
        if (!order) throw notFound(SUBJECT);
        if (!canDeleteOrder(order) || (await repository.hasPhasesSplitFrom(unit.tx, id))) {
          throw new AppError(ErrorCode.CONFLICT, ORDER_NOT_DELETABLE_MESSAGE);
        }
        // The items' pictures are stored files: their rows go in this transaction and their bytes in the job it
        // enqueues (decision 168), so neither a rollback nor a crash leaves a file without its order or the reverse.
        const itemIds = await repository.findOrderItemIds(unit.tx, id);
        // No delivery is left with a stop of a deleted order (its foreign key would drop the stop silently): the
        // rule above lets no assigned item through, and this keeps it so whatever the roll-up says (decision 207).
        await releaseOrderItemsFromDeliveries(unit, [
          { orderItemIds: itemIds, reason: DeliveryReleaseReason.ORDER_DELETED },
        ]);
        const pictureNames = await deleteItemPictures(unit, itemIds);
        await repository.deleteOrder(unit.tx, id);
        await unit.recordChange({
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: formatOrderNumber(order.orderNumber, order.phaseNumber),
          ...(pictureNames.length > 0 ? { details: { picturesRemoved: pictureNames.length } } : {}),
        });
      });
    },
  };
}

export type OrderBoardService = ReturnType<typeof createOrderBoardService>;
