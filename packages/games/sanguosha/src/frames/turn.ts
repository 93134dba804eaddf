import { invariant, type CardId, type Seat } from '@tavern/engine';
import { cardDef, type CardName } from '../cards';
import type { Action, JudgePhaseFrame, Phase, PlayFrame, SgsState, TurnFrame } from '../types';
import { handLimit } from '../rules/limits';
import { emit } from '../rules/events';
import { drawCards, moveCards, player, pop, push, setPlayer, setTop, setTurn } from '../rules/ops';
import { ask, askSelect } from '../rules/prompt';
import { pushTrigger } from './trigger';
import { suitFor } from '../skills/registry';

/** Pushes the turn of `seat` (§3.2). */
export function pushTurn(s: SgsState, seat: Seat): SgsState {
  return push<TurnFrame>(s, { kind: 'turn', seat, step: 'begin' });
}

function enterPhase(s: SgsState, f: TurnFrame, phase: Phase, after: TurnFrame['step']): SgsState | null {
  if (s.turn.skipped.includes(phase)) {
    emit({ type: 'phaseSkipped', seat: f.seat, phase });
    return setTop(s, { ...f, step: after });
  }
  emit({ type: 'phaseStarted', seat: f.seat, phase });
  return null;
}

/** One step of a turn: begin, then the six phases with their start hooks. */
export function runTurn(s: SgsState, f: TurnFrame): SgsState {
  // spec §3.2.4: when the current player dies, the turn ends once the resolution in progress is over.
  if (f.step !== 'begin' && f.step !== 'finish' && !player(s, f.seat).alive) return setTop(s, { ...f, step: 'finish' });
  switch (f.step) {
    case 'begin': {
      let next = setTurn(s, {
        seat: f.seat, number: s.turn.number + 1, phase: 'none', skipped: [], kills: 0, drawCount: 2,
        turnFlags: {}, phaseFlags: {},
      });
      emit({ type: 'turnStarted', seat: f.seat, number: next.turn.number });
      if (player(next, f.seat).faceDown) {
        next = setPlayer(next, f.seat, { faceDown: false });
        emit({ type: 'turnedOver', seat: f.seat, faceDown: false });
        return setTop(next, { ...f, step: 'finish' });
      }
      return setTop(next, { ...f, step: 'start' });
    }
    case 'start': {
      const skipped = enterPhase(s, f, 'start', 'judge');
      if (skipped) return skipped;
      return pushTrigger(setTop(setTurn(s, { phase: 'start' }), { ...f, step: 'startDone' }), 'startPhase', f.id, f.seat);
    }
    case 'startDone':
      return pushTrigger(setTop(s, { ...f, step: 'judge' }), 'beforeJudgePhase', f.id, f.seat);
    case 'judge': {
      const skipped = enterPhase(s, f, 'judge', 'draw');
      if (skipped) return skipped;
      const judge = player(s, f.seat).judge;
      const next = setTop(setTurn(s, { phase: 'judge' }), { ...f, step: 'draw' });
      if (judge.length === 0) return next;
      return push<JudgePhaseFrame>(next, {
        kind: 'judgePhase', seat: f.seat, todo: judge.map((entry) => entry.card).reverse(), current: null, step: 'next',
      });
    }
    case 'draw': {
      const skipped = enterPhase(s, f, 'draw', 'drawDone');
      // A skipped draw phase draws nothing, but the moment before the play phase still comes (Shensu 2).
      if (skipped) return setTurn(skipped, { drawCount: 0 });
      const next = setTop(setTurn(s, { phase: 'draw', drawCount: 2 }), { ...f, step: 'drawDone' });
      return pushTrigger(next, 'drawPhase', f.id, f.seat);
    }
    case 'drawDone': {
      const next = drawCards(setTop(s, { ...f, step: 'play' }), f.seat, s.turn.drawCount);
      return next.result !== null ? next : pushTrigger(next, 'beforePlayPhase', f.id, f.seat);
    }
    case 'play': {
      const skipped = enterPhase(s, f, 'play', 'discard');
      if (skipped) return skipped;
      const next = setTop(setTurn(s, { phase: 'play', kills: 0, phaseFlags: {} }), { ...f, step: 'discard' });
      return push<PlayFrame>(next, { kind: 'play', seat: f.seat, step: 'ask' });
    }
    case 'discard': {
      const skipped = enterPhase(s, f, 'discard', 'end');
      if (skipped) return skipped;
      const next = setTop(setTurn(s, { phase: 'discard' }), { ...f, step: 'discardDone' });
      return pushTrigger(next, 'discardPhase', f.id, f.seat);
    }
    case 'discardDone': {
      if (s.turn.skipped.includes('discard')) return setTop(s, { ...f, step: 'end' });
      if (Array.isArray(f.ret)) {
        const cards = f.ret as readonly CardId[];
        emit({ type: 'cardsDiscarded', seat: f.seat, cards });
        return setTop(moveCards(s, cards, { to: 'discard' }), { ...f, step: 'end', ret: null });
      }
      const excess = player(s, f.seat).hand.length - handLimit(s, f.seat);
      if (excess <= 0) return setTop(s, { ...f, step: 'end' });
      return askSelect(s, f.seat, 'discardPhase', excess, excess);
    }
    case 'end': {
      const skipped = enterPhase(s, f, 'end', 'finish');
      if (skipped) return skipped;
      const next = setTop(setTurn(s, { phase: 'end' }), { ...f, step: 'finish' });
      return pushTrigger(next, 'endPhase', f.id, f.seat);
    }
    case 'finish':
      return pop(setTurn(s, { phase: 'none' }), 'ended');
  }
}

/** One step of the play phase loop: ask `play_action` until `endPhase` (§3.3). */
export function runPlay(s: SgsState, f: PlayFrame, onAction: (s: SgsState, seat: Seat, a: Action) => SgsState): SgsState {
  if (!player(s, f.seat).alive) return pop(s);
  if (f.step === 'ask') {
    return ask(setTop(s, { ...f, step: 'answered' }), [f.seat], { type: 'play' });
  }
  const answer = f.ret as Action;
  if (answer.type === 'endPhase') return pop(s);
  return onAction(setTop(s, { ...f, step: 'ask', ret: null }), f.seat, answer);
}

/** One step of the judgement phase (§4.5): most recently placed first, Negate window, judgement, effect. */
export function runJudgePhase(
  s: SgsState,
  f: JudgePhaseFrame,
  pushNegate: (s: SgsState, card: CardName, user: Seat, target: Seat) => SgsState,
  pushJudge: (s: SgsState, seat: Seat, reason: string) => SgsState,
  pushLightning: (s: SgsState, seat: Seat, card: CardId) => SgsState,
): SgsState {
  switch (f.step) {
    case 'next': {
      // A Lightning that struck is still in the processing area after its damage: discard it now.
      if (f.current !== null && s.processing.includes(f.current.card)) {
        return setTop(moveCards(s, [f.current.card], { to: 'discard' }), { ...f, current: null });
      }
      const card = f.todo[0];
      if (card === undefined || !player(s, f.seat).alive) return pop(s);
      const entry = player(s, f.seat).judge.find((e) => e.card === card);
      if (entry === undefined) return setTop(s, { ...f, todo: f.todo.slice(1) });
      const next = setTop(moveCards(s, [card], { to: 'processing' }), {
        ...f, todo: f.todo.slice(1), current: entry, step: 'negated',
      });
      return pushNegate(next, entry.as, f.seat, f.seat);
    }
    case 'negated': {
      const entry = f.current;
      invariant(entry !== null, 'judgement phase without a current card');
      if (f.ret === true) return setTop(finishDelayed(s, f.seat, entry.card, entry.as, false), { ...f, step: 'next', ret: null });
      return pushJudge(setTop(s, { ...f, step: 'judged', ret: null }), f.seat, entry.as);
    }
    case 'judged': {
      const entry = f.current;
      invariant(entry !== null, 'judgement phase without a current card');
      const judged = cardDef(f.ret as string);
      const suit = suitFor(s, judged.id, f.seat, true);
      const after = setTop(s, { ...f, step: 'next', ret: null });
      if (entry.as === 'lightning') {
        if (suit === 'S' && judged.rank >= 2 && judged.rank <= 9) return pushLightning(after, f.seat, entry.card);
        return finishDelayed(after, f.seat, entry.card, 'lightning', false);
      }
      if (suit !== 'H') {
        emit({ type: 'indulged', seat: f.seat });
        return finishDelayed(setTurn(after, { skipped: [...s.turn.skipped, 'play'] }), f.seat, entry.card, 'indulgence', true);
      }
      return finishDelayed(after, f.seat, entry.card, 'indulgence', true);
    }
  }
}

/** After a delayed trick: Lightning moves on (§4.5) unless it struck; others are discarded. */
export function finishDelayed(s: SgsState, holder: Seat, card: CardId, as: string, discard: boolean): SgsState {
  if (!s.processing.includes(card)) return s;
  if (as !== 'lightning' || discard) return moveCards(s, [card], { to: 'discard' });
  for (let k = 1; k <= s.numPlayers; k++) {
    const seat = ((holder + k) % s.numPlayers) as Seat;
    const p = player(s, seat);
    if (!p.alive) continue;
    if (seat !== holder && p.judge.some((e) => e.as === 'lightning')) continue;
    emit({ type: 'lightningMoved', from: holder, to: seat, card });
    return moveCards(s, [card], { to: 'judge', seat, as: 'lightning' });
  }
  return moveCards(s, [card], { to: 'discard' });
}
