import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/signout revokes the token. It is called after the session is cleared locally (spec 000 §4), so the
 * token is passed in rather than read from the session, and a 401 (token already expired) must not start a
 * second sign-out.
 */
export function requestSignOut(token: string): Promise<unknown> {
  return apiClient.get('signout', { token, authenticated: false });
}
