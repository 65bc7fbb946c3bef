import { useState, type ReactElement, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { Role, type LiveEvent, type SessionUser } from '@portal/contracts';
import { SessionProvider } from '../lib/auth';
import { LiveConnectionProvider, type LiveConnection } from '../lib/live-connection';
import { sessionStore } from '../lib/session';
import { LocationOutput, renderWithProviders } from './render';

/**
 * The signed-in staff member and the live connection of the screens' component tests (boards, dashboards,
 * workspaces, the picture manager): the staff member a screen checks its roles and language against, a live
 * connection the test speaks on instead of a STOMP server, and the providers that hand both to the screen.
 *
 *     beforeEach(() => signInAs({ roleId: Role.ids.FINANCE }));
 *     renderWithProviders(<SignedIn><Screen /></SignedIn>, { url: '/screen' });
 */

/**
 * Signs a staff member in for the test (restored after it by `setUpComponentTests`): operations, in English
 * (language 1), unless the test says otherwise.
 */
export function signInAs(user: Partial<SessionUser> = {}): void {
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({
    token: 'token',
    user: {
      id: 1,
      email: 'staff@example.com',
      firstName: 'Sam',
      lastName: 'Staff',
      roleId: Role.ids.OPERATIONS,
      languageId: 1,
      timezoneId: null,
      phoneNumber: null,
      avatarUrl: null,
      ...user,
    },
  });
}

/** A live connection the test speaks on: the events `send` gives reach every topic's handlers. */
export interface TestLiveConnection {
  readonly connection: LiveConnection;
  readonly send: (event: LiveEvent) => Promise<void>;
}

/**
 * A live connection with nobody else in any record (opening one goes straight in, without the in-use question)
 * whose topics hear only what the test sends.
 */
export function testLiveConnection(): TestLiveConnection {
  const handlers: Array<(event: LiveEvent) => void> = [];
  const connection = {
    subscribe: (_destination: string, handler: (event: LiveEvent) => void) => {
      handlers.push(handler);
      return () => undefined;
    },
    enter: () => () => undefined,
    peekVisitors: () => Promise.resolve([]),
    open: () => undefined,
    close: () => undefined,
  } as unknown as LiveConnection;
  const send = async (event: LiveEvent) => {
    await act(async () => {
      for (const handler of handlers) handler(event);
      await Promise.resolve();
    });
  };
  return { connection, send };
}

export interface SignedInProps {
  /** The live connection the screen uses (default: a quiet one of its own). */
  readonly connection?: LiveConnection;
  readonly children: ReactNode;
}

/**
 * What the signed-in shell gives a screen: the session (its roles decide the actions offered) and the live
 * connection (presence, other users' changes).
 */
export function SignedIn({ connection, children }: SignedInProps) {
  // One quiet connection for the screen's life: a new one each render would drop its subscriptions.
  const [quiet] = useState(() => testLiveConnection().connection);
  return (
    <SessionProvider requestSignOut={() => Promise.resolve()}>
      <LiveConnectionProvider connection={connection ?? quiet}>{children}</LiveConnectionProvider>
    </SessionProvider>
  );
}

/**
 * Renders screens at their routes, each signed in with the address shown, and the screen at `url` open: a link
 * from one leads to another (a board to its table) or elsewhere ('Elsewhere' is shown), which the test reads with
 * `shownLocation()`.
 */
export function renderSignedInScreens(url: string, screens: Readonly<Record<string, ReactElement>>) {
  const signedIn = (element: ReactElement) => (
    <SignedIn>
      {element}
      <LocationOutput withPath />
    </SignedIn>
  );
  return renderWithProviders(null, {
    url,
    routes: [
      ...Object.entries(screens).map(([path, element]) => ({ path, element: signedIn(element) })),
      { path: '*', element: signedIn(<p>Elsewhere</p>) },
    ],
  });
}
