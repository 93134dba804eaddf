/**
 * Thrown when a process appends to a room whose lease it no longer holds (it expired, or another
 * process took the room over): the fencing token did not match, so nothing was written.
 */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}
