import { describe, expect, it } from 'vitest';
import { ActionLogAction, ActionLogType } from '@portal/contracts';
import { DomainEventBus } from '../events/domain-events';
import { countedOnce, createListTotals, totalsKey } from './list-totals';

function committedChange(events: DomainEventBus): void {
  events.publish([
    {
      type: 'record.changed',
      recordType: ActionLogType.ids.ORDER,
      recordId: 1,
      recordNumber: 'OR-1',
      actionId: ActionLogAction.ids.UPDATE,
      actorUserId: 1,
      occurredAt: new Date(0).toISOString(),
    },
  ]);
}

function setUp(ttlMs = 60_000, maxRows = 100) {
  const events = new DomainEventBus();
  let nowMs = 0;
  const totals = createListTotals({ ttlMs, maxRows, events, now: () => nowMs });
  return { events, totals, advance: (ms: number) => (nowMs += ms) };
}

describe('the kept list totals (decision 184)', () => {
  it('answer a count until a change commits', () => {
    const { events, totals } = setUp();
    totals.remember('orders&statusId=1', 12, totals.token());
    expect(totals.get('orders&statusId=1')).toBe(12);
    expect(totals.get('orders&statusId=2')).toBeUndefined();
    committedChange(events);
    expect(totals.get('orders&statusId=1')).toBeUndefined();
  });

  it('do not keep a count that a change raced: it may have been read before the change committed', () => {
    const { events, totals } = setUp();
    const token = totals.token();
    committedChange(events);
    totals.remember('orders', 12, token);
    expect(totals.get('orders')).toBeUndefined();
    totals.remember('orders', 13, totals.token());
    expect(totals.get('orders')).toBe(13);
  });

  it('answer for at most their time-to-live, and not at all with 0', () => {
    const { totals, advance } = setUp(1_000);
    totals.remember('orders', 12, totals.token());
    advance(999);
    expect(totals.get('orders')).toBe(12);
    advance(1);
    expect(totals.get('orders')).toBeUndefined();

    const off = setUp(0).totals;
    off.remember('orders', 12, off.token());
    expect(off.get('orders')).toBeUndefined();
  });

  it('no longer listen to the events once stopped (the app is closing)', async () => {
    const { events, totals } = setUp();
    await totals.stop();
    totals.remember('orders', 12, totals.token());
    committedChange(events);
    expect(totals.get('orders')).toBe(12);
  });

  it('count through countedOnce only when nothing is kept', async () => {
    const { events, totals } = setUp();
    let counted = 0;
    const count = async () => {
      counted += 1;
      return [{ statusId: 1, count: counted }];
    };
    expect(await countedOnce(totals, 'summary', count)).toEqual([{ statusId: 1, count: 1 }]);
    expect(await countedOnce(totals, 'summary', count)).toEqual([{ statusId: 1, count: 1 }]);
    committedChange(events);
    expect(await countedOnce(totals, 'summary', count)).toEqual([{ statusId: 1, count: 2 }]);
    expect(counted).toBe(2);
  });

  it("name a count by its filters' set values, in any order", () => {
    expect(totalsKey('orders', { statusId: 1, buyerCompanyId: 7, search: undefined })).toBe(
      totalsKey('orders', { buyerCompanyId: 7, statusId: 1 }),
    );
    expect(totalsKey('orders', { statusId: 1 })).not.toBe(totalsKey('orders', { statusId: 2 }));
    expect(totalsKey('orders', { searchText: 'a&b' })).not.toBe(
      totalsKey('orders', { searchText: 'a', b: '' }),
    );
  });
});

describe('the kept rows (decision 190)', () => {
  it('answer a row until a change commits, with the counts', () => {
    const { events, totals } = setUp();
    totals.remember('orders', 12, totals.token());
    totals.rows.remember('order-table-rows#7', { id: 7 }, totals.rows.token());
    expect(totals.rows.get('order-table-rows#7')).toEqual({ id: 7 });
    // A row and a count are kept apart: the same key names one of each.
    expect(totals.get('order-table-rows#7')).toBeUndefined();
    committedChange(events);
    expect(totals.rows.get('order-table-rows#7')).toBeUndefined();
    expect(totals.get('orders')).toBeUndefined();
  });

  it('do not keep a row that a change raced', () => {
    const { events, totals } = setUp();
    const token = totals.rows.token();
    committedChange(events);
    totals.rows.remember('order-table-rows#7', { id: 7 }, token);
    expect(totals.rows.get('order-table-rows#7')).toBeUndefined();
  });

  it('keep at most their number, the least recently read going first, and none with 0', () => {
    const { totals } = setUp(60_000, 2);
    for (const id of [1, 2]) totals.rows.remember(`rows#${id}`, { id }, totals.rows.token());
    expect(totals.rows.get('rows#1')).toEqual({ id: 1 });
    totals.rows.remember('rows#3', { id: 3 }, totals.rows.token());
    expect(totals.rows.get('rows#2')).toBeUndefined();
    expect(totals.rows.get('rows#1')).toEqual({ id: 1 });
    expect(totals.rows.get('rows#3')).toEqual({ id: 3 });

    const off = setUp(60_000, 0).totals;
    off.rows.remember('rows#1', { id: 1 }, off.rows.token());
    off.remember('orders', 12, off.token());
    expect(off.rows.get('rows#1')).toBeUndefined();
    // The counts are kept all the same: the rows' size is their own.
    expect(off.get('orders')).toBe(12);
  });

  it('are forgotten with the counts by clear (another instance announced a change)', () => {
    const { totals } = setUp();
    totals.rows.remember('rows#1', { id: 1 }, totals.rows.token());
    totals.remember('orders', 12, totals.token());
    totals.clear();
    expect(totals.rows.get('rows#1')).toBeUndefined();
    expect(totals.get('orders')).toBeUndefined();
  });
});
