import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from '../../../../components/ui';

/**
 * The SubOrder Dashboard's editable cells (decision 166): a cell shows its value on a button; pressing it (click,
 * Enter or Space) opens the editor in place; Enter saves, Escape cancels, and leaving the cell saves. Each cell is
 * saved alone (PUT subOrderRow/{id} at the row's version), so two people editing two cells of a row do not lose
 * each other's work silently: the second save is refused as outdated and the row is read again.
 */

/** Saves the cell's changes; resolves true when saved (the caller shows a refusal and re-reads the row). */
export type SaveCell<TChanges> = (changes: TChanges) => Promise<boolean>;

interface CellViewProps {
  /** The button's accessible name before its visible value ('Edit the comment of OR-10001-S1'). */
  readonly editLabel: string;
  /** The value shown, or null for none (then the placeholder shows, in italics). */
  readonly text: string | null;
  readonly placeholder: string;
  readonly onEdit: () => void;
  readonly focusOnMount: boolean;
}

/**
 * The value as a button named by what it edits then the value it shows ('Edit the comment of OR-10001-S1: Gate
 * code 1234'), so the visible text is in the name (decision 114) and a screen reader hears which cell it is.
 */
function CellView({ editLabel, text, placeholder, onEdit, focusOnMount }: CellViewProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Back from the editor: focus returns where the user was, so the keyboard goes on from the same cell.
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return (
    <button
      ref={button}
      type="button"
      className="inline-cell__view"
      aria-label={t('subOrderDashboard.cellName', { label: editLabel, value: text ?? placeholder })}
      onClick={onEdit}
    >
      {text ?? <span className="inline-cell__placeholder">{placeholder}</span>}
    </button>
  );
}

/** The editor's life: open, saving, closed; a key that closes it keeps the blur that follows from saving twice. */
function useCellEditor() {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [returned, setReturned] = useState(false);
  const closing = useRef(false);
  return {
    editing,
    saving,
    returned,
    open() {
      closing.current = false;
      setReturned(false);
      setEditing(true);
    },
    close() {
      closing.current = true;
      setEditing(false);
      setReturned(true);
    },
    /** Runs a save once, however many of Enter and blur ask for it. */
    async save(run: () => Promise<unknown>) {
      if (closing.current) return;
      closing.current = true;
      setSaving(true);
      try {
        await run();
      } finally {
        setSaving(false);
        setEditing(false);
        setReturned(true);
      }
    },
  };
}

export interface InlineTextCellProps {
  readonly value: string | null;
  readonly editLabel: string;
  readonly inputLabel: string;
  /** Shown on the button when there is no value ('Add a comment'). */
  readonly placeholder: string;
  readonly maxLength: number;
  readonly onSave: SaveCell<string | null>;
}

/** A text cell (the comment): an emptied text is saved as none. */
export function InlineTextCell({
  value,
  editLabel,
  inputLabel,
  placeholder,
  maxLength,
  onSave,
}: InlineTextCellProps) {
  const editor = useCellEditor();
  const [draft, setDraft] = useState(value ?? '');
  const commit = () =>
    editor.save(async () => {
      const next = draft.trim() === '' ? null : draft;
      if (next !== value) await onSave(next);
    });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editor.close();
    }
  };
  if (!editor.editing) {
    return (
      <CellView
        editLabel={editLabel}
        text={value}
        placeholder={placeholder}
        focusOnMount={editor.returned}
        onEdit={() => {
          setDraft(value ?? '');
          editor.open();
        }}
      />
    );
  }
  return (
    <InputText
      className="inline-cell__input"
      aria-label={inputLabel}
      value={draft}
      maxLength={maxLength}
      disabled={editor.saving}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => void commit()}
    />
  );
}

export interface DayRange {
  readonly first: string | null;
  readonly last: string | null;
}

export interface InlineDayRangeCellProps {
  readonly value: DayRange;
  /** The range as the row shows it ('Mar 1, 2027 – Mar 2, 2027'), or null when no day is set. */
  readonly display: string | null;
  readonly editLabel: string;
  readonly firstLabel: string;
  readonly lastLabel: string;
  readonly placeholder: string;
  readonly onSave: SaveCell<Partial<DayRange>>;
}

/**
 * A range of days (pickDate(s), deliveryDate(s)): two date inputs in a named group; only the days changed are
 * sent, an emptied day is cleared. The server checks the order of the days against those it stores.
 */
export function InlineDayRangeCell({
  value,
  display,
  editLabel,
  firstLabel,
  lastLabel,
  placeholder,
  onSave,
}: InlineDayRangeCellProps) {
  const editor = useCellEditor();
  const [first, setFirst] = useState(value.first ?? '');
  const [last, setLast] = useState(value.last ?? '');
  const commit = () =>
    editor.save(async () => {
      const changes: { first?: string | null; last?: string | null } = {};
      if ((first || null) !== value.first) changes.first = first || null;
      if ((last || null) !== value.last) changes.last = last || null;
      if (Object.keys(changes).length > 0) await onSave(changes);
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editor.close();
    }
  };
  // Leaving the group saves; moving between its two inputs does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void commit();
  };
  if (!editor.editing) {
    return (
      <CellView
        editLabel={editLabel}
        text={display}
        placeholder={placeholder}
        focusOnMount={editor.returned}
        onEdit={() => {
          setFirst(value.first ?? '');
          setLast(value.last ?? '');
          editor.open();
        }}
      />
    );
  }
  return (
    <div
      className="inline-cell__range"
      role="group"
      aria-label={editLabel}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <input
        type="date"
        className="p-inputtext inline-cell__input"
        aria-label={firstLabel}
        value={first}
        disabled={editor.saving}
        autoFocus
        onChange={(event) => setFirst(event.target.value)}
      />
      <input
        type="date"
        className="p-inputtext inline-cell__input"
        aria-label={lastLabel}
        value={last}
        min={first || undefined}
        disabled={editor.saving}
        onChange={(event) => setLast(event.target.value)}
      />
    </div>
  );
}
