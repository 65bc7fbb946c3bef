import { statusCallRequest, VERSION_HEADER, type StatusCallSubject } from '@portal/contracts';
import type { z } from 'zod';
import { apiClient } from './api-client';

/**
 * Makes the status call a transition is chosen by (decision 204): the call, its path and body come from the
 * contracts' map (`STATUS_CALLS`), the version is the one the user saw — a record someone else changed since is
 * refused with the outdated notice (409), never moved behind the user's back.
 */
export function sendStatusCall<TResult>(
  key: string,
  record: StatusCallSubject,
  schema: z.ZodType<TResult>,
  signal?: AbortSignal,
): Promise<TResult> {
  let request;
  try {
    request = statusCallRequest(key, record);
  } catch (error) {
    // A key no call is chosen by, or one that does not leave the record's status: a caller's bug, as a failure.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const options = {
    schema,
    headers: { [VERSION_HEADER]: String(request.version) },
    ...(signal ? { signal } : {}),
  };
  return request.method === 'PUT'
    ? apiClient.put(request.path, request.body, options)
    : apiClient.get(request.path, options);
}
