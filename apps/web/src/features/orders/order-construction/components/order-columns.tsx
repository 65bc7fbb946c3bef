import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubOrder } from '@portal/contracts';
import { useConstructionLineColumns } from '../../../../components/construction';
import type { GridColumn } from '../../../../components/grid';
import type { OrderCellConflicts } from '../order-change-notices';
import type { OrderConstructionRow } from '../order-rows';

export interface OrderColumnsOptions {
  /** The order's sub-orders as saved: an item shows the one it is in. */
  readonly subOrders: readonly SubOrder[];
  /** The other user's values of cells the user also changed (decision 155), shown beside the user's. */
  readonly conflicts: OrderCellConflicts;
  /** Who made those changes ('Marc'). */
  readonly conflictAuthor: string;
}

/**
 * The order construction grid's columns (issue 15; spec 001 §3 Constructed order item and Order editable fields):
 * the construction kit's line columns with the item's sub-order after its line number, the seller required, and
 * inventory secured last.
 */
export function useOrderColumns({
  subOrders,
  conflicts,
  conflictAuthor,
}: OrderColumnsOptions): GridColumn<OrderConstructionRow>[] {
  const { t } = useTranslation();
  const column = useConstructionLineColumns<OrderConstructionRow>({
    area: 'orderConstruction',
    conflicts,
    conflictAuthor,
  });

  return useMemo(() => {
    const subOrderNumbers = new Map(subOrders.map((subOrder) => [subOrder.id, subOrder.subOrderNumber]));
    const required = t('orderConstruction.required');
    return [
      column.sequence(),
      {
        key: 'subOrder',
        header: t('orderConstruction.subOrder'),
        width: 140,
        render: (row) => subOrderNumbers.get(row.subOrderId) ?? '',
      },
      column.product(220),
      column.size(),
      column.specs(120),
      column.quantity(),
      column.status('itemStatus', 130),
      // An order item always has a seller: its sub-order is the seller's (decision 151).
      column.seller((value) => (value === null ? required : null)),
      column.sellerUnitPrice(),
      column.markupRate(),
      column.buyerUnitPrice(),
      column.sellerPrice(),
      column.buyerPrice(),
      column.checkbox('sellerContacted', 150),
      column.checkbox('inventorySecured', 160),
    ];
  }, [t, column, subOrders]);
}
