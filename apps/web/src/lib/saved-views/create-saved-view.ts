import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedViewSchema, type CreateSavedViewRequest, type SavedView } from '@portal/contracts';
import { apiClient } from '../api-client';
import { SAVED_VIEWS_QUERY_KEY } from './get-saved-views';

/** POST /api/savedView. */
export function createSavedView(request: CreateSavedViewRequest): Promise<SavedView> {
  return apiClient.post('savedView', request, { schema: savedViewSchema });
}

export function useCreateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedView,
    onSuccess: (view) =>
      queryClient.invalidateQueries({ queryKey: [...SAVED_VIEWS_QUERY_KEY, view.tableKey] }),
  });
}
