import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import {
  currentVersion,
  decideAndWait,
  isFinished,
  isMyDecision,
  playUntil,
} from './support/table';

// A long pause, so the test sees the table wait on the round summary.
const e2e = useE2E({ summaryPauseMs: 60_000 });

test('a Saboteur round ends in a summary (roles, the gold goal, gold dealt) and the table pauses until the player continues', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'saboteur', 3);
  const summary = page.locator('[data-testid="round-summary"]');
  await playUntil(page, async () => (await summary.count()) > 0);
  await summary.waitFor();
  const text = await summary.innerText();
  expect(text).toMatch(/End of round 1/);
  expect(text).toMatch(/Gold-digger|Saboteur/);
  expect(await page.locator('[data-testid="gold-goal"]').innerText()).toMatch(
    /The gold was under the (top|middle|bottom) goal|Nobody reached the gold/,
  );
  expect(text).toMatch(/gold cards?/);
  const round = page.locator('[data-testid="game-log"] li', { hasText: 'Round 2 begins' });
  const pause = page.locator('[data-testid="summary-pause"]');
  const startNext = page.locator('button.confirm', { hasText: 'Start the next round' });
  // Between the summary and round 2 the person may still owe a gold pick; then either a bot starts
  // the next round (the table pauses for the person) or the person does (the table waits for them).
  for (let step = 0; step < 300 && (await round.count()) === 0; step++) {
    if ((await pause.count()) > 0) {
      const version = await currentVersion(page);
      await page.waitForTimeout(1500);
      expect(await currentVersion(page)).toBe(version);
      expect(await round.count()).toBe(0);
      await pause.getByRole('button', { name: 'Continue' }).click();
      break;
    }
    if ((await startNext.count()) > 0) {
      await startNext.click();
      break;
    }
    if (await isMyDecision(page)) await decideAndWait(page);
    else await page.waitForTimeout(100);
  }
  await round.waitFor({ timeout: 15_000 });
}, 300_000);

test('the host’s rematch keeps the seats and starts a new game', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'regicide', 2);
  await playUntil(page, () => isFinished(page));
  await page.locator('[data-testid="results"]').waitFor();
  const seats = await page.locator('.players-bar li .seat-name').allInnerTexts();
  const watcher = await e2e.newPage();
  await watcher.goto(`${page.url()}/watch`);
  await watcher.locator('[data-testid="results"]').waitFor();
  const oldUrl = page.url();
  await page.locator('[data-testid="rematch"]').click();
  await page.waitForURL((url) => url.toString() !== oldUrl);
  await page.locator('.table-screen').waitFor();
  expect(await page.locator('[data-testid="results"]').count()).toBe(0);
  expect(await page.locator('.players-bar li .seat-name').allInnerTexts()).toEqual(seats);
  expect(await page.locator('.players-bar li[data-seat="0"]').innerText()).toContain('(you)');
  // Others in the old room are told and can follow.
  await watcher.locator('[data-testid="join-rematch"]').click();
  await watcher.waitForURL(
    (url) => url.pathname.endsWith('/watch') && !url.toString().startsWith(oldUrl),
  );
  await watcher.locator('.table-screen').waitFor();
}, 300_000);
