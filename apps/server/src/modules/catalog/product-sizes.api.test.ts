import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  ProductSizeType,
  ProductSizeUnit,
  ProductSizeValueType,
  VERSION_HEADER,
  type ProductSize,
  type ProductSizeInput,
  type ProductSizePage,
  MESSAGES_FR,
  translateCatalogueText,
  translateToShippedFrench,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, product, productItem, productItemSpec, productSize } from '../../db/schema';

let testApp: TestApp;
let headers: Record<string, string>;

/** Size categories of decision 050's reference list (Container 1, B&B 2) and a spec category (Form 21). */
const CONTAINER = 1;
const BALLED_AND_BURLAPPED = 2;
const FORM = 21;
const CENTIMETRE = 2;

beforeAll(async () => {
  testApp = await createTestApp();
  // Size & Spec Management is open to all staff (spec 001 §2): the suite acts as finance.
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
});
afterAll(async () => {
  await testApp.close();
});

function sizeInput(overrides: Partial<ProductSizeInput> = {}): ProductSizeInput {
  return {
    name: '#3 container',
    selectCode: '#3',
    typeId: ProductSizeType.ids.SIZE,
    categoryId: CONTAINER,
    valueTypeId: ProductSizeValueType.ids.SINGLE,
    unitId: ProductSizeUnit.ids.GALLON,
    value: 3,
    aliases: ['3 gal', 'C3'],
    ...overrides,
  };
}

function specInput(overrides: Partial<ProductSizeInput> = {}): ProductSizeInput {
  return {
    name: 'Multi-stem',
    typeId: ProductSizeType.ids.SPEC,
    categoryId: FORM,
    unitId: null,
    ...overrides,
  };
}

function post(payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/productSize', headers, payload });
}

async function createSize(input: ProductSizeInput): Promise<ProductSize> {
  const response = await post(input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductSize }>().data;
}

function put(payload: object, version: number) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/productSize',
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload,
  });
}

async function list(query: string): Promise<ProductSizePage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/productSizes?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductSizePage }>().data;
}

function issueFields(body: string): string[] {
  return (
    (JSON.parse(body) as { issues?: Array<{ field: string }> }).issues?.map((issue) => issue.field) ?? []
  );
}

async function lastLogEntry(actionId: number, entityId: number) {
  const [entry] = await testApp.database.db
    .select()
    .from(actionLog)
    .where(
      and(
        eq(actionLog.actionTypeId, ActionLogType.ids.PRODUCT_SIZE),
        eq(actionLog.actionId, actionId),
        eq(actionLog.entityId, entityId),
      ),
    )
    .orderBy(desc(actionLog.id))
    .limit(1);
  return entry;
}

/** A product item using `sizeId` as its size and `specIds` as its specs, written directly. */
async function useInProductItem(sizeId: number, specIds: number[], sku: string): Promise<void> {
  const [created] = await testApp.database.db
    .insert(product)
    .values({ latinName: 'Usagea testii', sku })
    .returning({ id: product.id });
  const [item] = await testApp.database.db
    .insert(productItem)
    .values({ productId: created?.id ?? 0, productSizeId: sizeId })
    .returning({ id: productItem.id });
  if (specIds.length > 0) {
    await testApp.database.db
      .insert(productItemSpec)
      .values(specIds.map((specId) => ({ productItemId: item?.id ?? 0, specId })));
  }
}

describe('size and spec validation (400 naming the field)', () => {
  it('names a missing name, a bad type and a bad value type', async () => {
    const response = await post({ ...sizeInput({ name: '' }), typeId: 3, valueTypeId: 7 });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.body)).toEqual(expect.arrayContaining(['name', 'typeId', 'valueTypeId']));
  });

  it('names maxValue for a range without a maximum, and for a minimum not below the maximum', async () => {
    const range = { valueTypeId: ProductSizeValueType.ids.RANGE, unitId: CENTIMETRE, value: null };
    const withoutMax = await post(sizeInput({ ...range, minValue: 150, maxValue: null }));
    expect(withoutMax.statusCode).toBe(400);
    expect(issueFields(withoutMax.body)).toEqual(['maxValue']);
    for (const [minValue, maxValue] of [
      [175, 150],
      [150, 150],
    ]) {
      const inverted = await post(sizeInput({ ...range, minValue, maxValue }));
      expect(inverted.statusCode).toBe(400);
      expect(issueFields(inverted.body)).toEqual(['maxValue']);
    }
  });

  it('names value for a single size with a unit and no value', async () => {
    const response = await post(sizeInput({ value: null }));
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.body)).toEqual(['value']);
  });

  it('names categoryId for a spec category on a size, a size category on a spec, or an unknown one', async () => {
    for (const payload of [
      sizeInput({ name: 'Wrong category size', categoryId: FORM }),
      specInput({ name: 'Wrong category spec', categoryId: CONTAINER }),
      sizeInput({ name: 'Unknown category', categoryId: 9999 }),
    ]) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(issueFields(response.body)).toEqual(['categoryId']);
    }
  });

  it('names unitId for a unit that does not exist', async () => {
    const response = await post(sizeInput({ name: 'Unknown unit', unitId: 999 }));
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.body)).toEqual(['unitId']);
  });
});

describe('size and spec create, update and delete', () => {
  it('creates a size with its category and unit, writes its search text, logs it and publishes an event', async () => {
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    let created: ProductSize;
    try {
      created = await createSize(sizeInput({ name: '#5 Contenant', selectCode: '#5', value: 5 }));
    } finally {
      unsubscribe();
    }
    expect(created).toMatchObject({
      name: '#5 Contenant',
      typeId: ProductSizeType.ids.SIZE,
      categoryId: CONTAINER,
      categoryName: 'Container',
      unitId: ProductSizeUnit.ids.GALLON,
      unitSymbol: 'gal',
      value: 5,
      minValue: null,
      maxValue: null,
      aliases: ['3 gal', 'C3'],
      usageCount: 0,
      version: 1,
    });
    const [stored] = await testApp.database.db
      .select({ searchText: productSize.searchText })
      .from(productSize)
      .where(eq(productSize.id, created.id));
    expect(stored?.searchText).toBe('#5 contenant #5 3 gal c3');
    expect(await lastLogEntry(ActionLogAction.ids.CREATE, created.id)).toMatchObject({
      entityNumber: '#5 Contenant',
    });
    expect(received).toEqual([
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.PRODUCT_SIZE,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
      }),
    ]);
  });

  it('refuses a second size with the same name, but lets a spec share it', async () => {
    await createSize(sizeInput({ name: 'Twin Name' }));
    const duplicate = await post(sizeInput({ name: 'TWIN NAME' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: ErrorCode.CONFLICT, issues: [{ field: 'name' }] });
    expect(duplicate.json<{ message: string }>().message).toContain(
      'A size named "TWIN NAME" already exists',
    );
    await createSize(specInput({ name: 'Twin Name' }));
  });

  it('updates a size to a range (dropping the single value), and refuses a stale version', async () => {
    const created = await createSize(sizeInput({ name: 'T5 B&B 100-125', categoryId: BALLED_AND_BURLAPPED }));
    const payload = {
      ...sizeInput({
        name: 'T5 B&B 150-175cm',
        selectCode: 'B&B',
        categoryId: BALLED_AND_BURLAPPED,
        valueTypeId: ProductSizeValueType.ids.RANGE,
        unitId: CENTIMETRE,
        value: 3,
        minValue: 150,
        maxValue: 175,
        aliases: [],
      }),
      id: created.id,
    };
    const updated = await put(payload, 1);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: ProductSize }>().data).toMatchObject({
      name: 'T5 B&B 150-175cm',
      value: null,
      minValue: 150,
      maxValue: 175,
      unitSymbol: 'cm',
      version: 2,
    });
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE, created.id)).toMatchObject({
      entityNumber: 'T5 B&B 150-175cm',
    });
    const stale = await put({ ...payload, name: 'B&B lost update' }, 1);
    expect(stale.statusCode).toBe(409);
    // The finance demo account works in French (decision 199).
    expect(stale.json()).toEqual({ code: ErrorCode.OUTDATED, message: MESSAGES_FR.outdatedRecord });
  });

  it('deletes an unused size and logs it', async () => {
    const created = await createSize(sizeInput({ name: 'Unused Size' }));
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/productSize/${created.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await lastLogEntry(ActionLogAction.ids.DELETE, created.id)).toMatchObject({
      entityNumber: 'Unused Size',
    });
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/productSize/${created.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete a size or a spec a product item uses, naming it and the count', async () => {
    const size = await createSize(sizeInput({ name: 'Used Size' }));
    const spec = await createSize(specInput({ name: 'Used Spec' }));
    await useInProductItem(size.id, [spec.id], 'USED-1');
    for (const [id, expected] of [
      [size.id, 'The size "Used Size" cannot be deleted: 1 product item uses it.'],
      [spec.id, 'The spec "Used Spec" cannot be deleted: 1 product item uses it.'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'DELETE', url: `/api/productSize/${id}`, headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: ErrorCode.REFERENCED,
        message: translateCatalogueText(expected, translateToShippedFrench),
      });
    }
    const page = await list(`search=Used&sortField=name&size=100`);
    expect(page.rows.find((row) => row.id === size.id)?.usageCount).toBe(1);
    expect(page.rows.find((row) => row.id === spec.id)?.usageCount).toBe(1);
  });

  it('refuses to turn a used size into a spec', async () => {
    const size = await createSize(sizeInput({ name: 'Typed Size' }));
    await useInProductItem(size.id, [], 'TYPED-1');
    const response = await put({ ...specInput({ name: 'Typed Size' }), id: size.id }, size.version);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.REFERENCED, issues: [{ field: 'typeId' }] });
  });
});

describe('size list paging, sorting and filtering', () => {
  const SIZES = 40;
  const created: ProductSize[] = [];

  beforeAll(async () => {
    // Created in a scrambled order so id order and name order differ; every fourth one is a spec.
    for (let index = 0; index < SIZES; index += 1) {
      const number = (index * 17) % SIZES;
      const name = `zqlist ${String(number).padStart(2, '0')}`;
      const input =
        number % 4 === 0
          ? specInput({ name, selectCode: `S${number}` })
          : sizeInput({
              name,
              selectCode: `C${String(SIZES - number).padStart(2, '0')}`,
              categoryId: number % 2 === 0 ? BALLED_AND_BURLAPPED : CONTAINER,
              aliases: [],
            });
      created.push(await createSize(input));
    }
  });

  it('pages by name by default with a stable order and the total', async () => {
    const first = await list('search=zqlist&sortField=name&size=10');
    expect(first.total).toBe(SIZES);
    expect(first.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `zqlist ${String(index).padStart(2, '0')}`),
    );
    const last = await list('search=zqlist&sortField=name&sortOrder=desc&page=4&size=10');
    expect(last.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `zqlist ${String(9 - index).padStart(2, '0')}`),
    );
  });

  it('filters by type and by category', async () => {
    const specs = await list(`search=zqlist&sortField=name&typeId=${ProductSizeType.ids.SPEC}&size=100`);
    expect(specs.total).toBe(SIZES / 4);
    expect(specs.rows.every((row) => row.typeId === ProductSizeType.ids.SPEC)).toBe(true);
    const balled = await list(`search=zqlist&sortField=name&categoryId=${BALLED_AND_BURLAPPED}&size=100`);
    const expected = Array.from({ length: SIZES }, (_, number) => number).filter(
      (number) => number % 4 !== 0 && number % 2 === 0,
    );
    expect(balled.rows.map((row) => row.name)).toEqual(
      expected.map((number) => `zqlist ${String(number).padStart(2, '0')}`),
    );
  });

  it('sorts by select code', async () => {
    const page = await list(
      `search=zqlist&typeId=${ProductSizeType.ids.SIZE}&categoryId=${CONTAINER}&sortField=selectCode&size=100`,
    );
    const codes = page.rows.map((row) => row.selectCode ?? '');
    expect(codes.length).toBeGreaterThan(5);
    expect(codes).toEqual([...codes].sort());
  });

  it('ranks by relevance when searching without a sort field', async () => {
    // A made-up word without numbers, so neither the demo library nor the size parser competes with it.
    const created = await createSize(specInput({ name: 'Zqrelevance Espalier' }));
    const page = await list('search=zqrelevanse espalier&size=5');
    expect(page.rows[0]?.id).toBe(created.id);
    expect(page.rows[0]?.usageCount).toBe(0);
    const all = await list('sortField=id&size=100&sortOrder=desc');
    expect(all.rows.map((row) => row.id)).toEqual([...all.rows.map((row) => row.id)].sort((a, b) => b - a));
  });

  it('caps the page size, naming the field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/productSizes?size=5000', headers });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.body)).toEqual(['size']);
  });
});
