import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

function session(sessionId: number, userId: number): CachedSession {
  return {
    sessionId,
    lastSeenAt: new Date(0),
    expiresAt: new Date(10_000_000),
    user: {
      id: userId,
      email: `user${userId}@example.com`,
      firstName: null,
      lastName: null,
      roleId: 1,
      languageId: 1,
      timezoneId: null,
      phoneNumber: null,
      avatarUrl: null,
      statusId: 1,
      lockedAt: null,
    },
  };
}

describe('SessionCache', () => {
  it('answers an entry until its time-to-live is over', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.store('a', session(1, 1), 1_000, cache.generation());
    expect(cache.get('a', 5_999)?.sessionId).toBe(1);
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used entry go first when full', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 2 });
    cache.store('a', session(1, 1), 0, cache.generation());
    cache.store('b', session(2, 2), 0, cache.generation());
    expect(cache.get('a', 1)).toBeDefined();
    cache.store('c', session(3, 3), 1, cache.generation());
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)?.sessionId).toBe(1);
    expect(cache.get('c', 2)?.sessionId).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets every session of a user, or one session, and nobody else's", () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.store('a', session(1, 7), 0, cache.generation());
    cache.store('b', session(2, 7), 0, cache.generation());
    cache.store('c', session(3, 8), 0, cache.generation());
    cache.invalidateUser(7);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.sessionId).toBe(3);
    cache.store('d', session(4, 8), 1, cache.generation());
    cache.invalidateSession(3);
    expect(cache.get('c', 2)).toBeUndefined();
    expect(cache.get('d', 2)?.sessionId).toBe(4);
  });

  it('does not store what was read before an invalidation that happened during the read', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    const readAt = cache.generation();
    cache.invalidateUser(99);
    cache.store('a', session(1, 1), 0, readAt);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.store('a', session(1, 1), 0, cache.generation());
    expect(cache.get('a', 1)).toBeDefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new SessionCache({ ttlMs: 0, maxEntries: 10 });
    expect(cache.isEnabled).toBe(false);
    cache.store('a', session(1, 1), 0, cache.generation());
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it("moves an entry's last-seen time along with the write the check made", () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.store('a', session(1, 1), 0, cache.generation());
    cache.touch('a', new Date(4_242));
    expect(cache.get('a', 1)?.lastSeenAt.getTime()).toBe(4_242);
  });
});
