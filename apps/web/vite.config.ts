import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

const API_SERVER = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
