import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  ObjectNotFoundError,
  UnsafeStorageKeyError,
  type ObjectStorage,
} from './object-storage';

/**
 * Objects as files under STORAGE_DIR, the key as the relative path. A write goes to a hidden temporary file
 * beside the target and is renamed into place only when complete, so a reader never sees half a file and a
 * failed upload leaves nothing.
 */
export function createLocalObjectStorage(baseDirectory: string): ObjectStorage {
  const base = path.resolve(baseDirectory);

  function pathOf(key: string): string {
    const resolved = path.resolve(base, ...assertStorageKey(key).split('/'));
    // Second guard, in case the key rules ever loosen: nothing outside the base directory.
    if (!resolved.startsWith(base + path.sep)) throw new UnsafeStorageKeyError();
    return resolved;
  }

  return {
    driver: 'local',
    async write(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`,
      );
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = pathOf(key);
      const stats = await fs.stat(file).catch(() => undefined);
      if (!stats?.isFile()) throw new ObjectNotFoundError(key);
      return createReadStream(file);
    },
    async exists(key) {
      const stats = await fs.stat(pathOf(key)).catch(() => undefined);
      return stats?.isFile() === true;
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
