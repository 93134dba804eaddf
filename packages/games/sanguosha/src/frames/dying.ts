import { nextAlive, player, pop, push, seatsFrom, setPlayer, setTop } from '../rules/ops';
import { die } from '../rules/death';
import { emit } from '../rules/events';
import type { DyingFrame, RequestFrame, SgsState } from '../types';
import { pushTrigger } from './trigger';
import { survivesAtZero } from '../skills/registry';

/** One step of a dying process (pipeline DY, §3.8). */
export function runDying(s: SgsState, f: DyingFrame): SgsState {
  switch (f.step) {
    case 'enter': {
      // spec §2.4 Buqu 3: a protected player does not enter the dying state.
      if (player(s, f.seat).hp <= 0 && survivesAtZero(s, f.seat)) return pop(s);
      const current = s.turn.seat;
      // spec §3.8: the rescue round starts with the current player, or the next living one.
      const first = player(s, current).alive ? current : nextAlive(s, current);
      emit({ type: 'dying', seat: f.seat });
      const next = setTop(setPlayer(s, f.seat, { dying: true }), { ...f, askers: seatsFrom(s, first), step: 'ask' });
      return pushTrigger(next, 'enterDying', f.id, f.seat);
    }
    case 'ask': {
      const asker = f.askers[0];
      if (player(s, f.seat).hp >= 1 || asker === undefined || !player(s, f.seat).alive) {
        return setTop(s, { ...f, step: 'resolve' });
      }
      if (!player(s, asker).alive) return setTop(s, { ...f, askers: f.askers.slice(1) });
      const next = setTop(s, { ...f, step: 'answered' });
      return push<RequestFrame>(next, {
        kind: 'request', seat: asker, want: 'peach', n: 1, got: 0, mode: 'use', reason: 'rescue',
        target: f.seat, onBehalf: null, tried: [], ignoreArmor: false, step: 'ask', allies: [],
      });
    }
    case 'answered': {
      const provided = typeof f.ret === 'number' ? f.ret : 0;
      // spec §3.8: the same player keeps being asked while the dying player still needs Peaches.
      const askers = provided >= 1 ? f.askers : f.askers.slice(1);
      return setTop(s, { ...f, askers, step: 'ask', ret: null });
    }
    case 'resolve': {
      const p = player(s, f.seat);
      if (!p.alive) return pop(s);
      const saved = setPlayer(s, f.seat, { dying: false });
      if (p.hp >= 1 || survivesAtZero(s, f.seat)) return pop(saved);
      return pop(die(saved, f.seat, f.killer));
    }
  }
}
