import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import {
  currentVersion,
  decideByClicks,
  isFinished,
  isMyDecision,
  waitForVersionAbove,
} from './support/table';

const e2e = useE2E();
const newPage = () => e2e.newPage();

/** Ann creates a 2-seat Regicide room; Bob joins through the invite link; Ann starts. */
async function openRegicideRoom(): Promise<{ ann: Page; bob: Page; link: string }> {
  const ann = await newPage();
  await ann.goto(e2e.url());
  await ann.locator('.game-choice[data-game="regicide"]').click();
  await ann.locator('#create-name').fill('Ann');
  await ann.locator('#create-seats').selectOption('2');
  await ann.getByRole('button', { name: 'Create room' }).click();
  await ann.locator('.waiting').waitFor();
  const link = await ann.locator('.invite-link').inputValue();
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]+$/);

  const bob = await newPage();
  await bob.goto(link);
  await bob.locator('#join-name').fill('Bob');
  await bob.getByRole('button', { name: 'Take a seat' }).click();
  await bob.locator('.waiting').waitFor();
  await ann.locator('.seat-list li[data-seat="1"]', { hasText: 'Bob' }).waitFor();
  await ann.getByRole('button', { name: 'Start the game' }).click();
  await ann.locator('.table-screen').waitFor();
  await bob.locator('.table-screen').waitFor();
  return { ann, bob, link };
}

/** The page whose decision it is, once both pages agree on the latest version. */
async function whoActs(players: readonly Page[]): Promise<Page | null> {
  for (let tries = 0; tries < 100; tries++) {
    for (const page of players) if (await isFinished(page)) return null;
    const versions = await Promise.all(players.map(currentVersion));
    if (versions.every((v) => v === versions[0])) {
      for (const page of players) if (await isMyDecision(page)) return page;
    }
    await players[0]!.waitForTimeout(50);
  }
  throw new Error('nobody owes a decision');
}

test('two browsers create and join a Regicide room by invite link and play it to the end by clicks, surviving a reload', async () => {
  const { ann, bob } = await openRegicideRoom();
  let players = [ann, bob];
  let decisions = 0;
  let reloaded = false;
  for (;;) {
    const page = await whoActs(players);
    if (page === null) break;
    const before = await currentVersion(page);
    await decideByClicks(page);
    await waitForVersionAbove(page, before);
    decisions += 1;
    if (decisions === 4 && !reloaded) {
      // A reload in the middle keeps the seat (token in localStorage) and the game.
      const handBefore = await bob.locator('[data-testid="hand"] .card').count();
      await bob.reload();
      await bob.locator('.table-screen').waitFor();
      await expect
        .poll(() => currentVersion(bob))
        .toBeGreaterThanOrEqual(await currentVersion(ann));
      expect(await bob.locator('.players-bar li[data-seat="1"]').innerText()).toContain('(you)');
      expect(await bob.locator('[data-testid="hand"] .card').count()).toBe(handBefore);
      await expect
        .poll(() => ann.locator('.players-bar li[data-seat="1"] .dot.on').count())
        .toBe(1);
      reloaded = true;
      players = [ann, bob];
    }
    expect(decisions).toBeLessThan(400);
  }
  expect(reloaded).toBe(true);
  for (const page of players) {
    await page.locator('[data-testid="results"]').waitFor();
    expect(await page.locator('[data-testid="results"]').innerText()).toMatch(/You (won|lost)/);
  }
  expect(await ann.locator('[data-testid="game-log"] li').count()).toBeGreaterThan(3);
}, 120_000);

test('an illegal click shows the rule’s message and changes nothing', async () => {
  const { ann, bob } = await openRegicideRoom();
  const acting = (await isMyDecision(ann)) ? ann : bob;
  const waiting = acting === ann ? bob : ann;
  const version = await currentVersion(acting);

  // Out of turn: the waiting player's cards are not on offer; a click asks the rules, which refuse.
  await waiting.locator('[data-testid="hand"] button.card').first().click();
  const toast = waiting.locator('[data-testid="error-toast"]');
  await toast.waitFor();
  expect(await toast.innerText()).toMatch(/not your (turn|decision)/i);

  // A card that cannot join the selection: the rules say why that combination is refused.
  const hand = acting.locator('[data-testid="hand"] button.card');
  const ranks = (
    await hand.evaluateAll((els) => els.map((el) => el.getAttribute('data-card') ?? ''))
  ).map((id) => id.slice(0, -1));
  const pickIndex = ranks.findIndex(
    (rank, i) =>
      rank !== 'A' &&
      rank !== '' &&
      ranks.some((other, j) => j !== i && other !== rank && other !== 'A'),
  );
  expect(pickIndex).toBeGreaterThanOrEqual(0);
  await hand.nth(pickIndex).click();
  const unavailable = acting.locator('[data-testid="hand"] button.card[data-state="unavailable"]');
  expect(await unavailable.count()).toBeGreaterThan(0);
  await unavailable.first().click();
  const refusal = acting.locator('[data-testid="error-toast"]');
  await refusal.waitFor();
  expect(await refusal.innerText()).toContain("You can't play");
  expect(await currentVersion(acting)).toBe(version);
  expect(await currentVersion(waiting)).toBe(version);
}, 120_000);

test('a move is chosen, cancelled and played with the keyboard alone', async () => {
  const page = await newPage();
  await startRoomWithBots(page, e2e.url(), 'regicide', 1);
  await page.locator('.prompt-panel.mine').waitFor();
  const version = await currentVersion(page);
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('[data-testid="hand"] button.card[data-state="offered"]');
  await page.keyboard.press('Enter');
  expect(
    await page.locator('[data-testid="hand"] button.card[data-state="selected"]').count(),
  ).toBe(1);
  await page.keyboard.press('Escape');
  expect(
    await page.locator('[data-testid="hand"] button.card[data-state="selected"]').count(),
  ).toBe(0);
  await page.keyboard.press('Enter');
  expect(
    await page.locator('[data-testid="hand"] button.card[data-state="selected"]').count(),
  ).toBe(1);
  await tabTo('button.confirm.primary');
  await page.keyboard.press('Enter');
  await waitForVersionAbove(page, version);
}, 120_000);
