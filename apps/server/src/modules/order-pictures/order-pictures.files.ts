import { z } from 'zod';
import type { JobDefinition } from '../../lib/jobs/job-registry';
import type { ObjectStorage } from '../../lib/file-store/object-storage';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { deleteStoredFilesOfPictures, resetRequestsWithoutPictures } from './order-pictures.repository';

/** Removes the bytes of deleted pictures once the deletion has committed (decision 168). */
export const REMOVE_PICTURE_FILES_JOB = 'order-pictures.remove-files';

const removeFilesPayloadSchema = z.object({ storageKeys: z.array(z.string().min(1)).min(1).max(10_000) });

/**
 * Deletes pictures in the caller's transaction — their metadata rows, so they are gone from every list at the
 * commit — and enqueues, in the same transaction, the durable job that removes their bytes and thumbnails from
 * storage. A rollback keeps the pictures with their files; a crash after the commit leaves the job to run after
 * the restart. Used by the picture calls and by order construction when an item's seller changes (spec 001 §5).
 */
export async function deletePictures(
  unit: UnitOfWork,
  where: { orderItemIds: readonly number[] } | { pictureId: number },
): Promise<string[]> {
  const { fileNames, storageKeys } = await deleteStoredFilesOfPictures(unit.tx, where);
  if (storageKeys.length > 0) await unit.enqueueJob(REMOVE_PICTURE_FILES_JOB, { storageKeys });
  return fileNames;
}

/**
 * spec 001 §5 'changing a seller deletes the previous seller's attached pictures': every picture of these items
 * goes (see deletePictures) and their requests go back to not sent, for the new seller to answer. The caller
 * refreshes the order's roll-ups (refreshOrderRollups does the picture ones) in the same transaction.
 */
export async function deleteItemPictures(
  unit: UnitOfWork,
  orderItemIds: readonly number[],
): Promise<string[]> {
  if (orderItemIds.length === 0) return [];
  const fileNames = await deletePictures(unit, { orderItemIds });
  await resetRequestsWithoutPictures(unit.tx, orderItemIds);
  return fileNames;
}

/** The job behind deletePictures: removing an absent object is not an error, so a retry is harmless. */
export function createRemovePictureFilesJob({
  storage,
}: {
  storage: ObjectStorage;
}): JobDefinition<z.infer<typeof removeFilesPayloadSchema>> {
  return {
    kind: REMOVE_PICTURE_FILES_JOB,
    payload: removeFilesPayloadSchema,
    async run(payload) {
      for (const key of payload.storageKeys) await storage.remove(key);
    },
  };
}
