import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  MASKED_CHANGE_VALUE,
  VERSION_HEADER,
  type ActionLogPage,
  type ActionLogRow,
  type Discount,
  type TaxRate,
  type UserRow,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { actionLog, appUser } from '../../db/schema';

/** The action log answers 'what changed' (issue 12, decisions 109–111). */

let testApp: TestApp;
let superAdmin: Record<string, string>;

async function page(query: Record<string, string | number | boolean>): Promise<ActionLogPage> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/transaction/actionLogs?${search.toString()}`,
    headers: superAdmin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ActionLogPage }>().data;
}

/** A user's history: the entries of type User for that id, newest first. */
async function historyOf(userId: number): Promise<ActionLogRow[]> {
  return (await page({ actionTypeId: ActionLogType.ids.USER, recordId: userId, size: 100 })).rows;
}

async function userByEmail(email: string): Promise<UserRow> {
  const [found] = await testApp.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.email, email));
  if (!found) throw new Error(`no user ${email}`);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/user/${found.id}`,
    headers: superAdmin,
  });
  return response.json<{ data: UserRow }>().data;
}

async function updateUser(user: UserRow, changes: Partial<UserRow>): Promise<UserRow> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: { ...superAdmin, [VERSION_HEADER]: String(user.version) },
    payload: { ...user, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UserRow }>().data;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});
afterAll(async () => {
  await testApp.close();
});

describe('what an update changed', () => {
  it('stores exactly the changed fields of an update, with their old and new values', async () => {
    const buyer = await userByEmail(DEMO_ACCOUNTS.buyer);
    const oldPhone = buyer.phoneNumber;
    const updated = await updateUser(buyer, { phoneNumber: '514-555-0199', lastName: 'Renamed' });

    const [latest] = await historyOf(buyer.id);
    expect(latest).toMatchObject({
      actionId: ActionLogAction.ids.UPDATE,
      actionTypeId: ActionLogType.ids.USER,
      recordId: buyer.id,
      recordNumber: buyer.email,
    });
    expect(latest?.changes).toEqual([
      { field: 'lastName', old: buyer.lastName, new: 'Renamed' },
      { field: 'phoneNumber', old: oldPhone, new: '514-555-0199' },
    ]);

    // Saved again unchanged: an entry that changed nothing lists nothing.
    await updateUser(updated, {});
    const [unchanged] = await historyOf(buyer.id);
    expect(unchanged?.id).not.toBe(latest?.id);
    expect(unchanged?.changes).toEqual([]);
  });

  it('records a user’s own profile change the same way', async () => {
    const ops = await userByEmail(DEMO_ACCOUNTS.operations);
    const headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: {
        firstName: ops.firstName,
        lastName: ops.lastName,
        phoneNumber: '438-555-0142',
        languageId: ops.languageId,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await historyOf(ops.id);
    expect(latest?.userId).toBe(ops.id);
    expect(latest?.changes).toEqual([{ field: 'phoneNumber', old: ops.phoneNumber, new: '438-555-0142' }]);
  });

  it('masks a password change: that it changed, never the password or its hash', async () => {
    const finance = await userByEmail(DEMO_ACCOUNTS.finance);
    const newPassword = 'a-brand-new-password-42';
    const headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updatePassword',
      headers,
      payload: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(response.statusCode, response.body).toBe(200);

    const [latest] = await historyOf(finance.id);
    expect(latest?.actionId).toBe(ActionLogAction.ids.CHANGE_PASSWORD);
    expect(latest?.changes).toEqual([
      { field: 'password', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
    ]);

    // What the database holds, not only what the API shows.
    const [credentials] = await testApp.database.db
      .select({ passwordHash: appUser.passwordHash })
      .from(appUser)
      .where(eq(appUser.id, finance.id));
    const stored = await testApp.database.db
      .select({ changes: sql<string>`${actionLog.changes}::text` })
      .from(actionLog)
      .where(eq(actionLog.userId, finance.id));
    const text = stored.map((row) => row.changes ?? '').join('\n');
    expect(text).toContain(MASKED_CHANGE_VALUE);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(credentials?.passwordHash).toBeTruthy();
    expect(text).not.toContain(credentials?.passwordHash ?? '<none>');
  });

  it('answers one record’s history, newest first, and no other record’s entries', async () => {
    const seller = await userByEmail(DEMO_ACCOUNTS.seller);
    const buyer = await userByEmail(DEMO_ACCOUNTS.buyer);
    const first = await updateUser(seller, { firstName: 'Sel' });
    await updateUser(first, { firstName: 'Seller' });
    await updateUser(buyer, { firstName: 'Someone Else' });

    const history = await historyOf(seller.id);
    expect(history.length).toBeGreaterThanOrEqual(2);
    for (const entry of history) {
      expect(entry).toMatchObject({ actionTypeId: ActionLogType.ids.USER, recordId: seller.id });
    }
    expect(history.slice(0, 2).map((entry) => entry.changes)).toEqual([
      [{ field: 'firstName', old: 'Sel', new: 'Seller' }],
      [{ field: 'firstName', old: seller.firstName, new: 'Sel' }],
    ]);
    const times = history.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('what an update changed, in other modules', () => {
  it('lists a tax rate’s changed component and date, not its derived total', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/taxRates', headers: superAdmin });
    const [rate] = list.json<{ data: TaxRate[] }>().data;
    if (!rate) throw new Error('no tax rate');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updateTaxRate',
      headers: { ...superAdmin, [VERSION_HEADER]: String(rate.version) },
      payload: {
        id: rate.id,
        gstRate: rate.gstRate + 1,
        pstRate: rate.pstRate,
        qstRate: rate.qstRate,
        hstRate: rate.hstRate,
        stateRate: rate.stateRate,
        effectiveFrom: '2031-07-01',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = (await page({ actionTypeId: ActionLogType.ids.TAX_RATE, recordId: rate.id })).rows;
    expect(latest?.changes).toEqual([
      { field: 'gstRate', old: rate.gstRate, new: rate.gstRate + 1 },
      { field: 'effectiveFrom', old: rate.effectiveFrom, new: '2031-07-01' },
    ]);
  });

  it('lists a discount’s changed description, from text to nothing', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: superAdmin,
      payload: { name: 'History check', description: 'Before' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const discount = created.json<{ data: Discount }>().data;
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/discount',
      headers: { ...superAdmin, [VERSION_HEADER]: String(discount.version) },
      payload: { id: discount.id, name: discount.name, description: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const history = (await page({ actionTypeId: ActionLogType.ids.DISCOUNT, recordId: discount.id })).rows;
    expect(history.map((entry) => [entry.actionId, entry.changes])).toEqual([
      [ActionLogAction.ids.UPDATE, [{ field: 'description', old: 'Before', new: null }]],
      // A creation records the new record, not a list of changes.
      [ActionLogAction.ids.CREATE, []],
    ]);
  });
});

describe('sign-ins in the log', () => {
  it('leaves sign-ins and sign-outs out unless asked for', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/api/signout',
      headers: bearer(token),
    });
    expect(signedOut.statusCode, signedOut.body).toBeLessThan(300);

    const sessionEntries = await testApp.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(actionLog)
      .where(eq(actionLog.actionTypeId, ActionLogType.ids.SESSION));
    expect(sessionEntries[0]?.total).toBeGreaterThan(0);

    const byDefault = await page({ size: 100 });
    expect(byDefault.rows.length).toBeGreaterThan(0);
    expect(byDefault.rows.map((row) => row.actionTypeId)).not.toContain(ActionLogType.ids.SESSION);
    expect(await page({ size: 100, includeSignIns: false })).toEqual(byDefault);

    const withSignIns = await page({ size: 100, includeSignIns: true });
    const actions = withSignIns.rows.map((row) => row.actionId);
    expect(actions).toContain(ActionLogAction.ids.SIGN_IN);
    expect(actions).toContain(ActionLogAction.ids.SIGN_OUT);
    expect(withSignIns.total).toBe(byDefault.total + (sessionEntries[0]?.total ?? 0));

    // Naming them in the filters asks for them too.
    const signInsOnly = await page({ actionId: ActionLogAction.ids.SIGN_IN });
    expect(signInsOnly.rows.length).toBeGreaterThan(0);
    const sessions = await page({ actionTypeId: ActionLogType.ids.SESSION });
    expect(sessions.total).toBe(sessionEntries[0]?.total);
  });

  it('refuses a toggle that is not true or false, naming the parameter', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/transaction/actionLogs?includeSignIns=yes',
      headers: superAdmin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'includeSignIns' }] });
  });
});
