import {
  AUTOCOMPLETE_LIMIT,
  ErrorCode,
  MESSAGES,
  optimizeRouteRequestSchema,
  type AddressSuggestion,
  type CalculatedRoute,
  type CalculateRouteOptions,
  type Coordinates,
  type DistanceMatrix,
  type DistanceMatrixQuery,
  type GeocodeResult,
  type OptimizedRoute,
  type OptimizeRouteRequest,
} from '@portal/contracts';
import type { AppConfig } from '../../config';
import { AppError, invalidFields } from '../../lib/app-error';
import { createBuiltinGeocoder } from './builtin-geocoder';
import { createBuiltinRouter } from './builtin-router';
import type { GeocodingProvider, GeoLogger, RoutingProvider } from './geo-providers';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOsrmRouter } from './osrm-router';
import {
  optimizeRoute as solveRouteOrder,
  RouteOptimizerInputError,
  type RouteStop,
} from './route-optimizer';

export interface GeoProviders {
  geocoder: GeocodingProvider;
  router: RoutingProvider;
}

/** The providers the configuration names (README.md#configuration); the built-in ones need nothing. */
export function createGeoProviders(config: AppConfig['geo']): GeoProviders {
  return {
    geocoder:
      config.geocoder === 'nominatim' && config.geocoderUrl
        ? createNominatimGeocoder({ baseUrl: config.geocoderUrl, timeoutMs: config.timeoutMs })
        : createBuiltinGeocoder(),
    router:
      config.router === 'osrm' && config.routerUrl
        ? createOsrmRouter({ baseUrl: config.routerUrl, timeoutMs: config.timeoutMs })
        : createBuiltinRouter(),
  };
}

/**
 * Address and routing calls (spec 000 §7 'Distance and routing', spec 001 §7 'Address and routing'). They change
 * no state, so they record no action log. A configured HTTP provider that fails (unreachable, timed out, an
 * error, an unreadable answer) is logged as a warning and the built-in provider answers instead
 * (docs/decisions/044): a slow map server never blocks a dispatcher.
 */
export function createGeoService(providers: GeoProviders) {
  const builtinGeocoder = createBuiltinGeocoder();
  const builtinRouter = createBuiltinRouter();
  const { geocoder, router } = providers;

  async function withFallback<T>(
    log: GeoLogger,
    provider: { name: string },
    operation: string,
    primary: () => Promise<T>,
    fallback: () => Promise<T>,
    isUseless: (value: T) => boolean = () => false,
  ): Promise<T> {
    if (provider.name === 'builtin') return primary();
    try {
      const value = await primary();
      if (!isUseless(value)) return value;
    } catch (error) {
      log.warn(
        { err: error, provider: provider.name, operation },
        'geo provider failed; using the built-in one',
      );
    }
    return fallback();
  }

  async function autocompleteAddress(text: string, log: GeoLogger): Promise<AddressSuggestion[]> {
    // Geocoding servers match whole words; while a word is half typed the gazetteer's prefixes do better.
    return withFallback(
      log,
      geocoder,
      'autocomplete',
      () => geocoder.autocomplete(text, AUTOCOMPLETE_LIMIT),
      () => builtinGeocoder.autocomplete(text, AUTOCOMPLETE_LIMIT),
      (suggestions) => suggestions.length === 0,
    );
  }

  async function geocodeAddress(address: string, log: GeoLogger): Promise<GeocodeResult | null> {
    return withFallback(
      log,
      geocoder,
      'geocode',
      () => geocoder.geocode(address),
      () => builtinGeocoder.geocode(address),
      (result) => result === null,
    );
  }

  /** spec 000 §7: one row per origin, one element (the destination); any failure → logged, empty list. */
  async function distanceMatrix(query: DistanceMatrixQuery, log: GeoLogger): Promise<DistanceMatrix> {
    try {
      const elements = await withFallback(
        log,
        router,
        'distanceMatrix',
        () => router.matrix(query.origin, [query.destination]),
        () => builtinRouter.matrix(query.origin, [query.destination]),
      );
      return { rows: elements.map((row) => ({ elements: row })) };
    } catch (error) {
      log.error({ err: error }, 'distance matrix failed');
      return { rows: [] };
    }
  }

  /** spec 000 §7 routing request; spec 000 §8: a failure is 'Error while calculating a route'. */
  async function calculateRoute(request: CalculateRouteOptions, log: GeoLogger): Promise<CalculatedRoute> {
    try {
      return await withFallback(
        log,
        router,
        'route',
        () => router.route(request),
        () => builtinRouter.route(request),
      );
    } catch (error) {
      log.error({ err: error }, 'route calculation failed');
      throw new AppError(ErrorCode.INTERNAL, MESSAGES.routeCalculationFailed);
    }
  }

  /**
   * spec 000 §7 optimize-route: waypoints in, the best order out. The matrix comes from the routing provider in
   * seconds (time windows and service times are in seconds); the optimizer is route-optimizer.ts.
   */
  async function optimizeRoute(request: OptimizeRouteRequest, log: GeoLogger): Promise<OptimizedRoute> {
    const input = optimizeRouteRequestSchema.parse(request);
    const ids = new Map<string, number>();
    input.waypoints.forEach((waypoint, position) => {
      if (ids.has(waypoint.id))
        throw invalidFields([{ field: `waypoints.${position}.id`, message: 'Duplicate id' }]);
      ids.set(waypoint.id, position);
    });
    input.waypoints.forEach((waypoint, position) => {
      waypoint.mustFollow?.forEach((id, index) => {
        if (!ids.has(id) || id === waypoint.id) {
          throw invalidFields([
            { field: `waypoints.${position}.mustFollow.${index}`, message: 'Unknown waypoint id' },
          ]);
        }
      });
    });

    // Matrix rows: the waypoints, then the start, then the end.
    const points: Coordinates[] = input.waypoints.map(({ latitude, longitude }) => ({ latitude, longitude }));
    const startIndex = input.start ? points.push(input.start) - 1 : undefined;
    const endIndex = input.end ? points.push(input.end) - 1 : undefined;

    let elements;
    try {
      elements = await withFallback(
        log,
        router,
        'optimizeRoute matrix',
        () => router.matrix(points, points),
        () => builtinRouter.matrix(points, points),
      );
    } catch (error) {
      log.error({ err: error }, 'route optimization matrix failed');
      throw new AppError(ErrorCode.INTERNAL, MESSAGES.routeOptimizationFailed);
    }
    if (elements.some((row) => row.some((element) => element.status !== 'OK'))) {
      log.error({ points: points.length }, 'route optimization: some stops cannot be reached by road');
      throw new AppError(ErrorCode.INTERNAL, MESSAGES.routeOptimizationFailed);
    }
    const durations = elements.map((row) => row.map((element) => element.durationSeconds ?? 0));
    const stops: RouteStop[] = input.waypoints.map((waypoint, position) => ({
      id: waypoint.id,
      index: position,
      kind: waypoint.kind,
      ...(waypoint.mustFollow ? { mustFollow: waypoint.mustFollow } : {}),
      ...(waypoint.timeWindow ? { timeWindow: waypoint.timeWindow } : {}),
      ...(waypoint.serviceSeconds === undefined ? {} : { serviceSeconds: waypoint.serviceSeconds }),
    }));

    try {
      const result = solveRouteOrder({
        durations,
        stops,
        ...(startIndex === undefined ? {} : { start: startIndex }),
        ...(endIndex === undefined ? {} : { end: endIndex }),
      });
      const path = [
        ...(startIndex === undefined ? [] : [startIndex]),
        ...result.order,
        ...(endIndex === undefined ? [] : [endIndex]),
      ];
      let distanceMetres = 0;
      for (let step = 1; step < path.length; step += 1) {
        distanceMetres += elements[path[step - 1] as number]?.[path[step] as number]?.distanceMetres ?? 0;
      }
      return {
        order: result.order.map((position) => input.waypoints[position]?.id ?? ''),
        distanceMetres,
        durationSeconds: result.cost,
        isExact: result.isOptimal,
        isFeasible: result.isFeasible,
      };
    } catch (error) {
      if (error instanceof RouteOptimizerInputError && error.code === 'PRECEDENCE_CYCLE') {
        throw invalidFields([
          { field: 'waypoints.mustFollow', message: 'The waypoints must follow each other in a cycle' },
        ]);
      }
      log.error({ err: error }, 'route optimization failed');
      throw new AppError(ErrorCode.INTERNAL, MESSAGES.routeOptimizationFailed);
    }
  }

  return { autocompleteAddress, geocodeAddress, distanceMatrix, calculateRoute, optimizeRoute };
}

export type GeoService = ReturnType<typeof createGeoService>;
