import type { ReactNode } from 'react';
import { InputText, NumberInput } from '../ui';
import type { Formatters } from '../../lib/i18n-format';
import { isSameValue, type GridEntry, type SequencedRow } from './grid-rows';
import type { GridColumn, GridEditor, GridEditorProps, GridSelectOption } from './grid-types';

type AnyEditor<TRow extends SequencedRow> = GridEditor<TRow, unknown>;

export function fieldOf<TRow extends SequencedRow>(column: GridColumn<TRow>): (keyof TRow & string) | null {
  return column.field ?? null;
}

export function editorOf<TRow extends SequencedRow>(column: GridColumn<TRow>): AnyEditor<TRow> | null {
  return (column.editor as AnyEditor<TRow> | undefined) ?? null;
}

export function valueOf<TRow extends SequencedRow>(column: GridColumn<TRow>, row: TRow): unknown {
  const field = fieldOf(column);
  return field === null ? undefined : row[field];
}

function optionsOf<TRow extends SequencedRow>(
  editor: Extract<AnyEditor<TRow>, { kind: 'select' }>,
  row: TRow,
): readonly GridSelectOption<unknown>[] {
  return typeof editor.options === 'function' ? editor.options(row) : editor.options;
}

function optionIndexOf<TRow extends SequencedRow>(
  editor: Extract<AnyEditor<TRow>, { kind: 'select' }>,
  row: TRow,
  value: unknown,
): number {
  const keyOf = editor.getOptionKey ?? ((option: unknown) => option);
  const wanted = value === null || value === undefined ? value : keyOf(value);
  return optionsOf(editor, row).findIndex((option) =>
    isSameValue(
      option.value === null || option.value === undefined ? option.value : keyOf(option.value),
      wanted,
    ),
  );
}

/** The error a cell shows: the server's word for the field first, then the column's rule, then an unreadable number. */
export function cellErrorOf<TRow extends SequencedRow>(
  column: GridColumn<TRow>,
  row: TRow,
  serverError: string | undefined,
  notANumber: string,
): string | null {
  if (serverError) return serverError;
  const field = fieldOf(column);
  if (field === null) return null;
  const value = row[field];
  const validate = column.validate as ((value: unknown, row: TRow) => string | null | undefined) | undefined;
  const message = validate?.(value, row);
  if (message) return message;
  const kind = editorOf(column)?.kind;
  if ((kind === 'number' || kind === 'money') && typeof value === 'number' && Number.isNaN(value))
    return notANumber;
  return null;
}

export interface CellError {
  readonly key: string;
  readonly columnKey: string;
  readonly message: string;
}

/**
 * Every invalid cell of the lines kept (deleted lines go whatever they hold), for a workspace that holds its
 * Save until they are fixed: `findCellErrors(model.entries, columns, t('grid.notANumber'))`.
 */
export function findCellErrors<TRow extends SequencedRow>(
  entries: readonly GridEntry<TRow>[],
  columns: readonly GridColumn<TRow>[],
  notANumber: string,
): CellError[] {
  const errors: CellError[] = [];
  for (const entry of entries) {
    if (entry.isDeleted) continue;
    for (const column of columns) {
      const message = cellErrorOf(column, entry.current, undefined, notANumber);
      if (message) errors.push({ key: entry.key, columnKey: column.key, message });
    }
  }
  return errors;
}

export interface CellViewProps<TRow extends SequencedRow> {
  readonly column: GridColumn<TRow>;
  readonly row: TRow;
  readonly format: Formatters;
  readonly yesLabel: string;
  readonly noLabel: string;
}

/** The read-only view of a cell: the column's own renderer, or the value formatted by its editor kind. */
export function cellView<TRow extends SequencedRow>({
  column,
  row,
  format,
  yesLabel,
  noLabel,
}: CellViewProps<TRow>): ReactNode {
  if (column.render) return column.render(row);
  const value = valueOf(column, row);
  const editor = editorOf(column);
  switch (editor?.kind) {
    case 'money':
      return typeof value === 'number' && Number.isNaN(value) ? '' : format.money(value as number | null);
    case 'number':
      return format.decimal(value as number | null);
    case 'checkbox':
      return value ? yesLabel : noLabel;
    case 'select': {
      const index = optionIndexOf(editor, row, value);
      return index < 0 ? '' : (optionsOf(editor, row)[index]?.label ?? '');
    }
    case 'text':
    case 'custom':
    case undefined:
      return textOf(value);
  }
}

/** The text of a plain value; a picked record ({id, name}) shows its name. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value !== null && typeof value === 'object' && 'name' in value && typeof value.name === 'string') {
    return value.name;
  }
  return '';
}

export interface CellEditorProps<TRow extends SequencedRow> extends GridEditorProps<TRow, unknown> {
  readonly editor: AnyEditor<TRow>;
}

/** The editor of a cell being edited: the kit's inputs for the built-in kinds, the column's own for `custom`. */
export function CellEditor<TRow extends SequencedRow>({ editor, ...props }: CellEditorProps<TRow>) {
  const { value, row, onChange, inputProps } = props;
  switch (editor.kind) {
    case 'text':
      return (
        <InputText
          {...inputProps}
          className="line-item-grid__input"
          maxLength={editor.maxLength}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...inputProps}
          className="line-item-grid__input line-item-grid__input--number"
          suffix={editor.kind === 'number' ? editor.suffix : undefined}
          value={value as number | null}
          onValueChange={onChange}
        />
      );
    case 'select': {
      const options = optionsOf(editor, row);
      const index = optionIndexOf(editor, row, value);
      return (
        <select
          {...inputProps}
          className="line-item-grid__input line-item-grid__select"
          value={index < 0 ? '' : String(index)}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : options[Number(event.target.value)]?.value)
          }
        >
          {index < 0 ? <option value="" /> : null}
          {options.map((option, optionIndex) => (
            <option key={`${optionIndex}:${option.label}`} value={String(optionIndex)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'custom':
      return editor.render(props);
    case 'checkbox':
      // A checkbox is toggled in place, never opened as an editor.
      return null;
  }
}
