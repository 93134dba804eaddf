import type { ProtocolErrorCode } from '@tavern/engine/protocol';

/** A refusal at the protocol level (not a rule error): sent only to the sender, nothing changed. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
  ) {
    super(message);
  }
}
