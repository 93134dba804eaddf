import type { Rng, Seat } from '@tavern/engine';
import { determinizeView } from '../determinize';
import { roleTokens } from '../setup';
import type { SgsState } from '../types';
import type { SgsView } from '../view';
import { enmity } from './sides';

/** How strongly one point of open conduct speaks for a role assignment (log-likelihood per point). */
const CONDUCT_WEIGHT = 0.6;
/** No assignment is ever ruled out by conduct alone: players bluff and misplay. */
const MAX_LOG_ODDS = 8;

/** A role token's role, without its number: "role:rebel#2" → "role:rebel". */
const sideKind = (token: string): string => token.split('#')[0] as string;

/** The posterior over the hidden roles of one view: the seats whose role is hidden, and weighted assignments. */
interface RolePosterior {
  readonly seats: readonly Seat[];
  readonly assignments: readonly (readonly string[])[];
  readonly cumulative: readonly number[];
}

/**
 * Every distinct way to give the unknown role tokens to the seats whose role is hidden (tokens of
 * the same role are interchangeable, so only one order of them is kept).
 */
function assignments(tokens: readonly string[], seats: number): string[][] {
  const out: string[][] = [];
  const used = new Array<boolean>(tokens.length).fill(false);
  const current: string[] = [];
  const walk = (): void => {
    if (current.length === seats) {
      out.push(current.slice());
      return;
    }
    const triedKinds = new Set<string>();
    tokens.forEach((token, i) => {
      const kind = sideKind(token);
      if (used[i] === true || triedKinds.has(kind)) return;
      triedKinds.add(kind);
      used[i] = true;
      current.push(token);
      walk();
      current.pop();
      used[i] = false;
    });
  };
  walk();
  return out;
}

/** How well a full role assignment explains everyone's open conduct, as log-odds. */
function conductLogOdds(view: SgsView, roleOf: (seat: number) => string): number {
  let log = 0;
  view.players.forEach((actor, from) => {
    actor.conduct.forEach((amount, to) => {
      if (amount !== 0 && from !== to) log += CONDUCT_WEIGHT * amount * enmity(roleOf(from), roleOf(to));
    });
  });
  return Math.max(-MAX_LOG_ODDS, Math.min(MAX_LOG_ODDS, log));
}

function posteriorOf(view: SgsView, seat: Seat): RolePosterior | null {
  const hidden = view.players.filter((p) => p.role === null && p.seat !== seat).map((p) => p.seat);
  if (hidden.length < 2) return null;
  const known = new Set(view.players.map((p) => p.role).filter((role): role is string => role !== null));
  const free = roleTokens(view.numPlayers).filter((token) => !known.has(token));
  // Number the free tokens of each role in seat order, so that every assignment uses valid tokens.
  const options = assignments(free, hidden.length).map((kinds) => renumber(kinds, free));
  const cumulative: number[] = [];
  let total = 0;
  for (const option of options) {
    const roleAt = new Map(hidden.map((s, i) => [s as number, option[i] as string]));
    total += Math.exp(conductLogOdds(view, (s) => roleAt.get(s) ?? view.players[s]?.role ?? 'role:spy#1'));
    cumulative.push(total);
  }
  return { seats: hidden, assignments: options, cumulative };
}

/** Gives each role kind in `kinds` the free tokens of that kind, in order. */
function renumber(kinds: readonly string[], free: readonly string[]): string[] {
  const pools = new Map<string, string[]>();
  for (const token of free) {
    const kind = sideKind(token);
    pools.set(kind, [...(pools.get(kind) ?? []), token]);
  }
  return kinds.map((token) => (pools.get(sideKind(token)) ?? []).shift() ?? token);
}

const cache = new WeakMap<SgsView, RolePosterior | null>();

/**
 * Samples a full state from `view` like the game's `determinize`, but with the hidden roles drawn
 * from their posterior given everyone's open conduct (who hurt whom, who saved whom), instead of
 * uniformly. The posterior is computed once per view object (a search reuses one view).
 */
export function determinizeWithBelief(view: SgsView, seat: Seat, rng: Rng): SgsState {
  const world = determinizeView(view, seat, rng);
  let posterior = cache.get(view);
  if (posterior === undefined) {
    posterior = posteriorOf(view, seat);
    cache.set(view, posterior);
  }
  if (posterior === null) return world;
  const total = posterior.cumulative[posterior.cumulative.length - 1] ?? 0;
  const threshold = rng.float() * total;
  const index = posterior.cumulative.findIndex((value) => value > threshold);
  const chosen = posterior.assignments[index < 0 ? posterior.assignments.length - 1 : index];
  if (chosen === undefined) return world;
  const players = world.players.slice();
  posterior.seats.forEach((s, i) => {
    const p = players[s];
    if (p !== undefined) players[s] = { ...p, role: chosen[i] as string };
  });
  return { ...world, players };
}

