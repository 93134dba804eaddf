import { seededRng, stableStringify, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { heuristicBot } from '../src/bot';
import { game } from '../src/game';
import type { State } from '../src/state';
import { A, B, C, D, inHand, label, play, start, useOn } from './rig';

function botChoice(state: State, seat: Seat) {
  return heuristicBot({
    seat,
    view: game.view(state, seat),
    legal: game.legalActions(state, seat),
    rng: seededRng('bot-test'),
  });
}

describe('heuristic bot', () => {
  test('always returns one of the legal actions, whole games long', () => {
    const rng = seededRng('bot-games');
    for (const players of [2, 3, 4, 5, 6]) {
      let state = game.setup(players, `bot:${players}`, game.defaultOptions);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0] as Seat;
        const legal = game.legalActions(state, seat);
        const action = heuristicBot({ seat, view: game.view(state, seat), legal, rng });
        expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(action));
        state = game.apply(state, seat, action).state;
      }
    }
  });

  test('targets the opponent closest to going out', () => {
    const s = start({
      seats: 4,
      next: A,
      field: 'R6/R',
      hands: [['R5', 'K1', 'W3'], ['K2', 'K3', 'K4'], ['U1'], ['W1', 'W2']],
    });
    s.act(A, play(s, A, 'R5', 'skill'));
    expect(botChoice(s.state, A)).toEqual(useOn(C));
  });

  test('keeps a Defense card on its own turn and uses it against a threat', () => {
    const own = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [
        ['R8', 'R2', 'K5', 'W7'],
        ['K1', 'K2'],
        ['U1', 'U2'],
      ],
    });
    const choice = botChoice(own.state, A);
    expect(choice.type === 'play' && label(choice.card) === 'R8').toBe(false);

    const threatened = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [
        ['R5', 'K1'],
        ['R8', 'W2', 'U3'],
        ['U1', 'U2'],
      ],
    });
    threatened.act(A, play(threatened, A, 'R5', 'skill')).act(A, useOn(B));
    expect(botChoice(threatened.state, B)).toEqual({
      type: 'defend',
      card: inHand(threatened, B, 'R8'),
    });
  });

  test('weighs the penalty a skill card keeps against the cards it sheds', () => {
    // A Goddess with nothing to extra-play would keep 30 points for nothing: it goes onto the field.
    const goddess = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [
        ['GDS', 'K1', 'K2'],
        ['K1', 'K2', 'K3'],
        ['U1', 'U2', 'U3'],
      ],
    });
    const first = botChoice(goddess.state, A);
    expect(first.type === 'play' && label(first.card) === 'GDS' && first.to === 'field').toBe(true);
    // A Priest that sheds two more red cards is worth its 6 points in the skill area.
    const priest = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [
        ['R6', 'R1', 'R2', 'K9'],
        ['K1', 'K2', 'K3'],
        ['U1', 'U2', 'U3'],
      ],
    });
    expect(botChoice(priest.state, A)).toEqual(play(priest, A, 'R6', 'skill'));
  });

  test('goes out when it can', () => {
    const s = start({ seats: 4, next: D, field: 'R6/R', hands: [['K1'], ['K2'], ['U1'], ['R4']] });
    const choice = botChoice(s.state, D);
    expect(choice.type === 'play' && label(choice.card) === 'R4').toBe(true);
  });
});
