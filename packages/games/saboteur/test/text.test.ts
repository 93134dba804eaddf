import { describe, expect, test } from 'vitest';
import { game, gameModule } from '../src/index';
import { describeEvent, renderView } from '../src/text';
import { act, C6, P, rig } from './rig';
import { englishWords as en } from './english-words';

const PROGRAM_WORDS = /#\d|T-N|D-N|BRK-|REP-|NUG\d|\bP\d\b|\{"/;

describe('terminal words', () => {
  const state = rig({ players: 3, cells: C6, hands: [['T-NE#1', 'BRK-LANTERN#1', 'MAP#1', 'REP-LANTERN#2'], ['MAP#2'], ['MAP#3']], broken: { 1: { CART: 'BRK-CART#1' } } });
  const view = game.view(state, P(0));

  test('placements are labelled with glyph, name, position and how the card is turned; no card ids', () => {
    expect(gameModule.text.describeAction(act.path('T-NE#1', 7, 0, 180), view, en())).toBe(
      'Place ┐ Curve, up–right or down–left at (7,0), turned upside down',
    );
    expect(gameModule.text.describeAction(act.path('T-NE#1', 4, -1, 0), view, en())).toBe('Place └ Curve, up–right or down–left at (4,-1)');
    expect(gameModule.text.describeAction(act.broken('BRK-LANTERN#1', 2), view, en())).toBe("Break Player 3's lantern");
    expect(gameModule.text.describeAction(act.map('MAP#1', 8, 2), view, en())).toBe('Map: look at the goal card at (8,2), the bottom goal');
    expect(gameModule.text.describeAction({ type: 'discard', card: 'REP-LANTERN#2' }, view, en())).toBe('Pass, discarding Lantern repair face down');
  });

  test('the maze is a grid of glyphs with coordinates, and players show their tools', () => {
    const text = gameModule.text.renderView(view, P(0), en());
    const lines = text.split('\n');
    expect(lines[2]).toBe('    -1  0  1  2  3  4  5  6  7  8');
    expect(lines.find((line) => line.startsWith('  0 '))).toBe('  0  · ─S───────────┴──┴──┴─ · [?]');
    expect(lines.find((line) => line.startsWith(' -1 '))).toBe(' -1     ·           ·  ·  ·');
    expect(text).toContain('broken: cart');
    expect(text).toContain('Your hand: └ Curve, up–right or down–left, Broken lantern, Map, Lantern repair');
    expect(text).toContain('Player 1 (you, ');
    expect(renderView(view, P(0), en(['Ann', 'Bo', 'Cy']))).toContain('Ann (you, ');
    expect(text.split('\n').filter((line) => !line.startsWith('Positions') && PROGRAM_WORDS.test(line))).toEqual([]);
  });

  test('events read as log lines by name, and private details stay out of public ones', () => {
    const step = game.apply(state, P(0), act.map('MAP#1', 8, 0));
    const lines = step.events.map((event) => gameModule.text.describeEvent(event, null, en()));
    expect(lines[0]).toBe('Player 1 looked at the goal card at (8,0), the middle goal: Gold (goal card).');
    expect(describeEvent({ type: 'mapPlayed', seat: 0, card: 'MAP#1', x: 8, y: 0 }, null, en(['Ann']))).toBe(
      'Ann looked at the goal card at (8,0), the middle goal.',
    );
  });

  test('the log says which tool was repaired, how a tunnel was turned, and what gold was stacked', () => {
    const names = ['Ann', 'Bo', 'Cy'];
    expect(describeEvent({ type: 'repairPlayed', seat: 0, card: 'REP-PICKAXE-CART#1', target: 1, tool: 'CART', removed: 'BRK-CART#1' }, null, en(names))).toBe(
      "Ann repaired Bo's cart with a pickaxe or cart repair.",
    );
    expect(describeEvent({ type: 'pathPlaced', seat: 2, card: 'T-NES#3', x: 3, y: 1, rotation: 180 }, null, en(names))).toBe(
      'Cy placed ┤ Three-way tunnel, up–down with a side branch at (3,1), turned upside down.',
    );
    expect(describeEvent({ type: 'goldStacked', size: 1, picker: 1 }, null, en(names))).toBe('1 gold card is turned up; Bo picks first.');
    expect(describeEvent({ type: 'rockfallPlayed', seat: 1, card: 'ROCKFALL#1', x: 2, y: 0, removed: 'T-EW#2' }, null, en(names))).toBe(
      'Bo caused a rockfall at (2,0), removing ─ Straight tunnel, across.',
    );
    expect(describeEvent({ type: 'gameEnded', holdings: [[], ['NUG2#8']], totals: [0, 2], winners: [1] }, null, en(names))).toBe(
      'The game is over. Nuggets: Ann 0, Bo 2.',
    );
  });
});
