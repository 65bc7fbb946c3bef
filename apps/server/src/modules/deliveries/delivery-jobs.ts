import { z } from 'zod';
import {
  ActionLogAction,
  formatDeliveryNumber,
  ROUTE_MAX_VIA_POINTS,
  type ActionLogTypeId,
  type CalculatedRoute,
  type Coordinates,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import type { ObjectStorage } from '../../lib/file-store/object-storage';
import type { JobDefinition } from '../../lib/jobs/job-registry';
import type { UnitOfWork } from '../../lib/unit-of-work';
import type { GeoLogger } from '../geo/geo-providers';
import type { GeoService } from '../geo/geo.service';
import * as repository from './deliveries.repository';
import * as operations from './delivery-operations.repository';

/**
 * The deliveries' work after the commit (issue 38; decisions 209, 211): the route distance each delivery keeps for
 * the Delivery Table and its detail, computed again whenever its stops change, and the bytes of the signed bills of
 * lading of stops and deliveries that were deleted. Enqueued in the write's unit of work, so they run only if it
 * commits, and survive a restart.
 */

/** Computes and stores a delivery's route distance and duration, for the version it was enqueued at. */
export const DELIVERY_ROUTE_JOB = 'deliveries.route-distance';
/** Removes the bytes of deleted bills of lading once their deletion has committed. */
export const REMOVE_BOL_FILES_JOB = 'deliveries.remove-bol-files';

const routePayloadSchema = z.object({
  deliveryId: z.number().int().positive(),
  version: z.number().int().positive(),
});
const removeFilesPayloadSchema = z.object({ storageKeys: z.array(z.string().min(1)).min(1).max(10_000) });

/** The points of one route in legs the router takes (an origin, a destination and at most its via points). */
function legsOf(points: readonly Coordinates[]): Coordinates[][] {
  const size = ROUTE_MAX_VIA_POINTS + 2;
  if (points.length <= size) return [[...points]];
  const legs: Coordinates[][] = [];
  for (let start = 0; start < points.length - 1; start += size - 1) {
    legs.push(points.slice(start, start + size));
  }
  return legs;
}

/**
 * The driving route through these points in their order, by truck, as the overlay map and the stored distance both
 * compute it (one call of the geo module per leg).
 */
export async function drivingRoute(
  geo: Pick<GeoService, 'calculateRoute'>,
  points: readonly Coordinates[],
  log: GeoLogger,
): Promise<CalculatedRoute[]> {
  const legs: CalculatedRoute[] = [];
  for (const leg of legsOf(points)) {
    legs.push(
      await geo.calculateRoute(
        {
          origin: leg[0] as Coordinates,
          destination: leg[leg.length - 1] as Coordinates,
          via: leg.slice(1, -1),
          mode: 'shortest',
          transportMode: 'truck',
          avoidFerries: true,
        },
        log,
      ),
    );
  }
  return legs;
}

/**
 * Enqueues, in the write's transaction, the job that computes the delivery's route at its version as this write
 * leaves it (call it after the version is raised). One job per delivery and version: a later write enqueues its own.
 */
export async function enqueueRouteDistance(unit: UnitOfWork, deliveryId: number): Promise<void> {
  const version = await repository.findDeliveryVersion(unit.tx, deliveryId);
  if (version === null) return;
  await unit.enqueueJob(
    DELIVERY_ROUTE_JOB,
    { deliveryId, version },
    { idempotencyKey: `${deliveryId}:${version}` },
  );
}

/**
 * Deletes, in the write's transaction, the stored-file rows of the bills of lading of the delivery's stops about
 * to go (every stop's before the delivery is deleted; the stops left without items before `deleteEmptyStops`), and
 * enqueues the removal of their bytes, which runs only after the commit. A rollback keeps stops and files.
 */
export async function removeBolFiles(
  unit: UnitOfWork,
  deliveryId: number,
  which: 'every stop' | 'empty stops',
): Promise<void> {
  const storageKeys = await repository.deleteBolFiles(unit.tx, deliveryId, which);
  if (storageKeys.length > 0) await unit.enqueueJob(REMOVE_BOL_FILES_JOB, { storageKeys });
}

/**
 * The job behind enqueueRouteDistance. Outside any transaction (the router is another system): it reads the
 * delivery's stops in driving order, asks the route through the geo module when every stop is located (else null),
 * and stores it only if the delivery is still at the version it was enqueued for — a stale job does nothing — and
 * the route differs from the stored one. The
 * stored columns are derived: the version does not rise (decision 209); the live change event goes out so the
 * Delivery Table's 'N changed — Refresh' hears it.
 */
export function createRouteDistanceJob({
  db,
  geo,
  events,
  log,
}: {
  db: Database;
  geo: Pick<GeoService, 'calculateRoute'>;
  events: DomainEventBus;
  log: GeoLogger;
}): JobDefinition<z.infer<typeof routePayloadSchema>> {
  return {
    kind: DELIVERY_ROUTE_JOB,
    payload: routePayloadSchema,
    async run({ deliveryId, version }) {
      const [head] = await operations.findDeliveryHeads(db, [deliveryId]);
      if (!head || (await repository.findDeliveryVersion(db, deliveryId)) !== version)
        return { written: false };
      const stops = await operations.findRouteStops(db, [deliveryId]);
      const points = stops.flatMap((stop) =>
        stop.latitude !== null && stop.longitude !== null && !!stop.address
          ? [{ latitude: stop.latitude, longitude: stop.longitude }]
          : [],
      );
      let route: { distanceM: number | null; durationS: number | null } = {
        distanceM: null,
        durationS: null,
      };
      if (points.length >= 2 && points.length === stops.length) {
        const legs = await drivingRoute(geo, points, log);
        route = {
          distanceM: Math.round(legs.reduce((sum, leg) => sum + leg.distanceMetres, 0)),
          durationS: Math.round(legs.reduce((sum, leg) => sum + leg.durationSeconds, 0)),
        };
      }
      // Not written when stale (a later write enqueued its own job) or unchanged: no event either.
      if (!(await repository.storeRoute(db, deliveryId, version, route))) return { written: false };
      events.publish([
        {
          type: 'record.changed',
          recordType: head.recordType as ActionLogTypeId,
          recordId: deliveryId,
          recordNumber: formatDeliveryNumber(head.deliveryNumber),
          actionId: ActionLogAction.ids.UPDATE,
          actorUserId: null,
          occurredAt: new Date().toISOString(),
          // The Delivery Table refreshes its distance; an open workspace is not outdated (no one edited it).
          listsOnly: true,
        },
      ]);
      return { written: true, ...route };
    },
  };
}

/** The job behind removeBolFiles: removing an absent object is not an error, so a retry is harmless. */
export function createRemoveBolFilesJob({
  storage,
}: {
  storage: ObjectStorage;
}): JobDefinition<z.infer<typeof removeFilesPayloadSchema>> {
  return {
    kind: REMOVE_BOL_FILES_JOB,
    payload: removeFilesPayloadSchema,
    async run(payload) {
      for (const key of payload.storageKeys) await storage.remove(key);
    },
  };
}
