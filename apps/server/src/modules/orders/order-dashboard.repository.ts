import { and, asc, desc, eq, exists, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALL_STAFF,
  ORDER_LIST_MAX_OFFSET,
  orderNumberOfSearch,
  OrderStatus,
  type OrderDashQuery,
  type OrderGroupSummaryQuery,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { containsSearchParameter, foldedContains } from '../../db/search-fold';
import { totalsKey, type ListTotals } from '../../lib/list-totals';
import {
  equalWhenSet,
  keyPageStatement,
  pagedByKeys,
  preparedPages,
  preparedRowsByIds,
} from '../../lib/paged-query';
import { appUser, company, customerOrder, province } from '../../db/schema';

/** The order's owner, joined by key (every page of orders selects from this alias). */
export const ownerUser = alias(appUser, 'order_owner_user');

/** The filters the page and the status counts share (the counts leave the status out). */
type DashboardFilters = OrderGroupSummaryQuery & { readonly statusId?: number | undefined };

/**
 * The dashboard's filters as a statement takes them: the search already read as an order number (and phase) or a
 * text, every other filter as it came.
 */
export interface OrderFilterParameters {
  searchText?: string | undefined;
  orderNumber?: number | undefined;
  phaseNumber?: number | undefined;
  statusId?: number | undefined;
  inventoryStatusId?: number | undefined;
  pictureStatusId?: number | undefined;
  ownerUserId?: number | undefined;
  buyerCompanyId?: number | undefined;
  provinceId?: number | undefined;
}

/**
 * The search: an order number ('OR-10001', '10001': every phase of the job; 'OR-10001-P2': that phase) probes
 * the number index; any other text is a contains match on the folded job name and reference (their trigram
 * index, decision 061).
 */
function searchParameters(search: string | undefined): OrderFilterParameters {
  const text = search?.trim();
  if (!text) return {};
  const number = orderNumberOfSearch(text);
  if (number === undefined) return { searchText: text };
  return { orderNumber: number.orderNumber, phaseNumber: number.phaseNumber };
}

/** The filters' parameters for these filters (`search` read, the rest as they are). */
export function orderFilterParameters({ search, ...filters }: DashboardFilters): OrderFilterParameters {
  return { ...filters, ...searchParameters(search) };
}

/** The filters as the statement's builder sees them: values, or a prepared page's placeholders. */
type OrderFilterStatement = {
  readonly [K in keyof OrderFilterParameters]?: OrderFilterParameters[K] | Placeholder;
};

/** Each filter is a column that leads an index of the order (decision 151), so any one narrows by an index. */
export function dashboardWhere(filters: OrderFilterStatement): SQL | undefined {
  return and(
    filters.searchText === undefined
      ? undefined
      : foldedContains(customerOrder.searchText, filters.searchText),
    equalWhenSet(customerOrder.orderNumber, filters.orderNumber),
    equalWhenSet(customerOrder.phaseNumber, filters.phaseNumber),
    equalWhenSet(customerOrder.statusId, filters.statusId),
    equalWhenSet(customerOrder.inventoryStatusId, filters.inventoryStatusId),
    equalWhenSet(customerOrder.pictureStatusId, filters.pictureStatusId),
    equalWhenSet(customerOrder.ownerUserId, filters.ownerUserId),
    equalWhenSet(customerOrder.buyerCompanyId, filters.buyerCompanyId),
    equalWhenSet(customerOrder.provinceId, filters.provinceId),
  );
}

/**
 * The page's order, each matching an index of the order: (number, phase), (status, number, phase), (grand
 * total, id), (created, id), (approximate job date, id). The last key is the tie-break, unique with the others.
 */
export function dashboardSortOf(query: Pick<OrderDashQuery, 'sortField' | 'sortOrder'>): {
  orderBy: SQL[];
  tieBreaker: SQL;
} {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  switch (query.sortField) {
    case 'orderNumber':
      return {
        orderBy: [direction(customerOrder.orderNumber)],
        tieBreaker: direction(customerOrder.phaseNumber),
      };
    case 'statusId':
      return {
        orderBy: [direction(customerOrder.statusId), direction(customerOrder.orderNumber)],
        tieBreaker: direction(customerOrder.phaseNumber),
      };
    case 'grandTotal':
      return { orderBy: [direction(customerOrder.grandTotal)], tieBreaker: direction(customerOrder.id) };
    case 'createdAt':
      return { orderBy: [direction(customerOrder.createdAt)], tieBreaker: direction(customerOrder.id) };
    case 'approxJobDate':
      return { orderBy: [direction(customerOrder.approxJobDate)], tieBreaker: direction(customerOrder.id) };
  }
}

const rowFields = {
  id: customerOrder.id,
  orderNumber: customerOrder.orderNumber,
  phaseNumber: customerOrder.phaseNumber,
  ownerUserId: ownerUser.id,
  ownerFirstName: ownerUser.firstName,
  ownerLastName: ownerUser.lastName,
  ownerEmail: ownerUser.email,
  ownerAvatarFileName: ownerUser.avatarFileName,
  buyerCompanyId: customerOrder.buyerCompanyId,
  buyerCompanyName: company.name,
  jobName: customerOrder.jobName,
  referenceNumber: customerOrder.referenceNumber,
  provinceId: customerOrder.provinceId,
  provinceName: province.name,
  statusId: customerOrder.statusId,
  inventoryStatusId: customerOrder.inventoryStatusId,
  pictureStatusId: customerOrder.pictureStatusId,
  deliveryAssignedId: customerOrder.deliveryAssignedId,
  approxJobDate: customerOrder.approxJobDate,
  createdAt: customerOrder.createdAt,
  itemCount: customerOrder.itemCount,
  sellerCost: customerOrder.sellerCost,
  buyerSubtotal: customerOrder.buyerSubtotal,
  grandTotal: customerOrder.grandTotal,
  invoiced: customerOrder.invoiced,
  version: customerOrder.version,
};

/** A dashboard query as its key page takes it: the search read into its parameters. */
export type OrderKeyQuery = Omit<OrderDashQuery, 'search'> & OrderFilterParameters;

export function orderKeyQuery({ search, ...query }: OrderDashQuery): OrderKeyQuery {
  return { ...query, ...searchParameters(search) };
}

/**
 * The keys of one page of orders and its bounded total, in one statement (decision 085's paged query), for the
 * dashboard, the Order Table and Order Management: an index walk of the order alone in the sort's order (decision
 * 160's filters and sorts) that stops after the page — no join, so a deep page skips index entries, not joined
 * rows (decision 178). Prepared once per sort and set of filters (decision 179).
 */
export const orderKeyPages = preparedPages<OrderKeyQuery, 'sortField' | 'sortOrder'>()({
  name: 'order-keys',
  shape: ['sortField', 'sortOrder'],
  sortFields: ['sortField', 'sortOrder'],
  parameters: { searchText: containsSearchParameter },
  maxOffset: ORDER_LIST_MAX_OFFSET,
  // A common word is best found walking the sort's index, a rare one from the trigram index (decision 181).
  planPerValue: (query) => query.searchText !== undefined,
  statement: (db, query) =>
    keyPageStatement(db, customerOrder, dashboardWhere(query), dashboardSortOf(query)),
});

/** A page's orders by key, with the buyer, owner and province looked up by key. */
export const dashboardRowsByIds = preparedRowsByIds('order-dashboard-rows', (db, ids) =>
  db
    .select(rowFields)
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .leftJoin(ownerUser, eq(ownerUser.id, customerOrder.ownerUserId))
    .leftJoin(province, eq(province.id, customerOrder.provinceId))
    .where(sql`${customerOrder.id} = any(${ids})`),
);

/** One page of the dashboard (its columns: decision 160), keys first; the total kept since the last change. */
export async function findDashboardPage(db: DatabaseExecutor, query: OrderDashQuery, totals: ListTotals) {
  const keys = await orderKeyPages.page(db, orderKeyQuery(query), totals);
  return pagedByKeys(keys, (ids) => dashboardRowsByIds.rows(db, ids, totals.rows));
}

/** The key of the status counts under a set of filters, kept since the last change (decision 184). */
export function statusCountsKey(filters: OrderGroupSummaryQuery): string {
  return totalsKey('order-status-counts', orderFilterParameters(filters));
}

/**
 * How many orders each status holds under the filters, in one statement. Unfiltered, per status a count that
 * probes the (status, number) index, index-only, where a `group by` would read the whole table. Filtered, one
 * pass over the rows the filter's index finds, grouped: a probe per status would walk the filter's rows six times
 * (measured with bench/orders-dashboard.bench.ts: a buyer or search filter cost several times more that way).
 */
export function statusCountsQuery(db: DatabaseExecutor, filters: OrderGroupSummaryQuery) {
  const where = dashboardWhere(orderFilterParameters(filters));
  if (where !== undefined) {
    return db
      .select({ statusId: customerOrder.statusId, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(customerOrder)
      .where(where)
      .groupBy(customerOrder.statusId);
  }
  const statuses = sql.join(
    OrderStatus.options.map((status) => sql`(${sql.raw(String(status.id))})`),
    sql`, `,
  );
  return db
    .select({
      statusId: sql<number>`statuses.id`.mapWith(Number),
      count: sql<number>`(select count(*)::int from ${customerOrder}
        where ${customerOrder.statusId} = statuses.id)`.mapWith(Number),
    })
    .from(sql`(values ${statuses}) as statuses(id)`);
}

// ——— The filters' choices (orderDashViewFilter) ———

/** Staff who own an order, by name: the owner index answers 'does this user own one' per staff member. */
export function findOrderOwners(db: DatabaseExecutor) {
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarFileName: appUser.avatarFileName,
    })
    .from(appUser)
    .where(
      and(
        inArray(appUser.roleId, [...ALL_STAFF]),
        exists(
          db
            .select({ one: sql`1` })
            .from(customerOrder)
            .where(eq(customerOrder.ownerUserId, appUser.id)),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${appUser.firstName})`), asc(sql`lower(${appUser.lastName})`), asc(appUser.id));
}

/** Buyer companies with an order, by name (the order's buyer index, one probe per company). */
export function findOrderBuyerCompanies(db: DatabaseExecutor) {
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(customerOrder)
          .where(eq(customerOrder.buyerCompanyId, company.id)),
      ),
    )
    .orderBy(asc(sql`lower(${company.name})`), asc(company.id));
}

/** Provinces an order is delivered to (the order's province index, one probe per province). */
export function findOrderProvinces(db: DatabaseExecutor) {
  return db
    .select({ id: province.id, name: province.name })
    .from(province)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(customerOrder)
          .where(eq(customerOrder.provinceId, province.id)),
      ),
    )
    .orderBy(asc(province.name), asc(province.id));
}
