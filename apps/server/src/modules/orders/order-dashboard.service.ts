import {
  avatarUrlOf,
  formatOrderNumber,
  ORDER_DASHBOARD_INVENTORY_OPTIONS,
  OrderStatus,
  ownerInitials,
  ownerName,
  PictureStatus,
  type OrderDashFilter,
  type OrderDashPage,
  type OrderDashQuery,
  type OrderGroupSummary,
  type OrderGroupSummaryQuery,
  type QuoteOwner,
} from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import { countedOnce, type ListTotals } from '../../lib/list-totals';
import type { RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './order-dashboard.repository';

/** The owner view of spec 001 §3 (initials, name, avatar by the one avatar rule), or null for no owner. */
export function ownerOf(row: {
  ownerUserId: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerAvatarFileName: string | null;
}): QuoteOwner | null {
  if (row.ownerUserId === null) return null;
  return {
    id: row.ownerUserId,
    name: ownerName(row.ownerFirstName, row.ownerLastName),
    initials: ownerInitials(row.ownerFirstName, row.ownerLastName),
    avatarUrl: avatarUrlOf(row.ownerUserId, Boolean(row.ownerAvatarFileName)),
  };
}

/** What the services of the order lists are given (orders, the Order Board and Table, the SubOrder Dashboard). */
export interface OrderListDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  /** The lists' totals and the status counts, kept since the last committed change (decision 184). */
  totals: ListTotals;
}

/**
 * How many orders each status holds under the filters: counted once after each committed change, then kept
 * (decision 184) — the dashboard's header and the board's columns ask on every call.
 */
export function statusCounts(db: DatabaseExecutor, totals: ListTotals, filters: OrderGroupSummaryQuery) {
  return countedOnce(totals, repository.statusCountsKey(filters), async () =>
    repository.statusCountsQuery(db, filters),
  );
}

const options = (entries: ReadonlyArray<{ id: number; label: string }>) =>
  entries.map((entry) => ({ id: entry.id, name: entry.label }));

/**
 * The Order Dashboard's calls (issue 15; spec 001 §7 orderDashView, orderDashViewFilter, orderGroupSummary):
 * read-only, every answer from the order's columns and stored roll-ups (decision 151). Decision 160.
 */
export function createOrderDashboardService({ db, totals }: Pick<OrderListDependencies, 'db' | 'totals'>) {
  return {
    /** One server-paged page of orders, sorted and filtered on the order's indexes. */
    async dashboardPage(query: OrderDashQuery): Promise<OrderDashPage> {
      const found = await repository.findDashboardPage(db, query, totals);
      return {
        total: found.total,
        isTotalCapped: found.isTotalCapped,
        page: query.page,
        size: query.size,
        rows: found.rows.map((row) => ({
          id: row.id,
          orderNumber: row.orderNumber,
          phaseNumber: row.phaseNumber,
          formattedNumber: formatOrderNumber(row.orderNumber, row.phaseNumber),
          owner: ownerOf(row),
          buyerCompanyId: row.buyerCompanyId,
          buyerCompanyName: row.buyerCompanyName,
          jobName: row.jobName,
          referenceNumber: row.referenceNumber,
          provinceId: row.provinceId,
          provinceName: row.provinceName,
          statusId: row.statusId,
          inventoryStatusId: row.inventoryStatusId,
          pictureStatusId: row.pictureStatusId,
          deliveryAssignedId: row.deliveryAssignedId,
          approxJobDate: row.approxJobDate,
          createdAt: row.createdAt.toISOString(),
          itemCount: row.itemCount,
          sellerCost: row.sellerCost,
          buyerSubtotal: row.buyerSubtotal,
          grandTotal: row.grandTotal,
          invoiced: row.invoiced,
          version: row.version,
        })),
      };
    },

    /** What the filters offer: the statuses (inventory in the dashboard variant), owners, buyers, provinces. */
    async dashboardFilter(): Promise<OrderDashFilter> {
      const [owners, buyerCompanies, provinces] = await Promise.all([
        repository.findOrderOwners(db),
        repository.findOrderBuyerCompanies(db),
        repository.findOrderProvinces(db),
      ]);
      return {
        statuses: options(OrderStatus.options),
        inventoryStatuses: options(ORDER_DASHBOARD_INVENTORY_OPTIONS),
        pictureStatuses: options(PictureStatus.options),
        owners: owners.map((owner) => ({
          id: owner.id,
          name: ownerName(owner.firstName, owner.lastName),
          initials: ownerInitials(owner.firstName, owner.lastName),
          avatarUrl: avatarUrlOf(owner.id, Boolean(owner.avatarFileName)),
        })),
        buyerCompanies,
        provinces,
      };
    },

    /** The header's counts: every order status (zeros included) and the total, under the other filters. */
    async groupSummary(query: OrderGroupSummaryQuery): Promise<OrderGroupSummary> {
      const counted = await statusCounts(db, totals, query);
      const countOf = new Map(counted.map((row) => [row.statusId, row.count]));
      const groups = OrderStatus.options.map((status) => ({
        statusId: status.id,
        count: countOf.get(status.id) ?? 0,
      }));
      return { groups, total: groups.reduce((sum, group) => sum + group.count, 0) };
    },
  };
}

export type OrderDashboardService = ReturnType<typeof createOrderDashboardService>;
