import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WEB_ROOT } from './server';

/** Debian's Chromium (installed by .ci/run); never a downloaded browser. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Headless Chromium with the flags CI needs. */
export function launchBrowser(): Promise<Browser> {
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
    pages.map((page, i) => page.screenshot({ path: join(ARTIFACTS, `${safe}-${String(i)}.png`), fullPage: true }).catch(() => undefined)),
  );
}
