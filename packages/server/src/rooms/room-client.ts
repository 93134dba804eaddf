import type { Viewer } from '@tavern/engine';

/** One connection attached to a room, as the room sees it (the socket stays in ws/). */
export interface RoomClient {
  readonly viewer: Viewer;
  /** Sends a message already serialised as JSON text. */
  send(text: string): void;
  close(code: number, reason: string): void;
}
