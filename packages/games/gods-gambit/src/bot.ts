import type { Bot, Seat } from '@tavern/engine';
import type { Action } from './actions';
import { cardInfo, EXTRA_PLAYS, findCard, type CardInfo, type Colour, type SkillId } from './cards';
import { matchesFieldInfo } from './rules/matching';
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
  /** Printed cards of the hand, looked up on first use (by index). */
  readonly infos: (CardInfo | undefined)[];
  /** The printed field card, looked up on first use. */
  topInfo: CardInfo | undefined;
}

/** The printed card at `index` of the hand (throws for an unknown id, like `cardInfo`). */
function infoAt(table: Table, index: number): CardInfo {
  let info = table.infos[index];
  if (info === undefined) {
    info = cardInfo(table.hand[index] as string);
    table.infos[index] = info;
  }
  return info;
}

function topInfo(table: Table): CardInfo {
  table.topInfo ??= cardInfo(table.top);
  return table.topInfo;
}

// The bot runs inside search rollouts: these helpers loop over the hand instead of building copies
// of it without one card ("the rest of the hand" is the hand with `skip`, an index, left out).

/** The opponent closest to going out: fewest cards, ties to the one who moves soonest. */
function leader(table: Table): number {
  const numPlayers = table.view.numPlayers;
  let best = -1;
  let bestCount = Infinity;
  for (let step = 1; step < numPlayers; step++) {
    const seat = (table.seat + step) % numPlayers;
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

/** The colour most cards of the hand (but index `skip`) share (their numbers as a tie-break). */
function bestColour(table: Table, skip = -1): Colour {
  let white = 0;
  let black = 0;
  let red = 0;
  let blue = 0;
  for (let i = 0; i < table.hand.length; i++) {
    if (i === skip) continue;
    const info = infoAt(table, i);
    const weight = 10 + info.number;
    if (info.colour === 'W') white += weight;
    else if (info.colour === 'K') black += weight;
    else if (info.colour === 'R') red += weight;
    else if (info.colour === 'U') blue += weight;
  }
  // Ties keep the earlier colour of COLOURS (W, K, R, U).
  let best: Colour = 'W';
  let bestWeight = white;
  if (black > bestWeight) {
    best = 'K';
    bestWeight = black;
  }
  if (red > bestWeight) {
    best = 'R';
    bestWeight = red;
  }
  if (blue > bestWeight) best = 'U';
  return best;
}

/** Size of the hand once index `skip` (-1: none) has left it. */
function restSize(hand: readonly string[], skip: number): number {
  return skip < 0 ? hand.length : hand.length - 1;
}

/** How many later plays the rest of the hand offers on a field of `card` in `colour`. */
function followUps(table: Table, skip: number, card: CardInfo, colour: Colour): number {
  let count = 0;
  for (let i = 0; i < table.hand.length; i++)
    if (i !== skip && matchesFieldInfo(infoAt(table, i), card, colour)) count++;
  return count;
}

function fieldPlayValue(table: Table, card: string, colour: Colour | undefined): number {
  const info = cardInfo(card);
  const skip = table.hand.indexOf(card);
  const rest = restSize(table.hand, skip);
  if (rest === 0) return GOING_OUT;
  let value = SHED_VALUE + info.number * 0.6;
  if (info.isDefense && rest > 1) value -= KEEP_DEFENSE;
  if (info.kind === 'wild') value -= KEEP_WILD;
  const newColour = info.colour ?? colour ?? table.view.colour;
  value += 1.5 * Math.min(3, followUps(table, skip, info, newColour));
  if (colour !== undefined && colour === bestColour(table, skip)) value += 2;
  return value;
}

/** How many cards of the rest of the hand qualify as an extra play of `skill`. */
function qualifyingExtras(table: Table, skip: number, skill: ExtraSkill): number {
  let count = 0;
  for (let i = 0; i < table.hand.length; i++) if (i !== skip && extraAt(table, i, skill)) count++;
  return count;
}

/** `extraQualifies` for the hand card at `index`; the field card is looked up only when needed. */
function extraAt(table: Table, index: number, skill: ExtraSkill): boolean {
  if (skill === 'privilege') return true;
  const info = infoAt(table, index);
  const colour = table.view.colour;
  if (skill === 'diligence') return info.kind === 'common' && info.colour === colour;
  if (info.kind === 'wild' || info.colour === colour) return true;
  return matchesFieldInfo(info, topInfo(table), colour);
}

/** The sum of the two highest numbers in the rest of the hand (0 for missing cards). */
function twoHighest(table: Table, skip: number): number {
  let first = 0;
  let second = 0;
  for (let i = 0; i < table.hand.length; i++) {
    if (i === skip) continue;
    const number = infoAt(table, i).number;
    if (number > first) {
      second = first;
      first = number;
    } else if (number > second) second = number;
  }
  return first + second;
}

function skillPlayValue(table: Table, card: string): number {
  const info = cardInfo(card);
  const skip = table.hand.indexOf(card);
  const rest = restSize(table.hand, skip);
  if (rest === 0) return GOING_OUT;
  // The card leaves the hand but its number stays as penalty unless we go out.
  const value = SHED_VALUE - info.number * 0.5;
  if (info.isDefense) return value - 25;
  const extras = EXTRA_PLAYS[info.skill];
  if (extras !== undefined) {
    const allowed = extras < 0 ? rest : extras;
    const qualifying =
      info.skill === 'transmutation' || info.skill === 'privilege'
        ? rest
        : qualifyingExtras(table, skip, info.skill as ExtraSkill);
    return (
      value +
      12 * Math.min(allowed, qualifying) +
      (qualifying >= rest && allowed >= rest ? GOING_OUT / 2 : 0)
    );
  }
  if (info.skill === 'decree') return value + 9;
  if (info.skill === 'haunting') return value + 1.2 * twoHighest(table, skip) + SHED_VALUE;
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
      if (action.colour !== undefined) return action.colour === bestColour(table) ? 20 : 10;
      return 20;
    case 'declineSkill':
      return 1;
    case 'defend': {
      const skill = cardInfo(action.card).skill;
      if (restSize(table.hand, table.hand.indexOf(action.card)) === 0) return GOING_OUT;
      const base = skill === 'valor' ? 30 : skill === 'reflection' ? 25 : 22;
      if (action.redirect === undefined) return base;
      return action.redirect === leader(table) ? base + 2 : base - 3;
    }
    case 'haunt':
      return cardInfo(action.card).number + (cardInfo(action.card).isDefense ? -5 : 0);
    case 'chooseColour':
      return action.colour === bestColour(table) ? 1 : 0;
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
    infos: [],
    topInfo: undefined,
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
