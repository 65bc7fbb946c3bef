import { useMutation } from '@tanstack/react-query';
import { signInResponseSchema, type SignInRequest, type SignInResponse } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/signin. Made without a session, so its 401 is "wrong credentials", not "session ended". */
export function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiClient.post('auth/signin', request, { schema: signInResponseSchema, authenticated: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
