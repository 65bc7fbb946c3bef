import type { MapRouteSet } from '@portal/contracts';
import type { MapPosition } from './marker-layout';

export type LatitudeLongitude = [latitude: number, longitude: number];

function samePoint(first: LatitudeLongitude | undefined, second: LatitudeLongitude): boolean {
  return first !== undefined && first[0] === second[0] && first[1] === second[1];
}

/**
 * The line drawn for one route: each leg's calculated polyline where the routing provider gave one, otherwise a
 * straight segment from the previous stop (a leg that could not be calculated still shows where the truck goes).
 * Repeated joints between legs are dropped.
 */
export function routeLinePoints(routeSet: MapRouteSet): LatitudeLongitude[] {
  const points: LatitudeLongitude[] = [];
  const push = (point: LatitudeLongitude) => {
    if (!samePoint(points.at(-1), point)) points.push(point);
  };
  routeSet.items.forEach((item, index) => {
    const stop: LatitudeLongitude = [item.geoPoint.latitude, item.geoPoint.longitude];
    const leg = index === 0 ? null : item.calculatedRoute;
    if (leg && leg.length > 0) {
      for (const [latitude, longitude] of leg) push([latitude, longitude]);
    }
    push(stop);
  });
  return points;
}

/** Every stop and every line point of the given routes, for fitting the view. */
export function* routePositions(routeSets: readonly MapRouteSet[]): Generator<MapPosition> {
  for (const routeSet of routeSets) {
    for (const item of routeSet.items) yield item.geoPoint;
    for (const [latitude, longitude] of routeLinePoints(routeSet)) yield { latitude, longitude };
  }
}
