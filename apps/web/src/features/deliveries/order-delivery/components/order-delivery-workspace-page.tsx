import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ActionLogType, DeliveryStatus, ROUTES } from '@portal/contracts';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { WorkspaceRecordPage } from '../../../../components/record/workspace-record-page';
import { Tag } from '../../../../components/ui';
import { useLabels } from '../../../../lib/i18n-labels';
import { useOrderDelivery } from '../api/order-delivery';
import { OrderDeliveryWorkspace } from './order-delivery-workspace';
import '../order-delivery.css';

function DeliveryStatusTag({ statusId }: { readonly statusId: number }) {
  const labels = useLabels();
  return (
    <Tag
      value={labels.enumeration(DeliveryStatus, statusId)}
      severity={statusId === DeliveryStatus.ids.BOOKED ? 'success' : 'info'}
    />
  );
}

function OrderDeliveryRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  return (
    <WorkspaceRecordPage
      // spec 001 §2: order deliveries are opened from the Delivery Table or the Order Dashboard.
      listRoute={ROUTES.orderDeliveryTable}
      titleOf={(delivery) => t('orderDelivery.workspaceTitleOf', { number: delivery.deliveryNumber })}
      read={useOrderDelivery(id)}
      subject="delivery"
      entityType={ActionLogType.ids.ORDER_DELIVERY}
      entityId={id}
      actionsOf={(delivery) => <DeliveryStatusTag statusId={delivery.deliveryStatus.id} />}
    >
      {(workspace) => <OrderDeliveryWorkspace {...workspace} />}
    </WorkspaceRecordPage>
  );
}

/** /deliveries/order-delivery-workspace/:id (spec 001 §2): the workspace of one order delivery, by its id. */
export function OrderDeliveryWorkspacePage() {
  return <RecordIdRoute>{(id) => <OrderDeliveryRecord id={id} />}</RecordIdRoute>;
}

/** /deliveries/order-delivery-workspace without a delivery: deliveries are opened from the Delivery Table. */
export function OrderDeliveryWorkspaceIndexPage() {
  return <Navigate to={ROUTES.orderDeliveryTable} replace />;
}
