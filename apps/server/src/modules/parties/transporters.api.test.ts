import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  VERSION_HEADER,
  type Transporter,
  type TransporterInput,
  type TransporterPage,
  MESSAGES_FR,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, transporter } from '../../db/schema';

let testApp: TestApp;
let headers: Record<string, string>;

const QUEBEC = 1;
const ONTARIO = 2;
const CANADA = 1;
const EASTERN = 8;

function transporterInput(overrides: Partial<TransporterInput> = {}): TransporterInput {
  return {
    name: 'Transport Test',
    contactEmail: 'dispatch@transport-test.example.com',
    phoneNumber: '450-555-0002',
    address: '2525 Boulevard Dagenais Ouest',
    city: 'Laval',
    postalCode: 'H7L 5W2',
    provinceId: QUEBEC,
    countryId: CANADA,
    timezoneId: EASTERN,
    spatialGenericAddress: { latitude: 45.5889, longitude: -73.7908 },
    altAddresses: [],
    ...overrides,
  };
}

async function createTransporter(input: TransporterInput): Promise<Transporter> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/transporter',
    headers,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Transporter }>().data;
}

async function lastLogEntry(actionId: number) {
  const [entry] = await testApp.database.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.TRANSPORTER), eq(actionLog.actionId, actionId)))
    .orderBy(desc(actionLog.id))
    .limit(1);
  return entry;
}

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
});
afterAll(async () => {
  await testApp.close();
});

describe('transporter create, read, update and delete', () => {
  it('creates a transporter with a yard address and coordinates, and logs it', async () => {
    const created = await createTransporter(
      transporterInput({
        name: 'Transport Deux Cours',
        altAddresses: [
          {
            locationName: 'Cour de Blainville',
            address: '1000 Boulevard Michèle-Bohec',
            city: 'Blainville',
            postalCode: 'J7C 5E2',
            provinceId: QUEBEC,
            countryId: CANADA,
            spatialGenericAddress: { latitude: 45.67, longitude: -73.88 },
          },
        ],
      }),
    );
    expect(created).toMatchObject({
      name: 'Transport Deux Cours',
      provinceName: 'Quebec',
      version: 1,
      spatialGenericAddress: { latitude: 45.5889, longitude: -73.7908 },
      altAddresses: [{ locationName: 'Cour de Blainville', spatialGenericAddress: { latitude: 45.67 } }],
    });
    const read = await testApp.app.inject({ method: 'GET', url: `/api/transporter/${created.id}`, headers });
    expect(read.json<{ data: Transporter }>().data).toEqual(created);
    expect(await lastLogEntry(ActionLogAction.ids.CREATE)).toMatchObject({
      entityId: created.id,
      entityNumber: 'Transport Deux Cours',
    });
  });

  it('updates with the version, replacing the alternative addresses, then refuses a stale version', async () => {
    const created = await createTransporter(
      transporterInput({
        name: 'Haulers Before',
        altAddresses: [
          { address: 'Old yard', provinceId: null, countryId: null, spatialGenericAddress: null },
        ],
      }),
    );
    const update = (name: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/transporter',
        headers: { ...headers, [VERSION_HEADER]: '1' },
        payload: {
          ...transporterInput({ name, provinceId: ONTARIO, spatialGenericAddress: null }),
          id: created.id,
          altAddresses: [
            { address: 'New yard', provinceId: ONTARIO, countryId: CANADA, spatialGenericAddress: null },
          ],
        },
      });
    const first = await update('Haulers After');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: Transporter }>().data).toMatchObject({
      name: 'Haulers After',
      provinceName: 'Ontario',
      version: 2,
      altAddresses: [{ address: 'New yard', provinceName: 'Ontario' }],
    });
    expect(first.json<{ data: Transporter }>().data.altAddresses).toHaveLength(1);
    // Saved without coordinates: geocode on save places it by its postal code H7L (Laval, docs/decisions/047).
    const placed = first.json<{ data: Transporter }>().data.spatialGenericAddress;
    expect(placed?.latitude).toBeCloseTo(45.63, 1);
    expect(placed?.longitude).toBeCloseTo(-73.78, 1);
    expect(await lastLogEntry(ActionLogAction.ids.UPDATE)).toMatchObject({ entityNumber: 'Haulers After' });

    const stale = await update('Haulers Stale');
    expect(stale.statusCode).toBe(409);
    // The finance demo account works in French (decision 199).
    expect(stale.json()).toEqual({ code: ErrorCode.OUTDATED, message: MESSAGES_FR.outdatedRecord });
  });

  it('answers 400 naming each bad field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/transporter',
      headers,
      payload: transporterInput({
        name: '  ',
        spatialGenericAddress: { latitude: 45, longitude: 190 },
        altAddresses: [{ address: '', provinceId: null, countryId: null, spatialGenericAddress: null }],
      }),
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'spatialGenericAddress.longitude', 'altAddresses.0.address']),
    );
  });

  it('answers 400 naming the field for an unknown timezone', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/transporter',
      headers,
      payload: transporterInput({ timezoneId: 999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'timezoneId' }] });
  });

  it('deletes a transporter and logs it; a second delete is a 404', async () => {
    const created = await createTransporter(transporterInput({ name: 'Gone Freight' }));
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/transporter/${created.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await lastLogEntry(ActionLogAction.ids.DELETE)).toMatchObject({
      entityId: created.id,
      entityNumber: 'Gone Freight',
    });
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/transporter/${created.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('transporter list paging, sorting and filtering', () => {
  const BULK = 2000;

  beforeAll(async () => {
    const values = Array.from({ length: BULK }, (_, index) => {
      const number = (index * 1031) % BULK;
      return {
        name: `tqz${String(number).padStart(5, '0')}`,
        city: number % 2 === 0 ? 'kingston' : 'joliette',
        provinceId: number % 2 === 0 ? ONTARIO : QUEBEC,
        countryId: CANADA,
      };
    });
    await testApp.database.db.insert(transporter).values(values);
  });

  async function list(query: string): Promise<TransporterPage> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/transporters?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TransporterPage }>().data;
  }

  it('pages by name in both directions', async () => {
    const first = await list('search=tqz&page=2&size=50');
    expect(first.total).toBe(BULK);
    expect(first.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 50 }, (_, index) => `tqz${String(50 + index).padStart(5, '0')}`),
    );
    const last = await list('search=tqz&sortOrder=desc&size=3');
    expect(last.rows.map((row) => row.name)).toEqual(['tqz01999', 'tqz01998', 'tqz01997']);
  });

  it('filters by province and searches the city', async () => {
    const page = await list(`search=kingston&provinceId=${ONTARIO}&size=100`);
    expect(page.total).toBe(BULK / 2);
    expect(page.rows.every((row) => row.city === 'kingston' && row.provinceName === 'Ontario')).toBe(true);
    const none = await list(`search=kingston&provinceId=${QUEBEC}`);
    expect(none.total).toBe(0);
  });

  it('treats % and _ in the search text literally', async () => {
    const page = await list('search=tqz%25');
    expect(page.total).toBe(0);
  });
});

describe('accent-insensitive search and phone numbers (issue 11 §6)', () => {
  it("finds a transporter named with accents by plain text, and refuses the phone 'abc'", async () => {
    const created = await createTransporter(
      transporterInput({
        name: `Transports Lévesque ${Date.now()}`,
        city: 'Québec',
        phoneNumber: '(418) 555-0144',
      }),
    );
    for (const search of ['levesque', 'LÉVESQUE', 'quebec']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/transporters?search=${encodeURIComponent(search)}&size=100`,
        headers,
      });
      const ids = response.json<{ data: TransporterPage }>().data.rows.map((row) => row.id);
      expect(ids, search).toContain(created.id);
    }
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/transporter',
      headers,
      payload: transporterInput({ phoneNumber: 'abc' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field)).toEqual([
      'phoneNumber',
    ]);
  });
});
