import { invariant, type CardId, type Seat } from '@tavern/engine';
import { cardDef } from '../cards';
import { getSkill, isProhibited, skillsOf } from '../skills/registry';
import type { Action, Ask, PromptFrame, SgsState } from '../types';
import { choicesOf } from '../frames/trigger';
import { equipCards, player } from './ops';
import { playActions } from './play-action';

/** The pending prompt, if any. */
export function pendingPrompt(s: SgsState): PromptFrame | null {
  if (s.result !== null) return null;
  const frame = s.stack[s.stack.length - 1];
  return frame?.kind === 'prompt' ? frame : null;
}

/** Seats that still owe an answer to the pending prompt. */
export function seatsToAct(s: SgsState): Seat[] {
  const prompt = pendingPrompt(s);
  if (prompt === null) return [];
  return prompt.asked.filter((seat) => prompt.answers[String(seat)] === undefined);
}

// States are immutable, so a seat's legal list can be reused: a search asks for the list, then
// applies one of its actions, which validates against the same list. One remembered entry covers
// that pattern without a per-state cache (a WeakMap of every state costs more in GC than it saves).
let lastState: SgsState | null = null;
let lastSeat: Seat = -1 as Seat;
let lastLegal: readonly Action[] = [];

/** Every legal answer of `seat` to the pending prompt (shared and read-only: callers must not mutate it). */
export function legalList(s: SgsState, seat: Seat): readonly Action[] {
  if (s === lastState && seat === lastSeat) return lastLegal;
  const prompt = pendingPrompt(s);
  const legal = prompt === null || !prompt.asked.includes(seat) || prompt.answers[String(seat)] !== undefined
    ? [] : answersTo(s, prompt, seat);
  lastState = s;
  lastSeat = seat;
  lastLegal = legal;
  return legal;
}

/** Every legal answer of `seat` to the pending prompt (a fresh array the caller owns). */
export function legalFor(s: SgsState, seat: Seat): Action[] {
  return legalList(s, seat).slice();
}

function answersTo(s: SgsState, prompt: PromptFrame, seat: Seat): Action[] {
  const what = prompt.ask;
  switch (what.type) {
    case 'chooseGeneral':
      return player(s, seat).offer.map((general) => ({ type: 'chooseGeneral', general }));
    case 'play':
      return playActions(s, seat);
    case 'respond':
      return respondAnswers(s, seat, what);
    case 'negate':
      return [...cardAnswers(s, seat, 'negate'), { type: 'pass' }];
    case 'confirm': {
      const trigger = s.stack[s.stack.length - 2];
      invariant(trigger?.kind === 'trigger', 'a confirm prompt sits on a trigger frame');
      const choices = choicesOf(s, trigger);
      return [...choices.map((c): Action => ({ type: 'invoke', cards: c.cards, targets: c.targets })), { type: 'pass' }];
    }
    case 'select': {
      const p = player(s, seat);
      const pool: CardId[] = [];
      if (what.areas.includes('hand')) pool.push(...p.hand);
      if (what.areas.includes('equip')) pool.push(...equipCards(p));
      const out: Action[] = pool
        .filter((card) => !what.picked.includes(card) && selectable(s, seat, what.reason, card))
        .map((card) => ({ type: 'selectCard', card }));
      if (what.picked.length >= what.min) out.push({ type: 'finish' });
      return out;
    }
    case 'pickCard': {
      const from = player(s, what.from);
      const out: Action[] = [];
      if (what.areas.includes('hand')) for (let i = 0; i < from.hand.length; i++) out.push({ type: 'pickHand', slot: i });
      if (what.areas.includes('equip')) for (const card of equipCards(from)) out.push({ type: 'pickCard', card });
      if (what.areas.includes('judge')) for (const entry of from.judge) out.push({ type: 'pickCard', card: entry.card });
      if (what.areas.includes('buqu')) for (const card of from.buqu) out.push({ type: 'pickCard', card });
      return out;
    }
    case 'option':
      return what.options.map((option) => ({ type: 'chooseOption', option }));
    case 'seat':
      return what.seats.map((target) => ({ type: 'chooseSeat', seat: target }));
    case 'harvest':
      return what.cards.filter((card) => s.processing.includes(card)).map((card) => ({ type: 'pickCard', card }));
    case 'order':
      return what.skills.map((skill) => ({ type: 'chooseSkill', skill }));
    case 'arrange': {
      const cards = (s.looking?.cards ?? []).filter((c) => !what.top.includes(c) && !what.bottom.includes(c));
      return cards.flatMap((card): Action[] => [
        { type: 'place', card, where: 'top' },
        { type: 'place', card, where: 'bottom' },
      ]);
    }
  }
}

// Reasons whose selectable cards are restricted; every other reason accepts any listed card.
const SELECT_FILTERS: Readonly<Record<string, (s: SgsState, seat: Seat, card: CardId) => boolean>> = {};

/** Registers a card filter for an incremental `select` prompt reason (skills with restricted costs). */
export function registerSelectFilter(reason: string, filter: (s: SgsState, seat: Seat, card: CardId) => boolean): void {
  (SELECT_FILTERS as Record<string, (s: SgsState, seat: Seat, card: CardId) => boolean>)[reason] = filter;
}

function selectable(s: SgsState, seat: Seat, reason: string, card: CardId): boolean {
  const filter = SELECT_FILTERS[reason];
  return filter === undefined || filter(s, seat, card);
}

function cardAnswers(s: SgsState, seat: Seat, want: 'kill' | 'dodge' | 'peach' | 'negate'): Action[] {
  const out: Action[] = [];
  for (const card of player(s, seat).hand) {
    if (cardDef(card).name === want) out.push({ type: 'respond', cards: [card], via: null });
  }
  for (const id of skillsOf(s, seat)) {
    for (const conversion of getSkill(id)?.conversions ?? []) {
      if (conversion.as !== want || conversion.context === 'action') continue;
      for (const cards of conversion.sources(s, seat)) out.push({ type: 'respond', cards, via: id });
    }
  }
  return out;
}

function respondAnswers(s: SgsState, seat: Seat, what: Extract<Ask, { type: 'respond' }>): Action[] {
  const pass: Action = { type: 'pass' };
  if (what.noDodge) return [pass];
  // A Kill used on a fixed target (Borrowed Sword, Blade): Kongcheng still forbids it (§4.3).
  if (what.mode === 'use' && what.want === 'kill' && what.target !== null && isProhibited(s, what.target, 'kill')) {
    return [pass];
  }
  const out = cardAnswers(s, seat, what.want);
  for (const option of what.options) out.push({ type: 'respondSkill', skill: option });
  out.push(pass);
  return out;
}

function sameAction(a: Action, b: Action | null): boolean {
  return b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** The answer submitted when `seat`'s decision times out (§5.3 defaults): the prompt's own when fixed. */
export function timeoutFor(s: SgsState, seat: Seat): Action {
  const prompt = pendingPrompt(s);
  invariant(prompt !== null, 'no pending prompt');
  const legal = legalFor(s, seat);
  if (prompt.timeout !== null && legal.some((a) => sameAction(a, prompt.timeout))) return prompt.timeout;
  const what = prompt.ask;
  switch (what.type) {
    case 'play':
      return { type: 'endPhase' };
    case 'respond': case 'negate': case 'confirm':
      return { type: 'pass' };
    case 'select': {
      if (what.min === 0 || what.picked.length >= what.min) return { type: 'finish' };
      // Mandatory: the most recently arrived hand cards, most recent first.
      const hand = player(s, seat).hand;
      for (let i = hand.length - 1; i >= 0; i--) {
        const card = hand[i] as CardId;
        if (legal.some((a) => a.type === 'selectCard' && a.card === card)) return { type: 'selectCard', card };
      }
      return legal[0] as Action;
    }
    case 'arrange': {
      const first = (s.looking?.cards ?? []).find((c) => !what.top.includes(c) && !what.bottom.includes(c));
      return first !== undefined ? { type: 'place', card: first, where: 'top' } : (legal[0] as Action);
    }
    case 'chooseGeneral': case 'harvest': case 'option': case 'order': case 'pickCard': case 'seat':
      return legal[0] as Action;
  }
}
