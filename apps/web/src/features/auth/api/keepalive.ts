import { useEffect } from 'react';
import { keepaliveResponseSchema } from '@portal/contracts';
import { apiClient, isApiError } from '../../../lib/api-client';

/** GET /api/keepalive extends the server session. */
export function keepalive(): Promise<{ expiresAt: string }> {
  return apiClient.get('keepalive', { schema: keepaliveResponseSchema });
}

/** spec 000 §4: a keepalive ping runs every 15 s while logged in. */
export function useKeepalive(isEnabled: boolean, intervalMs: number): void {
  useEffect(() => {
    if (!isEnabled) return;
    const handle = setInterval(() => {
      keepalive().catch((error: unknown) => {
        // A 401 already ended the session through the API client; anything else is retried on the next tick.
        if (!isApiError(error) || error.status !== 401) console.warn('Keepalive failed.', error);
      });
    }, intervalMs);
    return () => clearInterval(handle);
  }, [isEnabled, intervalMs]);
}
