import { Navigate } from 'react-router';
import { ActionLogType, ROUTES } from '@portal/contracts';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { WorkspaceRecordPage } from '../../../../components/record/workspace-record-page';
import { OrderStatusTag } from '../../common';
import { SendPurchaseOrderButton } from '../../purchase-order-email';
import { useOrderConstructionRecord } from '../api/order-construction';
import { OrderConstructionWorkspace } from './order-construction-workspace';
import '../order-construction.css';

function OrderConstructionRecord({ id }: { readonly id: number }) {
  return (
    <WorkspaceRecordPage
      // spec 001 §2: orders are opened from the Order Dashboard (every user's landing page), the board, the table
      // or the SubOrder Dashboard; the back link returns to the dashboard.
      listRoute={ROUTES.orderDashboard}
      titleOf={(record) => `${record.formattedNumber} — ${record.jobName}`}
      read={useOrderConstructionRecord(id)}
      subject="order"
      entityType={ActionLogType.ids.ORDER}
      entityId={id}
      actionsOf={(record) => <OrderStatusTag statusId={record.statusId} />}
    >
      {(workspace) => (
        <OrderConstructionWorkspace
          {...workspace}
          // Issue 15: the purchase-order email is sent from the order's toolbar (decisions 169, 170).
          toolbarActions={(order) => <SendPurchaseOrderButton order={order} />}
        />
      )}
    </WorkspaceRecordPage>
  );
}

/**
 * /orders/order-construction/:id (spec 001 §2 workspace route): the construction workspace of one order at its own
 * address (decisions 122, 165), opened from the Order Dashboard, the board, the table and the SubOrder Dashboard.
 */
export function OrderConstructionPage() {
  return <RecordIdRoute>{(id) => <OrderConstructionRecord id={id} />}</RecordIdRoute>;
}

/**
 * /orders/order-construction without an order (the breadcrumb's link, an old bookmark): orders are opened from the
 * Order Dashboard (spec 001 §2), so it goes there.
 */
export function OrderConstructionIndexPage() {
  return <Navigate to={ROUTES.orderDashboard} replace />;
}
