import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** DELETE /api/user/{id}. */
export async function deleteUser(userId: number): Promise<void> {
  await apiClient.delete(`user/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
