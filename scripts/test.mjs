// `npm test`: installs what the suites need, runs every suite and ends with `N passed, N failed`.
//   web unit · server on PGlite · server on PostgreSQL (when reachable) · browser (Playwright, Chromium)
// Pass suite names to run only some: `npm test -- static web server-pglite server-postgres e2e`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { ensureBrowser, ensureDependencies, ensurePostgresClient, ensureWebBuild } from './bootstrap.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}.test-output`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

ensureDependencies();
if (wanted('e2e')) {
  ensureBrowser();
  ensureWebBuild();
}
mkdirSync(out, { recursive: true });

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } }).status;
}

/** Vitest's JSON report: numPassedTests / numFailedTests (a crashed run counts as one failure). */
function vitestCounts(report, status) {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedFiles = (json.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = json.numFailedTests + failedFiles + (status !== 0 && json.numFailedTests + failedFiles === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests };
}

/** Playwright's JSON report: stats.expected / unexpected / flaky / skipped. */
function playwrightCounts(report, status) {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
}

function vitest(workspace, name, env = {}) {
  const report = `${out}/${name}.json`;
  rmSync(report, { force: true });
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: `${root}${workspace}`,
    env,
  });
  return vitestCounts(report, status);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const results = [];
// Static checks first: every package, the browser specs and the benchmarks typecheck; lint and format hold.
if (wanted('static')) {
  const checks = [
    ['typecheck', ['npm', ['run', 'typecheck']]],
    ['lint', ['npx', ['eslint', '.']]],
    ['format', ['npx', ['prettier', '--check', '.']]],
  ];
  const failures = checks.filter(([, [command, args]]) => run(command, args) !== 0).map(([name]) => name);
  if (failures.length) console.log(`\nStatic checks failed: ${failures.join(', ')}`);
  results.push(['static checks', { passed: checks.length - failures.length, failed: failures.length, skipped: 0 }]);
}
if (wanted('web')) results.push(['web unit', vitest('apps/web', 'web')]);
if (wanted('server-pglite')) results.push(['server on PGlite', vitest('apps/server', 'server-pglite', { TEST_DATABASE_URL: '' })]);
if (wanted('server-postgres')) {
  if (await reachable(postgresUrl)) {
    ensurePostgresClient();
    results.push(['server on PostgreSQL', vitest('apps/server', 'server-postgres', { TEST_DATABASE_URL: postgresUrl })]);
  } else {
    console.log(`\nPostgreSQL not reachable at ${postgresUrl}: server-on-PostgreSQL suite skipped.`);
  }
}
if (wanted('e2e')) {
  const report = `${out}/e2e.json`;
  rmSync(report, { force: true });
  const status = run('npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  results.push(['browser (Playwright)', playwrightCounts(report, status)]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSuites:');
for (const [name, counts] of results) {
  console.log(`  ${name.padEnd(22)} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
