import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_CATEGORIES,
  MESSAGES,
  ProductSizeCategory,
  ProductSizeType,
  ProductSizeUnit,
  SystemCategory,
  VERSION_HEADER,
  type Category,
  type CategoryInput,
  type SizeCategory,
  type SizeUnit,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, category, product } from '../../db/schema';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
});
afterAll(async () => {
  await testApp.close();
});

function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  return {
    name: 'Hardscape Test',
    nameFr: 'Aménagement test',
    description: 'Stone and pavers',
    ...overrides,
  };
}

async function createCategory(input: CategoryInput): Promise<Category> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/category',
    headers: superAdmin,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Category }>().data;
}

async function listCategories(headers = operations): Promise<Category[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/categories', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Category[] }>().data;
}

async function lastLogEntry(actionId: number, entityId: number) {
  const [entry] = await testApp.database.db
    .select()
    .from(actionLog)
    .where(
      and(
        eq(actionLog.actionTypeId, ActionLogType.ids.CATEGORY),
        eq(actionLog.actionId, actionId),
        eq(actionLog.entityId, entityId),
      ),
    )
    .orderBy(desc(actionLog.id))
    .limit(1);
  return entry;
}

async function insertProducts(categoryId: number, count: number, prefix: string): Promise<void> {
  await testApp.database.db.insert(product).values(
    Array.from({ length: count }, (_, index) => ({
      latinName: `${prefix} ${index}`,
      sku: `${prefix}-${index}`,
      categoryId,
    })),
  );
}

describe('every catalog route', () => {
  const routes = [
    ['GET', '/api/categories'],
    ['POST', '/api/category'],
    ['PUT', '/api/category'],
    ['DELETE', '/api/category/5'],
    ['GET', '/api/toggleCategoryAllowLinkProduct/5'],
    ['GET', '/api/sizeCategories'],
    ['GET', '/api/specCategories'],
    ['GET', '/api/sizeUnits'],
    ['GET', '/api/productSizes'],
    ['POST', '/api/productSize'],
    ['PUT', '/api/productSize'],
    ['DELETE', '/api/productSize/5'],
    ['GET', '/api/products'],
    ['GET', '/api/product/5'],
    ['POST', '/api/product'],
    ['PUT', '/api/product'],
    ['DELETE', '/api/product/5'],
  ] as const;

  it('answers 401 without a token', async () => {
    for (const [method, url] of routes) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.UNAUTHENTICATED);
    }
  });
});

describe('category management is super admin only (spec 001 §2)', () => {
  it('answers 403 to operations and finance on every category write, and changes nothing', async () => {
    const created = await createCategory(categoryInput({ name: 'Forbidden Writes' }));
    for (const headers of [operations, finance]) {
      const requests = [
        { method: 'POST' as const, url: '/api/category', payload: categoryInput({ name: 'Sneaky' }) },
        {
          method: 'PUT' as const,
          url: '/api/category',
          headers: { [VERSION_HEADER]: '1' },
          payload: { ...categoryInput({ name: 'Renamed' }), id: created.id },
        },
        { method: 'DELETE' as const, url: `/api/category/${created.id}` },
        { method: 'GET' as const, url: `/api/toggleCategoryAllowLinkProduct/${created.id}` },
      ];
      for (const request of requests) {
        const response = await testApp.app.inject({
          ...request,
          headers: { ...headers, ...request.headers },
        });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
      }
    }
    const after = (await listCategories()).find((entry) => entry.id === created.id);
    expect(after).toEqual(created);
    expect((await listCategories()).some((entry) => entry.name === 'Sneaky')).toBe(false);
  });

  it('lets every staff role read the categories (the product forms pick one)', async () => {
    for (const headers of [superAdmin, operations, finance]) {
      expect((await listCategories(headers)).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the special ids of spec 001 §3', () => {
  it('lists the system categories 0 N/A and 1 Plant', async () => {
    const categories = await listCategories();
    expect(categories.find((entry) => entry.id === SystemCategory.ids.NOT_APPLICABLE)).toMatchObject({
      name: 'N/A',
      isSystem: true,
    });
    expect(categories.find((entry) => entry.id === SystemCategory.ids.PLANT)).toMatchObject({
      name: 'Plant',
      isSystem: true,
    });
  });

  it('lists size categories with Tray Measurements 3, Multi-Cell 13 and Bulb 18, and no spec category', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/sizeCategories',
      headers: finance,
    });
    expect(response.statusCode).toBe(200);
    const sizeCategories = response.json<{ data: SizeCategory[] }>().data;
    expect(sizeCategories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ProductSizeCategory.ids.TRAY_MEASUREMENTS, name: 'Tray Measurements' }),
        expect.objectContaining({ id: ProductSizeCategory.ids.MULTI_CELL, name: 'Multi-Cell' }),
        expect.objectContaining({ id: ProductSizeCategory.ids.BULB, name: 'Bulb' }),
      ]),
    );
    expect(sizeCategories.every((entry) => entry.typeId === ProductSizeType.ids.SIZE)).toBe(true);
  });

  it('lists only spec categories as spec categories', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/specCategories',
      headers: finance,
    });
    expect(response.statusCode).toBe(200);
    const specCategories = response.json<{ data: SizeCategory[] }>().data;
    expect(specCategories.length).toBeGreaterThan(0);
    expect(specCategories.every((entry) => entry.typeId === ProductSizeType.ids.SPEC)).toBe(true);
    const ids = specCategories.map((entry) => entry.id);
    for (const sizeId of [3, 13, 18]) expect(ids).not.toContain(sizeId);
  });

  it('lists the units with Gallon 3 and Small Pots 9', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/sizeUnits', headers: operations });
    expect(response.statusCode).toBe(200);
    const units = response.json<{ data: SizeUnit[] }>().data;
    expect(units.find((unit) => unit.id === ProductSizeUnit.ids.GALLON)?.name).toBe('Gallon');
    expect(units.find((unit) => unit.id === ProductSizeUnit.ids.SMALL_POTS)?.name).toBe('Small Pots');
  });

  it('refuses to delete either system category, naming it', async () => {
    for (const id of [SystemCategory.ids.NOT_APPLICABLE, SystemCategory.ids.PLANT]) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/category/${id}`,
        headers: superAdmin,
      });
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe(ErrorCode.BUSINESS_RULE);
      expect(body.message).toMatch(/system category and cannot be deleted/);
    }
    const ids = (await listCategories()).map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([0, 1]));
  });

  it('refuses to rename a system category but lets its description change', async () => {
    const plant = (await listCategories()).find((entry) => entry.id === SystemCategory.ids.PLANT);
    const update = (name: string, description: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/category',
        headers: { ...superAdmin, [VERSION_HEADER]: String(plant?.version) },
        payload: { id: SystemCategory.ids.PLANT, name, description, allowLinkProduct: true },
      });
    const renamed = await update('Plants and Trees', 'x');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('name');
    const described = await update('Plant', 'Living material');
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json<{ data: Category }>().data).toMatchObject({
      name: 'Plant',
      description: 'Living material',
    });
  });
});

describe('category create, update, toggle and delete', () => {
  it('creates a category, logs it and publishes a change event', async () => {
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    let created: Category;
    try {
      created = await createCategory(categoryInput({ name: 'Pavers', allowLinkProduct: false }));
    } finally {
      unsubscribe();
    }
    expect(created).toMatchObject({
      name: 'Pavers',
      nameFr: 'Aménagement test',
      allowLinkProduct: false,
      isSystem: false,
      productCount: 0,
      version: 1,
    });
    expect(await lastLogEntry(ActionLogAction.ids.CREATE, created.id)).toMatchObject({
      entityNumber: 'Pavers',
    });
    expect(received).toEqual([
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.CATEGORY,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
      }),
    ]);
  });

  it('answers 400 naming the field for a missing or too long name', async () => {
    for (const name of ['', '   ', 'x'.repeat(121)]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/category',
        headers: superAdmin,
        payload: categoryInput({ name }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        issues: [{ field: 'name' }],
      });
    }
  });

  it('refuses a second category with the same name in any letter case', async () => {
    await createCategory(categoryInput({ name: 'Mulch' }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: superAdmin,
      payload: categoryInput({ name: 'MULCH' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.CONFLICT, issues: [{ field: 'name' }] });
  });

  it('updates with the version header, and refuses a stale version with 409 OUTDATED', async () => {
    const created = await createCategory(categoryInput({ name: 'Boulders' }));
    const update = (name: string, version: string | undefined) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/category',
        headers: { ...superAdmin, ...(version ? { [VERSION_HEADER]: version } : {}) },
        payload: { ...categoryInput({ name }), id: created.id },
      });
    const missing = await update('Boulders 2', undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe(VERSION_HEADER);

    const first = await update('Armour Stone', '1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: Category }>().data).toMatchObject({ name: 'Armour Stone', version: 2 });
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE, created.id)).toMatchObject({
      entityNumber: 'Armour Stone',
    });
    const stale = await update('Flagstone', '1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord });
    expect((await listCategories()).find((entry) => entry.id === created.id)?.name).toBe('Armour Stone');
  });

  it('declares the version header of every catalog update in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>
      >;
    }>();
    for (const path of ['/api/category', '/api/productSize', '/api/product']) {
      const header = document.paths[path]?.put?.parameters?.find((parameter) => parameter.in === 'header');
      expect(header, path).toMatchObject({ name: VERSION_HEADER, required: true });
    }
  });

  it('toggles allow-link-product back and forth, logging each flip', async () => {
    const created = await createCategory(categoryInput({ name: 'Toggled' }));
    expect(created.allowLinkProduct).toBe(true);
    const toggle = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/toggleCategoryAllowLinkProduct/${created.id}`,
        headers: superAdmin,
      });
    const off = await toggle();
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ data: Category }>().data).toMatchObject({ allowLinkProduct: false, version: 2 });
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE, created.id)).toMatchObject({
      entityNumber: 'Toggled',
      details: { allowLinkProduct: false },
    });
    const on = await toggle();
    expect(on.json<{ data: Category }>().data).toMatchObject({ allowLinkProduct: true, version: 3 });
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE, created.id)).toMatchObject({
      details: { allowLinkProduct: true },
    });
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/toggleCategoryAllowLinkProduct/999999',
      headers: superAdmin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts products per category and refuses to delete a category with products, giving the count', async () => {
    const created = await createCategory(categoryInput({ name: 'Full Category' }));
    await insertProducts(created.id, 3, 'Countus plenus');
    const listed = (await listCategories()).find((entry) => entry.id === created.id);
    expect(listed?.productCount).toBe(3);
    const toggled = await testApp.app.inject({
      method: 'GET',
      url: `/api/toggleCategoryAllowLinkProduct/${created.id}`,
      headers: superAdmin,
    });
    expect(toggled.json<{ data: Category }>().data.productCount).toBe(3);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/category/${created.id}`,
      headers: superAdmin,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(ErrorCode.REFERENCED);
    expect(body.message).toContain('"Full Category"');
    expect(body.message).toContain('3 products are in it');
  });

  it('deletes an empty category, logs it and answers 404 afterwards', async () => {
    const created = await createCategory(categoryInput({ name: 'Short Lived' }));
    const remove = () =>
      testApp.app.inject({ method: 'DELETE', url: `/api/category/${created.id}`, headers: superAdmin });
    expect((await remove()).statusCode).toBe(200);
    expect((await listCategories()).some((entry) => entry.id === created.id)).toBe(false);
    expect(await lastLogEntry(ActionLogAction.ids.DELETE, created.id)).toMatchObject({
      entityNumber: 'Short Lived',
    });
    expect((await remove()).statusCode).toBe(404);
  });

  it('orders the list by name whatever the letter case', async () => {
    await createCategory(categoryInput({ name: 'aaa lower first' }));
    await createCategory(categoryInput({ name: 'AAB upper second' }));
    const names = (await listCategories()).map((entry) => entry.name);
    // A case-sensitive order would put 'AAB…' before 'aaa…'.
    expect(names.indexOf('aaa lower first')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('aaa lower first')).toBeLessThan(names.indexOf('AAB upper second'));
    expect(names.indexOf('AAB upper second')).toBeLessThan(names.indexOf('Pavers'));
  });

  it('refuses a category past MAX_CATEGORIES with the bound, so the list never hides one (issue 34)', async () => {
    const db = testApp.database.db;
    const room = MAX_CATEGORIES - (await listCategories()).length;
    expect(room).toBeGreaterThan(1);
    // Filled to one below the bound: the last one is still created and listed.
    const fillers = Array.from({ length: room - 1 }, (_, index) => ({
      name: `Bound filler ${String(index).padStart(4, '0')}`,
    }));
    const inserted = await db.insert(category).values(fillers).returning({ id: category.id });
    try {
      const last = await createCategory(categoryInput({ name: 'Bound last one' }));
      const listed = await listCategories();
      expect(listed).toHaveLength(MAX_CATEGORIES);
      expect(listed.map((entry) => entry.id)).toContain(last.id);

      const refused = await testApp.app.inject({
        method: 'POST',
        url: '/api/category',
        headers: superAdmin,
        payload: categoryInput({ name: 'Bound one too many' }),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: ErrorCode.BUSINESS_RULE,
        message: MESSAGES.tooManyCategories,
      });
      const names = (await listCategories()).map((entry) => entry.name);
      expect(names).toHaveLength(MAX_CATEGORIES);
      expect(names).not.toContain('Bound one too many');
    } finally {
      await db.delete(category).where(
        inArray(
          category.id,
          inserted.map((row) => row.id),
        ),
      );
      await db.delete(category).where(eq(category.name, 'Bound last one'));
    }
  });
});
