import type { SessionUser } from '@portal/contracts';

/**
 * spec 000 §3: session storage holds the token, the current user and a logged-in flag; local storage holds a
 * keepSignin flag. Session storage (not local storage) keeps a token from outliving the browser tab.
 */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  user: 'currentUser',
  isLoggedIn: 'isLoggedIn',
} as const;

export const KEEP_SIGN_IN_STORAGE_KEY = 'keepSignin';

export interface Session {
  readonly token: string;
  readonly user: SessionUser;
}

/** The part of the Web Storage API we use, so tests can pass an in-memory storage. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Checks a stored user against the contract (session-user.ts). It comes with the validation library, which the
 * login page does without (issue 11 §7), so it is passed in: main.tsx fetches it only when a session is stored.
 */
export type StoredUserParser = (value: unknown) => SessionUser | null;

/** A token, the logged-in flag and a user are stored: there is a session to restore (and check). */
export function hasStoredSession(storage: KeyValueStorage | undefined): boolean {
  if (!storage) return false;
  return (
    Boolean(storage.getItem(SESSION_STORAGE_KEYS.token)) &&
    storage.getItem(SESSION_STORAGE_KEYS.isLoggedIn) === 'true' &&
    Boolean(storage.getItem(SESSION_STORAGE_KEYS.user))
  );
}

export function readSession(
  storage: KeyValueStorage | undefined,
  parseUser: StoredUserParser,
): Session | null {
  if (!storage || !hasStoredSession(storage)) return null;
  const token = storage.getItem(SESSION_STORAGE_KEYS.token) ?? '';
  try {
    const user = parseUser(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? ''));
    // A user stored by an older release (or edited by hand) is treated as no session rather than trusted.
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

export function writeSession(storage: KeyValueStorage | undefined, session: Session): void {
  if (!storage) return;
  storage.setItem(SESSION_STORAGE_KEYS.token, session.token);
  storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.setItem(SESSION_STORAGE_KEYS.isLoggedIn, 'true');
}

export function removeSession(storage: KeyValueStorage | undefined): void {
  if (!storage) return;
  for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.removeItem(key);
}

export interface SessionStore {
  readonly getSnapshot: () => Session | null;
  /** Whether storage holds a session that restore() would check. */
  readonly hasStoredSession: () => boolean;
  /** Takes the stored session, if its user passes the contract's check (after a reload). */
  readonly restore: (parseUser: StoredUserParser) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly save: (session: Session) => void;
  readonly updateUser: (user: SessionUser) => void;
  readonly clear: () => void;
}

/**
 * The session lives outside React so that the API client (bearer header), the route guard and the
 * unsaved-changes guard read the same value synchronously; React subscribes through useSyncExternalStore.
 * With a parser the stored session is restored at once; without, it waits for restore() (main.tsx).
 */
export function createSessionStore(
  storage: KeyValueStorage | undefined,
  parseUser?: StoredUserParser,
): SessionStore {
  let current = parseUser ? readSession(storage, parseUser) : null;
  const listeners = new Set<() => void>();
  const publish = (next: Session | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => current,
    hasStoredSession: () => hasStoredSession(storage),
    restore(parser) {
      publish(readSession(storage, parser));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(session) {
      writeSession(storage, session);
      publish(session);
    },
    updateUser(user) {
      if (!current) return;
      const next = { ...current, user };
      writeSession(storage, next);
      publish(next);
    },
    clear() {
      removeSession(storage);
      publish(null);
    },
  };
}

function browserStorage(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    // Storage access throws when the browser blocks it (privacy settings); the app then keeps no session.
    return undefined;
  }
}

/** Restored by main.tsx before the first render, once the stored user has been checked. */
export const sessionStore = createSessionStore(browserStorage('sessionStorage'));

export function readKeepSignIn(storage = browserStorage('localStorage')): boolean {
  return storage?.getItem(KEEP_SIGN_IN_STORAGE_KEY) === 'true';
}

export function writeKeepSignIn(keepSignIn: boolean, storage = browserStorage('localStorage')): void {
  storage?.setItem(KEEP_SIGN_IN_STORAGE_KEY, String(keepSignIn));
}
