import { emit } from '../../rules/events';
import type { CardId } from '@tavern/engine';
import { pushJudge } from '../../frames/judge';
import { pushScript } from '../../frames/script';
import { bumpTurnFlag, frameById, moveCards, player, pop, setTop, setTurn } from '../../rules/ops';
import { colourOf } from '../../rules/cardinfo';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

// Turn flag: 1 when the Shuangxiong card was red, 2 when black.
const FLAG = 'shuangxiong';

/**
 * Shuangxiong (Yan Liang & Wen Chou): instead of drawing, judge and take the card (at J4); this turn, in his
 * play phase, a hand card of the other colour may be used as a Duel.
 */
export const shuangxiong: Skill = {
  id: 'shuangxiong',
  title: 'Shuangxiong',
  triggers: {
    drawPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => pushScript(setTurn(s, { drawCount: 0 }), 'shuangxiong', owner),
    },
    judged: {
      optional: false,
      canTrigger: (s, owner, t) => {
        const judge = frameById(s, t.host);
        return t.about === owner && judge?.kind === 'judge' && judge.reason === 'shuangxiong' &&
          judge.card !== null && s.processing.includes(judge.card);
      },
      resolve: (s, owner, t) => {
        const judge = frameById(s, t.host);
        if (judge?.kind !== 'judge' || judge.card === null) return s;
        // The judgement card was face up in the processing area: the table sees where it goes.
        emit({ type: 'cardsTaken', seat: owner, cards: [judge.card], reason: 'shuangxiong' });
        return moveCards(s, [judge.card], { to: 'hand', seat: owner, reveal: 'public' });
      },
    },
  },
  conversions: [{
    as: 'duel',
    context: 'action',
    sources: (s, owner) => {
      const flag = s.turn.turnFlags[FLAG] ?? 0;
      if (flag === 0 || s.turn.seat !== owner || s.turn.phase !== 'play') return [];
      const other = flag === 1 ? 'black' : 'red';
      return player(s, owner).hand.filter((c) => colourOf(c) === other).map((c) => [c]);
    },
  }],
  script: (s, f) => {
    if (f.step === 'start') return pushJudge(setTop(s, { ...f, step: 'judged' }), f.owner, 'shuangxiong');
    const card = f.ret as CardId;
    return pop(bumpTurnFlag(s, FLAG, colourOf(card) === 'red' ? 1 : 2));
  },
};
