import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The client is served by the Tavern server from packages/web/dist; `vite` (dev) proxies the API and socket to it.
export default defineConfig({
  root,
  plugins: [react()],
  // The workspace packages' TypeScript sources, not their built dist (see the root vitest.config.ts).
  resolve: { conditions: ['@tavern/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tavern/source', ...defaultServerConditions] } },
  // One bundle holds every game's client module (card data and words); about 600 kB, 170 kB gzipped.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
