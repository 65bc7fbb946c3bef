import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/auth';

// Only a signed-in user is watched (spec 000 §4), so the keepalive, the idle watch and its warning dialog stay off
// the login page (issue 11 §7).
const SignedInActivity = lazy(async () => ({
  default: (await import('./signed-in-activity')).SignedInActivity,
}));

/** Everything that runs for the length of a session, mounted while signed in. */
export function SessionActivity() {
  const { isLoggedIn, token, signOut } = useSession();
  if (!isLoggedIn || !token) return null;
  return (
    <Suspense fallback={null}>
      <SignedInActivity token={token} onTimeout={() => void signOut('idle')} />
    </Suspense>
  );
}
