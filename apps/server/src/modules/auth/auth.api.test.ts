import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES, Role, accountLockedMessage, lockMinutes } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, appUser, userSession } from '../../db/schema';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function postSignIn(email: string, password: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
}

describe('sign-in', () => {
  it.each([
    [DEMO_ACCOUNTS.superAdmin, Role.ids.SUPER_ADMIN],
    [DEMO_ACCOUNTS.operations, Role.ids.OPERATIONS],
    [DEMO_ACCOUNTS.finance, Role.ids.FINANCE],
  ])('admits the staff account %s with its role', async (email, roleId) => {
    const response = await postSignIn(email, 'portal-demo');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { token: string; roleId: number; email: string } }>();
    expect(body.data.roleId).toBe(roleId);
    expect(body.data.email).toBe(email);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('matches the email without regard to case', async () => {
    const response = await postSignIn('OPS@Example.com', 'portal-demo');
    expect(response.statusCode).toBe(200);
  });

  it.each([DEMO_ACCOUNTS.buyer, DEMO_ACCOUNTS.seller])(
    'refuses the non-staff account %s without a token',
    async (email) => {
      const response = await postSignIn(email, 'portal-demo');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: ErrorCode.NOT_STAFF, message: MESSAGES.staffOnly });
    },
  );

  it('refuses an inactive staff account', async () => {
    const response = await postSignIn('inactive.ops@example.com', 'portal-demo');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.accountInactive);
  });

  it('answers an unknown email with the generic failure and an attempt count, like a known one', async () => {
    const response = await postSignIn('nobody@example.com', 'whatever-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ErrorCode.SIGN_IN_FAILED,
      message: MESSAGES.loginFailedDefault,
      remainingAttempts: 4,
    });
  });

  it('counts down 4, 3, 2, 1 remaining attempts, then locks the account even for the right password', async () => {
    const email = DEMO_ACCOUNTS.finance;
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await postSignIn(email, 'wrong-password');
      expect(response.statusCode).toBe(401);
      remaining.push(response.json<{ remainingAttempts: number }>().remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);

    const fifth = await postSignIn(email, 'wrong-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({
      code: ErrorCode.ACCOUNT_LOCKED,
      message: accountLockedMessage(lockMinutes(testApp.config.signInLockSeconds)),
    });
    expect(fifth.json<{ message: string }>().message).toContain('Try again in 15 minutes');

    const rightPassword = await postSignIn(email, 'portal-demo');
    expect(rightPassword.statusCode).toBe(423);

    const locks = await testApp.database.db
      .select()
      .from(actionLog)
      .where(sql`${actionLog.entityNumber} = ${email} and ${actionLog.actionId} = 25`);
    expect(locks).toHaveLength(1);
  });

  it('lets a super admin unlock a locked account, which can then sign in', async () => {
    const email = 'ops2@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) await postSignIn(email, 'wrong-password');
    expect((await postSignIn(email, 'portal-demo')).statusCode).toBe(423);

    const [user] = await testApp.database.db.select().from(appUser).where(eq(appUser.email, email));
    const superAdminToken = await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin);
    const unlock = await testApp.app.inject({
      method: 'PUT',
      url: `/api/unlockUser/${user?.id}`,
      headers: bearer(superAdminToken),
    });
    expect(unlock.statusCode).toBe(200);
    expect((await postSignIn(email, 'portal-demo')).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const email = DEMO_ACCOUNTS.operations;
    await postSignIn(email, 'wrong-password');
    await postSignIn(email, 'wrong-password');
    expect((await postSignIn(email, 'portal-demo')).statusCode).toBe(200);
    const next = await postSignIn(email, 'wrong-password');
    expect(next.json<{ remainingAttempts: number }>().remainingAttempts).toBe(4);
    await postSignIn(email, 'portal-demo');
  });

  it('names the invalid fields in a 400 before any account is looked up', async () => {
    const response = await postSignIn('not-an-email', '');
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      message: string;
      issues: Array<{ field: string; message: string }>;
    }>();
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.issues).toEqual([
      { field: 'email', message: MESSAGES.invalidEmail },
      { field: 'password', message: MESSAGES.passwordEmpty },
    ]);
    // The fields by their labels, never their paths (decision 199).
    expect(body.message).toBe(`Email: ${MESSAGES.invalidEmail}; Password: ${MESSAGES.passwordEmpty}`);
  });

  it('names a missing field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ops@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field)).toEqual([
      'password',
    ]);
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ops@example.com", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(response.body).not.toMatch(/at .+\(.+:\d+:\d+\)|node_modules|SyntaxError/);
  });

  it('stores only a hash of the session token', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin);
    const sessions = await testApp.database.db.select({ tokenHash: userSession.tokenHash }).from(userSession);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((session) => session.tokenHash === token)).toBe(false);
  });
});

describe('session', () => {
  it('signs out on the server: the token stops working', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const signOut = await testApp.app.inject({ method: 'GET', url: '/api/signout', headers: bearer(token) });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ data: {} });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('keeps an active session alive and expires an idle one', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin);
    const keepalive = await testApp.app.inject({
      method: 'GET',
      url: '/api/keepalive',
      headers: bearer(token),
    });
    expect(keepalive.statusCode).toBe(200);
    expect(Date.parse(keepalive.json<{ data: { expiresAt: string } }>().data.expiresAt)).toBeGreaterThan(
      Date.now(),
    );

    // Make this session look idle for longer than the idle time-out plus its grace.
    const idleSince = new Date(Date.now() - (testApp.config.idleTimeoutSeconds + 120) * 1000);
    await testApp.database.db.execute(
      sql`update user_session set last_seen_at = ${idleSince.toISOString()}::timestamptz where revoked_at is null`,
    );
    // The keepalive just cached the session (docs/decisions/090); edited behind the app's back, it must be re-read.
    testApp.app.services.auth.forgetCachedSessions();
    const after = await testApp.app.inject({ method: 'GET', url: '/api/keepalive', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(response.statusCode).toBe(401);
  });
});
