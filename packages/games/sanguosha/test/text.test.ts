import { seededRng, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { describeAction, describeEvent, renderView } from '../src/text';
import { englishWords as en } from './english-words';

const PROGRAM_WORDS = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|:[SHCD]\d|#\d|\bP\d\b|[{}[\]]"|\d\.\d{3,}/;

describe('Sanguosha words', () => {
  test.each([4, 5, 8])('events and menus of a %i-player game name seats by name and never show program words', (players) => {
    const rng = seededRng(`sgs-words-${players}`);
    let state = game.setup(players, `sgs-words-${players}`, game.defaultOptions);
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy'];
    let lines = 0;
    for (let step = 0; step < 600 && game.outcome(state) === null; step++) {
      const seat = game.toAct(state)[0] as Seat;
      const view = game.view(state, seat);
      const legal = game.legalActions(state, seat);
      for (const action of legal) expect(describeAction(action, view, en(names))).not.toMatch(PROGRAM_WORDS);
      for (const line of renderView(view, seat, en(names)).split('\n')) expect(line).not.toMatch(PROGRAM_WORDS);
      const result = game.apply(state, seat, rng.pick(legal));
      for (const event of result.events) {
        const line = describeEvent(event, view, en(names));
        if (line === null) continue;
        lines++;
        expect(line, JSON.stringify(event)).not.toMatch(PROGRAM_WORDS);
        expect(line).not.toMatch(/Player \d/);
      }
      state = result.state;
    }
    expect(lines).toBeGreaterThan(30);
  });

  test('a few lines read exactly', () => {
    const names = ['Ann', 'Bo'];
    expect(describeEvent({ type: 'damaged', seat: 1, source: 0, amount: 3, nature: 'thunder', hp: -1 }, null, en(names))).toBe(
      'Bo took 3 thunder damage from Ann (now -1 health).',
    );
    expect(describeEvent({ type: 'cardsDrawn', seat: 0, count: 1 }, null, en(names))).toBe('Ann drew 1 card.');
    expect(describeEvent({ type: 'gameOver', kind: 'rebels', winners: [1] }, null, en())).toBe('Game over: the Rebels win.');
  });
});
