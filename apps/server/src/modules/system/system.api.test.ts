import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, ErrorCode, MESSAGES } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ IDLE_TIMEOUT_SECONDS: '90', IDLE_WARNING_SECONDS: '20' });
});
afterAll(async () => {
  await testApp.close();
});

describe('system', () => {
  it('reports health with the engine in use', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', engine: testApp.engine } });
  });

  it('serves the runtime configuration before sign-in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      data: {
        version: APP_VERSION,
        idleTimeoutSeconds: 90,
        idleWarningSeconds: 20,
        keepaliveIntervalMs: 15_000,
        // No MAP_TILE_URL: maps work offline with no tiles (docs/decisions/037).
        mapTileUrl: null,
        // No SUPPLIER_API_KEY: the header is not required (docs/decisions/063).
        supplierApiKey: null,
      },
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/roles']));
    expect(JSON.stringify(document.paths['/api/auth/signin'])).toContain('password');
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ops@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ code: string }>().code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers an unexpected failure with the spec server-error message and no internals', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin);
    // Break the database underneath the app: every query now fails inside the driver.
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(token) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.INTERNAL, message: MESSAGES.serverError });
  });
});
