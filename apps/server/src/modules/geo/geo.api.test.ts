import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  ErrorCode,
  type AddressSuggestion,
  type CalculatedRoute,
  type Company,
  type DistanceMatrix,
  type GeocodeResult,
  type OptimizedRoute,
  type Transporter,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

const MONTREAL = { latitude: 45.5088, longitude: -73.5878 };
const QUEBEC_CITY = { latitude: 46.8123, longitude: -71.2145 };
const SHERBROOKE = { latitude: 45.4001, longitude: -71.8991 };

function get(url: string, withHeaders: Record<string, string> = headers) {
  return testApp.app.inject({ method: 'GET', url, headers: withHeaders });
}
function post(url: string, payload: object, withHeaders: Record<string, string> = headers) {
  return testApp.app.inject({ method: 'POST', url, headers: withHeaders, payload });
}
function issueFields(response: { json(): unknown }): string[] {
  return (response.json() as { issues?: Array<{ field: string }> }).issues?.map((issue) => issue.field) ?? [];
}

describe('geo calls', () => {
  it.each([
    ['GET', '/api/autocompleteAddress/Montr'],
    ['GET', '/api/geocodeAddress/H2Y%201C6'],
    ['GET', '/api/distanceMatrix?origin=45.5,-73.5&destination=46.8,-71.2'],
    ['POST', '/api/calculateRoute'],
    ['POST', '/api/optimizeRoute'],
  ] as const)('refuses %s %s without a session', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('suggests Quebec cities while typing, French names with or without accents', async () => {
    const response = await get(`/api/autocompleteAddress/${encodeURIComponent('trois-rivi')}`);
    expect(response.statusCode).toBe(200);
    const [first] = response.json<{ data: AddressSuggestion[] }>().data;
    expect(first).toMatchObject({ city: 'Trois-Rivières', provinceCode: 'QC', provinceId: 1, countryId: 1 });

    const saint = await get(`/api/autocompleteAddress/${encodeURIComponent('St-Hyac')}`);
    expect(saint.json<{ data: AddressSuggestion[] }>().data[0]).toMatchObject({ city: 'Saint-Hyacinthe' });
    const many = await get('/api/autocompleteAddress/Mont');
    expect(many.json<{ data: AddressSuggestion[] }>().data).toHaveLength(10);
  });

  it('geocodes a street address by its postal code and says so', async () => {
    const response = await get(
      `/api/geocodeAddress/${encodeURIComponent('275 rue Notre-Dame Est, Montréal, QC H2Y 1C6')}`,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<{ data: GeocodeResult }>().data;
    expect(result).toMatchObject({
      address: '275 rue Notre-Dame Est',
      city: 'Montréal',
      provinceId: 1,
      postalCode: 'H2Y 1C6',
      precision: 'postalCode',
    });
    expect(result.latitude).toBeCloseTo(45.508, 1);
    expect(result.longitude).toBeCloseTo(-73.554, 1);
  });

  it('answers null for text that names no known place', async () => {
    const response = await get('/api/geocodeAddress/qwertyuiop');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('refuses an over-long address naming the parameter', async () => {
    const response = await get(`/api/geocodeAddress/${'a'.repeat(301)}`);
    expect(response.statusCode).toBe(400);
    expect(issueFields(response)).toContain('address');
  });

  it('answers one row per origin with distances in metres (spec 000 §7)', async () => {
    const response = await get(
      `/api/distanceMatrix?origin=${MONTREAL.latitude},${MONTREAL.longitude}&origin=${SHERBROOKE.latitude},${SHERBROOKE.longitude}&destination=${QUEBEC_CITY.latitude},${QUEBEC_CITY.longitude}`,
    );
    expect(response.statusCode).toBe(200);
    const { rows } = response.json<{ data: DistanceMatrix }>().data;
    expect(rows).toHaveLength(2);
    const [montreal, sherbrooke] = rows.map((row) => row.elements[0]);
    expect(montreal?.status).toBe('OK');
    // Montréal–Québec is about 233 km as the crow flies and 250–260 km by road.
    expect(montreal?.distanceMetres).toBeGreaterThan(240_000);
    expect(montreal?.distanceMetres).toBeLessThan(320_000);
    expect(sherbrooke?.distanceMetres).toBeLessThan(montreal?.distanceMetres ?? 0);
  });

  it('refuses a malformed or out-of-range coordinate naming the parameter', async () => {
    const malformed = await get('/api/distanceMatrix?origin=45.5;-73.5&destination=46.8,-71.2');
    expect(malformed.statusCode).toBe(400);
    expect(issueFields(malformed).join(' ')).toContain('origin');
    const outOfRange = await get('/api/distanceMatrix?origin=45.5,-73.5&destination=95,-71.2');
    expect(outOfRange.statusCode).toBe(400);
    expect(issueFields(outOfRange).join(' ')).toContain('destination');
    const tooMany = await get(
      `/api/distanceMatrix?${Array.from({ length: 101 }, () => 'origin=45.5,-73.5').join('&')}&destination=46.8,-71.2`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(issueFields(tooMany).join(' ')).toContain('origin');
  });

  it('calculates a truck route through via points, shortest by default', async () => {
    const response = await post('/api/calculateRoute', {
      origin: MONTREAL,
      destination: QUEBEC_CITY,
      via: [SHERBROOKE],
    });
    expect(response.statusCode).toBe(200);
    const route = response.json<{ data: CalculatedRoute }>().data;
    expect(route.polyline).toEqual([
      [MONTREAL.latitude, MONTREAL.longitude],
      [SHERBROOKE.latitude, SHERBROOKE.longitude],
      [QUEBEC_CITY.latitude, QUEBEC_CITY.longitude],
    ]);
    expect(route.distanceMetres).toBeGreaterThan(300_000);
    expect(route.durationSeconds).toBeGreaterThan(3 * 3600);
    expect(route.summary).not.toBe('');
  });

  it('refuses a route request without a destination naming the field', async () => {
    const response = await post('/api/calculateRoute', { origin: MONTREAL, transportMode: 'car' });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response)).toEqual(expect.arrayContaining(['destination', 'transportMode']));
  });

  it('orders waypoints with pickups before their drop-offs', async () => {
    const response = await post('/api/optimizeRoute', {
      start: MONTREAL,
      waypoints: [
        { id: 'drop-quebec', ...QUEBEC_CITY, kind: 'dropoff', mustFollow: ['pickup-sherbrooke'] },
        { id: 'pickup-sherbrooke', ...SHERBROOKE, kind: 'pickup' },
        { id: 'pickup-laval', latitude: 45.57, longitude: -73.692, kind: 'pickup' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const route = response.json<{ data: OptimizedRoute }>().data;
    expect(route).toMatchObject({
      order: ['pickup-laval', 'pickup-sherbrooke', 'drop-quebec'],
      isExact: true,
      isFeasible: true,
    });
    expect(route.distanceMetres).toBeGreaterThan(0);
  });

  it('refuses optimizer input that cannot be solved, naming the field', async () => {
    const unknown = await post('/api/optimizeRoute', {
      waypoints: [{ id: 'a', ...MONTREAL, kind: 'dropoff', mustFollow: ['nowhere'] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(issueFields(unknown)).toEqual(['waypoints.0.mustFollow.0']);

    const duplicate = await post('/api/optimizeRoute', {
      waypoints: [
        { id: 'a', ...MONTREAL, kind: 'pickup' },
        { id: 'a', ...SHERBROOKE, kind: 'dropoff' },
      ],
    });
    expect(issueFields(duplicate)).toEqual(['waypoints.1.id']);

    const cycle = await post('/api/optimizeRoute', {
      waypoints: [
        { id: 'a', ...MONTREAL, kind: 'pickup', mustFollow: ['b'] },
        { id: 'b', ...SHERBROOKE, kind: 'dropoff', mustFollow: ['a'] },
      ],
    });
    expect(cycle.statusCode).toBe(400);
    expect(issueFields(cycle)).toEqual(['waypoints.mustFollow']);

    const malformed = await post('/api/optimizeRoute', {
      waypoints: [{ id: 'a', latitude: 45, longitude: -73, kind: 'teleport' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(issueFields(malformed)).toEqual(['waypoints.0.kind']);
    expect(malformed.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
  });
});

describe('geocode on save', () => {
  it('fills missing coordinates of a company and its addresses, and keeps a hand-placed pin', async () => {
    const response = await post('/api/company', {
      name: 'Pépinière Géocodée',
      companyTypeId: CompanyType.ids.SELLER,
      tier: null,
      registered: false,
      preferred: false,
      address: '1 rue Principale',
      city: 'Sherbrooke',
      postalCode: null,
      provinceId: 1,
      countryId: 1,
      timezoneId: null,
      spatialGenericAddress: null,
      altAddresses: [
        {
          address: '10 chemin du Quai',
          city: null,
          postalCode: 'G1K 4E8',
          provinceId: 1,
          countryId: 1,
          spatialGenericAddress: null,
        },
        {
          address: 'Champ au bout du rang',
          city: 'Trois-Rivières',
          postalCode: null,
          provinceId: 1,
          countryId: 1,
          spatialGenericAddress: { latitude: 46.4, longitude: -72.6 },
        },
        { address: '12 Chemin du Lac', provinceId: null, countryId: null, spatialGenericAddress: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json<{ data: Company }>().data;
    expect(company.spatialGenericAddress?.latitude).toBeCloseTo(SHERBROOKE.latitude, 1);
    expect(company.spatialGenericAddress?.longitude).toBeCloseTo(SHERBROOKE.longitude, 1);
    const [port, field, lake] = company.altAddresses;
    // G1K is Québec's old port and Saint-Roch.
    expect(port?.spatialGenericAddress?.latitude).toBeGreaterThan(46.7);
    expect(port?.spatialGenericAddress?.latitude).toBeLessThan(46.9);
    expect(field?.spatialGenericAddress).toEqual({ latitude: 46.4, longitude: -72.6 });
    // A street line alone names no place: no pin is better than a wrong one.
    expect(lake?.spatialGenericAddress).toBeNull();
  });

  it('fills a transporter address on update', async () => {
    const created = await post('/api/transporter', {
      name: 'Transport Géo',
      address: null,
      city: null,
      postalCode: null,
      provinceId: null,
      countryId: null,
      timezoneId: null,
      spatialGenericAddress: null,
      altAddresses: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const transporter = created.json<{ data: Transporter }>().data;
    expect(transporter.spatialGenericAddress).toBeNull();

    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/transporter',
      headers: { ...headers, 'x-record-version': String(transporter.version) },
      payload: {
        id: transporter.id,
        name: 'Transport Géo',
        address: '1 Church St',
        city: 'Burlington',
        postalCode: '05401',
        provinceId: null,
        countryId: 2,
        timezoneId: null,
        spatialGenericAddress: null,
        altAddresses: [],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const location = updated.json<{ data: Transporter }>().data.spatialGenericAddress;
    expect(location?.latitude).toBeCloseTo(44.48, 1);
    expect(location?.longitude).toBeCloseTo(-73.22, 1);
  });
});
