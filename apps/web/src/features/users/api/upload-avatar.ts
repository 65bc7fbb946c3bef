import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRowSchema, type UserRow } from '@portal/contracts';
import {
  API_BASE_PATH,
  ApiError,
  NETWORK_ERROR_CODE,
  parseBodyText,
  toApiError,
} from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { USERS_QUERY_KEY } from './get-user-page';

/**
 * POST /api/uploadAvatar as multipart form data (spec 001 §7). The JSON api client cannot send a form, so this
 * call builds its own request with the same bearer token and the same error shape.
 */
export async function uploadAvatar(image: Blob, fileName: string): Promise<UserRow> {
  const form = new FormData();
  form.append('file', image, fileName);
  const token = sessionStore.getSnapshot()?.token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}uploadAvatar`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: cause instanceof Error ? cause.message : '',
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = parseBodyText(text);
  } catch {
    body = { message: text };
  }
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
  return userRowSchema.parse(data);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName: string }) => uploadAvatar(image, fileName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
