import { asSeat, seededRng, type Bot } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import type { RegicideAction } from '../src/actions';
import { heuristicBot } from '../src/bot';
import { game } from '../src/game';
import type { RegicideView } from '../src/view';
import { defend, play, rig } from './rig';

const randomBot: Bot<RegicideView, RegicideAction> = ({ legal, rng }) => rng.pick(legal);

/** Mean enemies defeated over `games` games; also checks every choice is one of the legal actions. */
function meanEnemies(bot: Bot<RegicideView, RegicideAction>, numPlayers: number, games: number): number {
  const rng = seededRng(`bot-test:${numPlayers}`);
  let enemies = 0;
  for (let g = 0; g < games; g++) {
    let state = game.setup(numPlayers, `bot-test:${g}`, game.defaultOptions);
    for (let outcome = game.outcome(state); outcome === null; outcome = game.outcome(state)) {
      const seat = game.toAct(state)[0]!;
      const legal = game.legalActions(state, seat);
      const action = bot({ seat, view: game.view(state, seat), legal, rng });
      expect(legal).toContain(action);
      state = game.apply(state, seat, action).state;
    }
    enemies += game.outcome(state)!.stats['enemiesDefeated'] ?? 0;
  }
  return enemies / games;
}

describe('heuristic bot', () => {
  test.each([1, 2, 4])('defeats clearly more enemies than random at %i player(s)', (numPlayers) => {
    const random = meanEnemies(randomBot, numPlayers, 150);
    const heuristic = meanEnemies(heuristicBot, numPlayers, 150);
    expect(heuristic).toBeGreaterThan(random * 2);
  });

  test('chooses the exact kill over an overkill and a non-kill', () => {
    const state = rig({ players: 2, enemy: 'JC', damage: 13, hands: ['7H 10D 3S', '5C'] });
    const legal = [play('10D'), play('7H'), play('3S')];
    const view = game.view(state, asSeat(0));
    expect(heuristicBot({ seat: asSeat(0), view, legal, rng: seededRng('k') })).toEqual(play('7H'));
  });

  test('covers damage with the least wasted value and keeps its Jester', () => {
    const state = { ...rig({ players: 3, enemy: 'JS', hands: ['X1 3C 4D 9H 10S', '', ''] }), phase: 'defend' as const, pendingDamage: 7 };
    const legal = game.legalActions(state, asSeat(0));
    const choice = heuristicBot({ seat: asSeat(0), view: game.view(state, asSeat(0)), legal, rng: seededRng('k') });
    expect(choice).toEqual(defend('3C 4D'));
  });

  test('never makes a play it cannot survive when a safe one exists', () => {
    // Q♠ attacks for 15; the hand is worth 21: playing 10♦ would leave 11 < 15.
    const state = rig({ players: 2, enemy: 'QS', hands: ['AC 10D 5H 5C', '9S'] });
    const legal = game.legalActions(state, asSeat(0));
    const choice = heuristicBot({ seat: asSeat(0), view: game.view(state, asSeat(0)), legal, rng: seededRng('k') });
    expect(choice.type).toBe('play');
    const played = choice.type === 'play' ? choice.cards : [];
    const left = 21 - played.reduce((sum, card) => sum + (card === '10D' ? 10 : card === 'AC' ? 1 : 5), 0);
    expect(left).toBeGreaterThanOrEqual(15);
  });
});
