import { hashString, seededRng, stateHash, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { heuristicBot } from '../src/bot';
import { game } from '../src/game';
import type { State } from '../src/state';

/**
 * Plays seeded games (random and heuristic bots, 2-6 players) and hashes everything the rules
 * produce: every action taken, every event, every final state, plus views and determinized states
 * sampled along the way. A guard for performance work: an optimisation must not change behaviour.
 */
function behaviourHash(games: number): string {
  const perGame: string[] = [];
  for (let index = 0; index < games; index++) {
    const players = 2 + (index % 5);
    const heuristic = index % 2 === 1;
    const rng = seededRng(`behaviour:${index}`);
    const sampler = seededRng(`behaviour-sample:${index}`);
    let state: State = game.setup(players, `behaviour-setup:${index}`, game.defaultOptions);
    const trace: string[] = [];
    for (let step = 0; game.outcome(state) === null; step++) {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat);
      trace.push(JSON.stringify(legal));
      const view = game.view(state, seat);
      if (step % 17 === 0) {
        trace.push(stateHash(view), stateHash(game.view(state, 'spectator')));
        trace.push(stateHash(game.determinize(view, seat, sampler)));
      }
      const action = heuristic ? heuristicBot({ seat, view, legal, rng }) : rng.pick(legal);
      const result = game.apply(state, seat, action);
      trace.push(JSON.stringify(action), JSON.stringify(result.events));
      state = result.state;
    }
    trace.push(stateHash(state), JSON.stringify(game.outcome(state)));
    perGame.push(hashString(trace.join('\n')));
  }
  return hashString(perGame.join(','));
}

// Recorded from the code before the throughput work (issue #9); any change here means behaviour changed.
const EXPECTED = '87a7eb3d2fb519d3';

test('300 seeded games give the recorded behaviour hash (actions, events, views, determinize, final states)', () => {
  expect(behaviourHash(300)).toBe(EXPECTED);
});
