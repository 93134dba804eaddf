/** What a vector worker is started with. */
export interface WorkerSetup {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
  readonly count: number;
  readonly firstIndex: number;
  readonly autoReset: boolean;
  readonly observe: boolean;
}

/** A request to a vector worker. */
export type WorkerRequest =
  | { readonly op: 'reset'; readonly seed: string }
  | { readonly op: 'step'; readonly actions: Uint16Array };

/** A worker's part of the batch after a reset or step (the arrays of `VectorEnv`, copied). */
export interface WorkerSlice {
  readonly agents: Int16Array;
  readonly dones: Uint8Array;
  readonly rewards: Float32Array;
  readonly observations: Uint8Array;
  readonly legalCounts: Uint16Array;
  readonly legalIds: Uint16Array;
  readonly actionsTaken: number;
}

/** A worker's answer. */
export type WorkerAnswer = { readonly ok: true; readonly slice: WorkerSlice } | { readonly ok: false; readonly error: string };
