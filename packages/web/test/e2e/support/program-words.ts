import type { Page } from 'playwright-core';

/** The program's words a player must never read, each with what it catches. */
export const PROGRAM_WORDS: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'snake_case identifier', pattern: /\b[a-z]+_[a-z0-9_]+\b/ },
  { name: 'camelCase identifier', pattern: /\b[a-z]+[A-Z][A-Za-z]*\b/ },
  { name: 'card id', pattern: /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*#\d+\b/ },
  { name: 'seat index', pattern: /\b(?:seat\s?\d+|P\d+)\b/ },
  { name: 'JSON', pattern: /[{[]\s*"|"\s*:\s*["{[\d]/ },
  { name: 'unrounded number', pattern: /\d\.\d{3,}/ },
];

/** Gods' Gambit's card codes (R6, U1, W12, K3) are program words too. */
export const GODS_GAMBIT_CODES = { name: 'card code', pattern: /\b[WKRU]\d{1,2}\b/ } as const;

/** One place where the program's words showed. */
export interface ProgramWord {
  readonly rule: string;
  readonly text: string;
}

/**
 * Everything a player reads on the page now: the visible text, and the `title` and `aria-label`
 * of every element (what a tooltip or a screen reader says).
 */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[title], [aria-label]')) {
      const title = element.getAttribute('title');
      const label = element.getAttribute('aria-label');
      if (title !== null) texts.push(title);
      if (label !== null) texts.push(label);
    }
    return texts;
  });
}

/** The program's words on the page now (empty when it reads as a player's words). */
export async function programWords(page: Page, extra: readonly { name: string; pattern: RegExp }[] = []): Promise<ProgramWord[]> {
  const found: ProgramWord[] = [];
  const rules = [...PROGRAM_WORDS, ...extra];
  for (const text of await readableTexts(page)) {
    for (const line of text.split('\n')) {
      for (const rule of rules) {
        const match = rule.pattern.exec(line);
        if (match !== null) found.push({ rule: rule.name, text: line.trim().slice(0, 160) });
      }
    }
  }
  return found;
}
