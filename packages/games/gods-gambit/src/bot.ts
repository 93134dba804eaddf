import type { Bot, Seat } from '@tavern/engine';
import type { Action } from './actions';
import { cardInfo, COLOURS, EXTRA_PLAYS, findCard, type Colour, type SkillId } from './cards';
import { extraQualifies } from './rules/legal';
import { matchesField } from './rules/matching';
import type { ExtraSkill } from './state';
import type { View } from './view';

/** Tuning of the heuristic: values are in "penalty points", the unit the game scores. */
const SHED_VALUE = 10;
const GOING_OUT = 1000;
const KEEP_DEFENSE = 12;
const KEEP_WILD = 5;

/** Value of using a burden or hinder skill on one opponent (before the threat bonus). */
const HARM_VALUE: Partial<Record<SkillId, number>> = {
  silence: 6,
  crusade: 9,
  curse: 15,
  dragonfire: 4,
  cataclysm: 9,
  mischief: 8,
};

interface Table {
  readonly seat: Seat;
  readonly view: View;
  readonly hand: readonly string[];
  readonly top: string;
}

function others(table: Table): number[] {
  const seats: number[] = [];
  for (let step = 1; step < table.view.numPlayers; step++)
    seats.push((table.seat + step) % table.view.numPlayers);
  return seats;
}

/** The opponent closest to going out: fewest cards, ties to the one who moves soonest. */
function leader(table: Table, exclude = -1): number {
  let best = -1;
  let bestCount = Infinity;
  for (const seat of others(table)) {
    if (seat === exclude) continue;
    const count = table.view.players[seat]?.handCount ?? Infinity;
    if (count < bestCount) {
      best = seat;
      bestCount = count;
    }
  }
  return best;
}

/** A bonus for hurting someone about to go out. */
function threat(table: Table): number {
  const seat = leader(table);
  const count = table.view.players[seat]?.handCount ?? 7;
  return count <= 1 ? 14 : count <= 2 ? 9 : count <= 3 ? 4 : 0;
}

/** The colour most of `cards` share (their numbers as a tie-break). */
function bestColour(cards: readonly string[]): Colour {
  const weight: Record<Colour, number> = { W: 0, K: 0, R: 0, U: 0 };
  for (const card of cards) {
    const info = cardInfo(card);
    if (info.colour !== null) weight[info.colour] += 10 + info.number;
  }
  let best: Colour = 'W';
  for (const colour of COLOURS) if (weight[colour] > weight[best]) best = colour;
  return best;
}

function without(cards: readonly string[], card: string): string[] {
  const index = cards.indexOf(card);
  return index < 0 ? cards.slice() : [...cards.slice(0, index), ...cards.slice(index + 1)];
}

/** How many later plays `rest` offers on a field of `card` in `colour`. */
function followUps(rest: readonly string[], card: string, colour: Colour): number {
  let count = 0;
  for (const other of rest) if (matchesField(other, card, colour)) count++;
  return count;
}

function fieldPlayValue(table: Table, card: string, colour: Colour | undefined): number {
  const info = cardInfo(card);
  const rest = without(table.hand, card);
  if (rest.length === 0) return GOING_OUT;
  let value = SHED_VALUE + info.number * 0.6;
  if (info.isDefense && rest.length > 1) value -= KEEP_DEFENSE;
  if (info.kind === 'wild') value -= KEEP_WILD;
  const newColour = info.colour ?? colour ?? table.view.colour;
  value += 1.5 * Math.min(3, followUps(rest, card, newColour));
  if (colour !== undefined && colour === bestColour(rest)) value += 2;
  return value;
}

function skillPlayValue(table: Table, card: string): number {
  const info = cardInfo(card);
  const rest = without(table.hand, card);
  if (rest.length === 0) return GOING_OUT;
  // The card leaves the hand but its number stays as penalty unless we go out.
  const value = SHED_VALUE - info.number * 0.5;
  if (info.isDefense) return value - 25;
  const extras = EXTRA_PLAYS[info.skill];
  if (extras !== undefined) {
    const allowed = extras < 0 ? rest.length : extras;
    const qualifying =
      info.skill === 'transmutation' || info.skill === 'privilege'
        ? rest.length
        : rest.filter((other) =>
            extraQualifies(info.skill as ExtraSkill, other, table.top, table.view.colour),
          ).length;
    return (
      value +
      12 * Math.min(allowed, qualifying) +
      (qualifying >= rest.length && allowed >= rest.length ? GOING_OUT / 2 : 0)
    );
  }
  if (info.skill === 'decree') return value + 9;
  if (info.skill === 'haunting') {
    const numbers = rest.map((other) => cardInfo(other).number).sort((a, b) => b - a);
    return value + 1.2 * ((numbers[0] ?? 0) + (numbers[1] ?? 0)) + SHED_VALUE;
  }
  const harm = HARM_VALUE[info.skill] ?? 0;
  const victims =
    info.skill === 'dragonfire' || info.skill === 'cataclysm' ? table.view.numPlayers - 1 : 1;
  return value + harm * victims + threat(table);
}

function playValue(table: Table, action: Action): number {
  switch (action.type) {
    case 'draw':
      return -4;
    case 'noPlay':
    case 'stop':
    case 'declineDefense':
      return 0;
    case 'play':
      return action.to === 'field'
        ? fieldPlayValue(table, action.card, action.colour)
        : skillPlayValue(table, action.card);
    case 'extraPlay': {
      const value = fieldPlayValue(table, action.card, action.colour);
      return cardInfo(action.card).isDefense && table.hand.length > 2 ? value - 8 : value;
    }
    case 'useSkill':
      if (action.target !== undefined)
        return action.target === leader(table)
          ? 20
          : 10 - (table.view.players[action.target]?.handCount ?? 0) * 0.1;
      if (action.colour !== undefined) return action.colour === bestColour(table.hand) ? 20 : 10;
      return 20;
    case 'declineSkill':
      return 1;
    case 'defend': {
      const skill = cardInfo(action.card).skill;
      const rest = without(table.hand, action.card);
      if (rest.length === 0) return GOING_OUT;
      const base = skill === 'valor' ? 30 : skill === 'reflection' ? 25 : 22;
      if (action.redirect === undefined) return base;
      return action.redirect === leader(table) ? base + 2 : base - 3;
    }
    case 'haunt':
      return cardInfo(action.card).number + (cardInfo(action.card).isDefense ? -5 : 0);
    case 'chooseColour':
      return action.colour === bestColour(table.hand) ? 1 : 0;
    case 'startRound':
      return 0;
  }
}

/**
 * Gods' Gambit heuristic: sheds high cards onto the field, uses skills when they shed more cards or
 * burden the opponent closest to going out, keeps Defense cards for threats and always defends.
 */
export const heuristicBot: Bot<View, Action> = ({ seat, view, legal, rng }) => {
  const first = legal[0];
  if (first === undefined || legal.length === 1) return first as Action;
  const table: Table = {
    seat,
    view,
    hand: view.hand ?? [],
    top: view.fieldPile[view.fieldPile.length - 1] ?? '',
  };
  let best = first;
  let bestValue = -Infinity;
  for (const action of legal) {
    const known = !('card' in action) || findCard(action.card) !== undefined;
    let value = -Infinity;
    try {
      if (known) value = playValue(table, action) + rng.float() * 0.01;
    } catch {
      // A bot never throws: an action it cannot evaluate is simply not preferred.
    }
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
};
