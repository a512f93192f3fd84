// `npm run bench`: every benchmark in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = ['page-speed.mjs'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const { status } = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
