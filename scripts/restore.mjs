// `npm run restore -- <folder>`: puts back the database and the pictures a backup folder holds (stop the server first).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// npm runs scripts from the repository root; a relative folder means the one the command was typed in.
const folder = process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/platform/ops/backup.ts', 'restore', ...(folder ? [folder] : [])], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
