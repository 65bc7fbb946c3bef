import { useSession } from '../../../lib/auth';
import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '../api/get-runtime-config';
import { useKeepalive } from '../api/keepalive';
import { IdleWatch } from './idle-watch';

/**
 * Everything that runs for the length of a session: the keepalive ping and the idle watch, with timings from
 * GET /api/config so tests can shorten the idle period.
 */
export function SessionActivity() {
  const { isLoggedIn, token, signOut } = useSession();
  const { data: config = DEFAULT_RUNTIME_CONFIG } = useRuntimeConfig();
  useKeepalive(isLoggedIn, config.keepaliveIntervalMs);
  if (!isLoggedIn) return null;
  return (
    <IdleWatch
      // A new sign-in starts a fresh watch.
      key={token}
      idleTimeoutSeconds={config.idleTimeoutSeconds}
      idleWarningSeconds={config.idleWarningSeconds}
      onTimeout={() => void signOut('idle')}
    />
  );
}
