// `npm start`: install what is missing, build the web app and the server, then migrate, seed and serve on one port.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureServerBuild, ensureWebBuild } from './bootstrap.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureDependencies();
ensureWebBuild();
ensureServerBuild();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? `${root}apps/web/dist`, DATA_DIR: process.env.DATA_DIR ?? `${root}data/pglite` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
