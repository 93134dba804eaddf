import { Match, seededRng, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { game } from '../src/index';

test('every seat answers a simultaneous window against the version it saw, none refused', () => {
  let windows = 0;
  for (let g = 0; g < 30 && windows < 20; g++) {
    const match = Match.start(game, 6, `window-${g}`);
    const rng = seededRng(`window-bots-${g}`);
    while (game.outcome(match.state) === null && match.version < 3000) {
      const asked = game.toAct(match.state);
      if (asked.length > 1) {
        // Everyone chooses from the same update (the same version), then the answers arrive one by one.
        windows++;
        const seen = match.version;
        const choices = asked.map((seat): [Seat, ReturnType<typeof game.legalActions>[number]] => [
          seat,
          rng.pick(game.legalActions(match.state, seat)),
        ]);
        for (const [seat, action] of choices) {
          if (!game.toAct(match.state).includes(seat)) break; // the window closed (a Negate came first)
          expect(match.decisionOpenedAt(seat)).toBeLessThanOrEqual(seen);
          match.actAt(seen, seat, action);
        }
        continue;
      }
      const seat = asked[0];
      if (seat === undefined) break;
      match.actAt(match.version, seat, rng.pick(game.legalActions(match.state, seat)));
    }
  }
  expect(windows).toBeGreaterThanOrEqual(20);
});
