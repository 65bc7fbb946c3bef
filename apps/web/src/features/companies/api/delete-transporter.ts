import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { transporterList } from './get-transporter-page';

/** DELETE /api/transporter/:id; a transporter still referenced is refused with a 409 naming why. */
export function deleteTransporter(id: number): Promise<unknown> {
  return apiClient.delete(`transporter/${id}`);
}

export function useDeleteTransporter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransporter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transporterList.queryKey }),
  });
}
