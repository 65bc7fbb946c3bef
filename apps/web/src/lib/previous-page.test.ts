import { describe, expect, it } from 'vitest';
import { createPreviousPageTracker } from './previous-page';

const QUOTE_BOARD = { route: '/quotes/quote-board', label: 'Quote Board' };
const ORDER_TABLE = { route: '/orders/order-table', label: 'Order Table' };

describe('previous page tracker', () => {
  it('remembers the page that was left', () => {
    const tracker = createPreviousPageTracker();
    tracker.recordDeparture(QUOTE_BOARD);
    expect(tracker.getSnapshot()).toEqual(QUOTE_BOARD);
  });

  it('after the unsaved-changes guard clears it, the discarded screen does not become the link', () => {
    const tracker = createPreviousPageTracker();
    tracker.recordDeparture(QUOTE_BOARD);
    tracker.clear();
    expect(tracker.getSnapshot()).toBeNull();
    tracker.recordDeparture(ORDER_TABLE);
    expect(tracker.getSnapshot()).toBeNull();
    tracker.recordDeparture(QUOTE_BOARD);
    expect(tracker.getSnapshot()).toEqual(QUOTE_BOARD);
  });

  it('reset forgets the link without skipping the next departure', () => {
    const tracker = createPreviousPageTracker();
    tracker.recordDeparture(QUOTE_BOARD);
    tracker.reset();
    tracker.recordDeparture(ORDER_TABLE);
    expect(tracker.getSnapshot()).toEqual(ORDER_TABLE);
  });
});
