import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, iconClass } from '../ui';
import { useClickOutside } from '../../lib/use-click-outside';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import { visibleColumns, type ListColumn } from './list-table';

/**
 * Which columns a list shows (issue 12: a saved view keeps its columns). The choice is the URL's `columns`
 * parameter; 'Default Columns' removes it. At least one column always stays.
 */
export function ColumnChooser<TRow, TQuery extends ListQueryCore>({
  state,
  columns,
}: {
  readonly state: UrlTableState<TQuery>;
  readonly columns: readonly ListColumn<TRow>[];
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useClickOutside(rootRef, () => setOpen(false), isOpen);
  const shown = visibleColumns(columns, state.columns).map((column) => column.key);

  const toggle = (key: string, isShown: boolean) => {
    const next = columns
      .map((column) => column.key)
      .filter((candidate) => (candidate === key ? isShown : shown.includes(candidate)));
    if (next.length > 0) state.setColumns(next);
  };

  return (
    <div
      className="column-chooser-root"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Button
        type="button"
        label={t('table.columns')}
        icon={iconClass('columns')}
        text
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      />
      {isOpen ? (
        <div
          id={panelId}
          className="column-chooser surface-panel"
          role="group"
          aria-label={t('table.columns')}
        >
          {columns.map((column) => {
            const isShown = shown.includes(column.key);
            return (
              <label key={column.key}>
                <input
                  type="checkbox"
                  checked={isShown}
                  disabled={isShown && shown.length === 1}
                  onChange={(event) => toggle(column.key, event.target.checked)}
                />
                {column.header}
              </label>
            );
          })}
          <Button
            type="button"
            label={t('table.defaultColumns')}
            text
            size="small"
            disabled={state.columns === null}
            onClick={() => state.setColumns(null)}
          />
        </div>
      ) : null}
    </div>
  );
}
