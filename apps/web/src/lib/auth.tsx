import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIVE_CONNECTION_CLOSE_DELAY_MS,
  ROUTES,
  type SessionUser,
  type SignInResponse,
} from '@portal/contracts';
import { setUnauthorizedHandler } from './api-error';
import { applyUserLanguage, DEFAULT_LANGUAGE, i18n } from './i18n';
import { previousPageTracker } from './previous-page';
import { sessionStore, writeKeepSignIn, type Session } from './session';

/** Why a session ended; the login page explains the last two. */
export type SignOutReason = 'user' | 'idle' | 'unauthorized';

let lastSignOutReason: SignOutReason | null = null;

/**
 * Why the previous session ended, for the login page's notice. Kept outside navigation state because the route
 * guard may redirect to /login on its own as soon as the session is cleared.
 */
export function getLastSignOutReason(): SignOutReason | null {
  return lastSignOutReason;
}

export interface SignInOptions {
  readonly keepSignedIn?: boolean;
}

export interface SessionContextValue {
  readonly session: Session | null;
  readonly user: SessionUser | null;
  readonly roleId: number | null;
  readonly token: string | null;
  readonly isLoggedIn: boolean;
  readonly signIn: (response: SignInResponse, options?: SignInOptions) => void;
  readonly signOut: (reason?: SignOutReason) => Promise<void>;
  readonly updateUser: (user: SessionUser) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

type LogoutListener = () => void;
const logoutListeners = new Set<LogoutListener>();

/**
 * Hook point for the live-update connection (spec 000 §4: logout closes the live connection after 1 s). The
 * listener runs LIVE_CONNECTION_CLOSE_DELAY_MS after the session ends, giving in-flight leave messages time to
 * go out. Returns a function that removes the listener.
 */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function useOnLogout(listener: LogoutListener): void {
  useEffect(() => onLogout(listener), [listener]);
}

export function useSessionSnapshot(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export interface SessionProviderProps {
  /** Revokes the token on the server (GET /api/signout); injected so shared code never imports a feature. */
  readonly requestSignOut: (token: string) => Promise<unknown>;
  readonly children: ReactNode;
}

/**
 * Sits inside the router (it navigates) and above every screen. The session itself lives in sessionStore so the
 * API client and the guards read it without React.
 */
export function SessionProvider({ requestSignOut, children }: SessionProviderProps) {
  const session = useSessionSnapshot();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signIn = useCallback((response: SignInResponse, options: SignInOptions = {}) => {
    // The response's roleId is the authority the server signed; the user copy is for display.
    sessionStore.save({ token: response.token, user: { ...response.user, roleId: response.roleId } });
    if (options.keepSignedIn !== undefined) writeKeepSignIn(options.keepSignedIn);
    previousPageTracker.reset();
    lastSignOutReason = null;
    applyUserLanguage(response.user.languageId);
  }, []);

  const signOut = useCallback(
    async (reason: SignOutReason = 'user') => {
      const token = sessionStore.getSnapshot()?.token;
      // spec 000 §4: logout clears the session first, so every guard and blocker sees a signed-out user
      // before we navigate away.
      lastSignOutReason = reason;
      sessionStore.clear();
      previousPageTracker.reset();
      await navigate(ROUTES.login, { replace: true });
      queryClient.clear();
      if (i18n.language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
      setTimeout(() => {
        for (const listener of logoutListeners) listener();
      }, LIVE_CONNECTION_CLOSE_DELAY_MS);
      // After a 401 the server has already dropped the token; revoking it again would only fail.
      if (token && reason !== 'unauthorized') {
        try {
          await requestSignOut(token);
        } catch (error) {
          console.warn('Sign-out request failed; the session was cleared locally.', error);
        }
      }
    },
    [navigate, queryClient, requestSignOut],
  );

  const updateUser = useCallback((user: SessionUser) => {
    sessionStore.updateUser(user);
    applyUserLanguage(user.languageId);
  }, []);

  useEffect(() => setUnauthorizedHandler(() => void signOut('unauthorized')), [signOut]);

  // A reload keeps the session (session storage), so the stored user's language applies again.
  const storedLanguageId = session?.user.languageId;
  useEffect(() => {
    if (storedLanguageId !== undefined) applyUserLanguage(storedLanguageId);
  }, [storedLanguageId]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      roleId: session?.user.roleId ?? null,
      token: session?.token ?? null,
      isLoggedIn: session !== null,
      signIn,
      signOut,
      updateUser,
    }),
    [session, signIn, signOut, updateUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
