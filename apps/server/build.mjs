// Builds the server once into plain JavaScript (dist/main.js plus the files it reads at run time), so production needs no TypeScript loader.
// `node build.mjs [outdir]`; dependencies stay in node_modules, the workspace's TypeScript contract is bundled in.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(process.argv[2] ?? path.join(here, 'dist'));

// Only what this script writes: other things may live beside it.
for (const previous of ['main.js', 'db']) rmSync(path.join(outdir, previous), { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-external',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@caremall/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
// Beside main.js as they are beside src/runtime-files.ts.
cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'db/migrations'), { recursive: true });
cpSync(path.join(here, 'src/db/seed/areas.csv'), path.join(outdir, 'db/seed/areas.csv'));
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}/main.js`);
