import type { GameState } from '@tavern/engine';
import { asSeat, seededRng } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { findGame } from '../src/games';
import { menuOf, menuSections } from '../src/terminal/menu';
import { englishWords as en } from './english-words';

describe('long menus', () => {
  test('ungrouped lines come after the headed ones, headings in order of first appearance', () => {
    const moves = ['a', 'b', 'c', 'd'].map((type) => ({ type }));
    const groups: Record<string, string | null> = { a: 'Kill ♠7', b: null, c: 'Zhiheng', d: 'Kill ♠7' };
    const menu = menuOf(moves, (action) => action.type, (action) => groups[action.type] ?? null);
    expect(menuSections(menu).map((section) => [section.heading, section.entries.map((entry) => entry.label)])).toEqual([
      ['Kill ♠7', ['a', 'd']],
      ['Zhiheng', ['c']],
      [null, ['b']],
    ]);
  });

  test('a Sanguosha play phase with many card-and-target moves is listed card by card', () => {
    const sanguosha = findGame('sanguosha');
    const { def, text } = sanguosha;
    const rng = seededRng('long-menus');
    let state: GameState = def.setup(6, 'long-menus', def.defaultOptions);
    let checked = 0;
    for (let step = 0; step < 4000 && def.outcome(state) === null && checked < 5; step++) {
      const seat = asSeat(def.toAct(state)[0] ?? 0);
      const legal = def.legalActions(state, seat);
      const view = def.view(state, seat);
      const menu = menuOf(
        legal,
        (action) => text.describeAction(action, view, en()),
        (action) => text.menuGroup?.(action, view, en()) ?? null,
      );
      if (menu.length > 12 && legal.some((action) => action.type === 'useCard')) {
        checked++;
        const sections = menuSections(menu);
        expect(sections.length).toBeGreaterThan(1);
        for (const section of sections) {
          // Every heading names a card or skill in words, and no move is listed twice or lost.
          if (section.heading !== null) expect(section.heading).not.toMatch(/[a-z]+_[a-z]|:[SHCD]/);
        }
        expect(sections.flatMap((section) => section.entries)).toHaveLength(menu.length);
      }
      state = def.apply(state, seat, rng.pick(legal)).state;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
