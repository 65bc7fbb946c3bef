import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { describeCellErrors } from './cell-error-list';
import type { GridEntry } from './grid-rows';
import type { GridColumn } from './grid-types';

interface Row {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly quantity: number;
}

const entry = (key: string): GridEntry<Row> =>
  ({
    key,
    current: { id: 0, sequenceNumber: 0, quantity: 0 },
    isDeleted: false,
  }) as unknown as GridEntry<Row>;

const COLUMNS: readonly GridColumn<Row>[] = [
  { key: 'quantity', field: 'quantity', header: 'Quantity', width: 80 },
  { key: 'sequenceNumber', field: 'sequenceNumber', header: 'Seq.', width: 40 },
];

const extra = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `x${index}`,
    columnKey: 'quantity',
    message: 'Required',
  }));

describe('describeCellErrors', () => {
  it('names each cell by its line in the grid, counted from 1, and its column header', () => {
    const entries = ['a', 'b', 'c'].map(entry);
    const text = describeCellErrors(
      [
        { key: 'c', columnKey: 'quantity', message: 'Enter a number.' },
        { key: 'a', columnKey: 'sequenceNumber', message: 'Required' },
      ],
      entries,
      COLUMNS,
      i18n.t,
    );
    expect(text).toBe('Line 3, Quantity: Enter a number. · Line 1, Seq.: Required');
  });

  it('says it in French for a French user', async () => {
    await i18n.changeLanguage('fr');
    try {
      const text = describeCellErrors(
        [{ key: 'a', columnKey: 'quantity', message: 'Saisissez un nombre.' }, ...extra(6)],
        ['a', ...Array.from({ length: 6 }, (_, index) => `x${index}`)].map(entry),
        COLUMNS,
        i18n.t,
      );
      expect(text.startsWith('Ligne 1, Quantity : Saisissez un nombre.')).toBe(true);
      expect(text.endsWith('et 2 autres cellules')).toBe(true);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names five cells and counts the rest', () => {
    const entries = Array.from({ length: 8 }, (_, index) => entry(String(index)));
    const errors = entries.map((each) => ({
      key: each.key,
      columnKey: 'quantity',
      message: 'Enter a number.',
    }));
    const text = describeCellErrors(errors, entries, COLUMNS, i18n.t);
    expect(text.split(' · ')).toHaveLength(6);
    expect(text.endsWith('Line 5, Quantity: Enter a number. · and 3 more cells')).toBe(true);
  });
});
