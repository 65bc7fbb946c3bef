import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { gomatchCorrectionList } from './get-gomatch-corrections';

/** DELETE /api/gomatchCorrection/{id}: the engine forgets this correction; the next run matches the text anew. */
export async function deleteGomatchCorrection(id: number): Promise<void> {
  await apiClient.delete(`gomatchCorrection/${id}`);
}

export function useDeleteGomatchCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGomatchCorrection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gomatchCorrectionList.queryKey }),
  });
}
