import { useCallback, useMemo, useState } from 'react';

/** The header's New button as `ListScreen` takes it. */
export interface NewButtonProps {
  readonly newLabel: string;
  readonly onNew: () => void;
}

/**
 * What a screen's editor dialog shows (decision 191): `target` is the record being edited (its id or its row),
 * 'new' for a new one, null while the dialog is closed. `newButton` opens it for a new record.
 */
export interface RecordEditor<TTarget> {
  readonly target: TTarget | 'new' | null;
  readonly newButton: NewButtonProps;
  readonly edit: (target: TTarget) => void;
  readonly close: () => void;
}

export function useRecordEditor<TTarget = number>(newLabel: string): RecordEditor<TTarget> {
  const [target, setTarget] = useState<TTarget | 'new' | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const edit = useCallback((next: TTarget) => setTarget(() => next), []);
  const newButton = useMemo(() => ({ newLabel, onNew: () => setTarget('new') }), [newLabel]);
  return { target, newButton, edit, close };
}
