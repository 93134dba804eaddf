/**
 * Which rooms this process may run. In cluster mode a room runs in exactly one process, the holder
 * of its lease (`cluster/cluster-ownership.ts`); without an ownership the process runs every room
 * it loads, as a single Tavern does.
 */
export interface RoomOwnership {
  /** Takes or confirms this process's right to run the room; false if another process runs it. */
  claim(roomId: string): Promise<boolean>;
  /** The room left this process's memory (unloaded, expired): its lease may go. */
  release(roomId: string): void;
}
