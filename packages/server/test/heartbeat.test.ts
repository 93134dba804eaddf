import { describe, expect, test } from 'vitest';
import { HEARTBEAT_SLICES, Heartbeat, type HeartbeatSocket } from '../src/ws/heartbeat';
import { ManualClock } from './fixtures/manual-clock';

const INTERVAL = 30_000;

/** A connection that records when it was pinged and answers (or not) at once. */
class FakeSocket implements HeartbeatSocket {
  readonly pings: number[] = [];
  terminated = false;
  readonly #listeners = new Map<string, (() => void)[]>();

  constructor(
    readonly clock: ManualClock,
    readonly answers: boolean,
  ) {}

  ping(): void {
    this.pings.push(this.clock.now());
    if (this.answers) for (const listener of this.#listeners.get('pong') ?? []) listener();
  }

  terminate(): void {
    this.terminated = true;
    for (const listener of this.#listeners.get('close') ?? []) listener();
  }

  on(event: 'pong' | 'close', listener: () => void): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
}

function watched(answering: readonly boolean[]): { clock: ManualClock; heartbeat: Heartbeat; sockets: FakeSocket[] } {
  const clock = new ManualClock();
  const heartbeat = new Heartbeat(clock, INTERVAL);
  const sockets = answering.map((answers) => new FakeSocket(clock, answers));
  for (const socket of sockets) heartbeat.watch(socket);
  heartbeat.start();
  return { clock, heartbeat, sockets };
}

describe('the heartbeat', () => {
  test('pings every connection once per interval, a slice of them at a time', () => {
    const { clock, heartbeat, sockets } = watched(new Array<boolean>(300).fill(true));
    const start = clock.now();
    clock.advance(INTERVAL);
    expect(sockets.every((socket) => socket.pings.length === 1)).toBe(true);
    const perInstant = new Map<number, number>();
    for (const socket of sockets) perInstant.set(socket.pings[0] as number, (perInstant.get(socket.pings[0] as number) ?? 0) + 1);
    // Not all at once: no instant carries more than its share of the pings.
    expect(perInstant.size).toBe(HEARTBEAT_SLICES);
    expect(Math.max(...perInstant.values())).toBe(300 / HEARTBEAT_SLICES);
    expect(Math.max(...perInstant.keys()) - start).toBeLessThanOrEqual(INTERVAL);
    clock.advance(INTERVAL);
    expect(sockets.every((socket) => socket.pings.length === 2 && !socket.terminated)).toBe(true);
    heartbeat.stop();
  });

  test('cuts off a connection that did not answer its last ping, and only that one', () => {
    const { clock, heartbeat, sockets } = watched([true, false]);
    const [healthy, vanished] = sockets as [FakeSocket, FakeSocket];
    clock.advance(INTERVAL);
    expect(vanished.terminated).toBe(false);
    clock.advance(INTERVAL);
    expect(vanished.terminated).toBe(true);
    expect(healthy.terminated).toBe(false);
    // Once cut off it is pinged no more.
    clock.advance(INTERVAL);
    expect(vanished.pings).toHaveLength(1);
    expect(healthy.pings).toHaveLength(3);
    heartbeat.stop();
  });
});
