import { isRuleError } from '@tavern/engine';
import {
  CLOSE_CODES,
  clientMessageSchema,
  type ClientMessage,
  type ErrorMessage,
} from '@tavern/engine/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Metrics } from '../metrics';
import { ProtocolError } from '../rooms/protocol-error';
import type { Room } from '../rooms/room';
import type { RoomClient } from '../rooms/room-client';
import type { RoomRegistry } from '../rooms/room-registry';
import { RevokedClientError } from '../rooms/seat-authority';
import { checkedChatText } from '../hygiene/display-text';
import { findPoisonedKey } from '../hygiene/poisoned-keys';
import { TokenBucket, type RateLimit } from '../limits/rate-limiter';

/** The part of a `ws` WebSocket a connection uses. */
export interface WireSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Drops the connection at once, without waiting for the peer's close frame. */
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Per-connection limits. */
export interface ConnectionLimits {
  /** Largest message read; larger ones get `messageTooLarge`. */
  readonly maxMessageBytes: number;
  readonly rate: RateLimit;
  /** Rate-limited messages tolerated before the connection is closed. */
  readonly maxRateStrikes: number;
  /** Unsent bytes tolerated before a slow reader is disconnected. */
  readonly maxBufferedBytes: number;
  /** How long (ms) a revoked connection may take to answer its close frame before it is cut off. */
  readonly closeGraceMs: number;
}

/** What a connection needs from the server. */
export interface ConnectionDeps {
  readonly registry: RoomRegistry;
  readonly clock: Clock;
  readonly metrics: Metrics;
  readonly logger: Logger;
  readonly limits: ConnectionLimits;
}

/**
 * Serves one WebSocket: limits (rate, size) → JSON → schema → dispatch to its room. Messages of a
 * connection are handled one after another; errors go back to this connection only. Once its room
 * revokes it (it left, was replaced, or its seat went to someone else) every later frame is
 * ignored, even from a client that never answers the close frame.
 */
export function serveConnection(socket: WireSocket, address: string, deps: ConnectionDeps): void {
  const { clock, metrics, limits } = deps;
  const bucket = new TokenBucket(limits.rate, clock.now());
  let rateStrikes = 0;
  let room: Room | null = null;
  let client: RoomClient | null = null;
  let joining = false;
  let revoked = false;
  // Read through a function: the flag changes across awaits, which narrowing cannot see.
  const isRevoked = (): boolean => revoked;
  let pending: Promise<void> = Promise.resolve();
  metrics.connections++;

  const sendText = (text: string): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(CLOSE_CODES.goingAway, 'too slow to read updates');
      return;
    }
    socket.send(text);
  };
  const sendError = (error: Omit<ErrorMessage, 'type'>): void => {
    metrics.recordRejected();
    sendText(JSON.stringify({ type: 'error', ...error }));
  };

  const dispatch = async (message: ClientMessage, receivedAt: number): Promise<void> => {
    if (message.type === 'join') {
      if (room !== null || joining)
        throw new ProtocolError('alreadyJoined', 'This connection is already in a room.');
      joining = true;
      try {
        const found = await deps.registry.get(message.roomId);
        if (found === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
        const joined: RoomClient = {
          send: sendText,
          revoke: (code, reason) => {
            revoked = true;
            socket.close(code, reason);
            clock.schedule(limits.closeGraceMs, () => {
              socket.terminate();
            });
          },
        };
        // Set before the attach resolves, so a close during the join still detaches.
        room = found;
        client = joined;
        try {
          await found.attach(joined, message.token);
        } catch (error) {
          room = null;
          client = null;
          throw error;
        }
      } finally {
        joining = false;
      }
      return;
    }
    if (room === null || client === null)
      throw new ProtocolError('notJoined', 'Join a room first.');
    switch (message.type) {
      case 'act':
        await room.act(client, message.action, message.expectedVersion, receivedAt);
        return;
      case 'addBot':
        await room.addBot(client, message.seat, message.bot);
        return;
      case 'start':
        await room.start(client);
        return;
      case 'chat':
        await room.chat(client, checkedChatText(message.text));
        return;
      case 'leave':
        await room.leave(client);
        return;
      case 'removeSeat':
        await room.removeSeat(client, message.seat);
        return;
      case 'seatBot':
        await room.seatBot(client, message.seat, message.bot);
        return;
      case 'continue':
        await room.continueAfterSummary(client);
        return;
      case 'autoPass':
        await room.setAutoPass(client, message.on);
        return;
      case 'resync':
        await room.resync(client);
        return;
      case 'rematch':
        await deps.registry.rematch(room, client);
        return;
    }
  };

  const handle = async (data: Buffer, isBinary: boolean, receivedAt: number): Promise<void> => {
    let ref: string | number | undefined;
    if (revoked) return;
    try {
      if (isBinary) throw new ProtocolError('badMessage', 'Messages are JSON text.');
      if (data.length > limits.maxMessageBytes) {
        throw new ProtocolError(
          'messageTooLarge',
          `Messages are limited to ${limits.maxMessageBytes} bytes.`,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(data.toString('utf8'));
      } catch {
        throw new ProtocolError('badMessage', 'That message is not JSON.');
      }
      ref = refOf(json);
      const poisoned = findPoisonedKey(json);
      if (poisoned !== null) {
        throw new ProtocolError(
          'badMessage',
          `That message is not valid at ${poisoned}: the key "__proto__" is not allowed.`,
        );
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where =
          issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
        throw new ProtocolError(
          'badMessage',
          `That message is not valid${where}: ${issue?.message ?? 'unknown'}`,
        );
      }
      await dispatch(parsed.data, receivedAt);
    } catch (error) {
      // A revoked connection hears nothing more, not even why its message was dropped.
      if (isRevoked() || error instanceof RevokedClientError) return;
      const withRef = ref === undefined ? {} : { ref };
      if (error instanceof ProtocolError || isRuleError(error)) {
        sendError({
          code: error.code,
          message: error.message,
          ...(isRuleError(error) ? { params: { ...error.params } } : {}),
          ...withRef,
        });
      } else {
        deps.logger.error({ err: error, address }, 'message handling failed');
        sendError({ code: 'internal', message: 'The server failed on that message.', ...withRef });
      }
    }
  };

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (revoked) return;
    const receivedAt = clock.now();
    if (!bucket.take(receivedAt)) {
      rateStrikes++;
      if (rateStrikes > limits.maxRateStrikes)
        socket.close(CLOSE_CODES.rateLimited, 'too many messages');
      else sendError({ code: 'rateLimited', message: 'Slow down: too many messages.' });
      return;
    }
    pending = pending.then(() => handle(data, isBinary, receivedAt));
  });

  socket.on('close', () => {
    metrics.connections--;
    revoked = true;
    const left = room;
    const leaving = client;
    if (left === null || leaving === null) return;
    void left.detach(leaving).then(() => {
      deps.registry.evictIfIdle(left);
    });
  });

  socket.on('error', (error) => {
    deps.logger.debug({ err: error, address }, 'socket error');
  });
}

/** The `ref` of a message that may be invalid, so the error can still be matched to it. */
function refOf(json: unknown): string | number | undefined {
  if (typeof json !== 'object' || json === null || !('ref' in json)) return undefined;
  const ref = json.ref;
  if (typeof ref === 'string' && ref.length <= 64) return ref;
  if (typeof ref === 'number' && Number.isInteger(ref)) return ref;
  return undefined;
}
