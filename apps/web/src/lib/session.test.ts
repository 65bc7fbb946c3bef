import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@portal/contracts';
import { createSessionStore, readSession, SESSION_STORAGE_KEYS, type KeyValueStorage } from './session';
import { parseStoredUser } from './session-user';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const USER: SessionUser = {
  id: 7,
  email: 'ops@example.com',
  firstName: 'Olive',
  lastName: 'Ops',
  roleId: 3,
  languageId: 1,
  timezoneId: null,
  phoneNumber: null,
  avatarUrl: null,
};

describe('session store', () => {
  it('writes the token, the user and the logged-in flag to session storage (spec 000 §3)', () => {
    const storage = memoryStorage();
    createSessionStore(storage).save({ token: 'abc', user: USER });
    expect(storage.values.get(SESSION_STORAGE_KEYS.token)).toBe('abc');
    expect(JSON.parse(storage.values.get(SESSION_STORAGE_KEYS.user) ?? '{}')).toEqual(USER);
    expect(storage.values.get(SESSION_STORAGE_KEYS.isLoggedIn)).toBe('true');
  });

  it('restores a stored session after a reload', () => {
    const storage = memoryStorage();
    createSessionStore(storage).save({ token: 'abc', user: USER });
    expect(createSessionStore(storage, parseStoredUser).getSnapshot()).toEqual({ token: 'abc', user: USER });
  });

  it('waits for the stored user to be checked before it restores a session, and tells subscribers', () => {
    const storage = memoryStorage();
    createSessionStore(storage).save({ token: 'abc', user: USER });
    const store = createSessionStore(storage);
    expect(store.hasStoredSession()).toBe(true);
    expect(store.getSnapshot()).toBeNull();
    const listener = vi.fn();
    store.subscribe(listener);
    store.restore(parseStoredUser);
    expect(store.getSnapshot()).toEqual({ token: 'abc', user: USER });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears every key and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.save({ token: 'abc', user: USER });
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getSnapshot()).toBeNull();
    expect(storage.values.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a session without the logged-in flag', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEYS.token]: 'abc',
      [SESSION_STORAGE_KEYS.user]: JSON.stringify(USER),
    });
    expect(readSession(storage, parseStoredUser)).toBeNull();
  });

  it('ignores a stored user that does not match the contract', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEYS.token]: 'abc',
      [SESSION_STORAGE_KEYS.user]: '{"id":"seven"}',
      [SESSION_STORAGE_KEYS.isLoggedIn]: 'true',
    });
    expect(readSession(storage, parseStoredUser)).toBeNull();
    const store = createSessionStore(storage);
    store.restore(parseStoredUser);
    expect(store.getSnapshot()).toBeNull();
  });
});
