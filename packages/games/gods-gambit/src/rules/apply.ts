import type { GameEvent, Seat, Step } from '@tavern/engine';
import type { Action } from '../actions';
import {
  cardInfo,
  cardLabel,
  COLOUR_NAMES,
  EVERY_OTHER_PLAYER_SKILLS,
  findCard,
  SKILL_NAMES,
  TARGETING_SKILLS,
  type Colour,
} from '../cards';
import { gameError } from '../errors';
import { draftOf, type Draft, type Pending, type State } from '../state';
import { defend, haunt, instanceDone, takeEffect } from './instances';
import { canDefendWith, extraQualifies } from './legal';
import { matchesField, topOf } from './matching';
import { mainFieldPlay, skillPlay } from './plays';
import { startRound } from './round-start';
import { extraPlay, useSkill } from './skills';
import { afterResolution, beginTurn, endTurn } from './turn';
import { drawCards } from './zones';

const EXPECTED: Readonly<Record<Pending['kind'], string>> = {
  initialColour: 'choose the colour for the wild field card',
  main: 'draw or play a card',
  postDraw: 'play a card or play nothing',
  declare: 'use the skill or decline it',
  extra: 'make an extra play or stop',
  defense: 'defend or decline',
  haunt: 'choose a card for the Wraith to move',
  roundOver: 'start the next round',
  gameOver: 'nothing: the game is over',
};

function wrong(pending: Pending): never {
  throw gameError('wrongDecision', { expected: EXPECTED[pending.kind], pending: pending.kind });
}

function requireInHand(state: State, seat: Seat, card: string): void {
  const known = findCard(card) !== undefined;
  if (!known || !(state.hands[seat] ?? []).includes(card)) {
    throw gameError('cardNotInHand', { card: known ? cardLabel(card) : 'that card', cardId: known ? card : '' });
  }
}

/** A field play's colour: required for a wild, forbidden otherwise (spec §3.4). */
function checkFieldColour(card: string, colour: Colour | undefined): void {
  const wild = cardInfo(card).kind === 'wild';
  if (wild && colour === undefined) throw gameError('colourRequired', { card: cardLabel(card), cardId: card });
  if (!wild && colour !== undefined) throw gameError('colourNotAllowed', { card: cardLabel(card), cardId: card });
}

function checkMatches(state: State, card: string): void {
  const top = topOf(state.fieldPile);
  if (!matchesField(card, top, state.colour)) {
    const field = cardInfo(top);
    throw gameError('noMatch', {
      card: cardLabel(card),
      cardId: card,
      colour: COLOUR_NAMES[state.colour],
      colourId: state.colour,
      field: cardLabel(top),
      fieldId: top,
      fieldNumber: field.number,
      fieldWild: field.kind === 'wild',
      colourSetBySkill: field.colour !== null && field.colour !== state.colour,
    });
  }
}

function playFromHand(
  state: State,
  d: Draft,
  seat: Seat,
  action: Extract<Action, { type: 'play' }>,
  events: GameEvent[],
): void {
  requireInHand(state, seat, action.card);
  checkMatches(state, action.card);
  if (action.to === 'field') {
    checkFieldColour(action.card, action.colour);
    mainFieldPlay(d, seat, action.card, action.colour, events);
    return;
  }
  if (action.colour !== undefined)
    throw gameError('skillColourNotAllowed', { skill: 'A skill play', skillId: '' });
  if (cardInfo(action.card).skill === 'none')
    throw gameError('believerNoSkill', { card: cardLabel(action.card), cardId: action.card });
  skillPlay(d, seat, action.card, events);
}

function checkOtherSeat(
  state: State,
  seat: Seat,
  target: number,
  code: 'badTarget' | 'badRedirect',
): void {
  if (!Number.isInteger(target) || target < 0 || target >= state.numPlayers || target === seat) {
    throw gameError(code, { target, self: target === seat });
  }
}

function declare(
  state: State,
  d: Draft,
  seat: Seat,
  pending: Extract<Pending, { kind: 'declare' }>,
  action: Extract<Action, { type: 'useSkill' }>,
  events: GameEvent[],
): void {
  const skill = cardInfo(pending.card).skill;
  const name = SKILL_NAMES[skill];
  const singleTarget = TARGETING_SKILLS.has(skill) && !EVERY_OTHER_PLAYER_SKILLS.has(skill);
  if (singleTarget) {
    if (action.target === undefined) throw gameError('targetRequired', { skill: name, skillId: skill });
    checkOtherSeat(state, seat, action.target, 'badTarget');
  } else if (action.target !== undefined) throw gameError('targetNotAllowed', { skill: name, skillId: skill });
  if (skill === 'transmutation') {
    if (action.colour === undefined) throw gameError('skillColourRequired', {});
  } else if (action.colour !== undefined) throw gameError('skillColourNotAllowed', { skill: name, skillId: skill });
  useSkill(
    d,
    seat,
    pending.card,
    pending.lastCard,
    action.target as Seat | undefined,
    action.colour,
    events,
  );
}

/** Applies `action` for `seat`, or throws a RuleError before changing anything (spec §5.1). */
export function applyAction(state: State, seat: Seat, action: Action): Step<State> {
  const pending = state.pending;
  if (pending.kind === 'gameOver' || pending.seat !== seat)
    throw gameError('notYourDecision', { seat });
  const d = draftOf(state);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'chooseColour':
      if (pending.kind !== 'initialColour') wrong(pending);
      d.colour = action.colour;
      events.push({ type: 'colourChosen', seat, colour: action.colour });
      beginTurn(d, seat, events);
      break;
    case 'draw':
      if (pending.kind !== 'main') wrong(pending);
      if (state.drawPile.length === 0) throw gameError('drawPileEmpty', {});
      if (!drawCards(d, seat, 1, events)) d.pending = { kind: 'postDraw', seat };
      break;
    case 'play':
      if (pending.kind !== 'main' && pending.kind !== 'postDraw') wrong(pending);
      playFromHand(state, d, seat, action, events);
      break;
    case 'noPlay':
      if (pending.kind !== 'postDraw') wrong(pending);
      endTurn(d, events);
      break;
    case 'useSkill':
      if (pending.kind !== 'declare') wrong(pending);
      if (cardInfo(pending.card).isDefense) throw gameError('defenseNoDeclaration', {});
      declare(state, d, seat, pending, action, events);
      break;
    case 'declineSkill':
      if (pending.kind !== 'declare') wrong(pending);
      events.push({ type: 'skillDeclined', seat, card: pending.card });
      afterResolution(d, events);
      break;
    case 'extraPlay': {
      if (pending.kind !== 'extra') wrong(pending);
      requireInHand(state, seat, action.card);
      const top = topOf(state.fieldPile);
      if (!extraQualifies(pending.skill, action.card, top, state.colour)) {
        if (pending.skill === 'diligence') {
          throw gameError('monkNeedsColour', {
            card: cardLabel(action.card),
            cardId: action.card,
            colour: COLOUR_NAMES[state.colour],
            colourId: state.colour,
          });
        }
        checkMatches(state, action.card);
      }
      checkFieldColour(action.card, action.colour);
      extraPlay(d, seat, pending.skill, pending.left, action.card, action.colour, events);
      break;
    }
    case 'stop':
      if (pending.kind === 'extra') afterResolution(d, events);
      else if (pending.kind === 'haunt' && pending.moved > 0)
        instanceDone(d, pending.instance, events);
      else wrong(pending);
      break;
    case 'defend': {
      if (pending.kind !== 'defense') wrong(pending);
      requireInHand(state, seat, action.card);
      const info = cardInfo(action.card);
      if (!info.isDefense) throw gameError('notDefenseCard', { card: cardLabel(action.card), cardId: action.card });
      if (!canDefendWith(action.card, topOf(state.fieldPile), state.colour))
        checkMatches(state, action.card);
      if (info.skill === 'reflection') {
        if (action.redirect === undefined) throw gameError('redirectRequired', {});
        checkOtherSeat(state, seat, action.redirect, 'badRedirect');
      } else if (action.redirect !== undefined)
        throw gameError('redirectNotAllowed', { card: cardLabel(action.card), cardId: action.card });
      defend(d, pending.instance, action.card, action.redirect as Seat | undefined, events);
      break;
    }
    case 'declineDefense':
      if (pending.kind !== 'defense') wrong(pending);
      events.push({ type: 'defenseDeclined', seat });
      takeEffect(d, pending.instance, events);
      break;
    case 'haunt':
      if (pending.kind !== 'haunt') wrong(pending);
      requireInHand(state, seat, action.card);
      haunt(d, pending.instance, pending.moved, action.card, events);
      break;
    case 'startRound':
      if (pending.kind !== 'roundOver') wrong(pending);
      startRound(d, state.round + 1, pending.seat, events);
      break;
    default:
      throw gameError('unknownAction', {});
  }
  return { state: d, events };
}
