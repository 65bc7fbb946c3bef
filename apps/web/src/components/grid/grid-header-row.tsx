import { useTranslation } from 'react-i18next';
import { HEADER_ROW } from './grid-cursor';
import { ALIGN_CLASS, cellStyle, defaultAlign, type BuiltColumn } from './grid-row';
import type { SequencedRow } from './grid-rows';

export interface GridHeaderRowProps<TRow extends SequencedRow> {
  readonly columns: readonly BuiltColumn<TRow>[];
  /** The header cell holding the grid's tab stop, if the active cell is in the header. */
  readonly activeCol: number | null;
  readonly rowHeight: number;
  readonly lineCount: number;
  readonly selectedCount: number;
  /** Selects every line, or none when all are. */
  readonly onToggleAll: () => void;
}

/** The grid's header row: the select-all box, the marker and actions columns' hidden names, the column headers. */
export function GridHeaderRow<TRow extends SequencedRow>({
  columns,
  activeCol,
  rowHeight,
  lineCount,
  selectedCount,
  onToggleAll,
}: GridHeaderRowProps<TRow>) {
  const { t } = useTranslation();
  const headerCells = columns.map((built, col) => {
    const common = {
      role: 'columnheader',
      'data-grid-col': col,
      'aria-colindex': col + 1,
      tabIndex: activeCol === col ? 0 : -1,
      style: cellStyle(built),
    };
    switch (built.type) {
      case 'select': {
        const allSelected = lineCount > 0 && selectedCount === lineCount;
        return (
          <div key="select" {...common} className="line-item-grid__cell line-item-grid__cell--center">
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={t('grid.selectAll')}
              checked={allSelected}
              ref={(element) => {
                if (element) element.indeterminate = selectedCount > 0 && !allSelected;
              }}
              onChange={onToggleAll}
              disabled={lineCount === 0}
            />
          </div>
        );
      }
      case 'marker':
        return (
          <div key="marker" {...common} className="line-item-grid__cell line-item-grid__cell--center">
            <span className="visually-hidden">{t('grid.markerColumn')}</span>
          </div>
        );
      case 'actions':
        return (
          <div key="actions" {...common} className="line-item-grid__cell">
            <span className="visually-hidden">{t('grid.actionsColumn')}</span>
          </div>
        );
      case 'data':
        return (
          <div
            key={built.column.key}
            {...common}
            className={`line-item-grid__cell${ALIGN_CLASS[built.column.align ?? defaultAlign(built.column)]}`}
          >
            {built.column.header}
          </div>
        );
    }
  });

  return (
    <div role="rowgroup" className="line-item-grid__head">
      <div
        role="row"
        aria-rowindex={1}
        data-grid-row={HEADER_ROW}
        className="line-item-grid__row line-item-grid__row--header"
        style={{ height: rowHeight }}
      >
        {headerCells}
      </div>
    </div>
  );
}
