import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  distanceUnitFor,
  formatDeliveryNumber,
  formatOrderNumber,
  TransportType,
  type DeliveryRowOrder,
  type OrderDeliveryRow,
  type OrderDeliveryRowFilter,
  type OrderDeliveryRowPage,
  type OrderDeliveryRowQuery,
  type OrderDeliveryRows,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { countedOnce, type ListTotals } from '../../lib/list-totals';
import { keptRowsByIds, pagedByKeys } from '../../lib/paged-query';
import * as repository from './delivery-table.repository';

export interface DeliveryTableDependencies {
  db: Database;
  /** The table's totals, filter counts and rows, kept since the last committed change (decisions 184, 190). */
  totals: ListTotals;
}

type Named = { id: number; name: string };

/** The name the table's rows are kept under (decision 190): one row of OrderDeliveryRow per delivery id. */
const KEPT_ROWS = 'delivery-table-row';

/**
 * The table's rows of these deliveries, in no particular order, three statements at once whatever their number:
 * the deliveries with their first vehicle, their owners, and their stops' orders and buyers.
 */
async function readRows(db: Database, ids: readonly number[]): Promise<OrderDeliveryRow[]> {
  if (ids.length === 0) return [];
  const [records, owners, stops] = await Promise.all([
    repository.deliveryRowsByIds.rows(db, ids),
    repository.findRowOwners(db, ids),
    repository.findRowStops(db, ids),
  ]);
  const ownersOf = new Map<number, { owners: Named[]; cosOwners: Named[] }>();
  for (const owner of owners) {
    let entry = ownersOf.get(owner.deliveryId);
    if (!entry) {
      entry = { owners: [], cosOwners: [] };
      ownersOf.set(owner.deliveryId, entry);
    }
    (owner.kind === 1 ? entry.owners : entry.cosOwners).push({ id: owner.userId, name: owner.name });
  }
  const stopsOf = new Map<
    number,
    { pickups: number; orders: Map<number, DeliveryRowOrder & { sort: number }> }
  >();
  for (const stop of stops) {
    let entry = stopsOf.get(stop.deliveryId);
    if (!entry) {
      entry = { pickups: 0, orders: new Map() };
      stopsOf.set(stop.deliveryId, entry);
    }
    if (!stop.isDropOff) entry.pickups += 1;
    if (stop.orderId !== null && !entry.orders.has(stop.orderId)) {
      entry.orders.set(stop.orderId, {
        id: stop.orderId,
        orderNumber: formatOrderNumber(stop.orderNumber ?? 0, stop.phaseNumber ?? 1),
        jobName: stop.jobName ?? '',
        buyerCompany: { id: stop.buyerCompanyId ?? 0, name: stop.buyerCompanyName ?? '' },
        sort: (stop.orderNumber ?? 0) * 10_000 + (stop.phaseNumber ?? 1),
      });
    }
  }
  return records.map((record) => {
    const named = ownersOf.get(record.id) ?? { owners: [], cosOwners: [] };
    const stopEntry = stopsOf.get(record.id);
    const orders = [...(stopEntry?.orders.values() ?? [])]
      .sort((first, second) => first.sort - second.sort)
      .map(({ sort: _sort, ...order }) => order);
    return toRow(record, named, orders, stopEntry?.pickups ?? 0);
  });
}

function carrierOf(record: repository.DeliveryRowRecord): Named | null {
  if (record.transportTypeId === TransportType.ids.SELLER && record.transportSellerId !== null) {
    return { id: record.transportSellerId, name: record.transportSellerName ?? '' };
  }
  if (record.transportTypeId === TransportType.ids.THIRD_PARTY && record.transporterId !== null) {
    return { id: record.transporterId, name: record.transporterName ?? '' };
  }
  return null;
}

function toRow(
  record: repository.DeliveryRowRecord,
  named: { owners: Named[]; cosOwners: Named[] },
  orders: DeliveryRowOrder[],
  pickupCount: number,
): OrderDeliveryRow {
  return {
    id: record.id,
    deliveryNumber: formatDeliveryNumber(record.deliveryNumber),
    version: record.version,
    deliveryStatusId: record.statusId,
    republished: record.republished,
    trackingStatusId: record.trackingStatusId,
    owners: named.owners,
    cosOwners: named.cosOwners,
    logisticOwner:
      record.logisticOwnerUserId === null || record.logisticOwnerName === null
        ? null
        : { id: record.logisticOwnerUserId, name: record.logisticOwnerName },
    ownerNames: named.owners.map((owner) => owner.name).join(', '),
    cosOwnerNames: named.cosOwners.map((owner) => owner.name).join(', '),
    orders,
    firstStopDate: record.firstStopDate,
    startTimestamp: record.startsAt?.toISOString() ?? null,
    stopCount: record.stopCount,
    pickupCount,
    itemCount: record.itemCount,
    fillRate: record.fillRate,
    weight: record.weightLb,
    distance: record.routeDistanceM,
    countryId: record.countryId,
    distanceUnit: distanceUnitFor(record.countryId),
    truckLengthFeet: record.truckLengthFeet,
    transportTypeId: record.transportTypeId,
    carrier: carrierOf(record),
    lateDelivery: record.lateDelivery ?? false,
    billed: record.billed ?? false,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The table's rows of these deliveries, those read since the last committed change from `totals` (decision 190:
 * any committed change — a delivery's, or an order's, a company's or a user's whose names the rows show — forgets
 * them all), the others read at once (`readRows`) and kept.
 */
function rowsOf(db: Database, totals: ListTotals, ids: readonly number[]): Promise<OrderDeliveryRow[]> {
  return keptRowsByIds(totals.rows, KEPT_ROWS, ids, (missing) => readRows(db, missing));
}

/**
 * The Delivery Table's calls (issue 38; spec 001 §7 orderDeliveryRowView, orderDeliveryRowFilter,
 * orderDeliveryRowsByOrderId/{id}): read-only, from the delivery's columns and stored roll-ups (decisions 207,
 * 209). A page is its key page, then its rows as kept since the last change; a row not kept is three statements
 * (rows, owners, stops) for the page's missing rows together.
 */
export function createDeliveryTableService({ db, totals }: DeliveryTableDependencies) {
  return {
    /** One server-paged page of order deliveries, sorted and filtered on the delivery's indexes. */
    async rowPage(query: OrderDeliveryRowQuery): Promise<OrderDeliveryRowPage> {
      const keys = await repository.findDeliveryKeyPage(db, query, totals);
      const found = await pagedByKeys(keys, (ids) => rowsOf(db, totals, ids));
      return {
        total: found.total,
        isTotalCapped: found.isTotalCapped,
        page: query.page,
        size: query.size,
        rows: found.rows,
      };
    },

    /** The filters' choices with their counts, counted once after each committed change (decision 184). */
    rowFilter(): Promise<OrderDeliveryRowFilter> {
      return countedOnce(totals, 'delivery-table-filter', async () => {
        const [flags, owners, cosOwners, logisticOwners, buyerCompanies, sellerCompanies] = await Promise.all(
          [
            repository.countDeliveryFlags(db),
            repository.findOwnerCounts(db, 1),
            repository.findOwnerCounts(db, 2),
            repository.findLogisticOwnerCounts(db),
            repository.findCompanyCounts(db, 'buyer'),
            repository.findCompanyCounts(db, 'seller'),
          ],
        );
        const byStatus = new Map<number, number>();
        const byTracking = new Map<number, number>();
        let late = 0;
        let billed = 0;
        let total = 0;
        for (const group of flags) {
          byStatus.set(group.statusId, (byStatus.get(group.statusId) ?? 0) + group.count);
          if (group.trackingStatusId !== null) {
            byTracking.set(
              group.trackingStatusId,
              (byTracking.get(group.trackingStatusId) ?? 0) + group.count,
            );
          }
          late += group.late;
          billed += group.billed;
          total += group.count;
        }
        return {
          statuses: DeliveryStatus.options.map((status) => ({
            id: status.id,
            name: status.label,
            count: byStatus.get(status.id) ?? 0,
          })),
          trackingStatuses: DeliveryTrackingStatus.options.map((status) => ({
            id: status.id,
            name: status.label,
            count: byTracking.get(status.id) ?? 0,
          })),
          owners,
          cosOwners,
          logisticOwners,
          buyerCompanies,
          sellerCompanies,
          late,
          billed,
          total,
        };
      });
    },

    /** GET orderDeliveryRowsByOrderId/{id}: the order's deliveries as table rows, by number (404 no order). */
    async rowsByOrder(orderId: number): Promise<OrderDeliveryRows> {
      const ids = await repository.findDeliveryIdsOfOrder(db, orderId);
      if (ids.length === 0) {
        if (!(await repository.orderExists(db, orderId))) throw notFound('Order');
        return [];
      }
      const rows = await rowsOf(db, totals, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },
  };
}

export type DeliveryTableService = ReturnType<typeof createDeliveryTableService>;
