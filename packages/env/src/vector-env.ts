import { TavernEnv, type EnvConfig } from './env';

/** How to build a batch of environments of one game. */
export interface VectorConfig extends EnvConfig {
  readonly count: number;
  /** Start the next episode as soon as one ends (its seed: `${seed}:${env}:${episode}`); default true. */
  readonly autoReset?: boolean;
  /** Write the acting seat's observation of every environment after each step; default true. */
  readonly observe?: boolean;
  /** Index of the first environment in a larger batch (worker slices), for the episode seeds; default 0. */
  readonly firstIndex?: number;
}

/** Done codes per environment after a step. */
export const DONE = { running: 0, terminated: 1, truncated: 2 } as const;

/**
 * `count` environments stepped together, each by its own `agentSelection`. After every `reset` and
 * `step`, the typed arrays below describe the batch: who acts, what it sees, which ids it may take,
 * and, for environments whose episode just ended, the final rewards (with `autoReset` the
 * environment has already started its next episode, whose first decision the arrays show).
 */
export class VectorEnv {
  readonly count: number;
  readonly numPlayers: number;
  readonly numActions: number;
  readonly observationSize: number;
  readonly envs: readonly TavernEnv[];
  /** The seat that acts next in each environment, −1 when it has ended (without autoReset). */
  readonly agents: Int16Array;
  /** DONE code of the step just taken, per environment. */
  readonly dones: Uint8Array;
  /** Reward of every seat from the step just taken: environment i's seats at [i × numPlayers, …). */
  readonly rewards: Float32Array;
  /** Observation of each environment's acting seat, environment i at [i × observationSize, …). */
  readonly observations: Uint8Array;
  /** How many ids each environment's acting seat may take. */
  readonly legalCounts: Uint16Array;
  /** Those ids, environment after environment (the first legalTotal entries are valid). */
  legalIds: Uint16Array;
  /** Entries of legalIds in use. */
  legalTotal = 0;
  /** Game actions applied over all environments since construction. */
  actionsTaken = 0;
  readonly #autoReset: boolean;
  readonly #observe: boolean;
  readonly #episodes: Int32Array;
  readonly #seen: Int32Array;
  readonly #firstIndex: number;
  #stamp = 0;
  #seed = '0';
  /** Some entry of rewards or dones is not 0. */
  #rewarded = false;

  constructor(config: VectorConfig) {
    if (!Number.isInteger(config.count) || config.count < 1) throw new RangeError(`count takes a whole number ≥ 1, not ${config.count}`);
    this.count = config.count;
    this.envs = Array.from({ length: config.count }, () => new TavernEnv(config));
    const first = this.envs[0] as TavernEnv;
    this.numPlayers = first.numPlayers;
    this.numActions = first.numActions;
    this.observationSize = first.observationSize;
    this.#autoReset = config.autoReset ?? true;
    this.#observe = config.observe ?? true;
    this.#firstIndex = config.firstIndex ?? 0;
    this.agents = new Int16Array(this.count);
    this.dones = new Uint8Array(this.count);
    this.rewards = new Float32Array(this.count * this.numPlayers);
    this.observations = new Uint8Array(this.#observe ? this.count * this.observationSize : 0);
    this.legalCounts = new Uint16Array(this.count);
    this.legalIds = new Uint16Array(this.count * 64);
    this.#episodes = new Int32Array(this.count);
    this.#seen = new Int32Array(this.numActions);
  }

  /** Starts every environment: environment i plays seed `${seed}:${i}:0`, then `:1`, … on auto-resets. */
  reset(seed: string | number): void {
    this.#seed = String(seed);
    this.#episodes.fill(0);
    this.dones.fill(0);
    this.rewards.fill(0);
    this.#rewarded = false;
    this.envs.forEach((env, i) => {
      env.reset(this.#episodeSeed(i));
    });
    this.#writeBatch();
  }

  /** Every environment's acting seat takes `actions[i]` (an id its mask allows). */
  step(actions: ArrayLike<number>): void {
    if (actions.length !== this.count) throw new RangeError(`step takes ${this.count} action ids, not ${actions.length}`);
    // Every id is checked before any environment moves, so a refused batch changes nothing.
    for (let i = 0; i < this.count; i++) {
      const env = this.envs[i] as TavernEnv;
      if (env.done) continue;
      const id = actions[i] as number;
      if (env.decision(env.agentSelection)?.allows(id) !== true) {
        throw new RangeError(`environment ${i}: action id ${id} is not legal now (see its legal ids)`);
      }
    }
    const players = this.numPlayers;
    // Rewards are 0 but on the step that ends an episode: clear the batch once, write those.
    if (this.#rewarded) {
      this.rewards.fill(0);
      this.dones.fill(0);
      this.#rewarded = false;
    }
    // One pass: each environment steps and writes its part of the batch while its state is in cache.
    let total = 0;
    for (let i = 0; i < this.count; i++) {
      const env = this.envs[i] as TavernEnv;
      // (agentSelection, not done: the getter is read again below, after the step.)
      if (env.agentSelection >= 0) {
        const before = env.actionsTaken;
        env.step(actions[i] as number);
        this.actionsTaken += env.actionsTaken - before;
        if (env.done) {
          this.rewards.set(env.rewards, i * players);
          this.dones[i] = env.terminated ? DONE.terminated : DONE.truncated;
          this.#rewarded = true;
          if (this.#autoReset) {
            this.#episodes[i] = (this.#episodes[i] as number) + 1;
            env.reset(this.#episodeSeed(i));
          }
        }
      }
      total = this.#writeEntry(i, total);
    }
    this.legalTotal = total;
  }

  /** The legal ids of environment i's acting seat (a view into legalIds). */
  legalOf(i: number): Uint16Array {
    let at = 0;
    for (let j = 0; j < i; j++) at += this.legalCounts[j] as number;
    return this.legalIds.subarray(at, at + (this.legalCounts[i] as number));
  }

  #episodeSeed(i: number): string {
    return `${this.#seed}:${this.#firstIndex + i}:${this.#episodes[i] as number}`;
  }

  #writeBatch(): void {
    let total = 0;
    for (let i = 0; i < this.count; i++) total = this.#writeEntry(i, total);
    this.legalTotal = total;
  }

  /** Writes environment i's acting seat, observation and legal ids (from `total` on); returns the new total. */
  #writeEntry(i: number, total: number): number {
    const env = this.envs[i] as TavernEnv;
    const agent = env.agentSelection;
    this.agents[i] = agent;
    if (agent < 0) {
      this.legalCounts[i] = 0;
      if (this.#observe) this.observations.fill(0, i * this.observationSize, (i + 1) * this.observationSize);
      return total;
    }
    if (this.#observe) env.observe(agent, this.observations, i * this.observationSize);
    const decision = env.decision(agent);
    if (decision === null) {
      this.legalCounts[i] = 0;
      return total;
    }
    if (this.legalIds.length - total < decision.actions.length) {
      const grown = new Uint16Array(Math.max(this.legalIds.length * 2, total + decision.actions.length));
      grown.set(this.legalIds.subarray(0, total));
      this.legalIds = grown;
    }
    if (this.#stamp > 0x3fffffff) {
      this.#seen.fill(0);
      this.#stamp = 0;
    }
    const count = decision.writeLegalTokens(this.legalIds, total, this.#seen, ++this.#stamp);
    this.legalCounts[i] = count;
    env.forgetViews();
    return total + count;
  }
}
