import { OrderStatus } from '@portal/contracts';
import { Tag } from '../../../components/ui';
import { useLabels } from '../../../lib/i18n-labels';
import { ORDER_STATUS_SEVERITY } from './order-status';

/** An order's status as a tag in its tone, named in the user's language. */
export function OrderStatusTag({ statusId }: { readonly statusId: number }) {
  const labels = useLabels();
  return (
    <Tag
      value={labels.enumeration(OrderStatus, statusId)}
      severity={ORDER_STATUS_SEVERITY[statusId] ?? 'info'}
    />
  );
}
