import { i18n } from '../i18n';
import { loadAutoPassChoice, saveAutoPassChoice } from './auto-pass-choice';
import {
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
  /** The last action sent, kept to resend it once if it crossed another player's answer. */
  #lastAction: { readonly type: string } | null = null;
  #resendOnUpdate = false;

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

  /** Takes a decision against the version we last saw. */
  act(action: { readonly type: string }): boolean {
    this.#lastAction = action;
    this.#resendOnUpdate = false;
    const version = this.#snapshot.update?.version ?? 0;
    return this.send({ type: 'act', action: { ...action }, expectedVersion: version });
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

  /**
   * After a stale-version refusal, the action is sent again only if it is still legal in the new
   * position; otherwise the player chooses anew (nothing is ever applied twice: the server checks
   * the version).
   */
  #resendIfStillLegal(legal: readonly { readonly type: string }[]): void {
    if (!this.#resendOnUpdate || this.#lastAction === null) return;
    const action = this.#lastAction;
    this.#resendOnUpdate = false;
    this.#lastAction = null;
    if (legal.some((candidate) => sameAction(candidate, action))) this.act(action);
    else this.showError('staleVersion', i18n.t('web:table.movedOn'), {});
  }

  #receive(data: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) return;
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
      case 'history':
        // A (re)join: the server's log replaces ours, so nothing is lost or shown twice.
        this.#set({ ...s, log: message.entries.slice(-MAX_LOG), chat: message.chat.slice(-MAX_CHAT) });
        return;
      case 'rematch':
        this.#set({ ...s, rematchRoomId: message.roomId });
        return;
      case 'update': {
        const last = s.log.at(-1)?.version ?? -1;
        const log =
          message.version > last && message.events.length > 0
            ? [...s.log, { version: message.version, events: message.events }].slice(-MAX_LOG)
            : s.log;
        const room = s.room === null ? null : { ...s.room, version: message.version };
        const timedOut =
          message.playedForYou === undefined ? s.timedOut : { version: message.version, action: message.playedForYou };
        this.#set({ ...s, update: message, log, room, timedOut });
        this.#resendIfStillLegal(message.legal);
        return;
      }
      case 'error': {
        if (message.code === 'staleVersion' && this.#lastAction !== null && !this.#resendOnUpdate) {
          // Someone else answered first (a simultaneous window): the next update decides.
          this.#resendOnUpdate = true;
          return;
        }
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
}

/** Plain JSON equality for actions (key order as sent by the same server). */
function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The socket URL on the page's own host. */
export function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}`;
}
