/** The end of a turn: draw, check for an exhausted round, find the next player (spec §3.4, §3.7). */
import { seatAfter, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { publicEvent } from '../events';
import type { SaboteurState } from '../state';
import { endRound } from './round-end';

/**
 * What the played card changed, applied together with the end of the turn so that a turn builds one
 * new state. Every field is always present (callers start from `spend`, then replace fields), so
 * patches share one shape and reading them stays fast. `hands` is a fresh outer array owned by the
 * caller, so drawing may write into it.
 */
export interface TurnPatch {
  hands: (readonly CardId[])[];
  lastCardSeat: SaboteurState['lastCardSeat'];
  turns: number;
  plays: SaboteurState['plays'];
  broken: SaboteurState['broken'];
  discard: SaboteurState['discard'];
  maze: SaboteurState['maze'];
  peeks: SaboteurState['peeks'];
}

interface Pile {
  drawPile: readonly CardId[];
}

function draw(pile: Pile, hands: (readonly CardId[])[], seat: Seat, events: GameEvent[]): void {
  const card = pile.drawPile[0];
  if (card === undefined) return;
  // Built literally (not with privateEvent's spreads): this runs on nearly every turn.
  events.push({ type: 'cardDrawn', seat, card, visibleTo: [seat], redacted: { type: 'cardDrawn', seat } });
  const hand = (hands[seat] ?? []).slice();
  hand.push(card);
  hands[seat] = hand;
  pile.drawPile = pile.drawPile.slice(1);
}

/**
 * `state` with `patch` applied and the given draw pile, hands and current seat, built as one literal
 * in the state's field order: spreading patches of varying shapes was the largest single cost of a
 * random playout.
 */
export function applyPatch(
  state: SaboteurState,
  patch: TurnPatch,
  drawPile: readonly CardId[],
  hands: readonly (readonly CardId[])[],
  current: Seat | null,
): SaboteurState {
  return {
    rng: state.rng,
    playerCount: state.playerCount,
    round: state.round,
    phase: state.phase,
    current,
    roles: state.roles,
    asideRole: state.asideRole,
    hands,
    drawPile,
    discard: patch.discard,
    maze: patch.maze,
    broken: patch.broken,
    peeks: patch.peeks,
    gold: state.gold,
    goldSupply: state.goldSupply,
    lastCardSeat: patch.lastCardSeat,
    distribution: state.distribution,
    roundResult: state.roundResult,
    nextRoundStarter: state.nextRoundStarter,
    winners: state.winners,
    plays: patch.plays,
    tally: state.tally,
    turns: patch.turns,
  };
}

function allEmpty(hands: readonly (readonly CardId[])[]): boolean {
  for (const hand of hands) if (hand.length > 0) return false;
  return true;
}

/** After `actor` played or discarded a card (and did not reach the gold): steps 3–5 of spec §3.4. */
export function endTurn(state: SaboteurState, actor: Seat, events: GameEvent[], patch: TurnPatch): SaboteurState {
  const hands = patch.hands;
  const pile: Pile = { drawPile: state.drawPile };
  draw(pile, hands, actor, events);
  if (pile.drawPile.length === 0 && allEmpty(hands)) {
    return endRound(applyPatch(state, patch, pile.drawPile, hands, state.current), 'SABOTEURS', null, events);
  }
  let seat = seatAfter(actor, state.playerCount);
  // Some hand is not empty, so this ends within one lap (spec §3.4 step 5).
  while ((hands[seat] ?? []).length === 0) {
    events.push(publicEvent('autoPassed', { seat }));
    draw(pile, hands, seat, events);
    seat = seatAfter(seat, state.playerCount);
  }
  return applyPatch(state, patch, pile.drawPile, hands, seat);
}
