import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import { PROGRAM_WORDS } from './support/program-words';
import { currentVersion, isMyDecision, playUntil } from './support/table';

const e2e = useE2E();

const GAMES = [
  ['regicide', 2],
  ['saboteur', 3],
  ['gods-gambit', 3],
  ['sanguosha', 4],
] as const;

/** Greyed cards in the hand: shown, but leading to no legal move now. */
const GREYED =
  '[data-testid="hand"] button[data-state="unavailable"], [data-testid="hand"] button[data-state="plain"]';

/** Ann and Bob at one table (with bots in the other seats); the page that waits while the other decides. */
async function waitingPerson(game: string, seats: number): Promise<Page> {
  const ann = await e2e.newPage();
  await ann.goto(e2e.url());
  await ann.locator(`.game-choice[data-game="${game}"]`).click();
  await ann.locator('#create-name').fill('Ann');
  await ann.locator('#create-seats').selectOption(String(seats));
  await ann.getByRole('button', { name: 'Create room' }).click();
  await ann.locator('.waiting').waitFor();
  const bob = await e2e.newPage();
  await bob.goto(await ann.locator('.invite-link').inputValue());
  await bob.locator('#join-name').fill('Bob');
  await bob.getByRole('button', { name: 'Take a seat' }).click();
  await ann.locator('.seat-list li[data-seat="1"]', { hasText: 'Bob' }).waitFor();
  for (let seat = 2; seat < seats; seat++) {
    await ann
      .locator(`.seat-list li[data-seat="${String(seat)}"] button`, { hasText: 'Add bot' })
      .click();
    await ann
      .locator(`.seat-list li[data-seat="${String(seat)}"] .seat-badge:not(.empty)`)
      .waitFor();
  }
  await ann.getByRole('button', { name: 'Start the game' }).click();
  await ann.locator('.table-screen').waitFor();
  await bob.locator('.table-screen').waitFor();
  await ann.waitForFunction(() => document.querySelector('.prompt-panel') !== null);
  for (let tries = 0; tries < 200; tries++) {
    if (await isMyDecision(ann)) return bob;
    if (await isMyDecision(bob)) return ann;
    await ann.waitForTimeout(50);
  }
  throw new Error('neither person got a decision');
}

/**
 * A table showing greyed cards: Regicide greys the cards that cannot join a chosen one; Saboteur
 * greys a hand out of turn (the page waits while the other person decides); the others grey
 * cards that fit no move during play.
 */
async function greyedTable(game: string, seats: number): Promise<Page> {
  if (game === 'saboteur') {
    const page = await waitingPerson(game, seats);
    await page.locator(GREYED).first().waitFor();
    return page;
  }
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), game, seats);
  if (game === 'regicide') {
    await page.locator('.prompt-panel.mine').waitFor();
    // Not an Ace (an Ace pairs with anything): a plain card greys every card it cannot combine with.
    await page
      .locator('[data-testid="hand"] button[data-state="offered"]:not([data-card^="A"])')
      .first()
      .click();
  }
  await playUntil(page, async () => (await page.locator(GREYED).count()) > 0, 400);
  return page;
}

describe.each(GAMES)('%s: every greyed card explains itself', (game, seats) => {
  test('a greyed card says "click to see why", and a click answers with the rule in words', async () => {
    const page = await greyedTable(game, seats);
    const greyed = page.locator(GREYED);
    expect(await greyed.count()).toBeGreaterThan(0);
    for (const title of await greyed.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('title')),
    )) {
      expect(title).toBe('Not a legal move now: click to see why');
    }
    const version = await currentVersion(page);
    await greyed.first().click();
    const toast = page.locator('[data-testid="error-toast"]');
    await toast.waitFor({ timeout: 10_000 });
    const words = await toast.innerText();
    expect(words.length).toBeGreaterThan(15);
    for (const rule of PROGRAM_WORDS) expect(words, rule.name).not.toMatch(rule.pattern);
    expect(await currentVersion(page)).toBeGreaterThanOrEqual(version);
  }, 180_000);
});

test('a host who cannot start yet is told why', async () => {
  const page = await e2e.newPage();
  await page.goto(e2e.url());
  await page.locator('.game-choice[data-game="regicide"]').click();
  await page.locator('#create-name').fill('Ann');
  await page.locator('#create-seats').selectOption('3');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.locator('.waiting').waitFor();
  expect(await page.getByRole('button', { name: 'Start the game' }).isDisabled()).toBe(true);
  expect(await page.locator('[data-testid="start-why"]').innerText()).toMatch(
    /every seat holds a player or a bot/,
  );
}, 60_000);
