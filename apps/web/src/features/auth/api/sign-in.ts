import { signInResponseSchema, type SignInRequest, type SignInResponse } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/auth/signin. Made without a session, so its 401 is "wrong credentials", not "session ended". The login
 * page reaches it through useSignIn (use-sign-in.ts), which fetches this module, with the API client and the
 * answer's schema, when the form is first used (issue 11 §7).
 */
export function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiClient.post('auth/signin', request, { schema: signInResponseSchema, authenticated: false });
}
