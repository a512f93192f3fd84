// `npm test`: installs what the suites need, runs every suite and ends with `N passed, N failed`.
//   First the browser suite (Playwright, Chromium, its own servers) beside the static checks: the browser suite
//   spends much of its time waiting on pages. Then the web unit tests and the server suites on PGlite and on
//   PostgreSQL (when reachable), in turn: each keeps both cores busy, and beside the browser suite their waits (and
//   the browser suite's) ran out on this 2-core machine. Each line of output says its suite.
// Pass suite names to run only some: `npm test -- static web server-pglite server-postgres e2e`.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { ensureBrowser, ensureDependencies, ensurePostgresClient, ensureWebBuild } from './bootstrap.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}.test-output`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

ensureDependencies();
if (wanted('e2e')) ensureBrowser();
// The browser suite serves the build, and the server suites draw the home screen with its `first-paint` code.
if (['e2e', 'server-pglite', 'server-postgres'].some(wanted)) ensureWebBuild();
mkdirSync(out, { recursive: true });

/** Runs a command, its output's lines prefixed with the lane's name; resolves to its exit status. */
function run(lane, command, args, options = {}) {
  console.log(`[${lane}] $ ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
}

/**
 * The first lines of a failure's message, indented under its name: a CI log keeps only its tail, and a failure that
 * shows once in a while has to be told from that tail.
 */
function whyFailed(messages) {
  const message = messages.find(Boolean);
  if (!message) return '';
  const lines = message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return lines
    .slice(0, 6)
    .map((line) => `\n      ${line.slice(0, 300)}`)
    .join('');
}

/** Vitest's JSON report: numPassedTests / numFailedTests (a crashed run counts as one failure), and what failed. */
function vitestCounts(report, status) {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, failures: ['(no report)'] };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const files = json.testResults ?? [];
  const failedFiles = files.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  const failures = [
    ...failedFiles.map((f) => `${f.name}: ${f.message || 'did not run'}`),
    ...files.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${a.fullName}${whyFailed(a.failureMessages ?? [])}`)),
  ];
  const failed = json.numFailedTests + failedFiles.length + (status !== 0 && json.numFailedTests + failedFiles.length === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests, failures };
}

/** Every spec of a Playwright report's suites, nested ones included, with its file. */
function playwrightSpecs(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites ?? [])]);
}

/**
 * The end of the page as it stood when a test failed (Playwright's error context): dialogs, confirmations and toasts
 * are drawn last, so a test that waited for one and timed out shows what was there instead.
 */
function pageAtFailure(result, lines = 15) {
  const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
  if (!context) return '';
  // The page's accessibility tree, the one YAML block of the context (under "Page snapshot" or the error's details).
  const snapshot = readFileSync(context.path, 'utf8').match(/```yaml\n([\s\S]*?)\n```/)?.[1] ?? '';
  const shown = snapshot.split('\n').filter((line) => line.trim());
  return shown.length
    ? `\n      page at the failure (its last ${Math.min(lines, shown.length)} lines):${shown
        .slice(-lines)
        .map((line) => `\n        ${line.slice(0, 200)}`)
        .join('')}`
    : '';
}

/** A failed Playwright test's first error, with the line it stopped at, and the page at that moment. */
function whyTestFailed(spec) {
  const result = spec.tests.flatMap((test) => test.results ?? []).find((r) => r.error);
  if (!result) return '';
  // The spec's own line: an error thrown in the kit is located there, but its stack passes through the spec.
  const specLine = (result.error.stack ?? '').match(new RegExp(`${spec.file.replace(/[.]/g, '\\.')}:(\\d+)`))?.[1];
  const line = specLine ?? result.errorLocation?.line;
  const at = line ? `at line ${line}: ` : '';
  return whyFailed([`${at}${result.error.message ?? ''}`]) + pageAtFailure(result);
}

/** Playwright's JSON report: stats.expected / unexpected / flaky / skipped, and what failed. */
function playwrightCounts(report, status) {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, failures: ['(no report)'] };
  const { stats, suites = [], errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [
    ...playwrightSpecs(suites)
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} ${spec.title}${whyTestFailed(spec)}`),
    ...errors.map((error) => (error.message ?? '').split('\n')[0]),
  ];
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, failures };
}

async function vitest(workspace, name, env = {}) {
  const report = `${out}/${name}.json`;
  rmSync(report, { force: true });
  const status = await run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
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

const results = new Map();

/** Typecheck, lint and format. */
async function staticChecks() {
  // Static checks first: every package, the browser specs and the benchmarks typecheck; lint and format hold.
  if (wanted('static')) {
    const checks = [
      ['typecheck', ['npm', ['run', 'typecheck']]],
      ['lint', ['npx', ['eslint', '.']]],
      ['format', ['npx', ['prettier', '--check', '.']]],
    ];
    const failures = [];
    for (const [name, [command, args]] of checks) if ((await run('static', command, args)) !== 0) failures.push(name);
    if (failures.length) console.log(`[static] Static checks failed: ${failures.join(', ')}`);
    results.set('static checks', { passed: checks.length - failures.length, failed: failures.length, skipped: 0, failures });
  }
}

/** The web unit tests and the server suites, in turn. */
async function unitAndServerSuites() {
  if (wanted('web')) results.set('web unit', await vitest('apps/web', 'web'));
  if (wanted('server-pglite')) results.set('server on PGlite', await vitest('apps/server', 'server-pglite', { TEST_DATABASE_URL: '' }));
  if (wanted('server-postgres')) {
    if (await reachable(postgresUrl)) {
      ensurePostgresClient();
      results.set('server on PostgreSQL', await vitest('apps/server', 'server-postgres', { TEST_DATABASE_URL: postgresUrl }));
    } else {
      console.log(`PostgreSQL not reachable at ${postgresUrl}: server-on-PostgreSQL suite skipped.`);
    }
  }
}

async function browserSuite() {
  if (!wanted('e2e')) return;
  const report = `${out}/e2e.json`;
  rmSync(report, { force: true });
  // Each worker's server keeps its rows on the PostgreSQL server when one answers (scripts/e2e-server.mjs).
  const database = (await reachable(postgresUrl)) ? { E2E_DATABASE_URL: postgresUrl } : {};
  const status = await run('e2e', 'npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...database } });
  results.set('browser (Playwright)', playwrightCounts(report, status));
  if (database.E2E_DATABASE_URL) {
    // Imported here: it needs the npm dependencies, which a fresh clone has only once this script installed them.
    const { dropE2eDatabases } = await import('./e2e-databases.mjs');
    console.log(`[e2e] dropped the workers' ${await dropE2eDatabases(database.E2E_DATABASE_URL)} databases`);
  }
}

const started = Date.now();
await Promise.all([staticChecks(), browserSuite()]);
await unitAndServerSuites();
const order = ['static checks', 'web unit', 'server on PGlite', 'server on PostgreSQL', 'browser (Playwright)'];

let passed = 0;
let failed = 0;
let skipped = 0;
console.log(`\nSuites (${((Date.now() - started) / 60_000).toFixed(1)} min):`);
for (const name of order.filter((n) => results.has(n))) {
  const counts = results.get(name);
  console.log(`  ${name.padEnd(22)} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
// What failed, last before the count: a run's tail (all a CI log may keep) names it.
for (const name of order.filter((n) => results.get(n)?.failures?.length)) {
  console.log(`Failed in ${name}:`);
  for (const failure of results.get(name).failures) console.log(`  ${failure}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
