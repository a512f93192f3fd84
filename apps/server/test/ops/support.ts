// What the ops tests share: real server processes with their whole output, and empty or seeded databases of either kind.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { adminQuery, databaseUrlFor, pgliteTemplate, PG_TEMPLATE_DB, testDatabaseUrl } from '../database.ts';
import { aesEcbEncrypt } from '../helpers.ts';
import { freePort } from '../proof/processes.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const onPostgres = () => Boolean(testDatabaseUrl());

export interface TestDatabase {
  /** DATABASE_URL, or DATA_DIR (with STORAGE_DIR beside it). */
  env: Record<string, string>;
  url?: string;
  dataDir?: string;
  storageDir: string;
  drop(): Promise<void>;
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `caremall-${prefix}-`));
}

/** A database with nothing in it: an empty PostgreSQL database on the test server, or a new PGlite folder. */
export async function emptyDatabase(): Promise<TestDatabase> {
  const dir = tempDir('ops');
  const storageDir = path.join(dir, 'files');
  const base = testDatabaseUrl();
  if (base) {
    const name = `caremall_ops_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `create database ${name}`);
    const url = databaseUrlFor(base, name);
    return {
      env: { DATABASE_URL: url, STORAGE_DIR: storageDir },
      url,
      storageDir,
      drop: async () => {
        await adminQuery(base, `drop database if exists ${name} with (force)`);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = path.join(dir, 'pglite');
  return {
    env: { DATA_DIR: dataDir, STORAGE_DIR: storageDir },
    dataDir,
    storageDir,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A copy of the migrated, seeded test template: a PostgreSQL database, or a PGlite folder. */
export async function seededDatabase(): Promise<TestDatabase> {
  const database = await emptyDatabase();
  if (database.url) {
    const base = testDatabaseUrl()!;
    const name = new URL(database.url).pathname.slice(1);
    await adminQuery(base, `drop database ${name}`);
    await adminQuery(base, `create database ${name} template ${PG_TEMPLATE_DB}`);
    return database;
  }
  const client = new PGlite({ dataDir: database.dataDir, loadDataDir: await pgliteTemplate() });
  await client.waitReady;
  await client.close();
  return database;
}

export interface Spawned {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Runs `args` (default: the server from source) to its end; answers its exit code and output. */
export async function runToExit(env: Record<string, string>, args = ['--import', 'tsx', 'apps/server/src/main.ts'], timeoutMs = 45_000) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** Lines a person reads on stderr (Node's own deprecation notes aside). */
export const stderrLines = (stderr: string) =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('(node:') && !line.startsWith('(Use `node --trace'));

/** Never the developer's ./data, never a web build, and the limits out of the way. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(DATABASE_URL|DATA_DIR|STORAGE_.*|ADMIN_.*|SEED_DEMO|METRICS_.*|SHUTDOWN_.*|CAPTCHA_TEST_HOOK|SSO_.*|WEB_DIST|LOG_LEVEL|PORT|HOST)$/.test(
        name,
      )
    )
      delete env[name];
  }
  return { ...env, HOST: '127.0.0.1', WEB_DIST: '', LOGIN_MAX_FAILURES: '1000' };
}

/** The real server as a child process on a free port, answering /healthz. */
export async function spawnServer(env: Record<string, string>, args = ['--import', 'tsx', 'apps/server/src/main.ts']): Promise<Spawned> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...baseEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exitCode = code))));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) while starting:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 400) throw new Error(`server did not start:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    port,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface Answer {
  status: number;
  body: { code: string; msg: string | null; data: any; success: boolean };
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

/** Every secret a captcha sign-in handles, so a test can look for them where they must not be. */
export interface SignIn {
  accessToken: string | null;
  code: string;
  captchaToken: string;
  secretKey: string;
  pointJson: string;
  captchaVerification: string;
}

/** The browser's sign-in: captcha challenge, its answer through the test hook, check, then the login call. */
export async function signInWith(base: string, username: string, password: string): Promise<SignIn> {
  const { repData } = (await call(base, 'POST', '/mall_auth/ua/captcha/get', { body: { captchaType: 'blockPuzzle' } })).body.data;
  const answer = (await call(base, 'GET', `/mall_auth/ua/captcha/test_answer?token=${repData.token}`)).body.data;
  const point = JSON.stringify({ x: answer.x, y: 5 });
  const pointJson = aesEcbEncrypt(point, repData.secretKey);
  const checked = await call(base, 'POST', '/mall_auth/ua/captcha/check', { body: { captchaType: 'blockPuzzle', token: repData.token, pointJson } });
  if (checked.body.data?.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(checked.body)}`);
  const captchaVerification = aesEcbEncrypt(`${repData.token}---${point}`, repData.secretKey);
  const login = await call(base, 'POST', '/mall_auth/ua/login', {
    body: { principal: username, credentials: password, sysType: 1, captchaVerification },
  });
  return {
    accessToken: login.body.success ? login.body.data.accessToken : null,
    code: login.body.code,
    captchaToken: repData.token,
    secretKey: repData.secretKey,
    pointJson,
    captchaVerification,
  };
}

/** A password the settings accept for ADMIN_PASSWORD. */
export const strongPassword = () => `Op-${randomBytes(9).toString('base64url')}-7x`;
