import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** PUT /api/updatePassword: the user's own password, proven by the current one. */
export function updatePassword(request: UpdatePasswordRequest): Promise<unknown> {
  return apiClient.put('updatePassword', request);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
