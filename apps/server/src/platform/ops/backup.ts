// Backup and restore of the database (PGlite data dir dump, or pg_dump/pg_restore) and the pictures (folder or bucket): `npm run backup|restore -- <dir>`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { configOrExit, type AppConfig } from '../../config.ts';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  pictures: 'local' | 's3';
  /** Objects copied from the bucket (s3), or pictures in the folder (local). */
  pictureCount: number;
}

const MANIFEST = 'backup.json';
const PGLITE_DUMP = 'pglite-data.tar.gz';
const PG_DUMP = 'database.dump';
const FILES = 'files';
const BUCKET = 'bucket';

/** A one-line refusal: the operator reads what to do, not a stack trace. */
export class BackupError extends Error {}

const say = (line: string) => console.log(line);

function requireTool(tool: 'pg_dump' | 'pg_restore'): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error)
    throw new BackupError(
      `${tool} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) matching the server's major version`,
    );
}

/** The database to name on the command line, its password passed in the environment (not in `ps`). */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: `--dbname=${url.toString()}`, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  requireTool(tool);
  const result = spawnSync(tool, args, { encoding: 'utf8', env });
  if (result.status !== 0) {
    const first = (result.stderr || result.stdout || '').split('\n').find((line) => line.trim()) ?? `exit ${result.status}`;
    throw new BackupError(`${tool} failed: ${first.trim()}`);
  }
}

/** PGlite keeps postmaster.pid in its data dir while a process has it open. */
function assertEmbeddedClosed(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `DATA_DIR: the embedded database in ${dataDir} is open (postmaster.pid): stop the server first (if it was killed, remove that file)`,
    );
  }
}

function s3Client(config: AppConfig): S3Client {
  const { s3 } = config.storage;
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    forcePathStyle: true,
  });
}

/** Pictures in a folder (the signing secret and other dot files aside). */
const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length
    : 0;

/** A folder that is in the way is kept beside, renamed, never deleted. */
function moveAside(target: string): string | null {
  if (!existsSync(target) || (statSync(target).isDirectory() && readdirSync(target).length === 0)) {
    rmSync(target, { recursive: true, force: true });
    return null;
  }
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(target, aside);
  return aside;
}

export async function backup(config: AppConfig, dir: string): Promise<Manifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new BackupError(`${dir} is not empty: back up into a new folder`);
  mkdirSync(dir, { recursive: true });
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (config.databaseUrl) {
    const { dbname, env } = connection(config.databaseUrl);
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, PG_DUMP)}`, dbname], env);
  } else {
    const dataDir = path.resolve(config.dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`DATA_DIR: no embedded database in ${dataDir}`);
    assertEmbeddedClosed(dataDir);
    const client = new PGlite({ dataDir });
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(dir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  let pictureCount: number;
  if (config.storage.driver === 'local') {
    // The whole folder, .upload-secret included: restored pictures keep their signed paths.
    const source = path.resolve(config.storage.dir);
    if (existsSync(source)) cpSync(source, path.join(dir, FILES), { recursive: true });
    else mkdirSync(path.join(dir, FILES));
    pictureCount = countFiles(path.join(dir, FILES));
  } else {
    pictureCount = await copyBucketOut(config, path.join(dir, BUCKET));
  }
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, pictures: config.storage.driver, pictureCount };
  // Written last: a folder with a manifest is a whole backup.
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function copyBucketOut(config: AppConfig, target: string): Promise<number> {
  const client = s3Client(config);
  const { bucket } = config.storage.s3;
  let copied = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key.split('/').includes('..')) continue;
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
        const file = path.join(target, object.Key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, (await got.Body?.transformToByteArray()) ?? new Uint8Array());
        copied++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return copied;
}

async function copyBucketIn(config: AppConfig, source: string): Promise<number> {
  const client = s3Client(config);
  let copied = 0;
  try {
    if (!existsSync(source)) return 0;
    for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(source, file).split(path.sep).join('/');
      await client.send(new PutObjectCommand({ Bucket: config.storage.s3.bucket, Key: key, Body: await readFile(file) }));
      copied++;
    }
  } finally {
    client.destroy();
  }
  return copied;
}

export interface Restored {
  manifest: Manifest;
  /** Folders that were in the way, renamed rather than deleted. */
  keptAside: string[];
}

export async function restore(config: AppConfig, dir: string): Promise<Restored> {
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) throw new BackupError(`${dir} is not a backup (no ${MANIFEST}): give the folder \`npm run backup\` wrote`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== database) {
    throw new BackupError(
      manifest.database === 'postgres'
        ? 'DATABASE_URL: this backup is of a PostgreSQL server: set DATABASE_URL to the database to restore into'
        : 'DATABASE_URL: this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR',
    );
  }
  if (manifest.pictures !== config.storage.driver) {
    throw new BackupError(`STORAGE_DRIVER: this backup holds ${manifest.pictures} pictures: set STORAGE_DRIVER=${manifest.pictures}`);
  }
  const dump = path.join(dir, config.databaseUrl ? PG_DUMP : PGLITE_DUMP);
  if (!existsSync(dump)) throw new BackupError(`${dir} is not a whole backup: ${path.basename(dump)} is missing`);
  const keptAside: string[] = [];
  if (config.databaseUrl) {
    const { dbname, env } = connection(config.databaseUrl);
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dbname, dump], env);
  } else {
    const dataDir = path.resolve(config.dataDir);
    assertEmbeddedClosed(dataDir);
    const aside = moveAside(dataDir);
    if (aside) keptAside.push(aside);
    mkdirSync(dataDir, { recursive: true });
    const client = new PGlite({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
    await client.waitReady;
    await client.close();
  }
  if (config.storage.driver === 'local') {
    const target = path.resolve(config.storage.dir);
    const aside = moveAside(target);
    if (aside) keptAside.push(aside);
    cpSync(path.join(dir, FILES), target, { recursive: true });
  } else {
    await copyBucketIn(config, path.join(dir, BUCKET));
  }
  return { manifest, keptAside };
}

/** `backup <dir>` or `restore <dir>` (scripts/backup.mjs and scripts/restore.mjs call this). */
async function cli(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    console.error(`usage: npm run ${command === 'restore' ? 'restore' : 'backup'} -- <folder>`);
    process.exit(2);
  }
  const config = configOrExit();
  const target = path.resolve(dir);
  const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in ${path.resolve(config.dataDir)}`;
  const pictures =
    config.storage.driver === 'local' ? `the pictures in ${path.resolve(config.storage.dir)}` : `the pictures in bucket ${config.storage.s3.bucket}`;
  try {
    if (command === 'backup') {
      const manifest = await backup(config, target);
      say(`Backed up ${where} and ${pictures} (${manifest.pictureCount}) into ${target}`);
    } else {
      const { manifest, keptAside } = await restore(config, target);
      say(`Restored ${where} and ${pictures} from the backup of ${manifest.createdAt}`);
      for (const aside of keptAside) say(`  what was there before is kept in ${aside}`);
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await cli();
