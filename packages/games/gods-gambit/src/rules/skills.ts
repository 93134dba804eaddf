import type { GameEvent, Seat } from '@tavern/engine';
import { cardInfo, EXTRA_PLAYS, type Colour } from '../cards';
import type { Draft, ExtraSkill } from '../state';
import { startInstance } from './instances';
import { fieldPlay } from './plays';
import { afterResolution } from './turn';

/** Other seats clockwise starting at the user's left (spec §3.6.1). */
export function othersFrom(user: Seat, numPlayers: number): Seat[] {
  const seats: Seat[] = [];
  for (let step = 1; step < numPlayers; step++) seats.push(((user + step) % numPlayers) as Seat);
  return seats;
}

/**
 * Resolves a used skill (spec §3.5 step 4): extra plays, the Lord's extra turn, the Magician's colour,
 * or the instances of a targeting skill. Choices are already validated.
 */
export function useSkill(
  d: Draft,
  user: Seat,
  card: string,
  lastCard: boolean,
  target: Seat | undefined,
  colour: Colour | undefined,
  events: GameEvent[],
): void {
  const skill = cardInfo(card).skill;
  events.push({
    type: 'skillUsed',
    seat: user,
    card,
    skill,
    ...(target === undefined ? {} : { target }),
    ...(colour === undefined ? {} : { colour }),
  });
  switch (skill) {
    case 'decree':
      // spec §3.9: a Lord used as the last card gives nothing, the round ends.
      if (!lastCard) d.extraTurns[user] = (d.extraTurns[user] ?? 0) + 1;
      afterResolution(d, events);
      return;
    case 'transmutation':
      d.colour = colour ?? d.colour;
      offerExtraPlays(d, user, skill, events);
      return;
    case 'diligence':
    case 'grace':
    case 'rite':
    case 'miracle':
    case 'privilege':
      offerExtraPlays(d, user, skill, events);
      return;
    case 'silence':
    case 'crusade':
    case 'mischief':
    case 'curse':
    case 'haunting':
    case 'dragonfire':
    case 'cataclysm': {
      const targets = target === undefined ? othersFrom(user, d.numPlayers) : [target];
      const [first, ...queue] = targets;
      if (first === undefined) {
        afterResolution(d, events);
        return;
      }
      startInstance(
        d,
        { skill, card, user, target: first, aimedBy: user, lastCard, queue },
        events,
      );
      return;
    }
    case 'none':
    case 'shield':
    case 'reflection':
    case 'valor':
      afterResolution(d, events);
      return;
  }
}

/** Offers the first extra play, unless the hand is already empty (spec §3.5.1). */
function offerExtraPlays(d: Draft, user: Seat, skill: ExtraSkill, events: GameEvent[]): void {
  if ((d.hands[user] ?? []).length === 0) {
    afterResolution(d, events);
    return;
  }
  d.pending = { kind: 'extra', seat: user, skill, left: EXTRA_PLAYS[skill] ?? 1 };
}

/** One extra play (already validated); then the next one is offered or the skill ends. */
export function extraPlay(
  d: Draft,
  user: Seat,
  skill: ExtraSkill,
  left: number,
  card: string,
  colour: Colour | undefined,
  events: GameEvent[],
): void {
  if (fieldPlay(d, user, card, colour, events)) return;
  const remaining = left < 0 ? left : left - 1;
  if (remaining === 0) {
    afterResolution(d, events);
    return;
  }
  d.pending = { kind: 'extra', seat: user, skill, left: remaining };
}
