/**
 * The multi-step action builder, as pure functions over the server's legal actions.
 *
 * A game describes each legal action as a list of choice steps (a card, then a target; a set of
 * cards for a combo; a tunnel, then a position, then a rotation). The builder keeps the choices made
 * so far and narrows the legal actions to those that still fit, so the table can highlight exactly
 * the options that lead somewhere, and offer Confirm once the choices name one legal action. The
 * server's list stays the single source of truth: nothing here knows a rule.
 */

/** One choice in building an action: a single value, or a set of values picked in any order. */
export type ChoiceStep =
  | { readonly slot: string; readonly kind: 'one'; readonly value: string }
  | { readonly slot: string; readonly kind: 'set'; readonly values: readonly string[] };

/** How a game splits an action into choices; actions with no steps are plain buttons. */
export type Decompose<A> = (action: A) => readonly ChoiceStep[];

/** The choices made so far: finished steps, and the values of a set step being picked. */
export interface BuilderState {
  readonly picks: readonly (readonly string[])[];
  readonly pending: readonly string[];
}

/** What the table shows for a builder state. */
export interface BuilderView<A> {
  /** Legal actions fully described by the choices so far (Confirm buttons). */
  readonly complete: readonly A[];
  /** Values that can be chosen next, by slot (highlighted; everything else is not clickable). */
  readonly options: ReadonlyMap<string, ReadonlySet<string>>;
  /** The kind of each slot on offer. */
  readonly kinds: ReadonlyMap<string, 'one' | 'set'>;
  /** Values chosen in the set step under way. */
  readonly selected: readonly string[];
  /** A set step is finished and further steps follow (a Next button). */
  readonly canAdvance: boolean;
  /** Whether any choice has been made (Cancel is useful). */
  readonly started: boolean;
}

/** Nothing chosen yet. */
export const EMPTY_BUILDER: BuilderState = { picks: [], pending: [] };

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const rest = [...b];
  for (const value of a) {
    const at = rest.indexOf(value);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

function containsAll(set: readonly string[], wanted: readonly string[]): boolean {
  const rest = [...set];
  for (const value of wanted) {
    const at = rest.indexOf(value);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

function stepMatches(step: ChoiceStep, pick: readonly string[]): boolean {
  return step.kind === 'one' ? pick.length === 1 && pick[0] === step.value : sameSet(step.values, pick);
}

/** Does this decomposed action still fit the finished picks and the set under way? */
function fits(steps: readonly ChoiceStep[], state: BuilderState): boolean {
  const k = state.picks.length;
  if (steps.length < k) return false;
  for (let i = 0; i < k; i++) {
    const step = steps[i];
    const pick = state.picks[i];
    if (step === undefined || pick === undefined || !stepMatches(step, pick)) return false;
  }
  if (state.pending.length === 0) return true;
  const current = steps[k];
  return current?.kind === 'set' && containsAll(current.values, state.pending);
}

/** Narrows `legal` to what the choices so far allow. */
export function narrow<A>(legal: readonly A[], decompose: Decompose<A>, state: BuilderState): BuilderView<A> {
  const k = state.picks.length;
  const complete: A[] = [];
  const options = new Map<string, Set<string>>();
  const kinds = new Map<string, 'one' | 'set'>();
  let canAdvance = false;
  const offer = (slot: string, kind: 'one' | 'set', value: string) => {
    let values = options.get(slot);
    if (values === undefined) {
      values = new Set();
      options.set(slot, values);
      kinds.set(slot, kind);
    }
    values.add(value);
  };
  for (const action of legal) {
    const steps = decompose(action);
    if (!fits(steps, state)) continue;
    const current = steps[k];
    if (state.pending.length === 0) {
      if (current === undefined) complete.push(action);
      else if (current.kind === 'one') offer(current.slot, 'one', current.value);
      else for (const value of current.values) offer(current.slot, 'set', value);
      continue;
    }
    if (current?.kind !== 'set') continue;
    const rest = [...current.values];
    for (const value of state.pending) rest.splice(rest.indexOf(value), 1);
    for (const value of rest) offer(current.slot, 'set', value);
    if (rest.length === 0) {
      if (steps.length === k + 1) complete.push(action);
      else canAdvance = true;
    }
  }
  return {
    complete,
    options,
    kinds,
    selected: state.pending,
    canAdvance,
    started: state.picks.length > 0 || state.pending.length > 0,
  };
}

/** Is `value` in `slot` a choice that leads to a legal action (or, for a set, a chosen value)? */
export function isOffered<A>(view: BuilderView<A>, slot: string, value: string): boolean {
  return (view.options.get(slot)?.has(value) ?? false) || (view.kinds.get(slot) === 'set' && view.selected.includes(value));
}

/**
 * Chooses `value` in `slot`: a single choice finishes its step; a set choice toggles the value.
 * Returns the state unchanged when the value is not on offer (illegal clicks change nothing).
 */
export function choose<A>(view: BuilderView<A>, state: BuilderState, slot: string, value: string): BuilderState {
  const kind = view.kinds.get(slot);
  if (kind === 'set' && state.pending.includes(value)) {
    const pending = [...state.pending];
    pending.splice(pending.indexOf(value), 1);
    return { ...state, pending };
  }
  if (!(view.options.get(slot)?.has(value) ?? false)) return state;
  if (kind === 'set') return { ...state, pending: [...state.pending, value] };
  return { picks: [...state.picks, [value]], pending: [] };
}

/** Finishes the set step under way (Next). */
export function advance(state: BuilderState): BuilderState {
  if (state.pending.length === 0) return state;
  return { picks: [...state.picks, state.pending], pending: [] };
}

/** Undoes the last choice. */
export function back(state: BuilderState): BuilderState {
  if (state.pending.length > 0) return { ...state, pending: state.pending.slice(0, -1) };
  return { picks: state.picks.slice(0, -1), pending: [] };
}
