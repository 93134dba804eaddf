import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { addressKey, type AddressPrefixes } from '../limits/address-key';
import type { ConnectionLimit } from '../limits/connection-limit';

const keyOf = (prefix: string): string => `tavern:connections:${prefix}`;

/**
 * Open WebSocket connections per address prefix across a cluster: one Redis hash per prefix, a
 * field per process holding that process's count. Counts of a process that died are dropped when
 * next read (its "alive" key lapsed), so a crash does not lock an address out.
 */
export class SharedConnectionLimit implements ConnectionLimit {
  constructor(
    readonly redis: Redis,
    readonly node: string,
    readonly maxPerAddress: number,
    readonly prefixes: AddressPrefixes,
    readonly isAlive: (node: string) => Promise<boolean>,
    readonly logger: Logger,
  ) {}

  async allows(address: string): Promise<boolean> {
    const key = keyOf(addressKey(address, this.prefixes));
    const counts = await this.redis.hgetall(key);
    let total = 0;
    for (const [node, count] of Object.entries(counts)) {
      if (node !== this.node && !(await this.isAlive(node))) {
        await this.redis.hdel(key, node);
        continue;
      }
      total += Number(count);
    }
    return total < this.maxPerAddress;
  }

  open(address: string): () => void {
    const key = keyOf(addressKey(address, this.prefixes));
    const change = (by: number): void => {
      this.redis
        .multi()
        .hincrby(key, this.node, by)
        .pexpire(key, 24 * 60 * 60 * 1000)
        .exec()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'could not count a connection in Redis');
        });
    };
    change(1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      change(-1);
    };
  }
}
