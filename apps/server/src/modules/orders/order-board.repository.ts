import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderCardQuery, OrderRowQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import type { ListTotals } from '../../lib/list-totals';
import { pagedByKeys, preparedRowsByIds } from '../../lib/paged-query';
import { company, customerOrder, orderItem, province, subOrder } from '../../db/schema';
import {
  dashboardWhere,
  orderFilterParameters,
  orderKeyPages,
  orderKeyQuery,
  ownerUser,
} from './order-dashboard.repository';

const sellerCompany = alias(company, 'order_board_seller_company');
const SELLER_NAMES = 'order_table_seller_names';

/** What a card shows: the order's own columns and stored roll-ups, its buyer's name and its owner by key. */
const cardFields = {
  id: customerOrder.id,
  orderNumber: customerOrder.orderNumber,
  phaseNumber: customerOrder.phaseNumber,
  jobName: customerOrder.jobName,
  referenceNumber: customerOrder.referenceNumber,
  buyerCompanyId: customerOrder.buyerCompanyId,
  buyerCompanyName: company.name,
  ownerUserId: ownerUser.id,
  ownerFirstName: ownerUser.firstName,
  ownerLastName: ownerUser.lastName,
  ownerAvatarFileName: ownerUser.avatarFileName,
  statusId: customerOrder.statusId,
  inventoryStatusId: customerOrder.inventoryStatusId,
  pictureStatusId: customerOrder.pictureStatusId,
  deliveryAssignedId: customerOrder.deliveryAssignedId,
  itemCount: customerOrder.itemCount,
  grandTotal: customerOrder.grandTotal,
  approxJobDate: customerOrder.approxJobDate,
  createdAt: customerOrder.createdAt,
  invoiced: customerOrder.invoiced,
  version: customerOrder.version,
};

/**
 * One column's first `limit` cards, newest job first: a backward walk of the (status, number, phase) index that
 * stops after the column's cards, the buyer and owner looked up by key for those rows only. The column's count
 * comes from the status counts (statusCountsQuery), exact, in one statement for every column.
 */
export function columnCardsQuery(
  db: DatabaseExecutor,
  statusId: number,
  filters: OrderCardQuery,
  limit: number,
) {
  return db
    .select(cardFields)
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .leftJoin(ownerUser, eq(ownerUser.id, customerOrder.ownerUserId))
    .where(and(eq(customerOrder.statusId, statusId), dashboardWhere(orderFilterParameters(filters))))
    .orderBy(desc(customerOrder.orderNumber), desc(customerOrder.phaseNumber))
    .limit(limit);
}

/** The table's columns that are the order's own or looked up by key; the sellers are the page's (below). */
const rowFields = {
  ...cardFields,
  provinceId: customerOrder.provinceId,
  provinceName: province.name,
  deliveryMethodId: customerOrder.deliveryMethodId,
  sellerCost: customerOrder.sellerCost,
  buyerSubtotal: customerOrder.buyerSubtotal,
  updatedAt: customerOrder.updatedAt,
};

/**
 * The sellers of each of the page's orders, in sub-order order: one probe of the sub-order's (order, sequence)
 * index for the page's orders and one look-up of their sellers, grouped by order. A sub-query per row built the
 * company look-up again for each of the page's orders (decision 185).
 */
function sellerNamesOfOrders(db: DatabaseExecutor, ids: SQLWrapper) {
  return db
    .select({
      orderId: subOrder.orderId,
      names: sql<string[]>`array_agg(${sellerCompany.name} order by ${subOrder.sequenceNumber})`.as(
        'seller_company_names',
      ),
    })
    .from(subOrder)
    .innerJoin(sellerCompany, eq(sellerCompany.id, subOrder.sellerCompanyId))
    .where(sql`${subOrder.orderId} = any(${ids})`)
    .groupBy(subOrder.orderId)
    .as(SELLER_NAMES);
}

/**
 * One page of the Order Table (and Order Management): the dashboard's page of orders, keys first (its filters and
 * index-backed sorts, decision 160; decision 178), with the table's columns — the sellers only for the page's rows.
 */
export async function findOrderRowPage(db: DatabaseExecutor, query: OrderRowQuery, totals: ListTotals) {
  const keys = await orderKeyPages.page(db, orderKeyQuery(query), totals);
  return pagedByKeys(keys, (ids) => orderTableRowsByIds.rows(db, ids, totals.rows));
}

/** A page's orders by key, with the buyer, owner and province by key and the sellers of each. */
export const orderTableRowsByIds = preparedRowsByIds('order-table-rows', (db, ids) => {
  const sellerNames = sellerNamesOfOrders(db, ids);
  return db
    .select({ ...rowFields, sellerCompanyNames: sql<string[]>`coalesce(${sellerNames.names}, '{}')` })
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .leftJoin(ownerUser, eq(ownerUser.id, customerOrder.ownerUserId))
    .leftJoin(province, eq(province.id, customerOrder.provinceId))
    .leftJoin(sellerNames, eq(sellerNames.orderId, customerOrder.id))
    .where(sql`${customerOrder.id} = any(${ids})`);
});

// ——— Order Management's delete ———

/** The order to delete, locked for the transaction (a status move racing the delete waits for it). */
export async function lockOrderForDelete(executor: DatabaseExecutor, id: number) {
  const [found] = await executor
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      statusId: customerOrder.statusId,
      deliveryAssignedId: customerOrder.deliveryAssignedId,
    })
    .from(customerOrder)
    .where(eq(customerOrder.id, id))
    .for('update');
  return found;
}

/** Whether a phase was split from the order (the phased-from index). */
export async function hasPhasesSplitFrom(executor: DatabaseExecutor, id: number): Promise<boolean> {
  const [found] = await executor
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.phasedFromOrderId, id))
    .limit(1);
  return found !== undefined;
}

/** The ids of the order's items (the order's item index): their pictures go before the order does. */
export async function findOrderItemIds(executor: DatabaseExecutor, orderId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: orderItem.id })
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId));
  return rows.map((row) => row.id);
}

/** Deletes the order; its sub-orders, items, discounts and transport costs go with it (their foreign keys). */
export async function deleteOrder(executor: DatabaseExecutor, id: number): Promise<void> {
  await executor.delete(customerOrder).where(eq(customerOrder.id, id));
}
