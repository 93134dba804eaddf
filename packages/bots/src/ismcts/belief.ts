import type { GameState, Rng, Seat } from '@tavern/engine';
import type { Determinizer } from './options';

/**
 * A belief over hidden information (e.g. others' roles), as a likelihood: how well a sampled
 * world explains what `seat` has seen. Return 1 for "as expected", less for "unlikely" (0 rules
 * the world out). Game-specific: a Saboteur model would weigh "this seat broke a miner's tools"
 * as evidence for a saboteur role; a Sanguosha model "this seat attacked the lord" as evidence
 * for a rebel.
 */
export type BeliefWeight<S extends GameState, V> = (world: S, view: V, seat: Seat) => number;

/**
 * A determinizer that samples through a belief (sampling-importance-resampling): it draws
 * `candidates` worlds from the base determinizer (uniform over what the view allows) and keeps
 * one with probability proportional to its weight. With weight ≡ 1 it is the base determinizer.
 * If every candidate weighs 0, it falls back to the last uniform sample.
 */
export function beliefDeterminizer<S extends GameState, V>(
  base: Determinizer<S, V>,
  weight: BeliefWeight<S, V>,
  candidates = 8,
): Determinizer<S, V> {
  return (view, seat, rng: Rng) => {
    const worlds: S[] = [];
    const weights: number[] = [];
    let total = 0;
    for (let i = 0; i < candidates; i++) {
      const world = base(view, seat, rng);
      const w = Math.max(0, weight(world, view, seat));
      worlds.push(world);
      weights.push(w);
      total += w;
    }
    if (total <= 0) return worlds[worlds.length - 1] as S;
    let threshold = rng.float() * total;
    for (let i = 0; i < worlds.length; i++) {
      threshold -= weights[i] as number;
      if (threshold < 0) return worlds[i] as S;
    }
    return worlds[worlds.length - 1] as S;
  };
}
