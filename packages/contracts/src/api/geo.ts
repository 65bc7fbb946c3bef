import { z } from 'zod';
import { MapMarkerType } from '../constants';
import { coordinatesSchema } from './companies';

// Geo services (issue 7; spec 000 §7 'Distance and routing', §9; spec 001 §3 Map route set, §7 'Address and
// routing', §9). Units on the wire are always metres and seconds: the client converts for display (km or miles,
// 'Nhr Nmin'), as spec 001 §9 says routing results are "km (meters/1000)" and "minutes (seconds/60)".

/** Most suggestions an autocomplete answers with. */
export const AUTOCOMPLETE_LIMIT = 10;
/** Longest text accepted by autocompleteAddress and geocodeAddress. */
export const GEO_TEXT_MAX_LENGTH = 300;
/** Most origins one distanceMatrix call may carry (each origin is one row of the answer). */
export const DISTANCE_MATRIX_MAX_ORIGINS = 100;
/** Most intermediate via points of one calculateRoute request. */
export const ROUTE_MAX_VIA_POINTS = 50;
/** Most waypoints one optimizeRoute request may carry (the optimizer switches to its heuristic above 13). */
export const OPTIMIZE_ROUTE_MAX_WAYPOINTS = 100;

/** What part of the text the coordinates come from, most precise last. */
export const GeocodePrecision = {
  PROVINCE: 'province',
  CITY: 'city',
  POSTAL_CODE: 'postalCode',
  ADDRESS: 'address',
} as const;
export type GeocodePrecision = (typeof GeocodePrecision)[keyof typeof GeocodePrecision];
export const geocodePrecisionSchema = z.enum(['postalCode', 'city', 'province', 'address']);

/**
 * One address suggestion (autocompleteAddress) or geocoding answer (geocodeAddress). `provinceId` and `countryId`
 * are the portal's ids (provinces reference table, `Country` enumeration), so the company form can fill its
 * dropdowns directly; `provinceCode` is the two-letter code ('QC', 'VT').
 */
export const addressSuggestionSchema = z.object({
  /** Text to show in the dropdown, e.g. 'Montréal, QC, Canada' or 'H2Y, Montréal, QC, Canada'. */
  label: z.string(),
  /** Street part when the input had one; null for a place (city, postal code). */
  address: z.string().nullable(),
  city: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  provinceCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
  /** As written by the user when a full code was given ('H2Y 1C6'), else the matched FSA or ZIP. */
  postalCode: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  precision: geocodePrecisionSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const geocodeResultSchema = addressSuggestionSchema;
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** GET /api/autocompleteAddress/:text */
export const addressTextParamsSchema = z.object({
  text: z.string().trim().min(1, { message: 'Required' }).max(GEO_TEXT_MAX_LENGTH),
});
export const autocompleteAddressResponseSchema = z.array(addressSuggestionSchema).max(AUTOCOMPLETE_LIMIT);
export type AutocompleteAddressResponse = z.infer<typeof autocompleteAddressResponseSchema>;

/** GET /api/geocodeAddress/:address — null when nothing matched. */
export const geocodeAddressParamsSchema = z.object({
  address: z.string().trim().min(1, { message: 'Required' }).max(GEO_TEXT_MAX_LENGTH),
});
export const geocodeAddressResponseSchema = geocodeResultSchema.nullable();
export type GeocodeAddressResponse = z.infer<typeof geocodeAddressResponseSchema>;

/** 'lat,lng' as in spec 000 §7 (query parameters origin and destination), range-checked. */
export const latLngTextSchema = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/, { message: 'Expected latitude,longitude' })
  .transform((text) => {
    const [latitude, longitude] = text.split(',').map((part) => Number(part.trim()));
    return { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
  })
  .pipe(coordinatesSchema);

/**
 * GET /api/distanceMatrix?origin=lat,lng&origin=lat,lng&destination=lat,lng (spec 000 §7: repeated origins, one
 * destination). A single origin arrives as a string, several as an array: both are accepted.
 */
export const distanceMatrixQuerySchema = z.object({
  origin: z
    .union([latLngTextSchema, z.array(latLngTextSchema)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(coordinatesSchema)
        .min(1, { message: 'Required' })
        .max(DISTANCE_MATRIX_MAX_ORIGINS, { message: `At most ${DISTANCE_MATRIX_MAX_ORIGINS} origins` }),
    ),
  destination: latLngTextSchema,
});
export type DistanceMatrixQuery = z.infer<typeof distanceMatrixQuerySchema>;

/** OK: a route was found; NOT_FOUND: the provider could not place a point; ZERO_RESULTS: no route between them. */
export const distanceMatrixElementStatusSchema = z.enum(['OK', 'NOT_FOUND', 'ZERO_RESULTS']);
export type DistanceMatrixElementStatus = z.infer<typeof distanceMatrixElementStatusSchema>;
export const distanceMatrixElementSchema = z.object({
  status: distanceMatrixElementStatusSchema,
  /** Road distance in metres; null unless status is OK. */
  distanceMetres: z.number().nonnegative().nullable(),
  /** Truck driving time in seconds; null unless status is OK. */
  durationSeconds: z.number().nonnegative().nullable(),
});
export type DistanceMatrixElement = z.infer<typeof distanceMatrixElementSchema>;
/**
 * One row per origin, in request order; one element per destination (always one here). spec 000 §7: on failure
 * the failure is logged and the answer is an empty list of rows.
 */
export const distanceMatrixSchema = z.object({
  rows: z.array(z.object({ elements: z.array(distanceMatrixElementSchema) })),
});
export type DistanceMatrix = z.infer<typeof distanceMatrixSchema>;

/** [latitude, longitude] pairs along a route, in driving order. */
export const polylineSchema = z.array(z.tuple([z.number(), z.number()]));
export type Polyline = z.infer<typeof polylineSchema>;

export const routeModeSchema = z.enum(['shortest', 'fastest']);
export type RouteMode = z.infer<typeof routeModeSchema>;

/**
 * POST /api/calculateRoute — spec 000 §7 maps-service routing request: origin, destination, intermediate via
 * points, shortest mode, truck transport, summary and polyline returned, ferries avoided.
 */
export const calculateRouteRequestSchema = z.object({
  origin: coordinatesSchema,
  destination: coordinatesSchema,
  via: z.array(coordinatesSchema).max(ROUTE_MAX_VIA_POINTS).default([]),
  mode: routeModeSchema.default('shortest'),
  transportMode: z.literal('truck').default('truck'),
  avoidFerries: z.boolean().default(true),
});
export type CalculateRouteRequest = z.input<typeof calculateRouteRequestSchema>;
export type CalculateRouteOptions = z.output<typeof calculateRouteRequestSchema>;

export const calculatedRouteSchema = z.object({
  distanceMetres: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative(),
  /** One line for people, e.g. 'A-20, A-40' from a routing engine or 'Straight-line estimate' offline. */
  summary: z.string(),
  polyline: polylineSchema,
});
export type CalculatedRoute = z.infer<typeof calculatedRouteSchema>;

const stopIdSchema = z.string().trim().min(1, { message: 'Required' }).max(100);

/**
 * Seconds after the truck's departure (the route starts at 0). Service cannot start before `earliest`; starting
 * after `latest` is allowed but reported (soft deadline, see the optimizer's README).
 */
export const timeWindowSchema = z
  .object({ earliest: z.number().nonnegative(), latest: z.number().nonnegative() })
  .refine((window) => window.earliest <= window.latest, {
    message: 'earliest must not be after latest',
    path: ['latest'],
  });

export const routeWaypointSchema = z.object({
  id: stopIdSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  kind: z.enum(['pickup', 'dropoff', 'waypoint']),
  /** Ids of the waypoints that must come earlier (a drop-off lists its pickups). */
  mustFollow: z.array(stopIdSchema).max(OPTIMIZE_ROUTE_MAX_WAYPOINTS).optional(),
  timeWindow: timeWindowSchema.optional(),
  /** Loading or unloading time at the stop. */
  serviceSeconds: z.number().nonnegative().max(86_400).optional(),
});
export type RouteWaypoint = z.infer<typeof routeWaypointSchema>;

/** POST /api/optimizeRoute — spec 000 §7: waypoints in, the best order out. */
export const optimizeRouteRequestSchema = z.object({
  waypoints: z.array(routeWaypointSchema).min(1, { message: 'Required' }).max(OPTIMIZE_ROUTE_MAX_WAYPOINTS),
  /** Fixed place the truck leaves from; absent: the route begins at its first stop. */
  start: coordinatesSchema.optional(),
  /** Fixed place the truck finishes at (equal to start for a round trip); absent: open route. */
  end: coordinatesSchema.optional(),
});
export type OptimizeRouteRequest = z.input<typeof optimizeRouteRequestSchema>;

export const optimizedRouteSchema = z.object({
  /** Waypoint ids in visiting order. */
  order: z.array(z.string()),
  /** Driving distance along that order, including the legs from start and to end. */
  distanceMetres: z.number().nonnegative(),
  /** Route duration: driving + waiting for time windows + service. */
  durationSeconds: z.number().nonnegative(),
  /** True when the order is proven optimal (exact solver, up to 13 stops). */
  isExact: z.boolean(),
  /** False when some time window cannot be met: the least-late order is returned. */
  isFeasible: z.boolean(),
});
export type OptimizedRoute = z.infer<typeof optimizedRouteSchema>;

/** spec 000 §9, 001 §3: the two marker shapes of the map (`MapMarkerType` in constants.ts). */
export const mapMarkerTypeSchema = z.enum([MapMarkerType.WATER_DROP, MapMarkerType.CIRCLE]);
export type MapMarkerTypeValue = z.infer<typeof mapMarkerTypeSchema>;
export const mapMarkerSchema = z.object({
  type: mapMarkerTypeSchema,
  /** Short text drawn in the marker (stop number, 'P'/'D'); null for none. */
  label: z.string().nullable(),
  /** Tooltip (location name, address); null for none. */
  title: z.string().nullable(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/**
 * spec 001 §3 Map route set: id, items (geoPoint, mapMarker, distance, duration, calculatedRoute), totalDistance,
 * totalDuration. One set is one coloured route on the map (the map assigns the colours, spec 000 §9). Each item is
 * a stop; distance, duration and calculatedRoute describe the leg that arrives at it from the previous item (all
 * null for the first item, or when the leg was not calculated).
 */
export const mapRouteItemSchema = z.object({
  geoPoint: coordinatesSchema,
  mapMarker: mapMarkerSchema,
  distance: z.number().nonnegative().nullable(),
  duration: z.number().nonnegative().nullable(),
  calculatedRoute: polylineSchema.nullable(),
});
export type MapRouteItem = z.infer<typeof mapRouteItemSchema>;
export const mapRouteSetSchema = z.object({
  id: z.union([z.string(), z.number()]),
  items: z.array(mapRouteItemSchema),
  /** Metres: the sum of the items' distances. */
  totalDistance: z.number().nonnegative(),
  /** Seconds: the sum of the items' durations. */
  totalDuration: z.number().nonnegative(),
});
export type MapRouteSet = z.infer<typeof mapRouteSetSchema>;
