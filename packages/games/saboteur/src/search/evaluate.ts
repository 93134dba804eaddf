/**
 * The search's evaluation of a (sampled, full) state for one seat: its chance of ending the game
 * with the most gold. This round's result is uncertain: the gold-diggers win with the odds of the
 * real maze (tunnel gap to each goal, weighted by where this seat believes the gold is, and the
 * cards left); each branch adds its expected gold to what everyone holds, and a softmax whose
 * temperature grows with the rounds still to play turns the totals into a chance of winning.
 */
import type { Seat } from '@tavern/engine';
import { GOAL_GOLD, GOAL_POSITIONS, nuggetValue, roleOf } from '../cards';
import type { PlayRecord, SaboteurState } from '../state';
import { minersRoundOdds } from './round-odds';
import { tunnelGaps } from './tunnel-gap';

/** Mean value of a nugget card (16 ones, 8 twos, 4 threes). */
const MEAN_NUGGET = 44 / 28;
/** Nuggets owed to each saboteur by their number (spec §4.3). */
const SABOTEUR_PAY: readonly number[] = [0, 4, 3, 3, 2];

/** Where `seat` believes the gold is: P(gold) per goal position, from face-up goals and its maps. */
export function goldBelief(state: SaboteurState, seat: Seat): number[] {
  const known: (boolean | undefined)[] = GOAL_POSITIONS.map(() => undefined);
  for (const cell of state.maze) {
    if (!cell.faceUp || !cell.card.startsWith('GOAL')) continue;
    const g = GOAL_POSITIONS.findIndex(([x, y]) => x === cell.x && y === cell.y);
    if (g >= 0) known[g] = cell.card === GOAL_GOLD;
  }
  for (const peek of state.peeks[seat] ?? []) {
    const g = GOAL_POSITIONS.findIndex(([x, y]) => x === peek.x && y === peek.y);
    if (g >= 0) known[g] = peek.card === GOAL_GOLD;
  }
  const found = known.indexOf(true);
  if (found >= 0) return known.map((_, g) => (g === found ? 1 : 0));
  const unknown = known.filter((fact) => fact === undefined).length;
  return known.map((fact) => (fact === undefined && unknown > 0 ? 1 / unknown : 0));
}

/** Each gold-digger with broken tools (who cannot dig) lengthens the tunnel by about this many cards. */
const BROKEN_DIGGER_GAP = 1;
/** A saboteur with broken tools cannot lay dead ends: the tunnel gets shorter by this much. */
const BROKEN_SABOTEUR_GAP = 0.4;

/**
 * How openly a seat has sabotaged this round, as the heuristic bots read it: at 2 or more they break
 * its tools and stop repairing them.
 */
function publicSuspicion(plays: PlayRecord | undefined): number {
  if (plays === undefined) return 0;
  return 2 * plays.deadEnds + 2 * plays.rockfalls + plays.toolsBroken - plays.paths - plays.repairs;
}

/** A suspect with working tools will probably lose them soon: counted as half broken. */
const SUSPECT_BROKEN = 0.5;

/** How much broken (or soon broken) tools lengthen the effective tunnel gap in this world. */
function brokenToolsGap(state: SaboteurState): number {
  let extra = 0;
  state.broken.forEach((tools, p) => {
    const broken = Object.keys(tools).length > 0 ? 1 : publicSuspicion(state.plays[p]) >= 2 ? SUSPECT_BROKEN : 0;
    if (broken === 0) return;
    extra += broken * (roleOf(state.roles[p] as string) === 'SABOTEUR' ? -BROKEN_SABOTEUR_GAP : BROKEN_DIGGER_GAP);
  });
  return extra;
}

/** P(the gold-diggers win this round) as `seat` sees the sampled maze. */
export function minersWinChance(state: SaboteurState, seat: Seat): number {
  const gaps = tunnelGaps(state.maze);
  const belief = goldBelief(state, seat);
  const left = state.drawPile.length + state.hands.reduce((sum, hand) => sum + hand.length, 0);
  const extra = brokenToolsGap(state);
  let chance = 0;
  for (let g = 0; g < belief.length; g++) {
    const weight = belief[g] as number;
    if (weight > 0) chance += weight * minersRoundOdds((gaps[g] as number) + extra, left);
  }
  return chance;
}

function goldHeld(state: SaboteurState): number[] {
  return state.gold.map((cards) => cards.reduce((sum, card) => sum + nuggetValue(card), 0));
}

/** Seat's share of a softmax over final totals: the chance it ends with the most gold. */
function leadChance(totals: readonly number[], seat: Seat, temperature: number): number {
  const best = Math.max(...totals);
  let sum = 0;
  for (const total of totals) sum += Math.exp((total - best) / temperature);
  return Math.exp(((totals[seat] as number) - best) / temperature) / sum;
}

/** The evaluation in [0, 1]: the chance that `seat` ends the game with the most gold. */
export function evaluateState(state: SaboteurState, seat: Seat): number {
  const held = goldHeld(state);
  if (state.phase === 'GAME_OVER') return (state.winners ?? []).includes(seat) ? 1 : 0;
  // Later rounds add gold nobody can foresee: the more of them, the flatter the softmax.
  const temperature = 0.6 + 1.8 * (3 - state.round);
  const saboteur = state.roles.map((role) => roleOf(role) === 'SABOTEUR');
  const miners = saboteur.filter((s) => !s).length;
  if (state.phase === 'DISTRIBUTING') {
    const stack = (state.distribution?.stack ?? []).reduce((sum, card) => sum + nuggetValue(card), 0);
    return leadChance(held.map((h, s) => (saboteur[s] ? h : h + stack / Math.max(1, miners))), seat, temperature);
  }
  if (state.phase !== 'PLAYING') return leadChance(held, seat, temperature);
  const minersWin = minersWinChance(state, seat);
  const saboteurs = state.playerCount - miners;
  const minerShare = (Math.min(state.playerCount, 9) * MEAN_NUGGET) / Math.max(1, miners);
  const pay = SABOTEUR_PAY[saboteurs] ?? 2;
  const ifMiners = held.map((h, s) => (saboteur[s] ? h : h + minerShare));
  const ifSaboteurs = held.map((h, s) => (saboteur[s] ? h + pay : h));
  return minersWin * leadChance(ifMiners, seat, temperature) + (1 - minersWin) * leadChance(ifSaboteurs, seat, temperature);
}
