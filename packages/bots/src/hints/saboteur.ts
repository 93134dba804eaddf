import type { GameState, Seat } from '@tavern/engine';
import type { SearchHints } from '../ismcts/search-hints';

/** The parts of a Saboteur state the hints read (spec §3.1), checked at run time. */
interface SaboteurLike {
  readonly roles: readonly string[];
  readonly maze: readonly { readonly x: number; readonly card: string; readonly faceUp: boolean }[];
  readonly gold: readonly (readonly string[])[];
  readonly plays: readonly PlaysLike[];
}

interface PlaysLike {
  readonly paths: number;
  readonly deadEnds: number;
  readonly rockfalls: number;
  readonly toolsBroken: number;
  readonly repairs: number;
}

function isSaboteurLike(state: unknown): state is SaboteurLike {
  const s = state as Partial<SaboteurLike>;
  return Array.isArray(s.roles) && Array.isArray(s.maze) && Array.isArray(s.gold) && Array.isArray(s.plays);
}

const isSaboteur = (roleCard: string | undefined): boolean => roleCard?.startsWith('SABOTEUR') === true;
/** Nugget value by id: NUG1/NUG2/NUG3 (spec §1.7). */
const nuggetValue = (card: string): number => (card.startsWith('NUG3') ? 3 : card.startsWith('NUG2') ? 2 : 1);
/** The goal column (spec §2.2): the start is at x = 0, the goals at x = 8. */
const GOAL_X = 8;

/** How far the tunnels reach toward the goals, 0..1 (the furthest face-up tunnel card). */
function mazeProgress(state: SaboteurLike): number {
  let furthest = 0;
  for (const cell of state.maze) {
    if (cell.faceUp && !cell.card.startsWith('GOAL') && cell.x > furthest) furthest = cell.x;
  }
  return Math.min(1, furthest / (GOAL_X - 1));
}

/**
 * A seat's chance of ending with the most gold, estimated from the gold it holds plus this
 * round's expectation by role (the miners' chance grows with how far the tunnels reach), as a
 * softmax over seats.
 */
function saboteurEvaluate(state: GameState, seat: Seat): number {
  if (!isSaboteurLike(state)) return 0.5;
  const progress = mazeProgress(state);
  const minersWin = 0.2 + 0.7 * progress * progress;
  const expected = state.roles.map((role, s) => {
    const held = (state.gold[s] ?? []).reduce((sum, card) => sum + nuggetValue(card), 0);
    return held + (isSaboteur(role) ? 3 * (1 - minersWin) : 2.5 * minersWin);
  });
  const best = Math.max(...expected);
  let total = 0;
  let own = 0;
  expected.forEach((value, s) => {
    const weight = Math.exp((value - best) / 1.5);
    total += weight;
    if (s === seat) own = weight;
  });
  return total > 0 ? own / total : 0.5;
}

/**
 * How saboteur-like a seat's public plays this round are: dead ends and rockfalls count for it,
 * plain tunnels and repairs against it (broken tools are ambiguous: both sides break them).
 */
function saboteurEvidence(plays: PlaysLike): number {
  return 0.8 * (plays.deadEnds + plays.rockfalls) + 0.2 * plays.toolsBroken - 0.4 * (plays.paths + plays.repairs);
}

/**
 * The belief over hidden roles: a sampled world is as likely as its saboteurs' public plays
 * make them look like saboteurs (a log-linear likelihood, capped so no world is ruled out).
 */
function saboteurBelief(world: GameState, _view: unknown, seat: Seat): number {
  if (!isSaboteurLike(world)) return 1;
  let log = 0;
  world.roles.forEach((role, s) => {
    const plays = world.plays[s];
    if (s !== seat && plays !== undefined && isSaboteur(role)) log += saboteurEvidence(plays);
  });
  return Math.exp(Math.max(-6, Math.min(6, log)));
}

/** Search hints for Saboteur (game id "saboteur"): role belief, capped rollouts, gold estimate. */
export const saboteurHints: SearchHints<GameState, unknown> = {
  evaluate: saboteurEvaluate,
  belief: saboteurBelief,
  maxRolloutDepth: 15,
  rootPrior: true,
};
