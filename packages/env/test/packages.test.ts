import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/consumer', import.meta.url));
/** The packages others can install, by workspace name. */
const PUBLISHED = [
  '@tavern/engine', '@tavern/regicide', '@tavern/saboteur', '@tavern/sanguosha', '@tavern/gods-gambit',
  '@tavern/game-registry', '@tavern/bots', '@tavern/env',
];

/** Runs a command; a failure reports what it printed. */
function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

let scratch = '';
let tarballs: string[] = [];

beforeAll(() => {
  // The build is incremental: nearly free when `npm install` (prepare) already built everything.
  run('npm', ['run', 'build', '--silent'], repo);
  scratch = mkdtempSync(join(tmpdir(), 'tavern-consumer-'));
  const packs = join(scratch, 'packs');
  mkdirSync(packs);
  run('npm', ['pack', '--silent', '--pack-destination', packs, ...PUBLISHED.flatMap((name) => ['-w', name])], repo);
  tarballs = readdirSync(packs).map((file) => join(packs, file));
  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  for (const file of ['play.js', 'play.mts', 'tsconfig.json']) copyFileSync(join(fixtures, file), join(app, file));
  run('npm', ['install', '--silent', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], app);
});

afterAll(() => {
  if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
});

describe('the packed packages', () => {
  test('ship only what users need: built JavaScript and declarations, no sources, tests or benches', () => {
    expect(tarballs).toHaveLength(PUBLISHED.length);
    for (const tarball of tarballs) {
      const files = run('tar', ['tzf', tarball], scratch).trim().split('\n');
      const stray = files.filter((file) => !/^package\/(package\.json|README\.md|dist\/.+\.(js|d\.ts))$/.test(file));
      expect(stray, tarball).toEqual([]);
      expect(files, tarball).toContain('package/dist/index.d.ts');
    }
  });

  test('import from plain node (ESM) and play games', () => {
    const result = JSON.parse(run('node', ['play.js'], join(scratch, 'app'))) as {
      games: string[];
      entries: boolean;
      played: Record<string, { actions: number; winners: number[] }>;
    };
    expect(result.games).toEqual(['regicide', 'saboteur', 'sanguosha', 'gods-gambit']);
    expect(result.entries).toBe(true);
    for (const game of ['regicide', 'gods-gambit', 'saboteur']) expect(result.played[game]?.actions).toBeGreaterThan(0);
  });

  test('compile from TypeScript with module nodenext against the declarations, then run', () => {
    const app = join(scratch, 'app');
    // Node's own types from the repository (zod's declarations name URL); everything else from the packs.
    const typeRoots = join(repo, 'node_modules/@types');
    run('node', [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--types', 'node', '--typeRoots', typeRoots], app);
    const result = JSON.parse(run('node', ['out/play.mjs'], app)) as { actions: number; vectorActions: number; winners: number[] };
    expect(result.actions).toBeGreaterThan(0);
    expect(result.vectorActions).toBeGreaterThan(0);
    expect(Array.isArray(result.winners)).toBe(true);
  });

  test('pass publint and Are the Types Wrong (ESM-only profile)', () => {
    for (const name of PUBLISHED) {
      const dir = join(repo, 'node_modules', name);
      expect(() => run('node', [join(repo, 'node_modules/publint/src/cli.js'), '--strict', dir], repo), name).not.toThrow();
    }
    for (const tarball of tarballs) {
      expect(
        () => run('node', [join(repo, 'node_modules/@arethetypeswrong/cli/dist/index.js'), tarball, '--profile', 'esm-only'], repo),
        tarball,
      ).not.toThrow();
    }
  });
});
