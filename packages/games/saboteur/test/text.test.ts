import { describe, expect, test } from 'vitest';
import { game, gameModule } from '../src/index';
import { act, C6, P, rig } from './rig';

describe('terminal words', () => {
  const state = rig({ players: 3, cells: C6, hands: [['T-NE#1', 'BRK-LANTERN#1', 'MAP#1'], ['MAP#2'], ['MAP#3']], broken: { 1: { CART: 'BRK-CART#1' } } });
  const view = game.view(state, P(0));

  test('placements are labelled with glyph, position and rotation', () => {
    expect(gameModule.text.describeAction(act.path('T-NE#1', 7, 0, 180), view)).toBe('Place ┐ tunnel at (7,0), rotated 180° [T-NE#1]');
    expect(gameModule.text.describeAction(act.path('T-NE#1', 4, -1, 0), view)).toBe('Place └ tunnel at (4,-1) [T-NE#1]');
    expect(gameModule.text.describeAction(act.broken('BRK-LANTERN#1', 2), view)).toBe("Break P2's lantern [BRK-LANTERN#1]");
    expect(gameModule.text.describeAction(act.map('MAP#1', 8, 2), view)).toBe('Map: look at the goal card at (8,2) [MAP#1]');
  });

  test('the maze is a grid of glyphs with coordinates, and players show their tools', () => {
    const text = gameModule.text.renderView(view, P(0));
    const lines = text.split('\n');
    expect(lines[2]).toBe('    -1  0  1  2  3  4  5  6  7  8');
    expect(lines.find((line) => line.startsWith('  0 '))).toBe('  0  · ─S───────────┴──┴──┴─ · [?]');
    expect(lines.find((line) => line.startsWith(' -1 '))).toBe(' -1     ·           ·  ·  ·');
    expect(text).toContain('broken: cart');
    expect(text).toContain('T-NE#1 (└ tunnel)');
  });

  test('events read as log lines and private details stay out of public ones', () => {
    const step = game.apply(state, P(0), act.map('MAP#1', 8, 0));
    const lines = step.events.map((event) => gameModule.text.describeEvent(event));
    expect(lines[0]).toBe('P0 looked at the goal card at (8,0): gold.');
    expect(gameModule.text.describeEvent({ type: 'mapPlayed', seat: 0, card: 'MAP#1', x: 8, y: 0 })).toBe('P0 looked at the goal card at (8,0).');
  });
});
