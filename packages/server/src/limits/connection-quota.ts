import { addressKey, type AddressPrefixes } from './address-key';
import type { ConnectionLimit } from './connection-limit';

/** Open WebSocket connections per address prefix, capped. */
export class ConnectionQuota implements ConnectionLimit {
  readonly #open = new Map<string, number>();

  constructor(
    readonly maxPerAddress: number,
    readonly prefixes: AddressPrefixes,
  ) {}

  /** May `address` open one more connection? */
  allows(address: string): boolean {
    return (this.#open.get(addressKey(address, this.prefixes)) ?? 0) < this.maxPerAddress;
  }

  /** Counts a connection that opened; the returned function counts it closed (once). */
  open(address: string): () => void {
    const key = addressKey(address, this.prefixes);
    this.#open.set(key, (this.#open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(key) ?? 1) - 1;
      if (left <= 0) this.#open.delete(key);
      else this.#open.set(key, left);
    };
  }
}
