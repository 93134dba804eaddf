import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RoomStatus } from '@tavern/engine/protocol';

/** Bucket bounds (seconds) of the latency histograms: 1 ms to 5 s. */
const LATENCY_BUCKETS_SECONDS = [
  0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
] as const;

/**
 * The server's Prometheus metrics on a registry of its own (so two servers in one process do not
 * mix): Node's default process metrics (CPU, memory, GC, event-loop lag), rooms by status,
 * connections, actions, rejected messages, and action and HTTP latency histograms in seconds.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Open WebSocket connections (also read by `/healthz`). */
  connections = 0;
  readonly #actions: Counter;
  readonly #rejected: Counter;
  readonly #actionLatency: Histogram;
  readonly #httpLatency: Histogram<'method' | 'route' | 'status'>;

  constructor(roomCounts: () => Readonly<Record<RoomStatus, number>>) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const registers = [this.registry];
    new Gauge({
      name: 'tavern_rooms',
      help: 'Rooms in memory by status.',
      labelNames: ['status'],
      registers,
      collect() {
        for (const [status, count] of Object.entries(roomCounts())) this.set({ status }, count);
      },
    });
    const openConnections = (): number => this.connections;
    new Gauge({
      name: 'tavern_connections',
      help: 'Open WebSocket connections.',
      registers,
      collect() {
        this.set(openConnections());
      },
    });
    this.#actions = new Counter({
      name: 'tavern_actions_total',
      help: 'Actions applied and stored.',
      registers,
    });
    this.#rejected = new Counter({
      name: 'tavern_rejected_total',
      help: 'Messages answered with an error.',
      registers,
    });
    this.#actionLatency = new Histogram({
      name: 'tavern_action_latency_seconds',
      help: 'From receiving an action to sending its updates (stored first).',
      buckets: [...LATENCY_BUCKETS_SECONDS],
      registers,
    });
    this.#httpLatency = new Histogram({
      name: 'tavern_http_request_duration_seconds',
      help: 'HTTP requests by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [...LATENCY_BUCKETS_SECONDS],
      registers,
    });
  }

  /** Records an applied action that took `latencyMs` from receipt to the updates being sent. */
  recordAction(latencyMs: number): void {
    this.#actions.inc();
    this.#actionLatency.observe(latencyMs / 1000);
  }

  /** Counts a message answered with an error. */
  recordRejected(): void {
    this.#rejected.inc();
  }

  /** Records one HTTP request; `route` is the route pattern (not the URL, to keep labels few). */
  recordHttp(method: string, route: string, status: number, seconds: number): void {
    this.#httpLatency.observe({ method, route, status: String(status) }, seconds);
  }

  /** The metrics in the Prometheus text format. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  /** The content type of `render`'s text. */
  get contentType(): string {
    return this.registry.contentType;
  }
}
