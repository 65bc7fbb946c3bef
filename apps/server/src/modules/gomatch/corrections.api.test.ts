import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogAction, ActionLogType, ProductSizeType, type GomatchCorrection } from '@portal/contracts';
import { actionLog, appUser, gomatchCorrection, product, productSize } from '../../db/schema';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { learnCorrections } from './gomatch.service';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let adminName: string;
let specs: Array<{ id: number; name: string }>;

interface Page {
  rows: GomatchCorrection[];
  total: number;
}

async function list(query: string, headers = superAdmin): Promise<Page> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/gomatchCorrections?${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

async function productNamed(latinName: string, cultivar: string | null) {
  const [found] = await testApp.database.db
    .select({ id: product.id })
    .from(product)
    .where(
      and(eq(product.latinName, latinName), cultivar === null ? undefined : eq(product.cultivar, cultivar)),
    )
    .limit(1);
  if (!found) throw new Error(`no demo product ${latinName} ${cultivar ?? ''}`);
  return found.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const db = testApp.database.db;
  const [admin] = await db
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.superAdmin));
  adminName = `${admin?.firstName} ${admin?.lastName}`;
  const [size] = await db
    .select({ id: productSize.id })
    .from(productSize)
    .where(eq(productSize.typeId, ProductSizeType.ids.SIZE))
    .limit(1);
  specs = await db
    .select({ id: productSize.id, name: productSize.name })
    .from(productSize)
    .where(eq(productSize.typeId, ProductSizeType.ids.SPEC))
    .orderBy(productSize.id)
    .limit(2);
  // What staff taught the engine in three saves; the thuja line twice (its use count grows).
  const thuja = await productNamed('Thuja occidentalis', 'Smaragd');
  const maple = await productNamed('Acer rubrum', 'October Glory');
  const correction = (productId: number) => ({ productId, productSizeId: size?.id ?? null, specIds: [] });
  await learnCorrections(
    db,
    [{ sourceText: '30 thuya occidental Smaragd 5 pi', correction: correction(thuja) }],
    admin?.id ?? null,
  );
  // Specs as staff ordered them: the second first.
  const specIds = [specs[1]?.id ?? 0, specs[0]?.id ?? 0];
  await learnCorrections(
    db,
    [{ sourceText: '12 Érable rouge Oct. Glory 60mm', correction: { ...correction(maple), specIds } }],
    admin?.id ?? null,
  );
  await learnCorrections(
    db,
    [{ sourceText: '40 Thuya occidental Smaragd 5 pi', correction: correction(thuja) }],
    admin?.id ?? null,
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('learned corrections (gomatchCorrections)', () => {
  it('lists what was learned with its product, size, who taught it and how often', async () => {
    const page = await list('');
    expect(page.total).toBe(2);
    const thuja = page.rows.find((row) => row.inputText.includes('Thuya'));
    expect(thuja).toMatchObject({
      inputText: '40 Thuya occidental Smaragd 5 pi',
      productName: "Thuja occidentalis 'Smaragd'",
      createdByUserName: adminName,
      useCount: 1,
    });
    expect(thuja?.productSizeName).not.toBeNull();
    expect(thuja?.specNames).toEqual([]);
    const maple = page.rows.find((row) => row.inputText.includes('Érable'));
    expect(maple?.specNames).toEqual([specs[1]?.name, specs[0]?.name]);
  });

  it('finds a correction by its input text, accents and case ignored, and by its product', async () => {
    const byInput = await list(`search=${encodeURIComponent('ÉRABLE Rouge,')}`);
    expect(byInput.rows.map((row) => row.inputText)).toEqual(['12 Érable rouge Oct. Glory 60mm']);
    // The product's Latin name is in no input text: only the product finds it.
    const byProduct = await list('search=acer%20rubrum');
    expect(byProduct.rows.map((row) => row.inputText)).toEqual(['12 Érable rouge Oct. Glory 60mm']);
    expect((await list('search=thuja')).rows.map((row) => row.productName)).toEqual([
      "Thuja occidentalis 'Smaragd'",
    ]);
    expect((await list('search=zelkova')).total).toBe(0);
  });

  it('sorts by use count and pages on the server', async () => {
    const sorted = await list('sortField=useCount&sortOrder=desc');
    expect(sorted.rows.map((row) => row.useCount)).toEqual([1, 0]);
    const second = await list('sortField=inputText&sortOrder=asc&size=10&page=2');
    expect(second).toMatchObject({ total: 2, rows: [] });
  });

  it('is the super admin’s: other staff get 403 on the list and the delete', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/gomatchCorrections',
      headers: operations,
    });
    expect(response.statusCode).toBe(403);
    const [any] = (await list('')).rows;
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/gomatchCorrection/${any?.id}`,
      headers: operations,
    });
    expect(removal.statusCode).toBe(403);
    expect((await list('')).total).toBe(2);
  });

  it('removes a correction with an action-log row; a second removal is not found', async () => {
    const [maple] = (await list('search=acer')).rows;
    const url = `/api/gomatchCorrection/${maple?.id}`;
    const removal = await testApp.app.inject({ method: 'DELETE', url, headers: superAdmin });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await list('')).rows.map((row) => row.productName)).toEqual(["Thuja occidentalis 'Smaragd'"]);
    const logged = await testApp.database.db
      .select({ entityNumber: actionLog.entityNumber })
      .from(actionLog)
      .where(
        and(
          eq(actionLog.actionTypeId, ActionLogType.ids.GOMATCH_CORRECTION),
          eq(actionLog.actionId, ActionLogAction.ids.DELETE),
        ),
      );
    expect(logged.map((row) => row.entityNumber)).toEqual(['12 Érable rouge Oct. Glory 60mm']);
    const again = await testApp.app.inject({ method: 'DELETE', url, headers: superAdmin });
    expect(again.statusCode).toBe(404);
    expect(await testApp.database.db.$count(gomatchCorrection)).toBe(1);
  });
});
