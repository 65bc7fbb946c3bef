import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ActionLogType, ROUTES } from '@portal/contracts';
import { RecordPage } from '../../../../components/record/record-page';
import { recordIdOf } from '../../../../lib/record-routes';
import { OrderStatusTag } from '../../common';
import { SendPurchaseOrderButton } from '../../purchase-order-email';
import { useOrderConstructionRecord } from '../api/order-construction';
import { OrderConstructionWorkspace } from './order-construction-workspace';
import '../order-construction.css';

function OrderConstructionRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useOrderConstructionRecord(id);
  const record = read.data;
  return (
    <RecordPage
      // spec 001 §2: orders are opened from the Order Dashboard (every user's landing page), the board, the table
      // or the SubOrder Dashboard; the back link returns to the dashboard.
      listRoute={ROUTES.orderDashboard}
      listTitle={t('menu.orderDashboard', { defaultValue: 'Order Dashboard' })}
      title={record ? `${record.formattedNumber} — ${record.jobName}` : undefined}
      read={read}
      subject="order"
      entityType={ActionLogType.ids.ORDER}
      entityId={id}
      actions={record ? <OrderStatusTag statusId={record.statusId} /> : undefined}
    >
      {({ onDirtyChange }) =>
        record ? (
          <OrderConstructionWorkspace
            key={record.id}
            record={record}
            reload={async () => (await read.refetch()).data}
            onDirtyChange={onDirtyChange}
            // Issue 15: the purchase-order email is sent from the order's toolbar (decisions 169, 170).
            toolbarActions={(order) => <SendPurchaseOrderButton order={order} />}
          />
        ) : null
      }
    </RecordPage>
  );
}

/**
 * /orders/order-construction/:id (spec 001 §2 workspace route): the construction workspace of one order at its own
 * address (decisions 122, 165), opened from the Order Dashboard, the board, the table and the SubOrder Dashboard.
 */
export function OrderConstructionPage() {
  const id = recordIdOf(useParams().id);
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : <OrderConstructionRecord id={id} />;
}

/**
 * /orders/order-construction without an order (the breadcrumb's link, an old bookmark): orders are opened from the
 * Order Dashboard (spec 001 §2), so it goes there.
 */
export function OrderConstructionIndexPage() {
  return <Navigate to={ROUTES.orderDashboard} replace />;
}
