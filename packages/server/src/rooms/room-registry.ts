import type { AnyGameModule } from '@tavern/engine';
import {
  DEFAULT_TURN_SECONDS,
  type CreateRoomRequest,
  type CreateRoomResponse,
  type Replay,
  type RoomInfo,
  type RoomStatus,
} from '@tavern/engine/protocol';
import type { Viewer } from '@tavern/engine';
import { rematchRecords } from './rematch';
import type { WindowCounter } from '../ws/rate-limiter';
import type { ActionRecord, RoomRecord, SeatRecord } from '../storage/storage';
import { ProtocolError } from './protocol-error';
import { Room } from './room';
import { headerOf, replayRoomMatch } from './room-replay';
import type { ErasedGame, RoomContext } from './room-types';
import { hashSeatToken, newRoomId, newSeatToken } from './seat-tokens';

/** The rooms of this server process: created here or resumed from storage after a restart. */
export class RoomRegistry {
  readonly #ctx: RoomContext;
  readonly #games: ReadonlyMap<string, AnyGameModule>;
  readonly #creations: WindowCounter;
  readonly #rooms = new Map<string, Room>();
  readonly #loading = new Map<string, Promise<Room | null>>();

  constructor(
    ctx: RoomContext,
    games: ReadonlyMap<string, AnyGameModule>,
    creations: WindowCounter,
  ) {
    this.#ctx = {
      ...ctx,
      onFinished: (room) => {
        this.evictIfIdle(room);
      },
    };
    this.#games = games;
    this.#creations = creations;
  }

  /** Creates a room; its creator takes seat 0 and hosts. */
  async create(request: CreateRoomRequest, address: string): Promise<CreateRoomResponse> {
    const module = this.#games.get(request.game);
    if (module === undefined)
      throw new ProtocolError('unknownGame', `This server has no game "${request.game}".`);
    const game = module.def;
    if (request.seats < game.minPlayers || request.seats > game.maxPlayers) {
      throw new ProtocolError(
        'badOptions',
        `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${request.seats}.`,
      );
    }
    const parsed = game.optionsSchema.safeParse(request.options ?? game.defaultOptions);
    if (!parsed.success) {
      // A sentence, never zod's JSON: which option, and what is wrong with it.
      const issue = parsed.error.issues[0];
      const option =
        issue === undefined || issue.path.length === 0
          ? 'the options'
          : `"${issue.path.join('.')}"`;
      throw new ProtocolError(
        'badOptions',
        `These ${game.name} options are not valid: ${option} ${issue?.message.toLowerCase() ?? 'is wrong'}.`,
      );
    }
    const now = this.#ctx.clock.now();
    if (!this.#creations.hit(address, now)) {
      throw new ProtocolError(
        'tooManyRooms',
        'Too many rooms were created from your address; try again later.',
      );
    }
    const record: RoomRecord = {
      id: newRoomId(),
      game: game.id,
      options: parsed.data,
      numSeats: request.seats,
      status: 'open',
      isPublic: request.public ?? true,
      turnSeconds: request.turnSeconds ?? DEFAULT_TURN_SECONDS,
      hostSeat: 0,
      seed: null,
      rulesVersion: null,
      createdAt: now,
      creatorAddress: address,
    };
    const token = newSeatToken();
    const host: SeatRecord = {
      roomId: record.id,
      seat: 0,
      name: request.name,
      kind: 'human',
      bot: null,
      tokenHash: hashSeatToken(token),
    };
    await this.#ctx.storage.createRoom(record, host);
    this.#rooms.set(record.id, new Room(this.#ctx, module, record, [host], null));
    this.#ctx.logger.info(
      { room: record.id, game: game.id, seats: record.numSeats, address },
      'room created',
    );
    return {
      roomId: record.id,
      seat: 0,
      token,
      invitePath: `/r/${record.id}`,
      spectatePath: `/r/${record.id}/watch`,
    };
  }

  /** Host only, after the end: a started room with the same seats and a new seed; returns its id. */
  rematch(room: Room, by: Viewer): Promise<string> {
    return room.rematch(by, async (finished, seats) => {
      const records = rematchRecords(finished, seats, newRoomId(), this.#ctx.clock.now());
      const host = records.seats.find((seat) => seat.seat === records.room.hostSeat);
      if (host === undefined) throw new ProtocolError('internal', 'The host seat is missing.');
      await this.#ctx.storage.createRoom(records.room, host);
      for (const seat of records.seats) {
        if (seat !== host) await this.#ctx.storage.claimSeat(seat);
      }
      const rematch = new Room(this.#ctx, room.module, records.room, records.seats, null);
      this.#rooms.set(records.room.id, rematch);
      await rematch.start(by);
      this.#ctx.logger.info({ room: records.room.id, from: room.id }, 'rematch started');
      return records.room.id;
    });
  }

  /** The room in memory, or loaded (and replayed) from storage; null if it does not exist. */
  get(roomId: string): Promise<Room | null> {
    const room = this.#rooms.get(roomId);
    if (room !== undefined) return Promise.resolve(room);
    let loading = this.#loading.get(roomId);
    if (loading === undefined) {
      loading = this.#load(roomId).finally(() => this.#loading.delete(roomId));
      this.#loading.set(roomId, loading);
    }
    return loading;
  }

  /** Resumes every unfinished room from its log; returns how many. */
  async resumeAll(): Promise<number> {
    let resumed = 0;
    for (const id of await this.#ctx.storage.unfinishedRoomIds()) {
      try {
        const room = await this.get(id);
        if (room !== null) {
          await room.resume();
          resumed++;
        }
      } catch (error) {
        this.#ctx.logger.error({ err: error, room: id }, 'could not resume room');
      }
    }
    return resumed;
  }

  /** Open public rooms, newest first. */
  lobby(): RoomInfo[] {
    return [...this.#rooms.values()]
      .filter((room) => room.record.isPublic && room.record.status === 'open')
      .sort((a, b) => b.record.createdAt - a.record.createdAt)
      .map((room) => room.info());
  }

  /** A finished game's header and log. */
  async replay(roomId: string): Promise<Replay> {
    const record = await this.#ctx.storage.getRoom(roomId);
    if (record === null) throw new ProtocolError('roomNotFound', 'There is no such room.');
    if (record.status !== 'finished') {
      throw new ProtocolError('notFinished', 'The replay is available once the game is over.');
    }
    const module = this.#games.get(record.game);
    if (module === undefined)
      throw new ProtocolError('unknownGame', `This server no longer has "${record.game}".`);
    const game = module.def;
    const [seats, log] = await Promise.all([
      this.#ctx.storage.getSeats(roomId),
      this.#ctx.storage.getActions(roomId),
    ]);
    return {
      header: headerOf(game, record),
      seats: Array.from({ length: record.numSeats }, (_, seat) => ({
        seat,
        name: seats.find((s) => s.seat === seat)?.name ?? null,
      })),
      log: log.map(({ seq, seat, action, source, at }) => ({
        seq,
        seat,
        action: action as Replay['log'][number]['action'],
        source,
        at,
      })),
      finalHash: replayRoomMatch(game, record, log).hash(),
    };
  }

  /** Forgets a finished room nobody watches any more (it stays in storage). */
  evictIfIdle(room: Room): void {
    if (room.record.status === 'finished' && room.clientCount === 0) this.#rooms.delete(room.id);
  }

  /** Rooms in memory by status, for metrics. */
  counts(): Record<RoomStatus, number> {
    const counts: Record<RoomStatus, number> = { open: 0, playing: 0, finished: 0 };
    for (const room of this.#rooms.values()) counts[room.record.status]++;
    return counts;
  }

  /** Stops every room's timers and closes their connections. */
  close(): void {
    for (const room of this.#rooms.values()) room.close();
    this.#rooms.clear();
  }

  async #load(roomId: string): Promise<Room | null> {
    const record = await this.#ctx.storage.getRoom(roomId);
    if (record === null) return null;
    const module = this.#games.get(record.game);
    if (module === undefined) {
      this.#ctx.logger.warn(
        { room: roomId, game: record.game },
        'room of a game this server does not have',
      );
      return null;
    }
    const game = module.def;
    const seats = await this.#ctx.storage.getSeats(roomId);
    let match = null;
    if (record.status !== 'open') {
      const log = await this.#ctx.storage.getActions(roomId);
      match = replayRoomMatch(game, record, log);
      await this.#checkSnapshot(roomId, game, record, log, match.hash());
    }
    const room = new Room(this.#ctx, module, record, seats, match);
    this.#rooms.set(roomId, room);
    return room;
  }

  /** The latest snapshot must agree with the replayed log: a cheap determinism check. */
  async #checkSnapshot(
    roomId: string,
    game: ErasedGame,
    record: RoomRecord,
    log: readonly ActionRecord[],
    finalHash: string,
  ): Promise<void> {
    const snapshot = await this.#ctx.storage.latestSnapshot(roomId);
    if (snapshot === null) return;
    const replayed =
      snapshot.seq === log.length - 1
        ? finalHash
        : replayRoomMatch(game, record, log.slice(0, snapshot.seq + 1)).hash();
    if (replayed !== snapshot.hash) {
      this.#ctx.logger.error(
        { room: roomId, seq: snapshot.seq, stored: snapshot.hash, replayed },
        'replay diverges from the stored snapshot',
      );
    }
  }
}
