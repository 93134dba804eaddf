import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import { currentVersion, decideByClicks, waitForVersionAbove } from './support/table';

const e2e = useE2E();

test('a Gods’ Gambit room with bots is played by clicks to the end of a round', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'gods-gambit', 3);
  await page.locator('.gg-table').waitFor();
  const roundOver = () =>
    page.locator('[data-testid="game-log"] li', { hasText: /Round 1 ended/ }).count();
  let decisions = 0;
  while (
    (await roundOver()) === 0 &&
    (await page.locator('[data-testid="results"]').count()) === 0
  ) {
    await page.waitForFunction(
      () =>
        document.querySelector('.prompt-panel.mine') !== null ||
        document.querySelector('[data-testid="results"]') !== null ||
        [...document.querySelectorAll('[data-testid="game-log"] li')].some((li) =>
          /Round 1 ended/.test(li.textContent),
        ),
      undefined,
      { timeout: 20_000 },
    );
    if ((await roundOver()) > 0 || (await page.locator('.prompt-panel.mine').count()) === 0)
      continue;
    const before = await currentVersion(page);
    await decideByClicks(page, 'button.face-card[data-state="offered"]');
    await waitForVersionAbove(page, before);
    decisions += 1;
    expect(decisions).toBeLessThan(300);
  }
  expect(decisions).toBeGreaterThan(0);
  expect(await roundOver()).toBeGreaterThan(0);
  // The round's penalties are shown on the table (each seat sees its own total until the game ends).
  expect(await page.locator('.gg-players li[data-seat="0"]').innerText()).toMatch(
    /Penalty total: \d+/,
  );
}, 120_000);
