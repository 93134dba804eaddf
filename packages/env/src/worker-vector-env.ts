import { Worker } from 'node:worker_threads';
import { findEnvironment } from './registry';
import type { WorkerAnswer, WorkerRequest, WorkerSetup } from './worker-messages';

/** How to build a batch spread over worker threads. */
export interface WorkerVectorConfig {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
  readonly count: number;
  /** Threads to spread the environments over (each gets a contiguous slice). */
  readonly workers: number;
  readonly autoReset?: boolean;
  readonly observe?: boolean;
  /** Index of the first environment in a larger batch (a client's shards), for the episode seeds; default 0. */
  readonly firstIndex?: number;
}

/**
 * A `VectorEnv` whose environments live on worker threads: `reset` and `step` are asynchronous
 * and fill the same arrays, in the same layout, with the same episodes for the same seed (each
 * environment keeps its global index in its seeds). Call `close` to stop the threads.
 */
export class WorkerVectorEnv {
  readonly count: number;
  readonly numPlayers: number;
  readonly numActions: number;
  readonly observationSize: number;
  readonly agents: Int16Array;
  readonly dones: Uint8Array;
  readonly rewards: Float32Array;
  readonly observations: Uint8Array;
  readonly legalCounts: Uint16Array;
  legalIds: Uint16Array = new Uint16Array(0);
  legalTotal = 0;
  actionsTaken = 0;
  readonly #workers: Worker[] = [];
  readonly #waiting: ({ resolve: (answer: WorkerAnswer) => void; reject: (error: unknown) => void } | null)[] = [];
  readonly #starts: number[] = [];

  constructor(config: WorkerVectorConfig) {
    const { module, encoding } = findEnvironment(config.game);
    const encoder = encoding.encoder(config.players, config.options ?? module.def.defaultOptions);
    const threads = Math.max(1, Math.min(config.workers, config.count));
    this.count = config.count;
    this.numPlayers = config.players;
    this.numActions = encoder.numActions;
    // The same arithmetic as TavernEnv: the encoding's bytes, then the pending-token bytes.
    this.observationSize = encoder.observationSize + (encoder.maxTokens > 1 ? 2 * (encoder.maxTokens - 1) : 0);
    this.agents = new Int16Array(this.count);
    this.dones = new Uint8Array(this.count);
    this.rewards = new Float32Array(this.count * this.numPlayers);
    this.observations = new Uint8Array(config.observe === false ? 0 : this.count * this.observationSize);
    this.legalCounts = new Uint16Array(this.count);
    let first = 0;
    for (let t = 0; t < threads; t++) {
      const count = Math.floor(this.count / threads) + (t < this.count % threads ? 1 : 0);
      const setup: WorkerSetup = {
        game: config.game,
        players: config.players,
        ...(config.options === undefined ? {} : { options: config.options }),
        count,
        firstIndex: (config.firstIndex ?? 0) + first,
        autoReset: config.autoReset ?? true,
        observe: config.observe ?? true,
      };
      this.#starts.push(first);
      const worker = startWorker(setup);
      worker.on('message', (answer: WorkerAnswer) => {
        this.#waiting[t]?.resolve(answer);
        this.#waiting[t] = null;
      });
      worker.on('error', (error) => {
        this.#waiting[t]?.reject(error);
        this.#waiting[t] = null;
      });
      this.#workers.push(worker);
      this.#waiting.push(null);
      first += count;
    }
    this.#starts.push(first);
  }

  /** Starts every environment (see `VectorEnv.reset`). */
  async reset(seed: string | number): Promise<void> {
    await this.#ask(() => ({ op: 'reset', seed: String(seed) }));
  }

  /** Every environment's acting seat takes `actions[i]`. */
  async step(actions: ArrayLike<number>): Promise<void> {
    if (actions.length !== this.count) throw new RangeError(`step takes ${this.count} action ids, not ${actions.length}`);
    await this.#ask((t) => ({ op: 'step', actions: Uint16Array.from({ length: this.#size(t) }, (_, i) => actions[(this.#starts[t] as number) + i] as number) }));
  }

  /** Stops the worker threads. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  #size(t: number): number {
    return (this.#starts[t + 1] as number) - (this.#starts[t] as number);
  }

  async #ask(request: (thread: number) => WorkerRequest): Promise<void> {
    const answers = await Promise.all(
      this.#workers.map(
        (worker, t) =>
          new Promise<WorkerAnswer>((resolve, reject) => {
            this.#waiting[t] = { resolve, reject };
            const message = request(t);
            worker.postMessage(message, message.op === 'step' ? [message.actions.buffer as ArrayBuffer] : []);
          }),
      ),
    );
    let legalTotal = 0;
    for (const answer of answers) {
      if (!answer.ok) throw new RangeError(answer.error);
      legalTotal += answer.slice.legalIds.length;
    }
    if (this.legalIds.length < legalTotal) this.legalIds = new Uint16Array(legalTotal * 2);
    let at = 0;
    let actions = 0;
    answers.forEach((answer, t) => {
      if (!answer.ok) return;
      const start = this.#starts[t] as number;
      const { slice } = answer;
      this.agents.set(slice.agents, start);
      this.dones.set(slice.dones, start);
      this.rewards.set(slice.rewards, start * this.numPlayers);
      if (this.observations.length > 0) this.observations.set(slice.observations, start * this.observationSize);
      this.legalCounts.set(slice.legalCounts, start);
      this.legalIds.set(slice.legalIds, at);
      at += slice.legalIds.length;
      actions += slice.actionsTaken;
    });
    this.legalTotal = legalTotal;
    this.actionsTaken = actions;
  }
}

/**
 * Starts one worker. Built, the worker is plain JavaScript; from the TypeScript sources (tests,
 * tsx) it registers tsx first and resolves the workspace packages to their sources.
 */
function startWorker(setup: WorkerSetup): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './vector-worker.ts' : './vector-worker.js', import.meta.url).href;
  if (!fromSource) return new Worker(new URL(entry), { workerData: setup });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: setup,
    execArgv: [...process.execArgv, '--conditions=@tavern/source'],
  });
}
