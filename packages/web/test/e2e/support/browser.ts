import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** packages/web (kept here rather than imported, so running this file as a script stays light). */
const WEB_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where to look for a Chromium, in order: `CHROME_PATH` (or the older `CHROMIUM_PATH`), Debian's
 * package (`/usr/bin/chromium`, which .ci/run installs), Ubuntu's name for it, and one installed by
 * `npx playwright-core install chromium`.
 */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromPlaywright = ((): string | null => {
    try {
      return chromium.executablePath();
    } catch {
      return null;
    }
  })();
  return [
    env['CHROME_PATH'],
    env['CHROMIUM_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    fromPlaywright,
  ].filter((path): path is string => path !== undefined && path !== null && path !== '');
}

/** The first candidate that exists, or null: the browser tests cannot run. */
export function findChromium(candidates: readonly string[] = chromiumCandidates()): string | null {
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The Chromium the browser tests drive. */
export const CHROMIUM = findChromium();

/** Headless Chromium with the flags CI needs. */
export function launchBrowser(): Promise<Browser> {
  if (CHROMIUM === null) {
    return Promise.reject(
      new Error(
        `no Chromium found (looked at ${chromiumCandidates().join(', ')}); ${HOW_TO_INSTALL}`,
      ),
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Where failure screenshots go (git-ignored). */
export const ARTIFACTS = join(WEB_ROOT, 'test/e2e/artifacts');

/** Saves a screenshot of each page, named after the test, when the test failed. */
export async function screenshotOnFailure(name: string, pages: readonly Page[]): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const safe = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await Promise.all(
    pages.map((page, i) =>
      page
        .screenshot({ path: join(ARTIFACTS, `${safe}-${String(i)}.png`), fullPage: true })
        .catch(() => undefined),
    ),
  );
}

/** What to do about a missing browser. */
const HOW_TO_INSTALL =
  'install one with `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright-core install chromium`, or set CHROME_PATH';

/** Is this a CI run (where a skipped browser test must fail the build)? */
function isCI(env: NodeJS.ProcessEnv): boolean {
  const value = env['CI'];
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * `npm test`'s second half: runs the browser tests with the Chromium found, passing on extra
 * arguments. Without one it says in one line which tests did not run and how to get a browser,
 * and succeeds, except under CI, where it fails, so CI can never skip them.
 */
function runBrowserTests(args: readonly string[]): number {
  const browser = findChromium();
  if (browser === null) {
    const files = readdirSync(join(WEB_ROOT, 'test/e2e')).filter((name) =>
      name.endsWith('.test.ts'),
    );
    const names = files.map((name) => name.replace(/\.test\.ts$/, '')).join(', ');
    process.stderr.write(
      `Browser tests NOT run (${files.length} files in packages/web/test/e2e: ${names}): no Chromium found; ${HOW_TO_INSTALL}.${isCI(process.env) ? ' CI is set, so this fails.' : ''}\n`,
    );
    return isCI(process.env) ? 1 : 0;
  }
  const vitest = resolve(WEB_ROOT, '../../node_modules/vitest/vitest.mjs');
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--config', join(WEB_ROOT, 'vitest.e2e.config.ts'), ...args],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: browser },
    },
  );
  return result.status ?? 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runBrowserTests(process.argv.slice(2));
}
