import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkLayers } from './chunking.ts';
import { contractTreeShaking } from './contract-tree-shaking-plugin.ts';
import { firstLoadManifest } from './first-load-plugin.ts';
import { firstPaintRenderer } from './first-paint-plugin.ts';
import { precompress } from './precompress-plugin.ts';

const API_SERVER = 'http://127.0.0.1:8080';

// React Router's package exports name its development build for every condition (remix-run/react-router#14102),
// so a production build bundled its dev warnings and checks. The build takes its production files instead.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ mode }) => ({
  resolve: { alias: mode === 'production' ? productionReactRouter : [] },
  plugins: [
    react(),
    contractTreeShaking(),
    firstLoadManifest(),
    precompress(),
    firstPaintRenderer({ alias: productionReactRouter, plugins: [react(), contractTreeShaking()] }),
  ],
  server: {
    proxy: {
      '^/mall_': { target: API_SERVER, changeOrigin: true },
      '/sso-service': { target: API_SERVER, changeOrigin: true },
      '/files': { target: API_SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // All the CSS is 3.5 KB gzip: one file saves each screen a request or two.
    cssCodeSplit: false,
    // Browsers without native modulepreload (Safari before 17, Firefox before 115) only lose the hint; the
    // polyfill cost every page a request of its own, since the entry's code sits in the `boot` chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunkLayers() } },
  },
}));
