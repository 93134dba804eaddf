import { hashString, seededRng, stateHash, type Seat } from '@tavern/engine';
import { game, heuristicBot } from '../src/index';

/**
 * One fingerprint of a seeded heuristic-bot game: the final state's hash, the number of steps, the
 * legal action lists along the way, and a few determinized worlds (so a change to legalActions,
 * apply, toAct, view, the bot or determinize, or to their RNG draws, shows up).
 */
/**
 * A state or view without the players' open-conduct record. The record was added after the golden
 * hash was taken; leaving it out keeps the hash a proof that the rules themselves behave as they
 * did (test/search.test.ts covers the record).
 */
function withoutConduct<T extends { readonly players: readonly object[] }>(s: T): T {
  return { ...s, players: s.players.map(({ conduct: _conduct, ...rest }: { conduct?: unknown }) => rest) };
}

export function goldenFingerprint(index: number): string {
  const players = 4 + (index % 6);
  const rng = seededRng(`golden:${index}`);
  let state = game.setup(players, `golden:${index}`, { deck: 'standard_ex', generals: 'all' });
  let steps = 0;
  let trail = '';
  while (game.outcome(state) === null && steps < game.maxSteps) {
    const seats = game.toAct(state);
    const seat: Seat = rng.pick(seats);
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    if (steps % 97 === 0) {
      trail = hashString(trail + JSON.stringify(legal) + stateHash(withoutConduct(view)) + stateHash(withoutConduct(game.determinize(view, seat, rng))));
    } else {
      trail = hashString(`${trail}|${seats.join(',')}|${legal.length}`);
    }
    const step = game.apply(state, seat, heuristicBot({ seat, view, legal, rng }));
    if (step.events.length > 0) trail = hashString(trail + JSON.stringify(step.events));
    state = step.state;
    steps++;
  }
  return `${stateHash(withoutConduct(state))}:${steps}:${trail}`;
}

/** The fingerprints of games [0, count) folded into one hash. */
export function goldenHash(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out = hashString(out + goldenFingerprint(i));
  return out;
}
