import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyType, ItemStatus, type SubOrder } from '@portal/contracts';
import { ConflictMarker, linePrices } from '../../../../components/construction';
import { lookupEditor, type GridColumn } from '../../../../components/grid';
import { Tag } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { searchCompanies } from '../../../../lib/reference-data';
import type { OrderCellConflicts } from '../order-change-notices';
import { isItemEditable, type OrderConstructionRow, type OrderEditableField } from '../order-rows';
import { StatusTag } from '../../../../components/status';

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
 * the line, its sub-order, what the item is, read-only, then its sourcing — seller (a seller company), seller unit
 * price, markup and buyer unit price (each of the last two derived from the other), the prices, seller contacted
 * and inventory secured.
 */
export function useOrderColumns({
  subOrders,
  conflicts,
  conflictAuthor,
}: OrderColumnsOptions): GridColumn<OrderConstructionRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();

  return useMemo(() => {
    const subOrderNumbers = new Map(subOrders.map((subOrder) => [subOrder.id, subOrder.subOrderNumber]));
    const describe = (field: OrderEditableField, value: unknown): string => {
      if (value === null || value === undefined) return t('orderConstruction.notice.empty');
      if (typeof value === 'boolean')
        return t(value ? 'orderConstruction.notice.yes' : 'orderConstruction.notice.no');
      if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
      if (typeof value !== 'number') return '';
      if (field === 'statusId') return labels.enumeration(ItemStatus, value);
      if (field === 'markupRate') return `${format.decimal(value)} %`;
      return format.money(value);
    };
    const withConflict = (
      row: OrderConstructionRow,
      field: OrderEditableField,
      content: ReactNode,
    ): ReactNode => {
      const theirs = conflicts.get(String(row.id));
      if (!theirs || !(field in theirs)) return content;
      const text = t('orderConstruction.notice.conflict', {
        name: conflictAuthor,
        value: describe(field, theirs[field]),
      });
      return <ConflictMarker text={text}>{content}</ConflictMarker>;
    };
    const money = (value: number | null) =>
      value === null || Number.isNaN(value) ? '' : format.money(value);
    const required = t('orderConstruction.required');

    const columns: GridColumn<OrderConstructionRow>[] = [
      {
        key: 'sequenceNumber',
        header: t('orderConstruction.sequence'),
        width: 64,
        align: 'end',
        render: (row) => row.sequenceNumber,
      },
      {
        key: 'subOrder',
        header: t('orderConstruction.subOrder'),
        width: 140,
        render: (row) => subOrderNumbers.get(row.subOrderId) ?? '',
      },
      {
        key: 'product',
        header: t('orderConstruction.product'),
        width: 220,
        render: (row) => <span title={row.product}>{row.product}</span>,
      },
      { key: 'size', header: t('orderConstruction.size'), width: 120, render: (row) => row.size },
      {
        key: 'specs',
        header: t('orderConstruction.specs'),
        width: 120,
        render: (row) => <span title={row.specs}>{row.specs}</span>,
      },
      {
        key: 'quantity',
        header: t('orderConstruction.quantity'),
        width: 90,
        align: 'end',
        render: (row) => format.decimal(row.quantity),
      },
      {
        key: 'statusId',
        header: t('orderConstruction.itemStatus'),
        width: 130,
        render: (row) =>
          withConflict(
            row,
            'statusId',
            <span className="order-construction__tags">
              <StatusTag enumeration={ItemStatus} statusId={row.statusId} />
              {row.substitute === null ? null : (
                <Tag value={t('orderConstruction.toSubstitute')} severity="info" />
              )}
            </span>,
          ),
      },
      {
        key: 'sellerCompany',
        field: 'sellerCompany',
        header: t('orderConstruction.seller'),
        width: 210,
        // spec 001 §7 companiesByTypeId/{id}: seller companies (type 2) whose name or city has the text.
        editor: lookupEditor((text, _row, signal) =>
          searchCompanies(text, { signal, companyTypeId: CompanyType.ids.SELLER }),
        ),
        isEditable: isItemEditable,
        // An order item always has a seller: its sub-order is the seller's (decision 151).
        validate: (value) => (value === null ? required : null),
        render: (row) => withConflict(row, 'sellerCompany', row.sellerCompany?.name ?? ''),
      },
      {
        key: 'sellerUnitPrice',
        field: 'sellerUnitPrice',
        header: t('orderConstruction.sellerUnitPrice'),
        width: 150,
        editor: { kind: 'money' },
        isEditable: isItemEditable,
        render: (row) => withConflict(row, 'sellerUnitPrice', money(row.sellerUnitPrice)),
      },
      {
        key: 'markupRate',
        field: 'markupRate',
        header: t('orderConstruction.markupRate'),
        width: 115,
        editor: { kind: 'number', suffix: '%' },
        isEditable: isItemEditable,
        render: (row) =>
          withConflict(
            row,
            'markupRate',
            row.markupRate === null || Number.isNaN(row.markupRate) ? '' : format.decimal(row.markupRate),
          ),
      },
      {
        key: 'buyerUnitPrice',
        field: 'buyerUnitPrice',
        header: t('orderConstruction.buyerUnitPrice'),
        width: 150,
        editor: { kind: 'money' },
        isEditable: isItemEditable,
        render: (row) => withConflict(row, 'buyerUnitPrice', money(row.buyerUnitPrice)),
      },
      {
        key: 'sellerPrice',
        header: t('orderConstruction.sellerPrice'),
        width: 120,
        align: 'end',
        render: (row) => money(linePrices(row).sellerPrice),
      },
      {
        key: 'buyerPrice',
        header: t('orderConstruction.buyerPrice'),
        width: 120,
        align: 'end',
        render: (row) => money(linePrices(row).buyerPrice),
      },
      {
        key: 'sellerContacted',
        field: 'sellerContacted',
        header: t('orderConstruction.sellerContacted'),
        width: 150,
        editor: { kind: 'checkbox' },
        isEditable: isItemEditable,
      },
      {
        key: 'inventorySecured',
        field: 'inventorySecured',
        header: t('orderConstruction.inventorySecured'),
        width: 160,
        editor: { kind: 'checkbox' },
        isEditable: isItemEditable,
      },
    ];
    return columns;
  }, [t, format, labels, subOrders, conflicts, conflictAuthor]);
}
