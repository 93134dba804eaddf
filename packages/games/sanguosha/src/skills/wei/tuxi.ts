import type { Seat } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { pickedCard } from '../../frames/use';
import { emit } from '../../rules/events';
import { revealedEvent } from '../../rules/reveal';
import { moveCards, player, pop, seatsFrom, setTop, setTurn } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import type { Choice, Skill } from '../skill';

function candidates(s: SgsState, owner: Seat): Seat[] {
  return seatsFrom(s, owner).filter((seat) => seat !== owner && player(s, seat).hand.length > 0);
}

/** Tuxi (Zhang Liao): instead of drawing, take one hand card (blind) from each of 1 or 2 other players. */
export const tuxi: Skill = {
  id: 'tuxi',
  title: 'Tuxi',
  triggers: {
    drawPhase: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && candidates(s, owner).length > 0,
      choices: (s, owner) => {
        const list = candidates(s, owner);
        const out: Choice[] = list.map((seat) => ({ cards: [], targets: [seat] }));
        for (let i = 0; i < list.length; i++) {
          for (let j = i + 1; j < list.length; j++) out.push({ cards: [], targets: [list[i] as Seat, list[j] as Seat] });
        }
        return out;
      },
      resolve: (s, owner, _t, choice) =>
        pushScript(setTurn(s, { drawCount: 0 }), 'tuxi', owner, { data: { targets: [...choice.targets] } }),
    },
  },
  script: (s, f) => {
    const targets = f.data['targets'] as readonly Seat[];
    let next = s;
    if (f.step === 'picked') {
      const from = targets[0] as Seat;
      const { state, card } = pickedCard(s, from, f.ret as Action);
      // spec §6.2: a blind pick is known to the chooser and the previous owner only.
      emit(revealedEvent({ type: 'cardTaken', seat: f.owner, from, card }, f.owner, [from], { type: 'cardTaken', seat: f.owner, from }));
      next = moveCards(state, [card], { to: 'hand', seat: f.owner, reveal: [from] });
      next = setTop(next, { ...f, data: { targets: targets.slice(1) }, ret: null });
    }
    const rest = f.step === 'picked' ? targets.slice(1) : targets;
    const from = rest.find((seat) => player(next, seat).hand.length > 0);
    if (from === undefined) return pop(next);
    const remaining = rest.slice(rest.indexOf(from));
    return ask(setTop(next, { ...f, step: 'picked', data: { targets: remaining }, ret: null }), [f.owner], {
      type: 'pickCard', from, areas: ['hand'], reason: 'tuxi',
    });
  },
};
