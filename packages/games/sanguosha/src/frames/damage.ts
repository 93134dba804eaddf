import type { Seat } from '@tavern/engine';
import type { DamageFrame, DyingFrame, SgsState, VCard } from '../types';
import { recordConduct } from '../rules/conduct';
import { emit } from '../rules/events';
import { pop, push, player, seatsFrom, setPlayer, setTop } from '../rules/ops';
import { pushTrigger } from './trigger';

/** Pushes a damage event (pipeline D). */
export function pushDamage(
  s: SgsState,
  source: Seat | null,
  target: Seat,
  amount: number,
  card: VCard | null,
  nature: DamageFrame['nature'] = 'normal',
  conducted = false,
  transferred = false,
): SgsState {
  return push<DamageFrame>(s, {
    kind: 'damage', source, target, amount, nature, card, prevented: false, conducted, transferred, chain: null, step: 'start',
  });
}

/** One step of a damage event: D1 start, D2 caused, D3 inflicted, D4-D5 apply, D6 dealt, D7 suffered. */
export function runDamage(s: SgsState, f: DamageFrame): SgsState {
  switch (f.step) {
    case 'start': {
      if (!player(s, f.target).alive) return pop(s);
      const source = f.source !== null && player(s, f.source).alive ? f.source : null;
      return setTop(s, { ...f, source, step: 'caused' });
    }
    case 'caused': {
      const next = setTop(s, { ...f, step: 'inflicted' });
      return f.source === null ? next : pushTrigger(next, 'damageCaused', f.id, f.target);
    }
    case 'inflicted': {
      if (f.prevented || f.amount <= 0) return pop(s);
      return pushTrigger(setTop(s, { ...f, step: 'apply' }), 'damageInflicted', f.id, f.target);
    }
    case 'apply': {
      if (f.prevented) return pop(s);
      const hp = player(s, f.target).hp - f.amount;
      let next = recordConduct(setPlayer(s, f.target, { hp }), f.source, f.target, f.amount);
      emit({ type: 'damaged', seat: f.target, source: f.source, amount: f.amount, nature: f.nature, hp });
      // spec §4.10: nature damage unchains its target; unless conducted itself, it conducts at D9.
      const conducts = f.nature !== 'normal' && player(s, f.target).chained;
      if (conducts) {
        next = setPlayer(next, f.target, { chained: false });
        emit({ type: 'chainChanged', seat: f.target, chained: false });
      }
      next = setTop(next, { ...f, chain: conducts && !f.conducted ? [] : null, step: 'dealt' });
      if (hp <= 0) next = lowToDying(next, f.target, f.source);
      return next;
    }
    case 'dealt': {
      const next = setTop(s, { ...f, step: 'suffered' });
      return f.source !== null && player(s, f.source).alive ? pushTrigger(next, 'damageDealt', f.id, f.target) : next;
    }
    case 'suffered': {
      const next = setTop(s, { ...f, step: 'done' });
      return player(s, f.target).alive ? pushTrigger(next, 'damageSuffered', f.id, f.target) : next;
    }
    case 'done': {
      if (f.chain === null) return pop(s);
      const chain = seatsFrom(s, s.turn.seat).filter((seat) => seat !== f.target && player(s, seat).chained);
      return setTop(s, { ...f, chain, step: 'conduct' });
    }
    case 'conduct': {
      const [seat, ...rest] = f.chain ?? [];
      if (seat === undefined) return pop(s);
      const next = setTop(s, { ...f, chain: rest });
      if (!player(s, seat).alive || !player(s, seat).chained) return next;
      return pushDamage(next, f.source, seat, f.amount, f.card, f.nature, true);
    }
  }
}

/** HP loss (pipeline H): no source, no damage triggers; may start a dying process. */
export function loseHp(s: SgsState, seat: Seat, amount: number): SgsState {
  const hp = player(s, seat).hp - amount;
  emit({ type: 'hpLost', seat, amount, hp });
  const next = setPlayer(s, seat, { hp });
  if (hp > 0) return next;
  return lowToDying(next, seat, null);
}

/** HP ≤ 0 (D5, H2): a dying process, preceded by the HP-reduced hooks (Buqu fill) that may prevent it. */
function lowToDying(s: SgsState, seat: Seat, killer: Seat | null): SgsState {
  const next = push<DyingFrame>(s, { kind: 'dying', seat, killer, askers: [], step: 'enter' });
  return pushTrigger(next, 'hpLowered', null, seat);
}
