import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, iconClass, useConfirm } from '../ui';
import type { GridEntry, SequencedRow } from './grid-rows';
import type { GridBulkAction } from './grid-types';
import type { LineItemRowsModel } from './use-line-item-rows';

export interface GridToolbarProps<TRow extends SequencedRow> {
  readonly model: LineItemRowsModel<TRow>;
  /** Add Line is offered (the model may insert and the grid is not read-only). */
  readonly canAddLine: boolean;
  readonly onAddLine: () => void;
  readonly isSelectable: boolean;
  readonly bulkActions: readonly GridBulkAction<TRow>[];
  readonly selectedEntries: readonly GridEntry<TRow>[];
  readonly toolbarEnd?: ReactNode;
}

/**
 * Above the grid: Add Line, the bulk actions on the selected lines (each confirmed first when it asks to be)
 * with their count and Clear Selection, and the workspace's own controls at the end.
 */
export function GridToolbar<TRow extends SequencedRow>({
  model,
  canAddLine,
  onAddLine,
  isSelectable,
  bulkActions,
  selectedEntries,
  toolbarEnd,
}: GridToolbarProps<TRow>) {
  const { t } = useTranslation();
  const confirm = useConfirm();

  const runBulkAction = (action: GridBulkAction<TRow>) => {
    const run = () => {
      action.run({ entries: selectedEntries, keys: selectedEntries.map((entry) => entry.key), model });
      if (!action.keepsSelection) model.setSelected([]);
    };
    if (action.confirmation) {
      confirm({
        header: action.confirmation.header,
        message: action.confirmation.message,
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: run,
      });
    } else run();
  };

  return (
    <div className="line-item-grid__toolbar">
      {canAddLine ? (
        <Button
          type="button"
          icon={iconClass('add')}
          label={t('grid.addLine')}
          outlined
          size="small"
          onClick={onAddLine}
        />
      ) : null}
      {isSelectable && selectedEntries.length > 0 ? (
        <div role="group" aria-label={t('grid.bulkActions')} className="line-item-grid__bulk">
          <span className="line-item-grid__bulk-count">
            {t('grid.selectedCount', { count: selectedEntries.length })}
          </span>
          {bulkActions.map((action) => (
            <Button
              key={action.id}
              type="button"
              icon={action.icon ? iconClass(action.icon) : undefined}
              label={action.label}
              size="small"
              outlined
              disabled={action.isEnabled ? !action.isEnabled(selectedEntries) : false}
              onClick={() => runBulkAction(action)}
            />
          ))}
          <Button
            type="button"
            label={t('grid.clearSelection')}
            size="small"
            text
            onClick={() => model.setSelected([])}
          />
        </div>
      ) : null}
      {toolbarEnd ? <div className="line-item-grid__toolbar-end">{toolbarEnd}</div> : null}
    </div>
  );
}
