import type { ClusterOwnership } from './cluster-ownership';
import type { NodeBus } from './node-bus';
import type { RoomLeases } from './room-leases';

/** Where a room runs, for a request about it: here, or in another live process. */
export type RoomRoute =
  { readonly kind: 'local' } | { readonly kind: 'remote'; readonly node: string };

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Decides which process serves a room: the holder of its live lease if that process is alive;
 * otherwise this one (a room nobody runs, or whose owner died and whose lease expired), which
 * takes the lease when it loads the room. While a dead owner's lease has not expired yet, it
 * waits, up to `waitMs`. Deciding takes no lease, so a look at a finished room pins nothing.
 */
export class RoomRouter {
  constructor(
    readonly leases: RoomLeases,
    readonly ownership: ClusterOwnership,
    readonly bus: NodeBus,
    readonly waitMs: number,
  ) {}

  async route(roomId: string): Promise<RoomRoute> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      if (this.ownership.fenceOf(roomId) !== null) return { kind: 'local' };
      const holder = await this.leases.holderOf(roomId);
      if (holder === null || !holder.live || holder.owner === this.ownership.owner)
        return { kind: 'local' };
      if (await this.bus.isAlive(holder.owner)) return { kind: 'remote', node: holder.owner };
      // Its owner is gone but its lease has not lapsed yet: look again shortly.
      if (Date.now() > deadline) return { kind: 'local' };
      await sleep(150);
    }
  }
}
