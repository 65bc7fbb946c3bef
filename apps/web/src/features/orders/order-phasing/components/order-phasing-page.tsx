import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { publishRecordTitle } from '../../../../lib/record-routes';
import { useOrderToPhase } from '../api/order-phase';
import { OrderPhasingWizard } from './order-phasing-wizard';
import '../order-phasing.css';

function OrderPhasingScreen({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useOrderToPhase(id);
  const order = read.data;
  const { pathname } = useLocation();
  const [refreshCount, setRefreshCount] = useState(0);
  // The breadcrumb's last entry names the order (the shell's 'Return To' link leads back to where it came from).
  const number = order?.formattedNumber;
  useEffect(() => (number ? publishRecordTitle(pathname, number) : undefined), [pathname, number]);
  return (
    <section className="screen order-phasing-screen">
      <PageHeader
        title={order ? t('orderPhasing.titleOf', { number: order.formattedNumber }) : t('orderPhasing.title')}
      />
      {order ? (
        // Keyed by the order and a refresh count, not the version: the read that follows a phase (the balance, a
        // new version) must not reset the wizard, which then shows what it created; a refresh asked for does.
        <OrderPhasingWizard
          key={`${order.id}-${refreshCount}`}
          order={order}
          onRefresh={() => {
            void read.refetch().then(() => setRefreshCount((count) => count + 1));
          }}
        />
      ) : (
        <div className="surface-panel">
          <RecordReadStatus read={read} subject="order" />
        </div>
      )}
    </section>
  );
}

/**
 * /orders/order-phasing-wizard/:id (spec 001 §2 workspace route): the phasing wizard of one order, opened from the
 * order's screens.
 */
export function OrderPhasingPage() {
  return <RecordIdRoute>{(id) => <OrderPhasingScreen id={id} />}</RecordIdRoute>;
}

/** /orders/order-phasing-wizard without an order: orders are opened from the Order Dashboard (spec 001 §2). */
export function OrderPhasingIndexPage() {
  return <Navigate to={ROUTES.orderDashboard} replace />;
}
