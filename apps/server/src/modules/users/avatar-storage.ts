import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ENVIRONMENT_NAME } from '@portal/contracts';

/** spec 001 §9: the avatar container inside the storage base. */
export const AVATAR_CONTAINER = 'avatars';

/**
 * spec 001 §9: an avatar is stored under storage base / avatar container / environment / user id / file name. The
 * storage base is a local directory (STORAGE_DIR); docs/decisions/031-avatar-storage-and-access.md.
 */
export function createAvatarStorage(storageDirectory: string) {
  function folderOf(userId: number): string {
    return path.join(storageDirectory, AVATAR_CONTAINER, ENVIRONMENT_NAME, String(userId));
  }

  function pathOf(userId: number, fileName: string): string {
    // File names are ours (avatar-<time>.webp), never the uploader's; basename is a second guard.
    return path.join(folderOf(userId), path.basename(fileName));
  }

  return {
    pathOf,
    async write(userId: number, fileName: string, content: Buffer): Promise<void> {
      await fs.mkdir(folderOf(userId), { recursive: true });
      await fs.writeFile(pathOf(userId, fileName), content);
    },
    async remove(userId: number, fileName: string): Promise<void> {
      await fs.rm(pathOf(userId, fileName), { force: true });
    },
    async exists(userId: number, fileName: string): Promise<boolean> {
      return fs
        .access(pathOf(userId, fileName))
        .then(() => true)
        .catch(() => false);
    },
    open(userId: number, fileName: string) {
      return createReadStream(pathOf(userId, fileName));
    },
  };
}

export type AvatarStorage = ReturnType<typeof createAvatarStorage>;
