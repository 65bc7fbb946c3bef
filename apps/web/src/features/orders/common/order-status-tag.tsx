import { OrderStatus } from '@portal/contracts';
import { StatusTag } from '../../../components/status';

/** An order's status as a tag in its one tone (components/status), named in the user's language. */
export function OrderStatusTag({ statusId }: { readonly statusId: number }) {
  return <StatusTag enumeration={OrderStatus} statusId={statusId} />;
}
