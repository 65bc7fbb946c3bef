import { and, asc, desc, eq, exists, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ActionLogType,
  DELIVERY_FILTER_PARTY_MAX,
  DELIVERY_TABLE_MAX_OFFSET,
  deliveryNumberOfSearch,
  ORDER_DELIVERY_ROWS_MAX,
  orderNumberOfSearch,
  type OrderDeliveryRowQuery,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  customerOrder,
  delivery,
  deliveryOwner,
  deliveryStop,
  deliveryVehicle,
  transporter,
  truckSubTypeLength,
} from '../../db/schema';
import { containsSearchParameter, foldedContains } from '../../db/search-fold';
import type { ListTotals } from '../../lib/list-totals';
import {
  equalWhenSet,
  keyPageStatement,
  preparedPages,
  preparedRowsByIds,
  type PageStatementQuery,
} from '../../lib/paged-query';
import { userDisplayName } from '../priced-documents';

/**
 * The Delivery Table's SQL (issue 38; decisions 207, 209): a page's keys and bounded total on the delivery's own
 * columns and indexes, then the page's rows by key — the delivery with its first vehicle, carrier, truck length and
 * logistic owner (one statement), its owners (one) and its stops' orders and buyers (one), kept together as the
 * table's rows between changes (the service, decision 190). No statement per row.
 */

const ORDER_DELIVERY = ActionLogType.ids.ORDER_DELIVERY;

/** The table's query as its key page takes it: the search read as a delivery number, an order number or a text. */
export type DeliveryKeyQuery = Omit<OrderDeliveryRowQuery, 'search'> & {
  searchText?: string | undefined;
  deliveryNumber?: number | undefined;
  orderNumber?: number | undefined;
  phaseNumber?: number | undefined;
};

/**
 * The search: a delivery number ('D-1042', '1042') probes the number index; an order number ('OR-10001': every
 * phase of the job; 'OR-10001-P2': that phase) finds the deliveries with a stop of the order through the order's
 * number index and the stops' order index (decision 223); any other text is a contains match on the folded search
 * text (its trigram index).
 */
export function deliveryKeyQuery({ search, ...query }: OrderDeliveryRowQuery): DeliveryKeyQuery {
  const text = search?.trim();
  if (!text) return query;
  const deliveryNumber = deliveryNumberOfSearch(text);
  if (deliveryNumber !== undefined) return { ...query, deliveryNumber };
  // A bare number is a delivery's: an order's is written with its 'OR' prefix.
  const order = /^or/i.test(text) ? orderNumberOfSearch(text) : undefined;
  if (order !== undefined) {
    return { ...query, orderNumber: order.orderNumber, phaseNumber: order.phaseNumber };
  }
  return { ...query, searchText: text };
}

type DeliveryKeyShape = 'sortField' | 'sortOrder';
type KeyQuery = PageStatementQuery<DeliveryKeyQuery, DeliveryKeyShape>;

/** The delivery's id array contains the id (the parties' GIN index over the four arrays, decision 212). */
function hasId(column: SQLWrapper, id: NonNullable<KeyQuery['ownerUserId']> | undefined): SQL | undefined {
  return id === undefined ? undefined : sql`${column} @> array[${id}::int]`;
}

/**
 * A stop of the delivery carries the order of this number (and phase): the order's number index, then the stops'
 * order index give the few deliveries, whatever the page's sort.
 */
function hasOrderOfNumber(query: KeyQuery): SQL | undefined {
  if (query.orderNumber === undefined) return undefined;
  return sql`${delivery.id} in (select ${deliveryStop.deliveryId} from ${deliveryStop}
    where ${deliveryStop.orderId} in (select ${customerOrder.id} from ${customerOrder}
      where ${and(
        eq(customerOrder.orderNumber, query.orderNumber),
        equalWhenSet(customerOrder.phaseNumber, query.phaseNumber),
      )}))`;
}

/**
 * The filters, each on the delivery's own columns and indexes (decision 212's roll-ups, written with every
 * delivery write; an order number on its stops' orders): the kind (order deliveries only), the search, status,
 * logistic owner, first stop date, the first vehicle's tracking status, late and billed flags, and the owners,
 * co-owners, sellers and buyers of its stops.
 */
function deliveryRowWhere(query: KeyQuery): SQL | undefined {
  return and(
    eq(delivery.recordType, ORDER_DELIVERY),
    query.searchText === undefined ? undefined : foldedContains(delivery.searchText, query.searchText),
    equalWhenSet(delivery.deliveryNumber, query.deliveryNumber),
    hasOrderOfNumber(query),
    equalWhenSet(delivery.statusId, query.statusId),
    equalWhenSet(delivery.logisticOwnerUserId, query.logisticOwnerUserId),
    query.dateFrom === undefined ? undefined : gte(delivery.firstStopDate, query.dateFrom),
    query.dateTo === undefined ? undefined : lte(delivery.firstStopDate, query.dateTo),
    equalWhenSet(delivery.trackingStatusId, query.trackingStatusId),
    query.late === undefined ? undefined : eq(delivery.lateDelivery, query.late),
    query.billed === undefined ? undefined : eq(delivery.billed, query.billed),
    hasId(delivery.ownerUserIds, query.ownerUserId),
    hasId(delivery.cosOwnerUserIds, query.cosOwnerUserId),
    hasId(delivery.sellerCompanyIds, query.sellerCompanyId),
    hasId(delivery.buyerCompanyIds, query.buyerCompanyId),
  );
}

/**
 * The page's order, each on an index of the delivery: its number (unique), and carrying the filters after their
 * keys (decision 223) (first stop date, id), (kind, status, id), (fill rate, id), (distance, id). Undated or
 * unmeasured rows come last ascending and first descending.
 */
function sortOf(query: Pick<OrderDeliveryRowQuery, 'sortField' | 'sortOrder'>): {
  orderBy: SQL[];
  tieBreaker: SQL;
} {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  switch (query.sortField) {
    case 'deliveryNumber':
      return { orderBy: [], tieBreaker: direction(delivery.deliveryNumber) };
    case 'firstStopDate':
      return { orderBy: [direction(delivery.firstStopDate)], tieBreaker: direction(delivery.id) };
    case 'statusId':
      return { orderBy: [direction(delivery.statusId)], tieBreaker: direction(delivery.id) };
    case 'fillRate':
      return { orderBy: [direction(delivery.fillRate)], tieBreaker: direction(delivery.id) };
    case 'distance':
      return { orderBy: [direction(delivery.routeDistanceM)], tieBreaker: direction(delivery.id) };
  }
}

/** The page's keys and bounded total in one statement on the delivery alone (decision 178's key page). */
export const deliveryKeyPages = preparedPages<DeliveryKeyQuery, DeliveryKeyShape>()({
  name: 'delivery-keys',
  shape: ['sortField', 'sortOrder'],
  sortFields: ['sortField', 'sortOrder'],
  parameters: { searchText: containsSearchParameter },
  maxOffset: DELIVERY_TABLE_MAX_OFFSET,
  planPerValue: (query) => query.searchText !== undefined,
  statement: (db, query) => keyPageStatement(db, delivery, deliveryRowWhere(query), sortOf(query)),
});

const logisticOwner = alias(appUser, 'delivery_logistic_owner');
const transportSeller = alias(company, 'delivery_transport_seller');

/** The deliveries by key with their first vehicle, its length, carrier and the logistic owner. */
export const deliveryRowsByIds = preparedRowsByIds('delivery-table-rows', (db, ids) =>
  db
    .select({
      id: delivery.id,
      deliveryNumber: delivery.deliveryNumber,
      version: delivery.version,
      statusId: delivery.statusId,
      republished: delivery.republished,
      startsAt: delivery.startsAt,
      logisticOwnerUserId: delivery.logisticOwnerUserId,
      logisticOwnerName: sql<string | null>`case when ${logisticOwner.id} is null then null
        else ${userDisplayName(logisticOwner)} end`,
      countryId: delivery.countryId,
      fillRate: delivery.fillRate,
      weightLb: delivery.weightLb,
      routeDistanceM: delivery.routeDistanceM,
      firstStopDate: delivery.firstStopDate,
      stopCount: delivery.stopCount,
      itemCount: delivery.itemCount,
      updatedAt: delivery.updatedAt,
      trackingStatusId: deliveryVehicle.trackingStatusId,
      lateDelivery: deliveryVehicle.lateDelivery,
      billed: deliveryVehicle.billed,
      transportTypeId: deliveryVehicle.transportTypeId,
      transportSellerId: transportSeller.id,
      transportSellerName: transportSeller.name,
      transporterId: transporter.id,
      transporterName: transporter.name,
      truckLengthFeet: truckSubTypeLength.feet,
    })
    .from(delivery)
    .leftJoin(
      deliveryVehicle,
      and(eq(deliveryVehicle.deliveryId, delivery.id), eq(deliveryVehicle.position, 1)),
    )
    .leftJoin(truckSubTypeLength, eq(truckSubTypeLength.id, deliveryVehicle.truckLengthId))
    .leftJoin(transportSeller, eq(transportSeller.id, deliveryVehicle.transportSellerCompanyId))
    .leftJoin(transporter, eq(transporter.id, deliveryVehicle.transporterId))
    .leftJoin(logisticOwner, eq(logisticOwner.id, delivery.logisticOwnerUserId))
    .where(sql`${delivery.id} = any(${ids})`),
);

export type DeliveryRowRecord = Awaited<ReturnType<typeof deliveryRowsByIds.rows>>[number];

/** The owners and co-owners of these deliveries, by kind then name (the owner rows' primary key). */
export function findRowOwners(db: DatabaseExecutor, ids: readonly number[]) {
  return db
    .select({
      deliveryId: deliveryOwner.deliveryId,
      kind: deliveryOwner.kind,
      userId: deliveryOwner.userId,
      name: userDisplayName(appUser),
    })
    .from(deliveryOwner)
    .innerJoin(appUser, eq(appUser.id, deliveryOwner.userId))
    .where(sql`${deliveryOwner.deliveryId} = any(${sql.param([...ids])})`)
    .orderBy(asc(deliveryOwner.kind), asc(sql`lower(${userDisplayName(appUser)})`), asc(appUser.id));
}

/** The stops of these deliveries: their kind and order with its buyer (the stops' delivery index). */
export function findRowStops(db: DatabaseExecutor, ids: readonly number[]) {
  return db
    .select({
      deliveryId: deliveryStop.deliveryId,
      isDropOff: deliveryStop.isDropOff,
      orderId: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      jobName: customerOrder.jobName,
      buyerCompanyId: company.id,
      buyerCompanyName: company.name,
    })
    .from(deliveryStop)
    .leftJoin(customerOrder, eq(customerOrder.id, deliveryStop.orderId))
    .leftJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .where(sql`${deliveryStop.deliveryId} = any(${sql.param([...ids])})`);
}

/** One page of the table's keys and its total (the rows are read by key after it, decision 178). */
export function findDeliveryKeyPage(db: DatabaseExecutor, query: OrderDeliveryRowQuery, totals: ListTotals) {
  return deliveryKeyPages.page(db, deliveryKeyQuery(query), totals);
}

/**
 * The order deliveries with a stop of the order (the stops' order index), by number, at most
 * ORDER_DELIVERY_ROWS_MAX.
 */
export function deliveryIdsOfOrderQuery(db: DatabaseExecutor, orderId: number) {
  return db
    .select({ id: delivery.id })
    .from(delivery)
    .where(
      and(
        eq(delivery.recordType, ORDER_DELIVERY),
        exists(
          db
            .select({ one: sql`1` })
            .from(deliveryStop)
            .where(and(eq(deliveryStop.deliveryId, delivery.id), eq(deliveryStop.orderId, orderId))),
        ),
      ),
    )
    .orderBy(asc(delivery.deliveryNumber))
    .limit(ORDER_DELIVERY_ROWS_MAX);
}

export async function findDeliveryIdsOfOrder(db: DatabaseExecutor, orderId: number): Promise<number[]> {
  const rows = await deliveryIdsOfOrderQuery(db, orderId);
  return rows.map((row) => row.id);
}

export async function orderExists(db: DatabaseExecutor, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId));
  return rows.length > 0;
}

// ——— The filters' choices and their counts ———

const orderDeliveries = sql`${delivery.recordType} = ${ORDER_DELIVERY}`;

/**
 * Order deliveries per status, per first vehicle's tracking status, late, billed and in all: one statement on the
 * delivery's roll-ups (decision 212).
 */
export async function countDeliveryFlags(db: DatabaseExecutor) {
  const result = await db
    .select({
      statusId: delivery.statusId,
      trackingStatusId: delivery.trackingStatusId,
      count: sql<number>`count(*)::int`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${delivery.lateDelivery})::int`.mapWith(Number),
      billed: sql<number>`count(*) filter (where ${delivery.billed})::int`.mapWith(Number),
    })
    .from(delivery)
    .where(orderDeliveries)
    .groupBy(delivery.statusId, delivery.trackingStatusId);
  return result;
}

type Counted = { id: number; name: string; count: number };

/** The staff owning (kind 1) or co-owning (kind 2) order deliveries, with how many, the most first. */
export function findOwnerCounts(db: DatabaseExecutor, kind: number): Promise<Counted[]> {
  return db
    .select({
      id: appUser.id,
      name: userDisplayName(appUser),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(deliveryOwner)
    .innerJoin(delivery, eq(delivery.id, deliveryOwner.deliveryId))
    .innerJoin(appUser, eq(appUser.id, deliveryOwner.userId))
    .where(and(eq(deliveryOwner.kind, kind), orderDeliveries))
    .groupBy(appUser.id)
    .orderBy(desc(sql`count(*)`), asc(sql`lower(${userDisplayName(appUser)})`), asc(appUser.id))
    .limit(DELIVERY_FILTER_PARTY_MAX);
}

/** The logistic owners of order deliveries, with how many. */
export function findLogisticOwnerCounts(db: DatabaseExecutor): Promise<Counted[]> {
  return db
    .select({
      id: appUser.id,
      name: userDisplayName(appUser),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(delivery)
    .innerJoin(appUser, eq(appUser.id, delivery.logisticOwnerUserId))
    .where(orderDeliveries)
    .groupBy(appUser.id)
    .orderBy(desc(sql`count(*)`), asc(sql`lower(${userDisplayName(appUser)})`), asc(appUser.id))
    .limit(DELIVERY_FILTER_PARTY_MAX);
}

/** The sellers picked up from, or the buyers dropped off for, with how many order deliveries each. */
export function findCompanyCounts(db: DatabaseExecutor, side: 'buyer' | 'seller'): Promise<Counted[]> {
  const companyId = side === 'seller' ? deliveryStop.sellerCompanyId : customerOrder.buyerCompanyId;
  const base = db
    .select({
      id: company.id,
      name: company.name,
      count: sql<number>`count(distinct ${deliveryStop.deliveryId})::int`.mapWith(Number),
    })
    .from(deliveryStop)
    .innerJoin(delivery, eq(delivery.id, deliveryStop.deliveryId))
    .$dynamic();
  const joined =
    side === 'seller' ? base : base.innerJoin(customerOrder, eq(customerOrder.id, deliveryStop.orderId));
  return joined
    .innerJoin(company, eq(company.id, companyId))
    .where(orderDeliveries)
    .groupBy(company.id)
    .orderBy(
      desc(sql`count(distinct ${deliveryStop.deliveryId})`),
      asc(sql`lower(${company.name})`),
      asc(company.id),
    )
    .limit(DELIVERY_FILTER_PARTY_MAX);
}
