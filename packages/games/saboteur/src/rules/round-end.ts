/** The end of a round: reveals, gold for the winners, and the end of the game (spec §4). */
import { asSeat, seatAfter, type CardId, type GameEvent, type Seat } from '@tavern/engine';
import { nuggetValue, roleOf, type Role } from '../cards';
import { privateEvent, publicEvent } from '../events';
import type { Peek, RoundWinner, SaboteurState, Tally } from '../state';
import { replaceAt } from './hand';

/** The round is over: reveal roles and goals, then pay the winners (spec §4.1). */
export function endRound(
  state: SaboteurState,
  winner: RoundWinner,
  finder: Seat | null,
  events: GameEvent[],
): SaboteurState {
  const n = state.playerCount;
  const roles = state.roles.map(roleOf);
  const goals: Peek[] = state.maze
    .filter((cell) => cell.card.startsWith('GOAL'))
    .map((cell) => ({ x: cell.x, y: cell.y, card: cell.card }));
  const saboteurs = roles.filter((role) => role === 'SABOTEUR').length;
  const tally: Tally = {
    ...state.tally,
    minerRoundsWon: state.tally.minerRoundsWon + (winner === 'GOLD_DIGGERS' ? 1 : 0),
    saboteurRoundsWon: state.tally.saboteurRoundsWon + (winner === 'SABOTEURS' ? 1 : 0),
    minerSeatRounds: state.tally.minerSeatRounds + n - saboteurs,
    saboteurSeatRounds: state.tally.saboteurSeatRounds + saboteurs,
  };
  const last = state.lastCardSeat ?? asSeat(n - 1);
  const ended: SaboteurState = {
    ...state,
    current: null,
    tally,
    nextRoundStarter: seatAfter(last, n),
    roundResult: {
      winner,
      finder,
      roles,
      asideRole: roleOf(state.asideRole),
      goals,
      received: Array.from({ length: n }, () => []),
    },
  };
  events.push(publicEvent('roundEnded', { winner, finder, roles, asideRole: roleOf(state.asideRole), goals }));
  return winner === 'GOLD_DIGGERS' ? startDistribution(ended, finder ?? last, events) : paySaboteurs(ended, events);
}

function roleAt(state: SaboteurState, seat: Seat): Role {
  return roleOf(state.roles[seat] as string);
}

/** The nearest gold-digger counter-clockwise from `seat`, not counting `seat` itself (spec §4.2). */
function nextDigger(state: SaboteurState, seat: Seat): Seat {
  for (let step = 1; step <= state.playerCount; step++) {
    const candidate = seatAfter(seat, state.playerCount, -step);
    if (roleAt(state, candidate) === 'GOLD_DIGGER') return candidate;
  }
  return seat;
}

function startDistribution(state: SaboteurState, finder: Seat, events: GameEvent[]): SaboteurState {
  const k = Math.min(state.playerCount, 9);
  const stack = state.goldSupply.slice(0, k);
  const withStack = { ...state, goldSupply: state.goldSupply.slice(k) };
  const picker = roleAt(state, finder) === 'GOLD_DIGGER' ? finder : nextDigger(state, finder);
  if (stack.length >= 2) {
    events.push(privateEvent('goldStacked', { size: stack.length, picker }, { cards: stack }, [picker]));
  }
  return offerStack(withStack, finder, picker, stack, events);
}

/** Hands the stack to `picker`: the last card goes automatically; an empty stack ends the round. */
export function offerStack(
  state: SaboteurState,
  finder: Seat,
  picker: Seat,
  stack: readonly CardId[],
  events: GameEvent[],
): SaboteurState {
  if (stack.length === 1) {
    const card = stack[0] as CardId;
    events.push(privateEvent('goldAutoGiven', { seat: picker }, { card }, [picker]));
    return finishRound(giveGold(state, picker, [card]), events);
  }
  if (stack.length === 0) return finishRound(state, events);
  return { ...state, phase: 'DISTRIBUTING', distribution: { finder, picker, stack } };
}

/** After `picker` took a card: the stack moves on counter-clockwise to the next gold-digger. */
export function passStack(state: SaboteurState, picker: Seat, card: CardId, events: GameEvent[]): SaboteurState {
  const distribution = state.distribution;
  if (distribution === null) return state;
  events.push(privateEvent('goldPicked', { seat: picker }, { card }, [picker]));
  const stack = distribution.stack.filter((c) => c !== card);
  const given = giveGold({ ...state, distribution: null }, picker, [card]);
  return offerStack(given, distribution.finder, nextDigger(state, picker), stack, events);
}

function giveGold(state: SaboteurState, seat: Seat, cards: readonly CardId[]): SaboteurState {
  const value = cards.reduce((sum, card) => sum + nuggetValue(card), 0);
  const miner = roleAt(state, seat) === 'GOLD_DIGGER';
  const result = state.roundResult;
  return {
    ...state,
    gold: replaceAt(state.gold, seat, [...(state.gold[seat] ?? []), ...cards]),
    roundResult: result && {
      ...result,
      received: replaceAt(result.received, seat, [...(result.received[seat] ?? []), ...cards]),
    },
    tally: {
      ...state.tally,
      goldMiners: state.tally.goldMiners + (miner ? value : 0),
      goldSaboteurs: state.tally.goldSaboteurs + (miner ? 0 : value),
    },
  };
}

/** Nuggets owed to each saboteur by their number (spec §4.3). */
const SABOTEUR_PAY: readonly number[] = [0, 4, 3, 3, 2];

/**
 * The nugget counts (ones, twos, threes) paid towards `target`: the largest total not above it, then
 * the fewest cards, then the most 3s, then the most 2s (spec §4.3).
 */
export function chooseNuggets(available: readonly [number, number, number], target: number): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  let bestKey = [0, 0, 0, 0];
  for (let threes = 0; threes <= available[2] && threes * 3 <= target; threes++) {
    for (let twos = 0; twos <= available[1] && threes * 3 + twos * 2 <= target; twos++) {
      const ones = Math.min(available[0], target - threes * 3 - twos * 2);
      const key = [threes * 3 + twos * 2 + ones, -(threes + twos + ones), threes, twos];
      if (isBetter(key, bestKey)) {
        best = [ones, twos, threes];
        bestKey = key;
      }
    }
  }
  return best;
}

function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) > (b[i] as number);
  }
  return false;
}

function paySaboteurs(state: SaboteurState, events: GameEvent[]): SaboteurState {
  const n = state.playerCount;
  const saboteurs: Seat[] = [];
  const first = state.lastCardSeat ?? asSeat(0);
  for (let step = 0; step < n; step++) {
    const seat = seatAfter(first, n, step);
    if (roleAt(state, seat) === 'SABOTEUR') saboteurs.push(seat);
  }
  const target = SABOTEUR_PAY[saboteurs.length] ?? 0;
  let paid = state;
  for (const seat of saboteurs) {
    const supply = paid.goldSupply;
    const counts: [number, number, number] = [0, 0, 0];
    for (const card of supply) counts[nuggetValue(card) - 1] = (counts[nuggetValue(card) - 1] ?? 0) + 1;
    const wanted: number[] = chooseNuggets(counts, target);
    const cards: CardId[] = [];
    // The chosen cards of each value are the first of that value in supply order.
    for (const card of supply) {
      const v = nuggetValue(card) - 1;
      const left = wanted[v] ?? 0;
      if (left > 0) {
        wanted[v] = left - 1;
        cards.push(card);
      }
    }
    events.push(privateEvent('saboteurPaid', { seat, count: cards.length }, { cards }, [seat]));
    paid = giveGold({ ...paid, goldSupply: supply.filter((card) => !cards.includes(card)) }, seat, cards);
  }
  return finishRound(paid, events);
}

/** The round's gold is handed out: ROUND_OVER, or GAME_OVER after round 3 (spec §4.5). */
function finishRound(state: SaboteurState, events: GameEvent[]): SaboteurState {
  if (state.round < 3) return { ...state, phase: 'ROUND_OVER', distribution: null };
  const totals = state.gold.map((cards) => cards.reduce((sum, card) => sum + nuggetValue(card), 0));
  const best = Math.max(...totals);
  const winners = totals.flatMap((total, seat) => (total === best ? [asSeat(seat)] : []));
  events.push(publicEvent('gameEnded', { holdings: state.gold, totals, winners }));
  return { ...state, phase: 'GAME_OVER', distribution: null, winners };
}
