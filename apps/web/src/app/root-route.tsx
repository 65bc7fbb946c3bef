import { Outlet, ScrollRestoration } from 'react-router';
import { requestSignOut, SessionActivity } from '../features/auth';
import { SessionProvider } from '../lib/auth';
import { LiveConnectionProvider } from '../lib/live-connection';

/**
 * Above every screen, inside the router: the session (it navigates), scroll restoration and session activity.
 * Areas are preloaded by the signed-in shell, never on the login page.
 */
export function RootRoute() {
  return (
    <SessionProvider requestSignOut={requestSignOut}>
      {/* spec 000 §2: scroll position is restored on navigation. */}
      <ScrollRestoration />
      <SessionActivity />
      {/* spec 000 §4: the live connection opens after login and closes 1 s after logout. */}
      <LiveConnectionProvider>
        <Outlet />
      </LiveConnectionProvider>
    </SessionProvider>
  );
}
