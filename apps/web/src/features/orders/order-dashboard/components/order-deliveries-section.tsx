import { useTranslation } from 'react-i18next';
import {
  DELIVERY_PLANNABLE_ORDER_STATUS_IDS,
  DeliveryStatus,
  DeliveryTrackingStatus,
  ROUTES,
} from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { RecordDeliveriesPart } from '../../../../components/record/record-deliveries-part';
import { useFormat } from '../../../../lib/i18n-format';
import { useOrderDeliveryRows } from '../api/order-dashboard';

/** The delivery wizard of an order (its record screen: the wizard's address plus the order id). */
export function deliveryWizardPath(orderId: number): string {
  return `${ROUTES.orderDeliveryWizard}/${orderId}`;
}

/** The workspace of one order delivery (its record screen, decision 122). */
export function deliveryWorkspacePath(deliveryId: number): string {
  return `${ROUTES.orderDeliveryWorkspace}/${deliveryId}`;
}

export interface OrderDeliveriesSectionProps {
  readonly order: { readonly id: number; readonly formattedNumber: string; readonly statusId: number };
}

/**
 * An order's deliveries where the Order Dashboard shows the order (spec 001 §2: order deliveries are entered from
 * the Delivery Table and the Order Dashboard; decision 213): each delivery's number, opening its workspace, its
 * status, tracking and first stop date (orderDeliveryRowsByOrderId), and 'Create delivery', opening the wizard,
 * while the order is in a status the server plans deliveries on (New Order, WIP, Planning Delivery; decision 209).
 */
export function OrderDeliveriesSection({ order }: OrderDeliveriesSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = useOrderDeliveryRows(order.id);
  const words = (key: string, values?: Record<string, unknown>) => t(`deliveryTable.${key}`, values ?? {});
  const mayPlan = DELIVERY_PLANNABLE_ORDER_STATUS_IDS.includes(order.statusId);
  return (
    <RecordDeliveriesPart
      headingId={`order-deliveries-${order.id}`}
      heading={words('orderDeliveries')}
      headingLevel={3}
      create={mayPlan ? { to: deliveryWizardPath(order.id), label: words('createDelivery') } : null}
      note={mayPlan ? null : words('createDeliveryClosed')}
      read={{ isError: rows.isError, error: rows.error, refetch: rows.refetch, rows: rows.data }}
      loadingText={words('orderDeliveriesLoading')}
      emptyText={words('orderDeliveriesEmpty')}
      caption={words('orderDeliveriesOf', { number: order.formattedNumber })}
      numberHeader={words('deliveryNumber')}
      linkOf={(row) => ({
        to: deliveryWorkspacePath(row.id),
        label: words('openDelivery', { number: row.deliveryNumber }),
      })}
      columns={[
        {
          header: words('status'),
          cell: (row) => <StatusTag enumeration={DeliveryStatus} statusId={row.deliveryStatusId} />,
        },
        {
          header: words('tracking'),
          cell: (row) =>
            row.trackingStatusId === null ? (
              words('empty')
            ) : (
              <StatusTag enumeration={DeliveryTrackingStatus} statusId={row.trackingStatusId} />
            ),
        },
        { header: words('firstStopDate'), cell: (row) => format.date(row.firstStopDate) || words('empty') },
      ]}
    />
  );
}
