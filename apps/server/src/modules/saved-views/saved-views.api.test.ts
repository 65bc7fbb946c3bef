import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  duplicateSavedViewMessage,
  ErrorCode,
  MAX_SAVED_VIEWS_PER_TABLE,
  MESSAGES,
  SAVED_VIEW_QUERY_MAX_LENGTH,
  savedViewLimitMessage,
  savedViewQueryPageMessage,
  VERSION_HEADER,
  type ActionLogRow,
  type CreateSavedViewRequest,
  type SavedView,
} from '@portal/contracts';
import type { DomainEvent } from '../../events/domain-events';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});
afterAll(async () => {
  await testApp.close();
});

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

function createView(headers: Record<string, string>, payload: Partial<CreateSavedViewRequest> | object) {
  return testApp.app.inject({ method: 'POST', url: '/api/savedView', headers, payload });
}

async function createdView(
  headers: Record<string, string>,
  payload: CreateSavedViewRequest,
): Promise<SavedView> {
  const response = await createView(headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedView }>().data;
}

function updateView(
  headers: Record<string, string>,
  view: SavedView,
  payload: object,
  version = view.version,
) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/savedView/${view.id}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload,
  });
}

function deleteView(headers: Record<string, string>, id: number) {
  return testApp.app.inject({ method: 'DELETE', url: `/api/savedView/${id}`, headers });
}

async function listViews(headers: Record<string, string>, tableKey: string): Promise<SavedView[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/savedViews?tableKey=${tableKey}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedView[] }>().data;
}

async function savedViewLog(recordNumber: string): Promise<ActionLogRow[]> {
  const search = new URLSearchParams({ actionTypeId: String(ActionLogType.ids.SAVED_VIEW), recordNumber });
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/transaction/actionLogs?${search.toString()}`,
    headers: superAdmin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { rows: ActionLogRow[] } }>().data.rows;
}

describe('saved views: create, list, rename, delete', () => {
  it('saves the current view under a name and lists the caller’s views of that table by name', async () => {
    const nurseries = await createdView(operations, {
      tableKey: 'companies',
      name: '  Quebec nurseries ',
      query: '?sortField=name&sortOrder=desc&search=nurs&columns=name,city',
    });
    expect(nurseries).toMatchObject({
      tableKey: 'companies',
      name: 'Quebec nurseries',
      // The leading '?' is dropped: the query is what follows it in the table's URL.
      query: 'sortField=name&sortOrder=desc&search=nurs&columns=name,city',
      version: 1,
    });
    expect(Date.parse(nurseries.createdAt)).not.toBeNaN();
    await createdView(operations, { tableKey: 'companies', name: 'all buyers', query: 'companyTypeId=1' });
    await createdView(operations, { tableKey: 'users', name: 'Locked', query: 'locked=true' });

    // By name, case ignored; only this table's.
    expect((await listViews(operations, 'companies')).map((view) => view.name)).toEqual([
      'all buyers',
      'Quebec nurseries',
    ]);
    expect((await listViews(operations, 'users')).map((view) => view.name)).toEqual(['Locked']);
  });

  it('renames a view and replaces its query, raising its version', async () => {
    const view = await createdView(operations, {
      tableKey: 'products',
      name: 'Trees',
      query: 'categoryId=3',
    });
    const response = await updateView(operations, view, {
      name: 'Evergreen trees',
      query: 'categoryId=3&sortField=latinName&sortOrder=asc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: SavedView }>().data).toMatchObject({
      id: view.id,
      name: 'Evergreen trees',
      query: 'categoryId=3&sortField=latinName&sortOrder=asc',
      version: view.version + 1,
    });
    expect((await listViews(operations, 'products')).map((listed) => listed.name)).toEqual([
      'Evergreen trees',
    ]);
  });

  it('deletes a view; deleting it again is a 404', async () => {
    const view = await createdView(operations, {
      tableKey: 'discounts',
      name: 'Seasonal',
      query: 'search=season',
    });
    const deleted = await deleteView(operations, view.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listViews(operations, 'discounts')).toEqual([]);
    const again = await deleteView(operations, view.id);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Saved view was not found.',
    });
  });

  it('keeps an empty query (the table’s default view) as a view of its own', async () => {
    const view = await createdView(finance, { tableKey: 'categories', name: 'Default', query: '' });
    expect(view.query).toBe('');
  });
});

describe('saved views are private to their owner', () => {
  it('never lists another user’s views, and answers 404 to their changes as to a missing view', async () => {
    const own = await createdView(operations, {
      tableKey: 'transporters',
      name: 'Mine',
      query: 'search=express',
    });
    expect(await listViews(finance, 'transporters')).toEqual([]);

    const rename = await updateView(finance, own, { name: 'Taken over', query: '' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json<ErrorAnswer>().code).toBe(ErrorCode.NOT_FOUND);
    const removal = await deleteView(finance, own.id);
    expect(removal.statusCode).toBe(404);

    // Untouched for its owner.
    expect(await listViews(operations, 'transporters')).toEqual([own]);
  });

  it('lets two users and two tables use the same name', async () => {
    await createdView(operations, { tableKey: 'actionLogs', name: 'Today', query: 'actionId=1' });
    await createdView(finance, { tableKey: 'actionLogs', name: 'Today', query: 'actionId=2' });
    await createdView(operations, { tableKey: 'productSizes', name: 'Today', query: 'search=cal' });
    expect((await listViews(operations, 'actionLogs')).map((view) => view.query)).toEqual(['actionId=1']);
    expect((await listViews(finance, 'actionLogs')).map((view) => view.query)).toEqual(['actionId=2']);
  });
});

describe('saved view conflicts', () => {
  it('refuses a second view with the same name for the same table, case ignored, naming the field', async () => {
    await createdView(superAdmin, { tableKey: 'users', name: 'Operations staff', query: 'roleId=2' });
    const response = await createView(superAdmin, {
      tableKey: 'users',
      name: 'OPERATIONS STAFF',
      query: 'roleId=3',
    });
    expect(response.statusCode).toBe(409);
    const message = duplicateSavedViewMessage('OPERATIONS STAFF');
    expect(response.json<ErrorAnswer>()).toEqual({
      code: ErrorCode.CONFLICT,
      message,
      issues: [{ field: 'name', message }],
    });
  });

  it('refuses a rename onto another view’s name, and accepts a view keeping its own', async () => {
    await createdView(superAdmin, { tableKey: 'companies', name: 'Sellers', query: 'companyTypeId=2' });
    const other = await createdView(superAdmin, {
      tableKey: 'companies',
      name: 'Buyers',
      query: 'companyTypeId=1',
    });
    const clash = await updateView(superAdmin, other, { name: 'sellers', query: other.query });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorAnswer>().issues).toEqual([
      { field: 'name', message: duplicateSavedViewMessage('sellers') },
    ]);
    const recased = await updateView(superAdmin, other, { name: 'BUYERS', query: other.query });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('answers two simultaneous saves of one name with one view and one 409 naming the name', async () => {
    const payload = { tableKey: 'categories', name: 'Race', query: 'search=a' } as const;
    const answers = await Promise.all([createView(operations, payload), createView(operations, payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<ErrorAnswer>().issues).toEqual([
      { field: 'name', message: duplicateSavedViewMessage('Race') },
    ]);
    expect((await listViews(operations, 'categories')).filter((view) => view.name === 'Race')).toHaveLength(
      1,
    );
  });

  it('answers 409 with the outdated notice when the view changed since it was read', async () => {
    const view = await createdView(operations, { tableKey: 'users', name: 'Stale', query: 'statusId=1' });
    expect((await updateView(operations, view, { name: 'Fresh', query: view.query })).statusCode).toBe(200);
    const stale = await updateView(operations, view, { name: 'Stale again', query: view.query });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
    expect((await listViews(operations, 'users')).map((listed) => listed.name)).toContain('Fresh');
  });

  it(`keeps at most ${MAX_SAVED_VIEWS_PER_TABLE} views per user and table, with a clear refusal`, async () => {
    for (let index = 0; index < MAX_SAVED_VIEWS_PER_TABLE; index += 1) {
      await createdView(finance, { tableKey: 'products', name: `View ${index}`, query: `search=${index}` });
    }
    const beyond = await createView(finance, { tableKey: 'products', name: 'One too many', query: '' });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json<ErrorAnswer>()).toEqual({
      code: ErrorCode.CONFLICT,
      message: savedViewLimitMessage(),
    });
    // Another table still has room.
    await createdView(finance, { tableKey: 'discounts', name: 'One too many', query: '' });
  });
});

describe('saved view validation', () => {
  async function expectRefused(payload: object, field: string, message?: string) {
    const response = await createView(operations, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    const body = response.json<ErrorAnswer>();
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.issues?.map((issue) => issue.field)).toEqual([field]);
    if (message) expect(body.issues?.[0]?.message).toBe(message);
  }

  it('refuses an empty or too long name, naming `name`', async () => {
    await expectRefused({ tableKey: 'users', name: '   ', query: '' }, 'name');
    await expectRefused({ tableKey: 'users', name: 'x'.repeat(81), query: '' }, 'name');
  });

  it('refuses a table that offers no saved views, naming `tableKey`', async () => {
    await expectRefused({ tableKey: 'orders', name: 'Open', query: '' }, 'tableKey');
  });

  it('refuses a query that keeps the page, is not a URL query or is too long, naming `query`', async () => {
    await expectRefused(
      { tableKey: 'users', name: 'Paged', query: 'page=3&size=50' },
      'query',
      savedViewQueryPageMessage,
    );
    await expectRefused({ tableKey: 'users', name: 'Spaced', query: 'search=green trees' }, 'query');
    await expectRefused({ tableKey: 'users', name: 'Hashed', query: 'search=a#b' }, 'query');
    await expectRefused(
      { tableKey: 'users', name: 'Long', query: `search=${'a'.repeat(SAVED_VIEW_QUERY_MAX_LENGTH)}` },
      'query',
    );
  });

  it('refuses a list without a known table, and a change without the version header', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/savedViews', headers: operations });
    expect(list.statusCode).toBe(400);
    expect(list.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual(['tableKey']);

    const view = await createdView(operations, { tableKey: 'discounts', name: 'Versioned', query: '' });
    const unversioned = await testApp.app.inject({
      method: 'PUT',
      url: `/api/savedView/${view.id}`,
      headers: operations,
      payload: { name: 'Renamed', query: '' },
    });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual([VERSION_HEADER]);
  });
});

describe('saved views need a session', () => {
  it('answers 401 to every call without one', async () => {
    const calls = [
      { method: 'GET', url: '/api/savedViews?tableKey=users' },
      { method: 'POST', url: '/api/savedView', payload: { tableKey: 'users', name: 'x', query: '' } },
      { method: 'PUT', url: '/api/savedView/1', payload: { name: 'x', query: '' } },
      { method: 'DELETE', url: '/api/savedView/1' },
    ] as const;
    for (const call of calls) {
      const response = await testApp.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json<ErrorAnswer>().code).toBe(ErrorCode.UNAUTHENTICATED);
    }
  });
});

describe('saved views in the action log', () => {
  it('logs each create, update and delete, and announces it only after commit', async () => {
    const received: DomainEvent[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    try {
      const view = await createdView(operations, { tableKey: 'users', name: 'Logged', query: 'roleId=1' });
      const renamed = await updateView(operations, view, { name: 'Logged twice', query: 'roleId=2' });
      expect(renamed.statusCode).toBe(200);
      expect((await deleteView(operations, view.id)).statusCode).toBe(200);

      const created = await savedViewLog('users: Logged');
      expect(created.map((row) => row.actionId)).toEqual([ActionLogAction.ids.CREATE]);
      const changed = await savedViewLog('users: Logged twice');
      expect(changed.map((row) => row.actionId)).toEqual([
        ActionLogAction.ids.DELETE,
        ActionLogAction.ids.UPDATE,
      ]);
      expect(changed[0]).toMatchObject({ recordId: view.id, actionTypeName: 'Saved view' });

      const events = received.filter(
        (event) => event.type === 'record.changed' && event.recordType === ActionLogType.ids.SAVED_VIEW,
      );
      expect(events.map((event) => (event.type === 'record.changed' ? event.actionId : null))).toEqual([
        ActionLogAction.ids.CREATE,
        ActionLogAction.ids.UPDATE,
        ActionLogAction.ids.DELETE,
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('logs nothing and announces nothing for a refused save', async () => {
    await createdView(operations, { tableKey: 'transporters', name: 'Once', query: '' });
    const received: DomainEvent[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    try {
      expect(
        (await createView(operations, { tableKey: 'transporters', name: 'once', query: 'x=1' })).statusCode,
      ).toBe(409);
      expect(await savedViewLog('transporters: once')).toEqual([]);
      expect(received).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
