/** Upper bounds (ms) of the latency histogram buckets. */
const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 250, 500, 1000, 2500] as const;

/** Live counters for `/metrics`: rooms, connections, actions/s and action latency. */
export class Metrics {
  connections = 0;
  actionsTotal = 0;
  rejectedTotal = 0;
  readonly #bucketCounts = LATENCY_BUCKETS_MS.map(() => 0);
  #latencyCount = 0;
  #latencySum = 0;
  /** Action times (ms) over the last `RATE_WINDOW_MS`, for actions per second. */
  #recent: number[] = [];

  /** Records an applied action that took `latencyMs` from receipt to the updates being sent. */
  recordAction(now: number, latencyMs: number): void {
    this.actionsTotal++;
    this.#recent.push(now);
    if (this.#recent.length > 100_000) this.#recent = this.#recent.slice(-50_000);
    this.#latencyCount++;
    this.#latencySum += latencyMs;
    const index = LATENCY_BUCKETS_MS.findIndex((bound) => latencyMs <= bound);
    if (index >= 0) this.#bucketCounts[index] = (this.#bucketCounts[index] ?? 0) + 1;
  }

  /** Actions per second over the last ten seconds. */
  actionsPerSecond(now: number): number {
    const windowMs = 10_000;
    this.#recent = this.#recent.filter((at) => now - at < windowMs);
    return this.#recent.length / (windowMs / 1000);
  }

  /** The metrics in the Prometheus text format. */
  render(now: number, rooms: Readonly<Record<string, number>>): string {
    const lines: string[] = [
      '# HELP tavern_rooms Rooms in memory by status.',
      '# TYPE tavern_rooms gauge',
      ...Object.entries(rooms).map(
        ([status, count]) => `tavern_rooms{status="${status}"} ${count}`,
      ),
      '# HELP tavern_connections Open WebSocket connections.',
      '# TYPE tavern_connections gauge',
      `tavern_connections ${this.connections}`,
      '# HELP tavern_actions_total Actions applied and stored.',
      '# TYPE tavern_actions_total counter',
      `tavern_actions_total ${this.actionsTotal}`,
      '# HELP tavern_rejected_total Messages answered with an error.',
      '# TYPE tavern_rejected_total counter',
      `tavern_rejected_total ${this.rejectedTotal}`,
      '# HELP tavern_actions_per_second Applied actions per second over the last 10 s.',
      '# TYPE tavern_actions_per_second gauge',
      `tavern_actions_per_second ${this.actionsPerSecond(now)}`,
      '# HELP tavern_action_latency_ms From receiving an action to sending the updates.',
      '# TYPE tavern_action_latency_ms histogram',
    ];
    let cumulative = 0;
    LATENCY_BUCKETS_MS.forEach((bound, i) => {
      cumulative += this.#bucketCounts[i] ?? 0;
      lines.push(`tavern_action_latency_ms_bucket{le="${bound}"} ${cumulative}`);
    });
    lines.push(`tavern_action_latency_ms_bucket{le="+Inf"} ${this.#latencyCount}`);
    lines.push(`tavern_action_latency_ms_sum ${this.#latencySum}`);
    lines.push(`tavern_action_latency_ms_count ${this.#latencyCount}`);
    return `${lines.join('\n')}\n`;
  }
}
