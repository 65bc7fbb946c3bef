import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** What every answer carries, whatever its route or status (plugins/security.ts). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self' ws: wss:;object-src 'none';base-uri 'self';form-action 'self';" +
    "frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every answer: public, signed-in, refused and not found; no HSTS on plain HTTP', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    const answers = [
      await testApp.app.inject({ method: 'GET', url: '/api/health' }),
      await testApp.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(token) }),
      await testApp.app.inject({ method: 'GET', url: '/api/companies' }),
      await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
