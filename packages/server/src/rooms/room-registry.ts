import type { AnyGameModule } from '@tavern/engine';
import {
  CLOSE_CODES,
  DEFAULT_TURN_SECONDS,
  type CreateRoomRequest,
  type CreateRoomResponse,
  type LobbyPage,
  type Replay,
  type RoomInfo,
  type RoomStatus,
} from '@tavern/engine/protocol';
import type { TimerHandle } from '../clock';
import { checkedDisplayName } from '../hygiene/display-text';
import type { CreationLimit } from '../limits/creation-limit';
import { rematchRecords } from './rematch';
import type { ActionRecord, RoomRecord, SeatRecord } from '../storage/storage';
import { newBotSecret } from './bot-secret';
import { LobbyIndex, parseLobbyCursor } from './lobby-page';
import { ProtocolError } from './protocol-error';
import { ReplayCache } from './replay-cache';
import { Room } from './room';
import type { RoomClient } from './room-client';
import type { RoomOwnership } from './room-ownership';
import { fateOf } from './room-expiry';
import { headerOf, replayRoomMatch } from './room-replay';
import type { ErasedGame, RoomContext, RoomLifetimes } from './room-types';
import { hashSeatToken, newRoomId, newSeatToken } from './seat-tokens';
import { storedRoomInfo } from './stored-room-info';

/** Who asks for a new room: the peer's address (stored) and the key its limit counts under. */
export interface Requester {
  readonly address: string;
  readonly limitKey: string;
}

/**
 * The rooms of this server process: created here or resumed from storage after a restart. Rooms
 * nobody is connected to expire (`room-expiry.ts`); finished ones are served from storage.
 */
export class RoomRegistry {
  readonly #ctx: RoomContext;
  readonly #games: ReadonlyMap<string, AnyGameModule>;
  readonly #creations: CreationLimit;
  readonly #lifetimes: RoomLifetimes;
  readonly #ownership: RoomOwnership | null;
  readonly #rooms = new Map<string, Room>();
  readonly #loading = new Map<string, Promise<Room | null>>();
  readonly #replays = new ReplayCache(100);
  readonly #lobby = new LobbyIndex(
    (room) => room.record.status === 'open' && room.record.isPublic && !room.isClosed,
  );
  #sweepTimer: TimerHandle | null = null;
  #sweeping: Promise<void> | null = null;
  #sweepAgain = false;

  constructor(
    ctx: RoomContext,
    games: ReadonlyMap<string, AnyGameModule>,
    creations: CreationLimit,
    lifetimes: RoomLifetimes,
    ownership: RoomOwnership | null = null,
  ) {
    this.#ctx = {
      ...ctx,
      onFinished: (room) => {
        this.evictIfIdle(room);
      },
    };
    this.#games = games;
    this.#creations = creations;
    this.#lifetimes = lifetimes;
    this.#ownership = ownership;
  }

  /** Creates a room; its creator takes seat 0 and hosts. */
  async create(request: CreateRoomRequest, from: Requester): Promise<CreateRoomResponse> {
    const name = checkedDisplayName(request.name);
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
    if (!(await this.#creations.hit(from.limitKey, now))) {
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
      creatorAddress: from.address,
      botSecret: newBotSecret(),
      finishedAt: null,
    };
    const token = newSeatToken();
    const host: SeatRecord = {
      roomId: record.id,
      seat: 0,
      name,
      kind: 'human',
      bot: null,
      tokenHash: hashSeatToken(token),
    };
    await this.#ctx.storage.createRoom(record, host);
    const room = new Room(this.#ctx, module, record, [host], null);
    this.#rooms.set(record.id, room);
    this.#lobby.add(room);
    this.#ctx.logger.info(
      { room: record.id, game: game.id, seats: record.numSeats, address: from.address },
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
  rematch(room: Room, by: RoomClient): Promise<string> {
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
      await rematch.startRematch();
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

  /** One page of open public rooms, newest first (`after` is the previous page's `next`). */
  lobby(limit: number, after?: string): LobbyPage {
    return this.#lobby.page(limit, parseLobbyCursor(after));
  }

  /**
   * A room as everyone may see it. A finished room not in memory is described from storage and
   * not loaded, so looking at old games pins nothing.
   */
  async info(roomId: string): Promise<RoomInfo | null> {
    const room = this.#rooms.get(roomId);
    if (room !== undefined) return room.info();
    const record = await this.#ctx.storage.getRoom(roomId);
    if (record === null) return null;
    const module = this.#games.get(record.game);
    if (record.status !== 'finished' || module === undefined)
      return (await this.get(roomId))?.info() ?? null;
    const [seats, snapshot] = await Promise.all([
      this.#ctx.storage.getSeats(roomId),
      this.#ctx.storage.latestSnapshot(roomId),
    ]);
    return storedRoomInfo(module.def.name, record, seats, snapshot === null ? 0 : snapshot.seq + 1);
  }

  /** A finished game's header and log (re-simulated once, then cached). */
  async replay(roomId: string): Promise<Replay> {
    const cached = this.#replays.get(roomId);
    if (cached !== undefined) return cached;
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
    const replay: Replay = {
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
    this.#replays.set(roomId, replay);
    return replay;
  }

  /** Forgets a finished room nobody watches any more (it stays in storage). */
  evictIfIdle(room: Room): void {
    if (room.record.status === 'finished' && room.clientCount === 0) this.#forget(room);
  }

  /**
   * Closes a room this process may no longer run (another process took it over) and forgets it;
   * its connections are told to reconnect, and reach the new owner.
   */
  async unload(roomId: string): Promise<void> {
    const room = this.#rooms.get(roomId);
    if (room === undefined) return;
    await room.run(() => {
      room.close(CLOSE_CODES.goingAway, 'this room moved to another server; reconnect');
    });
    if (this.#rooms.get(roomId) === room) this.#rooms.delete(roomId);
    this.#lobby.prune();
  }

  #forget(room: Room): void {
    if (this.#rooms.get(room.id) !== room) return;
    this.#rooms.delete(room.id);
    this.#ownership?.release(room.id);
  }

  /** Rooms in memory by status, for metrics. */
  counts(): Record<RoomStatus, number> {
    const counts: Record<RoomStatus, number> = { open: 0, playing: 0, finished: 0 };
    for (const room of this.#rooms.values()) counts[room.record.status]++;
    return counts;
  }

  /** Rooms in memory. */
  get size(): number {
    return this.#rooms.size;
  }

  /**
   * Checks expiry every `sweepEveryMs` from now on. A tick that comes while a sweep still runs asks
   * for one more sweep after it, so a sweep always sees the latest time.
   */
  startSweeping(): void {
    if (this.#lifetimes.sweepEveryMs <= 0) return;
    this.#sweepTimer = this.#ctx.clock.schedule(this.#lifetimes.sweepEveryMs, () => {
      if (this.#sweepTimer === null) return;
      this.startSweeping();
      if (this.#sweeping !== null) {
        this.#sweepAgain = true;
        return;
      }
      this.#sweeping = this.#sweepUntilCurrent().finally(() => {
        this.#sweeping = null;
      });
    });
  }

  async #sweepUntilCurrent(): Promise<void> {
    // Read through a function: a tick may set the flag during the await, unseen by narrowing.
    const askedAgain = (): boolean => this.#sweepAgain && this.#sweepTimer !== null;
    do {
      this.#sweepAgain = false;
      try {
        await this.sweep();
      } catch (error) {
        this.#ctx.logger.error({ err: error }, 'room expiry failed');
      }
    } while (askedAgain());
  }

  /**
   * Deletes the rooms that expired, unloads finished rooms nobody watches, and purges finished
   * rooms past their retention. Resolves how many rooms expired.
   */
  async sweep(): Promise<number> {
    const now = this.#ctx.clock.now();
    let expired = 0;
    for (const room of [...this.#rooms.values()]) {
      const fate = fateOf(room, now, this.#lifetimes);
      if (fate === 'unload') this.#forget(room);
      if (fate !== 'expire') continue;
      // In the room's queue, so a join already queued is served first and keeps the room alive.
      const gone = await room.run(async () => {
        if (fateOf(room, this.#ctx.clock.now(), this.#lifetimes) !== 'expire') return false;
        room.close();
        this.#forget(room);
        await this.#ctx.storage.deleteRoom(room.id);
        return true;
      });
      if (gone) expired++;
    }
    if (expired > 0) this.#lobby.prune();
    const purged = await this.#ctx.storage.purgeFinishedBefore(
      now - this.#lifetimes.finishedRetentionMs,
    );
    if (purged > 0) this.#replays.clear();
    this.#creations.prune(now);
    if (expired > 0 || purged > 0) {
      this.#ctx.logger.info({ expired, purged, inMemory: this.#rooms.size }, 'rooms expired');
    }
    return expired;
  }

  /** Stops expiry, every room's timers, and closes their connections. */
  async close(): Promise<void> {
    this.#sweepTimer?.cancel();
    this.#sweepTimer = null;
    await this.#sweeping;
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
    // In cluster mode only the lease holder runs a room; the caller then relays to the holder.
    if (this.#ownership !== null && !(await this.#ownership.claim(roomId))) return null;
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
    this.#lobby.add(room);
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
