import { cardDef } from '../../cards';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { moveCards, player, pop, setPlayer, setTop, takeTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { Action, SgsState } from '../../types';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';
import type { Seat } from '@tavern/engine';

/** Cards the Buqu pile must hold at this HP: 1 − HP (none at HP ≥ 1). */
const needed = (hp: number): number => Math.max(0, 1 - hp);

/** Buqu rule 2: HP ≤ 0, exactly 1 − HP cards in the pile, no two of the same rank. */
function isProtected(s: SgsState, seat: Seat): boolean {
  const p = player(s, seat);
  if (p.hp > 0 || p.buqu.length !== needed(p.hp)) return false;
  return new Set(p.buqu.map((c) => cardDef(c).rank)).size === p.buqu.length;
}

/**
 * Buqu (Zhou Tai): after his HP drops to ≤ 0 he may fill his public pile from the draw pile up to 1 − HP cards;
 * with distinct ranks he is protected (no dying; survives DY4). Recovery empties the pile back to 1 − HP.
 */
export const buqu: Skill = {
  id: 'buqu',
  title: 'Buqu',
  modifiers: { survivesAtZero: isProtected },
  triggers: {
    hpLowered: {
      optional: true,
      canTrigger: (s, owner, t) => t.about === owner && player(s, owner).buqu.length < needed(player(s, owner).hp),
      choices: () => NO_CHOICE,
      resolve: (s, owner) => {
        const p = player(s, owner);
        const { state, cards } = takeTop(s, needed(p.hp) - p.buqu.length);
        if (state.result !== null) return state;
        emit({ type: 'buquRevealed', seat: owner, cards });
        return setPlayer(state, owner, { buqu: [...p.buqu, ...cards] });
      },
    },
    recovered: {
      optional: false,
      canTrigger: (s, owner, t) => t.about === owner && player(s, owner).buqu.length > needed(player(s, owner).hp),
      resolve: (s, owner) => {
        const p = player(s, owner);
        if (p.hp >= 1) return moveCards(s, p.buqu, { to: 'discard' });
        return pushScript(s, 'buqu', owner);
      },
    },
  },
  script: (s, f) => {
    let next = s;
    if (f.step === 'picked') {
      const answer = f.ret as Action;
      if (answer.type === 'pickCard') next = moveCards(next, [answer.card], { to: 'discard' });
    }
    const p = player(next, f.owner);
    if (p.buqu.length <= needed(p.hp)) return pop(next);
    return ask(setTop(next, { ...f, step: 'picked', ret: null }), [f.owner], { type: 'pickCard', from: f.owner, areas: ['buqu'], reason: 'buqu' });
  },
};
