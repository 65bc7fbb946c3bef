import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES, Role, STAFF_ROLE_IDS, type RoleId } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const tokens = new Map<RoleId, string>();
const emailByRole = new Map<RoleId, string>([
  [Role.ids.SUPER_ADMIN, DEMO_ACCOUNTS.superAdmin],
  [Role.ids.OPERATIONS, DEMO_ACCOUNTS.operations],
  [Role.ids.FINANCE, DEMO_ACCOUNTS.finance],
]);

beforeAll(async () => {
  testApp = await createTestApp();
  for (const [roleId, email] of emailByRole) tokens.set(roleId, await signIn(testApp.app, email));
});
afterAll(async () => {
  await testApp.close();
});

/** Fills path parameters with a plausible id so the request reaches the route. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1');
}

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

describe('access control on every route', () => {
  it('has routes to walk, and some of them are public', () => {
    const routes = testApp.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => route.access.kind === 'public').map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/health', '/api/config']),
    );
  });

  it('answers 401 on every protected route without a token, and with a bad one', async () => {
    const protectedRoutes = testApp.app.registeredRoutes.filter((route) => route.access.kind === 'roles');
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const request = { method: route.method as InjectMethod, url: concreteUrl(route.url) };
      const anonymous = await testApp.app.inject(request);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json<{ code: string }>().code).toBe(ErrorCode.UNAUTHENTICATED);
      const forged = await testApp.app.inject({ ...request, headers: bearer('x'.repeat(43)) });
      expect(forged.statusCode, `${route.method} ${route.url} with a forged token`).toBe(401);
    }
  });

  it('answers 403 to every staff role a restricted route does not list, and lets the listed ones through', async () => {
    let restrictedChecks = 0;
    for (const route of testApp.app.registeredRoutes) {
      if (route.access.kind !== 'roles') continue;
      for (const roleId of STAFF_ROLE_IDS) {
        const response = await testApp.app.inject({
          method: route.method as InjectMethod,
          url: concreteUrl(route.url),
          headers: bearer(tokens.get(roleId) ?? ''),
        });
        const label = `${route.method} ${route.url} as role ${roleId}`;
        // Signing out ends the session the walk uses: take a fresh one for the next routes.
        if (route.url === '/api/signout' && response.statusCode === 200) {
          tokens.set(roleId, await signIn(testApp.app, emailByRole.get(roleId) ?? ''));
        }
        if (route.access.roles.includes(roleId)) {
          // The route lets the role through; a service may still refuse this record or field (403 with its own
          // reason, access-control-fields.api.test.ts), never with the route's refusal.
          expect(response.statusCode, label).not.toBe(401);
          if (response.statusCode === 403) {
            expect(response.json<{ message: string }>().message, label).not.toBe(MESSAGES.accessDenied);
          }
        } else {
          restrictedChecks += 1;
          expect(response.statusCode, label).toBe(403);
          expect(response.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
        }
      }
    }
    expect(restrictedChecks).toBeGreaterThan(0);
  });

  it('lets an operations token call a staff route but not the super-admin-only unlock', async () => {
    const operations = bearer(tokens.get(Role.ids.OPERATIONS) ?? '');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/roles', headers: operations })).statusCode,
    ).toBe(200);
    const unlock = await testApp.app.inject({ method: 'PUT', url: '/api/unlockUser/1', headers: operations });
    expect(unlock.statusCode).toBe(403);
  });

  it('answers 404 in the error shape for an unknown API path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 once an address exceeds the per-minute limit', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'nobody@example.com', password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
