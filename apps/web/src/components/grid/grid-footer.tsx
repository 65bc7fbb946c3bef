import { useTranslation } from 'react-i18next';
import { cellErrorOf } from './grid-cells';
import type { ActiveCell } from './grid-cursor';
import type { BuiltColumn } from './grid-row';
import type { SequencedRow } from './grid-rows';
import type { LineItemRowsModel } from './use-line-item-rows';

export interface GridFooterProps<TRow extends SequencedRow> {
  readonly model: LineItemRowsModel<TRow>;
  readonly columns: readonly BuiltColumn<TRow>[];
  readonly active: ActiveCell;
  /** The index of the active cell's line; -1 in the header. */
  readonly activeIndex: number;
  readonly serverErrors: ReadonlyMap<string, Readonly<Record<string, string>>> | undefined;
  /** The last line command's words ('Line 3 deleted'). */
  readonly announcement: string;
}

/**
 * Under the grid: the line count, the unsaved changes by kind, and the live status — the active cell's error
 * when it has one (the rule's or the server's), else the last line command's words.
 */
export function GridFooter<TRow extends SequencedRow>({
  model,
  columns,
  active,
  activeIndex,
  serverErrors,
  announcement,
}: GridFooterProps<TRow>) {
  const { t } = useTranslation();
  const { entries, changes } = model;
  const activeEntry = entries[activeIndex];
  const activeBuilt = columns[active.col];
  const activeError =
    activeEntry && !activeEntry.isDeleted && activeBuilt?.type === 'data'
      ? cellErrorOf(
          activeBuilt.column,
          activeEntry.current,
          activeBuilt.column.field
            ? serverErrors?.get(activeEntry.key)?.[activeBuilt.column.field]
            : undefined,
          t('grid.notANumber'),
        )
      : null;

  return (
    <div className="line-item-grid__footer">
      <span>{t('grid.lineCount', { count: entries.length })}</span>
      {model.isDirty ? (
        <span className="line-item-grid__unsaved">
          {t('grid.unsaved', {
            inserted: changes.inserted.length,
            edited: changes.edited.length,
            deleted: changes.deleted.length,
          })}
        </span>
      ) : null}
      <span role="status" className="line-item-grid__status">
        {activeError && activeBuilt?.type === 'data'
          ? t('grid.cellError', {
              number: activeIndex + 1,
              column: activeBuilt.column.header,
              message: activeError,
            })
          : announcement}
      </span>
    </div>
  );
}
