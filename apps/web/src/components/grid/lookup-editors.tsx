import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@portal/contracts';
import { pickerOptionItem } from '../form/pickers';
import { useLatestSuggestions } from '../form/use-latest-suggestions';
import { AUTO_COMPLETE_INLINE_CLASS, AutoComplete } from '../ui';
import type { SequencedRow } from './grid-rows';
import type { GridEditor, GridEditorProps } from './grid-types';

/** A record a cell holds: its id and the name it shows. */
export interface PickedRecord {
  readonly id: number;
  readonly name: string;
}

/** A suggestion: the record, and what tells two namesakes apart. */
export interface LookupSuggestion extends PickedRecord {
  readonly detail?: string | null | undefined;
}

/** Asks the server for the records matching the typed text, for this line (a size of the line's product…). */
export type LookupSearch<TRow> = (
  text: string,
  row: TRow,
  signal: AbortSignal,
) => Promise<readonly LookupSuggestion[]>;

function isPicked(value: unknown): value is PickedRecord {
  return value !== null && typeof value === 'object' && 'id' in value && 'name' in value;
}

/** The form kit's latest-answer search, asked for this line (a size of the line's own product…). */
function useLineSuggestions<TRow>(search: LookupSearch<TRow>, row: TRow) {
  const searchForRow = useCallback(
    (text: string, signal: AbortSignal) => search(text, row, signal),
    [search, row],
  );
  return useLatestSuggestions<LookupSuggestion>(searchForRow);
}

interface LookupInputProps<TRow extends SequencedRow> extends GridEditorProps<TRow, PickedRecord | null> {
  readonly search: LookupSearch<TRow>;
}

function LookupInput<TRow extends SequencedRow>({
  value,
  row,
  onChange,
  onCommit,
  inputProps,
  search,
}: LookupInputProps<TRow>) {
  const { t } = useTranslation();
  const [text, setText] = useState<PickedRecord | string>(value ?? '');
  const { suggestions, complete } = useLineSuggestions(search, row);
  // The search Enter asked, dropped if the edit ends first (the answer must not land in another cell).
  const firstMatch = useRef<AbortController | null>(null);
  useEffect(() => () => firstMatch.current?.abort(), []);

  /**
   * Decision 201: Enter on typed text with no suggestion highlighted picks the first match, asked now rather than
   * after the debounce, so typing a name and pressing Enter never leaves the cell empty. Nothing found: the edit
   * stays open on the text.
   */
  const pickFirstMatch = (event: KeyboardEvent) => {
    // A highlighted suggestion was taken by the AutoComplete itself (it prevents the key).
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const typed = typeof text === 'string' ? text.trim() : '';
    if (typed === '') return;
    event.preventDefault();
    firstMatch.current?.abort();
    const controller = new AbortController();
    firstMatch.current = controller;
    search(typed, row, controller.signal)
      .then((found) => {
        const first = found[0];
        if (first && !controller.signal.aborted) onCommit({ id: first.id, name: first.name });
      })
      .catch(() => undefined);
  };

  return (
    // The AutoComplete does not pass its input's keys on: they reach this wrapper, after its own handling.
    <div className="line-item-grid__lookup-keys" onKeyDown={pickFirstMatch}>
      <AutoComplete
        inputId={inputProps.id}
        aria-label={inputProps['aria-label']}
        aria-invalid={inputProps['aria-invalid']}
        aria-describedby={inputProps['aria-describedby']}
        autoFocus
        className="line-item-grid__lookup"
        inputClassName="line-item-grid__input"
        value={text}
        suggestions={suggestions}
        field="name"
        delay={FILTER_DEBOUNCE_MS}
        itemTemplate={pickerOptionItem}
        showEmptyMessage
        emptyMessage={t('form.noMatch')}
        completeMethod={(event) => complete(event.query)}
        onChange={(event) => {
          const next: unknown = event.value;
          if (isPicked(next)) {
            // A suggestion chosen (click, Enter or Tab on it) ends the edit with it.
            onCommit({ id: next.id, name: next.name });
            return;
          }
          const typed = typeof next === 'string' ? next : '';
          setText(typed);
          // An emptied box clears the cell; other typing only searches.
          if (typed.trim() === '') onChange(null);
        }}
      />
    </div>
  );
}

/**
 * A record picked by typing its name, in a grid cell (a product, a size, a seller): suggestions from the server
 * 500 ms after the last key (spec 001 §9); a suggestion chosen by click, Enter or Tab ends the edit with it;
 * Escape closes the suggestions, then the edit. The cell's value is `{id, name}` (null when emptied).
 */
export function lookupEditor<TRow extends SequencedRow>(
  search: LookupSearch<TRow>,
): GridEditor<TRow, PickedRecord | null> {
  return {
    kind: 'custom',
    render: (props) => <LookupInput {...props} search={search} />,
  };
}

interface MultiLookupInputProps<TRow extends SequencedRow> extends GridEditorProps<
  TRow,
  readonly PickedRecord[]
> {
  readonly search: LookupSearch<TRow>;
  readonly max: number;
}

function MultiLookupInput<TRow extends SequencedRow>({
  value,
  row,
  onChange,
  inputProps,
  search,
  max,
}: MultiLookupInputProps<TRow>) {
  const { t } = useTranslation();
  const { suggestions, complete } = useLineSuggestions(search, row);
  const chosen = new Set(value.map((record) => record.id));
  const isFull = value.length >= max;
  return (
    <AutoComplete
      multiple
      inputId={inputProps.id}
      aria-label={inputProps['aria-label']}
      aria-invalid={inputProps['aria-invalid']}
      aria-describedby={inputProps['aria-describedby']}
      autoFocus
      className={`line-item-grid__lookup ${AUTO_COMPLETE_INLINE_CLASS}`}
      value={[...value]}
      // Already chosen ones are not offered again; past the limit nothing is (spec 001 §9: 10 specs).
      suggestions={isFull ? [] : suggestions.filter((suggestion) => !chosen.has(suggestion.id))}
      selectionLimit={max}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      itemTemplate={pickerOptionItem}
      showEmptyMessage
      emptyMessage={isFull ? t('grid.limitReached', { count: max }) : t('form.noMatch')}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const next: unknown = event.value;
        if (!Array.isArray(next)) return;
        // Enter or Tab ends the edit with the records chosen so far; Backspace in the empty box removes the last.
        onChange(next.filter(isPicked).map((record) => ({ id: record.id, name: record.name })));
      }}
    />
  );
}

/**
 * Several records in one cell (a line's specs): chosen by typing, shown as chips, at most `max`. Enter (with no
 * suggestion open), Tab or leaving the grid ends the edit with the chosen ones; Escape cancels it.
 */
export function multiLookupEditor<TRow extends SequencedRow>(
  search: LookupSearch<TRow>,
  max: number,
): GridEditor<TRow, readonly PickedRecord[]> {
  return {
    kind: 'custom',
    render: (props) => <MultiLookupInput {...props} search={search} max={max} />,
  };
}
