import { isRuleError, type Viewer } from '@tavern/engine';
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
import { TokenBucket, type RateLimit } from './rate-limiter';

/** The part of a `ws` WebSocket a connection uses. */
export interface WireSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
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
 * connection are handled one after another; errors go back to this connection only.
 */
export function serveConnection(socket: WireSocket, address: string, deps: ConnectionDeps): void {
  const { clock, metrics, limits } = deps;
  const bucket = new TokenBucket(limits.rate, clock.now());
  let rateStrikes = 0;
  let room: Room | null = null;
  let client: RoomClient | null = null;
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
    metrics.rejectedTotal++;
    sendText(JSON.stringify({ type: 'error', ...error }));
  };

  const dispatch = async (message: ClientMessage, receivedAt: number): Promise<void> => {
    if (message.type === 'join') {
      if (room !== null)
        throw new ProtocolError('alreadyJoined', 'This connection is already in a room.');
      const found = await deps.registry.get(message.roomId);
      if (found === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
      let viewer: Viewer = 'spectator';
      if (message.token !== undefined) {
        const seat = found.seatForToken(message.token);
        if (seat === null)
          throw new ProtocolError('badToken', 'That seat token is not valid for this room.');
        viewer = seat as Viewer;
      }
      const joined: RoomClient = {
        viewer,
        send: sendText,
        close: (code, reason) => {
          socket.close(code, reason);
        },
      };
      await found.attach(joined);
      room = found;
      client = joined;
      return;
    }
    if (room === null || client === null)
      throw new ProtocolError('notJoined', 'Join a room first.');
    const viewer = client.viewer;
    switch (message.type) {
      case 'act':
        if (viewer === 'spectator')
          throw new ProtocolError('spectatorCannotAct', 'Spectators cannot play.');
        await room.act(viewer, message.action, message.expectedVersion, receivedAt);
        return;
      case 'addBot':
        await room.addBot(viewer, message.seat, message.bot);
        return;
      case 'start':
        await room.start(viewer);
        return;
      case 'chat':
        room.chat(viewer, message.text);
        return;
      case 'leave':
        await room.leave(client);
        return;
      case 'removeSeat':
        await room.removeSeat(viewer, message.seat);
        return;
      case 'seatBot':
        await room.seatBot(viewer, message.seat, message.bot);
        return;
      case 'continue':
        await room.continueAfterSummary(viewer);
        return;
      case 'rematch':
        await deps.registry.rematch(room, viewer);
        return;
    }
  };

  const handle = async (data: Buffer, isBinary: boolean, receivedAt: number): Promise<void> => {
    let ref: string | number | undefined;
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
