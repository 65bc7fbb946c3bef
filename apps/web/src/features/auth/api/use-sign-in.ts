import { useMutation } from '@tanstack/react-query';
import type { SignInRequest } from '@portal/contracts';

/** The sign-in call with the API client and the contract's schemas: fetched once the form is in use. */
export const loadSignIn = () => import('./sign-in');

export function useSignIn() {
  return useMutation({
    mutationFn: async (request: SignInRequest) => (await loadSignIn()).signIn(request),
  });
}
