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
import * as repository from './delivery-table.repository';

export interface DeliveryTableDependencies {
  db: Database;
  /** The table's totals, filter counts and rows, kept since the last committed change (decisions 184, 190). */
  totals: ListTotals;
}

type Named = { id: number; name: string };

/** What the rows of a page need beside the delivery: its owners and its stops' orders, two statements. */
async function rowsOf(
  db: Database,
  records: readonly repository.DeliveryRowRecord[],
): Promise<OrderDeliveryRow[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  const [owners, stops] = await Promise.all([
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
 * The Delivery Table's calls (issue 38; spec 001 §7 orderDeliveryRowView, orderDeliveryRowFilter,
 * orderDeliveryRowsByOrderId/{id}): read-only, from the delivery's columns and stored roll-ups (decisions 207,
 * 209). A page is three statements after its key page — rows, owners, stops — whatever its size.
 */
export function createDeliveryTableService({ db, totals }: DeliveryTableDependencies) {
  return {
    /** One server-paged page of order deliveries, sorted and filtered on the delivery's indexes. */
    async rowPage(query: OrderDeliveryRowQuery): Promise<OrderDeliveryRowPage> {
      const found = await repository.findDeliveryRowPage(db, query, totals);
      return {
        total: found.total,
        isTotalCapped: found.isTotalCapped,
        page: query.page,
        size: query.size,
        rows: await rowsOf(db, found.rows),
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
      const records = await repository.deliveryRowsByIds.rows(db, ids);
      const byId = new Map(records.map((record) => [record.id, record]));
      const ordered = ids.flatMap((id) => {
        const record = byId.get(id);
        return record ? [record] : [];
      });
      return rowsOf(db, ordered);
    },
  };
}

export type DeliveryTableService = ReturnType<typeof createDeliveryTableService>;
