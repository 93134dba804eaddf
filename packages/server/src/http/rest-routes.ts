import type { AnyGameModule } from '@tavern/engine';
import {
  claimSeatRequestSchema,
  createRoomRequestSchema,
  type GameInfo,
  type ProtocolErrorCode,
  type RestError,
} from '@tavern/engine/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toJSONSchema, type ZodType } from 'zod';
import type { Clock } from '../clock';
import type { Metrics } from '../metrics';
import { ProtocolError } from '../rooms/protocol-error';
import type { RoomRegistry } from '../rooms/room-registry';

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
  tooManyRooms: 429,
};

/** What the REST routes need. */
export interface RestDeps {
  readonly games: readonly AnyGameModule[];
  readonly registry: RoomRegistry;
  readonly metrics: Metrics;
  readonly clock: Clock;
  readonly startedAt: number;
}

/** Registers health, metrics, games, lobby, rooms, seat claims and replays. */
export function registerRestRoutes(app: FastifyInstance, deps: RestDeps): void {
  const { registry, metrics, clock } = deps;

  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof ProtocolError) return sendError(reply, error);
    const status = statusOf(error);
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

  app.get('/metrics', (_request, reply) =>
    reply.type('text/plain; version=0.0.4').send(metrics.render(clock.now(), registry.counts())),
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

  app.get('/api/rooms', () => ({ rooms: registry.lobby() }));

  app.post('/api/rooms', async (request, reply) => {
    const body = parse(createRoomRequestSchema, request.body);
    return reply.code(201).send(await registry.create(body, request.ip));
  });

  app.get<{ Params: { roomId: string } }>('/api/rooms/:roomId', async (request) => {
    const room = await registry.get(request.params.roomId);
    if (room === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
    return room.info();
  });

  app.post<{ Params: { roomId: string } }>('/api/rooms/:roomId/seats', async (request, reply) => {
    const body = parse(claimSeatRequestSchema, request.body);
    const room = await registry.get(request.params.roomId);
    if (room === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
    return reply.code(201).send(await room.claimSeat(body.name, body.seat));
  });

  app.get<{ Params: { roomId: string } }>('/api/rooms/:roomId/replay', (request) =>
    registry.replay(request.params.roomId),
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
