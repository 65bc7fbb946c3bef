import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedViewSchema,
  VERSION_HEADER,
  type SavedView,
  type UpdateSavedViewRequest,
} from '@portal/contracts';
import { apiClient } from '../api-client';
import { SAVED_VIEWS_QUERY_KEY } from './get-saved-views';

/** PUT /api/savedView/{id} with the version read (409 when the view changed meanwhile, e.g. in another tab). */
export function updateSavedView({
  view,
  request,
}: {
  view: SavedView;
  request: UpdateSavedViewRequest;
}): Promise<SavedView> {
  return apiClient.put(`savedView/${view.id}`, request, {
    schema: savedViewSchema,
    headers: { [VERSION_HEADER]: String(view.version) },
  });
}

export function useUpdateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedView,
    // Refreshed on a refusal too: an outdated answer means the list shows an old version.
    onSettled: (_result, _error, { view }) =>
      queryClient.invalidateQueries({ queryKey: [...SAVED_VIEWS_QUERY_KEY, view.tableKey] }),
  });
}
