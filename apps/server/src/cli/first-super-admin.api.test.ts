import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { createFirstSuperAdmin } from './first-super-admin';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('first super admin', () => {
  it('creates an active super admin who can sign in', async () => {
    await createFirstSuperAdmin(testApp.database.db, {
      email: 'owner@marketplace.example.com',
      password: 'a-long-enough-password',
      firstName: 'Claire',
      lastName: 'Dubé',
    });
    const token = await signIn(testApp.app, 'owner@marketplace.example.com', 'a-long-enough-password');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ data: { roleId: 9, firstName: 'Claire' } });
  });

  it('refuses an email that already has an account, and a short password', async () => {
    await expect(
      createFirstSuperAdmin(testApp.database.db, {
        email: 'superadmin@example.com',
        password: 'a-long-enough-password',
        firstName: 'Again',
        lastName: 'Admin',
      }),
    ).rejects.toThrow('already exists');
    await expect(
      createFirstSuperAdmin(testApp.database.db, {
        email: 'new.owner@example.com',
        password: 'short',
        firstName: 'New',
        lastName: 'Owner',
      }),
    ).rejects.toThrow();
  });
});
