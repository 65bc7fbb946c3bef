import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedView } from '@portal/contracts';
import { apiClient } from '../api-client';
import { SAVED_VIEWS_QUERY_KEY } from './get-saved-views';

/** DELETE /api/savedView/{id}. */
export async function deleteSavedView(view: SavedView): Promise<void> {
  await apiClient.delete(`savedView/${view.id}`);
}

export function useDeleteSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSettled: (_result, _error, view) =>
      queryClient.invalidateQueries({ queryKey: [...SAVED_VIEWS_QUERY_KEY, view.tableKey] }),
  });
}
