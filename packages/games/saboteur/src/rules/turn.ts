/** The end of a turn: draw, check for an exhausted round, find the next player (spec §3.4, §3.7). */
import { seatAfter, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { privateEvent, publicEvent } from '../events';
import type { SaboteurState } from '../state';
import { endRound } from './round-end';

/** After `actor` played or discarded a card (and did not reach the gold): steps 3–5 of spec §3.4. */
export function endTurn(state: SaboteurState, actor: Seat, events: GameEvent[]): SaboteurState {
  let drawPile = state.drawPile;
  let hands = state.hands;
  const draw = (seat: Seat): void => {
    const card = drawPile[0];
    if (card === undefined) return;
    events.push(privateEvent('cardDrawn', { seat }, { card }, [seat]));
    if (hands === state.hands) hands = hands.slice();
    (hands as (readonly CardId[])[])[seat] = [...(hands[seat] ?? []), card];
    drawPile = drawPile.slice(1);
  };
  draw(actor);
  if (drawPile.length === 0 && hands.every((hand) => hand.length === 0)) {
    return endRound({ ...state, drawPile, hands }, 'SABOTEURS', null, events);
  }
  let seat = seatAfter(actor, state.playerCount);
  // Some hand is not empty, so this ends within one lap (spec §3.4 step 5).
  while ((hands[seat] ?? []).length === 0) {
    events.push(publicEvent('autoPassed', { seat }));
    draw(seat);
    seat = seatAfter(seat, state.playerCount);
  }
  return { ...state, drawPile, hands, current: seat };
}
