import type { Readable } from 'node:stream';

/**
 * Where the file store keeps bytes, by key (docs/decisions/082-file-store.md): a local directory or an
 * S3-compatible bucket (STORAGE_DRIVER). Keys are made by the server and checked by `assertStorageKey`, so no
 * name from a request can reach a path.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores the stream under the key; when the stream fails (too large, cut off) nothing is left behind. */
  write(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** The stored bytes; `ObjectNotFoundError` when there are none. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing an absent one is not an error. */
  remove(key: string): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export class UnsafeStorageKeyError extends Error {
  constructor() {
    super('unsafe storage key');
    this.name = 'UnsafeStorageKeyError';
  }
}

/** One path segment: starts with a letter or digit (so never '.' or '..'), then letters, digits, '.', '_', '-'. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** True for keys made of safe segments only: no '..', no absolute path, no backslash, no empty segment. */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertStorageKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError();
  return key;
}

/** Joins segments into a key, refusing any that is not a single safe segment. */
export function storageKey(...segments: Array<string | number>): string {
  const parts = segments.map(String);
  if (!parts.every((part) => SEGMENT.test(part))) throw new UnsafeStorageKeyError();
  return assertStorageKey(parts.join('/'));
}
