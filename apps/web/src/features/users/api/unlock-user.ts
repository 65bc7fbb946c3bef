import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** PUT /api/unlockUser/{id}: super admin only, lifts a sign-in lockout. */
export async function unlockUser(userId: number): Promise<void> {
  await apiClient.put(`unlockUser/${userId}`);
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
