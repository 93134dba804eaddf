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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/**/test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'packages/web/**'],
          // The rules, bots, server and CLI tests share no mocks and no globals: a worker loads the
          // modules once for all its files instead of once per file (an isolated run spent 155 s
          // of CI's two cores importing, a shared one 34 s).
          isolate: false,
        },
      },
      {
        extends: true,
        // The web client's tests mock modules and stub browser globals: each file keeps its own.
        test: {
          name: 'web',
          include: ['packages/web/test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'packages/web/test/e2e/**'],
        },
      },
    ],
    // Conformance runs take tens of seconds; a generous limit keeps a loaded machine from failing them.
    testTimeout: 600_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine (CI's) leaves one
    // worker and half the machine idle: the tests are CPU-bound and the main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
