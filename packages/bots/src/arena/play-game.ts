import { seededRng, type Action, type Bot, type GameModule, type GameState, type Seat } from '@tavern/engine';

/** One game of an arena: which deal, and which line-up entry sits in each seat. */
export interface GamePlan {
  readonly index: number;
  /** The deal's seed: every rotation of one deal is played with the same cards. */
  readonly dealSeed: string;
  /** The line-up entry (its text) in each seat. */
  readonly seats: readonly string[];
}

/** How one arena game ended. */
export interface GameRecord {
  readonly index: number;
  readonly seats: readonly string[];
  readonly winners: readonly Seat[];
  readonly label: string;
  readonly stats: Readonly<Record<string, number>>;
  readonly steps: number;
  /** False when the game hit the rules' step cap without an outcome (counted as nobody winning). */
  readonly finished: boolean;
  /** Milliseconds each seat spent deciding, and how many decisions it made. */
  readonly thinkMs: readonly number[];
  readonly decisions: readonly number[];
}

/**
 * Plays one game with the given bots (one per seat). When several seats owe a decision at once,
 * one of them (chosen by the arena's generator) answers first, as in a real response window.
 */
export function playGame<S extends GameState, A extends Action, V, O>(
  module: GameModule<S, A, V, O>,
  plan: GamePlan,
  bots: readonly Bot<V, A>[],
  now: () => number,
  options: O = module.def.defaultOptions,
): GameRecord {
  const def = module.def;
  const numPlayers = plan.seats.length;
  let state = def.setup(numPlayers, plan.dealSeed, options);
  const order = seededRng(`order:${plan.dealSeed}:${plan.index}`);
  const botRngs = plan.seats.map((_, seat) => seededRng(`bot:${plan.dealSeed}:${plan.index}:${seat}`));
  const thinkMs = plan.seats.map(() => 0);
  const decisions = plan.seats.map(() => 0);
  let steps = 0;
  while (steps < def.maxSteps && def.outcome(state) === null) {
    const toAct = def.toAct(state);
    const seat = toAct.length === 1 ? (toAct[0] as Seat) : order.pick(toAct);
    const legal = def.legalActions(state, seat);
    const bot = bots[seat] as Bot<V, A>;
    const started = now();
    const action = bot({ seat, view: def.view(state, seat), legal, rng: botRngs[seat] as ReturnType<typeof seededRng> });
    thinkMs[seat] = (thinkMs[seat] ?? 0) + now() - started;
    decisions[seat] = (decisions[seat] ?? 0) + 1;
    state = def.apply(state, seat, action).state;
    steps++;
  }
  const outcome = def.outcome(state);
  return {
    index: plan.index,
    seats: plan.seats,
    winners: outcome?.winners ?? [],
    label: outcome?.label ?? 'Unfinished',
    stats: outcome?.stats ?? {},
    steps,
    finished: outcome !== null,
    thinkMs,
    decisions,
  };
}

/**
 * The plan of game `index`: deal `floor(index / rotations)`, with the line-up rotated by
 * `index mod rotations` seats, so that over a full rotation every entry sits in every seat of
 * the same deal (duplicate play: luck of the deal cancels out).
 */
export function planGame(index: number, seed: string, lineup: readonly string[], numPlayers: number): GamePlan {
  const rotations = lineup.length;
  const deal = Math.floor(index / rotations);
  const shift = index % rotations;
  const seats = Array.from({ length: numPlayers }, (_, seat) => lineup[(seat + shift) % rotations] as string);
  return { index, dealSeed: `${seed}:${deal}`, seats };
}
