import { InvariantError, type Action, type AnyGameModule, type GameState, type Outcome, type Seat } from '@tavern/engine';
import { Decision } from './decision';
import type { AnyGameEncoding, Encoder } from './encoding';

/** How to build one environment. */
export interface EnvConfig {
  readonly module: AnyGameModule;
  readonly encoding: AnyGameEncoding;
  readonly players: number;
  /** Game options; the game's defaults when absent. */
  readonly options?: unknown;
}

// In an enumerated space action i is token i of the decision: one shared list of starts 0..n serves
// every decision, instead of one built per decision.
const sharedStarts: number[] = [0];
function identityStarts(count: number): readonly number[] {
  while (sharedStarts.length <= count) sharedStarts.push(sharedStarts.length);
  return sharedStarts;
}

/** Bytes the observation spends per pending token of a decomposed decision (a 16-bit id + 1). */
const PREFIX_BYTES = 2;

/**
 * One game as a reinforcement-learning environment in agent-environment-cycle form: one seat
 * acts at a time (`agentSelection`); in a simultaneous window the owing seats take turns, each
 * answer applied as it comes, exactly as the server applies them. An action id is one token of
 * the seat's decision (see `Decision`); the game action is applied once its tokens are complete.
 */
export class TavernEnv {
  readonly numPlayers: number;
  readonly numActions: number;
  /** Observation length: the game's encoding of the view, then the decision's pending tokens. */
  readonly observationSize: number;
  readonly maxTokens: number;
  /** Reward of each seat from the last step: +1 to winners and −1 to the others when the game ends, else 0. */
  readonly rewards: Float64Array;
  readonly #module: AnyGameModule;
  readonly #encoder: Encoder<unknown, Action>;
  readonly #options: unknown;
  #state: GameState | null = null;
  #version = 0;
  #views: unknown[] = [];
  #viewVersions: number[] = [];
  #decisions: (Decision<Action> | null)[] = [];
  #decisionVersions: number[] = [];
  /**
   * The game part of the last observation encoded, with its seat and version: the sub-choices of a
   * decomposed action are observed at one version, and an agent may observe a seat twice, so the
   * encoding is copied rather than redone.
   */
  readonly #encoded: Uint8Array;
  #encodedSeat = -1;
  #encodedVersion = -1;
  #pinned: Seat | null = null;
  #selected = -1;
  #selectedVersion = -1;
  #terminated = false;
  /** Some reward is not 0 (only after the last step of an episode). */
  #rewarded = false;
  #truncated = false;
  #actionsTaken = 0;

  constructor(config: EnvConfig) {
    const { module, encoding, players } = config;
    if (!Number.isInteger(players) || players < module.def.minPlayers || players > module.def.maxPlayers) {
      throw new RangeError(`${module.def.name} takes ${module.def.minPlayers}-${module.def.maxPlayers} players, not ${players}`);
    }
    this.#module = module;
    this.#options = config.options ?? module.def.defaultOptions;
    this.#encoder = encoding.encoder(players, this.#options);
    this.numPlayers = players;
    this.numActions = this.#encoder.numActions;
    this.maxTokens = this.#encoder.maxTokens;
    this.observationSize = this.#encoder.observationSize + (this.maxTokens > 1 ? PREFIX_BYTES * (this.maxTokens - 1) : 0);
    this.rewards = new Float64Array(players);
    this.#encoded = new Uint8Array(this.#encoder.observationSize);
    this.#viewVersions = new Array<number>(players).fill(-1);
    this.#decisionVersions = new Array<number>(players).fill(-1);
  }

  /** The game's id ("regicide"). */
  get gameId(): string {
    return this.#module.def.id;
  }

  /** Starts a new episode; the same seed always gives the same episode for the same actions. */
  reset(seed: string | number): void {
    const { def } = this.#module;
    this.#state = def.setup(this.numPlayers, String(seed), this.#options);
    this.#pinned = null;
    this.#terminated = false;
    this.#truncated = false;
    this.#actionsTaken = 0;
    this.rewards.fill(0);
    this.#rewarded = false;
    this.#advanceVersion();
    this.#checkEnd();
  }

  /** The game ended (win or loss). */
  get terminated(): boolean {
    return this.#terminated;
  }

  /** The episode was cut at the game's declared `maxSteps` bound (no reward). */
  get truncated(): boolean {
    return this.#truncated;
  }

  /** Terminated or truncated: `step` needs a `reset` first. */
  get done(): boolean {
    return this.#terminated || this.#truncated;
  }

  /** Game actions applied this episode (a decomposed action counts once, whatever its tokens). */
  get actionsTaken(): number {
    return this.#actionsTaken;
  }

  /** Seats that owe a decision now (several in a simultaneous window); empty once done. */
  get agents(): readonly Seat[] {
    if (this.done) return [];
    return this.#module.def.toAct(this.#live());
  }

  /** The seat that acts next: the one in the middle of a decision, else the first that owes one; -1 once done. */
  get agentSelection(): number {
    if (this.done) return -1;
    if (this.#pinned !== null) return this.#pinned;
    if (this.#selectedVersion !== this.#version) {
      this.#selected = this.#module.def.toAct(this.#live())[0] ?? -1;
      this.#selectedVersion = this.#version;
    }
    return this.#selected;
  }

  /** The outcome once the game has ended, else null. */
  get outcome(): Outcome | null {
    return this.#state === null ? null : this.#module.def.outcome(this.#state);
  }

  /** The JSON view of `seat`: everything its observation is made of. */
  view(seat: number): unknown {
    return this.#viewOf(this.#seat(seat));
  }

  /** Writes the observation of `seat` into `out` (a new array when absent) at `offset`. */
  observe(seat: number, out: Uint8Array = new Uint8Array(this.observationSize), offset = 0): Uint8Array {
    const checked = this.#seat(seat);
    if (this.#encodedSeat !== checked || this.#encodedVersion !== this.#version) {
      this.#encoder.observe(this.#viewOf(checked), checked, this.#encoded, 0);
      this.#encodedSeat = checked;
      this.#encodedVersion = this.#version;
    }
    out.set(this.#encoded, offset);
    const prefixAt = offset + this.#encoder.observationSize;
    const prefixEnd = offset + this.observationSize;
    out.fill(0, prefixAt, prefixEnd);
    const decision = this.#pinned === checked ? this.#decisionOf(checked) : null;
    if (decision !== null) {
      let at = prefixAt;
      for (const token of decision.prefix) {
        if (at >= prefixEnd) break;
        out[at++] = (token + 1) >> 8;
        out[at++] = (token + 1) & 255;
      }
    }
    return out;
  }

  /** Writes 1 for every action id `seat` may take now (all 0 if it owes no decision) into `out` at `offset`. */
  actionMask(seat: number, out: Uint8Array = new Uint8Array(this.numActions), offset = 0): Uint8Array {
    out.fill(0, offset, offset + this.numActions);
    this.#decisionOf(this.#seat(seat))?.mask(out, offset);
    return out;
  }

  /** The action ids `seat` may take now, ascending; empty if it owes no decision. */
  legalIds(seat: number): number[] {
    return this.#decisionOf(this.#seat(seat))?.legalTokens() ?? [];
  }

  /** The current decision of `seat` (its legal actions and the tokens chosen so far), or null. */
  decision(seat: number): Decision<Action> | null {
    return this.#decisionOf(this.#seat(seat));
  }

  /**
   * `agentSelection` takes action id `id`. Applies the game action once its decision is complete;
   * then `rewards`, `terminated` and `truncated` tell what happened. Throws a RangeError for an id
   * the mask does not allow (nothing changes).
   */
  step(id: number): void {
    if (this.done) throw new RangeError('the episode is over: call reset first');
    const seat = this.agentSelection as Seat;
    const decision = this.#decisionOf(seat);
    if (decision === null) throw new InvariantError(`seat ${seat} was selected but owes no decision`);
    const action = decision.choose(id);
    if (this.#rewarded) {
      this.rewards.fill(0);
      this.#rewarded = false;
    }
    if (action === null) {
      this.#pinned = seat;
      return;
    }
    this.#pinned = null;
    this.#state = this.#module.def.apply(this.#live(), seat, action).state;
    this.#actionsTaken++;
    this.#advanceVersion();
    this.#checkEnd();
  }

  /** Applies a game action directly (for agents that work with JSON actions); it must be legal. */
  stepAction(action: Action): void {
    if (this.done) throw new RangeError('the episode is over: call reset first');
    const seat = this.agentSelection as Seat;
    if (this.#pinned !== null) throw new RangeError(`seat ${seat} is in the middle of a decision`);
    this.rewards.fill(0);
    this.#rewarded = false;
    this.#state = this.#module.def.apply(this.#live(), seat, action).state;
    this.#actionsTaken++;
    this.#advanceVersion();
    this.#checkEnd();
  }

  /** The token sequence of a legal action of `seat` (the ids that choose it, forced ones included). */
  actionIds(seat: number, action: Action): number[] {
    const checked = this.#seat(seat);
    const out: number[] = [];
    this.#encoder.actionTokens(action, this.#viewOf(checked), checked, out);
    return out;
  }

  /**
   * Drops the cached views (they are rebuilt on demand). A batch calls it once an environment's
   * part is written, so that views do not outlive the step and age into the old generation.
   */
  forgetViews(): void {
    this.#viewVersions.fill(-1);
    this.#views.fill(undefined);
  }

  #checkEnd(): void {
    const { def } = this.#module;
    const outcome = def.outcome(this.#live());
    if (outcome !== null) {
      this.#terminated = true;
      for (let seat = 0; seat < this.numPlayers; seat++) this.rewards[seat] = -1;
      for (const seat of outcome.winners) this.rewards[seat] = 1;
      this.#rewarded = true;
    } else if (this.#actionsTaken >= def.maxSteps) {
      this.#truncated = true;
    }
  }

  #advanceVersion(): void {
    this.#version++;
  }

  #live(): GameState {
    if (this.#state === null) throw new RangeError('call reset(seed) before using the environment');
    return this.#state;
  }

  #seat(seat: number): Seat {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.numPlayers) {
      throw new RangeError(`seat ${seat} is not at this ${this.numPlayers}-player table`);
    }
    return seat as Seat;
  }

  #viewOf(seat: Seat): unknown {
    if (this.#viewVersions[seat] !== this.#version) {
      this.#views[seat] = this.#module.def.view(this.#live(), seat);
      this.#viewVersions[seat] = this.#version;
    }
    return this.#views[seat];
  }

  #decisionOf(seat: Seat): Decision<Action> | null {
    if (this.done) return null;
    if (this.#decisionVersions[seat] !== this.#version) {
      this.#decisions[seat] = this.#buildDecision(seat);
      this.#decisionVersions[seat] = this.#version;
    }
    return this.#decisions[seat] ?? null;
  }

  #buildDecision(seat: Seat): Decision<Action> | null {
    const legal = this.#module.def.legalActions(this.#live(), seat);
    if (legal.length === 0) return null;
    const view = this.#encoder.tokensReadView === false ? undefined : this.#viewOf(seat);
    const tokens: number[] = [];
    if (this.maxTokens === 1) {
      for (const action of legal) this.#encoder.actionTokens(action, view, seat, tokens);
      if (tokens.length !== legal.length) throw new InvariantError(`${this.gameId}: an enumerated action took more than one id`);
      return new Decision(seat, legal, tokens, identityStarts(legal.length));
    }
    const starts: number[] = [0];
    for (const action of legal) {
      this.#encoder.actionTokens(action, view, seat, tokens);
      starts.push(tokens.length);
    }
    return new Decision(seat, legal, tokens, starts);
  }
}
