import type { Seat } from '@tavern/engine';
import { cardDef } from '../../cards';
import { pushUse } from '../../frames/use';
import { emit } from '../../rules/events';
import { killTargets } from '../../rules/play-action';
import { handAndEquip, moveCards, player, setTurn } from '../../rules/ops';
import type { Phase, SgsState } from '../../types';
import type { Choice, Skill, TriggerHook } from '../skill';

function skip(s: SgsState, phases: Phase[]): SgsState {
  return setTurn(s, { skipped: [...s.turn.skipped, ...phases] });
}

function kill(s: SgsState, owner: Seat, target: Seat): SgsState {
  // A virtual Kill with no physical card: any distance, one target, not counted (§2.4 Shensu).
  return pushUse(s, owner, { name: 'kill', cards: [], via: 'shensu' }, [target], null, true);
}

const option1: TriggerHook = {
  optional: true,
  canTrigger: (s, owner, t) => t.about === owner && !s.turn.skipped.includes('judge'),
  choices: (s, owner) => killTargets(s, owner, [], true).map((target): Choice => ({ cards: [], targets: [target] })),
  resolve: (s, owner, _t, choice) => kill(skip(s, ['judge', 'draw']), owner, choice.targets[0] as Seat),
};

const option2: TriggerHook = {
  optional: true,
  canTrigger: (s, owner, t) => t.about === owner && !s.turn.skipped.includes('play'),
  // spec §6.3: asked whenever he holds or wears any card (by count) and a Kill target exists, so that
  // the prompt does not tell the table whether his hand holds an equipment card.
  issuable: (s, owner) => handAndEquip(player(s, owner)).length > 0 && killTargets(s, owner, [], true).length > 0,
  choices: (s, owner) => {
    const equipment = handAndEquip(player(s, owner)).filter((c) => ['weapon', 'armor', 'plus', 'minus'].includes(cardDef(c).type));
    const out: Choice[] = [];
    for (const card of equipment) {
      for (const target of killTargets(s, owner, [], true)) out.push({ cards: [card], targets: [target] });
    }
    return out;
  },
  resolve: (s, owner, _t, choice) => {
    emit({ type: 'cardsDiscarded', seat: owner, cards: choice.cards, reason: 'shensu' });
    const paid = moveCards(skip(s, ['play']), choice.cards, { to: 'discard' });
    return kill(paid, owner, choice.targets[0] as Seat);
  },
};

/** Shensu (Xiahou Yuan): skip judgement+draw, or skip play and discard an equipment card, for a free Kill. */
export const shensu: Skill = {
  id: 'shensu',
  title: 'Shensu',
  triggers: { beforeJudgePhase: option1, beforePlayPhase: option2 },
};
