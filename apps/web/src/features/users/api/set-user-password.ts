import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUserPasswordRequest } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** PUT /api/userPassword/{id}: super admin only; also unlocks the account and ends the user's sessions. */
export async function setUserPassword(userId: number, request: SetUserPasswordRequest): Promise<void> {
  await apiClient.put(`userPassword/${userId}`, request);
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, request }: { userId: number; request: SetUserPasswordRequest }) =>
      setUserPassword(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
