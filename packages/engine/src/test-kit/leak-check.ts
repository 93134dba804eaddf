import type { GameState } from '../game';
import type { AnyGameDef } from '../game';
import { eventsFor, type GameEvent } from '../events';
import { jsonEqual, stableStringify } from '../hash';
import type { Rng } from '../rng';
import type { Viewer } from '../seat';
import { collectStrings, firstDifference, hasKey, mapStrings } from './json-walk';

/**
 * Checks that `view(state, viewer)` reveals nothing hidden from `viewer`; returns a description of
 * the first problem, or null. Checks: the view is JSON and holds no `rng`; it contains none of the
 * game's hidden values; it does not change when hidden values trade places in the state; and
 * (for seats) `view(determinize(view))` equals the view, with the same cards and legal actions.
 */
export function findViewLeak(game: AnyGameDef, state: GameState, viewer: Viewer, rng: Rng): string | null {
  const view: unknown = game.view(state, viewer);
  if (!jsonEqual(JSON.parse(JSON.stringify(view)), view)) return 'the view is not plain JSON';
  if (hasKey(view, 'rng')) return 'the view contains the generator state (a key "rng")';
  const hidden = new Set<string>(game.hiddenValues(state, viewer));
  const leaked = collectStrings(view).filter((text) => hidden.has(text));
  if (leaked.length > 0) return `the view shows hidden values: ${leaked.slice(0, 5).join(', ')}`;

  const perturbed = permuteHiddenValues(state, hidden, rng);
  if (!jsonEqual(game.view(perturbed, viewer), view)) {
    return 'the view changes when only hidden values trade places (it depends on hidden information)';
  }

  if (viewer === 'spectator') return null;
  const sampled: GameState = game.determinize(view, viewer, rng);
  if (!jsonEqual(JSON.parse(JSON.stringify(sampled)), sampled)) {
    return 'determinize returned a state that is not plain JSON';
  }
  const again: unknown = game.view(sampled, viewer);
  if (!jsonEqual(again, view)) {
    return `view(determinize(view)) differs from the view (${firstDifference(view, again)})`;
  }
  if (!jsonEqual(sortedCards(game, sampled), sortedCards(game, state))) {
    return 'determinize changed the multiset of cards';
  }
  const legalKeys = (s: GameState): string[] =>
    (game.legalActions(s, viewer) as readonly unknown[]).map((a) => stableStringify(a)).sort();
  if (!jsonEqual(legalKeys(sampled), legalKeys(state))) {
    return 'the determinized state offers the seat different legal actions';
  }
  return null;
}

/**
 * Checks that the events `viewer` receives name no value hidden from it. A value counts as hidden
 * when it is hidden after the step and, if `stateBefore` is given, was hidden before it too: a card
 * the viewer watched being discarded may be reshuffled and drawn by another seat within the same
 * step, and the discard stays a fact the viewer saw. Likewise a value listed in the `shown` field
 * (an array of strings) of an event the viewer receives was face up for it during the step (a
 * judgement card turned over, then reshuffled into the draw pile by the same step).
 */
export function findEventLeak(
  game: AnyGameDef,
  stateAfter: GameState,
  events: readonly GameEvent[],
  viewer: Viewer,
  stateBefore?: GameState,
): string | null {
  const hidden = new Set<string>(game.hiddenValues(stateAfter, viewer));
  if (stateBefore !== undefined) {
    const before = new Set<string>(game.hiddenValues(stateBefore, viewer));
    for (const value of hidden) if (!before.has(value)) hidden.delete(value);
  }
  const received = eventsFor(events, viewer);
  for (const event of received) {
    const shown: unknown = event['shown'];
    if (Array.isArray(shown)) for (const value of shown) if (typeof value === 'string') hidden.delete(value);
  }
  for (const event of received) {
    const leaked = collectStrings(event).filter((text) => hidden.has(text));
    if (leaked.length > 0) return `events show hidden values: ${leaked.slice(0, 5).join(', ')} (event "${event.type}")`;
  }
  return null;
}

/** The card multiset of a state, sorted, for conservation checks. */
export function sortedCards(game: AnyGameDef, state: GameState): string[] {
  const cards: readonly string[] = game.allCards(state);
  return [...cards].sort();
}

/** A copy of `state` in which the occurrences of hidden values are shuffled among themselves. */
export function permuteHiddenValues<S extends GameState>(state: S, hidden: ReadonlySet<string>, rng: Rng): S {
  const occurrences = collectStrings(state).filter((text) => hidden.has(text));
  const shuffled = rng.shuffle(occurrences);
  let next = 0;
  return mapStrings(state, (text) => (hidden.has(text) ? (shuffled[next++] as string) : text)) as S;
}
