import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@tavern/engine';
import { createTranslator, resources } from '@tavern/locales';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { foreignEnglishWords, latinWords } from './support/english-words';
import { startRoomWithBots, useE2E } from './support/fixture';
import { readableTexts } from './support/program-words';

const e2e = useE2E();
const SCREENSHOTS = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const LOCALES = [
  ['es', 'es-ES'],
  ['be', 'be-BY'],
  ['ta', 'ta-IN'],
] as const satisfies readonly (readonly [Language, string])[];
const TABLES = [
  ['regicide', 2],
  ['saboteur', 3],
  ['gods-gambit', 2],
  ['sanguosha', 4],
] as const;

/**
 * Gods' Gambit and Sanguosha log lines and move labels come from the games' own text functions
 * (the web writes Regicide's and Saboteur's). While a game's namespace in `@tavern/locales` is
 * still empty, those functions write English, so the English check leaves out what they fill
 * (`GAME_TEXT`) — and fails if nothing English is left there, so the exception cannot outlive it.
 * Once the namespace has words the check covers the whole page.
 */
function awaitingGameText(game: string): boolean {
  return (game === 'gods-gambit' || game === 'sanguosha') && Object.keys(resources.en[game]).length === 0;
}
/** The elements a game's own text functions fill: log lines, move buttons, the timed-out notice. */
const GAME_TEXT = '[data-testid="game-log"] li, .confirm-row button[data-action-type], [data-testid="timed-out"]';

/** The display names at the page's table (the part before a bot's bracket), which may be in any script. */
async function seatNames(page: Page): Promise<string[]> {
  const roomId = /\/r\/([^/]+)/.exec(page.url())?.[1];
  if (roomId === undefined) return ['Ann'];
  const room = await page.evaluate(async (id) => {
    const response = await fetch(`/api/rooms/${id}`);
    return (await response.json()) as { room?: { seats: { name: string | null }[] }; seats?: { name: string | null }[] };
  }, roomId);
  const seats = room.room?.seats ?? room.seats ?? [];
  return seats.flatMap((seat) => (seat.name === null ? [] : [seat.name.split(' (')[0] ?? '']));
}

/** English words on the page that `language` never uses, each with the line it is on (`hide`: elements left out). */
async function englishLeft(page: Page, language: Language, hide: string | null = null): Promise<string[]> {
  const foreign = foreignEnglishWords(language, await seatNames(page));
  const found = new Set<string>();
  if (hide !== null) await page.addStyleTag({ content: `${hide} { display: none !important; }` });
  const texts = await readableTexts(page);
  if (hide !== null) await page.evaluate(() => document.head.lastElementChild?.remove());
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const words = latinWords(line).filter((word) => foreign.has(word));
      if (words.length > 0) found.add(`${words.join(', ')} ← ${line.trim().slice(0, 120)}`);
    }
  }
  return [...found];
}

/** The elements that stick out of the phone's screen (none: nothing overflows), innermost first. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('dialog:not([open])') !== null) return false;
      // A scrolling area (the maze, a wide table) may hold more than the screen; its own box must fit.
      if (element.parentElement?.closest('.maze-viewport, .summary, .results') != null) return false;
      return box.right > window.innerWidth + 0.5;
    });
    const out = wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent.trim().slice(0, 40)}" right=${String(Math.round(element.getBoundingClientRect().right))}`);
    if (document.documentElement.scrollWidth > window.innerWidth && out.length === 0) out.push(`page ${String(document.documentElement.scrollWidth)} px wide`);
    return out;
  });
}

/**
 * Whether the page's fonts draw `text`: its letters, measured in the body's font, are not all the
 * width of the missing-glyph box (what a code point no installed font has gets, U+10FFFD).
 */
function fontsDraw(page: Page, text: string): Promise<boolean> {
  return page.evaluate((sample) => {
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) return false;
    context.font = `16px ${getComputedStyle(document.body).fontFamily}`;
    const missing = context.measureText('\u{10FFFD}').width;
    const letters = sample.match(/\p{L}/gu) ?? [];
    const boxes = letters.filter((letter) => Math.abs(context.measureText(letter).width - missing) < 0.01);
    return letters.length > 0 && boxes.length < letters.length / 2;
  }, text);
}

/** The committed screenshots are rewritten only on request, so a test run leaves the checkout clean. */
async function screenshot(page: Page, language: Language, name: string, form: 'desktop' | 'phone'): Promise<void> {
  if (process.env['UPDATE_SCREENSHOTS'] !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${language}-${name}-${form}.png`, fullPage: form === 'desktop' });
}

describe.each(LOCALES)('a browser in %s (%s)', (language, locale) => {
  const t = createTranslator(language);

  test('the lobby, a rules page and a waiting room are in the language; the header’s choice is remembered', async () => {
    const page = await e2e.newPage(DESKTOP, locale);
    await page.goto(e2e.url());
    await page.locator('.game-choice').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.locator('h1, h2').allInnerTexts()).toContain(t('web:lobby.chooseGame'));
    expect(await fontsDraw(page, t('web:lobby.chooseGame'))).toBe(true);
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshot(page, language, 'lobby', 'desktop');
    await page.setViewportSize(PHONE);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, language, 'lobby', 'phone');

    await page.setViewportSize(DESKTOP);
    await page.locator('.rules-button').first().click();
    const dialog = page.getByTestId('rules-dialog');
    await dialog.waitFor();
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshot(page, language, 'rules', 'desktop');
    await dialog.getByRole('button', { name: t('web:rules.close') }).click();

    await page.locator('.game-choice[data-game="saboteur"]').click();
    await page.locator('#create-name').fill('Ann');
    await page.getByRole('button', { name: t('web:lobby.create') }).click();
    await page.locator('.waiting').waitFor();
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshot(page, language, 'room', 'desktop');
    await page.setViewportSize(PHONE);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, language, 'room', 'phone');

    // The header's choice wins over the browser's language and survives a reload.
    await page.getByTestId('language').selectOption('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await page.locator('.waiting').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('#waiting-title').innerText()).toContain(createTranslator('en')('web:room.waiting'));
  }, 60_000);

  test.each(TABLES)('a %s table with bots is in the language and fits a phone', async (game, seats) => {
    const page = await e2e.newPage(DESKTOP, locale);
    await startRoomWithBots(page, e2e.url(), game, seats, 'Ann', t);
    await page.locator('.prompt-panel.mine').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    if (awaitingGameText(game)) {
      expect(await englishLeft(page, language, GAME_TEXT)).toEqual([]);
      expect(await englishLeft(page, language), `${game}'s text functions write ${language} now, though its namespace is empty`).not.toEqual([]);
    } else {
      expect(await englishLeft(page, language)).toEqual([]);
    }
    await screenshot(page, language, game, 'desktop');
    await page.setViewportSize(PHONE);
    // A card's explanation shown under the pointer (placed for the desktop layout) goes on a
    // resize; it is measured once it has gone, not in the frame before.
    await page.locator('.card-help').waitFor({ state: 'detached' });
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, language, game, 'phone');
  }, 90_000);
});
