import type { Seat } from '@tavern/engine';
import type { Action } from '../actions';
import {
  cardInfo,
  EVERY_OTHER_PLAYER_SKILLS,
  TARGETING_SKILLS,
  type CardInfo,
  type Colour,
} from '../cards';
import type { ExtraSkill, State } from '../state';
import {
  actionsOf,
  CHOOSE_COLOUR,
  SIMPLE,
  USE_SKILL_COLOUR,
  USE_SKILL_TARGET,
} from './action-table';
import { matchesField, matchesFieldInfo, topOf } from './matching';

/** May `card` be the extra play of `skill` now (spec §3.5.1; Monk and Royal rules in §1.1, §1.2)? */
export function extraQualifies(
  skill: ExtraSkill,
  card: string,
  fieldCard: string,
  colour: Colour,
): boolean {
  return extraQualifiesInfo(skill, cardInfo(card), cardInfo(fieldCard), colour);
}

/** `extraQualifies` on printed cards already looked up. */
export function extraQualifiesInfo(
  skill: ExtraSkill,
  info: CardInfo,
  field: CardInfo,
  colour: Colour,
): boolean {
  if (skill === 'privilege') return true;
  if (skill === 'diligence') return info.kind === 'common' && info.colour === colour;
  return matchesFieldInfo(info, field, colour);
}

/** May `card` answer a Defense window now (spec §3.6.2: a Defense card that matches the field)? */
export function canDefendWith(card: string, fieldCard: string, colour: Colour): boolean {
  return cardInfo(card).isDefense && matchesField(card, fieldCard, colour);
}

function pushPlays(state: State, seat: Seat, out: Action[]): void {
  const field = cardInfo(topOf(state.fieldPile));
  for (const card of state.hands[seat] ?? []) {
    const actions = actionsOf(card);
    if (!matchesFieldInfo(actions.info, field, state.colour)) continue;
    for (const play of actions.playField) out.push(play);
    // spec §1.1, D-27: a Believer is never skill-played.
    if (actions.playSkill !== null) out.push(actions.playSkill);
  }
}

/** Pushes `table[other]` for every seat but `seat`, in seat order. */
function pushForOthers(
  out: Action[],
  table: readonly Action[],
  seat: Seat,
  numPlayers: number,
): void {
  for (let other = 0; other < numPlayers; other++) {
    if (other !== seat) out.push(table[other] as Action);
  }
}

/**
 * Every legal action of `seat` now (spec §5.1); empty when the seat owes no decision. The actions
 * are shared frozen objects (see action-table.ts): callers must not modify them.
 */
export function legalActions(state: State, seat: Seat): Action[] {
  const pending = state.pending;
  if (pending.kind === 'gameOver' || pending.seat !== seat) return [];
  const out: Action[] = [];
  switch (pending.kind) {
    case 'initialColour':
      for (const action of CHOOSE_COLOUR) out.push(action);
      return out;
    case 'main':
      if (state.drawPile.length > 0) out.push(SIMPLE.draw);
      pushPlays(state, seat, out);
      return out;
    case 'postDraw':
      pushPlays(state, seat, out);
      out.push(SIMPLE.noPlay);
      return out;
    case 'declare': {
      const skill = cardInfo(pending.card).skill;
      if (skill === 'transmutation') for (const action of USE_SKILL_COLOUR) out.push(action);
      else if (TARGETING_SKILLS.has(skill) && !EVERY_OTHER_PLAYER_SKILLS.has(skill)) {
        pushForOthers(out, USE_SKILL_TARGET, seat, state.numPlayers);
      } else out.push(SIMPLE.useSkill);
      out.push(SIMPLE.declineSkill);
      return out;
    }
    case 'extra': {
      const field = cardInfo(topOf(state.fieldPile));
      for (const card of state.hands[seat] ?? []) {
        const actions = actionsOf(card);
        if (extraQualifiesInfo(pending.skill, actions.info, field, state.colour)) {
          for (const play of actions.extraPlay) out.push(play);
        }
      }
      out.push(SIMPLE.stop);
      return out;
    }
    case 'defense': {
      const field = cardInfo(topOf(state.fieldPile));
      for (const card of state.hands[seat] ?? []) {
        const actions = actionsOf(card);
        const info = actions.info;
        if (!info.isDefense || !matchesFieldInfo(info, field, state.colour)) continue;
        if (info.skill === 'reflection') {
          pushForOthers(out, actions.defendRedirect, seat, state.numPlayers);
        } else out.push(actions.defend);
      }
      out.push(SIMPLE.declineDefense);
      return out;
    }
    case 'haunt':
      for (const card of state.hands[seat] ?? []) out.push(actionsOf(card).haunt);
      if (pending.moved > 0) out.push(SIMPLE.stop);
      return out;
    case 'roundOver':
      out.push(SIMPLE.startRound);
      return out;
  }
}
