import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES_FR, VERSION_HEADER, type Discount } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let finance: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
});
afterAll(async () => {
  await testApp.close();
});

describe('discounts', () => {
  it('creates, lists, edits and deletes a discount, each change in the action log', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: finance,
      payload: { name: 'Volume', description: 'Large orders' },
    });
    expect(created.statusCode).toBe(200);
    const discount = created.json<{ data: Discount }>().data;
    expect(discount).toMatchObject({ name: 'Volume', description: 'Large orders', version: 1 });

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/discountPageableResult?search=vol',
      headers: finance,
    });
    expect(listed.json()).toMatchObject({ data: { total: 1, rows: [{ id: discount.id }] } });

    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/discount',
      headers: { ...finance, [VERSION_HEADER]: '1' },
      payload: { id: discount.id, name: 'Volume rebate', description: null },
    });
    expect(updated.json()).toMatchObject({ data: { name: 'Volume rebate', description: null, version: 2 } });

    const stale = await testApp.app.inject({
      method: 'PUT',
      url: '/api/discount',
      headers: { ...finance, [VERSION_HEADER]: '1' },
      payload: { id: discount.id, name: 'Other', description: null },
    });
    expect(stale.statusCode).toBe(409);
    // The finance demo account works in French: its refusals come in French (decision 199).
    expect(stale.json()).toMatchObject({ code: ErrorCode.OUTDATED, message: MESSAGES_FR.outdatedRecord });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/discount/${discount.id}`,
      headers: finance,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/discount/${discount.id}`,
      headers: finance,
    });
    expect(again.statusCode).toBe(404);

    const log = await testApp.app.inject({
      method: 'GET',
      url: '/api/transaction/actionLogs?actionTypeId=14',
      headers: finance,
    });
    expect(
      log.json<{ data: { rows: Array<{ actionName: string }> } }>().data.rows.map((row) => row.actionName),
    ).toEqual(['Delete', 'Update', 'Create']);
  });

  it('answers the whole list by name on GET discounts, and a searched page on discountPageableResult', async () => {
    for (const name of ['Éco-responsable', 'Fidélité', 'Prompt payment']) {
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/discount',
        headers: finance,
        payload: { name, description: null },
      });
      expect(created.statusCode).toBe(200);
    }
    const all = await testApp.app.inject({ method: 'GET', url: '/api/discounts', headers: finance });
    const names = all.json<{ data: Discount[] }>().data.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['Éco-responsable', 'Fidélité', 'Prompt payment']));
    // By name with accents folded, whatever the database's collation: 'Éco-responsable' among the e's.
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    expect(names.map(plain)).toEqual(names.map(plain).sort());

    // Any part of the name, accents and case ignored (decision 061).
    for (const [search, expected] of [
      ['fidelite', 'Fidélité'],
      ['ECO-RESP', 'Éco-responsable'],
      ['payment', 'Prompt payment'],
    ] as const) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: `/api/discountPageableResult?search=${encodeURIComponent(search)}`,
        headers: finance,
      });
      expect(page.json<{ data: { rows: Discount[] } }>().data.rows.map((entry) => entry.name)).toEqual([
        expected,
      ]);
    }
  });

  it('pages from 1 by name with the total in the answer, refuses page 0, and declares the version header', async () => {
    for (const name of ['Paged A', 'Paged B', 'Paged C']) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/discount',
        headers: finance,
        payload: { name, description: null },
      });
    }
    const page = (query: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/discountPageableResult?search=paged&${query}`,
        headers: finance,
      });
    const second = await page('page=2&size=2');
    expect(second.json()).toMatchObject({
      data: { page: 2, size: 2, total: 3, isTotalCapped: false, rows: [{ name: 'Paged C' }] },
    });
    const refused = await page('page=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('page');

    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    }>();
    expect(document.paths['/api/discount']?.put?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: VERSION_HEADER })]),
    );
  });

  it('refuses a second discount with the same name', async () => {
    const payload = { name: 'Seasonal', description: null };
    await testApp.app.inject({ method: 'POST', url: '/api/discount', headers: finance, payload });
    const duplicate = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: finance,
      payload: { name: 'SEASONAL', description: null },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});

describe('transaction fees', () => {
  async function firstCompanyId(): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/transactionFeeCompanies?search=a',
      headers: finance,
    });
    const [company] = response.json<{ data: Array<{ id: number }> }>().data;
    if (!company) throw new Error('no demo company');
    return company.id;
  }

  it('lists every fee type for a company, saves a list of rows, then one row', async () => {
    const companyId = await firstCompanyId();
    const initial = await testApp.app.inject({
      method: 'GET',
      url: `/api/transactionFees?companyId=${companyId}`,
      headers: finance,
    });
    expect(initial.json()).toMatchObject({
      data: [
        { feeTypeId: 1, id: null, rate: 0, version: 0 },
        { feeTypeId: 2, id: null },
        { feeTypeId: 3, id: null },
      ],
    });

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transactionFees',
      headers: finance,
      payload: [
        { companyId, feeTypeId: 1, rate: 2.5, minimumAmount: 10, version: 0 },
        { companyId, feeTypeId: 2, rate: 3, minimumAmount: 0, version: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      data: [
        { feeTypeId: 1, rate: 2.5, minimumAmount: 10, version: 1 },
        { feeTypeId: 2, rate: 3, version: 1 },
      ],
    });

    const one = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transactionFee',
      headers: finance,
      payload: { companyId, feeTypeId: 1, rate: 2.75, minimumAmount: 12.5, version: 1 },
    });
    expect(one.json()).toMatchObject({ data: { rate: 2.75, minimumAmount: 12.5, version: 2 } });

    const stale = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transactionFee',
      headers: finance,
      payload: { companyId, feeTypeId: 1, rate: 1, minimumAmount: 0, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an invalid fee rate with the exact message and saves nothing of the list', async () => {
    const companyId = await firstCompanyId();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transactionFees',
      headers: finance,
      payload: [
        { companyId, feeTypeId: 3, rate: 1, minimumAmount: 0, version: 0 },
        { companyId, feeTypeId: 2, rate: 120, minimumAmount: 0, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES_FR.invalidFeeRate,
      issues: [{ field: '1.rate', message: MESSAGES_FR.invalidFeeRate }],
    });
    const fees = await testApp.app.inject({
      method: 'GET',
      url: `/api/transactionFees?companyId=${companyId}`,
      headers: finance,
    });
    expect(fees.json()).toMatchObject({ data: [{}, { rate: 3 }, { id: null }] });
  });

  it('refuses an invalid minimum amount with its own message, not the fee-rate one', async () => {
    const companyId = await firstCompanyId();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transactionFees',
      headers: finance,
      payload: [{ companyId, feeTypeId: 3, rate: 1, minimumAmount: -5, version: 0 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES_FR.invalidMinimumAmount,
      issues: [{ field: '0.minimumAmount', message: MESSAGES_FR.invalidMinimumAmount }],
    });
  });
});
