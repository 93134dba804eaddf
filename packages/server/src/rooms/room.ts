import {
  ENGINE_ERROR_CODES,
  InvariantError,
  asSeat,
  isRuleError,
  type Action,
  type AnyGameModule,
  type GameEvent,
  type Viewer,
} from '@tavern/engine';
import {
  CLOSE_CODES,
  PROTOCOL_VERSION,
  type BotKind,
  type RoomInfo,
  type SeatClaim,
  type ServerMessage,
} from '@tavern/engine/protocol';
import type { ActionSource, RoomRecord, SeatRecord } from '../storage/storage';
import { describeForLog } from './automatic-move';
import { AutoPass, DEFAULT_AUTO_PASS_DELAY, secureDelay } from './auto-pass';
import { chooseBotMove } from './bot-move';
import { DecisionScheduler } from './decision-scheduler';
import { ProtocolError } from './protocol-error';
import type { RoomClient } from './room-client';
import { RoomOutbox } from './room-outbox';
import { legalActionsOf } from './legal-cache';
import { replayRoomMatch } from './room-replay';
import { RoomSeats } from './room-seats';
import { SeatAuthority } from './seat-authority';
import { sharedUpdate, type SharedUpdate } from './room-update';
import { UpdateFanout } from './update-fanout';
import { PresenceNotices } from './presence-notices';
import { ChatBudget, DEFAULT_ROOM_CHAT } from './chat-budget';
import type { ErasedGame, ErasedMatch, RoomContext } from './room-types';
import { botSeed } from './bot-secret';
import { hashSeatToken, newSeatToken } from './seat-tokens';
import { botName } from './bot-names';
import { RoomHistory } from './room-history';
import { DEFAULT_SUMMARY_PAUSE_MS, isSummaryStep, SummaryPause } from './summary-pause';

/**
 * One room: its seats, its match and the connections watching it. Every change runs through one
 * queue per room, so two actions never interleave: the first applies; the second still applies if
 * the decision it answers is open (a simultaneous window), else gets `staleVersion`. An action is
 * stored before anyone hears of it. Updates go out through `UpdateFanout`, presence through
 * `PresenceNotices`.
 */
export class Room {
  readonly #ctx: RoomContext;
  readonly module: AnyGameModule;
  #record: RoomRecord;
  readonly #seats: RoomSeats;
  #match: ErasedMatch | null;
  readonly #authority: SeatAuthority;
  /** Every message to this room's connections goes out through here, in order. */
  readonly #outbox = new RoomOutbox();
  readonly #scheduler: DecisionScheduler;
  readonly #autoPass: AutoPass;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  /** When the last connection went away (or the room came into memory), for expiry. */
  #lastSeenAt: number;
  readonly #history = new RoomHistory();
  readonly #pause = new SummaryPause();
  /** The room of the rematch the host started, once there is one. */
  #rematchId: string | null = null;
  readonly #fanout: UpdateFanout;
  readonly #presence: PresenceNotices;
  readonly #chatBudget: ChatBudget;
  /** Bots deciding now, as `seat:version` (a timer planned again meanwhile must not ask twice). */
  readonly #thinking = new Set<string>();

  constructor(
    ctx: RoomContext,
    module: AnyGameModule,
    record: RoomRecord,
    seats: readonly SeatRecord[],
    match: ErasedMatch | null,
  ) {
    this.#ctx = ctx;
    this.module = module;
    this.#record = record;
    this.#seats = new RoomSeats(record.numSeats, seats);
    this.#match = match;
    this.#scheduler = new DecisionScheduler(ctx.clock);
    const delay = ctx.settings.autoPassDelayMs ?? DEFAULT_AUTO_PASS_DELAY;
    this.#autoPass = new AutoPass(record.game, ctx.clock, () => secureDelay(delay));
    this.#authority = new SeatAuthority(ctx.settings.maxSpectators);
    this.#lastSeenAt = ctx.clock.now();
    const crowd = ctx.settings.coalesceSpectatorsAbove ?? 20;
    const enqueue = (task: () => void): void => {
      this.#background(() => {
        task();
        return Promise.resolve();
      });
    };
    this.#fanout = new UpdateFanout(
      module.def,
      ctx.clock,
      { coalesceSpectatorsAbove: crowd, spectatorFrameMs: ctx.settings.spectatorFrameMs ?? 500 },
      {
        connections: () => this.#authority.entries(),
        spectatorCount: () => this.#authority.spectatorCount(),
        outbox: this.#outbox,
        current: () =>
          this.#match === null ? null : { match: this.#match, shared: this.#shared(this.#match) },
        enqueue,
      },
    );
    this.#presence = new PresenceNotices(
      ctx.clock,
      { coalesceSpectatorsAbove: crowd, countEveryMs: 1000 },
      {
        seatsConnected: () =>
          this.#seats.info(this.#authority.viewers()).map((seat) => seat.connected),
        spectatorCount: () => this.#authority.spectatorCount(),
        broadcast: (message) => {
          this.#broadcast(message);
        },
        enqueue,
      },
    );
    this.#chatBudget = new ChatBudget(ctx.settings.roomChat ?? DEFAULT_ROOM_CHAT, ctx.clock.now());
    const start = this.info();
    this.#presence.told(
      start.seats.map((seat) => seat.connected),
      start.spectators,
    );
  }

  get id(): string {
    return this.#record.id;
  }

  get record(): RoomRecord {
    return this.#record;
  }

  get game(): ErasedGame {
    return this.module.def;
  }

  /** Actions applied so far. */
  get version(): number {
    return this.#match?.version ?? 0;
  }

  get clientCount(): number {
    return this.#authority.size;
  }

  /** Closed rooms (expired, or the server is stopping) take nobody new. */
  get isClosed(): boolean {
    return this.#closed;
  }

  /** Since when nobody has been connected (ms since the epoch), or null while someone is. */
  idleSince(): number | null {
    return this.#authority.size > 0 ? null : this.#lastSeenAt;
  }

  /** The full current state (null before the start): for tests and diagnostics, never for clients. */
  currentState(): unknown {
    return this.#match?.state ?? null;
  }

  /** The current state's hash (null before the start), for tests and desync reports. */
  stateHash(): string | null {
    return this.#match === null ? null : this.#match.hash();
  }

  /** Runs `task` after every earlier task of this room has finished. */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.#queue.then(task);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** The room as everyone may see it. */
  info(): RoomInfo {
    return {
      id: this.#record.id,
      game: this.#record.game,
      gameName: this.game.name,
      options: this.#record.options,
      status: this.#record.status,
      public: this.#record.isPublic,
      turnSeconds: this.#record.turnSeconds,
      hostSeat: this.#record.hostSeat,
      seats: this.#seats.info(this.#authority.viewers()),
      spectators: this.#authority.spectatorCount(),
      version: this.version,
      createdAt: this.#record.createdAt,
    };
  }

  /** Puts a person in a seat (the first empty one unless `wanted`); returns the secret token once. */
  claimSeat(name: string, wanted?: number): Promise<SeatClaim> {
    return this.run(async () => {
      this.#requireLive();
      this.#requireOpen();
      const seat = wanted ?? this.#seats.firstEmpty();
      if (seat === null) throw new ProtocolError('roomFull', 'Every seat in this room is taken.');
      this.#seats.requireEmpty(seat);
      const token = newSeatToken();
      const record: SeatRecord = {
        roomId: this.id,
        seat,
        name,
        kind: 'human',
        bot: null,
        tokenHash: hashSeatToken(token),
      };
      if (!(await this.#ctx.storage.claimSeat(record))) {
        throw new ProtocolError('seatTaken', 'Someone took that seat just before you.');
      }
      this.#seats.set(seat, record);
      this.#authority.revokeSeat(seat, CLOSE_CODES.normal, 'this seat was given to someone else');
      this.#lastSeenAt = this.#ctx.clock.now();
      this.#broadcastRoom();
      return { roomId: this.id, seat, token };
    });
  }

  /** Host only: a bot takes an empty seat. */
  addBot(client: RoomClient, seat: number, kind: BotKind): Promise<void> {
    return this.run(async () => {
      this.#requireHost(this.#authority.viewerOf(client));
      this.#requireOpen();
      this.#seats.requireEmpty(seat);
      const taken = this.#seats.records().map((other) => other.name);
      const record: SeatRecord = {
        roomId: this.id,
        seat,
        name: botName(kind, taken),
        kind: 'bot',
        bot: kind,
        tokenHash: null,
      };
      if (!(await this.#ctx.storage.claimSeat(record))) {
        throw new ProtocolError('seatTaken', 'That seat was taken just now.');
      }
      this.#seats.set(seat, record);
      this.#authority.revokeSeat(seat, CLOSE_CODES.normal, 'this seat was given to a bot');
      this.#lastSeenAt = this.#ctx.clock.now();
      this.#broadcastRoom();
    });
  }

  /** Host only: starts the match once every seat is filled. */
  start(client: RoomClient): Promise<void> {
    return this.run(() => {
      this.#requireHost(this.#authority.viewerOf(client));
      return this.#begin();
    });
  }

  /** Starts a rematch room the registry just made from a finished room the host asked about. */
  startRematch(): Promise<void> {
    return this.run(() => this.#begin());
  }

  async #begin(): Promise<void> {
    this.#requireOpen();
    if (!this.#seats.isFull()) {
      throw new ProtocolError(
        'seatsEmpty',
        'Fill every seat with a player or a bot before starting.',
      );
    }
    const seed = this.#ctx.newSeed();
    await this.#ctx.storage.startRoom(this.id, seed, this.game.rulesVersion);
    this.#record = {
      ...this.#record,
      status: 'playing',
      seed,
      rulesVersion: this.game.rulesVersion,
    };
    this.#match = replayRoomMatch(this.game, this.#record, []);
    this.#fanout.reset();
    this.#history.startMatch();
    this.#ctx.logger.info(
      { room: this.id, game: this.#record.game, seats: this.#seats.count },
      'match started',
    );
    this.#afterChange([], true);
  }

  /**
   * Attaches a connection as the seat of `token` (a spectator without one), deciding the seat
   * inside the queue so no `leave` or hand-off can slip between the check and the binding. A seat's
   * newer connection replaces (revokes) its older one. Resolves with the viewer it now speaks for.
   */
  attach(client: RoomClient, token: string | undefined): Promise<Viewer> {
    return this.run(() => {
      this.#requireLive();
      let viewer: Viewer = 'spectator';
      if (token !== undefined) {
        const seat = this.#seats.seatForToken(token);
        if (seat === null)
          throw new ProtocolError('badToken', 'That seat token is not valid for this room.');
        viewer = asSeat(seat);
      }
      this.#authority.bind(client, viewer);
      // A person back from autopilot changes their seat for everyone, which presence does not carry.
      const autopilotEnded = viewer !== 'spectator' && this.#seats.playerReturned(viewer);
      if (autopilotEnded && this.#record.status === 'playing') this.#reschedule();
      this.#send(client, {
        type: 'joined',
        protocol: PROTOCOL_VERSION,
        roomId: this.id,
        viewer,
        room: this.info(),
      });
      this.#outbox.send(client, this.#history.textFor(this.game, this.#match, viewer));
      this.#fanout.sendFull(client, viewer);
      if (this.#rematchId !== null)
        this.#send(client, { type: 'rematch', roomId: this.#rematchId });
      if (autopilotEnded) this.#broadcastRoom();
      else this.#presence.changed();
      return viewer;
    });
  }

  /** Detaches a connection that closed. */
  detach(client: RoomClient): Promise<void> {
    return this.run(() => {
      this.#fanout.release(client);
      if (!this.#authority.release(client)) return;
      this.#lastSeenAt = this.#ctx.clock.now();
      this.#presence.changed();
    });
  }

  /** The client leaves: before the start a guest's seat is freed; the connection is shut out. */
  leave(client: RoomClient): Promise<void> {
    return this.run(async () => {
      const viewer = this.#authority.viewerOf(client);
      this.#authority.revoke(client, CLOSE_CODES.normal, 'left the room');
      this.#fanout.release(client);
      this.#lastSeenAt = this.#ctx.clock.now();
      const freesSeat =
        this.#record.status === 'open' &&
        viewer !== 'spectator' &&
        viewer !== this.#record.hostSeat;
      if (freesSeat) {
        this.#seats.set(viewer, null);
        await this.#ctx.storage.releaseSeat(this.id, viewer);
        this.#broadcastRoom();
      } else {
        this.#presence.changed();
      }
    });
  }

  /** A person's decision, from a connection. */
  act(
    client: RoomClient,
    action: Action,
    expectedVersion: number,
    receivedAt: number,
  ): Promise<void> {
    return this.run(() => {
      const viewer = this.#authority.viewerOf(client);
      if (viewer === 'spectator')
        throw new ProtocolError('spectatorCannotAct', 'Spectators cannot play.');
      return this.#apply(viewer, action, expectedVersion, 'player', receivedAt);
    });
  }

  /** The connection does not hold the base of a delta it got: it gets the full update again. */
  resync(client: RoomClient): Promise<void> {
    return this.run(() => {
      this.#fanout.sendFull(client, this.#authority.viewerOf(client));
    });
  }

  /**
   * Relays a chat line (already checked by the hygiene rules) to the room, and keeps it for late
   * joiners, within the room's chat budget.
   */
  chat(client: RoomClient, text: string): Promise<void> {
    return this.run(() => {
      const viewer = this.#authority.viewerOf(client);
      this.#chatBudget.spend(this.#ctx.clock.now());
      const seat = viewer === 'spectator' ? null : viewer;
      const name = seat === null ? 'Spectator' : this.#seats.name(seat);
      const line = { type: 'chat', seat, name, text, at: this.#ctx.clock.now() } as const;
      this.#history.recordChat(line);
      this.#broadcast(line);
    });
  }

  /** Host only, before the start: empties a seat; a person removed is disconnected. */
  removeSeat(client: RoomClient, seat: number): Promise<void> {
    return this.run(async () => {
      this.#requireHost(this.#authority.viewerOf(client));
      this.#requireOpen();
      if (seat === this.#record.hostSeat)
        throw new ProtocolError('cannotRemoveHost', 'The host keeps their own seat.');
      if (this.#seats.records().every((record) => record.seat !== seat))
        throw new ProtocolError('seatOutOfRange', 'That seat is already empty.');
      await this.#ctx.storage.releaseSeat(this.id, seat);
      this.#seats.set(seat, null);
      this.#authority.revokeSeat(seat, CLOSE_CODES.removed, 'the host removed this seat');
      this.#lastSeenAt = this.#ctx.clock.now();
      this.#broadcastRoom();
    });
  }

  /** A person turns the automatic pass of windows they cannot answer on or off, for their seat. */
  setAutoPass(client: RoomClient, on: boolean): Promise<void> {
    return this.run(() => {
      const viewer = this.#authority.viewerOf(client);
      if (viewer === 'spectator')
        throw new ProtocolError('spectatorCannotAct', 'Spectators cannot play.');
      this.#autoPass.setEnabled(viewer, on);
      this.#reschedule();
    });
  }

  /** Host only, during play: a bot plays an absent person's seat (or stops doing so). */
  seatBot(client: RoomClient, seat: number, on: boolean): Promise<void> {
    return this.run(() => {
      this.#requireHost(this.#authority.viewerOf(client));
      if (this.#record.status !== 'playing')
        throw new ProtocolError('notStarted', 'Seats are handed to bots only during play.');
      const isPerson = this.#seats.peopleSeats().includes(seat);
      const away = !this.#authority.viewers().has(seat as Viewer);
      if (!isPerson || (on && !away)) {
        throw new ProtocolError(
          'seatNotAway',
          'Only the seat of a player who is away can be handed to a bot.',
        );
      }
      this.#seats.setAutopilot(seat, on);
      this.#reschedule();
      this.#broadcastRoom();
    });
  }

  /** A person has read the round summary; the pause ends once every connected person has. */
  continueAfterSummary(client: RoomClient): Promise<void> {
    return this.run(() => {
      const by = this.#authority.viewerOf(client);
      if (by === 'spectator' || this.#match === null) return;
      if (this.#pause.until(this.#match.version) === null) return;
      if (this.#pause.ready(by, this.#connectedPeople())) this.#reschedule();
    });
  }

  /**
   * Host only, once the game is over: `create` makes the rematch room (same seats) and returns its
   * id; everyone here is told where it is. Asking again gives the same room.
   */
  rematch(
    client: RoomClient,
    create: (room: RoomRecord, seats: readonly SeatRecord[]) => Promise<string>,
  ): Promise<string> {
    return this.run(async () => {
      this.#requireHost(this.#authority.viewerOf(client));
      if (this.#record.status !== 'finished')
        throw new ProtocolError('notFinished', 'A rematch can start once this game is over.');
      if (this.#rematchId === null) {
        this.#rematchId = await create(this.#record, this.#seats.records());
        this.#broadcast({ type: 'rematch', roomId: this.#rematchId });
      } else {
        this.#send(client, { type: 'rematch', roomId: this.#rematchId });
      }
      return this.#rematchId;
    });
  }

  /** Starts the timers and bots of a room resumed from storage. */
  resume(): Promise<void> {
    return this.run(() => {
      if (this.#record.status === 'playing') this.#reschedule();
    });
  }

  /** Stops timers and shuts out every connection (server shutdown, or the room expired). */
  close(code?: number, reason?: string): void {
    this.#closed = true;
    this.#scheduler.clear();
    this.#autoPass.clear();
    this.#fanout.close();
    this.#presence.close();
    this.#authority.revokeAll(code, reason);
  }

  async #apply(
    seat: number,
    action: Action,
    expectedVersion: number,
    source: ActionSource,
    receivedAt: number,
  ): Promise<void> {
    const match = this.#match;
    if (match === null) throw new ProtocolError('notStarted', 'The game has not started yet.');
    let step;
    const openedAt = match.decisionOpenedAt(asSeat(seat));
    try {
      step = match.actAt(expectedVersion, asSeat(seat), action, 'untrusted');
    } catch (error) {
      if (isRuleError(error) && error.code === ENGINE_ERROR_CODES.staleVersion) {
        // The person and the automatic pass answered one window at once: whichever came second
        // was already answered as it wanted, which is nobody's error.
        if (source === 'autoPass') return;
        if (source === 'player' && this.#autoPass.alreadyMade(seat, expectedVersion, action))
          return;
      }
      if (error instanceof InvariantError) {
        this.#ctx.logger.error(
          {
            err: error,
            room: this.id,
            seat,
            action,
            described: describeForLog(this.module, match, seat, action),
            version: match.version,
            hash: match.hash(),
          },
          'rules invariant failed',
        );
        throw new ProtocolError(
          'internal',
          'The server hit a bug with that move; it was not applied.',
        );
      }
      throw error;
    }
    const seq = match.version - 1;
    const finished = this.game.outcome(match.state) !== null;
    const snapshot =
      finished || (seq + 1) % this.#ctx.settings.snapshotEvery === 0
        ? { roomId: this.id, seq, state: match.state, hash: match.hash() }
        : undefined;
    try {
      await this.#ctx.storage.appendAction(
        { roomId: this.id, seq, seat, action, source, at: this.#ctx.clock.now() },
        { finished, ...(snapshot === undefined ? {} : { snapshot }) },
      );
    } catch (error) {
      this.#ctx.logger.error(
        { err: error, room: this.id, seq },
        'storing an action failed; reloading the room',
      );
      await this.#reload();
      throw new ProtocolError(
        'internal',
        'The server could not save that move; it was not applied.',
      );
    }
    if (finished) {
      this.#record = { ...this.#record, status: 'finished', finishedAt: this.#ctx.clock.now() };
      const outcome = this.game.outcome(match.state);
      this.#ctx.logger.info(
        { room: this.id, actions: seq + 1, label: outcome?.label },
        'match finished',
      );
    }
    this.#history.recordStep(match.version, step.events);
    const seatsChanged =
      source === 'player'
        ? this.#seats.playerReturned(seat)
        : source === 'timeout' && this.#seats.isAutomated(seat);
    this.#scheduler.decided(seat);
    this.#autoPass.decided(seat);
    if (source === 'autoPass' && openedAt !== null)
      this.#autoPass.passed(seat, openedAt, seq, action);
    this.#afterChange(
      step.events,
      finished || seatsChanged,
      source === 'timeout' ? { seat, action } : null,
    );
    if (finished) this.#ctx.onFinished?.(this);
    this.#ctx.metrics.recordAction(this.#ctx.clock.now() - receivedAt);
    if (this.#ctx.logger.isLevelEnabled('debug')) {
      this.#ctx.logger.debug(
        { room: this.id, seq, seat, action: action.type, source, hash: match.hash() },
        'action',
      );
    }
  }

  /** After the state changed: plan timers and bots, then tell everyone (and the room, if it changed). */
  #afterChange(
    events: readonly GameEvent[],
    roomChanged: boolean,
    playedFor: { readonly seat: number; readonly action: Action } | null = null,
  ): void {
    this.#reschedule();
    this.#fanout.changed(events, playedFor);
    if (roomChanged) this.#broadcastRoom();
  }

  #reschedule(): void {
    const match = this.#match;
    if (this.#closed || match === null || this.#record.status !== 'playing') {
      this.#scheduler.clear();
      this.#autoPass.clear();
      return;
    }
    const version = match.version;
    this.#autoPass.plan({
      toAct: this.game.toAct(match.state),
      isAutomated: (seat) => this.#seats.isAutomated(seat),
      legalFor: (seat) => legalActionsOf(this.game, match.state, asSeat(seat)),
      onPass: (seat, action) => {
        this.#background(() =>
          this.#apply(seat, action, version, 'autoPass', this.#ctx.clock.now()),
        );
      },
    });
    this.#scheduler.plan({
      toAct: this.game.toAct(match.state),
      isAutomated: (seat) => this.#seats.isAutomated(seat),
      turnMs: this.#record.turnSeconds * 1000,
      botDelayMs: this.#botDelayMs(match),
      onBotTurn: (seat) => {
        this.#botTurn(seat, version).catch((error: unknown) => {
          this.#ctx.logger.error({ err: error, room: this.id, seat }, 'bot turn failed');
        });
      },
      onTimeout: (seat) => {
        this.#background(() => this.#timeOut(seat, version));
      },
    });
  }

  /** The bots' think delay, or the rest of a round summary's pause while people still read. */
  #botDelayMs(match: ErasedMatch): number {
    const normal = this.#ctx.settings.botDelayMs;
    const automated = this.game.toAct(match.state).filter((seat) => this.#seats.isAutomated(seat));
    const atSummary = automated.some((seat) =>
      isSummaryStep(this.#record.game, legalActionsOf(this.game, match.state, seat)),
    );
    if (!atSummary) return normal;
    const now = this.#ctx.clock.now();
    const until = this.#pause.open(
      match.version,
      now,
      this.#ctx.settings.summaryPauseMs ?? DEFAULT_SUMMARY_PAUSE_MS,
    );
    const people = this.#connectedPeople();
    if (people.length === 0 || this.#pause.allReady(people)) return normal;
    return Math.max(normal, until - now);
  }

  /** Seats held by people with a live connection. */
  #connectedPeople(): number[] {
    const live = this.#authority.viewers();
    return this.#seats.peopleSeats().filter((seat) => live.has(seat as Viewer));
  }

  /**
   * A bot decides for `seat` from its view and legal actions only, then acts like a person. It
   * thinks outside the room's queue (a search runs on a worker thread), so people in the room are
   * not held up meanwhile; its answer is applied in the queue only if nothing changed since.
   */
  async #botTurn(seat: number, version: number): Promise<void> {
    const match = this.#match;
    if (this.#closed || match === null || match.version !== version) return;
    const decision = `${seat}:${version}`;
    if (this.#thinking.has(decision)) return;
    this.#thinking.add(decision);
    const kind = this.#seats.botKind(seat);
    const seed = botSeed(this.#record.botSecret, seat, match.version);
    const action = await chooseBotMove(this.module, match, this.#record, seat, kind, seed, {
      pool: this.#ctx.botPool,
      logger: this.#ctx.logger,
    }).finally(() => this.#thinking.delete(decision));
    if (action === null) return;
    this.#background(async () => {
      if (this.#closed || this.#match !== match || match.version !== version) return;
      await this.#apply(seat, action, version, 'bot', this.#ctx.clock.now());
    });
  }

  /** The seat ran out of time: the game's time-out answer is logged like any action. */
  async #timeOut(seat: number, version: number): Promise<void> {
    const match = this.#match;
    if (match === null || match.version !== version) return;
    const action = this.game.timeoutAction(match.state, asSeat(seat));
    this.#seats.timedOut(seat, this.#ctx.settings.timeoutsBeforeAutopilot);
    await this.#apply(seat, action, version, 'timeout', this.#ctx.clock.now());
  }

  /** Runs a queued task nobody awaits, logging (not throwing) its failure. */
  #background(task: () => Promise<void>): void {
    this.run(task).catch((error: unknown) => {
      this.#ctx.logger.warn({ err: error, room: this.id }, 'automatic move refused');
    });
  }

  /** Rebuilds the match from the stored log (after a failed write). */
  async #reload(): Promise<void> {
    const log = await this.#ctx.storage.getActions(this.id);
    this.#match = replayRoomMatch(this.game, this.#record, log);
  }

  #shared(match: ErasedMatch): SharedUpdate {
    return sharedUpdate(
      this.game,
      match,
      this.#scheduler.deadlines(),
      this.#pause.until(match.version),
    );
  }

  #broadcastRoom(): void {
    const room = this.info();
    this.#presence.told(
      room.seats.map((seat) => seat.connected),
      room.spectators,
    );
    if (this.#authority.size > 0) this.#broadcast({ type: 'room', room });
  }

  #broadcast(message: ServerMessage): void {
    this.#outbox.sendToAll(this.#authority.clients(), JSON.stringify(message));
  }

  #send(client: RoomClient, message: ServerMessage): void {
    this.#outbox.send(client, JSON.stringify(message));
  }

  #requireHost(by: Viewer): void {
    if (by === 'spectator')
      throw new ProtocolError('spectatorCannotAct', 'Spectators cannot change the room.');
    if (by !== this.#record.hostSeat)
      throw new ProtocolError('notHost', 'Only the host can do that.');
  }

  /** A room that expired (or whose server is closing) takes nobody new. */
  #requireLive(): void {
    if (this.#closed) throw new ProtocolError('roomNotFound', 'This room has closed.');
  }

  #requireOpen(): void {
    if (this.#record.status !== 'open') {
      throw new ProtocolError(
        'alreadyStarted',
        'The game has already started; the seats are fixed.',
      );
    }
  }
}
