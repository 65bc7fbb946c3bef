import { useCallback, useMemo } from 'react';
import type { LineItemRowsModel, RowField } from '../../../../components/grid';
import { withDerivedPrices, type ConstructionRow, type EditableField } from '../construction-rows';
import { pageOf, type LinePage } from './line-pager';

/**
 * The lines model as the construction grid sees it: one page of the lines in sequence order, and a cell set by
 * the user carrying its derived price with it — the markup and the buyer unit price follow each other
 * (construction-rows.ts `withDerivedPrices`, decision 148).
 */
export function usePagedPricingModel(
  model: LineItemRowsModel<ConstructionRow>,
  view: LinePage,
): LineItemRowsModel<ConstructionRow> {
  const editField = useCallback(
    <TField extends RowField<ConstructionRow>>(
      key: string,
      field: TField,
      value: ConstructionRow[TField],
    ) => {
      if (field === 'sellerUnitPrice' || field === 'markupRate' || field === 'buyerUnitPrice') {
        model.updateRows([key], (row) => withDerivedPrices(row, field as EditableField, value as never));
      } else {
        model.editField(key, field, value);
      }
    },
    [model],
  );
  return useMemo(
    () => ({ ...model, entries: pageOf(model.entries, view), editField }),
    [model, view, editField],
  );
}
