import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import { currentVersion, waitForVersionAbove } from './support/table';

// Fixed seeds make the deal reproducible (the bots still think for themselves).
const e2e = useE2E({ seeds: [process.env['SGS_SEED'] ?? 'a3'] });

/** Moves that keep the person's hand (and its Dodges) intact while the bots play. */
const PASSIVE = ['chooseGeneral', 'pass', 'endPhase', 'finish', 'chooseOption', 'chooseSeat', 'chooseSkill', 'pickHand', 'pickCard', 'place'];

async function passively(page: Page): Promise<void> {
  for (const type of PASSIVE) {
    const button = page.locator(`button.confirm[data-action-type="${type}"]`);
    if ((await button.count()) > 0) {
      await button.first().click();
      return;
    }
  }
  // A forced choice of cards (a discard): give up anything but a Dodge.
  for (let guard = 0; guard < 10; guard++) {
    const confirm = page.locator('button.confirm.primary');
    if ((await confirm.count()) > 0) {
      await confirm.first().click();
      return;
    }
    const offered = page.locator('[data-testid="hand"] button[data-state="offered"]:not([aria-label^="Dodge"])');
    const any = page.locator('[data-testid="hand"] button[data-state="offered"]');
    const card = (await offered.count()) > 0 ? offered.first() : any.first();
    if ((await any.count()) === 0) break;
    await card.click();
  }
  await page.locator('button.confirm').first().click();
}

test('in a Sanguosha room with bots the person answers a Kill with a Dodge', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'sanguosha', 6);
  await page.locator('.sgs-table').waitFor();
  for (let decisions = 0; decisions < 250; decisions++) {
    await page.waitForFunction(
      () => document.querySelector('.prompt-panel.mine') !== null || document.querySelector('[data-testid="results"]') !== null,
      undefined,
      { timeout: 30_000 },
    );
    if ((await page.locator('[data-testid="results"]').count()) > 0) break;
    const prompt = await page.locator('[data-testid="prompt-panel"]').innerText();
    const dodge = page.locator('[data-testid="hand"] button[data-state="offered"][aria-label^="Dodge"]');
    const before = await currentVersion(page);
    if (/Kill: play a Dodge/.test(prompt) && (await dodge.count()) > 0) {
      await dodge.first().click();
      await page.locator('button.confirm.primary[data-action-type="respond"]').click();
      await waitForVersionAbove(page, before);
      await expect.poll(() => page.locator('[data-testid="game-log"]').innerText()).toMatch(/Kill on Ann\nAnn (uses|plays) Dodge/);
      return;
    }
    await passively(page);
    await waitForVersionAbove(page, before);
  }
  throw new Error('no Kill came while the person held a Dodge');
}, 120_000);
