import { errors, type Locator, type Page } from 'playwright-core';

/** Waits until the page shows a table whose version moved past `version`. */
export async function waitForVersionAbove(
  page: Page,
  version: number,
  timeout = 15_000,
): Promise<number> {
  await page.waitForFunction(
    (v) => Number(document.querySelector('.table-screen')?.getAttribute('data-version') ?? -1) > v,
    version,
    { timeout },
  );
  return currentVersion(page);
}

/** The version the page last received. */
export async function currentVersion(page: Page): Promise<number> {
  const attr = await page.locator('.table-screen').getAttribute('data-version');
  return Number(attr ?? -1);
}

/** Whether the page owes a decision now. */
export async function isMyDecision(page: Page): Promise<boolean> {
  return (await page.locator('.prompt-panel.mine').count()) > 0;
}

/** Whether the game is over on this page. */
export async function isFinished(page: Page): Promise<boolean> {
  return (await page.locator('[data-testid="results"]').count()) > 0;
}

/** A card of the player's hand that the current decision offers. */
const HAND_CARD = '[data-testid="hand"] button[data-state="offered"]';

/** How long a click waits for its element before the decision is looked at again. */
const CLICK_TIMEOUT_MS = 5_000;

/**
 * Clicks the first element `locator` finds, if one is still there within a few seconds; returns
 * whether it clicked. An update can land between looking and clicking (a slow machine, the
 * answer to an earlier click arriving late): it resets the choices made so far, so the button
 * looked at may never come back, and the caller must look at the page again rather than wait.
 */
async function clickFirst(locator: Locator): Promise<boolean> {
  return withinTimeout(locator.first().click({ timeout: CLICK_TIMEOUT_MS }));
}

/** Whether `step` finished, or false if it timed out (any other failure is thrown). */
async function withinTimeout(step: Promise<void>): Promise<boolean> {
  try {
    await step;
    return true;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
}

/**
 * Takes one decision through clicks only: pick highlighted cards one by one until a Confirm
 * appears, then confirm; with no card on offer, press the first move button.
 */
export async function decideByClicks(
  page: Page,
  cardSelector = 'button.card[data-state="offered"]',
): Promise<void> {
  for (let guard = 0; guard < 12; guard++) {
    const confirm = page.locator('button.confirm.primary');
    if ((await confirm.count()) > 0) {
      await clickFirst(confirm);
      return;
    }
    const offered = page.locator(cardSelector);
    if ((await offered.count()) > 0) {
      if (!(await clickFirst(offered))) return;
      continue;
    }
    await clickFirst(page.locator('button.confirm'));
    return;
  }
  throw new Error('no decision could be made by clicks');
}

/**
 * Takes one decision in any game through clicks only: a primary Confirm if there is one; else a
 * highlighted card, maze place, player or listed option (then looks again); else the first move
 * button. Never a greyed element.
 */
export async function decideAny(
  page: Page,
  afterClick: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  let cardChosen = false;
  for (let guard = 0; guard < 16; guard++) {
    // A chosen card's next step (a place, a player, an option) comes before another card.
    const steps = [
      'button.confirm.primary',
      '.maze-target',
      '.sab-players button.primary',
      '.sgs-seat button.primary',
      '.action-panel button.option',
      '.action-panel button.primary:not(.confirm)',
      HAND_CARD,
    ];
    let clicked = false;
    for (const selector of steps) {
      const found = page.locator(selector);
      if ((await found.count()) === 0) continue;
      if (selector === HAND_CARD && cardChosen) {
        // A chosen card that offers no next step only swaps for another card (a discard while
        // the tools are broken): take the move on offer instead of cycling through the hand.
        const move = page.locator('button.confirm');
        if ((await move.count()) > 0) {
          await clickFirst(move);
          return;
        }
      }
      if (selector === 'button.confirm.primary') {
        await clickFirst(found);
        return;
      }
      if (selector === '.maze-target') {
        // A maze place may sit under the panned edge of the map: choose it with the keyboard.
        if (!(await withinTimeout(found.first().focus({ timeout: CLICK_TIMEOUT_MS })))) return;
        await page.keyboard.press('Enter');
      } else if (!(await clickFirst(found))) return;
      if (selector === HAND_CARD) cardChosen = true;
      await afterClick();
      clicked = true;
      break;
    }
    if (clicked) continue;
    const any = page.locator('button.confirm');
    if ((await any.count()) > 0) {
      await clickFirst(any);
      return;
    }
    // The chosen card leads nowhere this click-path can finish: cancel it and take a plain move.
    const cancel = page.locator('.action-panel button.cancel');
    if (
      (await cancel.count()) > 0 &&
      (await page.locator('.action-panel button.confirm').count()) === 0
    ) {
      if (!(await clickFirst(cancel))) return;
      const plain = page.locator('button.confirm');
      if ((await plain.count()) > 0) {
        await clickFirst(plain);
        return;
      }
    }
    // The decision closed while we looked (an update landed): the caller looks again.
    if (!(await isMyDecision(page))) return;
    throw new Error('nothing to click for this decision');
  }
  // Choices kept narrowing without a Confirm: take the first move offered.
  await clickFirst(page.locator('button.confirm'));
}

/** Makes one of this page's decisions and waits (up to 10 s, without failing) for the table to move on. */
export async function decideAndWait(page: Page): Promise<void> {
  const before = await currentVersion(page);
  await decideAny(page);
  await waitForVersionAbove(page, before, 10_000).catch(() => undefined);
}

/** Plays this page's decisions by clicks until `done` holds (or `maxSteps` looks at the page). */
export async function playUntil(
  page: Page,
  done: () => Promise<boolean>,
  maxSteps = 3000,
): Promise<void> {
  for (let step = 0; step < maxSteps && !(await done()); step++) {
    if (await isMyDecision(page)) await decideAndWait(page);
    else await page.waitForTimeout(50);
  }
}
