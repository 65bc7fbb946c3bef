import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDashRow } from '@portal/contracts';
import { ListScreen, useLiveList, type ListColumn, type RowAction } from '../../../../components/table';
import { useFormat } from '../../../../lib/i18n-format';
import { useOpenOrderConstruction } from '../../order-construction';
import { orderDashList, useOrderDashFilter, useOrderGroupSummary } from '../api/order-dashboard';
import { OrderSubOrdersPanel } from './order-sub-orders-panel';
import { orderStatusViews, useOrderListColumns, useOrderListFilters } from '../../common';
import './order-dashboard.css';

/**
 * /orders/order-dashboard (spec 001 §2, all staff; spec 000 §2: where every user lands after sign-in): one row per
 * order, paged, sorted and filtered on the server (orderDashView), the counts per status on top
 * (orderGroupSummary), filters and saved views; a row shows its sub-orders in a side panel until the order's
 * own workspace exists (decision 160).
 */
export function OrderDashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useLiveList('orderDashboard', orderDashList, ['order']);
  const { table } = list;
  const summary = useOrderGroupSummary(table.query);
  const choices = useOrderDashFilter();
  const [opened, setOpened] = useState<OrderDashRow | null>(null);
  // spec 001 §2: orders are opened from the dashboard, in their construction workspace (decision 165).
  const openOrder = useOpenOrderConstruction();
  const shared = useOrderListColumns<OrderDashRow>();
  const filters = useOrderListFilters<typeof table.query>(choices.data);

  const actionsOf = (row: OrderDashRow): RowAction[] => [
    {
      key: 'open',
      icon: 'edit',
      label: t('orderConstruction.openOrder', { number: row.formattedNumber }),
      onClick: () => openOrder(row.id),
    },
    {
      key: 'subOrders',
      icon: 'open',
      label: t('orders.showSubOrders', { number: row.formattedNumber }),
      onClick: () => setOpened(row),
    },
  ];

  const columns: ListColumn<OrderDashRow>[] = [
    { ...shared.owner, compact: true },
    {
      key: 'orderNumber',
      header: t('orders.number'),
      sortField: 'orderNumber',
      body: (row) => (
        <button type="button" className="order-dashboard__number" onClick={() => openOrder(row.id)}>
          {row.formattedNumber}
        </button>
      ),
    },
    // Beside the number, so the status stays in view at 800 px, before the long names (decision 201).
    shared.status,
    { key: 'buyerCompanyName', header: t('orders.buyerCompany') },
    { key: 'jobName', header: t('orders.jobName') },
    shared.province,
    shared.inventoryStatus,
    shared.pictureStatus,
    shared.deliveryAssigned,
    shared.approxJobDate,
    shared.createdAt,
    shared.itemCount,
    {
      key: 'sellerCost',
      header: t('orders.sellerCost'),
      priority: 3,
      defaultHidden: true,
      body: (row) => format.money(row.sellerCost),
    },
    {
      key: 'buyerSubtotal',
      header: t('orders.buyerSubtotal'),
      priority: 3,
      defaultHidden: true,
      body: (row) => format.money(row.buyerSubtotal),
    },
    shared.grandTotal,
  ];

  return (
    <ListScreen
      filters={[
        filters.search,
        filters.statusId,
        filters.inventoryStatusId,
        filters.pictureStatusId,
        filters.ownerUserId,
        filters.buyerCompanyId,
        filters.provinceId,
      ]}
      {...list}
      columns={columns}
      rowActions={actionsOf}
      statusViews={orderStatusViews(summary.data, t('orders.statusCounts'))}
    >
      <OrderSubOrdersPanel order={opened} onHide={() => setOpened(null)} />
    </ListScreen>
  );
}
