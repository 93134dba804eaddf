import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One accessibility rule broken on the page, with where. */
export interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Runs axe-core (WCAG 2 A and AA rules) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is judged at rest: a card still fading in (the arrival animation) reads as faint.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol: the server's Content-Security-Policy (script-src 'self')
  // rightly refuses an inline script tag.
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
  });
}
