import type { GameEvent, Seat } from '@tavern/engine';
import { cardInfo } from '../cards';
import type { Draft, Instance } from '../state';
import { endRound } from './round-end';
import { afterResolution } from './turn';
import { addToSkillArea, drawCards, removeFromHand } from './zones';

/**
 * Does the target get a Defense window (spec §3.6.2)? Not for a last-card skill play, and not once
 * any player has gone out during this resolution.
 */
export function windowOpens(d: Draft, instance: Instance): boolean {
  return !instance.lastCard && d.firstOut < 0;
}

/** Aims an instance at its current target: a Defense window, or the effect at once. */
export function startInstance(d: Draft, instance: Instance, events: GameEvent[]): void {
  if (windowOpens(d, instance)) {
    d.pending = { kind: 'defense', seat: instance.target, instance };
    events.push({
      type: 'defenseWindow',
      seat: instance.target,
      user: instance.user,
      skill: instance.skill,
    });
    return;
  }
  takeEffect(d, instance, events);
}

/** The undefended instance takes effect on its target (spec §3.6.4). */
export function takeEffect(d: Draft, instance: Instance, events: GameEvent[]): void {
  const { target, user } = instance;
  events.push({ type: 'skillTookEffect', skill: instance.skill, user, target });
  switch (instance.skill) {
    case 'silence':
      d.skips[target] = (d.skips[target] ?? 0) + 1;
      break;
    case 'crusade':
    case 'cataclysm':
      if (drawCards(d, target, 2, events)) return;
      break;
    case 'dragonfire':
      if (drawCards(d, target, 1, events)) return;
      break;
    case 'curse':
      if (drawCards(d, target, 2, events)) return;
      d.skips[target] = (d.skips[target] ?? 0) + 1;
      break;
    case 'mischief':
      if (target !== user) {
        d.skillAreas[user] = (d.skillAreas[user] ?? []).filter((card) => card !== instance.card);
        addToSkillArea(d, target, instance.card);
      }
      break;
    case 'haunting':
      // D-33: a Wraith ending on its user does nothing; an empty hand moves nothing.
      if (target !== user && (d.hands[user] ?? []).length > 0) {
        d.pending = { kind: 'haunt', seat: user, instance, moved: 0 };
        return;
      }
      break;
  }
  instanceDone(d, instance, events);
}

/**
 * An instance is complete: if someone went out during it (a Defense or a Wraith emptied a hand) the
 * round ends and the rest is abandoned (spec §3.9); otherwise the next target, or the aftermath.
 */
export function instanceDone(d: Draft, instance: Instance, events: GameEvent[]): void {
  if (d.firstOut >= 0 && !instance.lastCard) {
    endRound(d, -1, events);
    return;
  }
  const [next, ...queue] = instance.queue;
  if (next !== undefined) {
    startInstance(d, { ...instance, target: next, aimedBy: instance.user, queue }, events);
    return;
  }
  afterResolution(d, events);
}

/** The target answers with a Defense card (already validated) (spec §3.6.3). */
export function defend(
  d: Draft,
  instance: Instance,
  card: string,
  redirect: Seat | undefined,
  events: GameEvent[],
): void {
  const defender = instance.target;
  removeFromHand(d, defender, card, events);
  addToSkillArea(d, defender, card);
  const skill = cardInfo(card).skill;
  events.push({
    type: 'defended',
    seat: defender,
    card,
    skill,
    ...(redirect === undefined ? {} : { redirect }),
  });
  if (skill === 'reflection' && redirect !== undefined) {
    startInstance(d, { ...instance, target: redirect, aimedBy: defender }, events);
    return;
  }
  if (skill === 'valor' && drawCards(d, instance.aimedBy, 2, events)) return;
  instanceDone(d, instance, events);
}

/** The Wraith's user moves one card (already validated) into the target's skill area (spec §3.6.4). */
export function haunt(
  d: Draft,
  instance: Instance,
  moved: number,
  card: string,
  events: GameEvent[],
): void {
  removeFromHand(d, instance.user, card, events);
  addToSkillArea(d, instance.target, card);
  events.push({ type: 'haunted', seat: instance.user, target: instance.target, card });
  if (moved === 0 && (d.hands[instance.user] ?? []).length > 0) {
    d.pending = { kind: 'haunt', seat: instance.user, instance, moved: 1 };
    return;
  }
  instanceDone(d, instance, events);
}
