// Issue 35, decision 194: a password change ends the user's other sessions, a deactivation ends all of them, and
// for good: reactivating gives back the account, never the old tokens. The session cache lives 60 s here, so only
// a revoked session (or an invalidation) can explain a refusal; on PostgreSQL another instance refuses too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, VERSION_HEADER } from '@portal/contracts';
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
import { appUser } from '../../db/schema';

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

async function changeOwnPassword(token: string, currentPassword: string, newPassword: string) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/updatePassword',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function toggleStatus(userId: number): Promise<void> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/toggleUserStatus/${userId}`,
    headers: adminHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("ending a user's sessions", () => {
  it("ends the user's other sessions when they change their own password, and keeps this one", async () => {
    const email = DEMO_ACCOUNTS.finance;
    const here = await signIn(testApp.app, email);
    const elsewhere = await signIn(testApp.app, email);
    expect((await me(testApp.app, elsewhere)).statusCode).toBe(200);

    await changeOwnPassword(here, 'portal-demo', 'a-new-long-password');
    expect((await me(testApp.app, elsewhere)).statusCode).toBe(401);
    expect((await me(testApp.app, here)).statusCode).toBe(200);
    // Changing it back does not revive the other session.
    await changeOwnPassword(here, 'a-new-long-password', 'portal-demo');
    expect((await me(testApp.app, elsewhere)).statusCode).toBe(401);
  });

  it('ends every session of a deactivated user for good: reactivation does not revive them', async () => {
    const email = 'ops2@example.com';
    const userId = await userIdOf(email);
    const tokens = [await signIn(testApp.app, email), await signIn(testApp.app, email)];
    await toggleStatus(userId);
    await toggleStatus(userId);
    for (const token of tokens) expect((await me(testApp.app, token)).statusCode).toBe(401);
    expect((await me(testApp.app, await signIn(testApp.app, email))).statusCode).toBe(200);
  });

  it('ends them too when the user is saved as inactive through the user form', async () => {
    const email = DEMO_ACCOUNTS.operations;
    const userId = await userIdOf(email);
    const token = await signIn(testApp.app, email);
    const save = async (statusId: number) => {
      const current = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/${userId}`,
        headers: adminHeaders,
      });
      const user = current.json<{ data: { version: number } & Record<string, unknown> }>().data;
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: { ...adminHeaders, [VERSION_HEADER]: String(user.version) },
        payload: { ...user, statusId },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save(UserStatus.ids.INACTIVE);
    await save(UserStatus.ids.ACTIVE);
    expect((await me(testApp.app, token)).statusCode).toBe(401);
  });

  it.runIf(testEngine() === 'postgres')(
    'another instance refuses the ended sessions too, even after reactivation',
    async () => {
      const database = await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 });
      const other = await buildApp({ config: testApp.config, database, logger: false, serveWeb: false });
      instances.push({ app: other, database });
      const email = 'ops2@example.com';
      const token = await signIn(other, email);
      // Cached on the other instance for 60 s: only the invalidation and the revoked row can refuse it.
      expect((await me(other, token)).statusCode).toBe(200);
      const userId = await userIdOf(email);
      await toggleStatus(userId);
      await toggleStatus(userId);
      let status = 200;
      for (let attempt = 0; attempt < 100 && status === 200; attempt += 1) {
        status = (await me(other, token)).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(status).toBe(401);
    },
    // Starting another instance takes a while on a loaded machine.
    120_000,
  );
});
