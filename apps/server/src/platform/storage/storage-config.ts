import path from 'node:path';

/** Picture storage settings (README lists the STORAGE_* variables). */
export interface StorageConfig {
  driver: 'local' | 's3';
  /** Local driver: folder of the pictures. */
  dir: string;
  /** Signs upload URLs and object keys; unset: local keeps a generated one beside the files, s3 uses its secret key. */
  secret: string | null;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string; publicUrl: string };
}

export function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const endpoint = (env.STORAGE_S3_ENDPOINT ?? 'http://127.0.0.1:9000').replace(/\/+$/, '');
  const bucket = env.STORAGE_S3_BUCKET ?? 'caremall';
  return {
    driver: env.STORAGE_DRIVER === 's3' ? 's3' : 'local',
    // Beside the database folder, not inside it: PGlite owns its data directory.
    dir: env.STORAGE_DIR || path.join(path.dirname(path.resolve(dataDir)), 'files'),
    secret: env.STORAGE_SECRET || null,
    s3: {
      endpoint,
      bucket,
      accessKey: env.STORAGE_S3_ACCESS_KEY ?? '',
      secretKey: env.STORAGE_S3_SECRET_KEY ?? '',
      region: env.STORAGE_S3_REGION ?? 'us-east-1',
      publicUrl: env.STORAGE_S3_PUBLIC_URL || `${endpoint}/${bucket}`,
    },
  };
}
