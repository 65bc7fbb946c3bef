import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  ErrorCode,
  ItemStatus,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  OrderStatus,
  PictureStatus,
  PictureType,
  pictureStatusRollup,
  type OrderPictures,
  type OrderRecord,
  type SaveOrderPictureRequests,
  VERSION_HEADER,
} from '@portal/contracts';
import { actionLog, customerOrder, orderItem, orderItemPicture, storedFile, subOrder } from '../../db/schema';
import { bitmapOf } from '../../../test/bitmap-fixture';
import { placedOrder, readOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { refreshOrderRollups } from '../orders';
import { deleteItemPictures } from './order-pictures.files';

const { NOT_SENT, PARTIALLY_SENT, SENT, REJECTED } = PictureStatus.ids;

let testApp: TestApp;
let storageDirectory: string;
let operations: Record<string, string>;
let finance: Record<string, string>;
let superAdmin: Record<string, string>;
let parties: QuoteFixtureParties;
let png: Buffer;
let jpeg: Buffer;
let gif: Buffer;

interface ErrorAnswer {
  code: string;
  message: string;
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-order-pictures-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  parties = await loadQuoteFixtureParties(testApp);
  const canvas = { create: { width: 640, height: 480, channels: 3 as const, background: '#2a7' } };
  png = await sharp(canvas).png().toBuffer();
  jpeg = await sharp(canvas).jpeg().toBuffer();
  gif = await sharp(canvas).gif().toBuffer();
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

interface Part {
  fileName: string;
  content: Buffer;
  declaredType?: string;
}

function multipart(parts: readonly Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.declaredType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(orderItemId: number, parts: readonly Part[], headers = operations) {
  const form = multipart(parts);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/uploadOrderItemPictures?orderItemId=${orderItemId}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

async function uploaded(orderItemId: number, parts: readonly Part[]): Promise<OrderPictures> {
  const response = await upload(orderItemId, parts);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderPictures }>().data;
}

function save(body: SaveOrderPictureRequests, headers = operations) {
  return testApp.app.inject({ method: 'PUT', url: '/api/orderPictureRequest', headers, payload: body });
}

async function saved(body: SaveOrderPictureRequests): Promise<OrderPictures> {
  const response = await save(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderPictures }>().data;
}

async function readPictures(orderId: number, headers = operations): Promise<OrderPictures> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/orderPictures/${orderId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderPictures }>().data;
}

function itemOf(view: OrderPictures, orderItemId: number) {
  const item = view.items.find((candidate) => candidate.orderItemId === orderItemId);
  if (!item) throw new Error(`item ${orderItemId} is not in the view`);
  return item;
}

/**
 * The stored roll-ups (picture manager, GET order/{id}, the tables) agree with the items' statuses: every item
 * that counts, asked or not (decision 202).
 */
async function expectRollupsOfItems(view: OrderPictures): Promise<void> {
  const counted = view.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  const expectedOrder = pictureStatusRollup(counted.map((item) => item.pictureStatusId));
  expect(view.pictureStatusId).toBe(expectedOrder);
  for (const sub of view.subOrders) {
    const ofSub = counted.filter((item) => item.subOrderId === sub.id).map((item) => item.pictureStatusId);
    expect(sub.pictureStatusId, sub.subOrderNumber).toBe(pictureStatusRollup(ofSub));
  }
  const order: OrderRecord = await readOrder(testApp, operations, view.orderId);
  expect(order.pictureStatusId).toBe(expectedOrder);
  expect(order.subOrders.map((sub) => sub.pictureStatusId)).toEqual(
    view.subOrders.map((sub) => sub.pictureStatusId),
  );
}

async function storedFilesOf(orderItemId: number) {
  return testApp.database.db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.ownerType, 'order_item'), eq(storedFile.ownerId, orderItemId)));
}

async function exists(key: string): Promise<boolean> {
  return fs.access(path.join(storageDirectory, key)).then(
    () => true,
    () => false,
  );
}

/** The bytes go in a job after the commit: wait for it (a few seconds at most). */
async function expectRemovedFromStorage(keys: readonly string[]): Promise<void> {
  await expect
    .poll(async () => (await Promise.all(keys.map(exists))).some(Boolean), { timeout: 10_000, interval: 100 })
    .toBe(false);
}

/** A placed order (two sub-orders: the first seller's two items, the second's one) and its picture view. */
async function freshOrder(): Promise<{ order: OrderRecord; view: OrderPictures }> {
  const order = await placedOrder(testApp, operations, parties);
  return { order, view: await readPictures(order.id) };
}

function requestEntry(orderItemId: number, version: number | null = null) {
  return {
    action: 'request' as const,
    orderItemId,
    version,
    pictureTypeId: PictureType.ids.ACTUAL,
    pictureDueDate: '2026-12-15',
    note: 'Front and side, with a tape measure',
  };
}

describe('picture requests (PUT orderPictureRequest; spec 001 §3 order picture request)', () => {
  it('asks for pictures of several items at once: each not sent, the order and sub-orders not sent', async () => {
    const { order, view } = await freshOrder();
    expect(view.pictureStatusId).toBe(NOT_SENT);
    expect(view.items.every((item) => item.request === null && item.pictureStatusId === NOT_SENT)).toBe(true);
    const [first, , third] = order.items;
    const after = await saved({
      orderId: order.id,
      entries: [
        requestEntry(first!.id),
        { ...requestEntry(third!.id), pictureTypeId: PictureType.ids.MIX, pictureDueDate: '', note: '' },
      ],
    });
    expect(itemOf(after, first!.id).request).toMatchObject({
      pictureTypeId: PictureType.ids.ACTUAL,
      pictureDueDate: '2026-12-15',
      note: 'Front and side, with a tape measure',
      pictureStatusId: NOT_SENT,
      rejectionNote: null,
      approvedAt: null,
      version: 1,
    });
    expect(itemOf(after, third!.id).request).toMatchObject({
      pictureTypeId: PictureType.ids.MIX,
      pictureDueDate: null,
      note: null,
    });
    await expectRollupsOfItems(after);

    // A change carries the version read; an old one is refused and changes nothing.
    const changed = await saved({
      orderId: order.id,
      entries: [{ ...requestEntry(first!.id, 1), pictureTypeId: PictureType.ids.STOCK }],
    });
    expect(itemOf(changed, first!.id).request).toMatchObject({
      pictureTypeId: PictureType.ids.STOCK,
      version: 2,
    });
    const stale = await save({ orderId: order.id, entries: [requestEntry(first!.id, 1)] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>()).toMatchObject({ code: ErrorCode.OUTDATED });
    // Asking again for an item someone already asked for is the same conflict, not a second request.
    const twice = await save({ orderId: order.id, entries: [requestEntry(third!.id)] });
    expect(twice.statusCode).toBe(409);

    const logged = await testApp.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, order.id)));
    expect(logged.length).toBeGreaterThanOrEqual(3);
  });

  it('saves all entries or none, and names only items of the order', async () => {
    const { order } = await freshOrder();
    const other = await freshOrder();
    const [first, second] = order.items;
    const mixed = await save({
      orderId: order.id,
      entries: [requestEntry(first!.id), requestEntry(other.order.items[0]!.id)],
    });
    expect(mixed.statusCode).toBe(404);
    // The first item's request was not kept: the call is one transaction.
    expect(itemOf(await readPictures(order.id), first!.id).request).toBeNull();
    const invalid = await save({
      orderId: order.id,
      entries: [requestEntry(first!.id), { ...requestEntry(second!.id), pictureTypeId: 9 }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(itemOf(await readPictures(order.id), first!.id).request).toBeNull();
  });
});

describe('uploads (POST uploadOrderItemPictures; spec 001 §5 ≤ 20 MB, JPEG/PNG/BMP/GIF by content)', () => {
  it('tells the type by content: a PNG named .pdf is a PNG with a thumbnail, under the spec folders', async () => {
    const { order } = await freshOrder();
    const [first] = order.items;
    await saved({ orderId: order.id, entries: [requestEntry(first!.id)] });
    const view = await uploaded(first!.id, [
      { fileName: 'invoice.pdf', content: png, declaredType: 'application/pdf' },
    ]);
    const item = itemOf(view, first!.id);
    expect(item.pictureStatusId).toBe(SENT);
    expect(item.request).toMatchObject({ pictureStatusId: SENT, approvedAt: null, version: 2 });
    expect(item.pictures).toHaveLength(1);
    expect(item.pictures[0]).toMatchObject({
      fileName: 'invoice.pdf',
      contentType: 'image/png',
      sizeBytes: png.length,
      hasThumbnail: true,
    });
    const [file] = await storedFilesOf(first!.id);
    expect(file!.storageKey).toMatch(/^order_item_picture\/[0-9a-f-]{36}\.png$/);
    expect(file!.thumbnailKey).toMatch(/^order_item_picture\/thumbnail\/[0-9a-f-]{36}\.webp$/);
    expect(await exists(file!.storageKey)).toBe(true);
    await expectRollupsOfItems(view);
    // One item of the order's three has pictures: the others were not asked, and have sent nothing either.
    expect(view.items.filter((entry) => entry.pictureStatusId === SENT)).toHaveLength(1);
    expect(view.items.length).toBeGreaterThan(1);
    expect(view.pictureStatusId).toBe(PARTIALLY_SENT);

    const picture = item.pictures[0]!;
    const full = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderItemPicture/${picture.id}`,
      headers: finance,
    });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.rawPayload.equals(png)).toBe(true);
    const thumbnail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderItemPictureThumbnail/${picture.id}`,
      headers: superAdmin,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(320);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderItemPicture/${picture.id + 100_000}`,
      headers: operations,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes several pictures in one call (JPEG, GIF, BMP) and makes a request of an item nobody asked', async () => {
    const { order } = await freshOrder();
    const third = order.items[2]!;
    const view = await uploaded(third.id, [
      { fileName: 'yard.jpg', content: jpeg },
      { fileName: 'yard.gif', content: gif },
      { fileName: 'yard.bmp', content: bitmapOf(40, 30) },
    ]);
    const item = itemOf(view, third.id);
    expect(item.pictures.map((picture) => picture.contentType)).toEqual([
      'image/jpeg',
      'image/gif',
      'image/bmp',
    ]);
    expect(item.pictures.every((picture) => picture.hasThumbnail)).toBe(true);
    expect(item.request).toMatchObject({ pictureTypeId: PictureType.ids.ACTUAL, pictureStatusId: SENT });
    await expectRollupsOfItems(view);
  });

  it('refuses anything else with the §8 words and keeps nothing of the call', async () => {
    const { order } = await freshOrder();
    const [first] = order.items;
    const text = Buffer.from('Not a picture at all, just words.\n');
    const refusals: Part[][] = [
      [{ fileName: 'photo.jpg', content: text, declaredType: 'image/jpeg' }],
      [{ fileName: 'scan.pdf', content: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }],
      [{ fileName: 'photo.webp', content: await sharp(png).webp().toBuffer() }],
      // A good picture before a bad one: the good one is not kept either.
      [
        { fileName: 'good.png', content: png },
        { fileName: 'bad.jpg', content: text },
      ],
      // One byte over 20 MB, with a PNG's first bytes.
      [
        {
          fileName: 'huge.png',
          content: Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]),
        },
      ],
    ];
    for (const parts of refusals) {
      const response = await upload(first!.id, parts);
      const label = parts.map((part) => part.fileName).join(', ');
      expect(response.statusCode, label).toBe(400);
      expect(response.json<ErrorAnswer>(), label).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        message: MESSAGES.invalidPicture,
      });
    }
    expect(await storedFilesOf(first!.id)).toEqual([]);
    const files = await fs.readdir(path.join(storageDirectory, 'order_item_picture')).catch(() => []);
    const kept = await testApp.database.db.select({ key: storedFile.storageKey }).from(storedFile);
    for (const name of files.filter((entry) => entry !== 'thumbnail')) {
      expect(kept.map((row) => row.key)).toContain(`order_item_picture/${name}`);
    }
    const view = await readPictures(order.id);
    expect(itemOf(view, first!.id)).toMatchObject({ request: null, pictures: [] });

    const none = await testApp.app.inject({
      method: 'POST',
      url: `/api/uploadOrderItemPictures?orderItemId=${first!.id}`,
      headers: { ...operations, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(415);
    const tooMany = await upload(
      first!.id,
      Array.from({ length: 11 }, (_, index) => ({ fileName: `p${index}.png`, content: png })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(await storedFilesOf(first!.id)).toEqual([]);
    const unknownItem = await upload(987_654_321, [{ fileName: 'a.png', content: png }]);
    expect(unknownItem.statusCode).toBe(404);
  });
});

describe('review (approve, reject with a note) and removal (spec 001 §3 rejectionNote, §7 clear and delete)', () => {
  it('rolls every write up to the sub-orders and the order, as the items say', async () => {
    const { order } = await freshOrder();
    const [first, second, third] = order.items;
    let view = await saved({
      orderId: order.id,
      entries: [requestEntry(first!.id), requestEntry(second!.id), requestEntry(third!.id)],
    });
    expect(view.pictureStatusId).toBe(NOT_SENT);

    view = await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    expect(view.pictureStatusId).toBe(PARTIALLY_SENT);
    expect(view.subOrders[0]!.pictureStatusId).toBe(PARTIALLY_SENT);
    expect(view.subOrders[1]!.pictureStatusId).toBe(NOT_SENT);
    await expectRollupsOfItems(view);

    // Only pictures that were sent are reviewed.
    const early = await save({
      orderId: order.id,
      entries: [{ action: 'approve', orderItemId: second!.id, version: 1 }],
    });
    expect(early.statusCode).toBe(400);

    view = await uploaded(second!.id, [{ fileName: 'b.png', content: png }]);
    view = await uploaded(third!.id, [{ fileName: 'c.jpg', content: jpeg }]);
    expect(view.pictureStatusId).toBe(SENT);
    await expectRollupsOfItems(view);

    const firstVersion = itemOf(view, first!.id).request!.version;
    const thirdVersion = itemOf(view, third!.id).request!.version;
    view = await saved({
      orderId: order.id,
      entries: [
        { action: 'approve', orderItemId: first!.id, version: firstVersion },
        { action: 'reject', orderItemId: third!.id, version: thirdVersion, rejectionNote: 'Too dark' },
      ],
    });
    expect(itemOf(view, first!.id).request).toMatchObject({ pictureStatusId: SENT });
    expect(itemOf(view, first!.id).request!.approvedAt).not.toBeNull();
    expect(itemOf(view, first!.id).request!.approvedByUserName).not.toBeNull();
    expect(itemOf(view, third!.id).request).toMatchObject({
      pictureStatusId: REJECTED,
      rejectionNote: 'Too dark',
      approvedAt: null,
    });
    expect(view.pictureStatusId).toBe(REJECTED);
    expect(view.subOrders[0]!.pictureStatusId).toBe(SENT);
    expect(view.subOrders[1]!.pictureStatusId).toBe(REJECTED);
    await expectRollupsOfItems(view);
    // A stale approval (the version before the rejection) is refused.
    const stale = await save({
      orderId: order.id,
      entries: [{ action: 'approve', orderItemId: third!.id, version: thirdVersion }],
    });
    expect(stale.statusCode).toBe(409);

    // New pictures answer a rejection: sent again, waiting for review; an approval is of the pictures before.
    view = await uploaded(third!.id, [{ fileName: 'c2.jpg', content: jpeg }]);
    expect(itemOf(view, third!.id).request).toMatchObject({ pictureStatusId: SENT, approvedAt: null });
    view = await uploaded(first!.id, [{ fileName: 'a2.png', content: png }]);
    expect(itemOf(view, first!.id).request!.approvedAt).toBeNull();
    expect(view.pictureStatusId).toBe(SENT);
    await expectRollupsOfItems(view);

    // Deleting one of two pictures keeps the item sent; clearing it sends it back to not sent.
    const [kept, dropped] = itemOf(view, third!.id).pictures;
    const droppedFile = (await storedFilesOf(third!.id)).find(
      (file) => file.originalName === dropped!.fileName,
    );
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/orderItemPicture/${dropped!.id}`,
      headers: finance,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    view = deleted.json<{ data: OrderPictures }>().data;
    expect(itemOf(view, third!.id).pictures.map((picture) => picture.id)).toEqual([kept!.id]);
    expect(itemOf(view, third!.id).pictureStatusId).toBe(SENT);
    await expectRemovedFromStorage([droppedFile!.storageKey, droppedFile!.thumbnailKey!]);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/orderItemPicture/${dropped!.id}`,
      headers: finance,
    });
    expect(again.statusCode).toBe(404);

    const filesBefore = await storedFilesOf(first!.id);
    const cleared = await testApp.app.inject({
      method: 'PUT',
      url: '/api/clearOrderItemPictures',
      headers: superAdmin,
      payload: { orderItemId: first!.id },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    view = cleared.json<{ data: OrderPictures }>().data;
    expect(itemOf(view, first!.id)).toMatchObject({ pictureStatusId: NOT_SENT, pictures: [] });
    expect(view.pictureStatusId).toBe(PARTIALLY_SENT);
    await expectRollupsOfItems(view);
    expect(await storedFilesOf(first!.id)).toEqual([]);
    await expectRemovedFromStorage(filesBefore.flatMap((file) => [file.storageKey, file.thumbnailKey ?? '']));
  });

  it('keeps the roll-ups right when pictures of several items arrive at once (the order row is locked)', async () => {
    const { order } = await freshOrder();
    const itemIds = order.items.map((item) => item.id);
    await saved({ orderId: order.id, entries: itemIds.map((id) => requestEntry(id)) });
    const answers = await Promise.all(
      itemIds.map((id) => upload(id, [{ fileName: `${id}.png`, content: png }])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(itemIds.map(() => 200));
    const view = await readPictures(order.id);
    expect(view.items.map((item) => item.pictureStatusId)).toEqual(itemIds.map(() => SENT));
    expect(view.pictureStatusId).toBe(SENT);
    await expectRollupsOfItems(view);
  });

  it('counts only the items that count: a cancelled item no longer holds the order back', async () => {
    const { order } = await freshOrder();
    const [first, second, ...others] = order.items;
    await saved({ orderId: order.id, entries: [requestEntry(first!.id), requestEntry(second!.id)] });
    let view = await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    expect(view.pictureStatusId).toBe(PARTIALLY_SENT);
    const db = testApp.database.db;
    await db
      .update(orderItem)
      .set({ statusId: ItemStatus.ids.CANCELLED })
      .where(
        inArray(
          orderItem.id,
          [second!, ...others].map((item) => item.id),
        ),
      );
    await refreshOrderRollups(db, order.id);
    view = await readPictures(order.id);
    expect(view.pictureStatusId).toBe(SENT);
    await expectRollupsOfItems(view);
  });

  it("deletes an item's pictures when its seller changes (spec 001 §5), the files after the commit", async () => {
    const { order } = await freshOrder();
    const [first] = order.items;
    await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    const files = await storedFilesOf(first!.id);
    const keys = files.flatMap((file) => [file.storageKey, file.thumbnailKey ?? '']);
    const otherSubOrder = order.subOrders[1]!;

    // A rolled-back change keeps the pictures and their bytes.
    await expect(
      testApp.app.services.runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
        await deleteItemPictures(unit, [first!.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await storedFilesOf(first!.id)).toHaveLength(1);
    expect(await exists(keys[0]!)).toBe(true);

    // What order construction does when the seller changes: move the item, delete its pictures, roll up.
    await testApp.app.services.runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
      await unit.tx
        .update(orderItem)
        .set({ subOrderId: otherSubOrder.id })
        .where(eq(orderItem.id, first!.id));
      expect(await deleteItemPictures(unit, [first!.id])).toEqual(['a.png']);
      await refreshOrderRollups(unit.tx, order.id);
    });
    const view = await readPictures(order.id);
    expect(itemOf(view, first!.id)).toMatchObject({ subOrderId: otherSubOrder.id, pictures: [] });
    expect(itemOf(view, first!.id).request).toMatchObject({ pictureStatusId: NOT_SENT, approvedAt: null });
    await expectRollupsOfItems(view);
    const [pictureRows, fileRows] = await Promise.all([
      testApp.database.db.select().from(orderItemPicture).where(eq(orderItemPicture.orderItemId, first!.id)),
      storedFilesOf(first!.id),
    ]);
    expect(pictureRows).toEqual([]);
    expect(fileRows).toEqual([]);
    await expectRemovedFromStorage(keys.filter(Boolean));
  });
});

function sourcingOf(item: OrderRecord['items'][number]) {
  return {
    id: item.id,
    sellerCompanyId: item.sellerCompanyId,
    sellerUnitPrice: item.sellerUnitPrice,
    markupRate: item.markupRate,
    buyerUnitPrice: item.buyerUnitPrice,
    sellerContacted: item.sellerContacted,
    inventorySecured: item.inventorySecured,
  };
}

/** PUT orderConstruction as the workspace sends it: the order as read, with `change`'s fields over it. */
async function saveConstruction(
  orderId: number,
  change: (current: OrderRecord) => Record<string, unknown>,
): Promise<void> {
  const current = await readOrder(testApp, operations, orderId);
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/orderConstruction',
    headers: { ...operations, [VERSION_HEADER]: String(current.version) },
    payload: {
      id: current.id,
      items: current.items.map(sourcingOf),
      discounts: current.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
      transportCosts: current.transportCosts.map((cost) => ({
        transportTypeId: cost.transportTypeId,
        sellerCompanyId: cost.sellerCompanyId,
        cost: cost.cost,
        transporterIds: cost.transporters.map((carrier) => carrier.id),
      })),
      buyerDeliveryFee: current.buyerDeliveryFee,
      ...change(current),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('order construction (PUT orderConstruction): a seller change or a deleted item takes its pictures', () => {
  it("deletes the item's pictures in the save, leaves the other items' alone, and rolls up again", async () => {
    const { order } = await freshOrder();
    const [first, second, third] = order.items;
    await saved({
      orderId: order.id,
      entries: [requestEntry(first!.id), requestEntry(second!.id), requestEntry(third!.id)],
    });
    await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    await uploaded(second!.id, [{ fileName: 'b.png', content: png }]);
    await uploaded(third!.id, [{ fileName: 'c.png', content: png }]);
    const firstFiles = await storedFilesOf(first!.id);
    const otherSeller = order.subOrders[1]!.sellerCompanyId;
    await saveConstruction(order.id, (current) => ({
      items: current.items.map((item) => ({
        ...sourcingOf(item),
        sellerCompanyId: item.id === first!.id ? otherSeller : item.sellerCompanyId,
      })),
    }));
    const view = await readPictures(order.id);
    expect(itemOf(view, first!.id)).toMatchObject({ subOrderId: order.subOrders[1]!.id, pictures: [] });
    expect(itemOf(view, first!.id).request).toMatchObject({ pictureStatusId: NOT_SENT });
    expect(itemOf(view, second!.id).pictures).toHaveLength(1);
    expect(itemOf(view, third!.id).pictures).toHaveLength(1);
    expect(view.pictureStatusId).toBe(PARTIALLY_SENT);
    await expectRollupsOfItems(view);
    expect(await storedFilesOf(first!.id)).toEqual([]);
    await expectRemovedFromStorage(firstFiles.flatMap((file) => [file.storageKey, file.thumbnailKey ?? '']));
  });
});

describe('order construction deleting an item', () => {
  it("removes the item's pictures and their files with it; the roll-ups follow", async () => {
    const { order } = await freshOrder();
    const [first, second] = order.items;
    await saved({ orderId: order.id, entries: [requestEntry(first!.id), requestEntry(second!.id)] });
    await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    const files = await storedFilesOf(first!.id);
    await saveConstruction(order.id, (current) => ({
      items: current.items.filter((item) => item.id !== first!.id).map(sourcingOf),
      deletedItemIds: [first!.id],
    }));
    const view = await readPictures(order.id);
    expect(view.items.map((item) => item.orderItemId)).not.toContain(first!.id);
    // The one requested item left has sent nothing.
    expect(view.pictureStatusId).toBe(NOT_SENT);
    await expectRollupsOfItems(view);
    expect(await storedFilesOf(first!.id)).toEqual([]);
    await expectRemovedFromStorage(files.flatMap((file) => [file.storageKey, file.thumbnailKey ?? '']));
  });
});

describe('who and when', () => {
  it('keeps a complete or cancelled order as it is (MESSAGES.orderClosed); the pictures stay readable', async () => {
    const { order } = await freshOrder();
    const [first] = order.items;
    const view = await uploaded(first!.id, [{ fileName: 'a.png', content: png }]);
    const picture = itemOf(view, first!.id).pictures[0]!;
    const db = testApp.database.db;
    for (const statusId of [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED]) {
      await db.update(customerOrder).set({ statusId }).where(eq(customerOrder.id, order.id));
      const refused = [
        await save({ orderId: order.id, entries: [requestEntry(order.items[1]!.id)] }),
        await upload(first!.id, [{ fileName: 'b.png', content: png }]),
        await testApp.app.inject({
          method: 'PUT',
          url: '/api/clearOrderItemPictures',
          headers: operations,
          payload: { orderItemId: first!.id },
        }),
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/orderItemPicture/${picture.id}`,
          headers: operations,
        }),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json<ErrorAnswer>().message).toBe(MESSAGES.orderClosed);
      }
      const readable = await readPictures(order.id, finance);
      expect(readable.editable).toBe(false);
      expect(itemOf(readable, first!.id).pictures).toHaveLength(1);
    }
    // Waiting for Delivery still takes pictures: they are often taken just before the truck comes.
    await db
      .update(customerOrder)
      .set({ statusId: OrderStatus.ids.WAITING })
      .where(eq(customerOrder.id, order.id));
    expect((await upload(first!.id, [{ fileName: 'b.png', content: png }])).statusCode).toBe(200);
    const subOrders = await db.select().from(subOrder).where(eq(subOrder.orderId, order.id));
    expect(subOrders).toHaveLength(2);
  });

  it('answers only signed-in staff', async () => {
    const { order } = await freshOrder();
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/orderPictures/${order.id}` });
    expect(anonymous.statusCode).toBe(401);
    const anonymousUpload = await upload(order.items[0]!.id, [{ fileName: 'a.png', content: png }], {});
    expect(anonymousUpload.statusCode).toBe(401);
    for (const headers of [operations, finance, superAdmin]) {
      expect((await readPictures(order.id, headers)).orderId).toBe(order.id);
    }
  });
});
