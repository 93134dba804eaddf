import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'packages/web/test/e2e/**'],
    // Conformance runs take tens of seconds; a generous limit keeps a loaded machine from failing them.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
