// Saves screenshots of each game's table (mid-game and end screen) at a desktop and a phone size
// under docs/screenshots/.
// Run: npx tsx packages/web/scripts/screenshots.ts [game ...]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { buildClient, startTestServer, WEB_ROOT } from '../test/e2e/support/server';
import { currentVersion, decideAny, isFinished, isMyDecision } from '../test/e2e/support/table';

const OUT = join(WEB_ROOT, '../../docs/screenshots');
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SEATS: Record<string, number> = { regicide: 2, saboteur: 4, 'gods-gambit': 4, sanguosha: 5 };

/** Optional per-game staging: a few clicks so the picture shows something in progress. */
async function stage(game: string, page: Page): Promise<void> {
  if (game === 'regicide') {
    const offered = page.locator('button.card[data-state="offered"]');
    if ((await offered.count()) > 0) await offered.first().click();
  }
  if (game === 'saboteur') {
    const tunnel = page.locator('button.sab-card.tunnel[data-state="offered"]');
    if ((await tunnel.count()) > 0) {
      await tunnel.first().click();
      const target = page.locator('.maze-target');
      if ((await target.count()) > 0) await target.first().click();
    }
  }
  if (game === 'sanguosha') {
    // Choose a general, then play on (ending phases, passing) until the hand holds cards on our turn.
    for (let step = 0; step < 40; step++) {
      await page.locator('.prompt-panel.mine').waitFor({ timeout: 30_000 });
      if ((await page.locator('[data-testid="hand"] button[data-state="offered"]').count()) > 0) {
        await page.locator('[data-testid="hand"] button[data-state="offered"]').first().click();
        return;
      }
      const version = await page.locator('.table-screen').getAttribute('data-version');
      await page.locator('button.confirm').first().click();
      await page.waitForFunction((v) => document.querySelector('.table-screen')?.getAttribute('data-version') !== v, version);
    }
  }
  if (game === 'gods-gambit') {
    const offered = page.locator('button.face-card[data-state="offered"]');
    if ((await offered.count()) > 0) await offered.first().click();
  }
}

/** Plays the person's seat by clicks (continuing round summaries) until the game is over. */
async function playToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 4000 && !(await isFinished(page)); step++) {
    const pause = page.locator('[data-testid="summary-pause"] button');
    if ((await pause.count()) > 0) await pause.click();
    if (!(await isMyDecision(page))) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = await currentVersion(page);
    await decideAny(page).catch(() => undefined);
    await page
      .waitForFunction((v) => Number(document.querySelector('.table-screen')?.getAttribute('data-version') ?? -1) > v, before, { timeout: 10_000 })
      .catch(() => undefined);
  }
}

/** Both sizes of the page as it is now, named `<id><suffix>-<size>.png`. */
async function shoot(page: Page, id: string, suffix: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(250);
    await page.screenshot({ path: join(OUT, `${id}${suffix}-${size.name}.png`), fullPage: size.name === 'phone' });
  }
  await page.setViewportSize(SIZES[0]);
}

const outDir = await buildClient();
const server = await startTestServer(outDir, 0, undefined, 1500);
const browser = await launchBrowser();
const wanted = process.argv.slice(2);
try {
  const response = await fetch(`${server.url}/api/games`);
  const games = (await response.json()) as { id: string }[];
  for (const { id } of games) {
    if (wanted.length > 0 && !wanted.includes(id)) continue;
    const context = await browser.newContext({ viewport: SIZES[0] });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator(`.game-choice[data-game="${id}"]`).click();
    await page.locator('#create-name').fill('Ann');
    await page.locator('#create-seats').selectOption(String(SEATS[id] ?? 2));
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.locator('.waiting').waitFor();
    for (;;) {
      const add = page.getByRole('button', { name: 'Add bot' });
      if ((await add.count()) === 0) break;
      await add.first().click();
      await page.waitForTimeout(100);
    }
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.prompt-panel.mine').waitFor({ timeout: 30_000 });
    await stage(id, page);
    await shoot(page, id, '');
    await page.keyboard.press('Escape');
    await playToTheEnd(page);
    await page.locator('[data-testid="results"]').waitFor({ timeout: 60_000 });
    await shoot(page, id, '-end');
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
  rmSync(outDir, { recursive: true, force: true });
}
