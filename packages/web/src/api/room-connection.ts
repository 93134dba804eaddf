import { loadAutoPassChoice, saveAutoPassChoice } from './auto-pass-choice';
import {
  applyDelta,
  applyPresence,
  serverMessageSchema,
  type ChatRelayMessage,
  type ClientMessage,
  type RoomInfo,
  type UpdateMessage,
  type WireViewer,
} from '@tavern/engine/protocol';

/** The WebSocket path of the server. */
export const SOCKET_PATH = '/ws';

/** One line of the game log: the events of one applied action, as this viewer saw them. */
export interface LogEntry {
  readonly version: number;
  readonly events: readonly { readonly type: string; readonly [field: string]: unknown }[];
}

/** A rule or protocol error answering one of our messages. */
export interface ShownError {
  readonly id: number;
  readonly code: string;
  /** The server's sentence, used only when the catalogue has no words for `code`. */
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The server played for this seat when its time ran out. */
export interface TimedOutNotice {
  readonly version: number;
  readonly action: { readonly type: string; readonly [field: string]: unknown };
}

/** Everything the room page renders, rebuilt immutably on every server message. */
export interface RoomSnapshot {
  readonly link: 'connecting' | 'open' | 'reconnecting';
  readonly viewer: WireViewer | null;
  readonly room: RoomInfo | null;
  readonly update: UpdateMessage | null;
  readonly log: readonly LogEntry[];
  /** Chat lines, oldest first (the room's recent chat arrives on join). */
  readonly chat: readonly ChatRelayMessage[];
  /** The room of the rematch the host started, once there is one. */
  readonly rematchRoomId: string | null;
  readonly timedOut: TimedOutNotice | null;
  readonly error: ShownError | null;
  /** A refusal that ends this connection attempt for good (unknown room, bad token). */
  readonly fatal: ShownError | null;
}

const INITIAL: RoomSnapshot = {
  link: 'connecting',
  viewer: null,
  room: null,
  update: null,
  log: [],
  chat: [],
  rematchRoomId: null,
  timedOut: null,
  error: null,
  fatal: null,
};
const MAX_CHAT = 100;
const FATAL_CODES = new Set(['roomNotFound', 'badToken']);
/** The code of the client's own error: a server message it could not read. */
export const UNREADABLE = 'unreadableMessage';
const MAX_LOG = 2000;

/**
 * A live connection to one room: joins with the seat token (or as a spectator), reconnects with
 * back-off when the socket drops, and exposes a snapshot for `useSyncExternalStore`.
 */
export class RoomConnection {
  #snapshot: RoomSnapshot = INITIAL;
  #socket: WebSocket | null = null;
  #listeners = new Set<() => void>();
  #retry = 0;
  #closed = false;
  #errorId = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** A `resync` is on its way: deltas are dropped until the full update it asked for arrives. */
  #resyncing = false;
  /** The decision (its opening version) we already answered: a second click is not sent. */
  #answered: number | null = null;

  constructor(
    readonly roomId: string,
    readonly token: string | null,
    private readonly url: string = socketUrl(),
  ) {}

  /** Opens the socket (idempotent). */
  connect(): void {
    this.#closed = false;
    if (this.#socket !== null) return;
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      this.#retry = 0;
      this.#resyncing = false;
      this.#answered = null;
      const join: ClientMessage =
        this.token === null ? { type: 'join', roomId: this.roomId } : { type: 'join', roomId: this.roomId, token: this.token };
      socket.send(JSON.stringify(join));
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.#socket === socket && typeof event.data === 'string') this.#receive(event.data);
    });
    socket.addEventListener('close', () => {
      // A socket we already replaced or closed on purpose says nothing about the link.
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#closed || this.#snapshot.fatal !== null) return;
      this.#set({ ...this.#snapshot, link: 'reconnecting' });
      const delay = Math.min(5000, 250 * 2 ** this.#retry);
      this.#retry += 1;
      this.#timer = setTimeout(() => {
        this.connect();
      }, delay);
    });
  }

  /** Closes for good (the page is leaving). */
  close(): void {
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#socket?.close();
    this.#socket = null;
  }

  /** Sends a message if the socket is open; returns whether it was sent. */
  send(message: ClientMessage): boolean {
    const socket = this.#socket;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Takes a decision against the version we chose it from. The server accepts it while that
   * decision is open, even if other seats answered the same window in between.
   */
  act(action: { readonly type: string }): boolean {
    const update = this.#snapshot.update;
    const decision = update?.decision ?? null;
    // Other seats answering the same window send updates while ours is on its way: answer once.
    if (decision !== null && decision === this.#answered) return false;
    const version = update?.version ?? 0;
    const sent = this.send({ type: 'act', action: { ...action }, expectedVersion: version });
    if (sent) this.#answered = decision;
    return sent;
  }

  /** Turns the automatic pass of windows this seat cannot answer on or off, here and for later rooms. */
  setAutoPass(on: boolean): void {
    saveAutoPassChoice(on);
    this.send({ type: 'autoPass', on });
  }

  /** Says something to the room. */
  chat(text: string): boolean {
    const trimmed = text.trim();
    return trimmed.length > 0 && this.send({ type: 'chat', text: trimmed });
  }

  /** Hides the notice that the server played for us. */
  dismissTimedOut(): void {
    this.#set({ ...this.#snapshot, timedOut: null });
  }

  /** Hides the last error. */
  dismissError(): void {
    this.#set({ ...this.#snapshot, error: null });
  }

  /** Shows an error produced on this side (e.g. a copy that failed). */
  showError(code: string, message: string, params?: Readonly<Record<string, unknown>>): void {
    this.#errorId += 1;
    this.#set({ ...this.#snapshot, error: { id: this.#errorId, code, message, ...(params === undefined ? {} : { params }) } });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): RoomSnapshot => this.#snapshot;

  #set(next: RoomSnapshot): void {
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }

  /** A full update (sent whole, or rebuilt from a delta): the table, the log and the time-out notice. */
  #receiveUpdate(update: UpdateMessage): void {
    const s = this.#snapshot;
    const last = s.log.at(-1)?.version ?? -1;
    const log =
      update.version > last && update.events.length > 0
        ? [...s.log, { version: update.version, events: update.events }].slice(-MAX_LOG)
        : s.log;
    const room = s.room === null ? null : { ...s.room, version: update.version };
    const timedOut =
      update.playedForYou === undefined ? s.timedOut : { version: update.version, action: update.playedForYou };
    this.#set({ ...s, update, log, room, timedOut });
  }

  #receive(data: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      this.#unreadable(data.slice(0, 80), 'not JSON');
      return;
    }
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) {
      this.#unreadable(raw, parsed.error.message);
      return;
    }
    const message = parsed.data;
    const s = this.#snapshot;
    switch (message.type) {
      case 'joined':
        this.#set({ ...s, link: 'open', viewer: message.viewer, room: message.room, error: null });
        // The server passes automatically unless told otherwise: a player who turned it off says so on every join.
        if (message.viewer !== 'spectator' && !loadAutoPassChoice()) this.send({ type: 'autoPass', on: false });
        return;
      case 'room':
        this.#set({ ...s, room: message.room });
        return;
      case 'presence':
        if (s.room !== null) this.#set({ ...s, room: applyPresence(s.room, message) });
        return;
      case 'history':
        // A (re)join: the server's log replaces ours, so nothing is lost or shown twice.
        this.#set({ ...s, log: message.entries.slice(-MAX_LOG), chat: message.chat.slice(-MAX_CHAT) });
        return;
      case 'rematch':
        this.#set({ ...s, rematchRoomId: message.roomId });
        return;
      case 'delta': {
        // A delta names the update it was told against; without that update, ask for the whole view.
        if (this.#resyncing) return;
        const update = applyDelta(s.update, message);
        if (update !== null) this.#receiveUpdate(update);
        else this.#resyncing = this.send({ type: 'resync' });
        return;
      }
      case 'update':
        this.#resyncing = false;
        this.#receiveUpdate(message);
        return;
      case 'error': {
        // A refused answer leaves its decision open: the player may answer it again.
        this.#answered = null;
        this.#errorId += 1;
        const shown: ShownError = {
          id: this.#errorId,
          code: message.code,
          message: message.message,
          ...(message.params === undefined ? {} : { params: message.params }),
        };
        if (FATAL_CODES.has(message.code) && s.link !== 'open') {
          this.#set({ ...s, fatal: shown });
          this.#socket?.close();
        } else this.#set({ ...s, error: shown });
        return;
      }
      case 'chat':
        this.#set({ ...s, chat: [...s.chat, message].slice(-MAX_CHAT) });
        return;
    }
  }

  /**
   * A message this client cannot read (a server of another version, a bug): dropping it silently
   * could leave the table waiting for an update or an answer that already came. The player is
   * told, and a joined client asks for the whole game again (once until it arrives).
   */
  #unreadable(raw: unknown, why: string): void {
    console.warn('Tavern: a server message could not be read', why, raw);
    this.#answered = null;
    this.#errorId += 1;
    const error: ShownError = { id: this.#errorId, code: UNREADABLE, message: why };
    this.#set({ ...this.#snapshot, error });
    if (this.#snapshot.viewer !== null && !this.#resyncing) this.#resyncing = this.send({ type: 'resync' });
  }
}

/** The socket URL on the page's own host. */
export function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}`;
}
