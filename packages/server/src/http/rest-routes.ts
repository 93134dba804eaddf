import type { AnyGameModule } from '@tavern/engine';
import {
  MAX_LOBBY_PAGE,
  PROTOCOL_ERROR_CODES,
  claimSeatRequestSchema,
  createRoomRequestSchema,
  type GameInfo,
  type LobbyPage,
  type ProtocolErrorCode,
  type RestError,
} from '@tavern/engine/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toJSONSchema, z, type ZodType } from 'zod';
import type { Clock } from '../clock';
import type { ServerLimits } from '../create-server';
import { checkedDisplayName } from '../hygiene/display-text';
import { addressKey } from '../limits/address-key';
import type { Metrics } from '../metrics';
import { ProtocolError } from '../rooms/protocol-error';
import type { RoomRegistry } from '../rooms/room-registry';
import type { Storage } from '../storage/storage';

/** HTTP status for each protocol error a REST call can produce. */
const STATUS: Partial<Record<ProtocolErrorCode, number>> = {
  badMessage: 400,
  badOptions: 400,
  unknownGame: 400,
  seatOutOfRange: 400,
  roomNotFound: 404,
  seatTaken: 409,
  roomFull: 409,
  alreadyStarted: 409,
  notFinished: 409,
  nameNotAllowed: 400,
  tooManyRooms: 429,
  tooManyRequests: 429,
};

/** `GET /api/rooms` query: page size (default and most `MAX_LOBBY_PAGE`) and where to start. */
const lobbyQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_LOBBY_PAGE).optional(),
  after: z.string().max(64).optional(),
});

/** What the REST routes need. */
export interface RestDeps {
  readonly games: readonly AnyGameModule[];
  readonly registry: RoomRegistry;
  readonly metrics: Metrics;
  readonly clock: Clock;
  readonly storage: Storage;
  readonly limits: ServerLimits;
  readonly startedAt: number;
  /** The lobby when it is not this process's rooms alone (cluster mode). */
  readonly lobby?: (limit: number, after: string | undefined) => Promise<LobbyPage>;
}

/** Registers health, readiness, metrics, games, lobby, rooms, seat claims and replays. */
export function registerRestRoutes(app: FastifyInstance, deps: RestDeps): void {
  const { registry, metrics, clock } = deps;

  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof ProtocolError) return sendError(reply, error);
    const status = statusOf(error);
    const code = codeOf(error);
    if (code !== null && status >= 400 && status < 500) {
      const message = messageOf(error) ?? 'bad request';
      return reply.code(status).send({ code, message } satisfies RestError);
    }
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'bad request';
      return reply.code(status).send({ code: 'badMessage', message } satisfies RestError);
    }
    app.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ code: 'internal', message: 'The server failed.' } satisfies RestError);
  });

  app.get('/healthz', () => ({
    ok: true,
    uptimeSeconds: Math.round((clock.now() - deps.startedAt) / 1000),
    rooms: registry.counts(),
    connections: metrics.connections,
    memoryBytes: process.memoryUsage().rss,
  }));

  // Ready = the database takes a write now; a load balancer sends no visitors until it does.
  app.get('/readyz', async (_request, reply) => {
    try {
      await deps.storage.checkWritable();
      return { ok: true };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ ok: false, reason: 'The database does not take writes.' });
    }
  });

  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.contentType).send(await metrics.render()),
  );

  app.get('/api/games', (): GameInfo[] =>
    deps.games.map(({ def }) => ({
      id: def.id,
      name: def.name,
      minPlayers: def.minPlayers,
      maxPlayers: def.maxPlayers,
      defaultOptions: def.defaultOptions,
      optionsSchema: toJSONSchema(def.optionsSchema, { unrepresentable: 'any' }),
    })),
  );

  app.get('/api/rooms', async (request): Promise<LobbyPage> => {
    const query = parse(lobbyQuerySchema, request.query);
    const limit = query.limit ?? MAX_LOBBY_PAGE;
    return deps.lobby === undefined
      ? registry.lobby(limit, query.after)
      : deps.lobby(limit, query.after);
  });

  app.post('/api/rooms', async (request, reply) => {
    const body = parse(createRoomRequestSchema, request.body);
    const limitKey = addressKey(request.ip, deps.limits.addressPrefixes);
    return reply.code(201).send(await registry.create(body, { address: request.ip, limitKey }));
  });

  app.get<{ Params: { roomId: string } }>('/api/rooms/:roomId', async (request) => {
    const info = await registry.info(request.params.roomId);
    if (info === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
    return info;
  });

  app.post<{ Params: { roomId: string } }>('/api/rooms/:roomId/seats', async (request, reply) => {
    const body = parse(claimSeatRequestSchema, request.body);
    const name = checkedDisplayName(body.name);
    const room = await registry.get(request.params.roomId);
    if (room === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
    return reply.code(201).send(await room.claimSeat(name, body.seat));
  });

  app.get<{ Params: { roomId: string } }>(
    '/api/rooms/:roomId/replay',
    { config: { rateLimit: { max: deps.limits.replaysPerMinute, timeWindow: 60_000 } } },
    (request) => registry.replay(request.params.roomId),
  );
}

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    throw new ProtocolError(
      'badMessage',
      `That request is not valid${where}: ${issue?.message ?? 'unknown'}`,
    );
  }
  return parsed.data;
}

function sendError(reply: FastifyReply, error: ProtocolError): FastifyReply {
  return reply
    .code(STATUS[error.code] ?? 400)
    .send({ code: error.code, message: error.message } satisfies RestError);
}

/** A protocol error code carried by a plugin's error (the rate limiter's), or null. */
function codeOf(error: unknown): ProtocolErrorCode | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = error.code;
  return typeof code === 'string' && Object.hasOwn(PROTOCOL_ERROR_CODES, code)
    ? (code as ProtocolErrorCode)
    : null;
}

function messageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
}

function statusOf(error: unknown): number {
  if (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  ) {
    return error.statusCode;
  }
  return 500;
}
