import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRowSchema, VERSION_HEADER, type SaveUserRequest, type UserRow } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { userList } from './get-user-page';

/** POST /api/user (docs/decisions/030-user-create-and-delete.md). */
export function createUser(request: SaveUserRequest): Promise<UserRow> {
  return apiClient.post('user', request, { schema: userRowSchema });
}

/** PUT /api/user with the record's version, so a concurrent change is refused rather than overwritten. */
export function updateUser(id: number, version: number, request: SaveUserRequest): Promise<UserRow> {
  return apiClient.put(
    'user',
    { ...request, id },
    { schema: userRowSchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveUserVariables {
  readonly existing: Pick<UserRow, 'id' | 'version'> | null;
  readonly request: SaveUserRequest;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveUserVariables) =>
      existing ? updateUser(existing.id, existing.version, request) : createUser(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}

/** GET /api/user/{id}: the stored record, read again after a save was refused as outdated. */
export function getUser(id: number): Promise<UserRow> {
  return apiClient.get(`user/${id}`, { schema: userRowSchema });
}
