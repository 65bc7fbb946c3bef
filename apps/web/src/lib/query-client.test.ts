import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, MAX_QUERY_RETRIES, shouldRetryQuery } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('shouldRetryQuery', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('retries network failures and 5xx a limited number of times', () => {
    expect(shouldRetryQuery(0, apiError(0))).toBe(true);
    expect(shouldRetryQuery(0, apiError(503))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, apiError(503))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('reports a 403 of a query so the user sees a toast, and nothing else', async () => {
    const onForbidden = vi.fn();
    const client = createQueryClient({ onForbidden });
    await client
      .fetchQuery({ queryKey: ['forbidden'], queryFn: () => Promise.reject(apiError(403)) })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['missing'], queryFn: () => Promise.reject(apiError(404)) })
      .catch(() => undefined);
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden).toHaveBeenCalledWith('x');
  });
});
