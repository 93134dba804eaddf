// One room of the load benchmark: created over REST, its client seats played over WebSockets by
// the game's heuristic (or random) bot, its other seats given to the server's bots, until the game
// ends or the run's deadline passes.
import { asSeat, seededRng, type Action, type AnyGameModule, type Bot } from '@tavern/engine';
import {
  applyDelta,
  type BotKind,
  type CreateRoomResponse,
  type SeatClaim,
  type ServerMessage,
  type UpdateMessage,
} from '@tavern/engine/protocol';
import type { UpdateSizes } from './load-stats';
import type { TimedLatency } from './tail-causes';
import { open, post } from './bench-client';

/** What one room slot plays. */
export interface RoomPlan {
  readonly game: string;
  readonly seats: number;
  /** Seats 0..clients-1 are played by benchmark clients; the rest by server bots of `botKind`. */
  readonly clients: number;
  readonly botKind: BotKind | null;
}

/** Where the figures of every room go. */
export interface RoomTally {
  /** Action→update latencies in ms, by room group. */
  readonly latencies: Map<string, number[]>;
  /** The same latencies by game, over every group: which tables make the tail. */
  readonly gameLatencies: Map<string, number[]>;
  /** Every measured latency with its send time, over every group, for the tail's causes. */
  readonly timed: TimedLatency[];
  readonly sizes: UpdateSizes;
  readonly errors: Map<string, number>;
  gamesFinished: number;
}

/** Settings shared by every room of a run. */
export interface RoomSettings {
  readonly url: string;
  readonly deadline: number;
  readonly measureFrom: number;
  readonly thinkMs: number;
  /** Think times are drawn from thinkMs × [1 − thinkJitter, 1 + thinkJitter]. */
  readonly thinkJitter: number;
  readonly chooser: 'heuristic' | 'random';
  readonly modules: readonly AnyGameModule[];
}

/** Plays one game of `plan` in a new room; `tag` seeds the clients' choices. */
export async function playRoom(
  plan: RoomPlan,
  tag: string,
  group: string,
  settings: RoomSettings,
  tally: RoomTally,
): Promise<void> {
  const module = settings.modules.find((candidate) => candidate.def.id === plan.game);
  const choose: Bot<unknown, Action> =
    settings.chooser === 'heuristic' && module !== undefined
      ? (input) => module.heuristicBot(input)
      : ({ legal, rng }) => rng.pick(legal);
  const latencies = tally.latencies.get(group) ?? [];
  tally.latencies.set(group, latencies);
  const gameLatencies = tally.gameLatencies.get(plan.game) ?? [];
  tally.gameLatencies.set(plan.game, gameLatencies);
  const host = await post<CreateRoomResponse>(`${settings.url}/api/rooms`, {
    game: plan.game,
    seats: plan.seats,
    name: 'Bench',
    public: false,
  });
  const tokens = [host.token];
  for (let seat = 1; seat < plan.clients; seat++) {
    const claim = await post<SeatClaim>(`${settings.url}/api/rooms/${host.roomId}/seats`, {
      name: `B${seat}`,
    });
    tokens.push(claim.token);
  }
  const wsUrl = `${settings.url.replace('http', 'ws')}/ws`;
  const sockets = await Promise.all(tokens.map(() => open(wsUrl)));
  await new Promise<void>((resolveGame) => {
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      clearTimeout(stopTimer);
      resolveGame();
    };
    const stopTimer = setTimeout(finish, Math.max(0, settings.deadline - performance.now()));
    sockets.forEach((socket, seat) => {
      const rng = seededRng(`bench:${tag}:${seat}`);
      let pending: { version: number; at: number } | null = null;
      let held: UpdateMessage | null = null;
      // Each decision is answered once, even while other seats' answers to it arrive.
      let answered: number | undefined;
      socket.on('message', (data: Buffer) => {
        const received = JSON.parse(data.toString('utf8')) as ServerMessage;
        // Deltas are folded into the full update they stand for, as every client does.
        const message = received.type === 'delta' ? applyDelta(held, received) : received;
        if (message === null) {
          tally.errors.set('deltaWithoutBase', (tally.errors.get('deltaWithoutBase') ?? 0) + 1);
          return;
        }
        if (message.type === 'update') held = message;
        if (message.type === 'error') {
          const code = message.code;
          tally.errors.set(code, (tally.errors.get(code) ?? 0) + 1);
          // A refused answer brings no update of its own: the next one is not its latency.
          pending = null;
          return;
        }
        if (message.type === 'joined' && seat === 0) {
          // Messages of one connection are handled in order: the bots sit down before the start.
          for (let botSeat = plan.clients; botSeat < plan.seats; botSeat++) {
            socket.send(JSON.stringify({ type: 'addBot', seat: botSeat, bot: plan.botKind }));
          }
          socket.send(JSON.stringify({ type: 'start' }));
          return;
        }
        if (message.type !== 'update') return;
        tally.sizes.add(plan.game, data.length);
        const now = performance.now();
        if (pending !== null && message.version > pending.version) {
          if (pending.at >= settings.measureFrom) {
            latencies.push(now - pending.at);
            gameLatencies.push(now - pending.at);
            tally.timed.push({ at: performance.timeOrigin + pending.at, ms: now - pending.at });
          }
          pending = null;
        }
        if (message.outcome !== null) {
          if (seat === 0) tally.gamesFinished++;
          finish();
          return;
        }
        if (message.legal.length === 0 || finished) return;
        if (message.decision !== undefined && message.decision === answered) return;
        answered = message.decision;
        const act = (): void => {
          if (finished) return;
          // Like a person, the seat answers the prompt in front of it: a decision that closed while
          // it thought (the server passed for it, or its time ran out) is no longer there to answer.
          if (held !== null && held.decision !== message.decision) return;
          const action = choose({
            seat: asSeat(seat),
            view: message.view,
            legal: message.legal,
            rng,
          });
          // From the send: the client bot's own thinking is not the server's latency.
          pending = { version: message.version, at: performance.now() };
          socket.send(JSON.stringify({ type: 'act', action, expectedVersion: message.version }));
        };
        // Drawn only with jitter, so that a fixed think time leaves the seat's choices as they were.
        const jitter = settings.thinkJitter;
        const think =
          jitter > 0
            ? settings.thinkMs * (1 - jitter + 2 * jitter * rng.float())
            : settings.thinkMs;
        if (think > 0) setTimeout(act, think);
        else act();
      });
    });
    // Guests join first so the host's start finds everyone connected.
    sockets.forEach((socket, seat) => {
      if (seat > 0)
        socket.send(JSON.stringify({ type: 'join', roomId: host.roomId, token: tokens[seat] }));
    });
    setTimeout(() => {
      sockets[0]?.send(JSON.stringify({ type: 'join', roomId: host.roomId, token: tokens[0] }));
    }, 20);
  });
  for (const socket of sockets) socket.close();
}
