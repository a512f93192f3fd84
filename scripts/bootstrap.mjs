// Installs what a fresh clone is missing: npm dependencies, and (for tests) Chromium and a CJK font.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (command, options = {}) => execSync(command, { stdio: 'inherit', cwd: root, ...options });

export function ensureDependencies() {
  const installed = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

const hasCjkFont = () => spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi -E "wqy|noto.*cjk"']).status === 0;

export function ensureBrowser() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-wqy-microhei');
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
}

/** pg_dump and pg_restore, which the backup scripts (and their tests on PostgreSQL) call. */
export function ensurePostgresClient() {
  if (spawnSync('pg_dump', ['--version']).status === 0) return;
  console.log('Installing postgresql-client from Debian…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client`);
}

/** Modification time (ms) of the newest file under the given paths, relative to the repository. */
const newestOf = (paths) =>
  Number(
    execSync(`find ${paths.join(' ')} -type f -printf '%T@\\n' | sort -n | tail -1`, { cwd: root })
      .toString()
      .trim(),
  ) * 1000;

/** Builds the web app when its sources are newer than the last build. */
export function ensureWebBuild({ force = false } = {}) {
  const built = `${root}apps/web/dist/index.html`;
  if (!force && existsSync(built)) {
    if (newestOf(['apps/web/src', 'apps/web/index.html', 'apps/web/*.ts', 'packages/contract/src']) <= statSync(built).mtimeMs) return;
  }
  console.log('Building the web app…');
  run('npm run build -w apps/web');
}

/** Builds the server into apps/server/dist when its sources are newer than the last build. */
export function ensureServerBuild({ force = false } = {}) {
  const built = `${root}apps/server/dist/main.js`;
  if (!force && existsSync(built)) {
    if (newestOf(['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contract/src']) <= statSync(built).mtimeMs)
      return;
  }
  console.log('Building the server…');
  run('npm run build -w apps/server');
}
