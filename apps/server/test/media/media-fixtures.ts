import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import type { StorageConfig } from '../../src/platform/storage/storage-config.ts';
import type { TestApp } from '../helpers.ts';
import { useTestApp } from '../kit.ts';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c63f8dfc0000004010180c52a185d0000000049454e44ae426082',
  'hex',
);
export const GIF_HEAD = Buffer.from('GIF89a', 'ascii');
export const TEXT = Buffer.from('<html><script>alert(1)</script></html>');
/** Exactly 2 MB with a PNG signature: one byte too many. */
export const OVERSIZE = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);

export const S3_KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'caremall-test' };

export interface StorageUnderTest {
  driver: 'local' | 's3';
  overrides: Partial<AppConfig>;
  close(): Promise<void>;
}

/** A storage for one test file: a temporary folder, or s3rver on a random port. */
export async function startStorage(driver: 'local' | 's3'): Promise<StorageUnderTest> {
  const dir = await mkdtemp(path.join(tmpdir(), `caremall-media-${driver}-`));
  const base: StorageConfig = {
    driver,
    dir,
    secret: 'test-secret-for-signing',
    s3: { endpoint: '', bucket: S3_KEYS.bucket, accessKey: S3_KEYS.accessKey, secretKey: S3_KEYS.secretKey, region: 'us-east-1', publicUrl: '' },
  };
  if (driver === 'local') {
    return { driver, overrides: { storage: base, resourcesUrl: '/files' }, close: () => rm(dir, { recursive: true, force: true }) };
  }
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: S3_KEYS.bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${S3_KEYS.bucket}`;
  return {
    driver,
    overrides: { storage: { ...base, s3: { ...base.s3, endpoint, publicUrl } }, resourcesUrl: publicUrl },
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app on a storage of its own. The storage starts before the app, and stops after it: hooks run in the order
 * they are declared, and the ones after the tests in reverse.
 */
export function useAppOnStorage(driver: 'local' | 's3'): { app: () => TestApp; storage: () => StorageUnderTest } {
  let started: StorageUnderTest | undefined;
  const overrides: Partial<AppConfig> = {};
  beforeAll(async () => {
    started = await startStorage(driver);
    Object.assign(overrides, started.overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  const app = useTestApp(overrides);
  const storage = () => {
    if (!started) throw new Error('the storage is not started yet');
    return started;
  };
  return { app, storage };
}
