import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from './storage-config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { detectImageType, contentTypeOf } from './image-bytes.ts';
export { isKeyOfShop, issueKey, keyOfPath } from './upload-keys.ts';
export { LocalStorage, LOCAL_FILES_PREFIX } from './local-storage.ts';
export { S3Storage } from './s3-storage.ts';
export type { Storage, StoredObject } from './storage.ts';

export interface MediaStorage {
  storage: Storage;
  /** Signs object keys so a posted path proves it was issued to the shop (see upload-keys.ts). */
  keySecret(): string;
  close(): void;
}

export function createMediaStorage(config: StorageConfig): MediaStorage {
  if (config.driver === 's3') {
    const storage = new S3Storage(config.s3);
    const secret = config.secret ?? config.s3.secretKey;
    return { storage, keySecret: () => secret, close: () => storage.destroy() };
  }
  const storage = new LocalStorage(config.dir, config.secret);
  return { storage, keySecret: () => storage.secret(), close: () => {} };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The picture store, shared by the picture library and every route that checks picture fields. */
    media: MediaStorage;
  }
}

/** Opens the picture store once for the whole app and closes it with the app. */
export function installMedia(app: FastifyInstance, config: StorageConfig): void {
  const media = createMediaStorage(config);
  app.decorate('media', media);
  app.addHook('onClose', async () => media.close());
}
