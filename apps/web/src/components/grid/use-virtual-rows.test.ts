import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopToReveal } from './use-virtual-rows';

describe('rowWindow (decision 105: fixed-height windowing)', () => {
  it('renders the lines in view plus the overscan on each side', () => {
    // 400 px of 40 px lines scrolled to line 100: lines 100–110 are (partly) visible.
    expect(
      rowWindow({ count: 1000, rowHeight: 40, scrollTop: 4000, viewportHeight: 400, overscan: 5 }),
    ).toEqual({
      start: 95,
      end: 116,
    });
  });

  it('stops at both ends of the list', () => {
    expect(rowWindow({ count: 1000, rowHeight: 40, scrollTop: 0, viewportHeight: 400, overscan: 5 })).toEqual(
      {
        start: 0,
        end: 16,
      },
    );
    expect(
      rowWindow({ count: 1000, rowHeight: 40, scrollTop: 39_800, viewportHeight: 400, overscan: 5 }),
    ).toEqual({
      start: 990,
      end: 1000,
    });
    expect(rowWindow({ count: 3, rowHeight: 40, scrollTop: 0, viewportHeight: 400, overscan: 5 })).toEqual({
      start: 0,
      end: 3,
    });
  });

  it('survives a scroll position beyond the list (lines removed while scrolled down) and an empty list', () => {
    expect(
      rowWindow({ count: 10, rowHeight: 40, scrollTop: 20_000, viewportHeight: 400, overscan: 2 }),
    ).toEqual({
      start: 7,
      end: 10,
    });
    expect(rowWindow({ count: 0, rowHeight: 40, scrollTop: 0, viewportHeight: 400, overscan: 2 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('scrollTopToReveal', () => {
  it('leaves a line already in view where it is', () => {
    expect(scrollTopToReveal(5, 40, 0, 440, 40)).toBeNull();
  });

  it('scrolls up to a line above the view, and down just enough for one below it (under the sticky header)', () => {
    expect(scrollTopToReveal(3, 40, 400, 440, 40)).toBe(120);
    // Line 20 ends at 840 px; the body shows 400 px below the 40 px header.
    expect(scrollTopToReveal(20, 40, 0, 440, 40)).toBe(440);
  });
});
