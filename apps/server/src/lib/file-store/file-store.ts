import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ErrorCode, MAX_UPLOAD_BYTES, THUMBNAIL_FOLDER, MESSAGES } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../app-error';
import {
  deleteStoredFile,
  findStoredFile,
  findStoredFilesOfOwner,
  insertStoredFile,
  type StoredFileRow,
} from './file-store.repository';
import { decodeBitmap } from './bitmap-decoder';
import { assertStorageKey, ObjectNotFoundError, storageKey, type ObjectStorage } from './object-storage';

/** spec 001 §5: pictures; bills of lading add PDF, Excel and Word. */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
];
/** What gets a thumbnail: what sharp reads, and BMP, which its bundled libvips does not (bitmap-decoder.ts). */
const THUMBNAIL_SOURCE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
];
const MAX_THUMBNAIL_SOURCE_PIXELS = 50_000_000;
export const THUMBNAIL_SIZE_PX = 320;

export const FILE_TOO_LARGE = MESSAGES.fileTooLarge;
export const FILE_TYPE_REFUSED = MESSAGES.fileTypeRefused;

/** Enough for every signature file-type knows, Office documents included (they need their first zip entries). */
const SNIFF_BYTES = 64 * 1024;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_NAME_LENGTH = 255;

export interface PutFileInput {
  body: Readable;
  /** The uploader's file name: kept for display and downloads, never used in a path. */
  originalName: string;
  /** A storage folder of the spec (spec 001 §9: 'order_item_picture'…); safe segments only. */
  folder: string;
  owner: { type: string; id: number | null };
  /** Types accepted, told by the content (magic bytes); the name and the declared type are ignored. */
  allowedTypes: readonly string[];
  /** Default 20 MB (spec 001 §5). */
  maxBytes?: number;
  createdByUserId: number | null;
}

export interface StoredFile {
  id: string;
  ownerType: string;
  ownerId: number | null;
  folder: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  checksumSha256: string;
  hasThumbnail: boolean;
  createdByUserId: number | null;
  createdAt: Date;
}

export interface OpenedFile {
  file: StoredFile;
  contentType: string;
  stream: Readable;
}

function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    ownerType: row.ownerType,
    ownerId: row.ownerId,
    folder: row.folder,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    checksumSha256: row.checksumSha256,
    hasThumbnail: row.thumbnailKey !== null,
    createdByUserId: row.createdByUserId,
    createdAt: row.createdAt,
  };
}

/** The uploader's name without any directory part or control character ('../../etc/passwd' → 'passwd'). */
export function displayNameOf(originalName: string): string {
  const lastPart = originalName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = lastPart.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned).slice(0, MAX_NAME_LENGTH);
}

class FileTooLargeError extends Error {
  constructor() {
    super(FILE_TOO_LARGE);
    this.name = 'FileTooLargeError';
  }
}

/** Text has no magic bytes: CSV is accepted as UTF-8 text without NUL or other control characters. */
export const CSV_TYPE = 'text/csv';

function plainTextType(
  head: Buffer,
  allowedTypes: readonly string[],
): { mime: string; ext: string } | undefined {
  if (!allowedTypes.includes(CSV_TYPE) || head.length === 0) return undefined;
  // The head may end inside a multi-byte character: leave out at most its first three bytes.
  const complete = head.length === SNIFF_BYTES ? head.subarray(0, utf8Boundary(head)) : head;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(complete);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what tells a binary file
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? undefined : { mime: CSV_TYPE, ext: 'csv' };
}

/** The length of `bytes` without a trailing incomplete UTF-8 sequence. */
function utf8Boundary(bytes: Buffer): number {
  for (let back = 1; back <= 3 && back <= bytes.length; back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** Counts and hashes the bytes on their way to storage, and stops the stream one byte past the limit. */
class MeasuringStream extends Transform {
  bytes = 0;
  readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new FileTooLargeError());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/**
 * Reads the first `size` bytes (fewer if the stream ends), then puts them back, so the type is known before a
 * single byte is stored and the whole stream still goes to storage.
 */
function readHead(stream: Readable, size: number): Promise<{ head: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onEnd = () => {
      cleanup();
      const head = Buffer.concat(chunks);
      resolve({ head, body: Readable.from(head.length > 0 ? [head] : []) });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (total < size && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        total += chunk.length;
      }
      if (total >= size) {
        cleanup();
        const head = Buffer.concat(chunks);
        stream.unshift(head);
        resolve({ head, body: stream });
      }
    };
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The file store (docs/decisions/082-file-store.md): uploads checked by content and size, stored under names the
 * server makes, with a metadata row, and a thumbnail for images (spec 001 §9, folder 'thumbnail').
 */
export function createFileStore({ db, storage }: { db: Database; storage: ObjectStorage }) {
  async function removeQuietly(...keys: Array<string | null>): Promise<void> {
    const present = keys.filter((key): key is string => key !== null);
    await Promise.all(present.map((key) => storage.remove(key).catch(() => undefined)));
  }

  /** Writes the thumbnail; false for a BMP the decoder does not read (stored without one, decision 168). */
  async function makeThumbnail(originalKey: string, thumbnailKey: string, type: string): Promise<boolean> {
    const original = await toBuffer(await storage.read(originalKey));
    const bitmap = type === 'image/bmp' ? decodeBitmap(original, MAX_THUMBNAIL_SOURCE_PIXELS) : undefined;
    if (type === 'image/bmp' && !bitmap) return false;
    let thumbnail: Buffer;
    try {
      const source = bitmap
        ? sharp(bitmap.rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
        : sharp(original, { animated: false, limitInputPixels: MAX_THUMBNAIL_SOURCE_PIXELS });
      thumbnail = await source
        .rotate()
        .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // Image magic bytes on content the decoder cannot read: not an image we can use.
      throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, FILE_TYPE_REFUSED);
    }
    await storage.write(thumbnailKey, Readable.from([thumbnail]), { contentType: 'image/webp' });
    return true;
  }

  async function put(input: PutFileInput): Promise<StoredFile> {
    const folder = assertStorageKey(input.folder);
    const measuring = new MeasuringStream(input.maxBytes ?? MAX_UPLOAD_BYTES);
    // Errors travel down to the reader of `measuring` (storage), which reports them; this promise only settles.
    const feeding = pipeline(input.body, measuring).catch(() => undefined);
    const refuse = async (code: ErrorCode, message: string): Promise<never> => {
      measuring.destroy();
      await feeding;
      throw new AppError(code, message);
    };

    let head: Buffer;
    let body: Readable;
    try {
      ({ head, body } = await readHead(measuring, SNIFF_BYTES));
    } catch (error) {
      if (error instanceof FileTooLargeError) return refuse(ErrorCode.PAYLOAD_TOO_LARGE, FILE_TOO_LARGE);
      throw error;
    }
    const detected = (await fileTypeFromBuffer(head)) ?? plainTextType(head, input.allowedTypes);
    if (!detected || !input.allowedTypes.includes(detected.mime)) {
      return refuse(ErrorCode.UNSUPPORTED_MEDIA, FILE_TYPE_REFUSED);
    }

    const id = randomUUID();
    const key = storageKey(...folder.split('/'), `${id}.${detected.ext}`);
    try {
      await storage.write(key, body, { contentType: detected.mime });
    } catch (error) {
      await feeding;
      // The driver leaves nothing behind on a failed write (no temporary file, no object).
      if (error instanceof FileTooLargeError) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, FILE_TOO_LARGE);
      throw error;
    }
    await feeding;

    let thumbnailKey = THUMBNAIL_SOURCE_TYPES.includes(detected.mime)
      ? storageKey(...folder.split('/'), THUMBNAIL_FOLDER, `${id}.webp`)
      : null;
    try {
      if (thumbnailKey && !(await makeThumbnail(key, thumbnailKey, detected.mime))) thumbnailKey = null;
      const row = await insertStoredFile(db, {
        id,
        ownerType: input.owner.type,
        ownerId: input.owner.id,
        folder,
        storageKey: key,
        thumbnailKey,
        originalName: displayNameOf(input.originalName),
        contentType: detected.mime,
        sizeBytes: measuring.bytes,
        checksumSha256: measuring.hash.digest('hex'),
        createdByUserId: input.createdByUserId,
      });
      return toStoredFile(row);
    } catch (error) {
      await removeQuietly(key, thumbnailKey);
      throw error;
    }
  }

  /** The metadata row of a file; a 404 for an unknown id or anything that is not an id at all. */
  async function requireRow(id: string): Promise<StoredFileRow> {
    // Ids are ours (UUIDs): anything else ('../../etc/passwd') is unknown, and never reaches the storage.
    const row = UUID_PATTERN.test(id) ? await findStoredFile(db, id) : undefined;
    if (!row) throw notFound('File');
    return row;
  }

  async function open(row: StoredFileRow, key: string, contentType: string): Promise<OpenedFile> {
    try {
      return { file: toStoredFile(row), contentType, stream: await storage.read(key) };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound('File');
      throw error;
    }
  }

  return {
    storage,
    put,

    async find(id: string): Promise<StoredFile> {
      return toStoredFile(await requireRow(id));
    },

    async listOfOwner(ownerType: string, ownerId: number): Promise<StoredFile[]> {
      return (await findStoredFilesOfOwner(db, ownerType, ownerId)).map(toStoredFile);
    },

    /** The file's bytes as a stream, with its metadata. */
    async get(id: string): Promise<OpenedFile> {
      const row = await requireRow(id);
      return open(row, row.storageKey, row.contentType);
    },

    /** The image's thumbnail (WebP); a 404 for files that have none. */
    async getThumbnail(id: string): Promise<OpenedFile> {
      const row = await requireRow(id);
      if (!row.thumbnailKey) throw notFound('Thumbnail');
      return open(row, row.thumbnailKey, 'image/webp');
    },

    /** Deletes the file, its thumbnail and its metadata. */
    async delete(id: string): Promise<void> {
      const row = UUID_PATTERN.test(id) ? await deleteStoredFile(db, id) : undefined;
      if (!row) throw notFound('File');
      await storage.remove(row.storageKey);
      if (row.thumbnailKey) await storage.remove(row.thumbnailKey);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
