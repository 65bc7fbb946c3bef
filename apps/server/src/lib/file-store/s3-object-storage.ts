import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, ObjectNotFoundError, type ObjectStorage } from './object-storage';
import {
  EMPTY_PAYLOAD_SHA256,
  encodeRfc3986,
  sha256Hex,
  signS3Request,
  type S3Credentials,
} from './s3-signature';

export interface S3StorageOptions extends S3Credentials {
  /** The service's base URL, e.g. https://s3.ca-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Time limit of one request. */
  timeoutMs?: number;
  /** Tests pin the clock; the signature carries the time and S3 refuses one more than 15 minutes off. */
  now?: () => Date;
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An S3 error carries its status for the log; the message never reaches a user (the error handler says 500). */
export class S3RequestError extends Error {
  constructor(
    readonly method: string,
    readonly key: string,
    readonly status: number,
  ) {
    super(`S3 ${method} ${key} answered ${status}`);
    this.name = 'S3RequestError';
  }
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), path-style addressing, every request signed
 * with AWS Signature Version 4 (docs/decisions/083-s3-storage-driver.md). A write is buffered (the upload limit is
 * 20 MB) so its length and SHA-256 are signed; a body that fails while buffering sends nothing.
 */
export function createS3ObjectStorage(options: S3StorageOptions): ObjectStorage {
  if (!BUCKET_PATTERN.test(options.bucket)) throw new Error('S3_BUCKET is not a valid bucket name');
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());

  function urlOf(key: string): URL {
    const path = `${basePath}/${options.bucket}/${encodeRfc3986(assertStorageKey(key), true)}`;
    return new URL(path, endpoint.origin);
  }

  async function send(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    body?: { content: Buffer; contentType: string },
  ): Promise<Response> {
    const url = urlOf(key);
    const { headers } = signS3Request({
      method,
      url,
      headers: body ? { 'content-type': body.contentType } : {},
      payloadSha256: body ? sha256Hex(body.content) : EMPTY_PAYLOAD_SHA256,
      region: options.region,
      credentials: options,
      date: now(),
    });
    return fetch(url, {
      method,
      headers,
      ...(body ? { body: body.content } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    driver: 's3',
    async write(key, body, { contentType }) {
      const content = await collect(body);
      const response = await send('PUT', key, { content, contentType });
      await response.body?.cancel();
      if (!response.ok) throw new S3RequestError('PUT', key, response.status);
    },
    async read(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new ObjectNotFoundError(key);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new S3RequestError('GET', key, response.status);
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async exists(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw new S3RequestError('HEAD', key, response.status);
      return true;
    },
    async remove(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed; some compatible servers say 404.
      if (!response.ok && response.status !== 404) throw new S3RequestError('DELETE', key, response.status);
    },
  };
}
