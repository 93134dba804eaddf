import { jsonEqual, seededRng, stableStringify, type Action, type AnyGameModule, type GameState, type Rng, type Seat } from '@tavern/engine';
import { permuteHiddenValues, type PlayoutPath } from '@tavern/engine/test-kit';
import { Decision, type AnyGameEncoding, type Encoder } from '../src/index';

/** Fails with a message naming the seed, path step and seat, so a failure can be replayed. */
function fail(where: string, message: string): never {
  throw new Error(`${where}: ${message}`);
}

/** The token sequences of the legal actions of `seat`, checked to be in range. */
function sequencesOf(encoder: Encoder<unknown, Action>, legal: readonly Action[], view: unknown, seat: Seat, where: string): number[][] {
  return legal.map((action) => {
    const tokens: number[] = [];
    encoder.actionTokens(action, view, seat, tokens);
    if (tokens.length === 0 || tokens.length > encoder.maxTokens) fail(where, `${stableStringify(action)} has ${tokens.length} tokens`);
    for (const token of tokens) {
      if (!Number.isInteger(token) || token < 0 || token >= encoder.numActions) fail(where, `token ${token} out of range`);
    }
    return tokens;
  });
}

/** Builds a fresh decision over the legal actions of `seat`. */
function decisionOf(seat: Seat, legal: readonly Action[], sequences: readonly number[][]): Decision<Action> {
  const tokens: number[] = [];
  const starts = [0];
  for (const sequence of sequences) {
    tokens.push(...sequence);
    starts.push(tokens.length);
  }
  return new Decision(seat, legal, tokens, starts);
}

/**
 * Every action reachable by following the mask from the root (depth-first, each path once): the
 * mask's view of the legal set, to compare with the game's own list.
 */
function reachable(make: () => Decision<Action>, choices: readonly number[], limit: { left: number }, out: Action[]): void {
  const decision = make();
  for (const token of choices) decision.choose(token);
  for (const token of decision.legalTokens()) {
    if (--limit.left < 0) return;
    const probe = make();
    for (const earlier of choices) probe.choose(earlier);
    const done = probe.choose(token);
    if (done !== null) out.push(done);
    else reachable(make, [...choices, token], limit, out);
  }
}

/**
 * Checks the encoding at one state, for every seat that owes a decision: ids ↔ actions round-trip
 * for every legal action, the mask equals the legal set, and the observation depends only on the
 * view (the same after hidden values trade places, and after determinizing the view).
 */
export function checkEncodingAt(
  module: AnyGameModule,
  encoder: Encoder<unknown, Action>,
  state: GameState,
  rng: Rng,
  where: string,
): void {
  const { def } = module;
  for (const seat of def.toAct(state)) {
    const here = `${where}, seat ${seat}`;
    const legal = def.legalActions(state, seat);
    const view = def.view(state, seat);
    const sequences = sequencesOf(encoder, legal, view, seat, here);
    // Round trip: following each action's own tokens through the mask reaches exactly that action.
    legal.forEach((action, i) => {
      const decision = decisionOf(seat, legal, sequences);
      const sequence = sequences[i] as number[];
      let chosen: Action | null = null;
      while (chosen === null) {
        const token = sequence[decision.prefix.length];
        if (token === undefined) fail(here, `${stableStringify(action)}: its tokens ran out before the decision ended`);
        if (!decision.allows(token)) fail(here, `${stableStringify(action)}: token ${token} is not in the mask`);
        chosen = decision.choose(token);
      }
      if (chosen !== action) fail(here, `tokens of ${stableStringify(action)} chose ${stableStringify(chosen)}`);
    });
    // The mask equals the legal set: every mask path ends in a legal action, each legal action once.
    if (legal.length <= 400) {
      const found: Action[] = [];
      reachable(() => decisionOf(seat, legal, sequences), [], { left: 20_000 }, found);
      const keys = (list: readonly Action[]): string[] => list.map((a) => stableStringify(a)).sort();
      if (!jsonEqual(keys(found), keys(legal))) fail(here, `the mask reaches ${found.length} actions, the game lists ${legal.length}`);
    }
    // The observation is a function of the view only.
    const observed = new Uint8Array(encoder.observationSize);
    encoder.observe(view, seat, observed, 0);
    const hidden = new Set<string>(def.hiddenValues(state, seat));
    const permuted = permuteHiddenValues(state, hidden, rng);
    const again = new Uint8Array(encoder.observationSize);
    encoder.observe(def.view(permuted, seat), seat, again, 0);
    if (!jsonEqual([...again], [...observed])) fail(here, 'the observation changed when hidden values traded places');
    const sampled = def.determinize(view, seat, rng);
    const fromSample = new Uint8Array(encoder.observationSize);
    encoder.observe(def.view(sampled, seat), seat, fromSample, 0);
    if (!jsonEqual([...fromSample], [...observed])) fail(here, 'the observation differs on a determinized state');
    // Ids are also the same on that other world consistent with the view.
    const otherLegal = def.legalActions(sampled, seat);
    const otherKeys = sequencesOf(encoder, otherLegal, def.view(sampled, seat), seat, here).map((s) => s.join(',')).sort();
    if (!jsonEqual(otherKeys, sequences.map((s) => s.join(',')).sort())) fail(here, 'action ids differ on a determinized state');
  }
}

/** Follows a playout path (as the engine test kit's), checking the encoding at every state. */
export function checkEncodingOverPlayout(module: AnyGameModule, encoding: AnyGameEncoding, playout: PlayoutPath): void {
  const { def } = module;
  const encoder = encoding.encoder(playout.numPlayers, def.defaultOptions);
  const rng = seededRng(`env:${playout.seed}`);
  let state = def.setup(playout.numPlayers, playout.seed, def.defaultOptions);
  let step = 0;
  for (const choice of playout.path) {
    if (def.outcome(state) !== null) break;
    checkEncodingAt(module, encoder, state, rng, `seed ${JSON.stringify(playout.seed)}, step ${step}`);
    const toAct = def.toAct(state);
    const seat = toAct[choice % toAct.length] as Seat;
    const legal = def.legalActions(state, seat);
    state = def.apply(state, seat, legal[Math.floor(choice / toAct.length) % legal.length] as Action).state;
    step++;
  }
}
