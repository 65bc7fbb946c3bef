import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Province } from '@portal/contracts';
import type { GeoLogger } from './geo-providers';
import { GeoProviderError } from './geo-providers';
import { createGeoService } from './geo.service';
import { estimateRoute } from './builtin-router';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOsrmRouter } from './osrm-router';

// Contract tests of the HTTP providers: a real local HTTP server answers with the providers' answers kept in
// test/fixtures/geo, and records what our code asked for.

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/geo');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

const MONTREAL = { latitude: 45.5088, longitude: -73.554 };
const QUEBEC_CITY = { latitude: 46.8123, longitude: -71.2145 };
const SHERBROOKE = { latitude: 45.4001, longitude: -71.8991 };

type Reply = { status: number; body: string } | 'never';
let reply: Reply = { status: 200, body: '{}' };
const requests: Array<{ url: URL; headers: IncomingMessage['headers'] }> = [];
const hanging: ServerResponse[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: new URL(request.url ?? '/', 'http://localhost'), headers: request.headers });
    if (reply === 'never') {
      // Accept the request and never answer: the provider's time limit must end it.
      hanging.push(response);
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  requests.length = 0;
  for (const response of hanging.splice(0)) response.destroy();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function answerWith(name: string, status = 200): void {
  reply = { status, body: fixture(name) };
}

function recordingLogger() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const log: GeoLogger = {
    warn: (_details, message) => warnings.push(message),
    error: (_details, message) => errors.push(message),
  };
  return { log, warnings, errors };
}

describe('OSRM router', () => {
  const router = () => createOsrmRouter({ baseUrl: `${baseUrl}/osrm/`, timeoutMs: 2000 });

  it('asks /route with longitude-first coordinates, full GeoJSON geometry and no ferries', async () => {
    answerWith('osrm-route-montreal-quebec.json');
    const route = await router().route({
      origin: MONTREAL,
      destination: QUEBEC_CITY,
      via: [SHERBROOKE],
      mode: 'shortest',
      transportMode: 'truck',
      avoidFerries: true,
    });
    const [request] = requests;
    expect(request?.url.pathname).toBe(
      '/osrm/route/v1/driving/-73.554000,45.508800;-71.899100,45.400100;-71.214500,46.812300',
    );
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      overview: 'full',
      geometries: 'geojson',
      steps: 'true',
      alternatives: 'false',
      exclude: 'ferry',
    });
    expect(route).toMatchObject({
      distanceMetres: 253400.2,
      durationSeconds: 9412.3,
      summary: 'Autoroute Jean-Lesage, Autoroute Félix-Leclerc',
    });
    // GeoJSON is [longitude, latitude]; our polyline is [latitude, longitude].
    expect(route.polyline[0]).toEqual([45.5088, -73.554]);
    expect(route.polyline.at(-1)).toEqual([46.8123, -71.2145]);
    expect(route.polyline).toHaveLength(7);
  });

  it('leaves ferries allowed when asked', async () => {
    answerWith('osrm-route-montreal-quebec.json');
    await router().route({
      origin: MONTREAL,
      destination: QUEBEC_CITY,
      via: [],
      mode: 'fastest',
      transportMode: 'truck',
      avoidFerries: false,
    });
    expect(requests[0]?.url.searchParams.has('exclude')).toBe(false);
  });

  it('asks /table for origins to destinations and maps rows to elements', async () => {
    answerWith('osrm-table-two-origins.json');
    const matrix = await router().matrix([MONTREAL, SHERBROOKE], [QUEBEC_CITY]);
    const [request] = requests;
    expect(request?.url.pathname).toBe(
      '/osrm/table/v1/driving/-73.554000,45.508800;-71.899100,45.400100;-71.214500,46.812300',
    );
    expect(request?.url.searchParams.get('sources')).toBe('0;1');
    expect(request?.url.searchParams.get('destinations')).toBe('2');
    expect(request?.url.searchParams.get('annotations')).toBe('distance,duration');
    expect(matrix).toEqual([
      [{ status: 'OK', distanceMetres: 253400.2, durationSeconds: 9412.3 }],
      [{ status: 'OK', distanceMetres: 240125.7, durationSeconds: 9270.1 }],
    ]);
  });

  it('reports a pair without a road as ZERO_RESULTS', async () => {
    answerWith('osrm-table-no-route.json');
    const matrix = await router().matrix([{ latitude: 47.38, longitude: -61.75 }], [QUEBEC_CITY]);
    expect(matrix).toEqual([[{ status: 'ZERO_RESULTS', distanceMetres: null, durationSeconds: null }]]);
  });

  it('turns an error answer into a provider error with its message', async () => {
    answerWith('osrm-error-invalid-value.json', 400);
    await expect(router().matrix([MONTREAL], [QUEBEC_CITY])).rejects.toThrow(
      /osrm: HTTP 400 Exclude flag combination is not supported/,
    );
  });

  it('gives up after its time limit when the server never answers', async () => {
    reply = 'never';
    const slow = createOsrmRouter({ baseUrl, timeoutMs: 150 });
    const failure = await slow.matrix([MONTREAL], [QUEBEC_CITY]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeoProviderError);
    expect((failure as Error).message).toBe('osrm: no answer within 150 ms');
  });
});

describe('Nominatim geocoder', () => {
  const geocoder = () => createNominatimGeocoder({ baseUrl, timeoutMs: 2000 });

  it('searches Canada and the US, identifies itself, and maps a house-level answer', async () => {
    answerWith('nominatim-search-city-hall.json');
    const result = await geocoder().geocode('275 rue Notre-Dame Est, Montréal');
    const [request] = requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: '275 rue Notre-Dame Est, Montréal',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'ca,us',
    });
    expect(request?.headers['user-agent']).toMatch(/^portal-geo/);
    expect(result).toEqual({
      label:
        'Hôtel de Ville de Montréal, 275, Rue Notre-Dame Est, Vieux-Montréal, Ville-Marie, Montréal, Agglomération de Montréal, Québec, H2Y 1C6, Canada',
      address: '275 Rue Notre-Dame Est',
      city: 'Montréal',
      provinceId: 1,
      provinceCode: 'QC',
      countryId: 1,
      postalCode: 'H2Y 1C6',
      latitude: 45.5089013,
      longitude: -73.5540124,
      precision: 'address',
    });
  });

  it('maps a city-level answer in the US', async () => {
    answerWith('nominatim-search-burlington.json');
    const [result] = await geocoder().autocomplete('Burlington, Vermont', 10);
    expect(requests[0]?.url.searchParams.get('limit')).toBe('10');
    expect(result).toMatchObject({
      address: null,
      city: 'Burlington',
      provinceCode: 'VT',
      provinceId: Province.ids.VERMONT,
      countryId: 2,
      postalCode: null,
      precision: 'city',
    });
  });

  it('answers null when nothing matched', async () => {
    answerWith('nominatim-search-empty.json');
    expect(await geocoder().geocode('qwertyuiop')).toBeNull();
  });
});

describe('fallback to the built-in providers', () => {
  it('answers a route from the built-in router when OSRM never answers, and logs a warning', async () => {
    reply = 'never';
    const { log, warnings } = recordingLogger();
    const service = createGeoService({
      geocoder: createNominatimGeocoder({ baseUrl, timeoutMs: 150 }),
      router: createOsrmRouter({ baseUrl, timeoutMs: 150 }),
    });
    const request = {
      origin: MONTREAL,
      destination: QUEBEC_CITY,
      via: [],
      mode: 'shortest' as const,
      transportMode: 'truck' as const,
      avoidFerries: true,
    };
    expect(await service.calculateRoute(request, log)).toEqual(estimateRoute(request));
    expect(warnings).toEqual(['geo provider failed; using the built-in one']);
  });

  it('geocodes offline when Nominatim fails or finds nothing', async () => {
    const { log, warnings } = recordingLogger();
    const service = createGeoService({
      geocoder: createNominatimGeocoder({ baseUrl, timeoutMs: 2000 }),
      router: createOsrmRouter({ baseUrl, timeoutMs: 2000 }),
    });
    answerWith('osrm-error-invalid-value.json', 500);
    expect(await service.geocodeAddress('H2Y 1C6', log)).toMatchObject({
      city: 'Montréal',
      precision: 'postalCode',
    });
    expect(warnings).toHaveLength(1);
    answerWith('nominatim-search-empty.json');
    expect(await service.geocodeAddress('Sherbrooke', log)).toMatchObject({ city: 'Sherbrooke' });
    expect(warnings).toHaveLength(1);
  });

  it('answers the distance matrix from the built-in router when OSRM fails', async () => {
    answerWith('osrm-error-invalid-value.json', 400);
    const { log, warnings } = recordingLogger();
    const service = createGeoService({
      geocoder: createNominatimGeocoder({ baseUrl, timeoutMs: 2000 }),
      router: createOsrmRouter({ baseUrl, timeoutMs: 2000 }),
    });
    const matrix = await service.distanceMatrix({ origin: [MONTREAL], destination: QUEBEC_CITY }, log);
    expect(matrix.rows[0]?.elements[0]?.status).toBe('OK');
    expect(warnings).toHaveLength(1);
  });
});

describe('spec failures', () => {
  const failingRouter = {
    name: 'builtin',
    matrix: () => Promise.reject(new Error('disk on fire')),
    route: () => Promise.reject(new Error('disk on fire')),
  };
  const service = () =>
    createGeoService({
      geocoder: createNominatimGeocoder({ baseUrl, timeoutMs: 2000 }),
      router: failingRouter,
    });

  it('logs a failed distance matrix and answers an empty list (spec 000 §7)', async () => {
    const { log, errors } = recordingLogger();
    expect(await service().distanceMatrix({ origin: [MONTREAL], destination: QUEBEC_CITY }, log)).toEqual({
      rows: [],
    });
    expect(errors).toEqual(['distance matrix failed']);
  });

  it("fails a route calculation with 'Error while calculating a route' (spec 000 §8)", async () => {
    const { log } = recordingLogger();
    await expect(
      service().calculateRoute(
        {
          origin: MONTREAL,
          destination: QUEBEC_CITY,
          via: [],
          mode: 'shortest',
          transportMode: 'truck',
          avoidFerries: true,
        },
        log,
      ),
    ).rejects.toMatchObject({ message: 'Error while calculating a route', statusCode: 500 });
  });

  it('fails an optimization with the route optimization message (spec 001 §8)', async () => {
    const { log } = recordingLogger();
    await expect(
      service().optimizeRoute({ waypoints: [{ id: 'a', ...MONTREAL, kind: 'pickup' }] }, log),
    ).rejects.toMatchObject({
      message: 'Route optimization failed. Please save your work and try again later.',
    });
  });
});
