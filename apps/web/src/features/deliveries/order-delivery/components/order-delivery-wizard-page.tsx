import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { failedTitle, ROUTES } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { Button, iconClass, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage } from '../../../../lib/i18n-labels';
import { publishRecordTitle } from '../../../../lib/record-routes';
import { useCreateOrderDeliveries, useWizardPage } from '../api/order-delivery';
import { orderDeliveryWorkspacePath } from '../order-delivery-path';
import { DeliveryWizardForm } from './delivery-wizard-form';
import '../order-delivery.css';

const FAILED_TITLE = failedTitle('Delivery Create');

function OrderDeliveryWizard({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const read = useWizardPage(orderId, page);
  const create = useCreateOrderDeliveries();

  const wizard = read.data;
  const orderNumber = wizard?.rows.find((row) => row.orderNumber !== null)?.orderNumber ?? null;
  useEffect(
    () => (orderNumber ? publishRecordTitle(pathname, orderNumber) : undefined),
    [pathname, orderNumber],
  );

  const runCreate = async (itemIds: number[], truckCount: number) => {
    try {
      const deliveries = await create.mutateAsync({ subOrderItemIds: itemIds, truckCount });
      toast.showSuccess(
        t('orderDelivery.created', {
          count: deliveries.length,
          numbers: deliveries.map((delivery) => delivery.deliveryNumber).join(', '),
        }),
      );
      const first = deliveries[0];
      if (first) void navigate(orderDeliveryWorkspacePath(first.id));
    } catch (error) {
      toast.showError(translateMessage(failureMessage(error, 'create', 'delivery')), FAILED_TITLE);
    }
  };

  const pages = wizard ? Math.max(1, Math.ceil(wizard.total / wizard.size)) : 1;
  const title = orderNumber
    ? t('orderDelivery.wizardTitleOf', { number: orderNumber })
    : t('orderDelivery.wizardTitle');

  return (
    <section className="screen order-delivery-screen">
      <PageHeader title={title} />
      {!wizard ? (
        <div className="surface-panel">
          <RecordReadStatus read={read} subject="order" />
        </div>
      ) : (
        <DeliveryWizardForm
          rows={wizard.rows}
          hasItems={wizard.total > 0}
          unassignedCount={wizard.unassignedCount}
          intro={t('orderDelivery.wizardIntro')}
          noItems={t('orderDelivery.noItems')}
          back={{ to: ROUTES.orderDashboard, label: t('orderDelivery.backToOrder') }}
          isCreating={create.isPending}
          onCreate={(itemIds, truckCount) => void runCreate(itemIds, truckCount)}
          pager={
            pages > 1 ? (
              <div className="order-delivery__pager">
                <Button
                  type="button"
                  icon={iconClass('back')}
                  aria-label={t('orderDelivery.previousPage')}
                  text
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                />
                <span>{t('orderDelivery.pageOf', { page, pages })}</span>
                <Button
                  type="button"
                  icon={iconClass('forward')}
                  aria-label={t('orderDelivery.nextPage')}
                  text
                  disabled={page >= pages}
                  onClick={() => setPage((current) => current + 1)}
                />
              </div>
            ) : null
          }
        />
      )}
    </section>
  );
}

/**
 * /deliveries/order-delivery-wizard/:orderId (spec 001 §2; issue 38 'Wizard'): a page at a time of the order's
 * items, those on another delivery shown disabled (spec 000 §4), the items picked and the number of trucks — never
 * more than the unassigned items (spec 001 §5) — then the new deliveries are made and the first one opens.
 */
export function OrderDeliveryWizardPage() {
  return <RecordIdRoute>{(orderId) => <OrderDeliveryWizard orderId={orderId} />}</RecordIdRoute>;
}

/** /deliveries/order-delivery-wizard without an order: deliveries are planned from the Delivery Table. */
export function OrderDeliveryWizardIndexPage() {
  return <Navigate to={ROUTES.orderDeliveryTable} replace />;
}
