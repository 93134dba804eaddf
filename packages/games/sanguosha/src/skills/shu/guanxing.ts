import { emit } from '../../rules/events';
import type { CardId } from '@tavern/engine';
import { pushScript } from '../../frames/script';
import { aliveCount, pop, setTop, takeTop } from '../../rules/ops';
import { ask } from '../../rules/prompt';
import type { SgsState } from '../../types';
import { NO_CHOICE } from '../common';
import type { Skill } from '../skill';

/**
 * Guanxing (Zhuge Liang): at his start phase, look at the top min(5, living) cards and put each back
 * on top or at the bottom, in the order chosen (one `place` answer per card).
 */
export const guanxing: Skill = {
  id: 'guanxing',
  title: 'Guanxing',
  triggers: {
    startPhase: {
      optional: true,
      canTrigger: (_s, owner, t) => t.about === owner,
      choices: () => NO_CHOICE,
      resolve: (s, owner) => pushScript(s, 'guanxing', owner),
    },
  },
  script: (s, f) => {
    if (f.step === 'start') {
      const { state, cards } = takeTop(s, Math.min(5, aliveCount(s)));
      if (state.result !== null) return state;
      const next = setTop({ ...state, looking: { seat: f.owner, cards } }, { ...f, step: 'placing' });
      return ask(next, [f.owner], { type: 'arrange', top: [], bottom: [] });
    }
    const result = f.ret as { readonly top: readonly CardId[]; readonly bottom: readonly CardId[] };
    // spec §6.2: only Zhuge Liang knows where he put the cards; the table learns how many went where.
    emit({
      type: 'cardsArranged', seat: f.owner, top: result.top, bottom: result.bottom, visibleTo: [f.owner],
      redacted: { type: 'cardsArranged', seat: f.owner, topCount: result.top.length, bottomCount: result.bottom.length },
    });
    const done: SgsState = { ...s, looking: null, drawPile: [...result.top, ...s.drawPile, ...result.bottom] };
    return pop(done);
  },
};
