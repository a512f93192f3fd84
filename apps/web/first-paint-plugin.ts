import path from 'node:path';
import { build, type Alias, type Plugin, type PluginOption } from 'vite';
import { FIRST_PAINT } from '../../packages/contract/src/common/web-page.ts';

const ENTRY = 'src/first-paint/render-home.tsx';

/**
 * Once the browser's build is written, builds the home screen's drawing for Node (`src/first-paint/render-home.tsx`)
 * beside it (self-contained: its packages are bundled in; what it imports lazily, antd's dialogs among them, is
 * never loaded), so a server that serves this build draws the first page with the same code.
 */
export function firstPaintRenderer({ alias, plugins }: { alias: Alias[]; plugins: PluginOption[] }): Plugin {
  let root = '';
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'caremall-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins,
        resolve: {
          alias: [...alias, { find: /^zustand$/, replacement: path.join(root, 'src/first-paint/zustand-on-server.ts') }],
        },
        // React's production build: the server's own NODE_ENV does not choose it.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: ENTRY,
          outDir: path.join(outDir, FIRST_PAINT.dir),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          // The drawing imports the order screen itself, which the browser's code imports lazily: meant, not a slip.
          rolldownOptions: { output: { entryFileNames: FIRST_PAINT.module }, checks: { ineffectiveDynamicImport: false } },
        },
      });
    },
  };
}
