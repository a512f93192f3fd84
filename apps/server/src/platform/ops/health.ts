// What a load balancer asks: is the process alive (/healthz), may it get traffic (/readyz). Public, and they say nothing more.
import { access, constants, mkdir } from 'node:fs/promises';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { pendingMigrations, type Db } from '../db/client.ts';

type Check = 'ok' | 'failing';
const CHECK_TIMEOUT_MS = 3000;

const within = <T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/** Whether the picture store takes writes: the local folder, or the bucket. */
function storageProbe(config: AppConfig): { check(): Promise<void>; close(): void } {
  const { storage } = config;
  if (storage.driver === 'local') {
    return {
      check: async () => {
        await mkdir(storage.dir, { recursive: true });
        await access(storage.dir, constants.W_OK);
      },
      close: () => {},
    };
  }
  const client = new S3Client({
    endpoint: storage.s3.endpoint,
    region: storage.s3.region,
    credentials: { accessKeyId: storage.s3.accessKey, secretAccessKey: storage.s3.secretKey },
    forcePathStyle: true,
    maxAttempts: 1,
  });
  return {
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: storage.s3.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    close: () => client.destroy(),
  };
}

export function healthRoutes(app: FastifyInstance, deps: { db: Db; config: AppConfig }, notReady: () => boolean): void {
  const storage = storageProbe(deps.config);
  app.addHook('onClose', async () => storage.close());
  // Probes come every few seconds: their own lines only when something is wrong.
  const options = { config: { public: true }, logLevel: 'warn' as const };

  app.get('/healthz', options, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (notReady()) return reply.code(503).send({ status: 'shutting down' });
    const checks: Record<'database' | 'migrations' | 'storage', Check> = { database: 'failing', migrations: 'failing', storage: 'failing' };
    const [database, storageCheck] = await Promise.allSettled([
      within(
        (async () => {
          await deps.db.execute(sql`select 1`);
          checks.database = 'ok';
          const pending = await pendingMigrations(deps.db);
          if (pending > 0) throw new Error(`${pending} migrations not applied`);
          checks.migrations = 'ok';
        })(),
      ),
      within(storage.check()),
    ]);
    if (storageCheck.status === 'fulfilled') checks.storage = 'ok';
    const failures = [database, storageCheck].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failures.length === 0) return reply.send({ status: 'ready', checks });
    // The reasons stay in the server's own log; the answer names only the failing checks.
    request.log.warn({ checks, reasons: failures.map((f) => String((f.reason as Error)?.message ?? f.reason).slice(0, 200)) }, 'not ready');
    return reply.code(503).send({ status: 'not ready', checks });
  });
}
