import { shuffleFromState, type GameEvent, type Seat } from '@tavern/engine';
import { ALL_CARD_IDS, cardInfo, isTrumpet } from '../cards';
import type { Draft } from '../state';
import { beginTurn } from './turn';

/** Cards dealt to every player whatever the player count (spec §2.1, D-29). */
export const HAND_SIZE = 7;

function cardAt(deck: readonly string[], position: number): string {
  const card = deck[position];
  if (card === undefined) throw new RangeError('the deck ran out while dealing');
  return card;
}

/**
 * Deals a round from `deck` (top first) for the draft's first player (spec §2.3 steps 2-4): one card
 * at a time clockwise, Trumpets to the Trumpet row without replacement, then field flips until a
 * non-Trumpet. Returns false, leaving the draft's zones unusable, if the fourth Trumpet appeared
 * (a void round, spec §4.1.3).
 */
export function dealRound(d: Draft, deck: readonly string[]): boolean {
  const n = d.numPlayers;
  const hands: string[][] = [];
  for (let seat = 0; seat < n; seat++) hands.push([]);
  const trumpets: string[] = [];
  let position = 0;
  for (let step = 0; step < HAND_SIZE * n; step++) {
    const card = cardAt(deck, position++);
    if (isTrumpet(card)) {
      trumpets.push(card);
      if (trumpets.length === 4) return false;
    } else {
      (hands[(d.firstPlayer + step) % n] as string[]).push(card);
    }
  }
  let field = cardAt(deck, position++);
  while (isTrumpet(field)) {
    trumpets.push(field);
    if (trumpets.length === 4) return false;
    field = cardAt(deck, position++);
  }
  d.hands = hands;
  d.trumpets = trumpets;
  d.drawPile = deck.slice(position).reverse();
  d.fieldPile = [field];
  const info = cardInfo(field);
  // A wild field card waits for the first player's colour; White is a placeholder until then.
  d.colour = info.colour ?? 'W';
  const skillAreas: string[][] = [];
  for (let seat = 0; seat < n; seat++) skillAreas.push([]);
  d.skillAreas = skillAreas;
  d.skips = new Array<number>(n).fill(0);
  d.extraTurns = new Array<number>(n).fill(0);
  d.firstOut = -1;
  d.turnsThisRound = 0;
  d.current = d.firstPlayer;
  return true;
}

/** Opens a freshly dealt round: the colour choice under a wild field card, or the first turn. */
export function openRound(d: Draft, events: GameEvent[]): void {
  const field = d.fieldPile[0] ?? '';
  events.push({
    type: 'roundStarted',
    round: d.round,
    firstPlayer: d.firstPlayer,
    field,
    trumpets: d.trumpets,
  });
  if (cardInfo(field).kind === 'wild') d.pending = { kind: 'initialColour', seat: d.firstPlayer };
  else beginTurn(d, d.firstPlayer, events);
}

/** Shuffles all 104 cards and deals round `round` for `firstPlayer`, redealing void rounds (spec §2.3). */
export function startRound(d: Draft, round: number, firstPlayer: Seat, events: GameEvent[]): void {
  d.round = round;
  d.firstPlayer = firstPlayer;
  for (;;) {
    const shuffled = shuffleFromState(d.rng, ALL_CARD_IDS);
    d.rng = shuffled.state;
    if (dealRound(d, shuffled.items)) break;
    d.voidRounds++;
    events.push({ type: 'roundVoided', round });
  }
  openRound(d, events);
}
