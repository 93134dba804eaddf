import { Buffer } from 'node:buffer';
import { batchFrame, batchJson } from './batch-wire';
import { findEnvironment } from './registry';
import { VectorEnv } from './vector-env';
import { WorkerVectorEnv } from './worker-vector-env';

/**
 * The JSON-lines protocol of `tavern env --stdio`: one request per line, one answer per line, in
 * order. Batches travel as base64 of little-endian typed arrays, which the Python side decodes at C
 * speed (`base64.b64decode` + `array.frombytes`). Requests:
 * - `{"op":"make","game":"regicide","players":2,"count":64,"options":null,"autoReset":true,"observe":true}`
 *   (optional `"binary":true`: batches come as frames, see `batchFrame`; `"firstIndex":k`: this
 *   batch is environments k, k+1, … of a larger one, for their seeds, as when a client shards);
 * - `{"op":"reset","seed":"7"}` and `{"op":"step","actions":"<base64 uint16[count]>"}` (or a JSON array),
 *   both answered by a batch: `agents` (int16), `dones` (uint8: 1 terminated, 2 truncated),
 *   `rewards` (float32, count × players), `obs` (uint8, count × observationSize), `counts`
 *   (uint16, legal ids per environment) and `legal` (uint16, those ids end to end);
 * - `{"op":"observe","env":0,"seat":1}`, `{"op":"legal","env":0,"seat":1}`, `{"op":"view","env":0,"seat":1}`,
 *   `{"op":"outcome","env":0}`, `{"op":"spaces"}` and `{"op":"close"}`.
 * A failed request is answered `{"ok":false,"error":"…"}` and changes nothing it had not yet done.
 * An answer is a JSON line without its newline (a string), or a binary batch frame (bytes, its
 * header line's newline included).
 */
export class Bridge {
  #vector: VectorEnv | null = null;
  #threads: WorkerVectorEnv | null = null;
  /** Batches are answered as binary frames (asked for by `make`). */
  #binary = false;
  /** Set once a `close` request arrived. */
  closed = false;

  /** `workers` > 1 puts the environments of a `make` with count > 1 on that many worker threads. */
  constructor(private readonly workers = 1) {}

  /** Answers one request line; asynchronous only for batches on worker threads. */
  handleLine(line: string): BridgeAnswer | Promise<BridgeAnswer> {
    if (this.#threads !== null) return this.#handleThreaded(line);
    return this.#handleLocal(line);
  }

  #handleLocal(line: string): BridgeAnswer {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return JSON.stringify({ ok: false, error: 'a request is one line of JSON' });
    }
    try {
      const op = (request as Record<string, unknown>)['op'];
      if (this.#binary && (op === 'reset' || op === 'step')) {
        this.handle(request as Record<string, unknown>);
        return batchFrame(this.#live());
      }
      return JSON.stringify(this.handle(request as Record<string, unknown>));
    } catch (error) {
      return JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async #handleThreaded(line: string): Promise<BridgeAnswer> {
    const threads = this.#threads as WorkerVectorEnv;
    try {
      const request = JSON.parse(line) as Record<string, unknown>;
      if (request['op'] === 'reset') await threads.reset(seedOf(request['seed']));
      else if (request['op'] === 'step') await threads.step(decodeActions(request['actions']));
      else if (request['op'] === 'close') {
        await threads.close();
        this.closed = true;
        return JSON.stringify({ ok: true });
      } else throw new Error(`with worker threads the bridge answers reset, step and close, not ${JSON.stringify(request['op'])}`);
      return this.#binary ? batchFrame(threads) : JSON.stringify(batchJson(threads));
    } catch (error) {
      return JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Answers one parsed request. */
  handle(request: Readonly<Record<string, unknown>>): Record<string, unknown> {
    switch (request['op']) {
      case 'make':
        return this.#make(request);
      case 'spaces':
        return this.#spaces();
      case 'reset':
        this.#live().reset(seedOf(request['seed']));
        return this.#batch();
      case 'step':
        this.#live().step(decodeActions(request['actions']));
        return this.#batch();
      case 'observe': {
        const env = this.#env(request);
        return { ok: true, obs: Buffer.from(env.observe(seatOf(request)).buffer).toString('base64') };
      }
      case 'legal':
        return { ok: true, legal: this.#env(request).legalIds(seatOf(request)) };
      case 'view':
        return { ok: true, view: this.#env(request).view(seatOf(request)) };
      case 'outcome':
        return { ok: true, outcome: this.#env(request).outcome };
      case 'close':
        this.closed = true;
        return { ok: true };
      default:
        throw new Error(`unknown op ${JSON.stringify(request['op'])}: make, spaces, reset, step, observe, legal, view, outcome or close`);
    }
  }

  #make(request: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const { module, encoding } = findEnvironment(String(request['game']));
    const players = request['players'] === undefined || request['players'] === null ? Math.max(2, module.def.minPlayers) : Number(request['players']);
    const options = request['options'] === undefined || request['options'] === null ? undefined : module.def.optionsSchema.parse(request['options']);
    const count = request['count'] === undefined ? 1 : Number(request['count']);
    const firstIndex = request['firstIndex'] === undefined || request['firstIndex'] === null ? 0 : Number(request['firstIndex']);
    if (!Number.isInteger(firstIndex) || firstIndex < 0) throw new Error(`firstIndex takes a whole number ≥ 0, not ${String(request['firstIndex'])}`);
    this.#binary = request['binary'] === true;
    const config = {
      players,
      ...(options === undefined ? {} : { options }),
      count,
      autoReset: request['autoReset'] !== false,
      observe: request['observe'] !== false,
    };
    if (this.workers > 1 && count > 1) {
      const threads = new WorkerVectorEnv({ ...config, game: module.def.id, workers: this.workers, firstIndex });
      this.#threads = threads;
      return {
        ok: true, game: module.def.id, numPlayers: threads.numPlayers, numActions: threads.numActions,
        observationSize: threads.observationSize, maxTokens: encoding.encoder(players, options ?? module.def.defaultOptions).maxTokens,
        count, workers: this.workers,
      };
    }
    this.#vector = new VectorEnv({ module, encoding, ...config, firstIndex });
    return this.#spaces();
  }

  #spaces(): Record<string, unknown> {
    const vector = this.#live();
    const first = vector.envs[0];
    return {
      ok: true,
      game: first?.gameId,
      numPlayers: vector.numPlayers,
      numActions: vector.numActions,
      observationSize: vector.observationSize,
      maxTokens: first?.maxTokens,
      count: vector.count,
    };
  }

  #batch(): Record<string, unknown> {
    return batchJson(this.#live());
  }

  #live(): VectorEnv {
    if (this.#vector === null) throw new Error('send {"op":"make",…} first');
    return this.#vector;
  }

  #env(request: Readonly<Record<string, unknown>>): VectorEnv['envs'][number] {
    const index = Number(request['env'] ?? 0);
    const env = this.#live().envs[index];
    if (env === undefined) throw new Error(`there is no environment ${index}`);
    return env;
  }
}

/** One answer: a JSON line (no newline) or a binary batch frame (see `batchFrame`). */
export type BridgeAnswer = string | Uint8Array;

/** A seed as the games take it: a string (numbers are written out); 0 when absent. */
function seedOf(value: unknown): string {
  if (value === undefined || value === null) return '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error('a seed is a string or a number');
}

function seatOf(request: Readonly<Record<string, unknown>>): number {
  return Number(request['seat']);
}

/** Action ids as base64 of uint16 (the fast form) or a JSON array of numbers. */
export function decodeActions(value: unknown): ArrayLike<number> {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'base64');
    // A copy: a decoded Buffer may sit at an odd offset of its pool, which a Uint16Array cannot view.
    return new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.byteLength & ~1)));
  }
  if (Array.isArray(value) && value.every((id) => typeof id === 'number')) return value;
  throw new Error('actions must be base64 of uint16 ids or a JSON array of numbers');
}
