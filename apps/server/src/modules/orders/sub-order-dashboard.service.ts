import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  formatDeliveryNumber,
  formatOrderNumber,
  formatSubOrderNumber,
  InventoryStatus,
  MESSAGES,
  OrderStatus,
  subOrderDaysIssues,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  subOrderTimelineDays,
  type SubOrderPartyFilter,
  type SubOrderPartyFilterQuery,
  type SubOrderRow,
  type SubOrderRowFilter,
  type SubOrderRowPage,
  type SubOrderRowQuery,
  type SubOrderRowUpdate,
} from '@portal/contracts';
import { subOrder } from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor } from '../../lib/unit-of-work';
import { updateVersioned } from '../../lib/versioned-write';
import { ownerOf, type OrderListDependencies } from './order-dashboard.service';
import * as repository from './sub-order-dashboard.repository';

const SUBJECT = 'Sub-order';

/** A complete or cancelled order's sub-order rows are read-only (MESSAGES.orderClosed, decision 166). */
const CLOSED_ORDER_STATUS_IDS: readonly number[] = [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED];

const options = (entries: ReadonlyArray<{ id: number; label: string }>) =>
  entries.map((entry) => ({ id: entry.id, name: entry.label }));

/** The order's delivery address on one line: street, city, postal code — those it has. */
function addressLine(row: {
  deliveryAddress: string | null;
  city: string | null;
  postalCode: string | null;
}): string | null {
  const parts = [row.deliveryAddress, row.city, row.postalCode]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

function toRow(row: repository.SubOrderRowRecord): SubOrderRow {
  return {
    id: row.id,
    owner: ownerOf(row),
    subOrderNumber: formatSubOrderNumber(row.orderNumber, row.phaseNumber, row.sequenceNumber),
    sequenceNumber: row.sequenceNumber,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(row.orderNumber, row.phaseNumber),
    orderStatusId: row.orderStatusId,
    deliveryMethodId: row.deliveryMethodId,
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: row.buyerCompanyName,
    jobName: row.jobName,
    referenceNumber: row.referenceNumber,
    provinceId: row.provinceId,
    provinceName: row.provinceName,
    sellerCompanyId: row.sellerCompanyId,
    sellerCompanyName: row.sellerCompanyName,
    transporterId: row.transporterId,
    transporterName: row.transporterName,
    deliveryAddress: addressLine(row),
    totalItems: row.itemCount,
    totalSellerContacted: row.sellerContactedCount,
    totalInventorySecured: row.inventorySecuredCount,
    totalDeliveryAssigned: row.deliveryAssignedCount,
    // The lowest number of the deliveries carrying its items, kept by the delivery roll-ups (decision 209).
    deliveryNumber: row.deliveryNumber === null ? null : formatDeliveryNumber(row.deliveryNumber),
    deliveryStatusId: row.deliveryStatusId,
    statusId: row.statusId,
    approxJobDate: row.approxJobDate,
    pickDateFrom: row.pickDateFrom,
    pickDateTo: row.pickDateTo,
    deliveryDateFrom: row.deliveryDateFrom,
    deliveryDateTo: row.deliveryDateTo,
    timelineDays: subOrderTimelineDays(row),
    createdAt: row.createdAt.toISOString(),
    comment: row.comment,
    inventoryStatusId: row.inventoryStatusId,
    billed: row.billed,
    version: row.version,
  };
}

/** The fields an edit names (a field left out is not in the object, so it neither writes nor logs). */
function namedFields(update: SubOrderRowUpdate): Partial<Record<keyof SubOrderRowUpdate, string | null>> {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
}

/**
 * The SubOrder Dashboard's calls (issue 15; spec 001 §7 subOrderRowView, subOrderRowFilter,
 * subOrderRowBuyerFilter, subOrderRowSellerFilter, subOrder/{id}, PUT subOrderRow/{id},
 * toggleSubOrderBilled/{id}). The reads come from the sub-order's columns and stored roll-ups; each write is one
 * unit of work (transaction, action log under its order, change event after commit). Decision 166.
 */
export function createSubOrderDashboardService({ db, runUnitOfWork, totals }: OrderListDependencies) {
  async function get(id: number): Promise<SubOrderRow> {
    const row = await repository.findSubOrderRow(db, id);
    if (!row) throw notFound(SUBJECT);
    return toRow(row);
  }

  return {
    /** One server-paged page of sub-orders, sorted and filtered on the sub-order's indexes. */
    async rowPage(query: SubOrderRowQuery): Promise<SubOrderRowPage> {
      const found = await repository.findSubOrderRowPage(db, query, totals);
      return {
        total: found.total,
        isTotalCapped: found.isTotalCapped,
        page: query.page,
        size: query.size,
        rows: found.rows.map(toRow),
      };
    },

    /** What the fixed filters offer: the statuses of §4 and the transporters named on a sub-order. */
    async rowFilter(): Promise<SubOrderRowFilter> {
      return {
        statuses: options(SubOrderStatus.options),
        inventoryStatuses: options(InventoryStatus.options),
        deliveryStatuses: options(SubOrderDeliveryStatus.options),
        transporters: await repository.findSubOrderTransporters(db),
      };
    },

    /** The buyer or seller companies with a sub-order, searchable, at most the query's size. */
    parties(side: 'buyer' | 'seller', query: SubOrderPartyFilterQuery): Promise<SubOrderPartyFilter> {
      return repository.findSubOrderParties(db, side, query);
    },

    get,

    /**
     * PUT subOrderRow/{id}: one inline edit (comment, pick days, delivery days) at the version the client read —
     * 409 with the outdated notice when someone saved the row since. Refused on a complete or cancelled order,
     * and when the days would not be consistent with those stored.
     */
    async updateRow(
      actor: Actor,
      id: number,
      version: number,
      update: SubOrderRowUpdate,
    ): Promise<SubOrderRow> {
      const values = namedFields(update);
      await runUnitOfWork(actor, async (unit) => {
        const current = await repository.findSubOrderForEdit(unit.tx, id);
        if (!current) throw notFound(SUBJECT);
        if (CLOSED_ORDER_STATUS_IDS.includes(current.orderStatusId)) {
          throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.orderClosed);
        }
        const before = {
          comment: current.comment,
          pickDateFrom: current.pickDateFrom,
          pickDateTo: current.pickDateTo,
          deliveryDateFrom: current.deliveryDateFrom,
          deliveryDateTo: current.deliveryDateTo,
        };
        const issues = subOrderDaysIssues({ ...before, ...values });
        if (issues.length > 0) throw invalidFields(issues);
        await updateVersioned(unit.tx, subOrder, { id, version, values, subject: SUBJECT });
        await unit.recordChange({
          // A sub-order is part of its order: its changes are the order's, in the order's history and live notices.
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: current.orderId,
          recordNumber: formatSubOrderNumber(
            current.orderNumber,
            current.phaseNumber,
            current.sequenceNumber,
          ),
          details: { subOrderId: id },
          changes: diffRecord(before, values),
        });
      });
      return get(id);
    },

    /**
     * GET toggleSubOrderBilled/{id}: flips the billed flag (all staff; any order status — billing follows
     * delivery, so a complete order is where it is set). Raises the row's version: an edit made on the row as it
     * was before answers 409.
     */
    async toggleBilled(actor: Actor, id: number): Promise<SubOrderRow> {
      await runUnitOfWork(actor, async (unit) => {
        const toggled = await repository.toggleSubOrderBilled(unit.tx, id);
        if (!toggled) throw notFound(SUBJECT);
        await unit.recordChange({
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: toggled.orderId,
          recordNumber: formatSubOrderNumber(
            toggled.orderNumber,
            toggled.phaseNumber,
            toggled.sequenceNumber,
          ),
          details: { subOrderId: id, billed: toggled.billed },
          changes: diffRecord({ billed: !toggled.billed }, { billed: toggled.billed }),
        });
      });
      return get(id);
    },
  };
}

export type SubOrderDashboardService = ReturnType<typeof createSubOrderDashboardService>;
