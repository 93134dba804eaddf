import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { relayMessageSchema, type RelayMessage } from './relay-messages';

const channelOf = (node: string): string => `tavern:node:${node}`;
const aliveKeyOf = (node: string): string => `tavern:alive:${node}`;

/**
 * This process's line to the others, over Redis pub/sub: it listens on its own channel and
 * publishes to theirs. Redis keeps the order of messages from one publisher, so each connection's
 * frames and updates arrive in the order they were sent. It also keeps an "alive" key with a
 * short expiry, so the others notice within `aliveTtlMs` when this process is gone.
 */
export class NodeBus {
  readonly #commands: Redis;
  readonly #subscriber: Redis;
  readonly #logger: Logger;
  readonly #aliveTtlMs: number;
  readonly #handlers: ((message: RelayMessage) => void)[] = [];
  #aliveTimer: NodeJS.Timeout | null = null;

  private constructor(
    readonly node: string,
    commands: Redis,
    subscriber: Redis,
    logger: Logger,
    aliveTtlMs: number,
  ) {
    this.#commands = commands;
    this.#subscriber = subscriber;
    this.#logger = logger;
    this.#aliveTtlMs = aliveTtlMs;
  }

  /** Subscribes to this node's channel and starts announcing it is alive. */
  static async open(
    node: string,
    commands: Redis,
    subscriber: Redis,
    logger: Logger,
    aliveTtlMs: number,
  ): Promise<NodeBus> {
    const bus = new NodeBus(node, commands, subscriber, logger, aliveTtlMs);
    subscriber.on('message', (_channel: string, text: string) => {
      bus.#receive(text);
    });
    await subscriber.subscribe(channelOf(node));
    await bus.#announce();
    bus.#aliveTimer = setInterval(
      () => {
        bus.#announce().catch((error: unknown) => {
          logger.warn({ err: error }, 'could not refresh this process in Redis');
        });
      },
      Math.max(100, Math.floor(aliveTtlMs / 3)),
    );
    bus.#aliveTimer.unref();
    return bus;
  }

  /** Calls `handler` for every message sent to this process. */
  onMessage(handler: (message: RelayMessage) => void): void {
    this.#handlers.push(handler);
  }

  /** Sends `message` to the process `node` (nothing happens if it is gone). */
  send(node: string, message: RelayMessage): void {
    this.#commands.publish(channelOf(node), JSON.stringify(message)).catch((error: unknown) => {
      this.#logger.warn({ err: error, node }, 'could not relay a message');
    });
  }

  /** Is the process `node` alive (it refreshed its key within the last `aliveTtlMs`)? */
  async isAlive(node: string): Promise<boolean> {
    return (await this.#commands.exists(aliveKeyOf(node))) === 1;
  }

  /** Stops listening and announcing; the others learn at once that this process is gone. */
  async close(): Promise<void> {
    if (this.#aliveTimer !== null) clearInterval(this.#aliveTimer);
    this.#aliveTimer = null;
    await this.#commands.del(aliveKeyOf(this.node)).catch(() => undefined);
    await this.#subscriber.unsubscribe().catch(() => undefined);
  }

  async #announce(): Promise<void> {
    await this.#commands.set(aliveKeyOf(this.node), '1', 'PX', this.#aliveTtlMs);
  }

  #receive(text: string): void {
    let message: RelayMessage;
    try {
      message = relayMessageSchema.parse(JSON.parse(text));
    } catch (error) {
      this.#logger.error({ err: error }, 'unreadable message from another process');
      return;
    }
    for (const handler of this.#handlers) handler(message);
  }
}
