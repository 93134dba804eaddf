/**
 * The search's belief over hidden roles: naive Bayes over each seat's public plays this round.
 * Each play multiplies the odds that its player is a saboteur by how much more often saboteurs make
 * it than gold-diggers (measured in 5-player heuristic self-play, bench/role-evidence.ts). Worlds
 * are sampled from the exact posterior over which hidden seats (and the card set aside) hold the
 * saboteur role cards: one determinization per sample instead of rejection among several.
 */
import { asCardId, type CardId, type Rng, type Seat } from '@tavern/engine';
import { roleOf } from '../cards';
import { determinize } from '../determinize';
import type { PlayRecord, SaboteurState } from '../state';
import type { SaboteurView } from '../view-types';

/** P(play | saboteur) / P(play | gold-digger) per public play kind. */
export const SABOTEUR_ODDS = {
  paths: 1.1,
  deadEnds: 20,
  rockfalls: 2.4,
  toolsBroken: 3.2,
  repairs: 1,
  maps: 0.3,
} as const;

/** How many times likelier these public plays are from a saboteur than from a gold-digger. */
export function saboteurOdds(plays: PlayRecord, maps: number): number {
  const o = SABOTEUR_ODDS;
  return (
    o.paths ** plays.paths *
    o.deadEnds ** plays.deadEnds *
    o.rockfalls ** plays.rockfalls *
    o.toolsBroken ** plays.toolsBroken *
    o.repairs ** plays.repairs *
    o.maps ** maps
  );
}

/** The odds of each seat in the view (1 for `seat` itself, whose role is known). */
function oddsBySeat(view: SaboteurView, seat: Seat): number[] {
  return view.players.map((player, p) => (p === seat ? 1 : saboteurOdds(player.plays, player.mapped.length)));
}

/** The belief as a likelihood of a sampled world: the product of its saboteurs' odds. */
export function roleLikelihood(world: SaboteurState, view: SaboteurView, seat: Seat): number {
  const odds = oddsBySeat(view, seat);
  let likelihood = 1;
  world.roles.forEach((role, p) => {
    if (p !== seat && roleOf(role) === 'SABOTEUR') likelihood *= odds[p] as number;
  });
  return likelihood;
}

/** All ways to choose `k` of the indexes 0..n-1. */
function combinations(n: number, k: number): readonly (readonly number[])[] {
  if (k === 0) return [[]];
  if (n < k) return [];
  const without = combinationsOf(n - 1, k);
  const with_ = combinationsOf(n - 1, k - 1).map((combo) => [...combo, n - 1]);
  return [...without, ...with_];
}

const combinationCache = new Map<number, readonly (readonly number[])[]>();

/** `combinations`, memoised: every sampled world of a search asks for the same few. */
function combinationsOf(n: number, k: number): readonly (readonly number[])[] {
  const key = n * 64 + k;
  let combos = combinationCache.get(key);
  if (combos === undefined) {
    combos = combinations(n, k);
    combinationCache.set(key, combos);
  }
  return combos;
}

/**
 * A world sampled from the view with hidden roles drawn from the posterior. Slots are the other
 * seats plus the card set aside (the last slot, no evidence); once roles are public (round over)
 * the game's own determinize is exact already.
 */
export function determinizeWithBelief(view: SaboteurView, seat: Seat, rng: Rng): SaboteurState {
  const world = determinize(view, seat, rng);
  if (view.roundResult !== null) return world;
  const odds = oddsBySeat(view, seat);
  const slots: number[] = [];
  for (let p = 0; p < world.playerCount; p++) if (p !== seat) slots.push(p);
  slots.push(-1);
  const tokens = [...world.roles.filter((_, p) => p !== seat), world.asideRole];
  const saboteurTokens = tokens.filter((token) => roleOf(token) === 'SABOTEUR');
  const minerTokens = tokens.filter((token) => roleOf(token) !== 'SABOTEUR');
  const combos = combinationsOf(slots.length, saboteurTokens.length);
  const weights = combos.map((combo) => combo.reduce((w, i) => w * (slots[i] === -1 ? 1 : (odds[slots[i] as number] as number)), 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let threshold = rng.float() * total;
  let chosen = combos[combos.length - 1] as readonly number[];
  for (let c = 0; c < combos.length; c++) {
    threshold -= weights[c] as number;
    if (threshold < 0) {
      chosen = combos[c] as readonly number[];
      break;
    }
  }
  const roles: CardId[] = [...world.roles];
  let aside = world.asideRole;
  slots.forEach((slot, i) => {
    const token = chosen.includes(i) ? saboteurTokens.pop() : minerTokens.pop();
    const card = token ?? asCardId('');
    if (slot === -1) aside = card;
    else roles[slot] = card;
  });
  return { ...world, roles, asideRole: aside };
}
