import type { CardId, Seat } from '@tavern/engine';
import { cardDef, type CardName, type Suit } from '../cards';
import { generalDef } from '../generals';
import { setListensHook } from '../rules/ops';
import type { Player, SgsState } from '../types';
import type { Skill } from './skill';

const REGISTRY = new Map<string, Skill>();
/** The pseudo trigger point under which skills granting others a play action are indexed. */
export const GRANTS = 'grantsAction';
const LISTENERS = new Map<string, Set<string>>();

/** Adds skills to the registry (each skill file exports one entry; `all-skills.ts` lists them). */
export function registerSkills(skills: readonly Skill[]): void {
  for (const skill of skills) {
    REGISTRY.set(skill.id, skill);
    const points = Object.keys(skill.triggers ?? {});
    // Granting skills are indexed like a trigger point so that finding them stays cheap.
    if (skill.granted !== undefined) points.push(GRANTS);
    for (const point of points) {
      const set = LISTENERS.get(point) ?? new Set<string>();
      set.add(skill.id);
      LISTENERS.set(point, set);
    }
  }
  SKILLS_SEEN.clear();
  LISTENERS_SEEN.clear();
}

/** The registry entry of a skill id, if implemented. */
export function getSkill(id: string): Skill | undefined {
  return REGISTRY.get(id);
}

/** Is every skill of this general implemented? */
export function isGeneralPlayable(general: string): boolean {
  return generalDef(general).skills.every((id) => REGISTRY.has(id));
}

/** Is this seat the revealed-or-not lord? */
export function isLord(p: Player): boolean {
  return p.role === 'role:lord';
}

/**
 * The skills and equipment effects a living seat has now, in canonical order: the general's skills
 * (lord skills only for the lord), then weapon, armour (spec §5.3 trigger_order default). Shared and
 * read-only: the list is remembered for the seat's player object, which the many rule queries of one
 * state ask about again and again (players are immutable, so the object fixes the answer).
 */
export function skillsOf(s: SgsState, seat: Seat): readonly string[] {
  const p = s.players[seat];
  if (p === undefined || !p.alive) return NO_SKILLS;
  const hit = SKILLS_SEEN.get(seat);
  if (hit !== undefined && hit.player === p) return hit.skills;
  const skills = computeSkills(p);
  SKILLS_SEEN.set(seat, { player: p, skills });
  return skills;
}

const NO_SKILLS: readonly string[] = [];
const SKILLS_SEEN = new Map<Seat, { readonly player: Player; readonly skills: readonly string[] }>();

function computeSkills(p: Player): string[] {
  const out: string[] = [];
  if (p.general !== null) {
    for (const id of generalDef(p.general).skills) {
      const skill = REGISTRY.get(id);
      if (skill === undefined) continue;
      if (skill.lord === true && !isLord(p)) continue;
      out.push(id);
    }
  }
  if (p.equip.weapon !== null) out.push(cardDef(p.equip.weapon).name);
  if (p.equip.armor !== null) out.push(cardDef(p.equip.armor).name);
  return out;
}

/** Does the seat have this skill (or equipment effect) now? */
export function hasSkill(s: SgsState, seat: Seat, id: string): boolean {
  const p = s.players[seat];
  if (p === undefined || !p.alive) return false;
  if (p.equip.weapon !== null && cardDef(p.equip.weapon).name === id) return true;
  if (p.equip.armor !== null && cardDef(p.equip.armor).name === id) return true;
  if (p.general === null) return false;
  const skill = REGISTRY.get(id);
  if (skill === undefined) return false;
  if (skill.lord === true && !isLord(p)) return false;
  return generalDef(p.general).skills.includes(id);
}

/**
 * Skills of the seat that listen at a trigger point, in canonical order (hot: asked for every seat at
 * every moment). Shared and read-only, remembered per point for the seat's player object like `skillsOf`.
 */
export function listenersAt(s: SgsState, seat: Seat, point: string): readonly string[] {
  const ids = LISTENERS.get(point);
  const p = s.players[seat];
  if (ids === undefined || p === undefined || !p.alive) return NO_SKILLS;
  let seen = LISTENERS_SEEN.get(seat);
  if (seen === undefined || seen.player !== p) {
    seen = { player: p, byPoint: new Map() };
    LISTENERS_SEEN.set(seat, seen);
  }
  let list = seen.byPoint.get(point);
  if (list === undefined) {
    const own = skillsOf(s, seat).filter((id) => ids.has(id));
    list = own.length === 0 ? NO_SKILLS : own;
    seen.byPoint.set(point, list);
  }
  return list;
}

const LISTENERS_SEEN = new Map<Seat, { readonly player: Player; readonly byPoint: Map<string, readonly string[]> }>();

/** Does any skill of the seat listen at this trigger point? */
export function listensAt(s: SgsState, seat: Seat, point: string): boolean {
  return listenersAt(s, seat, point).length > 0;
}

/** Is any of the seat's targets-prohibiting skills against this card (Kongcheng, Qianxun)? */
export function isProhibited(s: SgsState, target: Seat, card: CardName): boolean {
  for (const id of skillsOf(s, target)) {
    const prohibits = REGISTRY.get(id)?.modifiers?.prohibits;
    if (prohibits?.(s, target, card) === true) return true;
  }
  return false;
}

/** Does any skill of the seat set this boolean modifier? */
export function hasModifier(s: SgsState, seat: Seat, key: 'unlimitedKills' | 'trickNoDistance'): boolean {
  return skillsOf(s, seat).some((id) => REGISTRY.get(id)?.modifiers?.[key] === true);
}

/**
 * The suit a card counts as for `seat` (Hongyan, §2.4): while in the seat's hand or equipment, or when
 * `asOwn` (the card of a judgement whose judged player is the seat; a card the seat used from its hand).
 * Elsewhere a card has its printed suit.
 */
export function suitFor(s: SgsState, card: CardId, seat: Seat | null, asOwn = false): Suit {
  const printed = cardDef(card).suit;
  if (seat === null) return printed;
  const p = s.players[seat];
  if (p === undefined || !p.alive) return printed;
  const equipped = p.equip.weapon === card || p.equip.armor === card || p.equip.plus === card || p.equip.minus === card;
  if (!asOwn && !equipped && !p.hand.includes(card)) return printed;
  let suit = printed;
  for (const id of skillsOf(s, seat)) suit = REGISTRY.get(id)?.modifiers?.suitAs?.(suit) ?? suit;
  return suit;
}

/** Does a skill of the seat keep it alive with HP ≤ 0 now (Buqu)? */
export function survivesAtZero(s: SgsState, seat: Seat): boolean {
  return skillsOf(s, seat).some((id) => REGISTRY.get(id)?.modifiers?.survivesAtZero?.(s, seat) === true);
}

/** The sum of the seat's distance modifiers (Mashu). */
export function distanceBonus(s: SgsState, seat: Seat): number {
  let total = 0;
  for (const id of skillsOf(s, seat)) total += REGISTRY.get(id)?.modifiers?.distanceFrom ?? 0;
  return total;
}

setListensHook(listensAt);
