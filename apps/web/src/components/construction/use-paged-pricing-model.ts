import { useCallback, useMemo } from 'react';
import type { LineItemRowsModel, RowField, SequencedRow } from '../grid';
import { pageOf, type LinePage } from './line-pager';
import { derivePrices, isPriceField, type PricedLine } from './priced-lines';

/**
 * The lines model as a construction grid sees it: one page of the lines in sequence order, and a price cell set
 * by the user carrying its derived price with it — the markup and the buyer unit price follow each other
 * (`derivePrices`, decision 148).
 */
export function usePagedPricingModel<TRow extends SequencedRow & PricedLine>(
  model: LineItemRowsModel<TRow>,
  view: LinePage,
): LineItemRowsModel<TRow> {
  const editField = useCallback(
    <TField extends RowField<TRow>>(key: string, field: TField, value: TRow[TField]) => {
      if (isPriceField(field)) {
        model.updateRows([key], (row) => derivePrices(row, field, value as number | null));
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
