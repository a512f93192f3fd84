// Backup and restore as an operator runs them: a seeded database with new rows and an uploaded picture, backed up, wiped, restored, all back.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/platform/db/client.ts';
import { adminQuery, testDatabaseUrl } from '../database.ts';
import { envelope, login } from '../helpers.ts';
import { PNG, S3_KEYS, startStorage } from '../media/media-fixtures.ts';
import { onPostgres, repoRoot, seededDatabase, stderrLines, type TestDatabase } from './support.ts';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table of the app and of the migrator, each as its row count and a digest of all its rows. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      database,
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
    );
    result[name] = `${row!.n} rows ${row!.digest}`;
  }
  return result;
}

const openIt = (target: TestDatabase) => openDatabase(target.url ? { databaseUrl: target.url, poolSize: 2 } : { dataDir: target.dataDir });

function script(name: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`scripts/${name}.mjs`, folder], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', STORAGE_DIR: '', STORAGE_DRIVER: '', ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process (which may be serving the bucket). */
function scriptAsync(name: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${name}.mjs`, folder], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: '', STORAGE_DIR: '', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (status) => resolve({ status, stderr }));
  });
}

const scratchDirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caremall-backup-'));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore of ${testDatabaseUrl() ? 'a PostgreSQL database' : 'the embedded database'} and the local picture folder`, () => {
  let target: TestDatabase;
  afterAll(async () => {
    await target?.drop();
  });

  it('brings back every row and the picture bytes after a wipe', async () => {
    target = await seededDatabase();
    const config: AppConfig = { ...testConfig(), storage: { ...testConfig().storage, dir: target.storageDir, secret: null } };

    // New rows and an uploaded picture on top of the seed.
    let database = await openIt(target);
    let app = await buildApp({ db: database.db, config });
    const token = await login(app, 'shop_admin');
    const headers = { authorization: token };
    expect(
      envelope(
        await app.inject({
          method: 'POST',
          url: '/mall_multishop/admin/hot_search',
          headers,
          payload: { title: 'after the seed', content: 'backup', seq: 1, status: 1 },
        }),
      ).code,
    ).toBe('00000');
    const slot = envelope<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>(
      await app.inject({ method: 'GET', url: '/mall_biz/oss/info?fileNum=1', headers }),
    ).data.ossList[0]!;
    expect((await app.inject({ method: 'PUT', url: slot.actionUrl, payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
    const filePath = `${slot.dir}${slot.fileName}`;
    expect(
      envelope(
        await app.inject({
          method: 'POST',
          url: '/mall_biz/m/attach_file',
          headers,
          // The demo's first group (商品主图, shop 1).
          payload: [{ filePath, fileName: 'kept.png', attachFileGroupId: 1 }],
        }),
      ).code,
    ).toBe('00000');
    await app.close();
    const before = await snapshot(database);
    await database.close();
    expect(before['public.hot_search']).toBeDefined();
    const secret = readFileSync(path.join(target.storageDir, '.upload-secret'), 'utf8');

    const folder = path.join(scratch(), 'backup');
    const backedUp = script('backup', folder, target.env);
    expect(backedUp, backedUp.stderr).toMatchObject({ status: 0 });
    expect(JSON.parse(readFileSync(path.join(folder, 'backup.json'), 'utf8'))).toMatchObject({
      format: 1,
      database: target.url ? 'postgres' : 'pglite',
      pictures: 'local',
      pictureCount: 1,
    });
    // A backup folder is never overwritten.
    expect(script('backup', folder, target.env)).toMatchObject({ status: 1, stderr: `${folder} is not empty: back up into a new folder\n` });

    // Wipe: the database and the pictures are gone.
    rmSync(target.storageDir, { recursive: true, force: true });
    if (target.url) {
      const name = new URL(target.url).pathname.slice(1);
      await adminQuery(testDatabaseUrl()!, `drop database ${name} with (force)`);
      await adminQuery(testDatabaseUrl()!, `create database ${name}`);
    } else {
      rmSync(target.dataDir!, { recursive: true, force: true });
    }

    const restored = script('restore', folder, target.env);
    expect(restored, restored.stderr).toMatchObject({ status: 0 });
    database = await openIt(target);
    expect(await snapshot(database)).toEqual(before);
    expect(readFileSync(path.join(target.storageDir, filePath))).toEqual(PNG);
    expect(readFileSync(path.join(target.storageDir, '.upload-secret'), 'utf8')).toBe(secret);
    // The restored installation serves the picture and the new row.
    app = await buildApp({ db: database.db, config });
    try {
      const served = await app.inject({ method: 'GET', url: `/files/${filePath}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PNG);
      const page = envelope<{ list: { title: string }[] }>(
        await app.inject({
          method: 'GET',
          url: '/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=50',
          headers: { authorization: await login(app, 'shop_admin') },
        }),
      );
      expect(page.data.list.map((h) => h.title)).toContain('after the seed');
    } finally {
      await app.close();
      await database.close();
    }

    // Restoring over a live installation keeps what was there beside it (the picture folder; pg_restore cleans the database).
    if (target.url) {
      const again = script('restore', folder, target.env);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain(`what was there before is kept in ${target.storageDir}.before-restore-`);
    }
  }, 60_000);
});

describe.skipIf(!onPostgres())('backup and restore of a bucket (on the PostgreSQL pass: the copy does not depend on the database)', () => {
  it('copies every object out and puts it back after it was deleted', async () => {
    const target = await seededDatabase();
    const store = await startStorage('s3');
    try {
      const { s3 } = store.overrides.storage!;
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: s3.region,
        credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
        forcePathStyle: true,
      });
      const key = '2026/11/24/0123456789abcdef0123456789abcdef';
      await client.send(new PutObjectCommand({ Bucket: S3_KEYS.bucket, Key: key, Body: PNG }));
      const env = {
        DATABASE_URL: target.url!,
        STORAGE_DRIVER: 's3',
        STORAGE_S3_ENDPOINT: s3.endpoint,
        STORAGE_S3_BUCKET: S3_KEYS.bucket,
        STORAGE_S3_ACCESS_KEY: S3_KEYS.accessKey,
        STORAGE_S3_SECRET_KEY: S3_KEYS.secretKey,
      };
      const folder = path.join(scratch(), 'backup');
      const backedUp = await scriptAsync('backup', folder, env);
      expect(backedUp.status, backedUp.stderr).toBe(0);
      expect(readFileSync(path.join(folder, 'bucket', key))).toEqual(PNG);
      await client.send(new DeleteObjectCommand({ Bucket: S3_KEYS.bucket, Key: key }));
      const restored = await scriptAsync('restore', folder, env);
      expect(restored.status, restored.stderr).toBe(0);
      const object = await client.send(new GetObjectCommand({ Bucket: S3_KEYS.bucket, Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PNG);
      client.destroy();
    } finally {
      await store.close();
      await target.drop();
    }
  }, 60_000);
});

describe('backup refusals, one line each', () => {
  it('says when pg_dump is missing, when the embedded database is open, and when a folder is not a backup', () => {
    const dir = scratch();
    const noTools = spawnSync(process.execPath, ['scripts/backup.mjs', path.join(dir, 'pg')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: path.join(dir, 'no-bin'),
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
        STORAGE_DIR: path.join(dir, 'files'),
      },
    });
    expect(noTools.status).toBe(1);
    expect(stderrLines(noTools.stderr)).toEqual([
      "pg_dump not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) matching the server's major version",
    ]);

    const dataDir = path.join(dir, 'pglite');
    spawnSync('mkdir', ['-p', dataDir]);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n');
    const open = script('backup', path.join(dir, 'b'), { DATA_DIR: dataDir, STORAGE_DIR: path.join(dir, 'files') });
    expect(open.status).toBe(1);
    expect(stderrLines(open.stderr)).toEqual([
      `DATA_DIR: the embedded database in ${dataDir} is open (postmaster.pid): stop the server first (if it was killed, remove that file)`,
    ]);
    expect(existsSync(path.join(dir, 'b', 'backup.json'))).toBe(false);

    const notBackup = script('restore', dir, { DATA_DIR: dataDir });
    expect(notBackup.status).toBe(1);
    expect(stderrLines(notBackup.stderr)).toEqual([`${dir} is not a backup (no backup.json): give the folder \`npm run backup\` wrote`]);
  }, 30_000);
});
