import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import {
  COUNTED_ITEM_STATUS_IDS,
  MESSAGES,
  PictureStatus,
  ROUTES,
  type OrderPictures,
} from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { WorkspacePresence } from '../../../../components/live';
import { StatusTag } from '../../../../components/status';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { iconClass, Message } from '../../../../components/ui';
import { translateMessage } from '../../../../lib/i18n-labels';
import { useOrderPictures } from '../api/order-pictures';
import { PictureItem } from './picture-item';
import { useOrderPictureWrites } from './use-order-picture-writes';
import '../order-pictures.css';

function PictureManager({
  view,
  onRefresh,
}: {
  readonly view: OrderPictures;
  readonly onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const writes = useOrderPictureWrites(view.orderId);
  const counted = view.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  return (
    <>
      {/* Who else has the order open; another user's change is read again at once (an item whose request
          changed starts its form again, the others keep what is being typed). */}
      <WorkspacePresence kind="order" id={view.orderId} onRefresh={onRefresh} onChange={onRefresh} />
      <dl className="order-pictures__summary surface-panel" aria-label={t('orderPictures.summary')}>
        <div>
          <dt>{t('orderPictures.jobName')}</dt>
          <dd>{view.jobName}</dd>
        </div>
        <div>
          <dt>{t('orderPictures.buyerCompany')}</dt>
          <dd>{view.buyerCompanyName}</dd>
        </div>
        <div>
          <dt>{t('orderPictures.pictureStatus')}</dt>
          <dd data-testid="order-picture-status">
            <StatusTag enumeration={PictureStatus} statusId={view.pictureStatusId} />
          </dd>
        </div>
        <div>
          <dt>{t('orderPictures.itemsPictured')}</dt>
          {/* Decision 202: the status counts every item that counts, asked or not. */}
          <dd data-testid="order-picture-count">
            {t('orderPictures.itemsWithPictures', {
              sent: counted.filter((item) => item.pictureStatusId === PictureStatus.ids.SENT).length,
              count: counted.length,
            })}
          </dd>
        </div>
      </dl>
      {view.editable ? null : <Message severity="info" text={translateMessage(MESSAGES.orderClosed)} />}
      {view.subOrders.map((subOrder) => {
        const items = view.items.filter((item) => item.subOrderId === subOrder.id);
        const headingId = `order-pictures-sub-order-${subOrder.id}`;
        return (
          <section key={subOrder.id} className="order-pictures__sub-order" aria-labelledby={headingId}>
            <header className="order-pictures__sub-order-header">
              <h2 id={headingId}>
                {t('orderPictures.subOrderOf', {
                  number: subOrder.subOrderNumber,
                  seller: subOrder.sellerCompanyName,
                })}
              </h2>
              <StatusTag enumeration={PictureStatus} statusId={subOrder.pictureStatusId} />
            </header>
            {items.map((item) => (
              // A new version of the request (someone else's save) starts the item's form again.
              <PictureItem
                key={`${item.orderItemId}-${item.request?.version ?? 0}`}
                item={item}
                editable={view.editable}
                writes={writes}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}

function OrderPictureManagerScreen({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useOrderPictures(id);
  const view = read.data;
  const { refetch } = read;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <section className="screen order-pictures-screen">
      <Link to={ROUTES.orderDashboard} className="order-pictures__back">
        <i className={iconClass('back')} aria-hidden="true" />
        <span>
          {t('record.backTo', { list: t('menu.orderDashboard', { defaultValue: 'Order Dashboard' }) })}
        </span>
      </Link>
      <PageHeader
        title={view ? t('orderPictures.titleOf', { number: view.formattedNumber }) : t('orderPictures.title')}
      />
      {view ? (
        <PictureManager view={view} onRefresh={refresh} />
      ) : (
        <div className="surface-panel">
          <RecordReadStatus read={read} subject="pictures" />
        </div>
      )}
    </section>
  );
}

/**
 * /orders/order-picture-manager/:id (spec 001 §2 workspace route, decision 168): the pictures of one order — each
 * item's request, status and pictures, per sub-order, with the order's picture status.
 */
export function OrderPictureManagerPage() {
  return <RecordIdRoute>{(id) => <OrderPictureManagerScreen id={id} />}</RecordIdRoute>;
}

/** /orders/order-picture-manager without an order: orders are opened from the Order Dashboard (spec 001 §2). */
export function OrderPictureManagerIndexPage() {
  return <Navigate to={ROUTES.orderDashboard} replace />;
}
