import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isSourcingEditable, useConstructionLineColumns } from '../../../../components/construction';
import type { GridColumn } from '../../../../components/grid';
import type { CellConflicts } from '../change-notices';
import type { ConstructionRow } from '../construction-rows';

/** A line whose sourcing may be edited (the construction kit's rule, the same as an order item's). */
export const isLineEditable: (row: ConstructionRow) => boolean = isSourcingEditable;

export interface ConstructionColumnsOptions {
  /** The other user's values of cells the user also changed (decision 155), shown beside the user's. */
  readonly conflicts: CellConflicts;
  /** Who made those changes ('Marc'). */
  readonly conflictAuthor: string;
}

/**
 * The construction grid's columns (issue 14; spec 001 §3 Constructed quote item and Quote editable fields): the
 * construction kit's line columns — what the line is, read-only, then its sourcing and the line prices — ending with
 * inventory available.
 */
export function useConstructionColumns({
  conflicts,
  conflictAuthor,
}: ConstructionColumnsOptions): GridColumn<ConstructionRow>[] {
  const { t } = useTranslation();
  const column = useConstructionLineColumns<ConstructionRow>({
    area: 'quoteConstruction',
    conflicts,
    conflictAuthor,
  });

  return useMemo(
    () => [
      column.sequence(),
      column.product(230),
      column.size(),
      column.specs(140),
      column.quantity(),
      column.status('lineStatus', 120),
      column.seller(),
      // A quote line may be saved without prices (publishing asks for them, decision 150), never below zero.
      column.sellerUnitPrice((value) =>
        value !== null && value < 0 ? t('quoteConstruction.required') : null,
      ),
      column.markupRate(),
      column.buyerUnitPrice(),
      column.sellerPrice(),
      column.buyerPrice(),
      column.checkbox('sellerContacted', 150),
      column.checkbox('inventoryAvailable', 170),
    ],
    [t, column],
  );
}
