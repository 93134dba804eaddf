import type { GameState } from '@tavern/engine';
import { Match, seededRng, type Action, type AnyGameDef, type Seat } from '@tavern/engine';

/** Actions and games per second of one way of playing random games. */
export interface Throughput {
  readonly actionsPerSecond: number;
  readonly gamesPerSecond: number;
}

const now = (): number => Number(process.hrtime.bigint()) / 1e9;

/**
 * Random playouts straight through the contract (toAct, legalActions, apply, outcome) for about
 * `seconds`, on this thread only.
 */
export function bareThroughput(def: AnyGameDef, players: number, seconds: number): Throughput {
  const rng = seededRng('bench-bare');
  return timed(seconds, (g) => {
    let state: GameState = def.setup(players, `bench:${g}`, def.defaultOptions);
    let actions = 0;
    while (def.outcome(state) === null && actions < def.maxSteps) {
      const toAct: readonly Seat[] = def.toAct(state);
      const seat = toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
      const legal: readonly Action[] = def.legalActions(state, seat);
      state = def.apply(state, seat, rng.pick(legal)).state;
      actions++;
    }
    return actions;
  });
}

/** The same playouts through the engine's `Match` runner (validation, log), to price its overhead. */
export function runnerThroughput(def: AnyGameDef, players: number, seconds: number): Throughput {
  const rng = seededRng('bench-runner');
  return timed(seconds, (g) => {
    const match = Match.start(def, players, `bench:${g}`);
    while (def.outcome(match.state) === null && match.version < def.maxSteps) {
      const toAct: readonly Seat[] = def.toAct(match.state);
      const seat = toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
      const legal: readonly Action[] = def.legalActions(match.state, seat);
      match.act(seat, rng.pick(legal));
    }
    return match.version;
  });
}

function timed(seconds: number, playGame: (index: number) => number): Throughput {
  // A short warm-up lets the JIT settle before measuring.
  const warmUntil = now() + Math.min(0.5, seconds / 4);
  let g = 0;
  while (now() < warmUntil) playGame(g++);
  const start = now();
  let actions = 0;
  let games = 0;
  while (now() - start < seconds) {
    actions += playGame(g++);
    games++;
  }
  const elapsed = now() - start;
  return { actionsPerSecond: actions / elapsed, gamesPerSecond: games / elapsed };
}
