import {
  memo,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RowMarker } from '@portal/contracts';
import { iconClass } from '../ui';
import type { Formatters } from '../../lib/i18n-format';
import { cellErrorOf, cellView, editorOf, valueOf } from './grid-cells';
import type { GridEntry, RowMarkerCode, SequencedRow } from './grid-rows';
import type { GridColumn } from './grid-types';

/** The grid's columns as laid out: the built-in selection, marker and actions columns around the caller's. */
export type BuiltColumn<TRow extends SequencedRow> = (
  | { readonly type: 'select'; readonly width: number }
  | { readonly type: 'marker'; readonly width: number }
  | { readonly type: 'actions'; readonly width: number }
  | { readonly type: 'data'; readonly width: number; readonly column: GridColumn<TRow> }
) & {
  /** Frozen (decision 201): the cell's distance from the grid's left edge while it scrolls sideways. */
  readonly stickyLeft?: number;
  /** The last frozen column, which draws the edge the others scroll under. */
  readonly isLastFrozen?: boolean;
};

/** A cell's size and, for a frozen column, its place at the left while the grid scrolls sideways. */
export function cellStyle<TRow extends SequencedRow>(built: BuiltColumn<TRow>): CSSProperties {
  if (built.stickyLeft === undefined) return { width: built.width };
  return {
    width: built.width,
    position: 'sticky',
    left: built.stickyLeft,
    zIndex: 1,
    // The line's own background (selected, marked), so the cells scrolling under it do not show through.
    background: 'inherit',
    ...(built.isLastFrozen ? { borderRight: '1px solid var(--surface-border, #dee2e6)' } : {}),
  };
}

export const ALIGN_CLASS = {
  start: '',
  center: ' line-item-grid__cell--center',
  end: ' line-item-grid__cell--end',
};

function markerLabelKey(
  marker: RowMarkerCode,
): 'grid.markerInserted' | 'grid.markerEdited' | 'grid.markerDeleted' {
  switch (marker) {
    case RowMarker.INSERT:
      return 'grid.markerInserted';
    case RowMarker.EDITED:
      return 'grid.markerEdited';
    case RowMarker.DELETE:
      return 'grid.markerDeleted';
  }
}

export function defaultAlign<TRow extends SequencedRow>(
  column: GridColumn<TRow>,
): 'start' | 'center' | 'end' {
  const kind = editorOf(column)?.kind;
  if (kind === 'number' || kind === 'money') return 'end';
  if (kind === 'checkbox') return 'center';
  return 'start';
}

export interface RowActions<TRow extends SequencedRow> {
  toggleSelected(key: string): void;
  toggleCheckbox(entry: GridEntry<TRow>, col: number): boolean;
  openMenu(rowKey: string, event: MouseEvent): void;
  blurEditor(event: FocusEvent<HTMLDivElement>): void;
}

export interface EditorView {
  readonly isTyped: boolean;
  readonly error: string | null;
  readonly errorId: string;
  readonly node: ReactNode;
}

interface GridRowProps<TRow extends SequencedRow> {
  readonly entry: GridEntry<TRow>;
  readonly index: number;
  readonly rowHeight: number;
  readonly columns: readonly BuiltColumn<TRow>[];
  readonly isSelected: boolean;
  readonly isSelectable: boolean;
  readonly isEditable: boolean;
  readonly isManageable: boolean;
  readonly activeCol: number | null;
  readonly editingCol: number | null;
  readonly editor: EditorView | null;
  readonly serverErrors: Readonly<Record<string, string>> | undefined;
  readonly format: Formatters;
  readonly idPrefix: string;
  readonly actionsRef: RefObject<RowActions<TRow>>;
}

/**
 * One line. Memoised: an edit, a scroll or a focus move re-renders only the lines whose props changed, which is
 * what keeps typing smooth with 1,000 lines in the working copy.
 */
export const GridRow = memo(function GridRow<TRow extends SequencedRow>({
  entry,
  index,
  rowHeight,
  columns,
  isSelected,
  isSelectable,
  isEditable,
  isManageable,
  activeCol,
  editingCol,
  editor,
  serverErrors,
  format,
  idPrefix,
  actionsRef,
}: GridRowProps<TRow>) {
  const { t } = useTranslation();
  const number = index + 1;
  const rowClass = [
    'line-item-grid__row',
    entry.isDeleted ? 'line-item-grid__row--deleted' : '',
    isSelected ? 'line-item-grid__row--selected' : '',
    entry.marker ? `line-item-grid__row--marked-${entry.marker}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelectable ? isSelected : undefined}
      data-grid-row={entry.key}
      className={rowClass}
      style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
    >
      {columns.map((built, col) => {
        const isActive = activeCol === col;
        const common = {
          role: 'gridcell',
          'data-grid-col': col,
          'aria-colindex': col + 1,
          tabIndex: isActive ? 0 : -1,
          style: cellStyle(built),
        };
        switch (built.type) {
          case 'select':
            return (
              <div key="select" {...common} className="line-item-grid__cell line-item-grid__cell--center">
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-label={t('grid.selectLine', { number })}
                  checked={isSelected}
                  onChange={() => actionsRef.current.toggleSelected(entry.key)}
                />
              </div>
            );
          case 'marker':
            return (
              <div key="marker" {...common} className="line-item-grid__cell line-item-grid__cell--center">
                {entry.marker ? (
                  <>
                    <span
                      aria-hidden="true"
                      className={`line-item-grid__marker line-item-grid__marker--${entry.marker}`}
                    >
                      {entry.marker}
                    </span>
                    <span className="visually-hidden">{t(markerLabelKey(entry.marker))}</span>
                  </>
                ) : null}
              </div>
            );
          case 'actions':
            return (
              <div key="actions" {...common} className="line-item-grid__cell line-item-grid__cell--center">
                {isManageable ? (
                  // A plain button styled by line-item-grid.css: one per line in view, mounted and unmounted as the
                  // lines scroll, so it carries none of the kit button's runtime (tooltip, ripple).
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={t('grid.lineActions', { number })}
                    aria-haspopup="menu"
                    className="line-item-grid__row-menu"
                    onClick={(event) => actionsRef.current.openMenu(entry.key, event)}
                  >
                    <span aria-hidden="true" className={iconClass('more')} />
                  </button>
                ) : null}
              </div>
            );
          case 'data': {
            const { column } = built;
            const align = ALIGN_CLASS[column.align ?? defaultAlign(column)];
            if (editingCol === col && editor) {
              return (
                <div
                  key={column.key}
                  {...common}
                  tabIndex={-1}
                  className={`line-item-grid__cell line-item-grid__cell--editing${align}`}
                  onBlur={(event) => actionsRef.current.blurEditor(event)}
                >
                  <EditorFocus isTyped={editor.isTyped}>{editor.node}</EditorFocus>
                  {editor.error ? (
                    <span id={editor.errorId} className="visually-hidden">
                      {editor.error}
                    </span>
                  ) : null}
                </div>
              );
            }
            const error = entry.isDeleted
              ? null
              : cellErrorOf(
                  column,
                  entry.current,
                  column.field ? serverErrors?.[column.field] : undefined,
                  t('grid.notANumber'),
                );
            const errorId = `${idPrefix}-error-${entry.key}-${col}`;
            const kind = editorOf(column)?.kind;
            const isCellEditable =
              isEditable && kind !== undefined && (column.isEditable?.(entry.current) ?? true);
            const content =
              kind === 'checkbox' && !column.render ? (
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-label={t('grid.cellLabel', { column: column.header, number })}
                  checked={Boolean(valueOf(column, entry.current))}
                  disabled={!isCellEditable}
                  onChange={() => actionsRef.current.toggleCheckbox(entry, col)}
                />
              ) : (
                <span className="line-item-grid__value">
                  {cellView({
                    column,
                    row: entry.current,
                    format,
                    yesLabel: t('common.yes'),
                    noLabel: t('common.no'),
                  })}
                </span>
              );
            return (
              <div
                key={column.key}
                {...common}
                aria-readonly={!isCellEditable}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                title={error ?? undefined}
                className={`line-item-grid__cell${align}${error ? ' line-item-grid__cell--invalid' : ''}`}
              >
                {content}
                {error ? (
                  <>
                    <span aria-hidden="true" className={`${iconClass('error')} line-item-grid__error-icon`} />
                    <span id={errorId} className="visually-hidden">
                      {error}
                    </span>
                  </>
                ) : null}
              </div>
            );
          }
        }
      })}
    </div>
  );
}) as <TRow extends SequencedRow>(props: GridRowProps<TRow>) => ReactNode;

/** Focuses the editor's first control when it opens: all its text selected, or the caret after a typed key. */
function EditorFocus({ isTyped, children }: { readonly isTyped: boolean; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const control = ref.current?.querySelector<HTMLElement>('input, select, textarea, [tabindex]');
    if (!control) return;
    if (document.activeElement !== control) control.focus({ preventScroll: true });
    if (control instanceof HTMLInputElement && control.type === 'text') {
      const end = control.value.length;
      if (isTyped) control.setSelectionRange(end, end);
      else control.select();
    }
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} className="line-item-grid__editor">
      {children}
    </div>
  );
}
