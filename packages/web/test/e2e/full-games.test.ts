import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe';
import { startRoomWithBots, useE2E } from './support/fixture';
import { GODS_GAMBIT_CODES, programWords, type ProgramWord } from './support/program-words';
import { currentVersion, decideAny, isFinished, isMyDecision } from './support/table';

const e2e = useE2E();

/** Each game with a seat count that keeps a whole game short. */
const GAMES = [
  ['regicide', 2],
  ['saboteur', 3],
  ['gods-gambit', 3],
  ['sanguosha', 4],
] as const;

const MIN_SCANS = 30;
const MAX_GAMES = 6;

/**
 * Plays this seat to the end of the game by clicks, calling `scan` at every new version and after
 * every click inside a decision; a round summary's pause is continued at once.
 */
async function playToTheEnd(page: Page, scan: () => Promise<void>): Promise<void> {
  let seen = -1;
  for (let step = 0; step < 3000 && !(await isFinished(page)); step++) {
    const version = await currentVersion(page);
    if (version !== seen) {
      seen = version;
      await scan();
    }
    const pause = page.locator('[data-testid="summary-pause"] button');
    if ((await pause.count()) > 0) await pause.click();
    if (!(await isMyDecision(page))) {
      await page.waitForTimeout(60);
      continue;
    }
    const started = Date.now();
    await decideAny(page, scan);
    const clicked = Date.now();
    await page
      .waitForFunction(
        (v) =>
          Number(document.querySelector('.table-screen')?.getAttribute('data-version') ?? -1) > v ||
          document.querySelector('[data-testid="error-toast"]') !== null,
        version,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    if (process.env['E2E_TIMING'] !== undefined && Date.now() - started > 2000) {
      console.log(
        `slow decision at version ${String(version)}: clicks ${String(clicked - started)} ms, wait ${String(Date.now() - clicked)} ms`,
        await page
          .locator('[data-testid="prompt-panel"]')
          .innerText()
          .catch(() => ''),
      );
    }
    const toast = page.locator('[data-testid="error-toast"]');
    if ((await toast.count()) > 0) {
      await scan();
      await page.keyboard.press('Escape');
      await toast
        .locator('button')
        .click()
        .catch(() => undefined);
    }
  }
  await page.locator('[data-testid="results"]').waitFor({ timeout: 60_000 });
}

describe.each(GAMES)(
  'whole bot-filled %s games from the lobby to the end screen',
  (game, seats) => {
    test('read as a player’s words at every step (games repeat by rematch until 30 scans), with no accessibility violations', async () => {
      const page: Page = await e2e.newPage();
      await page.goto(e2e.url());
      await page.locator('.game-choice').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const extra = game === 'gods-gambit' ? [GODS_GAMBIT_CODES] : [];
      const found: ProgramWord[] = [];
      let scans = 0;
      const scan = async () => {
        scans += 1;
        for (const word of await programWords(page, extra))
          if (!found.some((f) => f.text === word.text)) found.push(word);
      };
      await startRoomWithBots(page, e2e.url(), game, seats);
      await page.locator('.prompt-panel, [data-testid="results"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      for (let games = 1; ; games++) {
        await playToTheEnd(page, scan);
        await scan();
        expect(await axeViolations(page)).toEqual([]);
        if (scans >= MIN_SCANS || games >= MAX_GAMES) break;
        // Another game at the same table: the host's rematch keeps the seats and moves everyone over.
        const url = page.url();
        await page.locator('[data-testid="rematch"]').click();
        await page.waitForURL((next) => next.toString() !== url);
        await page.locator('.table-screen').waitFor();
      }
      expect(scans).toBeGreaterThanOrEqual(MIN_SCANS);
      expect(found).toEqual([]);
    }, 900_000);
  },
);
