import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser, type UpdateAccountRequest } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { getMeQueryOptions } from './get-me';

/** PUT /api/account: the user's own name, phone and language. */
export function updateAccount(request: UpdateAccountRequest): Promise<SessionUser> {
  return apiClient.put('account', request, { schema: sessionUserSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      const { queryKey } = getMeQueryOptions();
      queryClient.setQueryData(queryKey, user);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
