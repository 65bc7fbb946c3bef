import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MAX_UPLOAD_BYTES } from '@portal/contracts';
import { startFakeS3Server, type FakeS3Server } from '../../../test/fake-s3-server';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { appUser, storedFile } from '../../db/schema';
import { createAvatarStorage } from '../../modules/users/avatar-storage';
import { AppError } from '../app-error';
import { createObjectStorage } from './create-object-storage';
import { createFileStore, IMAGE_TYPES, THUMBNAIL_SIZE_PX, type FileStore } from './file-store';
import { UnsafeStorageKeyError, type ObjectStorage } from './object-storage';
import { createS3ObjectStorage, S3RequestError } from './s3-object-storage';

let testApp: TestApp;
let sandbox: string;
let s3: FakeS3Server;
let png: Buffer;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-file-store-'));
  s3 = await startFakeS3Server();
  png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await s3.close();
  await fs.rm(sandbox, { recursive: true, force: true });
  await testApp.close();
});

/** Every file under a directory, hidden and temporary ones included. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

/** A body as an upload arrives: in 64 KB chunks. */
function streamOf(content: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < content.length; offset += 64 * 1024) {
    chunks.push(content.subarray(offset, offset + 64 * 1024));
  }
  return Readable.from(chunks);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** '%PDF-' and padding up to the size: a file the store accepts by content and makes no thumbnail of. */
function pdfOf(size: number): Buffer {
  const content = Buffer.alloc(size, 0x20);
  content.write('%PDF-1.4\n', 0, 'latin1');
  return content;
}

async function metadataRows(): Promise<number> {
  return (await testApp.database.db.select({ id: storedFile.id }).from(storedFile)).length;
}

interface DriverUnderTest {
  storage: ObjectStorage;
  /** The keys the driver holds now. */
  storedKeys(): Promise<string[]>;
}

const drivers: Record<'local' | 's3', () => Promise<DriverUnderTest>> = {
  local: async () => {
    const directory = await fs.mkdtemp(path.join(sandbox, 'local-'));
    const base = path.join(directory, 'storage');
    const config = loadConfig({ STORAGE_DIR: base, STORAGE_DRIVER: 'local' });
    return {
      storage: createObjectStorage(config),
      // The parent is listed too: nothing may land beside the storage directory either.
      storedKeys: async () => (await filesUnder(directory)).map((file) => path.relative('storage', file)),
    };
  },
  s3: async () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    s3.objects.clear();
    return { storage: createObjectStorage(config), storedKeys: async () => [...s3.objects.keys()] };
  },
};

describe.each(['local', 's3'] as const)('the file store on %s storage', (driverName) => {
  let driver: DriverUnderTest;
  let store: FileStore;

  beforeAll(async () => {
    driver = await drivers[driverName]();
    store = createFileStore({ db: testApp.database.db, storage: driver.storage });
  });

  it('stores an image under a name of its own, serves it back with its metadata, makes a thumbnail, and deletes both', async () => {
    const file = await store.put({
      body: streamOf(png),
      originalName: 'Front yard, May.JPG',
      folder: 'order_item_picture',
      owner: { type: 'order_item', id: 42 },
      allowedTypes: IMAGE_TYPES,
      createdByUserId: null,
    });
    expect(file).toMatchObject({
      ownerType: 'order_item',
      ownerId: 42,
      folder: 'order_item_picture',
      originalName: 'Front yard, May.JPG',
      // Told by the content, not by the '.JPG' of the name.
      contentType: 'image/png',
      sizeBytes: png.length,
      checksumSha256: createHash('sha256').update(png).digest('hex'),
      hasThumbnail: true,
    });
    expect((await driver.storedKeys()).sort()).toEqual([
      `order_item_picture/${file.id}.png`,
      `order_item_picture/thumbnail/${file.id}.webp`,
    ]);

    const opened = await store.get(file.id);
    expect(opened.contentType).toBe('image/png');
    expect(opened.file.id).toBe(file.id);
    expect((await bytesOf(opened.stream)).equals(png)).toBe(true);

    const thumbnail = await store.getThumbnail(file.id);
    const metadata = await sharp(await bytesOf(thumbnail.stream)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'webp',
      THUMBNAIL_SIZE_PX,
      (THUMBNAIL_SIZE_PX * 480) / 640,
    ]);
    expect((await store.listOfOwner('order_item', 42)).map((entry) => entry.id)).toContain(file.id);

    await store.delete(file.id);
    expect(await driver.storedKeys()).toEqual([]);
    expect((await appErrorOf(store.get(file.id))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await appErrorOf(store.delete(file.id))).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a renamed executable uploaded as .png, by its content, and keeps nothing', async () => {
    const rowsBefore = await metadataRows();
    // An ELF executable's header, then code-like bytes.
    const executable = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(8000, 0x90),
    ]);
    const error = await appErrorOf(
      store.put({
        body: streamOf(executable),
        originalName: 'holiday-photo.png',
        folder: 'order_item_picture',
        owner: { type: 'order_item', id: 42 },
        allowedTypes: IMAGE_TYPES,
        createdByUserId: null,
      }),
    );
    expect([error.code, error.statusCode]).toEqual([ErrorCode.UNSUPPORTED_MEDIA, 415]);
    // Text with no signature at all is refused the same way.
    const text = await appErrorOf(
      store.put({
        body: streamOf(Buffer.from('#!/bin/sh\nrm -rf /\n')),
        originalName: 'script.png',
        folder: 'order_item_picture',
        owner: { type: 'order_item', id: 42 },
        allowedTypes: IMAGE_TYPES,
        createdByUserId: null,
      }),
    );
    expect(text.code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
    expect(await driver.storedKeys()).toEqual([]);
    expect(await metadataRows()).toBe(rowsBefore);
  });

  it('accepts exactly 20 MB and refuses 20 MB + 1 byte, leaving no file and no temporary file behind', async () => {
    const putPdf = (content: Buffer) =>
      store.put({
        body: streamOf(content),
        originalName: 'bill-of-lading.pdf',
        folder: 'bill_of_lading',
        owner: { type: 'order_delivery', id: 3 },
        allowedTypes: ['application/pdf'],
        createdByUserId: null,
      });
    const rowsBefore = await metadataRows();
    const error = await appErrorOf(putPdf(pdfOf(MAX_UPLOAD_BYTES + 1)));
    expect([error.code, error.statusCode]).toEqual([ErrorCode.PAYLOAD_TOO_LARGE, 413]);
    expect(await driver.storedKeys()).toEqual([]);
    expect(await metadataRows()).toBe(rowsBefore);

    const accepted = await putPdf(pdfOf(MAX_UPLOAD_BYTES));
    expect([accepted.sizeBytes, accepted.contentType, accepted.hasThumbnail]).toEqual([
      MAX_UPLOAD_BYTES,
      'application/pdf',
      false,
    ]);
    expect(await driver.storedKeys()).toEqual([`bill_of_lading/${accepted.id}.pdf`]);
    await store.delete(accepted.id);
    expect(await driver.storedKeys()).toEqual([]);
  });

  it('never lets a path like ../../etc/passwd in a name, a folder or an id leave the store', async () => {
    const file = await store.put({
      body: streamOf(png),
      originalName: '../../etc/passwd',
      folder: 'order_item_picture',
      owner: { type: 'order_item', id: 43 },
      allowedTypes: IMAGE_TYPES,
      createdByUserId: null,
    });
    expect(file.originalName).toBe('passwd');
    expect((await driver.storedKeys()).sort()).toEqual([
      `order_item_picture/${file.id}.png`,
      `order_item_picture/thumbnail/${file.id}.webp`,
    ]);

    for (const id of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '/etc/passwd', `${file.id}/../../x`]) {
      expect((await appErrorOf(store.get(id))).code).toBe(ErrorCode.NOT_FOUND);
      expect((await appErrorOf(store.getThumbnail(id))).code).toBe(ErrorCode.NOT_FOUND);
      expect((await appErrorOf(store.delete(id))).code).toBe(ErrorCode.NOT_FOUND);
    }
    for (const folder of ['../../etc', '/etc', 'pictures/../../..', 'a\\..\\..\\b', '']) {
      await expect(
        store.put({
          body: streamOf(png),
          originalName: 'x.png',
          folder,
          owner: { type: 'order_item', id: 43 },
          allowedTypes: IMAGE_TYPES,
          createdByUserId: null,
        }),
      ).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    for (const key of ['../../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', '.hidden', 'a/./b']) {
      await expect(driver.storage.read(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(
        driver.storage.write(key, streamOf(png), { contentType: 'image/png' }),
      ).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(driver.storage.remove(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    await store.delete(file.id);
    expect(await driver.storedKeys()).toEqual([]);
  });

  it('keeps avatars at the spec address on this storage', async () => {
    const avatars = createAvatarStorage(driver.storage);
    const webp = await sharp(png).resize(256, 256).webp().toBuffer();
    await avatars.write(12, 'avatar-1700000000000.webp', webp);
    expect(await driver.storedKeys()).toEqual(['avatars/preprod/12/avatar-1700000000000.webp']);
    expect(await avatars.exists(12, 'avatar-1700000000000.webp')).toBe(true);
    expect((await bytesOf(avatars.open(12, 'avatar-1700000000000.webp'))).equals(webp)).toBe(true);
    await expect(avatars.write(12, '../../../etc/passwd', webp)).rejects.toBeInstanceOf(
      UnsafeStorageKeyError,
    );
    await avatars.remove(12, 'avatar-1700000000000.webp');
    expect(await avatars.exists(12, 'avatar-1700000000000.webp')).toBe(false);
    expect(await driver.storedKeys()).toEqual([]);
  });
});

describe('the S3 driver', () => {
  it('signs every request so that the server accepts it, with the body hash and the region in the signature', async () => {
    expect(s3.refused).toEqual([]);
    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(puts.length).toBeGreaterThan(0);
    for (const request of puts) {
      expect(request.path.startsWith(`/${s3.bucket}/`)).toBe(true);
      expect(String(request.headers.authorization)).toContain(
        `Credential=${s3.accessKeyId}/${String(request.headers['x-amz-date']).slice(0, 8)}/${s3.region}/s3/aws4_request`,
      );
      expect(String(request.headers.authorization)).toContain(
        'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date',
      );
    }
    // The refused upload of 20 MB + 1 byte never reached the server.
    expect(s3.requests.every((request) => request.bodyBytes <= MAX_UPLOAD_BYTES)).toBe(true);
  });

  it('is refused with a wrong secret and then stores nothing', async () => {
    const storage = createS3ObjectStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    const store = createFileStore({ db: testApp.database.db, storage });
    const refusedBefore = s3.refused.length;
    const rowsBefore = await metadataRows();
    const error = await store
      .put({
        body: streamOf(png),
        originalName: 'x.png',
        folder: 'order_item_picture',
        owner: { type: 'order_item', id: 44 },
        allowedTypes: IMAGE_TYPES,
        createdByUserId: null,
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).status).toBe(403);
    expect(s3.refused.length).toBe(refusedBefore + 1);
    expect(s3.objects.size).toBe(0);
    expect(await metadataRows()).toBe(rowsBefore);
  });

  it('is chosen by configuration, and a bucket without credentials is refused at start', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER is s3/,
    );
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });
});

describe('metadata', () => {
  it('records who stored a file and when, and the row goes with the file', async () => {
    const storage = createObjectStorage(
      loadConfig({ STORAGE_DIR: await fs.mkdtemp(path.join(sandbox, 'metadata-')) }),
    );
    const store = createFileStore({ db: testApp.database.db, storage });
    const [uploader] = await testApp.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.email, DEMO_ACCOUNTS.operations));
    const file = await store.put({
      body: streamOf(png),
      originalName: 'pallet.png',
      folder: 'order_item_picture',
      owner: { type: 'order_item', id: 45 },
      allowedTypes: IMAGE_TYPES,
      createdByUserId: uploader?.id ?? null,
    });
    expect(file.createdByUserId).toBe(uploader?.id);
    expect(file.createdAt).toBeInstanceOf(Date);
    const [row] = await testApp.database.db.select().from(storedFile).where(eq(storedFile.id, file.id));
    expect(row?.storageKey).toBe(`order_item_picture/${file.id}.png`);
    expect(row?.createdByUserId).toBe(uploader?.id);
    await store.delete(file.id);
    expect(await testApp.database.db.select().from(storedFile).where(eq(storedFile.id, file.id))).toEqual([]);
  });
});
