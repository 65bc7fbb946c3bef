// The session cache (docs/decisions/090): a checked session is answered without the database for a few seconds,
// yet a signed-out, locked, deactivated, re-roled or re-passworded user is refused (or sees the change) on the
// very next request of the instance that made the change, and on another instance once its NOTIFY arrives
// (PostgreSQL). The cache lives 60 s here, so only an invalidation can explain a refusal.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, VERSION_HEADER, type RoleId } from '@portal/contracts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  signIn,
  testEngine,
  type TestApp,
} from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { appUser, userSession } from '../../db/schema';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
const instances: { app: FastifyInstance; database: DatabaseHandle }[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
  adminHeaders = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close().catch(() => undefined);
  }
  await testApp.close();
});

function me(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
}

async function userIdOf(email: string): Promise<number> {
  const [user] = await testApp.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

async function changeRole(app: FastifyInstance, userId: number, roleId: RoleId): Promise<void> {
  const current = await app.inject({ method: 'GET', url: `/api/user/${userId}`, headers: adminHeaders });
  const user = current.json<{ data: { version: number } & Record<string, unknown> }>().data;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: { ...adminHeaders, [VERSION_HEADER]: String(user.version) },
    payload: { ...user, roleId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function toggleStatus(app: FastifyInstance, userId: number): Promise<void> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/toggleUserStatus/${userId}`,
    headers: adminHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the session cache on one instance', () => {
  it('answers a checked session without the database until it is told to forget', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.finance);
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    // Revoked behind the app's back: no change event, so the cached check still answers…
    await testApp.database.db
      .update(userSession)
      .set({ revokedAt: new Date() })
      .where(sql`true`);
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    // …until the cache is dropped, and the database has the last word.
    testApp.app.services.auth.forgetCachedSessions();
    expect((await me(testApp.app, token)).statusCode).toBe(401);
    adminHeaders = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  });

  it('refuses a signed-out session on the very next request', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    const other = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    expect((await me(testApp.app, other)).statusCode).toBe(200);
    const signOut = await testApp.app.inject({ method: 'GET', url: '/api/signout', headers: bearer(token) });
    expect(signOut.statusCode).toBe(200);
    expect((await me(testApp.app, token)).statusCode).toBe(401);
    // Only that session ended.
    expect((await me(testApp.app, other)).statusCode).toBe(200);
  });

  it('refuses a user locked by failed sign-ins on the very next request', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.finance);
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: DEMO_ACCOUNTS.finance, password: 'wrong-password' },
      });
    }
    expect((await me(testApp.app, token)).statusCode).toBe(401);
  });

  it('shows a role change on the very next request, and refuses a role outside staff', async () => {
    const userId = await userIdOf('ops2@example.com');
    const token = await signIn(testApp.app, 'ops2@example.com');
    expect((await me(testApp.app, token)).json<{ data: { roleId: number } }>().data.roleId).toBe(
      Role.ids.OPERATIONS,
    );
    await changeRole(testApp.app, userId, Role.ids.FINANCE);
    const after = await me(testApp.app, token);
    expect(after.json<{ data: { roleId: number } }>().data.roleId).toBe(Role.ids.FINANCE);

    await changeRole(testApp.app, userId, Role.ids.BUYER);
    expect((await me(testApp.app, token)).statusCode).toBe(401);
    await changeRole(testApp.app, userId, Role.ids.OPERATIONS);
  });

  it('refuses a deactivated user on the very next request', async () => {
    const userId = await userIdOf('ops2@example.com');
    const token = await signIn(testApp.app, 'ops2@example.com');
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    await toggleStatus(testApp.app, userId);
    expect((await me(testApp.app, token)).statusCode).toBe(401);
    await toggleStatus(testApp.app, userId);
  });

  it('refuses every session of a user whose password the super admin set', async () => {
    const userId = await userIdOf('ops2@example.com');
    const token = await signIn(testApp.app, 'ops2@example.com');
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/userPassword/${userId}`,
      headers: adminHeaders,
      payload: { newPassword: 'portal-demo' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(testApp.app, token)).statusCode).toBe(401);
  });

  it("shows the user's own profile change in GET /api/me at once", async () => {
    const token = await signIn(testApp.app, 'ops2@example.com');
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    const update = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { firstName: 'Renamed', lastName: 'Twice', phoneNumber: null, languageId: 1 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await me(testApp.app, token)).json<{ data: { firstName: string } }>().data.firstName).toBe(
      'Renamed',
    );
  });

  it('still writes last-seen at most once a minute, and on every keepalive (spec 000 §4)', async () => {
    const token = await signIn(testApp.app, 'ops2@example.com');
    const lastSeen = async () => {
      const rows = await testApp.database.db
        .select({ lastSeenAt: userSession.lastSeenAt })
        .from(userSession)
        .where(
          sql`${userSession.revokedAt} is null and ${userSession.userId} = ${await userIdOf('ops2@example.com')}`,
        );
      return Math.max(...rows.map((row) => row.lastSeenAt.getTime()));
    };
    const setLastSeen = async (secondsAgo: number) => {
      await testApp.database.db
        .update(userSession)
        .set({ lastSeenAt: new Date(Date.now() - secondsAgo * 1000) })
        .where(sql`${userSession.revokedAt} is null`);
      testApp.app.services.auth.forgetCachedSessions();
    };

    await setLastSeen(30);
    const thirtySecondsAgo = await lastSeen();
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(thirtySecondsAgo);

    const keepalive = await testApp.app.inject({
      method: 'GET',
      url: '/api/keepalive',
      headers: bearer(token),
    });
    expect(keepalive.statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(thirtySecondsAgo + 20_000);

    await setLastSeen(90);
    const ninetySecondsAgo = await lastSeen();
    expect((await me(testApp.app, token)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(ninetySecondsAgo + 60_000);
  });
});

describe('the session cache across instances', () => {
  it(`listens for other instances' invalidations only with a PostgreSQL server`, () => {
    // The embedded engine is one instance by construction (its directory lock): local invalidation suffices.
    expect(testApp.database.postgresClient === undefined).toBe(testApp.engine === 'pglite');
  });

  // Registered only on the PostgreSQL project (not skipped): the embedded engine has a single instance.
  if (testEngine() !== 'postgres') return;

  let first: FastifyInstance;
  let second: FastifyInstance;

  /** One more server on the same database: its own pool, LISTEN connection and cache. */
  async function startInstance(): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 });
    const app = await buildApp({ config: testApp.config, database, logger: false, serveWeb: false });
    instances.push({ app, database });
    return app;
  }

  /**
   * The other instance learns of the change when the NOTIFY reaches it, a moment after the change's answer: asked
   * until it refuses, at most 100 times (a few hundred ms; its cache alone would answer for 60 s).
   */
  async function refusedSoon(app: FastifyInstance, token: string): Promise<number> {
    let status = 0;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      status = (await me(app, token)).statusCode;
      if (status !== 200) return status;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return status;
  }

  beforeAll(async () => {
    first = await startInstance();
    second = await startInstance();
  });

  it('a session signed out through one instance is refused by the other', async () => {
    const token = await signIn(first, DEMO_ACCOUNTS.operations);
    expect((await me(first, token)).statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(200);
    expect(
      (await first.inject({ method: 'GET', url: '/api/signout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await me(first, token)).statusCode).toBe(401);
    expect(await refusedSoon(second, token)).toBe(401);
  });

  it('a user deactivated through one instance is refused by the other', async () => {
    const userId = await userIdOf('ops2@example.com');
    const token = await signIn(second, 'ops2@example.com');
    expect((await me(second, token)).statusCode).toBe(200);
    await toggleStatus(first, userId);
    expect(await refusedSoon(second, token)).toBe(401);
    await toggleStatus(first, userId);
  });

  it('a role changed through one instance shows on the other', async () => {
    const userId = await userIdOf('ops2@example.com');
    const token = await signIn(second, 'ops2@example.com');
    expect((await me(second, token)).json<{ data: { roleId: number } }>().data.roleId).toBe(
      Role.ids.OPERATIONS,
    );
    await changeRole(first, userId, Role.ids.FINANCE);
    let roleId = 0;
    for (let attempt = 0; attempt < 100 && roleId !== Role.ids.FINANCE; attempt += 1) {
      roleId = (await me(second, token)).json<{ data: { roleId: number } }>().data.roleId;
      if (roleId !== Role.ids.FINANCE) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(roleId).toBe(Role.ids.FINANCE);
    await changeRole(first, userId, Role.ids.OPERATIONS);
  });
});
