import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '../api/get-runtime-config';
import { useKeepalive } from '../api/keepalive';
import { IdleWatch } from './idle-watch';

export interface SignedInActivityProps {
  /** A new sign-in starts a fresh watch. */
  readonly token: string;
  readonly onTimeout: () => void;
}

/**
 * What runs for the length of a session: the keepalive ping and the idle watch, with timings from GET /api/config
 * so tests can shorten the idle period. Its own chunk, fetched once signed in (issue 11 §7).
 */
export function SignedInActivity({ token, onTimeout }: SignedInActivityProps) {
  const { data: config = DEFAULT_RUNTIME_CONFIG } = useRuntimeConfig();
  useKeepalive(true, config.keepaliveIntervalMs);
  return (
    <IdleWatch
      key={token}
      idleTimeoutSeconds={config.idleTimeoutSeconds}
      idleWarningSeconds={config.idleWarningSeconds}
      onTimeout={onTimeout}
    />
  );
}
