import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// End-to-end browser tests: run with `npx vitest run --config packages/web/vitest.e2e.config.ts`.
export default defineConfig({
  root: repo,
  // The workspace packages' TypeScript sources, not their built dist (see the root vitest.config.ts).
  resolve: { conditions: ['@tavern/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tavern/source', ...defaultServerConditions] } },
  test: {
    include: ['packages/web/test/e2e/**/*.test.ts'],
    globalSetup: ['packages/web/test/e2e/support/built-client.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at a time: a file waits on its browser and server far more than it computes (one
    // file at a time used under half of one core), and each has its own server, browser and database.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
