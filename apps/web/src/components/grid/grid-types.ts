import type { ReactNode } from 'react';
import type { IconName } from '../ui';
import type { GridEntry, RowField, SequencedRow } from './grid-rows';
import type { LineItemRowsModel } from './use-line-item-rows';

export interface GridSelectOption<TValue> {
  readonly value: TValue;
  readonly label: string;
}

/** What a cell's editor is given: the draft value and the ways to end the edit. */
export interface GridEditorProps<TRow extends SequencedRow, TValue> {
  readonly value: TValue;
  readonly row: TRow;
  /** Changes the draft (the line is changed only on commit). */
  readonly onChange: (value: TValue) => void;
  /** Ends the edit keeping a value (the draft when none is given): a picker calls it on selection. */
  readonly onCommit: (value?: TValue) => void;
  /** Ends the edit, discarding the draft. */
  readonly onCancel: () => void;
  /** Spread on the editor's input: id, accessible name, invalid state and error, focus on open. */
  readonly inputProps: {
    readonly id: string;
    readonly 'aria-label': string;
    readonly 'aria-invalid': boolean;
    readonly 'aria-describedby': string | undefined;
    readonly autoFocus: true;
  };
}

/**
 * The editor of a column. Built-in kinds use the kit's inputs (text, NumberInput for numbers and money, a
 * select, a checkbox toggled in place); `custom` renders anything (a company or product picker). A picker that
 * uses Enter, Escape or Tab itself calls `event.preventDefault()` on them: the grid ignores prevented keys.
 */
export type GridEditor<TRow extends SequencedRow, TValue> =
  | { readonly kind: 'text'; readonly maxLength?: number }
  | { readonly kind: 'number'; readonly suffix?: string }
  | { readonly kind: 'money' }
  | {
      readonly kind: 'select';
      readonly options:
        readonly GridSelectOption<TValue>[] | ((row: TRow) => readonly GridSelectOption<TValue>[]);
      /** Same option for object values ({id, name}); by identity, then by content, when not given. */
      readonly getOptionKey?: (value: TValue) => string | number;
    }
  | { readonly kind: 'checkbox' }
  | {
      readonly kind: 'custom';
      readonly render: (props: GridEditorProps<TRow, TValue>) => ReactNode;
      /** Commit when the focus leaves the cell (default false: a picker's overlay lives outside the cell). */
      readonly commitOnBlur?: boolean;
    };

export type GridAlign = 'start' | 'center' | 'end';

interface GridColumnBase<TRow extends SequencedRow> {
  /** Unique among the columns; the field's name for a field column. */
  readonly key: string;
  readonly header: string;
  /** Width in pixels (the grid scrolls sideways past the sum; the marker and actions columns stay narrow). */
  readonly width: number;
  readonly align?: GridAlign;
  /**
   * Stays in view while the grid scrolls sideways, with every column before it (the product, so a line is known
   * on a small screen; decision 201).
   */
  readonly frozen?: boolean;
  /** Whether this cell of this line may be edited (a line already sourced, a processed record…). */
  readonly isEditable?: (row: TRow) => boolean;
}

/** A column showing and possibly editing one field of the line. */
export interface GridFieldColumn<
  TRow extends SequencedRow,
  TField extends RowField<TRow>,
> extends GridColumnBase<TRow> {
  readonly field: TField;
  /** The read-only view; by default the value formatted by the editor kind (money '1,234.50', option label…). */
  readonly render?: (row: TRow) => ReactNode;
  /** No editor: the column is read-only. */
  readonly editor?: GridEditor<TRow, TRow[TField]>;
  /** The error to show on the cell for this value, or nothing when it is valid. */
  readonly validate?: (value: TRow[TField], row: TRow) => string | null | undefined;
}

/** A column computed from the line (a price = quantity × unit price), never edited. */
export interface GridComputedColumn<TRow extends SequencedRow> extends GridColumnBase<TRow> {
  readonly field?: undefined;
  readonly render: (row: TRow) => ReactNode;
  readonly editor?: undefined;
  readonly validate?: undefined;
}

/** One column of the grid: any field of the line with its own value type, or a computed one. */
export type GridColumn<TRow extends SequencedRow> =
  { [TField in RowField<TRow>]: GridFieldColumn<TRow, TField> }[RowField<TRow>] | GridComputedColumn<TRow>;

export interface GridBulkActionContext<TRow extends SequencedRow> {
  /** The selected lines in display order. */
  readonly entries: readonly GridEntry<TRow>[];
  readonly keys: readonly string[];
  readonly model: LineItemRowsModel<TRow>;
}

/** An action on the selected lines, shown in the bar above the grid while lines are selected. */
export interface GridBulkAction<TRow extends SequencedRow> {
  readonly id: string;
  readonly label: string;
  /** An icon by meaning (components/ui/icons.ts). */
  readonly icon?: IconName;
  /** Asked first (spec 001 §8 'bulk delete lines'); the action runs on Yes. */
  readonly confirmation?: { readonly header: string; readonly message: string };
  readonly isEnabled?: (entries: readonly GridEntry<TRow>[]) => boolean;
  /** Keep the selection after the action (by default it is cleared). */
  readonly keepsSelection?: boolean;
  readonly run: (context: GridBulkActionContext<TRow>) => void;
}
