import { invariant, type CardId, type Seat } from '@tavern/engine';
import { cardDef, typeOf, type CardName } from '../cards';
import { getSkill, GRANTS, hasModifier, isProhibited, listenersAt, skillsOf } from '../skills/registry';
import type { Action, Player, SgsState, VCard } from '../types';
import { alliesFor } from '../frames/request';
import { pushScript } from '../frames/script';
import { pushUse, resolutionTargets } from '../frames/use';
import { cardCount } from './cardinfo';
import { distance, inAttackRange } from './distance';
import { killAllowed } from './limits';
import { player, seatsFrom, setTurn } from './ops';

/** A card the player could use as a play action: physical, or converted by a skill (§4.9). */
export interface UseSource {
  readonly cards: readonly CardId[];
  readonly as: CardName;
  readonly via: string | null;
}

const NEVER_ACTIVE: ReadonlySet<CardName> = new Set<CardName>(['dodge', 'negate']);

/** Every card source usable as a play action, before targets. */
export function useSources(s: SgsState, seat: Seat): UseSource[] {
  const out: UseSource[] = [];
  for (const card of player(s, seat).hand) {
    const name = cardDef(card).name;
    if (!NEVER_ACTIVE.has(name)) out.push({ cards: [card], as: name, via: null });
  }
  for (const id of skillsOf(s, seat)) {
    for (const conversion of getSkill(id)?.conversions ?? []) {
      if (conversion.context === 'response' || NEVER_ACTIVE.has(conversion.as)) continue;
      for (const cards of conversion.sources(s, seat)) out.push({ cards, as: conversion.as, via: id });
    }
  }
  return out;
}

/** Other living seats in seat order after `seat`. */
export function others(s: SgsState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 1; k < s.numPlayers; k++) {
    const other = ((seat + k) % s.numPlayers) as Seat;
    if ((s.players[other] as Player).alive) out.push(other);
  }
  return out;
}

/** Can `user` aim this card at `target` ignoring distance (alive, Kongcheng, Qianxun, uniqueness)? */
export function canTarget(s: SgsState, user: Seat, target: Seat, name: CardName): boolean {
  const p = player(s, target);
  if (!p.alive || isProhibited(s, target, name)) return false;
  switch (name as string) {
    case 'kill': case 'duel':
      return target !== user;
    case 'dismantle': case 'steal':
      return target !== user && cardCount(s, target) > 0;
    case 'indulgence':
      return target !== user && !p.judge.some((e) => e.as === 'indulgence');
    default:
      return true;
  }
}

/** Legal Kill targets of a play-action Kill made of `cards` (§3.3, §3.4). */
export function killTargets(s: SgsState, seat: Seat, cards: readonly CardId[], ignoreDistance = false): Seat[] {
  return others(s, seat).filter(
    (t) => canTarget(s, seat, t, 'kill') && (ignoreDistance || inAttackRange(s, seat, t, cards)),
  );
}

/** Every legal target list of a source (each sorted in resolution order); [] when it cannot be used. */
export function targetLists(s: SgsState, seat: Seat, src: UseSource, cache?: Map<string, Seat[]>): Seat[][] {
  const p = player(s, seat);
  switch (src.as as string) {
    case 'kill': {
      if (!killAllowed(s, seat, src.cards)) return [];
      const ignore = (s.turn.turnFlags['tianyiWon'] ?? 0) > 0;
      const weapon = p.equip.weapon;
      // Kill targets depend on the cards only through an own weapon or −1 horse among them.
      const key = `${weapon !== null && src.cards.includes(weapon)}|${p.equip.minus !== null && src.cards.includes(p.equip.minus)}`;
      let targets = cache?.get(key);
      if (targets === undefined) {
        targets = killTargets(s, seat, src.cards, ignore);
        cache?.set(key, targets);
      }
      const halberd = weapon !== null && cardDef(weapon).name === 'sky_halberd' && !src.cards.includes(weapon) &&
        src.cards.length > 0 && src.cards.length === p.hand.length && src.cards.every((c) => p.hand.includes(c));
      const max = (halberd ? 3 : 1) + ((s.turn.turnFlags['tianyiWon'] ?? 0) > 0 ? 1 : 0);
      return subsets(targets, max);
    }
    case 'peach':
      return p.hp < p.maxHp ? [[]] : [];
    case 'dismantle': case 'duel':
      return others(s, seat).filter((t) => canTarget(s, seat, t, src.as)).map((t) => [t]);
    case 'steal': {
      const far = hasModifier(s, seat, 'trickNoDistance');
      return others(s, seat)
        .filter((t) => canTarget(s, seat, t, 'steal') && (far || distance(s, seat, t, src.cards) <= 1))
        .map((t) => [t]);
    }
    case 'indulgence':
      return others(s, seat).filter((t) => canTarget(s, seat, t, 'indulgence')).map((t) => [t]);
    case 'iron_chain': {
      // spec §4.10: one or two living players at any distance, the user allowed.
      const all = seatsFrom(s, seat).filter((t) => canTarget(s, seat, t, 'iron_chain'));
      return subsets(all, 2);
    }
    case 'fire_attack': {
      const left = p.hand.filter((c) => !src.cards.includes(c)).length;
      return seatsFrom(s, seat)
        .filter((t) => canTarget(s, seat, t, 'fire_attack') && (t === seat ? left > 0 : player(s, t).hand.length > 0))
        .map((t) => [t]);
    }
    case 'lightning':
      return p.judge.some((e) => e.as === 'lightning') ? [] : [[]];
    case 'borrowed_sword': {
      const out: Seat[][] = [];
      for (const a of others(s, seat)) {
        if (player(s, a).equip.weapon === null) continue;
        for (const b of others(s, a)) {
          if (canTarget(s, a, b, 'kill') && inAttackRange(s, a, b)) out.push([a, b]);
        }
      }
      return out;
    }
    default:
      return typeOf(src.as) === 'basic' ? [] : [[]];
  }
}

function subsets(items: readonly Seat[], max: number): Seat[][] {
  const out: Seat[][] = [];
  const walk = (start: number, acc: Seat[]): void => {
    if (acc.length > 0) out.push(acc);
    if (acc.length === max) return;
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i] as Seat]);
  };
  walk(0, []);
  return out;
}

/** Skills of other living players that grant `seat` a play action (Huangtian), each once. */
function grantedSkills(s: SgsState, seat: Seat): string[] {
  const out: string[] = [];
  for (const other of others(s, seat)) {
    for (const id of listenersAt(s, other, GRANTS)) if (!out.includes(id)) out.push(id);
  }
  return out;
}

/** Every legal play action of the current player (§3.3), `endPhase` last. */
export function playActions(s: SgsState, seat: Seat): Action[] {
  const out: Action[] = [];
  const cache = new Map<string, Seat[]>();
  for (const src of useSources(s, seat)) {
    for (const targets of targetLists(s, seat, src, cache)) {
      out.push({ type: 'useCard', cards: src.cards, as: src.as, via: src.via, targets });
    }
  }
  for (const id of skillsOf(s, seat)) {
    const active = getSkill(id)?.active;
    if (active) out.push(...active.actions(s, seat));
  }
  for (const id of grantedSkills(s, seat)) out.push(...(getSkill(id)?.granted?.actions(s, seat) ?? []));
  out.push({ type: 'endPhase' });
  return out;
}

/** Applies a legal play action: a card use (pipeline U) or an active skill. */
export function playAction(s: SgsState, seat: Seat, action: Action): SgsState {
  if (action.type === 'useSkill') {
    const skill = getSkill(action.skill);
    const active = skill?.active ?? skill?.granted;
    invariant(active !== undefined, `skill ${action.skill} is not active`);
    return active.start(s, seat, action);
  }
  invariant(action.type === 'useCard', `play action ${action.type}`);
  const card: VCard = { name: action.as, cards: action.cards, via: action.via };
  if (action.via === 'jijiang') {
    // The Kill counts only once an ally provides it (spec §2.4 Jijiang).
    const allies = alliesFor(s, seat, 'jijiang');
    return pushScript(s, 'jijiang', seat, { data: { targets: resolutionTargets(s, seat, card, action.targets), allies } });
  }
  let next = s;
  if (card.name === 'kill') next = setTurn(next, { kills: next.turn.kills + 1 });
  if (card.name === 'borrowed_sword') {
    return pushUse(next, seat, card, [action.targets[0] as Seat], action.targets[1] ?? null);
  }
  return pushUse(next, seat, card, resolutionTargets(next, seat, card, action.targets));
}

