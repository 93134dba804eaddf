import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Translate } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import { launchBrowser, screenshotOnFailure } from './browser';
import { startTestServer } from './server';

const ENGLISH = createTranslator('en');

/** What a browser test file shares: one built client, one real server, one browser. */
export interface E2E {
  readonly url: () => string;
  /** A fresh browser context (its own localStorage) and page; `locale` sets the browser's language ("es-ES"). */
  newPage(viewport?: { width: number; height: number }, locale?: string): Promise<Page>;
}

/**
 * Registers the hooks of a browser test file: start the server (on the client the run built once)
 * before all tests, screenshot every page of a failed test, close everything afterwards.
 */
export function useE2E(
  options: {
    readonly seeds?: readonly string[];
    readonly summaryPauseMs?: number;
    readonly autoPassDelayMs?: { readonly min: number; readonly max: number };
  } = {},
): E2E {
  let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  let pages: Page[] = [];

  beforeAll(async () => {
    const outDir = inject('builtClient');
    const seeds = [...(options.seeds ?? [])];
    server = await startTestServer(outDir, 0, seeds.length === 0 ? undefined : () => seeds.shift() ?? 'tavern-e2e', options.summaryPauseMs, options.autoPassDelayMs);
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshotOnFailure(ctx.task.name, pages);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    pages = [];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  return {
    url: () => {
      expect(server).not.toBeNull();
      return server!.url;
    },
    async newPage(viewport = { width: 1200, height: 900 }, locale?: string) {
      const context = await browser!.newContext(locale === undefined ? { viewport } : { viewport, locale });
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      return page;
    },
  };
}

/**
 * Creates a room for `game` as `name` from the lobby, fills the other seats with bots and starts;
 * `t` names the buttons in the page's language (English by default).
 */
export async function startRoomWithBots(page: Page, url: string, game: string, seats: number, name = 'Ann', t: Translate = ENGLISH): Promise<void> {
  await page.goto(url);
  await page.locator(`.game-choice[data-game="${game}"]`).click();
  await page.locator('#create-name').fill(name);
  await page.locator('#create-seats').selectOption(String(seats));
  await page.getByRole('button', { name: t('web:lobby.create') }).click();
  await page.locator('.waiting').waitFor();
  for (let seat = 1; seat < seats; seat++) {
    await page.locator(`.seat-list li[data-seat="${String(seat)}"] button`, { hasText: t('web:room.addBot') }).click();
    await page.locator(`.seat-list li[data-seat="${String(seat)}"] .seat-badge:not(.empty)`).waitFor();
  }
  await page.getByRole('button', { name: t('web:room.start') }).click();
  await page.locator('.table-screen').waitFor();
}
