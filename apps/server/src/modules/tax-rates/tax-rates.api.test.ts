import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES, VERSION_HEADER, type TaxRate } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;

async function listTaxRates(): Promise<TaxRate[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/taxRates', headers: operations });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TaxRate[] }>().data;
}

function rateFor(rates: TaxRate[], code: string): TaxRate {
  const rate = rates.find((row) => row.provinceCode === code);
  if (!rate) throw new Error(`no tax rate for ${code}`);
  return rate;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

describe('tax rates', () => {
  it('seeds the 2026 reference rates of every province and state with their effective date', async () => {
    const rates = await listTaxRates();
    expect(rates).toHaveLength(64);
    expect(rateFor(rates, 'QC')).toMatchObject({ gstRate: 5, qstRate: 9.975, totalRate: 14.975 });
    expect(rateFor(rates, 'ON')).toMatchObject({ hstRate: 13, totalRate: 13 });
    expect(rateFor(rates, 'MA')).toMatchObject({ stateRate: 6.25, effectiveFrom: '2026-01-01' });
  });

  it('lets the super admin change a rate and records it in the action log', async () => {
    const vermont = rateFor(await listTaxRates(), 'VT');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updateTaxRate',
      headers: { ...superAdmin, [VERSION_HEADER]: String(vermont.version) },
      payload: { ...vermont, stateRate: 6.5, effectiveFrom: '2026-07-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { stateRate: 6.5, totalRate: 6.5, effectiveFrom: '2026-07-01', version: vermont.version + 1 },
    });
    const log = await testApp.app.inject({
      method: 'GET',
      url: '/api/transaction/actionLogs?actionTypeId=11&recordNumber=VT',
      headers: operations,
    });
    expect(log.json()).toMatchObject({ data: { total: 1, rows: [{ actionName: 'Update' }] } });
  });

  it('refuses an invalid rate with the exact message, naming the field', async () => {
    const maine = rateFor(await listTaxRates(), 'ME');
    for (const stateRate of [-1, 100, 5.1234]) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/updateTaxRate',
        headers: { ...superAdmin, [VERSION_HEADER]: String(maine.version) },
        payload: { ...maine, stateRate },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: ErrorCode.VALIDATION_FAILED,
        message: MESSAGES.invalidTaxRate,
        issues: [{ field: 'stateRate', message: MESSAGES.invalidTaxRate }],
      });
    }
  });

  it('answers 409 with the outdated notice when the version is stale', async () => {
    const maine = rateFor(await listTaxRates(), 'ME');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updateTaxRate',
      headers: { ...superAdmin, [VERSION_HEADER]: String(maine.version + 5) },
      payload: { ...maine, stateRate: 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord });
  });

  it('gives operations a 403 on a tax rate update (super admin only, spec 001 §2)', async () => {
    const maine = rateFor(await listTaxRates(), 'ME');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updateTaxRate',
      headers: { ...operations, [VERSION_HEADER]: String(maine.version) },
      payload: { ...maine, stateRate: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect(rateFor(await listTaxRates(), 'ME').stateRate).toBe(5.5);
  });
});
