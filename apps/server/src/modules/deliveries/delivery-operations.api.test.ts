import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  Country,
  DeliveryStatus,
  ErrorCode,
  KILOMETRES_TO_MILES,
  MAX_ROUTE_DELIVERIES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  OrderStatus,
  StopTrackingStatus,
  VERSION_HEADER,
  type MergedDeliveries,
  type OrderDelivery,
  type OrderDeliveryRoutes,
  type OrderRecord,
} from '@portal/contracts';
import {
  company,
  customerOrder,
  delivery,
  deliveryStop,
  deliveryStopItem,
  storedFile,
  subOrder,
} from '../../db/schema';
import {
  deliveryLog,
  firstTruckLength,
  placedOrderWithWeights,
  type TruckLength,
} from '../../../test/fixtures/deliveries';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { refreshDeliveryRollups } from './deliveries.repository';

/**
 * The delivery operations (issue 38; spec 000 §5, §7, §9; spec 001 §5, §7, §8; decisions 210, 211), on both
 * engines: the overlay map's routes (units, the not-geocoded refusal, the bound, the roles), the merge (every item
 * and bill of lading exactly once, roll-ups, versions, refusals) and the bills of lading (by content, size, the
 * §5 name with and without a date, replace, delete, the printable PDF).
 */

let testApp: TestApp;
let storageDirectory: string;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
let length: TruckLength;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-delivery-operations-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
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

const stopsOf = (found: OrderDelivery) => found.deliveryVehicles[0]?.deliveryStops ?? [];

/** A placed order (two sellers) with weights on its items and a located job site in Montréal. */
function orderWithSite(): Promise<OrderRecord> {
  return placedOrderWithWeights(testApp, operations, parties);
}

/** Two draft deliveries of one order: one per seller's pickup, each with the order's drop-off. */
async function twoDeliveries(order: OrderRecord): Promise<[OrderDelivery, OrderDelivery]> {
  const made = await ok<OrderDelivery[]>(
    await call('POST', 'orderDelivery', {
      subOrderItemIds: order.items.map((item) => item.id),
      truckCount: 2,
    }),
  );
  expect(made).toHaveLength(2);
  return [made[0] as OrderDelivery, made[1] as OrderDelivery];
}

/** Every stop of these deliveries at a point: pickups around Québec and Burlington, drop-offs at the job site. */
async function locate(...deliveries: OrderDelivery[]) {
  const points = [
    { address: '1 Rue des Forges, Québec', latitude: 46.8139, longitude: -71.208 },
    { address: '100 Church St, Burlington', latitude: 44.4759, longitude: -73.2121 },
  ];
  for (const [index, found] of deliveries.entries()) {
    for (const stop of stopsOf(found)) {
      const point = stop.dropOff
        ? { address: '7000 Av. du Parc, Montréal', latitude: 45.5306, longitude: -73.6239 }
        : (points[index % points.length] as (typeof points)[number]);
      await testApp.database.db.update(deliveryStop).set(point).where(eq(deliveryStop.id, stop.id));
    }
  }
}

async function logOf(recordType: number, recordId: number) {
  return (await deliveryLog(testApp, recordType, recordId)).map((row) => row.actionId);
}

describe('the overlay map’s routes (GET orderDeliveryRoutes)', () => {
  it('answers each delivery’s stops in order and its driving route, in km — and in miles for a US drop-off', async () => {
    const order = await orderWithSite();
    const [first, second] = await twoDeliveries(order);
    await locate(first, second);
    const routes = await ok<OrderDeliveryRoutes>(
      await call(
        'GET',
        `orderDeliveryRoutes?orderDeliveryIds=${first.id},${second.id}`,
        undefined,
        undefined,
        finance,
      ),
    );
    expect(routes.routes.map((route) => route.deliveryNumber)).toEqual([
      first.deliveryNumber,
      second.deliveryNumber,
    ]);
    for (const route of routes.routes) {
      expect(route.stops.map((stop) => stop.kind)).toEqual(['pickup', 'dropOff']);
      expect(route.stops.map((stop) => stop.sequenceNumber)).toEqual([1, 2]);
      expect(route.stops[1]?.label).toContain(order.formattedNumber);
      expect(route.distanceMetres).toBeGreaterThan(50_000);
      expect(route.distanceUnit).toBe('km');
      expect(route.distance).toBe(Math.round(route.distanceMetres / 1000));
      expect(route.durationMinutes).toBe(Math.round(route.durationSeconds / 60));
      expect(route.polyline.length).toBeGreaterThanOrEqual(2);
    }
    // Québec to Montréal is further than Burlington to Montréal.
    expect(routes.routes[0]?.distanceMetres).toBeGreaterThan(routes.routes[1]?.distanceMetres ?? 0);

    // Repeated parameters read the same; a US job site reads in miles (spec 000 §9).
    await testApp.database.db
      .update(customerOrder)
      .set({ countryId: Country.ids.US })
      .where(eq(customerOrder.id, order.id));
    await refreshDeliveryRollups(testApp.database.db, second.id);
    const again = await ok<OrderDeliveryRoutes>(
      await call('GET', `orderDeliveryRoutes?orderDeliveryIds=${first.id}&orderDeliveryIds=${second.id}`),
    );
    const miles = again.routes[1];
    expect(miles?.distanceUnit).toBe('mi');
    expect(miles?.distance).toBe(Math.round(((miles?.distanceMetres ?? 0) / 1000) * KILOMETRES_TO_MILES));
    expect(again.routes[0]?.distanceUnit).toBe('km');
  });

  it('refuses with the deliveries whose stop is not located (422), unknown ones (404), too many (400) and without a session (401)', async () => {
    const order = await orderWithSite();
    const [first, second] = await twoDeliveries(order);
    await locate(first);
    await testApp.database.db
      .update(deliveryStop)
      .set({ latitude: null, longitude: null })
      .where(eq(deliveryStop.deliveryId, second.id));
    const refused = await call('GET', `orderDeliveryRoutes?orderDeliveryIds=${first.id},${second.id}`);
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json<ErrorAnswer>();
    expect(body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(body.message).toBe(MESSAGES.deliveriesNotGeocoded);
    expect(body.issues).toEqual([{ field: 'orderDeliveryIds.1', message: second.deliveryNumber }]);

    expect((await call('GET', 'orderDeliveryRoutes?orderDeliveryIds=999999')).statusCode).toBe(404);
    const many = Array.from({ length: MAX_ROUTE_DELIVERIES + 1 }, (_, index) => index + 1).join(',');
    expect((await call('GET', `orderDeliveryRoutes?orderDeliveryIds=${many}`)).statusCode).toBe(400);
    expect((await call('GET', 'orderDeliveryRoutes?orderDeliveryIds=')).statusCode).toBe(400);
    // Staff only: without a session the call is refused (buyers and sellers cannot sign in to the portal).
    const outsider = await call(
      'GET',
      `orderDeliveryRoutes?orderDeliveryIds=${first.id}`,
      undefined,
      undefined,
      {},
    );
    expect(outsider.statusCode).toBe(401);
  });
});

// ——— Bills of lading ———

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer << >>\n%%EOF\n');

function bolForm(stopId: number | null, file: { name: string; content: Buffer } | null) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (stopId !== null) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="stopId"\r\n\r\n${stopId}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadBol(stopId: number | null, file: { name: string; content: Buffer } | null, version: number) {
  const form = bolForm(stopId, file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/uploadBolAttachment',
    headers: { ...operations, ...form.headers, [VERSION_HEADER]: String(version) },
    payload: form.payload,
  });
}

async function bolFilesOf(stopIds: readonly number[]) {
  return testApp.database.db
    .select({ id: storedFile.id, name: storedFile.originalName })
    .from(storedFile)
    .where(and(eq(storedFile.ownerType, 'delivery_stop'), inArray(storedFile.ownerId, [...stopIds])));
}

describe('the signed bills of lading (uploadBolAttachment, downloadBolAttachment, DELETE bolAttachment)', () => {
  it('stores a PDF by content, names it as spec 000 §5 says with and without a date, replaces and deletes it', async () => {
    const order = await orderWithSite();
    const [found] = await twoDeliveries(order);
    const pickup = stopsOf(found).find((stop) => !stop.dropOff);
    if (!pickup) throw new Error('no pickup');
    const buyerName = pickup.buyerCompany?.name ?? '';
    const safeBuyer = buyerName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));

    const uploaded = await ok<OrderDelivery>(
      await uploadBol(pickup.id, { name: 'scan.PDF', content: PDF }, found.version),
    );
    unsubscribe();
    expect(uploaded.version).toBe(found.version + 1);
    const name = `${order.formattedNumber}_${found.deliveryNumber}_${safeBuyer}_SignedBOL.pdf`;
    expect(stopsOf(uploaded).find((stop) => stop.id === pickup.id)?.filename).toBe(name);
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER_DELIVERY,
          recordId: found.id,
        }),
      ]),
    );
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, found.id)).at(-1)).toBe(ActionLogAction.ids.SAVE);

    const download = await call('GET', `downloadBolAttachment/${pickup.id}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain(`filename="${name}"`);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // With a date, the name ends with it; a non-ASCII buyer name travels as RFC 5987 filename*.
    await testApp.database.db
      .update(deliveryStop)
      .set({ deliveryDate: '2026-05-04' })
      .where(eq(deliveryStop.id, pickup.id));
    const [buyerRow] = await testApp.database.db
      .select({ id: customerOrder.buyerCompanyId })
      .from(customerOrder)
      .where(eq(customerOrder.id, order.id));
    await testApp.database.db
      .update(company)
      .set({ name: 'Pépinière Été & Fils' })
      .where(eq(company.id, buyerRow?.id as number));
    const dated = await call('GET', `downloadBolAttachment/${pickup.id}`);
    const datedName = `${order.formattedNumber}_${found.deliveryNumber}_Pépinière-Été-Fils_SignedBOL_2026-05-04.pdf`;
    expect(String(dated.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(datedName)}`,
    );
    expect(stopsOf(await readDelivery(found.id)).find((stop) => stop.id === pickup.id)?.filename).toBe(
      datedName,
    );

    // Replaced by an image: one file left, the image.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const replaced = await ok<OrderDelivery>(
      await uploadBol(pickup.id, { name: 'photo.png', content: png }, uploaded.version),
    );
    expect(stopsOf(replaced).find((stop) => stop.id === pickup.id)?.filename).toMatch(
      /_SignedBOL_2026-05-04\.png$/,
    );
    expect((await bolFilesOf([pickup.id])).map((file) => file.name)).toEqual(['photo.png']);

    // Deleted: the stop has none, the file is gone, a download is 404.
    const deleted = await ok<OrderDelivery>(
      await call('DELETE', `bolAttachment/${pickup.id}`, undefined, replaced.version),
    );
    expect(deleted.version).toBe(replaced.version + 1);
    expect(stopsOf(deleted).find((stop) => stop.id === pickup.id)?.filename).toBeNull();
    expect(await bolFilesOf([pickup.id])).toEqual([]);
    expect((await call('GET', `downloadBolAttachment/${pickup.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `bolAttachment/${pickup.id}`, undefined, deleted.version)).statusCode).toBe(
      404,
    );
  });

  it('refuses a renamed program, a file over 20 MB, a stale version, no stop and no file — keeping nothing', async () => {
    const order = await orderWithSite();
    const [found] = await twoDeliveries(order);
    const stop = stopsOf(found)[0];
    if (!stop) throw new Error('no stop');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const program = await uploadBol(stop.id, { name: 'bol.pdf', content: exe }, found.version);
    expect(program.statusCode, program.body).toBe(415);
    expect(program.json<ErrorAnswer>().message).toBe(MESSAGES.invalidBolAttachment);

    const large = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]);
    const tooLarge = await uploadBol(stop.id, { name: 'big.pdf', content: large }, found.version);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json<ErrorAnswer>().message).toBe(MESSAGES.invalidBolAttachment);

    const stale = await uploadBol(stop.id, { name: 'scan.pdf', content: PDF }, found.version + 5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);

    expect((await uploadBol(null, { name: 'scan.pdf', content: PDF }, found.version)).statusCode).toBe(400);
    expect((await uploadBol(stop.id, null, found.version)).statusCode).toBe(400);
    expect((await uploadBol(999_999, { name: 'scan.pdf', content: PDF }, found.version)).statusCode).toBe(
      404,
    );
    expect(await bolFilesOf([stop.id, 999_999])).toEqual([]);
    expect((await readDelivery(found.id)).version).toBe(found.version);
  });

  it('prints a bill of lading PDF for a stop with its items, weights and signature lines, in English or French', async () => {
    const order = await orderWithSite();
    const [found] = await twoDeliveries(order);
    const pickup = stopsOf(found).find((stop) => !stop.dropOff);
    if (!pickup) throw new Error('no pickup');
    const response = await call('GET', `orderDeliveryBillOfLading/${pickup.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Bill of Lading');
    expect(text).toContain(found.deliveryNumber);
    expect(text).toContain(order.formattedNumber);
    for (const item of pickup.pickupStopItems) {
      expect(text).toContain(item.subOrderItem?.productName ?? '?');
    }
    for (const word of ['Shipper', 'Driver', 'Consignee', 'Total weight (lb)']) expect(text).toContain(word);

    const french = await call('GET', `orderDeliveryBillOfLading/${pickup.id}?language=fr`);
    const frenchText = (
      await extractText(await getDocumentProxy(new Uint8Array(french.rawPayload)), { mergePages: true })
    ).text;
    expect(frenchText).toContain('Connaissement');
    expect(frenchText).toContain('Destinataire');
    expect((await call('GET', 'orderDeliveryBillOfLading/999999')).statusCode).toBe(404);
  });
});

// ——— Merge ———

describe('merging deliveries (POST mergeOrderDeliveries)', () => {
  it('keeps every item and bill of lading exactly once on the lowest number, deletes the others and rolls up', async () => {
    const order = await orderWithSite();
    const [first, second] = await twoDeliveries(order);
    const [low, high] = first.deliveryNumber < second.deliveryNumber ? [first, second] : [second, first];
    const highPickup = stopsOf(high).find((stop) => !stop.dropOff);
    if (!highPickup) throw new Error('no pickup');
    const withBol = await ok<OrderDelivery>(
      await uploadBol(highPickup.id, { name: 'scan.pdf', content: PDF }, high.version),
    );
    const itemsBefore = await testApp.database.db
      .select({ orderItemId: deliveryStopItem.orderItemId, isDropOff: deliveryStopItem.isDropOff })
      .from(deliveryStopItem)
      .where(inArray(deliveryStopItem.deliveryId, [low.id, high.id]));

    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    const merged = await ok<MergedDeliveries>(
      await call('POST', 'mergeOrderDeliveries', {
        deliveries: [
          { id: high.id, version: withBol.version },
          { id: low.id, version: low.version },
        ],
      }),
    );
    unsubscribe();
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER_DELIVERY,
          recordId: low.id,
        }),
        expect.objectContaining({
          type: 'record.changed',
          recordType: ActionLogType.ids.ORDER_DELIVERY,
          recordId: high.id,
        }),
        expect.objectContaining({ type: 'record.changed', recordType: ActionLogType.ids.ORDER }),
      ]),
    );
    expect(merged.delivery.id).toBe(low.id);
    expect(merged.delivery.deliveryNumber).toBe(low.deliveryNumber);
    expect(merged.delivery.version).toBe(low.version + 1);
    expect(merged.mergedDeliveryIds).toEqual([high.id]);
    expect(merged.mergedDeliveryNumbers).toEqual([high.deliveryNumber]);

    // Every stop kept, renumbered: the survivor's first, then the merged one's.
    const stops = stopsOf(merged.delivery);
    expect(stops.map((stop) => stop.sequenceNumber)).toEqual([1, 2, 3, 4]);
    expect(stops.map((stop) => stop.id)).toEqual([...stopsOf(low), ...stopsOf(high)].map((stop) => stop.id));
    // Every item once per stop kind, all on the survivor.
    const itemsAfter = await testApp.database.db
      .select({
        deliveryId: deliveryStopItem.deliveryId,
        orderItemId: deliveryStopItem.orderItemId,
        isDropOff: deliveryStopItem.isDropOff,
      })
      .from(deliveryStopItem)
      .where(
        inArray(
          deliveryStopItem.orderItemId,
          order.items.map((item) => item.id),
        ),
      );
    expect(itemsAfter.every((row) => row.deliveryId === low.id)).toBe(true);
    const key = (row: { orderItemId: number | null; isDropOff: boolean }) =>
      `${row.orderItemId}:${row.isDropOff}`;
    expect(itemsAfter.map(key).sort()).toEqual(itemsBefore.map(key).sort());
    expect(merged.delivery.itemCount).toBe(order.items.length);
    // The bill of lading moved with its stop, once.
    const named = stops.filter((stop) => stop.filename !== null);
    expect(named.map((stop) => stop.id)).toEqual([highPickup.id]);
    expect(named[0]?.filename).toContain(`_${low.deliveryNumber}_`);
    expect(await bolFilesOf([highPickup.id])).toHaveLength(1);
    expect((await call('GET', `downloadBolAttachment/${highPickup.id}`)).rawPayload.equals(PDF)).toBe(true);

    // The merged delivery is gone; the sub-orders name the survivor.
    expect((await call('GET', `orderDelivery/${high.id}`)).statusCode).toBe(404);
    const subOrders = await testApp.database.db
      .select({ deliveryNumber: subOrder.deliveryNumber, count: subOrder.deliveryAssignedCount })
      .from(subOrder)
      .where(eq(subOrder.orderId, order.id));
    expect(subOrders.map((row) => row.deliveryNumber)).toEqual(
      subOrders.map(() => Number(low.deliveryNumber.slice(2))),
    );
    expect(subOrders.reduce((sum, row) => sum + row.count, 0)).toBe(order.items.length);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, low.id)).at(-1)).toBe(ActionLogAction.ids.SAVE);
    expect((await logOf(ActionLogType.ids.ORDER_DELIVERY, high.id)).at(-1)).toBe(ActionLogAction.ids.DELETE);
    expect((await logOf(ActionLogType.ids.ORDER, order.id)).at(-1)).toBe(ActionLogAction.ids.DELETE);
  });

  it('a booked survivor stays booked, flagged republished, and the merged stops become booked', async () => {
    const order = await orderWithSite();
    const [first, second] = await twoDeliveries(order);
    const [low, high] = first.deliveryNumber < second.deliveryNumber ? [first, second] : [second, first];
    await locate(low, high);
    const dated = async (found: OrderDelivery, status?: number) =>
      ok<OrderDelivery>(
        await call(
          'PUT',
          'orderDelivery',
          {
            id: found.id,
            truckTypeId: length.typeId,
            truckSubTypeId: length.subTypeId,
            truckLengthId: length.id,
            deliveryStops: stopsOf(found).map((stop) => ({
              id: stop.id,
              sequenceNumber: stop.sequenceNumber,
              deliveryDate: '2026-05-04',
            })),
            ...(status ? { deliveryStatusId: status } : {}),
          },
          found.version,
        ),
      );
    const booked = await dated(await readDelivery(low.id), DeliveryStatus.ids.BOOKED);
    expect(booked.deliveryStatus.id).toBe(DeliveryStatus.ids.BOOKED);
    const draft = await readDelivery(high.id);

    // An undated stop cannot join a booked delivery (its stops are complete).
    const incomplete = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [
        { id: low.id, version: booked.version },
        { id: high.id, version: draft.version },
      ],
    });
    expect(incomplete.statusCode, incomplete.body).toBe(400);
    expect(incomplete.json<ErrorAnswer>().message).toBe(MESSAGES.mergeDeliveriesFailed);
    expect(incomplete.json<ErrorAnswer>().issues).toEqual([
      { field: 'deliveries.1.id', message: MESSAGES.deliveryStopsIncomplete },
    ]);

    const ready = await dated(draft);
    const merged = await ok<MergedDeliveries>(
      await call('POST', 'mergeOrderDeliveries', {
        deliveries: [
          { id: low.id, version: booked.version },
          { id: high.id, version: ready.version },
        ],
      }),
    );
    expect(merged.delivery.deliveryStatus.id).toBe(DeliveryStatus.ids.BOOKED);
    expect(merged.delivery.republished).toBe(true);
    expect(stopsOf(merged.delivery).map((stop) => stop.stopTrackingStatusId)).toEqual(
      stopsOf(merged.delivery).map(() => StopTrackingStatus.ids.BOOKED),
    );
  });

  it('refuses a stale version (409, nothing changed), unknown ids (404), fewer than two and twice the same (400), a closed order’s (409)', async () => {
    const order = await orderWithSite();
    const [first, second] = await twoDeliveries(order);
    const stale = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version + 1 },
      ],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);
    expect((await readDelivery(first.id)).version).toBe(first.version);
    expect(stopsOf(await readDelivery(second.id))).toHaveLength(stopsOf(second).length);

    const unknown = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [
        { id: first.id, version: first.version },
        { id: 999_999, version: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    const one = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [{ id: first.id, version: first.version }],
    });
    expect(one.statusCode).toBe(400);
    const twice = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [
        { id: first.id, version: first.version },
        { id: first.id, version: first.version },
      ],
    });
    expect(twice.statusCode).toBe(400);
    // Deliveries of a complete order are read-only (decision 209): the merge names each.
    await testApp.database.db
      .update(customerOrder)
      .set({ statusId: OrderStatus.ids.COMPLETE })
      .where(eq(customerOrder.id, order.id));
    const closed = await call('POST', 'mergeOrderDeliveries', {
      deliveries: [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json<ErrorAnswer>().message).toBe(MESSAGES.mergeDeliveriesFailed);
    expect(closed.json<ErrorAnswer>().issues).toEqual([
      { field: 'deliveries.0.id', message: MESSAGES.deliveryClosed },
      { field: 'deliveries.1.id', message: MESSAGES.deliveryClosed },
    ]);
    const rows = await testApp.database.db
      .select({ id: delivery.id })
      .from(delivery)
      .where(inArray(delivery.id, [first.id, second.id]));
    expect(rows).toHaveLength(2);
  });
});

describe('the OpenAPI document', () => {
  it('names every delivery operation call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orderDeliveryRoutes',
        '/api/mergeOrderDeliveries',
        '/api/uploadBolAttachment',
        '/api/downloadBolAttachment/{stopId}',
        '/api/bolAttachment/{stopId}',
        '/api/orderDeliveryBillOfLading/{stopId}',
      ]),
    );
  });
});
