import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DELIVERY_PLANNABLE_ORDER_STATUS_IDS,
  DeliveryStatus,
  DeliveryTrackingStatus,
  ROUTES,
} from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { LoadFailure } from '../../../../components/table';
import { ProgressSpinner } from '../../../../components/ui';
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
  const headingId = `order-deliveries-${order.id}`;
  return (
    <section className="order-deliveries" aria-labelledby={headingId}>
      <div className="order-deliveries__header">
        <h3 id={headingId}>{words('orderDeliveries')}</h3>
        {mayPlan ? (
          <Link className="order-deliveries__create p-button p-button-sm" to={deliveryWizardPath(order.id)}>
            {words('createDelivery')}
          </Link>
        ) : null}
      </div>
      {mayPlan ? null : <p className="order-deliveries__note">{words('createDeliveryClosed')}</p>}
      {rows.isError ? (
        <LoadFailure subject="delivery list" error={rows.error} onRetry={() => void rows.refetch()} />
      ) : !rows.data ? (
        <div role="status" className="order-deliveries__loading">
          <ProgressSpinner aria-hidden="true" />
          <span>{words('orderDeliveriesLoading')}</span>
        </div>
      ) : rows.data.length === 0 ? (
        <p>{words('orderDeliveriesEmpty')}</p>
      ) : (
        <table className="order-deliveries__table">
          <caption>{words('orderDeliveriesOf', { number: order.formattedNumber })}</caption>
          <thead>
            <tr>
              <th scope="col">{words('deliveryNumber')}</th>
              <th scope="col">{words('status')}</th>
              <th scope="col">{words('tracking')}</th>
              <th scope="col">{words('firstStopDate')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link
                    className="order-deliveries__link"
                    to={deliveryWorkspacePath(row.id)}
                    aria-label={words('openDelivery', { number: row.deliveryNumber })}
                  >
                    {row.deliveryNumber}
                  </Link>
                </td>
                <td>
                  <StatusTag enumeration={DeliveryStatus} statusId={row.deliveryStatusId} />
                </td>
                <td>
                  {row.trackingStatusId === null ? (
                    words('empty')
                  ) : (
                    <StatusTag enumeration={DeliveryTrackingStatus} statusId={row.trackingStatusId} />
                  )}
                </td>
                <td>{format.date(row.firstStopDate) || words('empty')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
