import { seededRng, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game, heuristicBot } from '../src/index';
import { HIDDEN_CARD } from '../src/view';
import { act, table } from './rig';
import { playSampledWorlds } from './world-play';

describe('worlds sampled by determinize', () => {
  test('a point fight waiting for its second card: the sampled first card lies in the initiator\'s hand', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'taishi_ci', hand: ['kill:DK', 'peach:H4'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.skill('tianyi', [], [1])).act(0, act.select('peach:H4'));
    const view = game.view(sc.state, 1 as Seat);
    const rng = seededRng('pindian');
    for (let i = 0; i < 30; i++) {
      const world = game.determinize(view, 1 as Seat, rng);
      const fight = world.stack.find((frame) => frame.kind === 'script' && frame.skill === 'pindian');
      const mine = fight?.kind === 'script' ? fight.data['mine'] : undefined;
      expect(mine).not.toBe(HIDDEN_CARD);
      expect(world.players[0]?.hand).toContain(mine);
      expect(game.view(world, 1 as Seat)).toEqual(view);
      // Before the fix the sampled first card was any unseen card (often in the draw pile) and this threw.
      const after = game.apply(world, 1 as Seat, act.select('dodge:D2')).state;
      expect(after.discardPile).toContain(mine);
      expect(after.discardPile).toContain('dodge:D2');
    }
  });

  // Property: along seeded heuristic games, worlds sampled at many decisions (the states an ISMCTS
  // search starts from) play to the end under random and heuristic play without a rules error.
  // The 6-player seed reaches a Tianyi point fight (it failed before the point-fight fix).
  const cases = [
    { players: 5, generals: 'standard' as const, seed: 'worlds:std5', rng: 'worlds:std5', every: 9 },
    { players: 6, generals: 'all' as const, seed: 'fuzz:2', rng: 'w2', every: 3 },
    { players: 8, generals: 'all' as const, seed: 'worlds:all8', rng: 'worlds:all8', every: 15 },
  ];
  for (const spec of cases) {
    test(`${spec.players} players, ${spec.generals} generals: every sampled world plays on without errors`, () => {
      const failures = playSampledWorlds(game, heuristicBot, { ...spec, worlds: 2, rng: seededRng(spec.rng) });
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
