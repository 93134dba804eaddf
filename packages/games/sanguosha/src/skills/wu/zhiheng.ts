import type { CardId } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, drawCards, handAndEquip, moveCards, player, pop, setTop } from '../../rules/ops';
import { askSelect } from '../../rules/prompt';
import type { Skill } from '../skill';

/** Zhiheng (Sun Quan): once per play phase, discard any number (≥1) of hand/equipped cards and draw as many. */
export const zhiheng: Skill = {
  id: 'zhiheng',
  title: 'Zhiheng',
  limits: { perPhase: 1 },
  active: {
    actions: (s, owner) =>
      (s.turn.phaseFlags['zhiheng'] ?? 0) === 0 && handAndEquip(player(s, owner)).length > 0
        ? [{ type: 'useSkill', skill: 'zhiheng', cards: [], targets: [] }]
        : [],
    start: (s, owner) => pushScript(bumpPhaseFlag(s, 'zhiheng'), 'zhiheng', owner),
  },
  script: (s, f) => {
    if (f.step === 'start') {
      const count = handAndEquip(player(s, f.owner)).length;
      return askSelect(setTop(s, { ...f, step: 'chosen' }), f.owner, 'zhiheng', 1, count, ['hand', 'equip']);
    }
    const cards = f.ret as readonly CardId[];
    emit({ type: 'cardsDiscarded', seat: f.owner, cards });
    return pop(drawCards(moveCards(s, cards, { to: 'discard' }), f.owner, cards.length));
  },
};
