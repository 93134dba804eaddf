import { createRng, invariant, type Seat } from '@tavern/engine';
import { generalDef } from '../generals';
import { generalPool } from '../setup';
import type { Action, GameFrame, Player, SgsState } from '../types';
import { roleOf } from '../rules/death';
import { emit } from '../rules/events';
import { drawCards, nextAlive, player, seatsFrom, setPlayer, setTop } from '../rules/ops';
import { ask } from '../rules/prompt';
import { pushTurn } from './turn';

/** Gives a seat its general: HP = max HP, +1 for the lord with 5 or more players (§3.1 step 5). */
export function assignGeneral(s: SgsState, seat: Seat, general: string): SgsState {
  const lordBonus = roleOf(player(s, seat).role) === 'lord' && s.numPlayers >= 5 ? 1 : 0;
  const maxHp = generalDef(general).maxHp + lordBonus;
  return setPlayer(s, seat, { general, offer: [], hp: maxHp, maxHp });
}

/** The root frame: the lord chooses, then the others at once; then turns in seat order from the lord. */
export function runGame(s: SgsState, f: GameFrame): SgsState {
  switch (f.step) {
    case 'lord': {
      if (f.ret === null) return ask(s, [f.next], { type: 'chooseGeneral' });
      const answer = f.ret as Action;
      invariant(answer.type === 'chooseGeneral', 'lord answered with something else');
      let next = assignGeneral(s, f.next, answer.general);
      emit({ type: 'generalRevealed', seat: f.next, general: answer.general });
      // spec §3.1 step 4: 3 distinct generals per non-lord from the pool the lord's 4 returned to.
      const rng = createRng(next.rng);
      const pool = rng.shuffle(generalPool(s.options).filter((id) => id !== answer.general));
      const nonLords = seatsFrom(next, f.next).filter((seat) => seat !== f.next);
      const each = Math.max(1, Math.min(3, Math.floor(pool.length / nonLords.length)));
      nonLords.forEach((seat, i) => {
        next = setPlayer(next, seat, { offer: pool.slice(i * each, i * each + each) });
      });
      next = { ...next, rng: rng.state() };
      return ask(setTop(next, { ...f, step: 'others', ret: null }), nonLords, { type: 'chooseGeneral' }, 'each');
    }
    case 'others': {
      const answers = f.ret as Readonly<Record<string, Action>>;
      let next = s;
      for (const [key, answer] of Object.entries(answers)) {
        invariant(answer.type === 'chooseGeneral', 'general choice answered with something else');
        next = assignGeneral(next, Number(key) as Seat, answer.general);
      }
      emit({
        type: 'generalsRevealed',
        generals: next.players.map((p: Player) => p.general),
      });
      // spec §3.1 step 7: 4 cards each, in seat order starting with the lord.
      for (const seat of seatsFrom(next, f.next)) next = drawCards(next, seat, 4);
      return setTop(next, { ...f, step: 'turns', ret: null });
    }
    case 'turns': {
      // A turn frame pops with 'ended'; the next turn belongs to the next living seat (§3.2.4).
      const seat = f.ret === 'ended' ? nextAlive(s, f.next) : f.next;
      return pushTurn(setTop(s, { ...f, next: seat, ret: null }), seat);
    }
  }
}
