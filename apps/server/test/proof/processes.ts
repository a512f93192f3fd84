import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrlFor, PG_TEMPLATE_DB, testDatabaseUrl } from '../database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  exited: () => boolean;
  stop(): Promise<void>;
  kill9(): void;
}

/** The real server (main.ts) as a child process, listening on a free port. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let exited = false;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_TEST_HOOK: '1',
      LOG_LEVEL: 'fatal',
      LOGIN_MAX_FAILURES: '1000',
      WEB_DIST: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`server exited while starting: ${stderr}`);
    try {
      if ((await fetch(`${base}/mall_auth/ua/app_config`)).ok) break;
    } catch {}
    if (i > 240) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    exited: () => exited,
    kill9: () => child.kill('SIGKILL'),
    stop: async () => {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}

/** A fresh database cloned from the migrated, seeded template on the PostgreSQL test server. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = testDatabaseUrl();
  if (!base) throw new Error('needs TEST_DATABASE_URL');
  const name = `caremall_proof_${randomBytes(5).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${PG_TEMPLATE_DB}`);
  return { url: databaseUrlFor(base, name), drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface OwnCluster {
  url: string;
  /** Asynchronous, so the server under test keeps running while PostgreSQL goes down and up. */
  restart(): Promise<void>;
  stop(): void;
}

/**
 * A throwaway PostgreSQL 15 cluster of this test alone (never the shared server), run as the
 * postgres user when this process is root. Answers a reason string when it cannot be started.
 */
export async function startOwnCluster(): Promise<OwnCluster | string> {
  if (!existsSync(`${PG_BIN}/initdb`)) return `PostgreSQL 15 binaries not found under ${PG_BIN}`;
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres user to own the cluster';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caremall-pg-'));
  const data = path.join(dir, 'data');
  mkdirSync(data);
  const port = await freePort();
  const as = (args: string[]) => (root ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0]!, args.slice(1)]) as [string, string[]];
  if (root) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (args: string[]) => {
    const [command, rest] = as(args);
    const result = spawnSync(command, rest, { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`${args.join(' ')}: ${result.stderr || result.stdout}`);
  };
  try {
    run([`${PG_BIN}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${(error as Error).message}`;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const ctl = (action: string) =>
    run([
      `${PG_BIN}/pg_ctl`,
      '-D',
      data,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'log'),
      action,
      ...(action === 'start' ? [] : ['-m', 'fast']),
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      new Promise<void>((resolve, reject) => {
        const [command, rest] = as([
          `${PG_BIN}/pg_ctl`,
          '-D',
          data,
          '-o',
          options,
          '-w',
          '-t',
          '60',
          '-l',
          path.join(dir, 'log'),
          'restart',
          '-m',
          'fast',
        ]);
        const child = spawn(command, rest, { stdio: 'ignore' });
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`))));
      }),
    stop: () => {
      try {
        ctl('stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Answer {
  status: number;
  body: { code: string; msg: string | null; data: any; success: boolean };
}

export async function call(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

const aes = (plain: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

/** Gets a captcha challenge from `getFrom`, solves it on `checkOn`; answers the captchaVerification. */
export async function captchaAcross(getFrom: string, checkOn: string): Promise<string> {
  const { repData } = (await call(getFrom, 'POST', '/mall_auth/ua/captcha/get', { body: { captchaType: 'blockPuzzle' } })).body.data;
  const answer = (await call(checkOn, 'GET', `/mall_auth/ua/captcha/test_answer?token=${repData.token}`)).body.data;
  const pointJson = JSON.stringify({ x: answer.x, y: 5 });
  const checked = await call(checkOn, 'POST', '/mall_auth/ua/captcha/check', {
    body: { captchaType: 'blockPuzzle', token: repData.token, pointJson: aes(pointJson, repData.secretKey) },
  });
  if (checked.body.data?.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(checked.body)}`);
  return aes(`${repData.token}---${pointJson}`, repData.secretKey);
}

export async function signIn(base: string, username: string, captchaFrom = base): Promise<string> {
  const captchaVerification = await captchaAcross(captchaFrom, base);
  const answer = await call(base, 'POST', '/mall_auth/ua/login', {
    body: { principal: username, credentials: 'Caremall123', sysType: 1, captchaVerification },
  });
  if (!answer.body.success) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.accessToken;
}

export const onPostgres = () => Boolean(testDatabaseUrl());
