import { PassThrough, Readable } from 'node:stream';
import { ENVIRONMENT_NAME } from '@portal/contracts';
import { storageKey, type ObjectStorage } from '../../lib/file-store/object-storage';

/** spec 001 §9: the avatar container inside the storage base. */
export const AVATAR_CONTAINER = 'avatars';

/**
 * spec 001 §9: an avatar is stored under storage base / avatar container / environment / user id / file name. The
 * storage base is the file store's storage (STORAGE_DIR or an S3 bucket, docs/decisions/082–083); the user row
 * holds the file name, so avatars keep this address instead of a file-store id (decisions 031, 082).
 */
export function createAvatarStorage(storage: ObjectStorage) {
  function keyOf(userId: number, fileName: string): string {
    // File names are ours (avatar-<time>.webp), never the uploader's; the key rules refuse anything else.
    return storageKey(AVATAR_CONTAINER, ENVIRONMENT_NAME, userId, fileName);
  }

  return {
    keyOf,
    async write(userId: number, fileName: string, content: Buffer): Promise<void> {
      await storage.write(keyOf(userId, fileName), Readable.from([content]), { contentType: 'image/webp' });
    },
    async remove(userId: number, fileName: string): Promise<void> {
      await storage.remove(keyOf(userId, fileName));
    },
    async exists(userId: number, fileName: string): Promise<boolean> {
      return storage.exists(keyOf(userId, fileName));
    },
    /** A stream at once (callers hand it to the reply); the storage's bytes, or its error, flow in when ready. */
    open(userId: number, fileName: string): Readable {
      const output = new PassThrough();
      storage.read(keyOf(userId, fileName)).then(
        (stored) => {
          // A caller that drops the stream (a 304) must not leave the stored one open.
          if (output.destroyed) {
            stored.destroy();
            return;
          }
          output.once('close', () => stored.destroy());
          stored.on('error', (error) => output.destroy(error));
          stored.pipe(output);
        },
        (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return output;
    },
  };
}

export type AvatarStorage = ReturnType<typeof createAvatarStorage>;
