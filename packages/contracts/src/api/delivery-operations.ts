/**
 * The delivery operations (issue 38; spec 000 §5 BOL file name, §7 routes, merge, upload and download of a bill of
 * lading, §9 units; spec 001 §5 overlay map, §7, §8 'Deliveries not geocoded', 'Merge deliveries failed'): the
 * routes of several deliveries for the overlay map, the merge, the signed bill of lading per stop and the printable
 * one. docs/decisions/210-delivery-merge.md, 211-bills-of-lading-and-routes.md.
 */
import { z } from 'zod';
import { polylineSchema } from './geo';
import { orderDeliverySchema } from './deliveries';

/** Most deliveries one routes call draws (an overlay of a planner's day; each is one routing request). */
export const MAX_ROUTE_DELIVERIES = 25;
/** Most deliveries one merge takes (decision 210). */
export const MAX_MERGE_DELIVERIES = 10;
/** The file store's folder of signed bills of lading (spec 001 §9 names folders in this style). */
export const BOL_ATTACHMENT_FOLDER = 'bol_attachment';
/** The multipart form's fields of uploadBolAttachment: the stop, then the file. */
export const BOL_UPLOAD_FIELDS = { stopId: 'stopId', file: 'file' } as const;

const referenceId = z.number().int().positive();

/**
 * `orderDeliveryIds=1,2` or `orderDeliveryIds=1&orderDeliveryIds=2` (spec 000 §7 'routes with query
 * orderDeliveryIds'): both read, duplicates kept once, at most MAX_ROUTE_DELIVERIES.
 */
export const orderDeliveryRoutesQuerySchema = z.object({
  orderDeliveryIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number),
    )
    .pipe(
      z
        .array(z.number().int().positive())
        .min(1, { message: 'Required' })
        .max(MAX_ROUTE_DELIVERIES, { message: `At most ${MAX_ROUTE_DELIVERIES} deliveries` }),
    )
    .transform((ids) => [...new Set(ids)]),
});
export type OrderDeliveryRoutesQuery = z.input<typeof orderDeliveryRoutesQuerySchema>;

/** One stop of a route, in driving order, with its point and what a map's marker says. */
export const deliveryRouteStopSchema = z.object({
  stopId: z.number().int(),
  sequenceNumber: z.number().int(),
  kind: z.enum(['pickup', 'dropOff']),
  /** The seller's name at a pickup, the buyer's at a drop-off, with the order's number. */
  label: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  orderNumber: z.string().nullable(),
  sellerCompanyName: z.string().nullable(),
  buyerCompanyName: z.string().nullable(),
});
export type DeliveryRouteStop = z.infer<typeof deliveryRouteStopSchema>;

/**
 * One delivery's driving route (spec 000 §7 maps-service routing request, §9 units): metres and seconds as the
 * router gives them, and the distance in the delivery's unit (miles when its drop-offs are in the US, km
 * otherwise and when they are in two countries — decision 207) and the duration in minutes.
 */
export const deliveryRouteSchema = z.object({
  deliveryId: z.number().int(),
  deliveryNumber: z.string(),
  distanceUnit: z.enum(['km', 'mi']),
  distanceMetres: z.number().nonnegative(),
  /** In `distanceUnit`, rounded to a whole number (spec 000 §9). */
  distance: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative(),
  /** seconds / 60, rounded (spec 001 §9). */
  durationMinutes: z.number().nonnegative(),
  summary: z.string(),
  polyline: polylineSchema,
  stops: z.array(deliveryRouteStopSchema),
});
export type DeliveryRoute = z.infer<typeof deliveryRouteSchema>;

export const orderDeliveryRoutesSchema = z.object({ routes: z.array(deliveryRouteSchema) });
export type OrderDeliveryRoutes = z.infer<typeof orderDeliveryRoutesSchema>;

/**
 * POST mergeOrderDeliveries (spec 000 §7 'merge deliveries (list of ids)'): each delivery with the version the
 * planner read, as the picture requests' entries carry theirs — a merge deletes records, so none is merged away
 * unseen (decision 210).
 */
export const mergeOrderDeliveriesSchema = z.object({
  deliveries: z
    .array(z.object({ id: referenceId, version: z.number().int().min(1) }))
    .min(2, { message: 'Choose at least two deliveries to merge.' })
    .max(MAX_MERGE_DELIVERIES, { message: `At most ${MAX_MERGE_DELIVERIES} deliveries` })
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      message: 'Each delivery once.',
    }),
});
export type MergeOrderDeliveries = z.input<typeof mergeOrderDeliveriesSchema>;

export const mergedDeliveriesSchema = z.object({
  /** The survivor (the lowest number), with every stop, item and bill of lading of the others. */
  delivery: orderDeliverySchema,
  mergedDeliveryIds: z.array(z.number().int()),
  mergedDeliveryNumbers: z.array(z.string()),
});
export type MergedDeliveries = z.infer<typeof mergedDeliveriesSchema>;

/** GET downloadBolAttachment/{stopId}, DELETE bolAttachment/{stopId}, GET orderDeliveryBillOfLading/{stopId}. */
export const stopIdParamSchema = z.object({ stopId: z.coerce.number().int().positive() });

/** The printable bill of lading's language: the user's by default (decision 211). */
export const billOfLadingQuerySchema = z.object({ language: z.enum(['en', 'fr']).optional() });
