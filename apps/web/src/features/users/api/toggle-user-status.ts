import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRowSchema, type UserRow } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** GET /api/toggleUserStatus/{id}: flips active/inactive and answers the updated user (spec 001 §4). */
export function toggleUserStatus(userId: number): Promise<UserRow> {
  return apiClient.get(`toggleUserStatus/${userId}`, { schema: userRowSchema });
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
