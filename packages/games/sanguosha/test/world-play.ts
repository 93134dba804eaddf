import { InvariantError, type Bot, type GameDef, type Rng, type Seat } from '@tavern/engine';
import type { Action, Options, SgsState } from '../src/types';
import type { SgsView } from '../src/view';

/** How to sample worlds along one seeded game. */
export interface WorldPlaySpec {
  readonly players: number;
  readonly seed: string;
  readonly generals: 'all' | 'standard';
  /** Sample worlds at every `every`-th decision of the real game. */
  readonly every: number;
  /** Worlds per sampled decision; even ones are played by random actions, odd ones by the heuristic bot. */
  readonly worlds: number;
  /** Steps per world before giving up on reaching the end (the end is not required, only no error). */
  readonly worldSteps?: number;
  readonly rng: Rng;
}

type Def = GameDef<SgsState, Action, SgsView, Options>;

function pickActor(def: Def, state: SgsState, rng: Rng): Seat | null {
  const seats = def.toAct(state);
  return seats.length === 0 ? null : rng.pick(seats);
}

function choose(def: Def, bot: Bot<SgsView, Action>, state: SgsState, seat: Seat, heuristic: boolean, rng: Rng): Action | null {
  const legal = def.legalActions(state, seat);
  if (legal.length === 0) return null;
  return heuristic ? bot({ seat, view: def.view(state, seat), legal, rng }) : rng.pick(legal);
}

/** Plays one sampled world forward, as an ISMCTS rollout does; returns the error message if the rules broke. */
function playWorld(def: Def, bot: Bot<SgsView, Action>, world: SgsState, heuristic: boolean, steps: number, rng: Rng): string | null {
  let state = world;
  try {
    for (let i = 0; i < steps && def.outcome(state) === null; i++) {
      const seat = pickActor(def, state, rng);
      if (seat === null) return 'no seat to act in an unfinished world';
      const action = choose(def, bot, state, seat, heuristic, rng);
      if (action === null) return `seat ${seat} has no legal action`;
      state = def.apply(state, seat, action).state;
      def.view(state, seat);
    }
  } catch (error) {
    if (error instanceof InvariantError || error instanceof Error) return `${error.constructor.name}: ${error.message}`;
    return String(error);
  }
  return null;
}

function describeStack(state: SgsState): string {
  return state.stack.map((f) => `${f.kind}:${f.kind === 'script' ? f.skill : f.kind === 'prompt' ? f.ask.type : ''}`).join(',');
}

/**
 * Plays a seeded game with the heuristic bot and, at sampled decisions, plays worlds determinized from
 * the acting seat's view forward; returns one message per world the rules could not handle.
 */
export function playSampledWorlds(def: Def, bot: Bot<SgsView, Action>, spec: WorldPlaySpec): string[] {
  const failures: string[] = [];
  const rng = spec.rng;
  let state = def.setup(spec.players, spec.seed, { deck: 'standard_ex', generals: spec.generals });
  for (let decision = 0; def.outcome(state) === null && decision < def.maxSteps; decision++) {
    const seat = pickActor(def, state, rng);
    if (seat === null) break;
    if (decision % spec.every === 0) {
      const view = def.view(state, seat);
      for (let w = 0; w < spec.worlds; w++) {
        const world = def.determinize(view, seat, rng);
        const failure = playWorld(def, bot, world, w % 2 === 1, spec.worldSteps ?? def.maxSteps, rng);
        if (failure !== null) failures.push(`decision ${decision} seat ${seat} stack ${describeStack(state)}: ${failure}`);
      }
    }
    const action = choose(def, bot, state, seat, true, rng);
    if (action === null) break;
    state = def.apply(state, seat, action).state;
  }
  return failures;
}
