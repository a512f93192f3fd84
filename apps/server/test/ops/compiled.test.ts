// The built server (plain JavaScript, no TypeScript loader) finds its migrations and area list, starts on an empty database and serves.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, emptyDatabase, repoRoot, signInWith, spawnServer, strongPassword, type Spawned, type TestDatabase } from './support.ts';

describe('the compiled server', () => {
  // Inside apps/server so the bundle finds the server's own node_modules, as dist/ does.
  const outdir = path.join(repoRoot, 'apps/server/.test-output', `build-${randomBytes(4).toString('hex')}`);
  let database: TestDatabase;
  let server: Spawned;
  const admin = { username: 'ops_built', password: strongPassword() };
  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['apps/server/build.mjs', outdir], { cwd: repoRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
    database = await emptyDatabase();
    server = await spawnServer(
      { ...database.env, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, CAPTCHA_TEST_HOOK: '1', LOG_LEVEL: 'warn' },
      [path.join(outdir, 'main.js')],
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('is one JavaScript file with its run-time files beside it, the contract bundled in and the dependencies left outside', () => {
    const bundle = readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']@caremall\/contract["']/);
    expect(bundle).toMatch(/from ["']fastify["']/);
    expect(existsSync(path.join(outdir, 'db/migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(outdir, 'db/seed/areas.csv'))).toBe(true);
  });

  it('migrates, installs the reference data, creates the administrator and serves a captcha sign-in', async () => {
    expect(server.output()).toContain(`platform administrator ${admin.username}`);
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    const signedIn = await signInWith(server.base, admin.username, admin.password);
    expect(signedIn.code).toBe('00000');
    const provinces = await call(server.base, 'GET', '/mall_delivery/m/area/list?parentId=0', { token: signedIn.accessToken! });
    expect(provinces.body.data.length).toBeGreaterThan(0);
    expect(await server.stop()).toBe(0);
  });
});
