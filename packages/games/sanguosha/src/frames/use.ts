import { createRng, invariant, type CardId, type Seat } from '@tavern/engine';
import { slotOf, typeOf } from '../cards';
import { hasSkill, suitFor } from '../skills/registry';
import type { Action, SgsState, UseFrame, VCard } from '../types';
import { cardCount } from '../rules/cardinfo';
import { isHostileCard, recordConduct } from '../rules/conduct';
import { emit } from '../rules/events';
import { drawCards, moveCards, nextAlive, player, pop, push, seatsFrom, setPlayer, setTop, showCards, takeTop } from '../rules/ops';
import { revealedEvent, type Reveal } from '../rules/reveal';
import { ask, askSelect } from '../rules/prompt';
import { pushDamage } from './damage';
import { pushNegate } from './negate';
import { markKill, pushRequest, recover, recoverFromPeach } from './request';
import { pushTrigger } from './trigger';

/** Pushes a card use (pipeline U). `free`: a Kill granted by an effect (no distance, no count). */
export function pushUse(
  s: SgsState,
  user: Seat,
  card: VCard,
  targets: readonly Seat[],
  extra: Seat | null = null,
  free = false,
): SgsState {
  return push<UseFrame>(s, {
    kind: 'use', user, card, targets, index: 0, step: 'declare', extra, noDodge: [], revealed: [], shownSuit: null,
    forceHit: false, free,
  });
}

/** Targets in resolution order: seat order from the user (AoE from the player after the user), §4.1. */
export function resolutionTargets(s: SgsState, user: Seat, card: VCard, chosen: readonly Seat[]): Seat[] {
  // A partial switch over card names: the default covers every other card.
  switch (card.name as string) {
    case 'peach': case 'ex_nihilo': case 'lightning':
      return [user];
    case 'barbarians': case 'arrows':
      return seatsFrom(s, nextAlive(s, user)).filter((seat) => seat !== user);
    case 'peach_garden': case 'harvest':
      return seatsFrom(s, user);
    default: {
      if (slotOf(card.name) !== null) return [user];
      const order = seatsFrom(s, user);
      return [...chosen].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    }
  }
}

/** One step of a card use. */
export function runUse(s: SgsState, f: UseFrame): SgsState {
  switch (f.step) {
    case 'declare':
      return declare(s, f);
    case 'onUse': {
      let next = setTop(s, { ...f, step: 'k4' });
      if (f.card.name === 'harvest') {
        const { state, cards } = takeTop(next, seatsFrom(s, f.user).length);
        if (state.result !== null) return state;
        emit({ type: 'harvestRevealed', cards });
        next = setTop({ ...state, processing: [...state.processing, ...cards] }, { ...f, step: 'k4', revealed: cards });
      }
      return typeOf(f.card.name) === 'trick' ? pushTrigger(next, 'cardUsed', f.id, f.user) : next;
    }
    case 'k4': {
      // K4: each Kill target may redirect (Liuli); K5: the user's after-targeting hooks.
      const target = f.targets[f.index];
      if (f.card.name !== 'kill' || target === undefined) return setTop(s, { ...f, index: 0, step: 'k5' });
      return pushTrigger(setTop(s, { ...f, index: f.index + 1 }), 'becomeKillTarget', f.id, target);
    }
    case 'k5': {
      const target = f.targets[f.index];
      if (f.card.name !== 'kill' || target === undefined) return setTop(s, { ...f, index: 0, step: 'each' });
      return pushTrigger(setTop(s, { ...f, index: f.index + 1 }), 'afterKillTarget', f.id, target);
    }
    case 'each':
      return eachTarget(s, f);
    case 'negated':
      return setTop(s, { ...f, step: f.ret === true ? 'next' : 'effect', ret: null });
    case 'effect':
      return effect(s, f);
    case 'next':
      return setTop(s, { ...f, index: f.index + 1, step: 'each', ret: null });
    case 'cleanup': {
      const leftovers = [...f.revealed, ...f.card.cards].filter((c) => s.processing.includes(c));
      return pop(moveCards(s, leftovers, { to: 'discard' }));
    }
    default:
      return continueEffect(s, f);
  }
}

function declare(s: SgsState, f: UseFrame): SgsState {
  const { card, user } = f;
  emit({ type: 'cardUsed', seat: user, card: card.name, cards: card.cards, via: card.via, targets: f.targets });
  if (card.name === 'kill') s = markKill(s, user);
  if (isHostileCard(card.name)) for (const target of f.targets) s = recordConduct(s, user, target, 1);
  const slot = slotOf(card.name);
  if (slot !== null) {
    const physical = card.cards[0] as CardId;
    const old = player(s, user).equip[slot];
    let next = old !== null ? moveCards(s, [old], { to: 'discard' }) : s;
    next = moveCards(next, [physical], { to: 'equip', seat: user });
    return pop(next);
  }
  if (typeOf(card.name) === 'delayed') {
    const target = f.targets[0] as Seat;
    return pop(moveCards(s, card.cards, { to: 'judge', seat: target, as: card.name }));
  }
  return setTop(moveCards(s, card.cards, { to: 'processing' }), { ...f, step: 'onUse' });
}

function eachTarget(s: SgsState, f: UseFrame): SgsState {
  const target = f.targets[f.index];
  if (target === undefined) return setTop(s, { ...f, step: 'cleanup' });
  const p = player(s, target);
  if (!p.alive) return setTop(s, { ...f, index: f.index + 1 });
  const name = f.card.name;
  if (name === 'kill') return setTop(s, { ...f, step: 'killEffect' });
  if (typeOf(name) !== 'trick') return setTop(s, { ...f, step: 'effect' });
  // spec §4.4: Peach Garden opens no window for a target at full HP; the Lijian Duel has none.
  if (name === 'peach_garden' && p.hp >= p.maxHp) return setTop(s, { ...f, index: f.index + 1 });
  if (f.card.via === 'lijian') return setTop(s, { ...f, step: 'effect' });
  return pushNegate(setTop(s, { ...f, step: 'negated' }), name, f.user, target);
}

function effect(s: SgsState, f: UseFrame): SgsState {
  const target = f.targets[f.index] as Seat;
  const next = (step: string): UseFrame => ({ ...f, step, ret: null });
  switch (f.card.name as string) {
    case 'peach':
      return setTop(recoverFromPeach(s, f.user, target), next('next'));
    case 'peach_garden':
      return setTop(recover(s, target, 1), next('next'));
    case 'ex_nihilo':
      return setTop(drawCards(s, target, 2), next('next'));
    case 'dismantle': case 'steal':
      if (cardCount(s, target) === 0) return setTop(s, next('next'));
      return ask(setTop(s, next('picked')), [f.user], {
        type: 'pickCard', from: target, areas: ['hand', 'equip', 'judge'], reason: f.card.name,
      });
    case 'duel':
      return setTop(s, { ...next('duelAsk'), extra: target });
    case 'borrowed_sword': {
      const victim = f.extra as Seat;
      if (!player(s, victim).alive) return setTop(takeWeapon(s, f.user, target), next('next'));
      return pushRequest(setTop(s, next('borrowed')), {
        seat: target, want: 'kill', n: 1, mode: 'use', reason: 'borrowed_sword', target: victim,
      });
    }
    case 'barbarians':
      return pushRequest(setTop(s, next('aoe')), { seat: target, want: 'kill', n: 1, mode: 'play', reason: 'barbarians', target: null });
    case 'arrows':
      return pushRequest(setTop(s, next('aoe')), { seat: target, want: 'dodge', n: 1, mode: 'play', reason: 'arrows', target: null });
    case 'iron_chain': {
      const chained = !player(s, target).chained;
      emit({ type: 'chainChanged', seat: target, chained });
      return setTop(setPlayer(s, target, { chained }), next('next'));
    }
    case 'fire_attack':
      // spec §4.10: the target shows one hand card of their choice (nothing if their hand is empty).
      if (player(s, target).hand.length === 0) return setTop(s, next('next'));
      return askSelect(setTop(s, next('fireShown')), target, 'fire_attack_show', 1, 1);
    case 'harvest': {
      const left = f.revealed.filter((c) => s.processing.includes(c));
      if (left.length === 0) return setTop(s, next('next'));
      return ask(setTop(s, next('harvested')), [target], { type: 'harvest', cards: left });
    }
    default:
      invariant(false, `no effect for ${f.card.name}`);
  }
}

function continueEffect(s: SgsState, f: UseFrame): SgsState {
  const target = f.targets[f.index] as Seat;
  const done: UseFrame = { ...f, step: 'next', ret: null };
  switch (f.step) {
    case 'killEffect':
      return killEffect(s, f, target);
    case 'killGot': {
      const needed = hasSkill(s, f.user, 'wushuang') ? 2 : 1;
      if (typeof f.ret === 'number' && f.ret >= needed) {
        emit({ type: 'killOffset', seat: f.user, target });
        return pushTrigger(setTop(s, { ...f, step: 'offset', ret: null }), 'killOffset', f.id, target);
      }
      return setTop(s, { ...f, step: 'hit', ret: null });
    }
    case 'offset':
      return setTop(s, f.forceHit ? { ...f, forceHit: false, step: 'hit' } : done);
    case 'hit':
      return pushDamage(setTop(s, done), f.user, target, 1, f.card);
    case 'picked':
      return takePicked(s, f, target, f.ret as Action);
    case 'duelAsk': {
      const responder = f.extra as Seat;
      const other = responder === target ? f.user : target;
      if (!player(s, responder).alive || !player(s, other).alive) return setTop(s, done);
      const n = hasSkill(s, other, 'wushuang') ? 2 : 1;
      return pushRequest(setTop(s, { ...f, step: 'duelGot', ret: null }), {
        seat: responder, want: 'kill', n, mode: 'play', reason: 'duel', target: null,
      });
    }
    case 'duelGot': {
      const responder = f.extra as Seat;
      const other = responder === target ? f.user : target;
      const n = hasSkill(s, other, 'wushuang') ? 2 : 1;
      if (typeof f.ret === 'number' && f.ret >= n) return setTop(s, { ...f, extra: other, step: 'duelAsk', ret: null });
      return pushDamage(setTop(s, { ...done, extra: target }), other, responder, 1, f.card);
    }
    case 'borrowed': {
      const kill = f.ret as VCard | null;
      if (kill === null) return setTop(takeWeapon(s, f.user, target), done);
      return pushUse(setTop(s, done), target, kill, [f.extra as Seat], null, true);
    }
    case 'aoe':
      if (typeof f.ret === 'number' && f.ret >= 1) return setTop(s, done);
      return pushDamage(setTop(s, done), f.user, target, 1, f.card);
    case 'fireShown': {
      const shown = (f.ret as readonly CardId[])[0] as CardId;
      // The shown suit as it counts in the target's hand (Hongyan) is the one to match.
      // spec §6.1: the shown card is public while it stays in the target's hand.
      emit({ type: 'cardShown', seat: target, card: shown, reason: 'fire_attack' });
      const seen = showCards(s, target, [shown], 'public');
      // spec §6.3: the user's optional discard is offered whenever they hold a hand card (a count), not
      // only when they hold one of the suit; the prompt lists the matching cards, and finishing declines.
      if (!player(seen, f.user).alive || player(seen, f.user).hand.length === 0) return setTop(seen, done);
      return askSelect(setTop(seen, { ...f, shownSuit: suitFor(seen, shown, target), step: 'fireDiscarded', ret: null }), f.user, 'fire_attack', 0, 1);
    }
    case 'fireDiscarded': {
      const cards = f.ret as readonly CardId[];
      const after: UseFrame = { ...done, shownSuit: null };
      if (cards.length === 0) return setTop(s, after);
      emit({ type: 'cardsDiscarded', seat: f.user, cards, reason: 'fire_attack' });
      return pushDamage(setTop(moveCards(s, cards, { to: 'discard' }), after), f.user, target, 1, f.card, 'fire');
    }
    case 'harvested': {
      const answer = f.ret as Action;
      invariant(answer.type === 'pickCard', 'harvest answered with something else');
      // spec §6.1: Harvest's cards were revealed; the table sees who takes which.
      emit({ type: 'harvestPicked', seat: target, card: answer.card });
      return setTop(moveCards(s, [answer.card], { to: 'hand', seat: target, reveal: 'public' }), done);
    }
    default:
      invariant(false, `use frame at unknown step ${f.step}`);
  }
}

function killEffect(s: SgsState, f: UseFrame, target: Seat): SgsState {
  const ignoreArmor = hasSkill(s, f.user, 'qinggang');
  // The Kill's colour is fixed when used: its cards count as they did in the user's hand (Hongyan).
  const suits = f.card.cards.map((c) => suitFor(s, c, f.user, true));
  const black = suits.length > 0 && suits.every((suit) => suit === 'S' || suit === 'C');
  if (!ignoreArmor && black && hasSkill(s, target, 'renwang_shield')) {
    emit({ type: 'killBlocked', seat: target, by: 'renwang_shield' });
    return setTop(s, { ...f, step: 'next' });
  }
  if (f.noDodge.includes(target)) return setTop(s, { ...f, step: 'hit' });
  const n = hasSkill(s, f.user, 'wushuang') ? 2 : 1;
  return pushRequest(setTop(s, { ...f, step: 'killGot' }), {
    seat: target, want: 'dodge', n, mode: 'use', reason: 'kill', target: f.user, ignoreArmor,
  });
}

/** Resolves a `choose_player_card` answer into a card id (a hand slot is a blind pick, §5.7). */
export function pickedCard(s: SgsState, from: Seat, answer: Action): { state: SgsState; card: CardId } {
  if (answer.type === 'pickCard') return { state: s, card: answer.card };
  invariant(answer.type === 'pickHand', 'card pick answered with something else');
  const hand = player(s, from).hand;
  const rng = createRng(s.rng);
  const card = hand[rng.int(hand.length)] as CardId;
  return { state: { ...s, rng: rng.state() }, card };
}

function takePicked(s: SgsState, f: UseFrame, target: Seat, answer: Action): SgsState {
  const { state, card } = pickedCard(s, target, answer);
  const done: UseFrame = { ...f, step: 'next', ret: null };
  if (f.card.name === 'dismantle') {
    emit({ type: 'cardDismantled', seat: f.user, from: target, card });
    return setTop(moveCards(state, [card], { to: 'discard' }), done);
  }
  // spec §6.2: a blind hand pick is known to the chooser and the previous owner; other areas are face up.
  const reveal: Reveal = player(state, target).hand.includes(card) ? [target] : 'public';
  emit(revealedEvent({ type: 'cardStolen', seat: f.user, from: target, card }, f.user, reveal, {
    type: 'cardStolen', seat: f.user, from: target, card: null,
  }));
  return setTop(moveCards(state, [card], { to: 'hand', seat: f.user, reveal }), done);
}

function takeWeapon(s: SgsState, user: Seat, holder: Seat): SgsState {
  const weapon = player(s, holder).equip.weapon;
  if (weapon === null || !player(s, user).alive) return s;
  emit({ type: 'weaponTaken', seat: user, from: holder, card: weapon });
  return moveCards(s, [weapon], { to: 'hand', seat: user, reveal: 'public' });
}


