// Golden random playouts: seeded random games must walk through exactly the same states, legal
// lists and events as when the hashes were recorded, so a speed-up that changes behaviour (an
// order of legal actions, a shuffle, a state field) fails here. Recorded on the code before the
// playout optimisations of issue #18; regenerate only when the rules change on purpose (and bump
// game.rulesVersion).
import { hashString, seededRng, stableStringify, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';

/** One running hash over every step of `games` random games at `players` players. */
function playoutHash(players: number, games: number): string {
  const rng = seededRng(`golden-playouts:${players}`);
  let running = '';
  for (let g = 0; g < games; g++) {
    let state: RegicideState = game.setup(players, `golden:${players}:${g}`, game.defaultOptions);
    let text = stableStringify(state);
    running = hashString(running + text);
    for (let step = 0; game.outcome(state) === null && step < game.maxSteps; step++) {
      const seat: Seat = rng.pick(game.toAct(state));
      const legal = game.legalActions(state, seat);
      const { state: next, events } = game.apply(state, seat, rng.pick(legal));
      // apply is pure: the input state is exactly what it was before the call.
      expect(stableStringify(state)).toBe(text);
      text = stableStringify(next);
      running = hashString(`${running}|${stableStringify(legal)}|${stableStringify(events)}|${text}`);
      state = next;
    }
    running = hashString(running + stableStringify(game.outcome(state)));
  }
  return running;
}

const GOLDEN: Readonly<Record<number, string>> = {
  1: '32d16fed42693b99',
  2: '98f8bee30725843d',
  3: '4bf51c77389b12b5',
  4: 'd9845456d5f792bc',
};

test.each([1, 2, 3, 4])('seeded random playouts at %i players are unchanged', (players) => {
  expect(playoutHash(players, 200)).toBe(GOLDEN[players]);
});
