/** One connection attached to a room, as the room sees it (the socket stays in ws/). */
export interface RoomClient {
  /** Sends a message already serialised as JSON text. */
  send(text: string): void;
  /**
   * Shuts the connection out: from this call on its frames are ignored, it gets a close frame with
   * `code`, and its socket is terminated soon after whether or not it answers.
   */
  revoke(code: number, reason: string): void;
}
