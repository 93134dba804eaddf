import type { CardId, Seat } from '@tavern/engine';
import { CARD_TITLE, findCard } from '../cards';
import { getSkill, skillsOf } from '../skills/registry';
import { sgsError } from '../errors';
import type { Action, PromptFrame, SgsState } from '../types';
import { advance } from './advance';
import { inAttackRange } from './distance';
import { legalList, pendingPrompt } from './legal';
import { killAllowed } from './limits';
import { player, pop, setTop, type Writable } from './ops';
import { others, targetLists } from './play-action';

const ACTION_TYPES = new Set([
  'chooseGeneral', 'useCard', 'useSkill', 'endPhase', 'respond', 'respondSkill', 'pass', 'invoke', 'selectCard',
  'finish', 'pickHand', 'pickCard', 'chooseOption', 'chooseSeat', 'chooseSkill', 'place',
]);

/** Structural equality of two plain JSON values (actions). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const key of ka) {
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Validates an answer against the legal list, then records it and advances. */
export function applyAction(s: SgsState, seat: Seat, action: Action): SgsState {
  if (s.result !== null) throw sgsError('matchFinished', {});
  const prompt = pendingPrompt(s);
  if (prompt === null || !prompt.asked.includes(seat) || prompt.answers[String(seat)] !== undefined) {
    throw sgsError('notYourDecision', { seat });
  }
  if (!ACTION_TYPES.has(action.type)) throw sgsError('unknownAction', { type: action.type });
  const legal = legalList(s, seat);
  // An action taken from the legal list itself (bots, searches) needs no structural comparison.
  if (!legal.includes(action) && !legal.some((candidate) => sameJson(candidate, action))) throw diagnose(s, seat, action);
  return advance(record(s, prompt, seat, action));
}

function record(s: SgsState, prompt: PromptFrame, seat: Seat, action: Action): SgsState {
  const what = prompt.ask;
  if (what.type === 'select') {
    if (action.type === 'finish') return pop(s, what.picked);
    if (action.type === 'selectCard') {
      const picked = [...what.picked, action.card];
      if (picked.length >= what.max) return pop(s, picked);
      return setTop(s, { ...prompt, ask: { ...what, picked } });
    }
  }
  if (what.type === 'arrange' && action.type === 'place') {
    const top = action.where === 'top' ? [...what.top, action.card] : what.top;
    const bottom = action.where === 'bottom' ? [...what.bottom, action.card] : what.bottom;
    const left = (s.looking?.cards ?? []).filter((c) => !top.includes(c) && !bottom.includes(c));
    if (left.length === 0) return pop(s, { top, bottom });
    return setTop(s, { ...prompt, ask: { ...what, top, bottom } });
  }
  if (prompt.quorum === 'each') {
    // Clones then stores rather than spreads with extra keys, which V8 builds on a slow path.
    const answers: Record<string, Action> = { ...prompt.answers };
    answers[String(seat)] = action;
    if (prompt.asked.every((asked) => answers[String(asked)] !== undefined)) return pop(s, answers);
    const waiting: Writable<PromptFrame> = { ...prompt };
    waiting.answers = answers;
    return setTop(s, waiting);
  }
  return pop(s, action);
}

/** The most specific reason an unlisted action is refused (spec §5.3 rejection codes). */
function diagnose(s: SgsState, seat: Seat, action: Action) {
  const prompt = pendingPrompt(s);
  if (prompt?.ask.type === 'play' && action.type === 'useCard') {
    const rawCards: unknown = action.cards;
    const rawTargets: unknown = action.targets;
    const cards = (Array.isArray(rawCards) ? (rawCards as unknown[]) : []).filter(
      (c): c is CardId => typeof c === 'string' && findCard(c) !== undefined,
    );
    const targets = (Array.isArray(rawTargets) ? (rawTargets as unknown[]) : []).filter(
      (t): t is Seat => typeof t === 'number' && others(s, seat).includes(t as Seat),
    );
    const mine = (cards.length > 0 || action.via === 'jijiang') && cards.every((c) => player(s, seat).hand.includes(c));
    if (action.via === 'jijiang' && (s.turn.phaseFlags['jijiangFailed'] ?? 0) > 0) {
      return sgsError('skillLimit', { skill: 'Jijiang', skillId: 'jijiang', perPhase: 0 });
    }
    if (mine && action.as === 'kill') {
      if (!killAllowed(s, seat, cards)) return sgsError('killLimit', {});
      const far = targets.find((t) => !inAttackRange(s, seat, t, cards));
      if (far !== undefined) return sgsError('outOfRange', { target: far });
    }
    const count = Array.isArray(rawTargets) ? (rawTargets as unknown[]).length : 0;
    if (mine && count === targets.length) {
      // Every target would be legal on its own: then it is their number that is wrong (Sky Halberd, §4.7).
      const lists = targetLists(s, seat, { cards, as: action.as, via: action.via });
      const single = new Set(lists.flat());
      const sizes = lists.map((list) => list.length);
      if (lists.length > 0 && targets.every((t) => single.has(t))) {
        const min = Math.min(...sizes);
        const max = Math.max(...sizes);
        if (count > max || count < min) return sgsError('targetCount', { card: CARD_TITLE[action.as], cardId: action.as, min, max, count });
      }
    }
    const target = targets[0];
    if (mine && target !== undefined) return sgsError('illegalTarget', { target, card: CARD_TITLE[action.as], cardId: action.as, need: 'none' });
  }
  if (prompt?.ask.type === 'play' && action.type === 'useSkill') {
    const why = diagnoseSkill(s, seat, action);
    if (why !== null) return why;
  }
  return sgsError('notOffered', { what: `${action.type} is not one of your options` });
}

/** Why an active skill the seat has is refused: its per-phase limit, or a target without the cards it needs. */
function diagnoseSkill(s: SgsState, seat: Seat, action: Extract<Action, { type: 'useSkill' }>) {
  const skill = getSkill(action.skill);
  const active = skill?.active ?? skill?.granted;
  if (skill === undefined || active === undefined) return null;
  if (skill.active !== undefined && !skillsOf(s, seat).includes(skill.id)) return null;
  const perPhase = skill.limits?.perPhase;
  if (perPhase !== undefined && (s.turn.phaseFlags[skill.id] ?? 0) >= perPhase) {
    return sgsError('skillLimit', { skill: skill.title, skillId: skill.id, perPhase });
  }
  const rawTargets: unknown = action.targets;
  const offered = new Set(active.actions(s, seat).flatMap((a) => (a.type === 'useSkill' ? a.targets : [])));
  for (const target of Array.isArray(rawTargets) ? (rawTargets as unknown[]) : []) {
    if (typeof target !== 'number' || !others(s, seat).includes(target as Seat) || offered.has(target as Seat)) continue;
    if (player(s, target as Seat).hand.length === 0 && offered.size > 0) {
      return sgsError('illegalTarget', { target, card: skill.title, cardId: skill.id, need: 'handCards' });
    }
  }
  return null;
}
