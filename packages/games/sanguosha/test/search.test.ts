import { seededRng, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/index';
import { determinizeWithBelief } from '../src/search/belief';
import { evaluateForSeat } from '../src/search/evaluate';
import type { SgsState } from '../src/types';
import type { SgsView } from '../src/view';
import { act, rig, table } from './rig';

const seat = (n: number): Seat => n as Seat;

describe('open conduct', () => {
  test('a Kill that hits counts once for the aim and once per point of damage, in every view', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'huang_gai' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' }],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    sc.act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
    expect(sc.state.players[0]?.conduct).toEqual([0, 2, 0, 0]);
    expect(game.view(sc.state, seat(2)).players[0]?.conduct).toEqual([0, 2, 0, 0]);
    expect(sc.state.players.slice(1).every((p) => p.conduct.every((x) => x === 0))).toBe(true);
  });

  test('determinize keeps everyone\'s conduct', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'huang_gai' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' }],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    const world = game.determinize(game.view(sc.state, seat(3)), seat(3), seededRng('w'));
    expect(world.players.map((p) => p.conduct)).toEqual(sc.state.players.map((p) => p.conduct));
  });
});

/** A 5-player table in which seat 1 has hurt the lord (seat 0) again and again. */
function suspectTable(): SgsState {
  const base = rig({
    seats: [
      { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
      { role: 'spy', general: 'gan_ning' }, { role: 'rebel', general: 'xu_chu' },
    ],
    current: 0, at: 'play',
  });
  return { ...base, players: base.players.map((p, s) => (s === 1 ? { ...p, conduct: [6, 0, 0, 0, 0] } : p)) };
}

function roleShare(view: SgsView, viewer: Seat, target: number, prefix: string, samples: number): number {
  const rng = seededRng('belief');
  let hits = 0;
  for (let i = 0; i < samples; i++) {
    if (determinizeWithBelief(view, viewer, rng).players[target]?.role.startsWith(prefix) === true) hits++;
  }
  return hits / samples;
}

describe('role belief', () => {
  test('a seat that kept hurting the lord is sampled as a rebel far more often than chance', () => {
    const state = suspectTable();
    const view = game.view(state, seat(0));
    // Uniformly, seat 1 would be a rebel in 2 of 4 hidden roles: 50%.
    expect(roleShare(view, seat(0), 1, 'role:rebel', 400)).toBeGreaterThan(0.9);
  });

  test('without any conduct, hidden roles are sampled uniformly', () => {
    const state = rig({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
        { role: 'spy', general: 'gan_ning' }, { role: 'rebel', general: 'xu_chu' },
      ],
      current: 0, at: 'play',
    });
    const share = roleShare(game.view(state, seat(0)), seat(0), 1, 'role:rebel', 800);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  test('sampled worlds stay consistent with the view', () => {
    const state = suspectTable();
    for (const viewer of [0, 2, 4]) {
      const view = game.view(state, seat(viewer));
      const world = determinizeWithBelief(view, seat(viewer), seededRng(`c${viewer}`));
      expect(game.view(world, seat(viewer))).toEqual(view);
      expect([...world.players.map((p) => p.role)].sort()).toEqual([...state.players.map((p) => p.role)].sort());
    }
  });
});

describe('evaluation', () => {
  test('losing rebels raises the crown\'s value and lowers the rebels\'', () => {
    const state = suspectTable();
    const hurt = { ...state, players: state.players.map((p) => (p.role.startsWith('role:rebel') ? { ...p, hp: 1 } : p)) };
    expect(evaluateForSeat(hurt, seat(0))).toBeGreaterThan(evaluateForSeat(state, seat(0)));
    expect(evaluateForSeat(hurt, seat(1))).toBeLessThan(evaluateForSeat(state, seat(1)));
    for (const s of [0, 1, 2, 3, 4]) {
      expect(evaluateForSeat(state, seat(s))).toBeGreaterThanOrEqual(0);
      expect(evaluateForSeat(state, seat(s))).toBeLessThanOrEqual(1);
    }
  });
});
