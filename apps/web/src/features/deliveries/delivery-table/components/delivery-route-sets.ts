import { MapMarkerType, type DeliveryRoute, type MapRouteSet, type Polyline } from '@portal/contracts';

function squaredDistance(point: readonly [number, number], latitude: number, longitude: number): number {
  return (point[0] - latitude) ** 2 + (point[1] - longitude) ** 2;
}

/**
 * The route call's one polyline per delivery cut into legs at the points nearest each stop, in driving order
 * (searching forward, so a route passing a stop twice is cut where it is in order): the map draws each leg
 * between its stops, never a straight line back.
 */
export function legsOf(
  polyline: Polyline,
  stops: readonly { latitude: number; longitude: number }[],
): Polyline[] {
  const legs: Polyline[] = [];
  let start = 0;
  stops.forEach((stop, index) => {
    if (index === 0 || polyline.length === 0) {
      legs.push([]);
      return;
    }
    let nearest = start;
    for (let candidate = start; candidate < polyline.length; candidate += 1) {
      const point = polyline[candidate];
      const best = polyline[nearest];
      if (
        point &&
        best &&
        squaredDistance(point, stop.latitude, stop.longitude) <
          squaredDistance(best, stop.latitude, stop.longitude)
      ) {
        nearest = candidate;
      }
    }
    legs.push(polyline.slice(start, nearest + 1));
    start = nearest;
  });
  return legs;
}

/**
 * One delivery's route as the map's route set (spec 001 §3 Map route sets): a WaterDrop at each pickup and a Circle
 * at each drop-off, labelled with the stop's sequence and titled with its seller or buyer and address; the totals
 * in metres and seconds as the router gave them.
 */
export function deliveryRouteSet(route: DeliveryRoute): MapRouteSet {
  const legs = legsOf(route.polyline, route.stops);
  return {
    id: route.deliveryId,
    totalDistance: route.distanceMetres,
    totalDuration: route.durationSeconds,
    items: route.stops.map((stop, index) => ({
      geoPoint: { latitude: stop.latitude, longitude: stop.longitude },
      mapMarker: {
        type: stop.kind === 'pickup' ? MapMarkerType.WATER_DROP : MapMarkerType.CIRCLE,
        label: String(stop.sequenceNumber),
        title: `${route.deliveryNumber} · ${stop.label} — ${stop.address}`,
      },
      distance: null,
      duration: null,
      calculatedRoute: legs[index]?.length ? (legs[index] ?? null) : null,
    })),
  };
}
