import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import { currentVersion, decideAny, isMyDecision, waitForVersionAbove } from './support/table';

const e2e = useE2E();

/** The log's lines as the page shows them. */
const logLines = (page: Page) => page.locator('[data-testid="game-log"] li').allInnerTexts();

/** Plays `count` of this page's decisions by clicks. */
async function playDecisions(page: Page, count: number): Promise<void> {
  for (let done = 0; done < count;) {
    if (!(await isMyDecision(page))) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = await currentVersion(page);
    await decideAny(page);
    await waitForVersionAbove(page, before);
    done += 1;
  }
}

/** Ann creates a room of `seats`; Bob takes seat 2 by the invite link. Returns both pages. */
async function roomWithGuest(game: string, seats: number): Promise<{ ann: Page; bob: Page }> {
  const ann = await e2e.newPage();
  await ann.goto(e2e.url());
  await ann.locator(`.game-choice[data-game="${game}"]`).click();
  await ann.locator('#create-name').fill('Ann');
  await ann.locator('#create-seats').selectOption(String(seats));
  await ann.getByRole('button', { name: 'Create room' }).click();
  await ann.locator('.waiting').waitFor();
  const link = await ann.locator('.invite-link').inputValue();
  const bob = await e2e.newPage();
  await bob.goto(link);
  await bob.locator('#join-name').fill('Bob');
  await bob.getByRole('button', { name: 'Take a seat' }).click();
  await bob.locator('.waiting').waitFor();
  await ann.locator('.seat-list li[data-seat="1"]', { hasText: 'Bob' }).waitFor();
  return { ann, bob };
}

test('a reload keeps the whole log, and a spectator who joins mid-game sees it too', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'gods-gambit', 3);
  await playDecisions(page, 3);
  const version = await currentVersion(page);
  const before = await logLines(page);
  expect(before.length).toBeGreaterThan(3);
  await page.reload();
  await page.locator('.table-screen').waitFor();
  await expect.poll(async () => (await logLines(page)).slice(0, before.length)).toEqual(before);

  const watcher = await e2e.newPage();
  await watcher.goto(`${page.url()}/watch`);
  await watcher.locator('.table-screen').waitFor();
  await expect.poll(() => currentVersion(watcher)).toBeGreaterThanOrEqual(version);
  const seen = await logLines(watcher);
  expect(seen.length).toBeGreaterThan(3);
  // The spectator sees the public lines (a player's own draws read differently for them), and is
  // labelled as watching without an invite button.
  expect(seen.filter((line) => before.includes(line)).length).toBeGreaterThan(2);
  expect(await watcher.locator('[data-testid="watching"]').innerText()).toBe('Watching');
  expect(await watcher.getByRole('button', { name: 'Copy invite link' }).count()).toBe(0);
}, 120_000);

test('chat goes between two browsers, escaped, and survives a reload', async () => {
  const { ann, bob } = await roomWithGuest('regicide', 2);
  const text = '<b>hello</b> & good luck';
  await ann.getByPlaceholder('Write a message').fill(text);
  await ann.getByRole('button', { name: 'Send' }).click();
  const line = bob.locator('[data-testid="chat-lines"] li', { hasText: 'good luck' });
  await line.waitFor();
  // Each line starts with its time of day in the page's language ("4:43 PM", "16:43").
  expect(await line.innerText()).toMatch(new RegExp(`^\\d{1,2}:\\d{2}(?:\\s?[AP]M)? Ann: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await line.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(await bob.locator('[data-testid="chat-lines"] b').count()).toBe(0);
  await bob.reload();
  await bob.locator('[data-testid="chat-lines"] li', { hasText: 'good luck' }).waitFor();
}, 120_000);

test('the host removes a bot and a player before the start', async () => {
  const { ann, bob } = await roomWithGuest('saboteur', 4);
  await ann.locator('.seat-list li[data-seat="2"] button', { hasText: 'Add bot' }).click();
  const botSeat = ann.locator('.seat-list li[data-seat="2"]');
  await botSeat.locator('[data-testid="remove-seat"]').waitFor();
  await botSeat.locator('[data-testid="remove-seat"]').click();
  await botSeat.locator('.seat-badge.empty').waitFor();
  await ann.locator('.seat-list li[data-seat="1"] [data-testid="remove-seat"]').click();
  await ann.locator('.seat-list li[data-seat="1"] .seat-badge.empty').waitFor();
  // Bob's seat is gone: his page offers to take a seat or watch again.
  await bob.getByRole('button', { name: 'Take a seat' }).waitFor({ timeout: 15_000 });
}, 120_000);

test('the host hands a disconnected player’s seat to a bot, and the player takes it back on return', async () => {
  const { ann, bob } = await roomWithGuest('gods-gambit', 3);
  await ann.locator('.seat-list li[data-seat="2"] button', { hasText: 'Add bot' }).click();
  await ann.locator('.seat-list li[data-seat="2"] .seat-badge:not(.empty)').waitFor();
  await ann.getByRole('button', { name: 'Start the game' }).click();
  await ann.locator('.table-screen').waitFor();
  await bob.locator('.table-screen').waitFor();
  const bobUrl = bob.url();
  // Bob leaves the room page (his seat token stays in his browser): his seat shows as away.
  await bob.goto(e2e.url());
  const handOver = ann.getByRole('button', { name: 'Let a bot play for Bob' });
  await handOver.waitFor({ timeout: 20_000 });
  await handOver.click();
  const bobSeat = ann.locator('.players-bar li[data-seat="1"]');
  await bobSeat.locator('.tag.warn', { hasText: 'autopilot' }).waitFor();
  // With a bot in Bob's seat, Ann's game goes on past Bob's turns.
  await playDecisions(ann, 2);
  // Bob comes back with his token: the bot steps aside.
  await bob.goto(bobUrl);
  await bob.locator('.table-screen').waitFor();
  await expect.poll(() => bobSeat.locator('.tag.warn', { hasText: 'autopilot' }).count()).toBe(0);
  expect(await bob.locator('.players-bar li[data-seat="1"]').innerText()).toContain('(you)');
}, 120_000);

test('the Rules panel opens from the lobby, the waiting room and the table', async () => {
  const page = await e2e.newPage();
  await page.goto(e2e.url());
  await page.locator('.game-choice[data-game="saboteur"]').click();
  const open = async () => {
    await page.getByTestId('rules-button').click();
    const dialog = page.getByTestId('rules-dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toMatch(/How to play Saboteur/);
    // The rules file (docs/rules/saboteur.md) or, while it is missing, a sentence that says so.
    expect(text.length).toBeGreaterThan(60);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  await open();
  await page.locator('#create-name').fill('Ann');
  await page.locator('#create-seats').selectOption('3');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.locator('.waiting').waitFor();
  await open();
  for (const seat of [1, 2]) {
    await page
      .locator(`.seat-list li[data-seat="${String(seat)}"] button`, { hasText: 'Add bot' })
      .click();
    await page
      .locator(`.seat-list li[data-seat="${String(seat)}"] .seat-badge:not(.empty)`)
      .waitFor();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-screen').waitFor();
  await open();
}, 60_000);
