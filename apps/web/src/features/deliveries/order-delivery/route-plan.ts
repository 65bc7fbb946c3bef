import {
  MapMarkerType,
  type CalculatedRoute,
  type DeliveryStop,
  type MapRouteSet,
  type OptimizeRouteRequest,
  type Point,
} from '@portal/contracts';

/*
 * A delivery's route (issue 38 'Maps and routes'; spec 000 §7 calculateRoute and optimizeRoute, §9; spec 001 §3 map
 * route set): the stops in the order the form has them, with their points, as the map, the route calculation and
 * the optimizer read them. Pure; the workspace's route panel calls the geo services with what these make.
 */

/** One stop on the route: where it is (null when its address has no map point) and what the map calls it. */
export interface RouteStop {
  readonly id: number;
  readonly sequence: number;
  readonly dropOff: boolean;
  readonly orderId: number | null;
  readonly point: Point | null;
  readonly title: string;
}

/**
 * The stops of `order` (stop ids, the form's visiting order) with their points: a pickup's chosen address's point
 * (the choice's, once the user picks another address), a drop-off's job site.
 */
export function routeStopsOf(
  stops: readonly DeliveryStop[],
  order: ReadonlyArray<{ readonly id: number; readonly pickupAddress: string | null }>,
): RouteStop[] {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  return order.flatMap((entry, index): RouteStop[] => {
    const stop = byId.get(entry.id);
    if (!stop) return [];
    if (stop.dropOff) {
      const site = stop.orderSpatialDeliveryAddress;
      const point =
        site && site.latitude !== null && site.longitude !== null
          ? { latitude: site.latitude, longitude: site.longitude }
          : null;
      return [
        {
          id: stop.id,
          sequence: index + 1,
          dropOff: true,
          orderId: stop.orderId,
          point,
          title: [stop.buyerCompany?.name, site?.address].filter(Boolean).join(' — '),
        },
      ];
    }
    const choice = stop.pickupAddressChoices.find((candidate) => candidate.address === entry.pickupAddress);
    const point =
      choice && choice.latitude !== null && choice.longitude !== null
        ? { latitude: choice.latitude, longitude: choice.longitude }
        : entry.pickupAddress === stop.pickupAddress
          ? stop.spatialPickupAddress
          : null;
    return [
      {
        id: stop.id,
        sequence: index + 1,
        dropOff: false,
        orderId: stop.orderId,
        point,
        title: [stop.sellerCompany?.name, entry.pickupAddress].filter(Boolean).join(' — '),
      },
    ];
  });
}

/** The stops without a map point, by their sequence (the route and the optimizer refuse them). */
export function stopsWithoutPoint(stops: readonly RouteStop[]): number[] {
  return stops.filter((stop) => stop.point === null).map((stop) => stop.sequence);
}

/**
 * The optimizer's request (spec 000 §7 optimizeRoute): every stop a waypoint; a drop-off must follow the pickups
 * of its order (issue 38: 'pickups before their drop-off'). Call with stops that all have points.
 */
export function optimizeRequestOf(stops: readonly RouteStop[]): OptimizeRouteRequest {
  return {
    waypoints: stops.map((stop) => {
      const point = stop.point ?? { latitude: 0, longitude: 0 };
      const pickupsOfOrder = stops
        .filter((other) => !other.dropOff && other.orderId === stop.orderId)
        .map((other) => String(other.id));
      return {
        id: String(stop.id),
        latitude: point.latitude,
        longitude: point.longitude,
        kind: stop.dropOff ? ('dropoff' as const) : ('pickup' as const),
        ...(stop.dropOff && pickupsOfOrder.length > 0 ? { mustFollow: pickupsOfOrder } : {}),
      };
    }),
  };
}

/** The legs between consecutive stops that have a point: one calculateRoute request each (spec 000 §7). */
export function legRequestsOf(stops: readonly RouteStop[]): Array<{ origin: Point; destination: Point }> {
  const points = stops.flatMap((stop) => (stop.point ? [stop.point] : []));
  return points.slice(1).map((destination, index) => ({ origin: points[index] ?? destination, destination }));
}

/** A route's totals: metres and seconds summed over its legs. */
export function routeTotalsOf(legs: readonly CalculatedRoute[]): {
  distanceMetres: number;
  durationSeconds: number;
} {
  return legs.reduce(
    (totals, leg) => ({
      distanceMetres: totals.distanceMetres + leg.distanceMetres,
      durationSeconds: totals.durationSeconds + leg.durationSeconds,
    }),
    { distanceMetres: 0, durationSeconds: 0 },
  );
}

/**
 * The map's one route set (spec 001 §3): a marker per stop with a point — water drops for the pickups, circles for
 * the drop-offs, labelled by sequence — and, once calculated, each leg's line and figures on the stop it reaches
 * (`legs[i]` arrives at the i+1-th placed stop).
 */
export function routeSetOf(
  id: number,
  stops: readonly RouteStop[],
  legs: readonly CalculatedRoute[] | null,
): MapRouteSet {
  const placed = stops.filter((stop) => stop.point !== null);
  const totals = routeTotalsOf(legs ?? []);
  return {
    id,
    totalDistance: totals.distanceMetres,
    totalDuration: totals.durationSeconds,
    items: placed.map((stop, index) => {
      const leg = index === 0 ? undefined : legs?.[index - 1];
      return {
        geoPoint: stop.point ?? { latitude: 0, longitude: 0 },
        mapMarker: {
          type: stop.dropOff ? MapMarkerType.CIRCLE : MapMarkerType.WATER_DROP,
          label: String(stop.sequence),
          title: stop.title,
        },
        distance: leg ? leg.distanceMetres : null,
        duration: leg ? leg.durationSeconds : null,
        calculatedRoute: leg ? leg.polyline : null,
      };
    }),
  };
}
