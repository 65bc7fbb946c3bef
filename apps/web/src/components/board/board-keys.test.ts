import { describe, expect, it } from 'vitest';
import { activeCardPosition, fallbackPosition, nextCardPosition } from './board-keys';

describe('board keys (decision 106)', () => {
  const counts = [2, 0, 3, 1];

  it('moves across empty columns and keeps the place within a column where it can', () => {
    expect(nextCardPosition('ArrowRight', { column: 0, index: 1 }, counts)).toEqual({ column: 2, index: 1 });
    expect(nextCardPosition('ArrowRight', { column: 2, index: 2 }, counts)).toEqual({ column: 3, index: 0 });
    expect(nextCardPosition('ArrowLeft', { column: 2, index: 0 }, counts)).toEqual({ column: 0, index: 0 });
  });

  it('stays at the edges and leaves other keys alone', () => {
    expect(nextCardPosition('ArrowLeft', { column: 0, index: 1 }, counts)).toEqual({ column: 0, index: 1 });
    expect(nextCardPosition('ArrowRight', { column: 3, index: 0 }, counts)).toEqual({ column: 3, index: 0 });
    expect(nextCardPosition('ArrowDown', { column: 3, index: 0 }, counts)).toEqual({ column: 3, index: 0 });
    expect(nextCardPosition('a', { column: 0, index: 0 }, counts)).toBeNull();
  });

  it('hands the tab stop to the card that took the place of one that has gone', () => {
    // The last card of its column went: the one before it.
    expect(fallbackPosition({ column: 2, index: 2 }, [2, 0, 2, 1])).toEqual({ column: 2, index: 1 });
    // Its column emptied: the nearest column before it that has cards, else after it.
    expect(fallbackPosition({ column: 2, index: 0 }, [0, 0, 0, 1])).toEqual({ column: 3, index: 0 });
    expect(fallbackPosition({ column: 2, index: 0 }, [1, 0, 0, 1])).toEqual({ column: 0, index: 0 });
    expect(fallbackPosition(null, [0, 0, 4])).toEqual({ column: 2, index: 0 });
    expect(fallbackPosition(null, [0, 0])).toBeNull();
  });

  it('follows the card last used wherever it is now', () => {
    const keys = [['1'], [], ['3', '2']];
    expect(activeCardPosition(keys, { key: '2', position: { column: 0, index: 1 } })).toEqual({
      column: 2,
      index: 1,
    });
  });
});
