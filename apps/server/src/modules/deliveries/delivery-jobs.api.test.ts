import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogType,
  VERSION_HEADER,
  type OrderDelivery,
  type OrderDeliveryRoutes,
  type OrderRecord,
} from '@portal/contracts';
import { deliveryStop, job, storedFile } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-events';
import { firstTruckLength, placedOrderWithSite, type TruckLength } from '../../../test/fixtures/deliveries';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { DELIVERY_ROUTE_JOB } from './delivery-jobs';

/**
 * The deliveries' work after the commit (issue 38; decisions 209, 211), on both engines: the route distance each
 * delivery keeps, computed again by a job after every write that changes its stops (only for the version it was
 * enqueued at; null while a stop is not located; no version rise; the live change event), and the bytes of a
 * deleted stop's or delivery's signed bill of lading removed from the file store after the commit. The job runner
 * is stopped but while an order is prepared (its matching): the test drives the queue itself.
 */

let testApp: TestApp;
let storageDirectory: string;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
let length: TruckLength;

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-delivery-jobs-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  await testApp.app.services.jobs.runner.stop();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  parties = await loadQuoteFixtureParties(testApp);
  length = await firstTruckLength(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  version?: number,
  headers = operations,
) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function readDelivery(id: number): Promise<OrderDelivery> {
  return ok<OrderDelivery>(await call('GET', `orderDelivery/${id}`));
}

/** Runs every due job, one at a time, as a worker would; answers the live events they published. */
async function drainJobs(): Promise<DomainEvent[]> {
  const received: DomainEvent[] = [];
  const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
  try {
    while (await testApp.app.services.jobs.runner.runOnce()) {
      // next job
    }
  } finally {
    unsubscribe();
  }
  return received;
}

const stopsOf = (found: OrderDelivery) => found.deliveryVehicles[0]?.deliveryStops ?? [];

/** A placed order (two sellers) with a located job site in Montréal; the runner works while it is prepared. */
async function orderWithSite(): Promise<OrderRecord> {
  const runner = testApp.app.services.jobs.runner;
  await runner.start();
  return placedOrderWithSite(testApp, operations, parties).finally(() => runner.stop());
}

/** The pickups at Québec and Burlington (in that order), the drop-off at the job site. */
async function locate(found: OrderDelivery) {
  const points = [
    { address: '1 Rue des Forges, Québec', latitude: 46.8139, longitude: -71.208 },
    { address: '100 Church St, Burlington', latitude: 44.4759, longitude: -73.2121 },
  ];
  const pickups = stopsOf(found).filter((stop) => !stop.dropOff);
  for (const stop of stopsOf(found)) {
    const point = stop.dropOff
      ? { address: '7000 Av. du Parc, Montréal', latitude: 45.5306, longitude: -73.6239 }
      : (points[pickups.indexOf(stop)] as (typeof points)[number]);
    await testApp.database.db.update(deliveryStop).set(point).where(eq(deliveryStop.id, stop.id));
  }
}

/** The planner's save with the stops in this order (stop ids). */
function saveInOrder(found: OrderDelivery, stopIds: readonly number[]) {
  return {
    id: found.id,
    truckTypeId: length.typeId,
    truckSubTypeId: length.subTypeId,
    truckLengthId: length.id,
    deliveryStops: stopIds.map((id, index) => ({ id, sequenceNumber: index + 1 })),
  };
}

async function routeMetres(id: number): Promise<number> {
  const answer = await ok<OrderDeliveryRoutes>(
    await call('GET', `orderDeliveryRoutes?orderDeliveryIds=${id}`),
  );
  return answer.routes[0]?.distanceMetres ?? Number.NaN;
}

describe('the route distance each delivery keeps (job deliveries.route-distance)', () => {
  it('is computed again after a save that reorders the stops, as the overlay map computes it, without a version rise', async () => {
    const order = await orderWithSite();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: order.items.map((item) => item.id) }),
    );
    if (!created) throw new Error('no delivery');
    const [first, second] = stopsOf(created).filter((stop) => !stop.dropOff);
    const dropOff = stopsOf(created).find((stop) => stop.dropOff);
    if (!first || !second || !dropOff) throw new Error('two pickups and a drop-off expected');
    await locate(created);
    await drainJobs();
    const planned = await readDelivery(created.id);
    // The create's job: every stop located (before it ran), Québec → Burlington → Montréal.
    expect(planned.routeDistance).toBe(Math.round(await routeMetres(created.id)));
    expect(planned.version).toBe(created.version);

    const saved = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveInOrder(planned, [second.id, first.id, dropOff.id]),
        planned.version,
      ),
    );
    // Not yet: the job runs after the commit.
    expect(saved.routeDistance).toBe(planned.routeDistance);
    const events = await drainJobs();
    const after = await readDelivery(created.id);
    const expected = Math.round(await routeMetres(created.id));
    expect(after.routeDistance).toBe(expected);
    expect(after.routeDistance).not.toBe(planned.routeDistance);
    // A derived column: the planner's version does not rise, so no workspace's save is refused for it.
    expect(after.version).toBe(saved.version);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER_DELIVERY,
          recordId: created.id,
          recordNumber: created.deliveryNumber,
        }),
      ]),
    );
  });

  it('stores null while a stop is not located, and a stale job (a later write) changes nothing', async () => {
    const order = await orderWithSite();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: order.items.map((item) => item.id) }),
    );
    if (!created) throw new Error('no delivery');
    const [first, second] = stopsOf(created).filter((stop) => !stop.dropOff);
    const dropOff = stopsOf(created).find((stop) => stop.dropOff);
    if (!first || !second || !dropOff) throw new Error('two pickups and a drop-off expected');
    await locate(created);
    await drainJobs();
    const located = await readDelivery(created.id);
    expect(located.routeDistance).toBeGreaterThan(50_000);

    // A pickup not geocoded: the next save's job stores null.
    await testApp.database.db
      .update(deliveryStop)
      .set({ latitude: null, longitude: null })
      .where(eq(deliveryStop.id, second.id));
    const saved = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveInOrder(located, [first.id, second.id, dropOff.id]),
        located.version,
      ),
    );
    await drainJobs();
    expect((await readDelivery(created.id)).routeDistance).toBeNull();

    // Located again and reordered, but the delivery changes again (billed) before the job runs: it does nothing.
    await locate(created);
    const reordered = await ok<OrderDelivery>(
      await call(
        'PUT',
        'orderDelivery',
        saveInOrder(saved, [second.id, first.id, dropOff.id]),
        saved.version,
      ),
    );
    await ok(
      await call('GET', `toggleOrderDeliveryVehicleBilled/${created.id}`, undefined, undefined, finance),
    );
    const events = await drainJobs();
    const after = await readDelivery(created.id);
    expect(after.version).toBe(reordered.version + 1);
    expect(after.routeDistance).toBeNull();
    expect(await routeMetres(created.id)).toBeGreaterThan(50_000);
    expect(events.filter((event) => event.type === 'record.changed')).toEqual([]);
    // The stale job finished (it is not retried), once per delivery and version.
    const jobs = await testApp.database.db
      .select({ idempotencyKey: job.idempotencyKey, statusId: job.statusId })
      .from(job)
      .where(eq(job.kind, DELIVERY_ROUTE_JOB));
    expect(jobs).toContainEqual({ idempotencyKey: `${created.id}:${reordered.version}`, statusId: 1 });
  });
});

// ——— Bills of lading ———

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer << >>\n%%EOF\n');

async function uploadBol(stopId: number, version: number): Promise<OrderDelivery> {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="stopId"\r\n\r\n${stopId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="signed.pdf"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ok<OrderDelivery>(
    await testApp.app.inject({
      method: 'POST',
      url: '/api/uploadBolAttachment',
      headers: {
        ...operations,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        [VERSION_HEADER]: String(version),
      },
      payload,
    }),
  );
}

/** The stop's signed bill of lading as stored: its metadata row's id and the key of its bytes. */
async function bolOf(stopId: number): Promise<{ id: string; storageKey: string }> {
  const [row] = await testApp.database.db
    .select({ id: storedFile.id, storageKey: storedFile.storageKey })
    .from(deliveryStop)
    .innerJoin(storedFile, eq(storedFile.id, deliveryStop.bolFileId))
    .where(eq(deliveryStop.id, stopId));
  if (!row) throw new Error('no bill of lading');
  return row;
}

async function fileRowExists(id: string): Promise<boolean> {
  const rows = await testApp.database.db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(eq(storedFile.id, id));
  return rows.length > 0;
}

const bytesExist = (key: string) => testApp.app.services.files.storage.exists(key);

describe('a deleted stop’s or delivery’s bill of lading leaves the file store (job deliveries.remove-bol-files)', () => {
  it('deleting a delivery with a signed bill of lading removes its file after the commit', async () => {
    const order = await orderWithSite();
    const [created] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: order.items.map((item) => item.id) }),
    );
    const pickup = stopsOf(created as OrderDelivery).find((stop) => !stop.dropOff);
    if (!created || !pickup) throw new Error('a pickup expected');
    const uploaded = await uploadBol(pickup.id, created.version);
    const file = await bolOf(pickup.id);
    expect(await bytesExist(file.storageKey)).toBe(true);

    const deleted = await call('DELETE', `orderDelivery/${created.id}`, undefined, uploaded.version);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Gone from every list at the commit; its bytes once the job ran.
    expect(await fileRowExists(file.id)).toBe(false);
    expect(await bytesExist(file.storageKey)).toBe(true);
    await drainJobs();
    expect(await bytesExist(file.storageKey)).toBe(false);
    const download = await call('GET', `downloadBolAttachment/${pickup.id}`);
    expect(download.statusCode).toBe(404);
  });

  it('releasing the last item of a stop with a bill of lading through an order change removes its file', async () => {
    const cancelled = await orderWithSite();
    const kept = await orderWithSite();
    const cancelledItem = cancelled.items[0];
    const keptItem = kept.items[0];
    if (!cancelledItem || !keptItem) throw new Error('items expected');
    // One truck for both orders: a pickup and a drop-off each.
    const [shared] = await ok<OrderDelivery[]>(
      await call('POST', 'orderDelivery', { subOrderItemIds: [cancelledItem.id, keptItem.id] }),
    );
    if (!shared) throw new Error('no delivery');
    const orderOf = (stop: ReturnType<typeof stopsOf>[number]) => stop.orderId;
    const pickup = stopsOf(shared).find((stop) => !stop.dropOff && orderOf(stop) === cancelled.id);
    const keptPickup = stopsOf(shared).find((stop) => !stop.dropOff && orderOf(stop) === kept.id);
    if (!pickup || !keptPickup) throw new Error('a pickup per order expected');
    const withBol = await uploadBol(pickup.id, shared.version);
    const keptBol = await uploadBol(keptPickup.id, withBol.version);
    const file = await bolOf(pickup.id);
    const keptFile = await bolOf(keptPickup.id);

    await ok<OrderRecord>(await call('GET', `cancelOrder/${cancelled.id}`, undefined, cancelled.version));
    const after = await readDelivery(shared.id);
    expect(stopsOf(after).map((stop) => stop.id)).not.toContain(pickup.id);
    expect(after.version).toBe(keptBol.version + 1);
    expect(await fileRowExists(file.id)).toBe(false);
    await drainJobs();
    expect(await bytesExist(file.storageKey)).toBe(false);
    // The other order's stop keeps its bill of lading, bytes and all.
    expect(await fileRowExists(keptFile.id)).toBe(true);
    expect(await bytesExist(keptFile.storageKey)).toBe(true);
  });
});
