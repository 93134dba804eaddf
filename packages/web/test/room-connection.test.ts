import { PROTOCOL_VERSION } from '@tavern/engine/protocol';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { RoomConnection } from '../src/api/room-connection';

/** A socket the test drives: it records what the client sends and delivers what the test says. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  readonly sent: { type: string }[] = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text) as { type: string });
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  deliver(message: unknown): void {
    const event = new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) });
    this.dispatchEvent(event);
  }
}

const ROOM = {
  id: 'room-abc',
  game: 'regicide',
  gameName: 'Regicide',
  options: {},
  status: 'playing',
  public: false,
  turnSeconds: 0,
  hostSeat: 0,
  seats: [{ seat: 0, name: 'Ann', kind: 'human', bot: null, connected: true, autopilot: false }],
  spectators: 0,
  version: 3,
  createdAt: 0,
};

function connected(): { connection: RoomConnection; socket: FakeSocket } {
  const connection = new RoomConnection('room-abc', 'token', 'ws://test/ws');
  connection.connect();
  const socket = FakeSocket.last;
  if (socket === null) throw new Error('no socket was opened');
  socket.open();
  return { connection, socket };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a game message the client cannot read is shown to the player and the whole game is asked for once', () => {
  const { connection, socket } = connected();
  socket.deliver({ type: 'joined', protocol: PROTOCOL_VERSION, roomId: 'room-abc', viewer: 0, room: ROOM });
  expect(connection.getSnapshot().viewer).toBe(0);

  socket.deliver({ type: 'delta', base: 'three', version: 4 });
  expect(connection.getSnapshot().error?.code).toBe('unreadableMessage');
  expect(socket.sent.filter((message) => message.type === 'resync')).toHaveLength(1);

  // Until the full update comes, another unreadable message is shown again but not asked for again.
  const firstError = connection.getSnapshot().error?.id;
  socket.deliver('{not json');
  expect(connection.getSnapshot().error?.id).not.toBe(firstError);
  expect(socket.sent.filter((message) => message.type === 'resync')).toHaveLength(1);
});

test('an answer to join from another protocol version is shown, not dropped', () => {
  const { connection, socket } = connected();
  socket.deliver({ type: 'joined', protocol: PROTOCOL_VERSION + 1, roomId: 'room-abc', viewer: 0, room: ROOM });
  const snapshot = connection.getSnapshot();
  expect(snapshot.error?.code).toBe('unreadableMessage');
  expect(snapshot.viewer).toBeNull();
  // Not joined: a resync would only be refused.
  expect(socket.sent.map((message) => message.type)).toEqual(['join']);
});
