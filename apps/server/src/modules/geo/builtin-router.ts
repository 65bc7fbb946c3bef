import type {
  CalculatedRoute,
  CalculateRouteOptions,
  Coordinates,
  DistanceMatrixElement,
} from '@portal/contracts';
import { greatCircleMetres } from './geo-math';
import type { RoutingProvider } from './geo-providers';

/**
 * Offline routing estimates (docs/decisions/046): road distance = great-circle distance × a road-circuity factor;
 * duration from truck speeds that rise with the length of the leg; the polyline is the straight segments.
 */

/**
 * Road distance over straight-line distance. Ballou, Rahardja & Sakai (2002), "Selected country circuity factors
 * for road travel distance estimation", Transportation Research Part A 36(9), measured about 1.20 for the United
 * States and about 1.30 for Canada; 1.25 sits between the two countries the portal serves.
 */
export const ROAD_CIRCUITY_FACTOR = 1.25;

/**
 * Average truck speed by stretch of a leg, metres per second: the first 10 km of road at urban speed (streets,
 * lights, yards), the next 40 km at regional-road speed, the rest at highway speed. Loaded trucks are governed at
 * 105 km/h in Quebec and Ontario; 85 km/h averages in slowdowns. A long leg is thus never faster than a short
 * one per kilometre, and duration grows continuously with distance.
 */
export const TRUCK_SPEED_BANDS: ReadonlyArray<{ untilMetres: number; metresPerSecond: number }> = [
  { untilMetres: 10_000, metresPerSecond: 35 / 3.6 },
  { untilMetres: 50_000, metresPerSecond: 60 / 3.6 },
  { untilMetres: Number.POSITIVE_INFINITY, metresPerSecond: 85 / 3.6 },
];

export function estimateRoadMetres(from: Coordinates, to: Coordinates): number {
  return greatCircleMetres(from, to) * ROAD_CIRCUITY_FACTOR;
}

export function estimateTruckSeconds(roadMetres: number): number {
  let seconds = 0;
  let covered = 0;
  for (const band of TRUCK_SPEED_BANDS) {
    if (covered >= roadMetres) break;
    const stretch = Math.min(roadMetres, band.untilMetres) - covered;
    seconds += stretch / band.metresPerSecond;
    covered += stretch;
  }
  return seconds;
}

function estimateLeg(
  from: Coordinates,
  to: Coordinates,
): { distanceMetres: number; durationSeconds: number } {
  const distanceMetres = estimateRoadMetres(from, to);
  return { distanceMetres, durationSeconds: estimateTruckSeconds(distanceMetres) };
}

export function estimateMatrix(
  origins: readonly Coordinates[],
  destinations: readonly Coordinates[],
): DistanceMatrixElement[][] {
  return origins.map((origin) =>
    destinations.map((destination) => ({ status: 'OK' as const, ...estimateLeg(origin, destination) })),
  );
}

/** Each leg is estimated on its own (a truck stops at every via point), then summed. */
export function estimateRoute(request: CalculateRouteOptions): CalculatedRoute {
  const points = [request.origin, ...request.via, request.destination];
  let distanceMetres = 0;
  let durationSeconds = 0;
  for (let index = 1; index < points.length; index += 1) {
    const leg = estimateLeg(points[index - 1] as Coordinates, points[index] as Coordinates);
    distanceMetres += leg.distanceMetres;
    durationSeconds += leg.durationSeconds;
  }
  return {
    distanceMetres,
    durationSeconds,
    summary: 'Straight-line estimate',
    polyline: points.map((point) => [point.latitude, point.longitude]),
  };
}

/** The offline router: the default, and the fallback of every HTTP router. Mode and ferries do not apply. */
export function createBuiltinRouter(): RoutingProvider {
  return {
    name: 'builtin',
    matrix: (origins, destinations) => Promise.resolve(estimateMatrix(origins, destinations)),
    route: (request) => Promise.resolve(estimateRoute(request)),
  };
}
