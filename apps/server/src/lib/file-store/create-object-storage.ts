import type { AppConfig } from '../../config';
import { createLocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { createS3ObjectStorage } from './s3-object-storage';

/** The configured storage driver (STORAGE_DRIVER): STORAGE_DIR on this machine, or an S3-compatible bucket. */
export function createObjectStorage(config: Pick<AppConfig, 'storage' | 'storageDirectory'>): ObjectStorage {
  const { storage } = config;
  switch (storage.driver) {
    case 'local':
      return createLocalObjectStorage(config.storageDirectory);
    case 's3':
      return createS3ObjectStorage(storage);
  }
}
