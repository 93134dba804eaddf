import { expect, test } from 'vitest';
import { startRoomWithBots, useE2E } from './support/fixture';
import { currentVersion, waitForVersionAbove } from './support/table';

const e2e = useE2E();

test('in a Saboteur room with bots the person places a tunnel turned by the rotate button', async () => {
  const page = await e2e.newPage();
  await startRoomWithBots(page, e2e.url(), 'saboteur', 3);
  await page.locator('.sab-table').waitFor();
  for (let turn = 0; turn < 8; turn++) {
    await page.locator('.prompt-panel.mine').waitFor({ timeout: 20_000 });
    // Selecting a card changes which others are offered, so take the ids first and start each try
    // from an empty selection (Escape).
    const tunnels = page.locator(
      '[data-testid="hand"] button.sab-card.tunnel[data-state="offered"]',
    );
    const ids = (
      await tunnels.evaluateAll((cards) =>
        cards.map((card) => card.getAttribute('data-card') ?? ''),
      )
    ).filter((id) => id !== '');
    for (const id of ids) {
      await page.keyboard.press('Escape');
      await page.locator(`[data-testid="hand"] button.sab-card[data-card="${id}"]`).click();
      const rotate = page.locator('[data-testid="rotate"]');
      if ((await rotate.count()) === 0) continue;
      await rotate.click();
      expect(await rotate.innerText()).toContain('180°');
      await page.locator('.maze-target').first().click();
      const preview = page.locator('[data-testid="placement-preview"]');
      expect(await preview.getAttribute('data-rotation')).toBe('180');
      const before = await currentVersion(page);
      const confirm = page.locator('button.confirm.primary', { hasText: 'turned 180°' });
      await confirm.click();
      await waitForVersionAbove(page, before);
      const placed = page.locator(`.maze-cell[data-card="${id}"]`);
      await placed.waitFor();
      expect(await placed.getAttribute('data-rotation')).toBe('180');
      expect(await page.locator('[data-testid="game-log"]').innerText()).toMatch(
        /Ann placed a (tunnel|dead end)/,
      );
      return;
    }
    // No tunnel in this hand can be turned anywhere: discard one card and try again next turn.
    await page.keyboard.press('Escape');
    const before = await currentVersion(page);
    await page
      .locator('[data-testid="hand"] button.sab-card[data-state="offered"]')
      .first()
      .click();
    await page.locator('button.confirm', { hasText: 'Discard' }).click();
    await waitForVersionAbove(page, before);
  }
  throw new Error('no turnable tunnel came to hand in 8 turns');
}, 120_000);
