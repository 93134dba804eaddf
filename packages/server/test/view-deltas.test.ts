import fc from 'fast-check';
import { Match, allSeats, jsonEqual, type GameEvent, type Viewer } from '@tavern/engine';
import { playoutArbitrary, propertyRuns } from '@tavern/engine/test-kit';
import {
  applyDelta,
  deltaMessageSchema,
  updateMessageSchema,
  type UpdateMessage,
} from '@tavern/engine/protocol';
import { defaultGames } from '@tavern/game-registry';
import { describe, expect, test } from 'vitest';
import { buildUpdate, sharedUpdate } from '../src/rooms/room-update';
import { ViewerUpdates } from '../src/rooms/viewer-updates';

// Table sizes per game: the largest tables make the longest views, the smallest the most turns.
const COUNTS: Readonly<Record<string, readonly number[]>> = {
  regicide: [1, 2, 4],
  saboteur: [3, 5, 10],
  sanguosha: [4, 8],
  'gods-gambit': [2, 6],
};
// Random Regicide games end within a few turns, so it takes more of them to reach the same steps.
const RUNS: Readonly<Record<string, number>> = { regicide: 150, saboteur: 12, sanguosha: 12, 'gods-gambit': 10 };

describe('view deltas', () => {
  for (const module of defaultGames) {
    const game = module.def;
    test(`property (${game.id}): every viewer's update rebuilt from deltas equals its full update`, () => {
      let steps = 0;
      fc.assert(
        fc.property(playoutArbitrary(COUNTS[game.id] ?? [game.minPlayers], 600), (playout) => {
          const match = Match.start(game, playout.numPlayers, playout.seed);
          const viewers: Viewer[] = [...allSeats(playout.numPlayers), 'spectator'];
          const updates = new ViewerUpdates(game);
          const held = new Map<Viewer, UpdateMessage>();
          const check = (events: readonly GameEvent[]): void => {
            const shared = sharedUpdate(game, match, []);
            for (const [viewer, frame] of updates.frames(match, shared, viewers, events)) {
              const full = JSON.parse(frame.full()) as UpdateMessage;
              if (frame.delta === null) {
                held.set(viewer, full);
                continue;
              }
              // What the wire carries: JSON text, checked by the schema, folded by the client's function.
              const delta = deltaMessageSchema.parse(JSON.parse(frame.delta));
              const rebuilt = applyDelta(held.get(viewer) ?? null, delta);
              // jsonEqual first: toEqual's full walk is what makes the property slow, not the deltas.
              if (!jsonEqual(rebuilt, full)) expect(rebuilt).toEqual(full);
              expect(frame.delta.length).toBeLessThanOrEqual(frame.full().length + 16);
              held.set(viewer, full);
            }
          };
          const first = buildUpdate(game, match, sharedUpdate(game, match, []), viewers[0]!, []);
          updateMessageSchema.parse(JSON.parse(JSON.stringify(first)));
          check([]);
          for (const choice of playout.path) {
            const toAct = game.toAct(match.state);
            const seat = toAct[choice % Math.max(1, toAct.length)];
            if (seat === undefined || game.outcome(match.state) !== null) break;
            const legal = game.legalActions(match.state, seat);
            const action = legal[Math.floor(choice / toAct.length) % legal.length];
            if (action === undefined) break;
            check(match.act(seat, action).events);
            steps++;
          }
        }),
        { numRuns: propertyRuns(RUNS[game.id] ?? 6) },
      );
      // About 1,200-2,500 random steps per game with the default runs, every viewer checked at each;
      // games end at random (a run of short Gods' Gambit games once made 504), so the floor is lower:
      // it is there to fail when playouts stop playing, not to count them.
      expect(steps).toBeGreaterThan(300);
    });
  }

  test('a delta does not fold onto an update other than its base: the client resyncs', () => {
    const module = defaultGames[0]!;
    const match = Match.start(module.def, 2, 'resync');
    const updates = new ViewerUpdates(module.def);
    const seat = allSeats(2)[0]!;
    const first = updates.frames(match, sharedUpdate(module.def, match, []), [seat], []).get(seat)!;
    const toAct = module.def.toAct(match.state)[0]!;
    match.act(toAct, module.def.legalActions(match.state, toAct)[0]!);
    updates.frames(match, sharedUpdate(module.def, match, []), [seat], []);
    match.act(module.def.toAct(match.state)[0]!, module.def.legalActions(match.state, module.def.toAct(match.state)[0]!)[0]!);
    const third = updates.frames(match, sharedUpdate(module.def, match, []), [seat], []).get(seat)!;
    const held = updateMessageSchema.parse(JSON.parse(first.full()));
    const delta = deltaMessageSchema.parse(JSON.parse(third.delta!));
    expect(delta.base).toBe(1);
    expect(applyDelta(held, delta)).toBeNull();
  });
});
