import { loseHp } from '../../frames/damage';
import { pushScript } from '../../frames/script';
import { drawCards, player, pop, setTop } from '../../rules/ops';
import type { Skill } from '../skill';

/** Kurou (Huang Gai): any number of times in his play phase, lose 1 HP, then (if alive) draw 2. */
export const kurou: Skill = {
  id: 'kurou',
  title: 'Kurou',
  active: {
    actions: () => [{ type: 'useSkill', skill: 'kurou', cards: [], targets: [] }],
    start: (s, owner) => pushScript(s, 'kurou', owner),
  },
  script: (s, f) => {
    if (f.step === 'start') return loseHp(setTop(s, { ...f, step: 'draw' }), f.owner, 1);
    return pop(player(s, f.owner).alive ? drawCards(s, f.owner, 2) : s);
  },
};
