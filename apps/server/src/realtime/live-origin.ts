import type { IncomingMessage } from 'node:http';

export interface LiveOriginPolicy {
  /** Origins allowed besides the portal's own (LIVE_ALLOWED_ORIGINS), lower case, without a trailing slash. */
  allowedOrigins: readonly string[];
  /** Behind a trusted proxy, the host the browser asked for is in X-Forwarded-Host. */
  trustProxy: boolean;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * May this WebSocket upgrade open the live connection? A browser always sends its page's Origin: only the portal's
 * own (the same host as the request's) and the configured ones are accepted, so another site's page cannot open a
 * connection in a signed-in user's browser. A request without Origin comes from no browser (the tests' stompjs
 * client, a script): it is accepted, since the session still has to be proven with a bearer token in CONNECT
 * (docs/decisions/194).
 */
export function isAllowedLiveOrigin(request: IncomingMessage, policy: LiveOriginPolicy): boolean {
  const origin = firstHeader(request.headers.origin);
  if (origin === undefined) return true;
  if (policy.allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [firstHeader(request.headers.host)];
  if (policy.trustProxy) hosts.push(firstHeader(request.headers['x-forwarded-host']));
  return hosts.includes(originHost);
}
