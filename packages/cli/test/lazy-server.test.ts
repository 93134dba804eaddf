import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('./fixtures/sim-then-count-server-modules.ts', import.meta.url));

function run(...flags: string[]): { afterSim: number; atEnd: number } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...flags], { cwd: repo, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { afterSim: number; atEnd: number };
}

test('tavern sim loads neither Fastify nor SQLite (the server is imported only by serve)', () => {
  const counts = run('--then-serve-import');
  expect(counts.afterSim).toBe(0);
  // The probe can see them: importing the server afterwards loads both.
  expect(counts.atEnd).toBeGreaterThan(0);
});
