import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { failedTitle, MAX_TRUCK_COUNT, ROUTES, type DeliveryWizardRow } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { Button, iconClass, Message, NumberInput, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage } from '../../../../lib/i18n-labels';
import { publishRecordTitle } from '../../../../lib/record-routes';
import { useCreateOrderDeliveries, useWizardPage } from '../api/order-delivery';
import { orderDeliveryWorkspacePath } from '../order-delivery-path';
import { truckCountLimit } from '../wizard-rules';
import '../order-delivery.css';

const FAILED_TITLE = failedTitle('Delivery Create');

function OrderDeliveryWizard({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const read = useWizardPage(orderId, page);
  const create = useCreateOrderDeliveries();
  // Picked items by id, kept across pages (the payload names ids, never a page).
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [truckCount, setTruckCount] = useState<number | null>(1);

  const wizard = read.data;
  const orderNumber = wizard?.rows.find((row) => row.orderNumber !== null)?.orderNumber ?? null;
  useEffect(
    () => (orderNumber ? publishRecordTitle(pathname, orderNumber) : undefined),
    [pathname, orderNumber],
  );

  const maxTrucks = truckCountLimit(picked.size, wizard?.unassignedCount ?? 0, MAX_TRUCK_COUNT);
  const isTruckCountValid =
    truckCount !== null && Number.isInteger(truckCount) && truckCount >= 1 && truckCount <= maxTrucks;

  const toggle = (row: DeliveryWizardRow) => {
    if (row.disabled) return;
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  };
  const pickable = (wizard?.rows ?? []).filter((row) => !row.disabled);
  const isPageAllPicked = pickable.length > 0 && pickable.every((row) => picked.has(row.id));
  const togglePage = () =>
    setPicked((current) => {
      const next = new Set(current);
      for (const row of pickable) {
        if (isPageAllPicked) next.delete(row.id);
        else next.add(row.id);
      }
      return next;
    });

  const runCreate = async () => {
    if (!isTruckCountValid || picked.size === 0) return;
    try {
      const deliveries = await create.mutateAsync({
        subOrderItemIds: [...picked],
        truckCount: truckCount ?? 1,
      });
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
        <div className="surface-panel order-delivery-wizard">
          <p className="order-delivery__intro">{t('orderDelivery.wizardIntro')}</p>
          {wizard.total === 0 ? (
            <Message severity="info" text={t('orderDelivery.noItems')} />
          ) : (
            <>
              <table className="order-delivery__table" aria-label={t('orderDelivery.items')}>
                <thead>
                  <tr>
                    <th scope="col" className="order-delivery__check">
                      <input
                        type="checkbox"
                        aria-label={t('orderDelivery.selectPage')}
                        checked={isPageAllPicked}
                        disabled={pickable.length === 0}
                        onChange={togglePage}
                      />
                    </th>
                    <th scope="col">{t('orderDelivery.product')}</th>
                    <th scope="col">{t('orderDelivery.size')}</th>
                    <th scope="col">{t('orderDelivery.seller')}</th>
                    <th scope="col" className="order-delivery__number">
                      {t('orderDelivery.quantity')}
                    </th>
                    <th scope="col" className="order-delivery__number">
                      {t('orderDelivery.unitWeight')}
                    </th>
                    <th scope="col" className="order-delivery__number">
                      {t('orderDelivery.unitFloorSpace')}
                    </th>
                    <th scope="col">{t('orderDelivery.onDelivery')}</th>
                  </tr>
                </thead>
                <tbody>
                  {wizard.rows.map((row) => (
                    <tr key={row.id} className={row.disabled ? 'order-delivery__row--disabled' : undefined}>
                      <td className="order-delivery__check">
                        <input
                          type="checkbox"
                          aria-label={t('orderDelivery.selectItem', {
                            product: row.productName,
                            size: row.productSizeName,
                          })}
                          // spec 000 §4: an item on another delivery is shown, never picked.
                          checked={row.disabled || picked.has(row.id)}
                          disabled={row.disabled}
                          onChange={() => toggle(row)}
                        />
                      </td>
                      <td>{row.productName}</td>
                      <td>{row.productSizeName}</td>
                      <td>{row.sellerCompany?.name ?? ''}</td>
                      <td className="order-delivery__number">{format.decimal(row.quantity)}</td>
                      <td className="order-delivery__number">
                        {row.unitWeightLb === null ? '' : format.decimal(row.unitWeightLb)}
                      </td>
                      <td className="order-delivery__number">
                        {row.unitFloorSpaceSqft === null ? '' : format.decimal(row.unitFloorSpaceSqft)}
                      </td>
                      <td>
                        {row.deliveryNumber
                          ? t('orderDelivery.onAnotherDelivery', { number: row.deliveryNumber })
                          : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages > 1 ? (
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
              ) : null}
              <p className="order-delivery__counts" aria-live="polite">
                {t('orderDelivery.selectedCount', { count: picked.size })} ·{' '}
                {t('orderDelivery.unassignedCount', { count: wizard.unassignedCount })}
              </p>
              <div className="form-field order-delivery__truck-count">
                <label htmlFor="order-delivery-truck-count">{t('orderDelivery.truckCount')}</label>
                <NumberInput
                  id="order-delivery-truck-count"
                  value={truckCount}
                  onValueChange={setTruckCount}
                  aria-describedby="order-delivery-truck-count-hint"
                  aria-invalid={!isTruckCountValid}
                />
                <small id="order-delivery-truck-count-hint">
                  {t('orderDelivery.truckCountHint', { max: maxTrucks })}
                </small>
              </div>
            </>
          )}
          <div className="form-actions">
            <Link to={ROUTES.orderDashboard} className="p-button p-button-text">
              {t('orderDelivery.backToOrder')}
            </Link>
            <Button
              type="button"
              label={t('orderDelivery.create')}
              icon={iconClass('check')}
              loading={create.isPending}
              disabled={picked.size === 0 || !isTruckCountValid || create.isPending}
              onClick={() => void runCreate()}
            />
          </div>
        </div>
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
