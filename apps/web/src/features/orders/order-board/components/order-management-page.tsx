import { useTranslation } from 'react-i18next';
import { canDeleteOrder, type OrderRow } from '@portal/contracts';
import {
  ListScreen,
  openRowAction,
  useDeleteRowAction,
  useLiveList,
  type RowAction,
} from '../../../../components/table';
import { orderStatusViews, toOrderRowAction, useOrderStatusActions } from '../../common';
import { useOpenOrderConstruction } from '../../order-construction';
import {
  orderManagementList,
  useDeleteOrder,
  useOrderInfoViews,
  useOrderRowFilter,
} from '../api/order-board';
import { useOrderFilterSpecs, useOrderRowColumns } from './orders-overview-page';

/**
 * /orders/order-management (spec 001 §2, super admin and finance): every order, paged, sorted and filtered on the
 * server (orderPageableResult), with its views per status (orderInfoViews); a row opens the construction
 * workspace; the §4 status moves and delete — New Order or Cancelled with nothing on a delivery, decision 167 —
 * each confirmed (spec 001 §8).
 */
export function OrderManagementPage() {
  const { t } = useTranslation();
  const deleteAction = useDeleteRowAction({
    header: t('orderBoard.deleteTitle'),
    subject: 'order',
    failed: 'Order Delete',
  });
  const list = useLiveList('orderManagement', orderManagementList, ['order']);
  const { table } = list;
  const views = useOrderInfoViews(table.query);
  const choices = useOrderRowFilter();
  const filters = useOrderFilterSpecs('table', choices.data);
  const statusActions = useOrderStatusActions();
  const deleteOrder = useDeleteOrder();
  // Entering an order others are in is confirmed first (spec 001 §8 'in use by others').
  const openOrder = useOpenOrderConstruction();
  const columns = useOrderRowColumns(openOrder);

  const actionsOf = (row: OrderRow): RowAction[] => [
    openRowAction(t('orderBoard.open', { number: row.formattedNumber }), () => openOrder(row.id)),
    ...statusActions.choicesFor(row).map(toOrderRowAction),
    deleteAction({
      label: t('orderBoard.deleteRecord', { number: row.formattedNumber }),
      hidden: !canDeleteOrder(row),
      name: row.formattedNumber,
      run: () => deleteOrder.mutateAsync(row.id),
    }),
  ];

  return (
    <ListScreen
      filters={filters}
      {...list}
      columns={columns}
      rowActions={actionsOf}
      statusViews={orderStatusViews(views.data, t('orderBoard.views'))}
    />
  );
}
