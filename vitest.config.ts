import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their built dist by default; tests run on the TypeScript sources
// through the "@tavern/source" export condition, so no build is needed before `vitest`.
const source = '@tavern/source';

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    include: ['packages/**/test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'packages/web/test/e2e/**'],
    // Conformance runs take tens of seconds; a generous limit keeps a loaded machine from failing them.
    testTimeout: 600_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine (CI's) leaves one
    // worker and half the machine idle: the tests are CPU-bound and the main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
