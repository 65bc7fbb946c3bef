import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  parseBodyText,
  unwrapData,
  type ApiClientDependencies,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientAnswering(response: Response | Error, overrides: Partial<ApiClientDependencies> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch, getToken: () => 'session-token', onUnauthorized, ...overrides });
  return { client, fetch, onUnauthorized };
}

describe('unwrapData', () => {
  it('keeps a data value of 0', () => {
    expect(unwrapData({ data: 0 })).toBe(0);
  });

  it('keeps false, empty text and null data values', () => {
    expect(unwrapData({ data: false })).toBe(false);
    expect(unwrapData({ data: '' })).toBe('');
    expect(unwrapData({ data: null })).toBeNull();
  });

  it('returns the whole body when there is no data field', () => {
    expect(unwrapData({ id: 4 })).toEqual({ id: 4 });
    expect(unwrapData([1, 2])).toEqual([1, 2]);
  });
});

describe('parseBodyText', () => {
  it('gives an empty object for an empty body', () => {
    expect(parseBodyText('')).toEqual({});
    expect(parseBodyText('  \n')).toEqual({});
  });

  it('parses JSON text', () => {
    expect(parseBodyText('{"data":[1]}')).toEqual({ data: [1] });
  });
});

describe('createApiClient', () => {
  it('returns 0 when the server answers {data: 0}', async () => {
    const { client } = clientAnswering(jsonResponse(200, { data: 0 }));
    await expect(client.get('count')).resolves.toBe(0);
  });

  it('returns an empty object for an empty success body', async () => {
    const { client } = clientAnswering(new Response(null, { status: 204 }));
    await expect(client.get('signout')).resolves.toEqual({});
  });

  it('sends the bearer token, JSON content type and the /api/ base path', async () => {
    const { client, fetch } = clientAnswering(jsonResponse(200, { data: {} }));
    await client.put('account', { firstName: 'Ada' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"firstName":"Ada"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer session-token',
      'Content-Type': 'application/json',
    });
  });

  it('sends no authorization header on a call made without a session', async () => {
    const { client, fetch } = clientAnswering(jsonResponse(200, { data: {} }));
    await client.post('auth/signin', { email: 'a@b.co', password: 'x' }, { authenticated: false });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('rejects with a typed ApiError carrying the error body', async () => {
    const { client } = clientAnswering(
      jsonResponse(401, { code: 'SIGN_IN_FAILED', message: 'Wrong password', remainingAttempts: 2 }),
    );
    const error = await client
      .post('auth/signin', {}, { authenticated: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'SIGN_IN_FAILED',
      message: 'Wrong password',
      remainingAttempts: 2,
    });
  });

  it('keeps the field issues of a validation error', async () => {
    const issues = [{ field: 'firstName', message: 'Required' }];
    const { client } = clientAnswering(
      jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'Invalid', issues }),
    );
    await expect(client.put('account', {})).rejects.toMatchObject({ status: 400, issues });
  });

  it('maps an answer without an error body to a code from its status', async () => {
    const { client } = clientAnswering(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(client.get('me')).rejects.toMatchObject({
      status: 503,
      code: 'INTERNAL',
      message: 'Service Unavailable',
    });
  });

  it('turns a network failure into an ApiError with status 0 and the error text', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    await expect(client.get('me')).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: 'Failed to fetch',
    });
  });

  it('calls the unauthorized handler on a 401 of an authenticated call', async () => {
    const { client, onUnauthorized } = clientAnswering(
      jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Expired' }),
    );
    await expect(client.get('me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call the unauthorized handler when sign-in answers 401', async () => {
    const { client, onUnauthorized } = clientAnswering(
      jsonResponse(401, { code: 'SIGN_IN_FAILED', message: 'Wrong password', remainingAttempts: 1 }),
    );
    await expect(client.post('auth/signin', {}, { authenticated: false })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends an explicit token on a sessionless call without reacting to its 401 (sign-out after clearing)', async () => {
    const { client, fetch, onUnauthorized } = clientAnswering(
      jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Expired' }),
      { getToken: () => null },
    );
    await expect(client.get('signout', { token: 'old-token', authenticated: false })).rejects.toMatchObject({
      status: 401,
    });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer old-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call the unauthorized handler on a 403', async () => {
    const { client, onUnauthorized } = clientAnswering(
      jsonResponse(403, { code: 'FORBIDDEN', message: 'No' }),
    );
    await expect(client.get('admin')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('validates the unwrapped value against the given schema', async () => {
    const { client } = clientAnswering(jsonResponse(200, { data: { id: 'not a number' } }));
    await expect(client.get('me', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: INVALID_RESPONSE_CODE,
      message: MESSAGES.serverError,
    });
  });
});

describe('the supplier-module API key (spec 000 §7)', () => {
  it('sends the configured key on a request with a JSON body', async () => {
    const { client, fetch } = clientAnswering(jsonResponse(200, { data: {} }), {
      getSupplierApiKey: () => Promise.resolve('key-from-config'),
    });
    await client.put('user', { id: 1 });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-supplier-api-key']).toBe('key-from-config');
  });

  it('sends no key on a request without a body, and none when the server has no key', async () => {
    const getSupplierApiKey = vi.fn(() => Promise.resolve(null));
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(200, { data: {} })));
    const { client } = clientAnswering(jsonResponse(200, {}), { getSupplierApiKey, fetch });
    await client.get('roles');
    await client.post('discount', { name: 'Volume' });
    expect(getSupplierApiKey).toHaveBeenCalledTimes(1);
    for (const call of fetch.mock.calls) {
      expect(Object.keys(call[1]?.headers ?? {})).not.toContain('x-supplier-api-key');
    }
  });
});
