import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemStatus } from '@portal/contracts';
import { ConflictMarker, linePrices } from '../../../../components/construction';
import { lookupEditor, type GridColumn } from '../../../../components/grid';
import { Tag } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { searchSellerCompanies } from '../api/quote-construction';
import type { CellConflicts } from '../change-notices';
import type { ConstructionRow, EditableField } from '../construction-rows';
import { StatusTag } from '../../../../components/status';

const I = ItemStatus.ids;

/** A line whose sourcing may be edited: not replaced by a substitute (it keeps its history) and not cancelled. */
export function isLineEditable(row: ConstructionRow): boolean {
  return row.statusId !== I.ORIGINAL && row.statusId !== I.CANCELLED;
}

export interface ConstructionColumnsOptions {
  /** The other user's values of cells the user also changed (decision 155), shown beside the user's. */
  readonly conflicts: CellConflicts;
  /** Who made those changes ('Marc'). */
  readonly conflictAuthor: string;
}

/**
 * The construction grid's columns (issue 14; spec 001 §3 Constructed quote item and Quote editable fields): what
 * the line is, read-only, then its sourcing — seller (a seller company), seller unit price, markup and buyer unit
 * price (each of the last two derived from the other, construction-rows.ts), the line prices, seller contacted
 * and inventory available.
 */
export function useConstructionColumns({
  conflicts,
  conflictAuthor,
}: ConstructionColumnsOptions): GridColumn<ConstructionRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();

  return useMemo(() => {
    const describe = (field: EditableField, value: unknown): string => {
      if (value === null || value === undefined) return t('quoteConstruction.notice.empty');
      if (typeof value === 'boolean')
        return t(value ? 'quoteConstruction.notice.yes' : 'quoteConstruction.notice.no');
      if (Array.isArray(value)) return String(value.length);
      if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
      if (typeof value !== 'number') return '';
      if (field === 'statusId') return labels.enumeration(ItemStatus, value);
      if (field === 'markupRate') return `${format.decimal(value)} %`;
      return format.money(value);
    };
    /** The cell's content, with a marker whose tooltip names the other user's value when both changed it. */
    const withConflict = (row: ConstructionRow, field: EditableField, content: ReactNode): ReactNode => {
      const theirs = conflicts.get(String(row.id));
      if (!theirs || !(field in theirs)) return content;
      const text = t('quoteConstruction.notice.conflict', {
        name: conflictAuthor,
        value: describe(field, theirs[field]),
      });
      return <ConflictMarker text={text}>{content}</ConflictMarker>;
    };
    const money = (value: number | null) =>
      value === null || Number.isNaN(value) ? '' : format.money(value);

    const columns: GridColumn<ConstructionRow>[] = [
      {
        key: 'sequenceNumber',
        header: t('quoteConstruction.sequence'),
        width: 64,
        align: 'end',
        render: (row) => row.sequenceNumber,
      },
      {
        key: 'product',
        header: t('quoteConstruction.product'),
        width: 230,
        render: (row) => <span title={row.product}>{row.product}</span>,
      },
      { key: 'size', header: t('quoteConstruction.size'), width: 120, render: (row) => row.size },
      {
        key: 'specs',
        header: t('quoteConstruction.specs'),
        width: 140,
        render: (row) => <span title={row.specs}>{row.specs}</span>,
      },
      {
        key: 'quantity',
        header: t('quoteConstruction.quantity'),
        width: 90,
        align: 'end',
        render: (row) => format.decimal(row.quantity),
      },
      {
        key: 'statusId',
        header: t('quoteConstruction.lineStatus'),
        width: 120,
        render: (row) =>
          withConflict(
            row,
            'statusId',
            <span className="quote-construction__tags">
              <StatusTag enumeration={ItemStatus} statusId={row.statusId} />
              {row.substitute === null ? null : (
                <Tag value={t('quoteConstruction.toSubstitute')} severity="info" />
              )}
            </span>,
          ),
      },
      {
        key: 'sellerCompany',
        field: 'sellerCompany',
        header: t('quoteConstruction.seller'),
        width: 210,
        editor: lookupEditor((text, _row, signal) => searchSellerCompanies(text, signal)),
        isEditable: isLineEditable,
        render: (row) => withConflict(row, 'sellerCompany', row.sellerCompany?.name ?? ''),
      },
      {
        key: 'sellerUnitPrice',
        field: 'sellerUnitPrice',
        header: t('quoteConstruction.sellerUnitPrice'),
        width: 150,
        editor: { kind: 'money' },
        isEditable: isLineEditable,
        validate: (value) => (value !== null && value < 0 ? t('quoteConstruction.required') : null),
        render: (row) => withConflict(row, 'sellerUnitPrice', money(row.sellerUnitPrice)),
      },
      {
        key: 'markupRate',
        field: 'markupRate',
        header: t('quoteConstruction.markupRate'),
        width: 115,
        editor: { kind: 'number', suffix: '%' },
        isEditable: isLineEditable,
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
        header: t('quoteConstruction.buyerUnitPrice'),
        width: 150,
        editor: { kind: 'money' },
        isEditable: isLineEditable,
        render: (row) => withConflict(row, 'buyerUnitPrice', money(row.buyerUnitPrice)),
      },
      {
        key: 'sellerPrice',
        header: t('quoteConstruction.sellerPrice'),
        width: 120,
        align: 'end',
        render: (row) => money(linePrices(row).sellerPrice),
      },
      {
        key: 'buyerPrice',
        header: t('quoteConstruction.buyerPrice'),
        width: 120,
        align: 'end',
        render: (row) => money(linePrices(row).buyerPrice),
      },
      {
        key: 'sellerContacted',
        field: 'sellerContacted',
        header: t('quoteConstruction.sellerContacted'),
        width: 150,
        editor: { kind: 'checkbox' },
        isEditable: isLineEditable,
      },
      {
        key: 'inventoryAvailable',
        field: 'inventoryAvailable',
        header: t('quoteConstruction.inventoryAvailable'),
        width: 170,
        editor: { kind: 'checkbox' },
        isEditable: isLineEditable,
      },
    ];
    return columns;
  }, [t, format, labels, conflicts, conflictAuthor]);
}
