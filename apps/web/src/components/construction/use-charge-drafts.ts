import { useMemo } from 'react';
import { useLineItemRows, type LineItemRowsModel } from '../grid';
import {
  blankDiscount,
  blankTransportCost,
  discountDraftsOf,
  transportDraftsOf,
  type DiscountDraft,
  type SavedCharges,
  type TransportCostDraft,
} from './charges';

export interface ChargeDrafts {
  readonly discounts: LineItemRowsModel<DiscountDraft>;
  readonly transport: LineItemRowsModel<TransportCostDraft>;
}

/**
 * A workspace's discounts and transport costs as their panels edit them (quote and order construction alike):
 * drafts of the saved record's lists, a blank row on Add Line, and both reset when another record is opened.
 */
export function useChargeDrafts(base: SavedCharges & { readonly id: number }): ChargeDrafts {
  const discountRows = useMemo(() => discountDraftsOf(base), [base]);
  const discounts = useLineItemRows<DiscountDraft>({
    rows: discountRows,
    getRowKey: (row) => row.rowKey,
    resetKey: base.id,
    createRow: blankDiscount,
  });
  const transportRows = useMemo(() => transportDraftsOf(base), [base]);
  const transport = useLineItemRows<TransportCostDraft>({
    rows: transportRows,
    getRowKey: (row) => row.rowKey,
    resetKey: base.id,
    createRow: blankTransportCost,
  });
  return { discounts, transport };
}
