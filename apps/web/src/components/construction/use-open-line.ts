import { useState } from 'react';
import type { GridBulkAction, GridEntry, SequencedRow } from '../grid';
import type { IconName } from '../ui';

/** The words of the bulk bar's action that opens a line's panel. */
export interface OpenLineActionWords {
  readonly id: string;
  readonly label: string;
  readonly icon: IconName;
}

/** The line whose panel is open under a construction grid, and the ways to open and close it. */
export interface OpenLine<TRow extends SequencedRow> {
  /** The open line as the user has it now; undefined when none is open (or the line went). */
  readonly entry: GridEntry<TRow> | undefined;
  readonly open: (key: string) => void;
  readonly close: () => void;
  /**
   * The bulk bar's way to the panel, with one line selected: a read-only record has no line menu, and its lines'
   * panels can still be read from there.
   */
  readonly action: (words: OpenLineActionWords) => GridBulkAction<TRow>;
}

/**
 * Which line's panel (`LinePanel`) is open under a construction grid — the quote's sourcing, an order item's
 * alternates (decision 173): held by the line's grid key, so it follows the line across pages, sub-orders and
 * newer versions, and shows nothing once the line is gone.
 */
export function useOpenLine<TRow extends SequencedRow>(entries: readonly GridEntry<TRow>[]): OpenLine<TRow> {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return {
    entry: openKey === null ? undefined : entries.find((entry) => entry.key === openKey),
    open: setOpenKey,
    close: () => setOpenKey(null),
    action: ({ id, label, icon }) => ({
      id,
      label,
      icon,
      keepsSelection: true,
      isEnabled: (selected) => selected.length === 1,
      run: ({ keys }) => setOpenKey(keys[0] ?? null),
    }),
  };
}
