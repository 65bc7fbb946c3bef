import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeliveryMethod,
  InventoryStatus,
  PictureStatus,
  SubOrderStatus,
  type OrderRecord,
} from '@portal/contracts';
import { RecordFacts } from '../../../../components/construction';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { OrderStatusTag } from '../../common';

/**
 * The order's header (issue 15): job, buyer, owner, status, the inventory and picture statuses rolled up over its
 * items (decision 151), delivery method and address, approximate job date.
 */
export function OrderFacts({ record }: { readonly record: OrderRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const address = [record.deliveryAddress, record.city, record.postalCode].filter(Boolean).join(', ');
  const facts: Array<[string, ReactNode]> = [
    [t('orderConstruction.job'), record.jobName],
    [t('orderConstruction.buyer'), `${record.buyerCompanyName} — ${record.buyerUserName}`],
    [t('orderConstruction.owner'), record.ownerUserName ?? t('orderConstruction.noOwner')],
    [t('orderConstruction.status'), <OrderStatusTag key="status" statusId={record.statusId} />],
    [t('orderConstruction.inventoryStatus'), labels.enumeration(InventoryStatus, record.inventoryStatusId)],
    [t('orderConstruction.pictureStatus'), labels.enumeration(PictureStatus, record.pictureStatusId)],
    [t('orderConstruction.deliveryMethod'), labels.enumeration(DeliveryMethod, record.deliveryMethodId)],
    [t('orderConstruction.deliveryAddress'), address === '' ? '—' : address],
    [t('orderConstruction.approxJobDate'), record.approxJobDate ? format.date(record.approxJobDate) : '—'],
  ];
  return <RecordFacts label={t('orderConstruction.facts')} facts={facts} />;
}

/**
 * spec 001 §7 subOrdersByOrderId: one sub-order per seller with its status, inventory and picture statuses, its
 * counts and totals, as last saved (issue 15 'inventory status and picture status rolled up per sub-order').
 */
export function SubOrdersPanel({ record }: { readonly record: OrderRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  return (
    <section
      className="construction-kit__panel order-construction__wide-panel"
      aria-labelledby="order-construction-sub-orders"
    >
      <h2 id="order-construction-sub-orders" className="construction-kit__panel-title">
        {t('orderConstruction.subOrders')}
      </h2>
      <div className="order-construction__table-scroll">
        <table className="construction-kit__table" aria-label={t('orderConstruction.subOrdersLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('orderConstruction.subOrder')}</th>
              <th scope="col">{t('orderConstruction.seller')}</th>
              <th scope="col">{t('orderConstruction.status')}</th>
              <th scope="col">{t('orderConstruction.inventoryStatus')}</th>
              <th scope="col">{t('orderConstruction.pictureStatus')}</th>
              <th scope="col">{t('orderConstruction.securedCount')}</th>
              <th scope="col">{t('orderConstruction.sellerTotal')}</th>
              <th scope="col">{t('orderConstruction.buyerTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {record.subOrders.map((subOrder) => (
              <tr key={subOrder.id}>
                <th scope="row">{subOrder.subOrderNumber}</th>
                <td>{subOrder.sellerCompanyName}</td>
                <td>{labels.enumeration(SubOrderStatus, subOrder.statusId)}</td>
                <td>{labels.enumeration(InventoryStatus, subOrder.inventoryStatusId)}</td>
                <td>{labels.enumeration(PictureStatus, subOrder.pictureStatusId)}</td>
                <td className="construction-kit__number">
                  {t('orderConstruction.securedOf', {
                    secured: subOrder.inventorySecuredCount,
                    count: subOrder.itemCount,
                  })}
                </td>
                <td className="construction-kit__number">{format.money(subOrder.sellerTotal)}</td>
                <td className="construction-kit__number">{format.money(subOrder.buyerTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="construction-kit__hint">{t('orderConstruction.subOrdersAsSaved')}</p>
    </section>
  );
}
