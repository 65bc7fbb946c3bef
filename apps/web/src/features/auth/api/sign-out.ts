/**
 * GET /api/signout revokes the token. It is called after the session is cleared locally (spec 000 §4), so the
 * token is passed in rather than read from the session, and a 401 (token already expired) must not start a
 * second sign-out.
 */
export async function requestSignOut(token: string): Promise<unknown> {
  // The session provider on the login page holds this function; the API client (with its schemas) is fetched
  // when a sign-out happens, which is always after sign-in (issue 11 §7).
  const { apiClient } = await import('../../../lib/api-client');
  return apiClient.get('signout', { token, authenticated: false });
}
