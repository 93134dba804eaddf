import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildClient } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client built once for every browser test file (see `useE2E`). */
    builtClient: string;
  }
}

/**
 * Global setup of the browser tests: the client is built once for the whole run, not once per test
 * file (eleven builds of the same sources), and removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = await buildClient();
  project.provide('builtClient', outDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
  };
}
