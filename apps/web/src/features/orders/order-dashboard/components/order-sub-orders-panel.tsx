import { useTranslation } from 'react-i18next';
import { SubOrderStatus, type OrderDashRow, type OrderRecord } from '@portal/contracts';
import { LoadFailure } from '../../../../components/table';
import { ProgressSpinner, Sidebar } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { useOrderRecord } from '../api/order-dashboard';
import { OrderDeliveriesSection } from './order-deliveries-section';
import { useInventoryWord } from '../../common';

/** One sub-order (one seller) with its roll-ups and its items. */
function SubOrderSection({
  order,
  subOrder,
}: {
  readonly order: OrderRecord;
  readonly subOrder: OrderRecord['subOrders'][number];
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const inventoryWord = useInventoryWord();
  const items = order.items.filter((item) => item.subOrderId === subOrder.id);
  const headingId = `sub-order-${subOrder.id}`;
  return (
    <section className="order-sub-orders__sub-order" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {subOrder.subOrderNumber} — {subOrder.sellerCompanyName}
      </h3>
      <dl className="order-sub-orders__facts">
        <dt>{t('orders.status')}</dt>
        <dd>{labels.enumeration(SubOrderStatus, subOrder.statusId)}</dd>
        <dt>{t('orders.inventoryStatus')}</dt>
        <dd>{inventoryWord(subOrder.inventoryStatusId)}</dd>
        <dt>{t('orders.items')}</dt>
        <dd>{format.integer(subOrder.itemCount)}</dd>
        <dt>{t('orders.contactedCount')}</dt>
        <dd>{format.integer(subOrder.sellerContactedCount)}</dd>
        <dt>{t('orders.securedCount')}</dt>
        <dd>{format.integer(subOrder.inventorySecuredCount)}</dd>
        <dt>{t('orders.sellerTotal')}</dt>
        <dd>{format.money(subOrder.sellerTotal)}</dd>
        <dt>{t('orders.buyerTotal')}</dt>
        <dd>{format.money(subOrder.buyerTotal)}</dd>
      </dl>
      <table className="order-sub-orders__items">
        <caption>{t('orders.itemsOf', { number: subOrder.subOrderNumber })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.size')}</th>
            <th scope="col">{t('orders.quantity')}</th>
            <th scope="col">{t('orders.itemSecured')}</th>
            <th scope="col">{t('orders.buyerPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td>{item.productSizeName}</td>
              <td>{format.decimal(item.quantity)}</td>
              <td>{item.inventorySecured ? t('orders.yes') : t('orders.no')}</td>
              <td>{format.money(item.buyerPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The order's stored totals (decision 151), as GET order/{id} gives them. */
function OrderTotals({ order }: { readonly order: OrderRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totals } = order;
  const lines: Array<[string, number]> = [
    [t('orders.buyerSubtotal'), totals.buyerSubtotal],
    [t('orders.discount'), totals.discount],
    [t('orders.transport'), totals.transport],
    [t('orders.fee'), totals.fee],
    [t('orders.tax'), totals.tax],
    [t('orders.grandTotal'), totals.grandTotal],
  ];
  return (
    <section aria-label={t('orders.orderTotals')}>
      <h3>{t('orders.orderTotals')}</h3>
      <dl className="order-sub-orders__facts">
        {lines.map(([label, amount]) => (
          <div key={label} className="order-sub-orders__fact">
            <dt>{label}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The dashboard's side panel (decision 160): an order's deliveries (decision 213), then its sub-orders, one per
 * seller, with their roll-ups and items, read with GET order/{id}. It stands in for opening the order until issue 15's order workspace exists.
 */
export function OrderSubOrdersPanel({
  order,
  onHide,
}: {
  readonly order: OrderDashRow | null;
  readonly onHide: () => void;
}) {
  const { t } = useTranslation();
  const record = useOrderRecord(order?.id ?? null);
  const title = order ? t('orders.subOrdersTitle', { number: order.formattedNumber }) : '';
  const data = record.data?.id === order?.id ? record.data : undefined;
  return (
    <Sidebar
      visible={order !== null}
      onHide={onHide}
      position="right"
      className="order-sub-orders"
      // A modal panel (mask, focus kept inside, Escape closes): a dialog, not the theme's 'complementary'.
      role="dialog"
      aria-modal="true"
      aria-label={title}
      header={<h2 className="order-sub-orders__title">{title}</h2>}
    >
      {order ? (
        <p className="order-sub-orders__job">
          {order.buyerCompanyName} — {order.jobName}
        </p>
      ) : null}
      {order ? <OrderDeliveriesSection order={order} /> : null}
      {record.isError ? (
        <LoadFailure subject="order" error={record.error} onRetry={() => void record.refetch()} />
      ) : !data ? (
        <div role="status" className="order-sub-orders__loading">
          <ProgressSpinner aria-hidden="true" />
          <span>{t('orders.subOrdersLoading')}</span>
        </div>
      ) : (
        <>
          <h3 className="order-sub-orders__heading">{t('orders.subOrders')}</h3>
          {data.subOrders.length === 0 ? <p>{t('orders.subOrdersEmpty')}</p> : null}
          {data.subOrders.map((subOrder) => (
            <SubOrderSection key={subOrder.id} order={data} subOrder={subOrder} />
          ))}
          <OrderTotals order={data} />
        </>
      )}
    </Sidebar>
  );
}
