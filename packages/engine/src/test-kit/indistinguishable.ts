import type { Action, AnyGameDef, GameState } from '../game';
import { eventsFor, type GameEvent } from '../events';
import { jsonEqual, stableStringify } from '../hash';
import type { Rng } from '../rng';
import type { Seat, Viewer } from '../seat';
import { collectStrings, firstDifference, mapStrings } from './json-walk';

/** What a seat observes of a state: its view, who owes a decision (prompts are public), its own legal answers. */
function observe(game: AnyGameDef, state: GameState, seat: Seat): unknown {
  const legal = (game.legalActions(state, seat) as readonly unknown[]).map((a) => stableStringify(a)).sort();
  return { view: game.view(state, seat), toAct: [...game.toAct(state)].sort(), legal };
}

/**
 * A world `seat` cannot tell from `state`: a sample of its own view, given the real generator so
 * that chance agrees in both (the contract keeps the generator in the state's `rng` field, style point 8).
 */
export function indistinguishableWorld(game: AnyGameDef, state: GameState, seat: Seat, rng: Rng): GameState {
  const sampled: GameState = game.determinize(game.view(state, seat), seat, rng);
  return { ...sampled, rng: state.rng };
}

/**
 * Another world `seat` cannot tell from `state`: the hidden cards renamed among themselves by a random
 * bijection, everything else (orders of public cards, secret answers) kept. For games whose hidden
 * cards are interchangeable (Regicide: its castle order is hidden but its cards are not, so its
 * determinized samples differ in more than hidden values); a game with hidden cards of several kinds
 * (Saboteur's goal cards among path cards) would get impossible worlds.
 */
export function renamedWorld(game: AnyGameDef, state: GameState, seat: Seat, rng: Rng): GameState {
  const cards = new Set<string>(game.allCards(state));
  const hidden = [...new Set<string>(game.hiddenValues(state, seat))].filter((value) => cards.has(value));
  const shuffled = rng.shuffle(hidden);
  const renamed = new Map(hidden.map((value, i) => [value, shuffled[i] as string]));
  return mapStrings(state, (text) => renamed.get(text) ?? text) as GameState;
}

/** Did this step show `seat` a value that was hidden from it before (a draw, a judgement, a played card)? */
function revealed(game: AnyGameDef, before: GameState, after: GameState, events: readonly GameEvent[], seat: Seat): boolean {
  const hidden = new Set<string>(game.hiddenValues(before, seat));
  if (hidden.size === 0) return false;
  const seen = collectStrings(eventsFor(events, seat));
  collectStrings(game.view(after, seat), seen);
  return seen.some((text) => hidden.has(text));
}

/** The outcome of one walk through two worlds: the first difference found, and how many steps were compared. */
export interface WorldWalk {
  readonly leak: string | null;
  readonly compared: number;
}

/** Does `world` differ from `state` only in values hidden from `seat` (not in secret answers, say)? */
function differsOnlyInHiddenValues(game: AnyGameDef, state: GameState, world: GameState, seat: Seat): boolean {
  const hidden = new Set<string>([...game.hiddenValues(state, seat), ...game.hiddenValues(world, seat)]);
  const mask = (s: GameState): unknown => mapStrings(s, (text) => (hidden.has(text) ? '?' : text));
  return jsonEqual(mask(state), mask(world));
}

/**
 * Checks that `seat` cannot tell `state` apart from a world that differs only in what it cannot
 * know (`indistinguishableWorld`): its view, `toAct` and its legal answers agree now, and after each
 * of the next `depth` actions (chosen at random in the real world, applied in both while the other
 * world lists it too). This catches a prompt whose issuance depends on a hidden hand (the prompt is in
 * `toAct` and every view), which the current state alone does not show: the prompt is issued by a later
 * step. The walk stops, without a verdict, once a step shows the seat a value that was hidden from it
 * (in either world), or closes a decision that several seats owed at once (their secret answers come
 * out), since from then on the worlds may differ in what it has legitimately learnt.
 * Returns a description of the first difference, or null.
 */
export function findIssuanceLeak(
  game: AnyGameDef,
  state: GameState,
  seat: Seat,
  rng: Rng,
  depth: number,
  world?: GameState,
): string | null {
  return walkWorlds(game, state, seat, rng, depth, world).leak;
}

/**
 * `findIssuanceLeak`, also saying how many steps it compared. A sampled world that differs from the
 * real one in more than hidden values (secret answers to a simultaneous window, a hand dealt in
 * another order) could differ later for reasons the seat learns fairly: it is not walked, or, with
 * `rename`, replaced by `renamedWorld` (for games whose hidden cards are all of one kind).
 */
export function walkWorlds(
  game: AnyGameDef,
  state: GameState,
  seat: Seat,
  rng: Rng,
  depth: number,
  world?: GameState,
  rename = false,
): WorldWalk {
  let other = world ?? indistinguishableWorld(game, state, seat, rng);
  if (!differsOnlyInHiddenValues(game, state, other, seat)) {
    if (world !== undefined || !rename) return { leak: null, compared: 0 };
    other = renamedWorld(game, state, seat, rng);
  }
  let real = state;
  const trail: string[] = [];
  for (let step = 0; ; step++) {
    const seen = observe(game, real, seat);
    const seenThere = observe(game, other, seat);
    if (!jsonEqual(seen, seenThere)) {
      const after = trail.length === 0 ? 'now' : `after ${trail.join(', ')}`;
      return { compared: step, leak: `seat ${seat} can tell apart two worlds that differ only in what it cannot know (${after}): ` +
        firstDifference(seen, seenThere) };
    }
    if (step >= depth || game.outcome(real) !== null) return { leak: null, compared: step };
    const toAct = game.toAct(real);
    const actor = rng.pick(toAct);
    const action: Action = rng.pick(game.legalActions(real, actor));
    const key = stableStringify(action);
    // An action that the other world does not offer is a choice that depends on what differs.
    if (!(game.legalActions(other, actor) as readonly unknown[]).some((a) => stableStringify(a) === key)) return { leak: null, compared: step };
    const next = game.apply(real, actor, action);
    let nextThere;
    try {
      nextThere = game.apply(other, actor, action);
    } catch (error) {
      return { compared: step, leak: `seat ${actor}'s listed action ${key} was refused in a world seat ${seat} cannot tell apart: ${String(error)}` };
    }
    if (revealed(game, real, next.state, next.events, seat) || revealed(game, other, nextThere.state, nextThere.events, seat)) {
      return { leak: null, compared: step };
    }
    // The end of the game shows what was hidden (roles, hands that could not pay): no verdict after it.
    if (game.outcome(next.state) !== null || game.outcome(nextThere.state) !== null) return { leak: null, compared: step };
    // The last answer to a decision owed by several seats at once shows answers that were secret
    // until then (the sample cannot know them): the walk stops there too.
    if (toAct.length > 1 && !game.toAct(next.state).every((s) => s !== actor && toAct.includes(s))) return { leak: null, compared: step };
    const events = eventsFor(next.events, seat);
    const eventsThere = eventsFor(nextThere.events, seat);
    trail.push(`seat ${actor} ${key}`);
    if (!jsonEqual(events, eventsThere)) {
      return { compared: step, leak: `seat ${seat} receives different events in two worlds it cannot tell apart (after ${trail.join(', ')}): ` +
        firstDifference(events, eventsThere) };
    }
    real = next.state;
    other = nextThere.state;
  }
}

/**
 * Checks that no card `viewer` could see vanishes from its sight without its events naming it: a
 * card the rules showed (a revealed card taken into a hand, a card looked at and handed out, a face-up
 * card shuffled away) must be reported to every viewer who saw it, by id. Returns the first
 * problem, or null.
 */
export function findVanishedCard(
  game: AnyGameDef,
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
  viewer: Viewer,
): string | null {
  const cards = new Set<string>(game.allCards(before));
  const seenBefore = new Set(collectStrings(game.view(before, viewer)).filter((text) => cards.has(text)));
  if (seenBefore.size === 0) return null;
  const seenAfter = new Set(collectStrings(game.view(after, viewer)));
  const named = new Set(collectStrings(eventsFor(events, viewer)));
  for (const card of seenBefore) {
    if (!seenAfter.has(card) && !named.has(card)) {
      const types = eventsFor(events, viewer).map((event) => event.type).join(', ');
      return `card ${card} left the sight of viewer ${String(viewer)} without an event naming it to that viewer ` +
        `(its events: ${types === '' ? 'none' : types})`;
    }
  }
  return null;
}
