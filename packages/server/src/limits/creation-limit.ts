/** How many rooms an address may create: in this process's memory, or shared by a cluster. */
export interface CreationLimit {
  /** Records a creation for `key` at `now` unless the key is over its limit; false means refused. */
  hit(key: string, now: number): boolean | Promise<boolean>;
  /** Forgets what no longer counts (called by the expiry sweep). */
  prune(now: number): void;
}
