/** The end of a turn: draw, check for an exhausted round, find the next player (spec §3.4, §3.7). */
import { seatAfter, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { publicEvent } from '../events';
import type { SaboteurState } from '../state';
import { endRound } from './round-end';

/**
 * What the played card changed, applied together with the end of the turn so that a turn builds one
 * new state. `hands` is a fresh outer array owned by the caller, so drawing may write into it.
 */
export type TurnPatch = { -readonly [K in keyof Omit<SaboteurState, 'hands'>]?: SaboteurState[K] } & {
  hands: (readonly CardId[])[];
};

interface Pile {
  drawPile: readonly CardId[];
}

function draw(pile: Pile, hands: (readonly CardId[])[], seat: Seat, events: GameEvent[]): void {
  const card = pile.drawPile[0];
  if (card === undefined) return;
  // Built literally (not with privateEvent's spreads): this runs on nearly every turn.
  events.push({ type: 'cardDrawn', seat, card, visibleTo: [seat], redacted: { type: 'cardDrawn', seat } });
  hands[seat] = [...(hands[seat] ?? []), card];
  pile.drawPile = pile.drawPile.slice(1);
}

/** After `actor` played or discarded a card (and did not reach the gold): steps 3–5 of spec §3.4. */
export function endTurn(state: SaboteurState, actor: Seat, events: GameEvent[], patch: TurnPatch): SaboteurState {
  const hands = patch.hands;
  const pile: Pile = { drawPile: state.drawPile };
  draw(pile, hands, actor, events);
  if (pile.drawPile.length === 0 && hands.every((hand) => hand.length === 0)) {
    return endRound({ ...state, ...patch, drawPile: pile.drawPile, hands }, 'SABOTEURS', null, events);
  }
  let seat = seatAfter(actor, state.playerCount);
  // Some hand is not empty, so this ends within one lap (spec §3.4 step 5).
  while ((hands[seat] ?? []).length === 0) {
    events.push(publicEvent('autoPassed', { seat }));
    draw(pile, hands, seat, events);
    seat = seatAfter(seat, state.playerCount);
  }
  return { ...state, ...patch, drawPile: pile.drawPile, hands, current: seat };
}
