import { sessionUserSchema, type SessionUser } from '@portal/contracts';

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

export function readSession(storage: KeyValueStorage | undefined): Session | null {
  if (!storage) return null;
  const token = storage.getItem(SESSION_STORAGE_KEYS.token);
  const isLoggedIn = storage.getItem(SESSION_STORAGE_KEYS.isLoggedIn) === 'true';
  const rawUser = storage.getItem(SESSION_STORAGE_KEYS.user);
  if (!token || !isLoggedIn || !rawUser) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(rawUser));
    // A user stored by an older release (or edited by hand) is treated as no session rather than trusted.
    return parsed.success ? { token, user: parsed.data } : null;
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
  readonly subscribe: (listener: () => void) => () => void;
  readonly save: (session: Session) => void;
  readonly updateUser: (user: SessionUser) => void;
  readonly clear: () => void;
}

/**
 * The session lives outside React so that the API client (bearer header), the route guard and the
 * unsaved-changes guard read the same value synchronously; React subscribes through useSyncExternalStore.
 */
export function createSessionStore(storage: KeyValueStorage | undefined): SessionStore {
  let current = readSession(storage);
  const listeners = new Set<() => void>();
  const publish = (next: Session | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => current,
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

export const sessionStore = createSessionStore(browserStorage('sessionStorage'));

export function readKeepSignIn(storage = browserStorage('localStorage')): boolean {
  return storage?.getItem(KEEP_SIGN_IN_STORAGE_KEY) === 'true';
}

export function writeKeepSignIn(keepSignIn: boolean, storage = browserStorage('localStorage')): void {
  storage?.setItem(KEEP_SIGN_IN_STORAGE_KEY, String(keepSignIn));
}
