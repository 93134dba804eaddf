import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';

const e2e = useE2E();
const PHONE = { width: 390, height: 844 };
const MIN_TAP = 40;

/** Tap targets smaller than 40 CSS px either way, and whether the page is wider than the screen. */
async function phoneProblems(page: Page): Promise<{ small: string[]; overflow: number }> {
  return page.evaluate((min) => {
    const small: string[] = [];
    const targets = document.querySelectorAll(
      'button, select, input:not([type="checkbox"]), [role="button"], a[href]',
    );
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (element.closest('dialog:not([open])') !== null) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        small.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent.trim().slice(0, 30)}" ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
        );
      }
    }
    return {
      small: [...new Set(small)],
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, MIN_TAP);
}

test('the lobby fits a phone and every tap target is at least 40 px', async () => {
  const page = await e2e.newPage(PHONE);
  await page.goto(e2e.url());
  await page.locator('.game-choice').first().waitFor();
  expect(await phoneProblems(page)).toEqual({ small: [], overflow: 0 });
}, 60_000);

describe.each([
  ['regicide', 2],
  ['saboteur', 3],
  ['gods-gambit', 3],
  ['sanguosha', 4],
] as const)('%s on a phone', (game, seats) => {
  test('the table fits 390 px and every tap target is at least 40 px', async () => {
    const page = await e2e.newPage(PHONE);
    await startRoomWithBots(page, e2e.url(), game, seats);
    await page.locator('.prompt-panel.mine').waitFor({ timeout: 30_000 });
    const offered = page.locator('[data-testid="hand"] button[data-state="offered"]');
    if ((await offered.count()) > 0) await offered.first().click();
    expect(await phoneProblems(page)).toEqual({ small: [], overflow: 0 });
  }, 120_000);
});
