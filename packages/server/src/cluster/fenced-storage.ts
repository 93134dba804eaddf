import type { PostgresStorage } from '../storage/postgres/postgres-storage';
import { LeaseLostError } from '../storage/postgres/lease-lost-error';
import type {
  ActionEffects,
  ActionRecord,
  RoomRecord,
  SeatRecord,
  SnapshotRecord,
  Storage,
} from '../storage/storage';
import type { ClusterOwnership } from './cluster-ownership';

/**
 * The cluster's `Storage`: PostgreSQL, with every append fenced by this process's lease on the
 * room, and a new room's lease taken before its row exists (so no other process adopts it).
 * Rooms stay unaware of leases: an append refused for want of one rejects like a failed write,
 * and the room is unloaded.
 */
export class FencedStorage implements Storage {
  constructor(
    readonly inner: PostgresStorage,
    readonly ownership: ClusterOwnership,
  ) {}

  async createRoom(room: RoomRecord, hostSeat: SeatRecord): Promise<void> {
    if (!(await this.ownership.claim(room.id)))
      throw new LeaseLostError(`room ${room.id} is already leased by another process`);
    await this.inner.createRoom(room, hostSeat);
  }

  async appendAction(action: ActionRecord, effects?: ActionEffects): Promise<void> {
    const fence = this.ownership.fenceOf(action.roomId);
    try {
      if (fence === null)
        throw new LeaseLostError(`this process holds no lease on room ${action.roomId}`);
      await this.inner.appendAction(action, effects, fence);
    } catch (error) {
      if (error instanceof LeaseLostError) this.ownership.lost(action.roomId);
      throw error;
    }
  }

  claimSeat(seat: SeatRecord): Promise<boolean> {
    return this.inner.claimSeat(seat);
  }
  releaseSeat(roomId: string, seat: number): Promise<void> {
    return this.inner.releaseSeat(roomId, seat);
  }
  startRoom(roomId: string, seed: string, rulesVersion: string): Promise<void> {
    return this.inner.startRoom(roomId, seed, rulesVersion);
  }
  finishRoom(roomId: string, at: number): Promise<void> {
    return this.inner.finishRoom(roomId, at);
  }
  deleteRoom(roomId: string): Promise<void> {
    return this.inner.deleteRoom(roomId);
  }
  purgeFinishedBefore(before: number): Promise<number> {
    return this.inner.purgeFinishedBefore(before);
  }
  checkWritable(): Promise<void> {
    return this.inner.checkWritable();
  }
  saveSnapshot(snapshot: SnapshotRecord): Promise<void> {
    return this.inner.saveSnapshot(snapshot);
  }
  getRoom(roomId: string): Promise<RoomRecord | null> {
    return this.inner.getRoom(roomId);
  }
  getSeats(roomId: string): Promise<SeatRecord[]> {
    return this.inner.getSeats(roomId);
  }
  getActions(roomId: string): Promise<ActionRecord[]> {
    return this.inner.getActions(roomId);
  }
  latestSnapshot(roomId: string): Promise<SnapshotRecord | null> {
    return this.inner.latestSnapshot(roomId);
  }
  unfinishedRoomIds(): Promise<string[]> {
    return this.inner.unfinishedRoomIds();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
