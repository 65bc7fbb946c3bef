import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  CompanyType,
  ErrorCode,
  MESSAGES,
  VERSION_HEADER,
  type Company,
  type CompanyInput,
  type CompanyOption,
  type CompanyPage,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, appUser, company } from '../../db/schema';

let testApp: TestApp;
let headers: Record<string, string>;

const QUEBEC = 1;
const CANADA = 1;
const EASTERN = 8;

function companyInput(overrides: Partial<CompanyInput> = {}): CompanyInput {
  return {
    name: 'Pépinière Test',
    companyTypeId: CompanyType.ids.SELLER,
    tier: 2,
    registered: true,
    preferred: false,
    contactEmail: 'ventes@pepiniere-test.example.com',
    phoneNumber: '450-555-0001',
    address: '100 Rue Principale',
    city: 'Mirabel',
    postalCode: 'J7J 1A1',
    provinceId: QUEBEC,
    countryId: CANADA,
    timezoneId: EASTERN,
    spatialGenericAddress: { latitude: 45.65, longitude: -74.08 },
    altAddresses: [],
    ...overrides,
  };
}

async function createCompany(input: CompanyInput): Promise<Company> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/company', headers, payload: input });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Company }>().data;
}

async function lastLogEntry(actionId: number) {
  const [entry] = await testApp.database.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.COMPANY), eq(actionLog.actionId, actionId)))
    .orderBy(desc(actionLog.id))
    .limit(1);
  return entry;
}

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

describe('company create, read, update and delete', () => {
  it('creates a company with alternative addresses and coordinates, and logs it', async () => {
    const created = await createCompany(
      companyInput({
        name: 'Pépinière Deux Adresses',
        altAddresses: [
          {
            locationName: 'Champ nord',
            address: '9500 Route Arthur-Sauvé',
            city: 'Mirabel',
            postalCode: 'J7N 2R9',
            provinceId: QUEBEC,
            countryId: CANADA,
            spatialGenericAddress: { latitude: 45.5712, longitude: -74.0241 },
          },
          {
            locationName: 'Cour sud',
            address: '12 Chemin du Lac',
            city: null,
            postalCode: null,
            provinceId: null,
            countryId: null,
            spatialGenericAddress: null,
          },
        ],
      }),
    );
    expect(created).toMatchObject({
      name: 'Pépinière Deux Adresses',
      companyTypeName: 'Seller',
      provinceName: 'Quebec',
      countryName: 'Canada',
      tier: 2,
      version: 1,
      spatialGenericAddress: { latitude: 45.65, longitude: -74.08 },
    });
    expect(created.altAddresses).toHaveLength(2);
    expect(created.altAddresses[0]).toMatchObject({
      locationName: 'Champ nord',
      provinceName: 'Quebec',
      spatialGenericAddress: { latitude: 45.5712, longitude: -74.0241 },
    });
    expect(created.altAddresses[1]).toMatchObject({ city: null, spatialGenericAddress: null });

    const read = await testApp.app.inject({ method: 'GET', url: `/api/company/${created.id}`, headers });
    expect(read.json<{ data: Company }>().data).toEqual(created);
    expect(await lastLogEntry(ActionLogAction.ids.CREATE)).toMatchObject({
      entityId: created.id,
      entityNumber: 'Pépinière Deux Adresses',
    });
  });

  it('updates the company and replaces, adds and removes alternative addresses in one change', async () => {
    const created = await createCompany(
      companyInput({
        name: 'Aménagements Mise à Jour',
        altAddresses: [
          { address: 'Kept 1', provinceId: QUEBEC, countryId: CANADA, spatialGenericAddress: null },
          { address: 'Removed 2', provinceId: QUEBEC, countryId: CANADA, spatialGenericAddress: null },
        ],
      }),
    );
    const [kept] = created.altAddresses;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...headers, [VERSION_HEADER]: String(created.version) },
      payload: {
        ...companyInput({ name: 'Aménagements Mis à Jour', tier: null, preferred: true }),
        id: created.id,
        altAddresses: [
          {
            id: kept?.id,
            address: 'Kept 1 (edited)',
            provinceId: QUEBEC,
            countryId: CANADA,
            spatialGenericAddress: { latitude: 46.8, longitude: -71.2 },
          },
          { address: 'Added 3', provinceId: 2, countryId: CANADA, spatialGenericAddress: null },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: Company }>().data;
    expect(updated).toMatchObject({
      name: 'Aménagements Mis à Jour',
      tier: null,
      preferred: true,
      version: 2,
    });
    expect(updated.altAddresses.map((address) => [address.id === kept?.id, address.address])).toEqual([
      [true, 'Kept 1 (edited)'],
      [false, 'Added 3'],
    ]);
    expect(updated.altAddresses[1]?.provinceName).toBe('Ontario');
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE)).toMatchObject({
      entityId: created.id,
      entityNumber: 'Aménagements Mis à Jour',
    });
  });

  it('publishes a change event after the company is created, and refuses callers without a session', async () => {
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    try {
      await createCompany(companyInput({ name: 'Evented Growers' }));
    } finally {
      unsubscribe();
    }
    expect(received).toEqual([
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.COMPANY,
        actionId: ActionLogAction.ids.CREATE,
        recordNumber: 'Evented Growers',
      }),
    ]);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/companies' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an update made from an outdated version with 409 OUTDATED and changes nothing', async () => {
    const created = await createCompany(companyInput({ name: 'Version Check Inc.' }));
    const update = (name: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/company',
        headers: { ...headers, [VERSION_HEADER]: '1' },
        payload: { ...companyInput({ name }), id: created.id },
      });
    expect((await update('First Writer')).statusCode).toBe(200);
    const stale = await update('Second Writer');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord });
    const read = await testApp.app.inject({ method: 'GET', url: `/api/company/${created.id}`, headers });
    expect(read.json<{ data: Company }>().data.name).toBe('First Writer');
  });

  it('requires the version header on update, naming it', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { ...companyInput(), id: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field),
    ).toContain(VERSION_HEADER);
  });

  it('answers 400 naming each bad field, including coordinates out of range', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: companyInput({
        name: '',
        tier: 4,
        contactEmail: 'not-an-email',
        spatialGenericAddress: { latitude: 95, longitude: -74 },
        altAddresses: [
          {
            address: 'x',
            provinceId: null,
            countryId: null,
            spatialGenericAddress: { latitude: 45, longitude: -200 },
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'tier',
        'contactEmail',
        'spatialGenericAddress.latitude',
        'altAddresses.0.spatialGenericAddress.longitude',
      ]),
    );
  });

  it('answers 400 naming the field for a province that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: companyInput({ provinceId: 9999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      issues: [{ field: 'provinceId' }],
    });
  });

  it('deletes a company with its addresses and logs it', async () => {
    const created = await createCompany(
      companyInput({
        name: 'Short Lived Nursery',
        altAddresses: [{ address: 'Yard', provinceId: null, countryId: null, spatialGenericAddress: null }],
      }),
    );
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/company/${created.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const read = await testApp.app.inject({ method: 'GET', url: `/api/company/${created.id}`, headers });
    expect(read.statusCode).toBe(404);
    expect(await lastLogEntry(ActionLogAction.ids.DELETE)).toMatchObject({
      entityId: created.id,
      entityNumber: 'Short Lived Nursery',
    });
  });

  it('refuses to delete a company users are linked to with 409 REFERENCED naming it', async () => {
    const [buyer] = await testApp.database.db
      .select({ companyId: appUser.companyId })
      .from(appUser)
      .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
    const [linked] = await testApp.database.db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, buyer?.companyId ?? 0));
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/company/${buyer?.companyId}`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(ErrorCode.REFERENCED);
    expect(body.message).toContain(`"${linked?.name}"`);
    expect(body.message).toMatch(/users? (is|are) linked to it/);
  });
});

describe('company list paging, sorting and filtering', () => {
  const BULK = 3000;
  // Made-up towns, so no demo company shares them.
  const CITIES = ['townaa', 'townbb', 'towncc', 'towndd', 'townee'];

  beforeAll(async () => {
    // Inserted in a scrambled order so that id order and name order differ.
    const values = Array.from({ length: BULK }, (_, index) => {
      const number = (index * 7919) % BULK;
      return {
        name: `bulkco${String(number).padStart(5, '0')}`,
        companyTypeId: number % 3 === 0 ? CompanyType.ids.SELLER : CompanyType.ids.BUYER,
        tier: number % 4 === 0 ? null : (number % 3) + 1,
        registered: number % 2 === 0,
        preferred: number % 5 === 0,
        city: CITIES[number % CITIES.length] ?? null,
        provinceId: number % 2 === 0 ? QUEBEC : 2,
        countryId: CANADA,
      };
    });
    for (let start = 0; start < values.length; start += 500) {
      await testApp.database.db.insert(company).values(values.slice(start, start + 500));
    }
  });

  async function list(query: string): Promise<CompanyPage> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/companies?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CompanyPage }>().data;
  }

  it('pages by name with the default page size and a stable order', async () => {
    const first = await list('search=bulkco');
    expect(first.total).toBe(BULK);
    expect(first.size).toBe(25);
    expect(first.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 25 }, (_, index) => `bulkco${String(index).padStart(5, '0')}`),
    );
    const third = await list('search=bulkco&page=3&size=100&sortOrder=desc');
    expect(third.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 100 }, (_, index) => `bulkco${String(BULK - 201 - index).padStart(5, '0')}`),
    );
  });

  it('filters by type, tier (including unassigned), province and flags together', async () => {
    const numbers = Array.from({ length: BULK }, (_, index) => index);
    const expected = numbers.filter(
      (number) => number % 3 === 0 && number % 4 === 0 && number % 2 === 0 && number % 5 === 0,
    );
    const page = await list(
      `search=bulkco&companyTypeId=${CompanyType.ids.SELLER}&tier=unassigned&provinceId=${QUEBEC}&registered=true&preferred=true&size=1000`,
    );
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((row) => row.name)).toEqual(
      expected.map((number) => `bulkco${String(number).padStart(5, '0')}`),
    );
    const tierTwo = await list('search=bulkco&tier=2&size=1');
    expect(tierTwo.total).toBe(numbers.filter((number) => number % 4 !== 0 && number % 3 === 1).length);
  });

  it('sorts by city with the id breaking ties, and searches the city too', async () => {
    const ascending = await list('search=bulkco&sortField=city&size=100');
    expect(ascending.rows.every((row) => row.city === 'townaa')).toBe(true);
    const ids = ascending.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((left, right) => left - right));
    const descending = await list('search=bulkco&sortField=city&sortOrder=desc&size=100');
    expect(descending.rows.every((row) => row.city === 'townee')).toBe(true);
    const byCity = await list('search=townee&size=1');
    expect(byCity.total).toBe(BULK / CITIES.length);
  });

  it('counts pages from 1, answers the total in the same page, and refuses page 0 naming it', async () => {
    const first = await list('search=bulkco&size=10');
    expect(first).toMatchObject({ page: 1, size: 10, total: BULK, isTotalCapped: false });
    expect(first.rows[0]?.name).toBe('bulkco00000');
    const second = await list('search=bulkco&page=2&size=10');
    expect(second.rows[0]?.name).toBe('bulkco00010');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/companies?page=0', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('page');
  });

  it('caps the page size and names a bad query field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/companies?size=5000', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('size');
  });

  it('lists companies of one type for a picker, searched and limited', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/companiesByTypeId/${CompanyType.ids.SELLER}?search=bulkco000&limit=5`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const options = response.json<{ data: CompanyOption[] }>().data;
    expect(options.map((option) => option.name)).toEqual([
      'bulkco00000',
      'bulkco00003',
      'bulkco00006',
      'bulkco00009',
      'bulkco00012',
    ]);
    expect(options.every((option) => option.companyTypeId === CompanyType.ids.SELLER)).toBe(true);
    const tooMany = await testApp.app.inject({
      method: 'GET',
      url: `/api/companiesByTypeId/${CompanyType.ids.SELLER}?limit=51`,
      headers,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('accent- and case-insensitive search (issue 11 §6, decision 061)', () => {
  async function names(url: string): Promise<string[]> {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: CompanyPage | Array<{ name: string }> }>().data;
    return (Array.isArray(data) ? data : data.rows).map((row) => row.name);
  }

  it("finds 'Rivière' by 'riviere', 'RIVIERE' and 'rivière' alike, in the list and the pickers", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/companies?search=rivi%C3%A8re&size=100',
      headers,
    });
    const rows = response.json<{ data: CompanyPage }>().data.rows;
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(plain(`${row.name} ${row.city ?? ''}`)).toContain('riviere');
    const expected = rows.map((row) => row.name);
    for (const search of ['riviere', 'RIVIERE', 'Rivière', 'rivière']) {
      expect(await names(`/api/companies?search=${encodeURIComponent(search)}&size=100`), search).toEqual(
        expected,
      );
    }
    expect(await names('/api/companiesLookup?search=riviere')).toEqual(
      expect.arrayContaining(expected.slice(0, 1)),
    );
    expect((await names(`/api/transactionFeeCompanies?search=riviere`)).length).toBeGreaterThan(0);
  });

  it('matches a city with accents from plain text, and keeps % and _ literal', async () => {
    const rows = await names('/api/companies?search=trois-rivieres&size=100');
    expect(rows.length).toBeGreaterThan(0);
    expect(await names('/api/companies?search=%25&size=100')).toEqual([]);
  });
});

describe('phone numbers (issue 11 §6, decision 064)', () => {
  it("refuses 'abc' with a 400 naming phoneNumber, and accepts the North American forms", async () => {
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: companyInput({ phoneNumber: 'abc' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: Array<{ field: string; message: string }> }>().issues).toContainEqual({
      field: 'phoneNumber',
      message: MESSAGES.invalidPhoneNumber,
    });
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: companyInput({ name: `Phone Check ${Date.now()}`, phoneNumber: '+1 514 555 0199 x123' }),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: { phoneNumber: string } }>().data.phoneNumber).toBe('+1 514 555 0199 x123');
  });
});

describe('the version header', () => {
  it('declares it on the company and transporter updates in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>
      >;
    }>();
    for (const path of ['/api/company', '/api/transporter']) {
      const header = document.paths[path]?.put?.parameters?.find((parameter) => parameter.in === 'header');
      expect(header, path).toMatchObject({ name: VERSION_HEADER, required: true });
    }
  });

  it('answers 404 for an update of a company that does not exist, whatever the version', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...headers, [VERSION_HEADER]: '1' },
      payload: { ...companyInput(), id: 999_999 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, message: 'Company was not found.' });
  });
});
