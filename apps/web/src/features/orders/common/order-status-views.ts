import { OrderStatus, type OrderGroupSummary } from '@portal/contracts';
import type { ListStatusViews } from '../../../components/table';

/**
 * An order list's views per status (All, then each status with its count), from the server's counts under the
 * list's other filters (orderGroupSummary, orderInfoViews); none until they are read.
 */
export function orderStatusViews(counts: OrderGroupSummary | undefined, label: string): ListStatusViews {
  return { statuses: OrderStatus, counts: counts?.groups, total: counts?.total, label };
}
