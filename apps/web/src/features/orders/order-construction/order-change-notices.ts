import type { OrderRecord } from '@portal/contracts';
import {
  chargeChanges,
  diffLines,
  noticeFieldsOf,
  rebaseRows,
  type CellConflicts,
  type NoticeFieldOf,
  type Rebase,
  type RecordChange,
} from '../../../components/construction';
import type { GridEntry } from '../../../components/grid';
import {
  ORDER_EDITABLE_FIELDS,
  orderRowsOf,
  type OrderConstructionRow,
  type OrderEditableField,
} from './order-rows';

/*
 * Readable change notices for orders (issue 15, decision 165, after quotes' decision 155): who changed what on the
 * order's items, charges, delivery fee and status, and the user's unsaved cells laid over the new version.
 */

/** An item field a notice can name (a pending substitute is the user's own, never another user's). */
export type OrderNoticeField = NoticeFieldOf<OrderEditableField>;

const NOTICE_FIELDS: readonly OrderNoticeField[] = noticeFieldsOf(ORDER_EDITABLE_FIELDS);

export type OrderChange = RecordChange<OrderNoticeField>;

export type OrderCellConflicts = CellConflicts<OrderConstructionRow, OrderEditableField>;

/**
 * What changed from the version the user loaded to the latest one: item by item in line order, then the
 * discounts, the transport costs (the delivery fee counts with them: it is a charge of the same save) and the
 * order's status.
 */
export function diffOrderVersions(loaded: OrderRecord, latest: OrderRecord): OrderChange[] {
  const changes: OrderChange[] = [
    ...diffLines(orderRowsOf(loaded), orderRowsOf(latest), NOTICE_FIELDS),
    ...chargeChanges(loaded, latest, loaded.buyerDeliveryFee !== latest.buyerDeliveryFee),
  ];
  if (loaded.statusId !== latest.statusId) changes.push({ kind: 'status' });
  return changes;
}

/** Lays the user's unsaved cells over the latest version, keeping every one (the kit's `rebaseRows`). */
export function rebaseOrderWorkingCopy(
  entries: readonly GridEntry<OrderConstructionRow>[],
  latest: OrderRecord,
): Rebase<OrderConstructionRow, OrderEditableField> {
  return rebaseRows(entries, orderRowsOf(latest), ORDER_EDITABLE_FIELDS);
}
