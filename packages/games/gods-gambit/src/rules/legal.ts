import type { Seat } from '@tavern/engine';
import type { Action } from '../actions';
import {
  cardInfo,
  COLOURS,
  EVERY_OTHER_PLAYER_SKILLS,
  TARGETING_SKILLS,
  type Colour,
} from '../cards';
import type { ExtraSkill, State } from '../state';
import { matchesField, topOf } from './matching';

/** May `card` be the extra play of `skill` now (spec §3.5.1; Monk and Royal rules in §1.1, §1.2)? */
export function extraQualifies(
  skill: ExtraSkill,
  card: string,
  fieldCard: string,
  colour: Colour,
): boolean {
  if (skill === 'privilege') return true;
  if (skill === 'diligence') {
    const info = cardInfo(card);
    return info.kind === 'common' && info.colour === colour;
  }
  return matchesField(card, fieldCard, colour);
}

/** May `card` answer a Defense window now (spec §3.6.2: a Defense card that matches the field)? */
export function canDefendWith(card: string, fieldCard: string, colour: Colour): boolean {
  return cardInfo(card).isDefense && matchesField(card, fieldCard, colour);
}

function pushFieldPlays(
  out: Action[],
  card: string,
  wild: boolean,
  type: 'play' | 'extraPlay',
): void {
  if (!wild) {
    out.push(type === 'play' ? { type, card, to: 'field' } : { type, card });
    return;
  }
  for (const colour of COLOURS)
    out.push(type === 'play' ? { type, card, to: 'field', colour } : { type, card, colour });
}

function pushPlays(state: State, seat: Seat, out: Action[]): void {
  const top = topOf(state.fieldPile);
  for (const card of state.hands[seat] ?? []) {
    if (!matchesField(card, top, state.colour)) continue;
    const info = cardInfo(card);
    pushFieldPlays(out, card, info.kind === 'wild', 'play');
    // spec §1.1, D-27: a Believer is never skill-played.
    if (info.skill !== 'none') out.push({ type: 'play', card, to: 'skill' });
  }
}

function others(seat: Seat, numPlayers: number): Seat[] {
  const seats: Seat[] = [];
  for (let other = 0; other < numPlayers; other++) if (other !== seat) seats.push(other as Seat);
  return seats;
}

/** Every legal action of `seat` now (spec §5.1); empty when the seat owes no decision. */
export function legalActions(state: State, seat: Seat): Action[] {
  const pending = state.pending;
  if (pending.kind === 'gameOver' || pending.seat !== seat) return [];
  const out: Action[] = [];
  switch (pending.kind) {
    case 'initialColour':
      for (const colour of COLOURS) out.push({ type: 'chooseColour', colour });
      return out;
    case 'main':
      if (state.drawPile.length > 0) out.push({ type: 'draw' });
      pushPlays(state, seat, out);
      return out;
    case 'postDraw':
      pushPlays(state, seat, out);
      out.push({ type: 'noPlay' });
      return out;
    case 'declare': {
      const skill = cardInfo(pending.card).skill;
      if (skill === 'transmutation')
        for (const colour of COLOURS) out.push({ type: 'useSkill', colour });
      else if (TARGETING_SKILLS.has(skill) && !EVERY_OTHER_PLAYER_SKILLS.has(skill)) {
        for (const target of others(seat, state.numPlayers)) out.push({ type: 'useSkill', target });
      } else out.push({ type: 'useSkill' });
      out.push({ type: 'declineSkill' });
      return out;
    }
    case 'extra': {
      const top = topOf(state.fieldPile);
      for (const card of state.hands[seat] ?? []) {
        if (extraQualifies(pending.skill, card, top, state.colour)) {
          pushFieldPlays(out, card, cardInfo(card).kind === 'wild', 'extraPlay');
        }
      }
      out.push({ type: 'stop' });
      return out;
    }
    case 'defense': {
      const top = topOf(state.fieldPile);
      for (const card of state.hands[seat] ?? []) {
        if (!canDefendWith(card, top, state.colour)) continue;
        if (cardInfo(card).skill === 'reflection') {
          for (const redirect of others(seat, state.numPlayers))
            out.push({ type: 'defend', card, redirect });
        } else out.push({ type: 'defend', card });
      }
      out.push({ type: 'declineDefense' });
      return out;
    }
    case 'haunt':
      for (const card of state.hands[seat] ?? []) out.push({ type: 'haunt', card });
      if (pending.moved > 0) out.push({ type: 'stop' });
      return out;
    case 'roundOver':
      out.push({ type: 'startRound' });
      return out;
  }
}
