import { describe, expect, it } from 'vitest';
import { encodeClusterMessage, MAX_NOTIFY_PAYLOAD_BYTES, clusterMessageSchema } from './postgres-fanout';
import { InProcessPresenceStore, presenceKey } from './presence-store';

const ORDER = presenceKey('order', 42);
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 8, 0, second));

describe('InProcessPresenceStore', () => {
  it('lists each user once, earliest entry first, across their connections', () => {
    const store = new InProcessPresenceStore();
    expect(store.enter(ORDER, 'c1', 7, at(5))).toBe(true);
    expect(store.enter(ORDER, 'c1', 7, at(6))).toBe(false);
    expect(store.enter(ORDER, 'c2', 3, at(2))).toBe(true);
    expect(store.enter(ORDER, 'c3', 7, at(1))).toBe(true);
    expect(store.visitors(ORDER)).toEqual([
      { userId: 7, enteredAt: at(1).toISOString() },
      { userId: 3, enteredAt: at(2).toISOString() },
    ]);
    expect(store.leave(ORDER, 'c3')).toBe(true);
    expect(store.leave(ORDER, 'c3')).toBe(false);
    expect(store.visitors(ORDER).map((entry) => entry.userId)).toEqual([3, 7]);
  });

  it('drops every entry of a dropped connection and reports the records affected', () => {
    const store = new InProcessPresenceStore();
    store.enter(ORDER, 'c1', 7, at(1));
    store.enter(presenceKey('quote', 1), 'c1', 7, at(1));
    store.enter(ORDER, 'c2', 3, at(2));
    expect(store.countForConnection('c1')).toBe(2);
    expect(store.dropConnection('c1').sort()).toEqual(['order/42', 'quote/1']);
    expect(store.countForConnection('c1')).toBe(0);
    expect(store.visitors(ORDER).map((entry) => entry.userId)).toEqual([3]);
    expect(store.localKeys()).toEqual([ORDER]);
  });

  it('merges the views of other instances and expires a silent instance after the TTL', () => {
    const store = new InProcessPresenceStore(1000);
    store.enter(ORDER, 'c1', 7, at(3));
    store.applyRemote('instance-b', ORDER, [{ userId: 9, enteredAt: at(1).toISOString() }], at(0));
    expect(store.visitors(ORDER).map((entry) => entry.userId)).toEqual([9, 7]);
    // The local view, which this instance broadcasts, never includes what the others said.
    expect(store.localEntries(ORDER).map((entry) => entry.userId)).toEqual([7]);

    store.touchInstance('instance-b', new Date(at(0).getTime() + 900));
    expect(store.expireInstances(new Date(at(0).getTime() + 1500))).toEqual([]);
    expect(store.expireInstances(new Date(at(0).getTime() + 2000))).toEqual([ORDER]);
    expect(store.visitors(ORDER).map((entry) => entry.userId)).toEqual([7]);
  });

  it('replaces an instance view, forgets an instance at once, and clears a record everywhere', () => {
    const store = new InProcessPresenceStore();
    store.applyRemote('b', ORDER, [{ userId: 9, enteredAt: at(1).toISOString() }], at(0));
    store.applyRemote('b', ORDER, [], at(1));
    expect(store.visitors(ORDER)).toEqual([]);
    store.applyRemote('b', ORDER, [{ userId: 9, enteredAt: at(1).toISOString() }], at(2));
    expect(store.forgetInstance('b')).toEqual([ORDER]);
    expect(store.visitors(ORDER)).toEqual([]);

    store.enter(ORDER, 'c1', 7, at(3));
    store.applyRemote('c', ORDER, [{ userId: 9, enteredAt: at(1).toISOString() }], at(3));
    expect(store.clear(ORDER)).toBe(true);
    expect(store.visitors(ORDER)).toEqual([]);
    expect(store.countForConnection('c1')).toBe(0);
    expect(store.clear(ORDER)).toBe(false);
  });
});

describe('cluster messages', () => {
  it('cut a presence list to fit the NOTIFY payload limit, keeping the earliest visitors', () => {
    const entries = Array.from({ length: 1000 }, (_, index) => ({
      userId: index + 1,
      enteredAt: at(0).toISOString(),
    }));
    const text = encodeClusterMessage({ type: 'presence', from: 'a', key: ORDER, entries });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
    const decoded = clusterMessageSchema.parse(JSON.parse(text));
    expect(decoded.type === 'presence' ? decoded.entries[0]?.userId : undefined).toBe(1);
    expect(decoded.type === 'presence' ? decoded.entries.length : 0).toBeGreaterThan(50);
  });
});
