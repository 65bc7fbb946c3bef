import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** DELETE /api/avatar: removes the signed-in user's own avatar (docs/decisions/031). */
export async function deleteOwnAvatar(): Promise<void> {
  await apiClient.delete('avatar');
}

export function useDeleteOwnAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
