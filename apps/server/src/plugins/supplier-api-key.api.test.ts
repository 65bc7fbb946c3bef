import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { bearer, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/test-app';

const KEY = 'supplier-key-0123456789';
const credentials = { email: DEMO_ACCOUNTS.operations, password: DEMO_PASSWORD };

describe('the supplier-module API key header (spec 000 §7, decision 063)', () => {
  let keyed: TestApp;
  let unkeyed: TestApp;

  beforeAll(async () => {
    keyed = await createTestApp({ SUPPLIER_API_KEY: KEY });
    unkeyed = await createTestApp();
  });
  afterAll(async () => {
    await keyed.close();
    await unkeyed.close();
  });

  it('is ignored when the server has no key, and served as null', async () => {
    const signedIn = await unkeyed.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: credentials,
      headers: { 'x-supplier-api-key': 'anything' },
    });
    expect(signedIn.statusCode).toBe(200);
    const config = await unkeyed.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ data: { supplierApiKey: string | null } }>().data.supplierApiKey).toBeNull();
  });

  it('is required on a request with a JSON body when configured: 401 without it or with a wrong one', async () => {
    const missing = await keyed.app.inject({ method: 'POST', url: '/api/auth/signin', payload: credentials });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await keyed.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: credentials,
      headers: { 'x-supplier-api-key': `${KEY}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await keyed.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: credentials,
      headers: { 'x-supplier-api-key': KEY },
    });
    expect(right.statusCode).toBe(200);
  });

  it('is not asked of requests without a body, and the web app reads it from the public config', async () => {
    const config = await keyed.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ data: { supplierApiKey: string } }>().data.supplierApiKey).toBe(KEY);
    const token = await keyedSignIn();
    const roles = await keyed.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(token) });
    expect(roles.statusCode).toBe(200);
  });

  async function keyedSignIn(): Promise<string> {
    const response = await keyed.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: credentials,
      headers: { 'x-supplier-api-key': KEY },
    });
    return response.json<{ data: { token: string } }>().data.token;
  }

  it('refuses a configured key shorter than 8 characters at start', async () => {
    await expect(createTestApp({ SUPPLIER_API_KEY: 'short' })).rejects.toThrow(/SUPPLIER_API_KEY/);
  });
});
