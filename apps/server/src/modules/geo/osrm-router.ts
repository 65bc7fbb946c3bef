import type {
  CalculatedRoute,
  CalculateRouteOptions,
  Coordinates,
  DistanceMatrixElement,
} from '@portal/contracts';
import { fetchJson, GeoProviderError, type RoutingProvider } from './geo-providers';

/**
 * OSRM (Open Source Routing Machine, BSD-2) over its HTTP API v5: `/table` for matrices and `/route` for routes
 * (docs/decisions/044). The truck comes from the server's profile: run OSRM with a truck profile (the stock car
 * profile is a car). OSRM minimises duration only, so 'shortest' cannot be honoured and is answered with the
 * fastest route; ferries are avoided with `exclude=ferry`, a class the stock profiles define.
 */

const PROVIDER = 'osrm';

interface OsrmTableAnswer {
  code: string;
  message?: string;
  distances?: Array<Array<number | null>>;
  durations?: Array<Array<number | null>>;
}

interface OsrmRouteAnswer {
  code: string;
  message?: string;
  routes?: Array<{
    distance: number;
    duration: number;
    geometry: { type: 'LineString'; coordinates: Array<[longitude: number, latitude: number]> };
    legs: Array<{ summary?: string }>;
  }>;
}

/** OSRM takes longitude first, six decimals is ~0.1 m. */
function coordinatePath(points: readonly Coordinates[]): string {
  return points.map((point) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`).join(';');
}

function serviceUrl(baseUrl: string, service: 'table' | 'route', points: readonly Coordinates[]): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(`${service}/v1/driving/${coordinatePath(points)}`, base);
}

function readCode(answer: unknown): { code: string; message?: string } {
  if (
    typeof answer !== 'object' ||
    answer === null ||
    typeof (answer as { code?: unknown }).code !== 'string'
  ) {
    throw new GeoProviderError(PROVIDER, 'answer without a code');
  }
  return answer as { code: string; message?: string };
}

export function createOsrmRouter({
  baseUrl,
  timeoutMs,
}: {
  baseUrl: string;
  timeoutMs: number;
}): RoutingProvider {
  async function matrix(
    origins: readonly Coordinates[],
    destinations: readonly Coordinates[],
  ): Promise<DistanceMatrixElement[][]> {
    const url = serviceUrl(baseUrl, 'table', [...origins, ...destinations]);
    url.searchParams.set('sources', origins.map((_, index) => index).join(';'));
    url.searchParams.set('destinations', destinations.map((_, index) => origins.length + index).join(';'));
    url.searchParams.set('annotations', 'distance,duration');
    const answer = (await fetchJson(PROVIDER, url, timeoutMs)) as OsrmTableAnswer;
    const { code, message } = readCode(answer);
    if (code !== 'Ok') throw new GeoProviderError(PROVIDER, `${code} ${message ?? ''}`.trim());
    if (!answer.distances || !answer.durations || answer.distances.length !== origins.length) {
      throw new GeoProviderError(PROVIDER, 'table answer without distances and durations for every origin');
    }
    return origins.map((_, row) =>
      destinations.map((__, column) => {
        const distance = answer.distances?.[row]?.[column];
        const duration = answer.durations?.[row]?.[column];
        // OSRM answers null for a pair with no route (an island without a bridge, a closed area).
        if (typeof distance !== 'number' || typeof duration !== 'number') {
          return { status: 'ZERO_RESULTS' as const, distanceMetres: null, durationSeconds: null };
        }
        return { status: 'OK' as const, distanceMetres: distance, durationSeconds: duration };
      }),
    );
  }

  async function route(request: CalculateRouteOptions): Promise<CalculatedRoute> {
    const url = serviceUrl(baseUrl, 'route', [request.origin, ...request.via, request.destination]);
    url.searchParams.set('overview', 'full');
    url.searchParams.set('geometries', 'geojson');
    // Leg summaries (the main roads) are only computed with steps.
    url.searchParams.set('steps', 'true');
    url.searchParams.set('alternatives', 'false');
    if (request.avoidFerries) url.searchParams.set('exclude', 'ferry');
    const answer = (await fetchJson(PROVIDER, url, timeoutMs)) as OsrmRouteAnswer;
    const { code, message } = readCode(answer);
    if (code !== 'Ok') throw new GeoProviderError(PROVIDER, `${code} ${message ?? ''}`.trim());
    const [best] = answer.routes ?? [];
    if (!best) throw new GeoProviderError(PROVIDER, 'route answer without a route');
    const summary = best.legs
      .map((leg) => leg.summary ?? '')
      .filter((text) => text !== '')
      .join('; ');
    return {
      distanceMetres: best.distance,
      durationSeconds: best.duration,
      summary,
      polyline: best.geometry.coordinates.map(([longitude, latitude]) => [latitude, longitude]),
    };
  }

  return { name: PROVIDER, matrix, route };
}
