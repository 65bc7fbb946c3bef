import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogAction, ActionLogType, ErrorCode, Language, MESSAGES } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog } from '../../db/schema';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

describe('account settings', () => {
  it('returns the signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { email: 'ops@example.com', firstName: 'Marc', roleId: 3 },
    });
  });

  it('updates name, phone and language, and records the change in the action log', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: { firstName: 'Marc-André', lastName: 'Gagnon', phoneNumber: '514-555-0199', languageId: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { firstName: 'Marc-André', languageId: Language.ids.FRENCH },
    });

    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.json()).toMatchObject({ data: { firstName: 'Marc-André', phoneNumber: '514-555-0199' } });

    const [entry] = await testApp.database.db
      .select()
      .from(actionLog)
      .where(
        and(
          eq(actionLog.actionTypeId, ActionLogType.ids.USER),
          eq(actionLog.actionId, ActionLogAction.ids.UPDATE),
        ),
      )
      .orderBy(desc(actionLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entityNumber: 'ops@example.com' });
  });

  it('publishes a change event after the account update commits', async () => {
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    try {
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/account',
        headers,
        payload: { firstName: 'Marc', lastName: 'Gagnon', phoneNumber: null, languageId: 1 },
      });
    } finally {
      unsubscribe();
    }
    expect(received).toEqual([
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.USER,
        recordNumber: 'ops@example.com',
      }),
    ]);
  });

  it('rejects an unknown language and an empty name, naming the fields', async () => {
    const unknownLanguage = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: { firstName: 'Marc', lastName: 'Gagnon', phoneNumber: null, languageId: 7 },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('languageId');

    const emptyName = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: { firstName: '', lastName: 'Gagnon', phoneNumber: null, languageId: 1 },
    });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('firstName');
  });

  it('changes the password only with the right current one', async () => {
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updatePassword',
      headers,
      payload: { currentPassword: 'not-it', newPassword: 'a-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES.currentPasswordWrong,
    });

    const tooShort = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updatePassword',
      headers,
      payload: { currentPassword: 'portal-demo', newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updatePassword',
      headers,
      payload: { currentPassword: 'portal-demo', newPassword: 'a-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    await expect(signIn(testApp.app, DEMO_ACCOUNTS.operations)).rejects.toThrow();
    expect(await signIn(testApp.app, DEMO_ACCOUNTS.operations, 'a-new-password')).toBeTruthy();
  });
});
