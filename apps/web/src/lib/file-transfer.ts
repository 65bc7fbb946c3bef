import type { z } from 'zod';
import { API_BASE_PATH, ApiError, NETWORK_ERROR_CODE, parseBodyText, toApiError } from './api-client';
import { sessionStore } from './session';

/** A fetch with the session's bearer token, its network failure said the api client's way. */
async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = sessionStore.getSnapshot()?.token;
  try {
    return await fetch(`${API_BASE_PATH}${path}`, {
      ...init,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
    });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: cause instanceof Error ? cause.message : '',
    });
  }
}

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown;
  try {
    body = parseBodyText(text);
  } catch {
    body = { message: text };
  }
  return toApiError(response.status, response.statusText, body);
}

/**
 * POSTs one file as multipart form data (field `file`): the JSON api client cannot send a form, so uploads build
 * their request here, with the same bearer token and the same error shape. Resolves the `{data}` answer parsed.
 */
export async function uploadFile<T>(
  path: string,
  file: Blob,
  fileName: string,
  schema: z.ZodType<T>,
): Promise<T> {
  return uploadFiles(path, [{ file, fileName }], schema, 'file');
}

/** POSTs several files in one multipart form, each a part named `field` (uploadOrderItemPictures: `files`). */
export async function uploadFiles<T>(
  path: string,
  files: ReadonlyArray<{ readonly file: Blob; readonly fileName: string }>,
  schema: z.ZodType<T>,
  field = 'files',
): Promise<T> {
  const form = new FormData();
  for (const { file, fileName } of files) form.append(field, file, fileName);
  const response = await authorizedFetch(path, { method: 'POST', body: form });
  if (!response.ok) throw await failureOf(response);
  const body = parseBodyText(await response.text());
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
  return schema.parse(data);
}

/**
 * POSTs a multipart form built by the caller (fields besides the file, e.g. uploadBolAttachment's `stopId`) with
 * extra headers (the version header); resolves the `{data}` answer parsed.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await authorizedFetch(path, { method: 'POST', body: form, headers });
  if (!response.ok) throw await failureOf(response);
  const body = parseBodyText(await response.text());
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
  return schema.parse(data);
}

/**
 * GETs a file with the session's token and opens it in a new tab (a printable PDF): a plain link cannot carry the
 * bearer token, so the bytes are fetched and shown from a blob address.
 */
export async function openFile(path: string): Promise<void> {
  const response = await authorizedFetch(path);
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  // The new tab has read the address by then; a minute leaves it time on a slow machine.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GETs a file with the session's token and hands it to the browser as a download under `fileName`; `init` for a
 * download the spec asks by POST (downloadEmailAttachment).
 */
export async function downloadFile(path: string, fileName: string, init?: RequestInit): Promise<void> {
  const response = await authorizedFetch(path, init);
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
