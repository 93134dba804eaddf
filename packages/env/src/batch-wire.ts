import { Buffer } from 'node:buffer';

/** What a batch answer is made of: the arrays a `VectorEnv` or `WorkerVectorEnv` fills. */
export interface BatchArrays {
  readonly agents: Int16Array;
  readonly dones: Uint8Array;
  readonly rewards: Float32Array;
  readonly observations: Uint8Array;
  readonly legalCounts: Uint16Array;
  readonly legalIds: Uint16Array;
  readonly legalTotal: number;
}

/** The JSON form of a batch: each array as base64 of its little-endian bytes. */
export function batchJson(v: BatchArrays): Record<string, unknown> {
  return {
    ok: true,
    agents: base64(v.agents),
    dones: base64(v.dones),
    rewards: base64(v.rewards),
    obs: base64(v.observations),
    counts: base64(v.legalCounts),
    legal: base64(v.legalIds.subarray(0, v.legalTotal)),
  };
}

/**
 * The binary form of a batch: one JSON header line `{"ok":true,"legal":T,"bytes":N}` and then N
 * raw bytes: rewards (float32), agents (int16), counts (uint16), legal (uint16, T of them), dones
 * (uint8), observations (uint8). The wider types come first so that every array starts at a
 * multiple of its width. No base64 and no JSON string to escape: the bytes are copied once.
 */
export function batchFrame(v: BatchArrays): Buffer {
  const legal = v.legalIds.subarray(0, v.legalTotal);
  const parts = [v.rewards, v.agents, v.legalCounts, legal, v.dones, v.observations];
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const header = `{"ok":true,"legal":${v.legalTotal},"bytes":${size}}\n`;
  const frame = Buffer.allocUnsafe(header.length + size);
  let at = frame.write(header, 0, 'latin1');
  for (const part of parts) {
    frame.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
    at += part.byteLength;
  }
  return frame;
}

export function base64(array: ArrayBufferView): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}
