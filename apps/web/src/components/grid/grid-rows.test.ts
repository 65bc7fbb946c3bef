import { describe, expect, it } from 'vitest';
import { RowMarker } from '@portal/contracts';
import {
  collectChanges,
  createGridState,
  deleteRows,
  editField,
  getEntry,
  hasChanges,
  insertRow,
  isSameValue,
  moveRow,
  orderedEntries,
  restoreRows,
  revertRows,
  toMarkedRows,
  updateRows,
  type GridState,
} from './grid-rows';

/** spec 001 §3 constructed quote item, the fields these rules touch. */
interface Item {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly quantity: number | null;
  readonly sellerCompany: { readonly id: number; readonly name: string } | null;
}

const item = (id: number, sequenceNumber: number, quantity: number | null = 1): Item => ({
  id,
  sequenceNumber,
  quantity,
  sellerCompany: null,
});

const blank = (): Item => ({ id: null, sequenceNumber: 0, quantity: null, sellerCompany: null });

const stateOf = (items: readonly Item[]) => createGridState(items, (row) => row.id ?? 'none');

/** The lines top to bottom as 'key:sequence marker'. */
function lines(state: GridState<Item>): string[] {
  return orderedEntries(state).map(
    (entry) => `${entry.key}:${entry.current.sequenceNumber}${entry.marker ? ` ${entry.marker}` : ''}`,
  );
}

describe('grid rows (spec 001 §9: sequence order and row markers D/I/E)', () => {
  it('orders lines by sequenceNumber ascending, keeping the given order for equal numbers', () => {
    const state = stateOf([item(7, 3), item(5, 1), item(9, 1), item(2, 2)]);
    expect(lines(state)).toEqual(['5:1', '9:1', '2:2', '7:3']);
    expect(hasChanges(state)).toBe(false);
  });

  it('refuses two saved lines with one key', () => {
    expect(() => stateOf([item(1, 1), item(1, 2)])).toThrow(/twice/);
  });

  it('marks an edited line E with the changed fields, and clears E when the value is typed back', () => {
    const state = stateOf([item(1, 1, 5), item(2, 2)]);
    const edited = editField(state, '1', 'quantity', 8);
    expect(getEntry(edited, '1').marker).toBe(RowMarker.EDITED);
    expect(getEntry(edited, '1').changedFields).toEqual(['quantity']);
    expect(getEntry(edited, '2')).toBe(getEntry(state, '2'));
    const back = editField(edited, '1', 'quantity', 5);
    expect(getEntry(back, '1').marker).toBeNull();
    expect(hasChanges(back)).toBe(false);
  });

  it('compares picked objects by content, so the same seller again is not an edit', () => {
    const seller = { id: 4, name: 'Pépinière Laval' };
    const state = stateOf([{ ...item(1, 1), sellerCompany: seller }]);
    expect(getEntry(editField(state, '1', 'sellerCompany', { ...seller }), '1').marker).toBeNull();
    expect(getEntry(editField(state, '1', 'sellerCompany', { id: 5, name: 'Other' }), '1').marker).toBe('E');
    expect(isSameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(isSameValue(null, undefined)).toBe(true);
    expect(isSameValue([1, 2], [1, 3])).toBe(false);
  });

  it('answers the same state for an edit that changes nothing', () => {
    const state = stateOf([item(1, 1, 5)]);
    expect(editField(state, '1', 'quantity', 5)).toBe(state);
  });

  it('appends an inserted line I with the next number, after the highest one even if deleted', () => {
    const state = deleteRows(stateOf([item(1, 1), item(2, 4)]), ['2']);
    const { state: next, key } = insertRow(state, blank());
    expect(key).toBe('new-1');
    expect(lines(next)).toEqual(['1:1', '2:4 D', 'new-1:5 I']);
    expect(insertRow(next, blank()).key).toBe('new-2');
  });

  it('inserts below a line, moving down only the lines that would collide', () => {
    const state = stateOf([item(1, 1), item(2, 2), item(3, 3), item(4, 10)]);
    const { state: next } = insertRow(state, blank(), '1');
    expect(lines(next)).toEqual(['1:1', 'new-1:2 I', '2:3 E', '3:4 E', '4:10']);
    expect(getEntry(next, '2').changedFields).toEqual(['sequenceNumber']);
  });

  it('marks a saved line D and restores it unchanged', () => {
    const state = stateOf([item(1, 1), item(2, 2)]);
    const deleted = deleteRows(state, ['2']);
    expect(getEntry(deleted, '2').marker).toBe(RowMarker.DELETE);
    expect(lines(deleted)).toEqual(['1:1', '2:2 D']);
    const restored = restoreRows(deleted, ['2']);
    expect(getEntry(restored, '2').marker).toBeNull();
    expect(hasChanges(restored)).toBe(false);
  });

  it('keeps the edits of a deleted line when it is restored, and refuses edits while deleted', () => {
    const edited = editField(stateOf([item(1, 1, 5)]), '1', 'quantity', 9);
    const deleted = deleteRows(edited, ['1']);
    expect(editField(deleted, '1', 'quantity', 12)).toBe(deleted);
    const restored = restoreRows(deleted, ['1']);
    expect(getEntry(restored, '1').marker).toBe('E');
    expect(getEntry(restored, '1').current.quantity).toBe(9);
  });

  it('removes an inserted line outright when deleted: nothing saved to delete', () => {
    const { state, key } = insertRow(stateOf([item(1, 1)]), blank());
    const next = deleteRows(state, [key]);
    expect(lines(next)).toEqual(['1:1']);
    expect(hasChanges(next)).toBe(false);
  });

  it('moves a line up by swapping numbers with its neighbour: two lines E, no others', () => {
    const state = stateOf([item(1, 1), item(2, 2), item(3, 3)]);
    const moved = moveRow(state, '3', 'up');
    expect(lines(moved)).toEqual(['1:1', '3:2 E', '2:3 E']);
    expect(moveRow(moved, '1', 'up')).toBe(moved);
    expect(lines(moveRow(moved, '3', 'down'))).toEqual(['1:1', '2:2', '3:3']);
  });

  it('steps over deleted lines when moving', () => {
    const state = deleteRows(stateOf([item(1, 1), item(2, 2), item(3, 3)]), ['2']);
    expect(lines(moveRow(state, '3', 'up'))).toEqual(['3:1 E', '2:2 D', '1:3 E']);
  });

  it('gives lines that all default to sequence 1 distinct numbers when one moves, so the order saves', () => {
    const state = stateOf([item(1, 1), item(2, 1), item(3, 1)]);
    expect(lines(moveRow(state, '3', 'up'))).toEqual(['1:1', '3:2 E', '2:3 E']);
  });

  it('reverts a moved and edited line to its saved values and place, without touching others', () => {
    let state = stateOf([item(1, 1), item(2, 2), item(3, 3)]);
    state = moveRow(state, '1', 'down');
    state = editField(state, '1', 'quantity', 40);
    expect(lines(state)).toEqual(['2:1 E', '1:2 E', '3:3']);
    const reverted = revertRows(state, ['1']);
    expect(lines(reverted)).toEqual(['1:1', '2:1 E', '3:3']);
    expect(getEntry(reverted, '1').current).toBe(getEntry(reverted, '1').original);
  });

  it('reverts an inserted line by removing it and a deleted one by restoring it', () => {
    const { state: inserted, key } = insertRow(stateOf([item(1, 1), item(2, 2)]), blank());
    const state = deleteRows(inserted, ['2']);
    expect(lines(revertRows(state, [key, '2']))).toEqual(['1:1', '2:2']);
  });

  it('reports inserted, edited (with fields) and deleted lines, and the marked list form', () => {
    let state = stateOf([item(1, 1, 5), item(2, 2), item(3, 3)]);
    state = editField(state, '1', 'quantity', 6);
    state = deleteRows(state, ['3']);
    const { state: withNew, key } = insertRow(state, { ...blank(), quantity: 2 });
    const changes = collectChanges(withNew);
    expect(changes.inserted).toEqual([{ key, row: { ...blank(), quantity: 2, sequenceNumber: 4 } }]);
    expect(changes.edited).toEqual([
      { key: '1', row: item(1, 1, 6), original: item(1, 1, 5), changedFields: ['quantity'] },
    ]);
    expect(changes.deleted).toEqual([{ key: '3', row: item(3, 3) }]);
    expect(toMarkedRows(changes).map((row) => [row.id, row.dataStatus])).toEqual([
      [3, 'D'],
      [null, 'I'],
      [1, 'E'],
    ]);
  });

  it('reports a deleted line as saved, not with its unsaved edits', () => {
    const state = deleteRows(editField(stateOf([item(1, 1, 5)]), '1', 'quantity', 7), ['1']);
    expect(collectChanges(state)).toEqual({
      inserted: [],
      edited: [],
      deleted: [{ key: '1', row: item(1, 1, 5) }],
    });
  });

  it('patches several lines at once, leaving deleted ones alone', () => {
    const seller = { id: 8, name: 'Les Serres' };
    const state = deleteRows(stateOf([item(1, 1), item(2, 2), item(3, 3)]), ['2']);
    const patched = updateRows(state, ['1', '2', '3'], { sellerCompany: seller });
    expect(orderedEntries(patched).map((entry) => entry.current.sellerCompany?.id ?? null)).toEqual([
      8,
      null,
      8,
    ]);
    expect(orderedEntries(patched).map((entry) => entry.marker)).toEqual(['E', 'D', 'E']);
  });
});
