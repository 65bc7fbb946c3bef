import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyType, ItemStatus } from '@portal/contracts';
import { lookupEditor, type GridColumn, type GridFieldColumn, type PickedRecord } from '../grid';
import { StatusTag } from '../status';
import { Tag } from '../ui';
import { useFormat } from '../../lib/i18n-format';
import { useLabels } from '../../lib/i18n-labels';
import { searchCompanies } from '../../lib/reference-data';
import { ConflictMarker } from './change-notice-banner';
import { isSourcingEditable, linePrices, type ConstructionLine } from './priced-lines';

export interface ConstructionLineColumnsOptions<TRow extends ConstructionLine<unknown>> {
  /**
   * The workspace's dictionary area holding the column headers and the conflict words (`quoteConstruction`,
   * `orderConstruction`): `<area>.sequence`, `<area>.product`… and `<area>.notice.conflict`.
   */
  readonly area: string;
  /** The other user's values of cells the user also changed (decision 155), shown beside the user's. */
  readonly conflicts: ReadonlyMap<string, Readonly<Partial<TRow>>>;
  /** Who made those changes ('Marc'). */
  readonly conflictAuthor: string;
}

/** The columns both construction grids show, each built with what differs between them (width, header, check). */
export interface ConstructionLineColumns<TRow extends ConstructionLine<unknown>> {
  readonly sequence: () => GridColumn<TRow>;
  readonly product: (width: number) => GridColumn<TRow>;
  readonly size: () => GridColumn<TRow>;
  readonly specs: (width: number) => GridColumn<TRow>;
  readonly quantity: () => GridColumn<TRow>;
  /** The status with a 'substituted on save' tag; `headerKey` is the area's word (line status, item status). */
  readonly status: (headerKey: string, width: number) => GridColumn<TRow>;
  readonly seller: (validate?: (value: PickedRecord | null) => string | null) => GridColumn<TRow>;
  readonly sellerUnitPrice: (validate?: (value: number | null) => string | null) => GridColumn<TRow>;
  readonly markupRate: () => GridColumn<TRow>;
  readonly buyerUnitPrice: () => GridColumn<TRow>;
  readonly sellerPrice: () => GridColumn<TRow>;
  readonly buyerPrice: () => GridColumn<TRow>;
  /** A yes/no of the line's sourcing edited in place (seller contacted, inventory available or secured). */
  readonly checkbox: (field: keyof TRow & string, width: number) => GridColumn<TRow>;
}

/**
 * One field column of a line whose type the kit only knows by its shared fields. The grid's column type is a
 * union over the row's own fields, which TypeScript cannot resolve for a row type still generic here; each
 * workspace's concrete row makes it one of that union again.
 */
function fieldColumn<TRow extends ConstructionLine<unknown>, TField extends keyof TRow & string>(
  column: GridFieldColumn<TRow, TField>,
): GridColumn<TRow> {
  return column as unknown as GridColumn<TRow>;
}

/**
 * The column builders of the quote and the order construction grids (spec 001 §3 Constructed quote item and
 * Constructed order item, Quote and Order editable fields): what the line is, read-only, then its sourcing — the
 * seller (a seller company), the seller unit price, markup and buyer unit price (each of the last two derived from
 * the other, `derivePrices`), the line prices and the yes/no cells. A cell the other user also changed carries a
 * marker naming their value (decision 155). Each workspace lays them out with its own columns between them.
 */
export function useConstructionLineColumns<TRow extends ConstructionLine<unknown>>({
  area,
  conflicts,
  conflictAuthor,
}: ConstructionLineColumnsOptions<TRow>): ConstructionLineColumns<TRow> {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();

  return useMemo(() => {
    const describe = (field: string, value: unknown): string => {
      if (value === null || value === undefined) return t(`${area}.notice.empty`);
      if (typeof value === 'boolean') return t(value ? `${area}.notice.yes` : `${area}.notice.no`);
      if (Array.isArray(value)) return String(value.length);
      if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
      if (typeof value !== 'number') return '';
      if (field === 'statusId') return labels.enumeration(ItemStatus, value);
      if (field === 'markupRate') return `${format.decimal(value)} %`;
      return format.money(value);
    };
    /** The cell's content, with a marker whose tooltip names the other user's value when both changed it. */
    const withConflict = (row: TRow, field: keyof TRow & string, content: ReactNode): ReactNode => {
      const theirs = conflicts.get(String(row.id));
      if (!theirs || !(field in theirs)) return content;
      const text = t(`${area}.notice.conflict`, {
        name: conflictAuthor,
        value: describe(field, theirs[field]),
      });
      return <ConflictMarker text={text}>{content}</ConflictMarker>;
    };
    const money = (value: number | null) =>
      value === null || Number.isNaN(value) ? '' : format.money(value);
    const header = (word: string) => t(`${area}.${word}`);
    /** A unit price typed in money (the seller's or the buyer's: each derives the markup, `derivePrices`). */
    const unitPrice = (
      field: 'sellerUnitPrice' | 'buyerUnitPrice',
      validate?: (value: number | null) => string | null,
    ) =>
      fieldColumn<TRow, typeof field>({
        key: field,
        field,
        header: header(field),
        width: 150,
        editor: { kind: 'money' },
        isEditable: isSourcingEditable,
        ...(validate ? { validate: (value) => validate(value) } : {}),
        render: (row) => withConflict(row, field, money(row[field])),
      });
    /** A line price (quantity × unit price, decision 148), computed as the user types. */
    const linePrice = (field: 'sellerPrice' | 'buyerPrice'): GridColumn<TRow> => ({
      key: field,
      header: header(field),
      width: 120,
      align: 'end',
      render: (row) => money(linePrices(row)[field]),
    });

    return {
      sequence: () => ({
        key: 'sequenceNumber',
        header: header('sequence'),
        width: 64,
        align: 'end',
        render: (row) => row.sequenceNumber,
      }),
      product: (width) => ({
        key: 'product',
        header: header('product'),
        width,
        // Decision 201: the product stays in view while the grid scrolls sideways (a small screen, many columns).
        frozen: true,
        render: (row) => <span title={row.product}>{row.product}</span>,
      }),
      size: () => ({ key: 'size', header: header('size'), width: 120, render: (row) => row.size }),
      specs: (width) => ({
        key: 'specs',
        header: header('specs'),
        width,
        render: (row) => <span title={row.specs}>{row.specs}</span>,
      }),
      quantity: () => ({
        key: 'quantity',
        header: header('quantity'),
        width: 90,
        align: 'end',
        render: (row) => format.decimal(row.quantity),
      }),
      status: (headerKey, width) => ({
        key: 'statusId',
        header: header(headerKey),
        width,
        render: (row) =>
          withConflict(
            row,
            'statusId',
            <span className="construction-kit__tags">
              <StatusTag enumeration={ItemStatus} statusId={row.statusId} />
              {row.substitute === null ? null : <Tag value={header('toSubstitute')} severity="info" />}
            </span>,
          ),
      }),
      seller: (validate) =>
        fieldColumn<TRow, 'sellerCompany'>({
          key: 'sellerCompany',
          field: 'sellerCompany',
          header: header('seller'),
          width: 210,
          // spec 001 §7 companiesByTypeId/{id}: seller companies (type 2) whose name or city has the text.
          editor: lookupEditor((text, _row, signal) =>
            searchCompanies(text, { signal, companyTypeId: CompanyType.ids.SELLER }),
          ),
          isEditable: isSourcingEditable,
          ...(validate ? { validate: (value) => validate(value) } : {}),
          render: (row) => withConflict(row, 'sellerCompany', row.sellerCompany?.name ?? ''),
        }),
      sellerUnitPrice: (validate) => unitPrice('sellerUnitPrice', validate),
      markupRate: () =>
        fieldColumn<TRow, 'markupRate'>({
          key: 'markupRate',
          field: 'markupRate',
          header: header('markupRate'),
          width: 115,
          editor: { kind: 'number', suffix: '%' },
          isEditable: isSourcingEditable,
          render: (row) =>
            withConflict(
              row,
              'markupRate',
              row.markupRate === null || Number.isNaN(row.markupRate) ? '' : format.decimal(row.markupRate),
            ),
        }),
      buyerUnitPrice: () => unitPrice('buyerUnitPrice'),
      sellerPrice: () => linePrice('sellerPrice'),
      buyerPrice: () => linePrice('buyerPrice'),
      checkbox: (field, width) =>
        fieldColumn<TRow, typeof field>({
          key: field,
          field,
          header: header(field),
          width,
          editor: { kind: 'checkbox' },
          isEditable: isSourcingEditable,
        }),
    };
  }, [t, format, labels, area, conflicts, conflictAuthor]);
}
