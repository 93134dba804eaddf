/** Open WebSocket connections per address prefix: in this process, or shared by a cluster. */
export interface ConnectionLimit {
  /** May `address` open one more connection? */
  allows(address: string): boolean | Promise<boolean>;
  /** Counts a connection that opened; the returned function counts it closed (once). */
  open(address: string): () => void;
}
