import type { BotKind, RoomStatus } from '@tavern/engine/protocol';
import type {
  ActionRecord,
  ActionSource,
  RoomRecord,
  SeatRecord,
  SnapshotRecord,
} from '../storage';

/** A `rooms` row as `pg` returns it (BIGINT columns arrive as strings). */
export interface RoomRow {
  id: string;
  game: string;
  options: string;
  num_seats: number;
  status: string;
  is_public: boolean;
  turn_seconds: number;
  host_seat: number;
  seed: string | null;
  rules_version: string | null;
  created_at: string;
  creator_address: string;
  bot_secret: string;
  finished_at: string | null;
}

export interface SeatRow {
  room_id: string;
  seat: number;
  name: string;
  kind: string;
  bot: string | null;
  token_hash: string | null;
}

export interface ActionRow {
  room_id: string;
  seq: number;
  seat: number;
  action: string;
  source: string;
  at: string;
}

export interface SnapshotRow {
  room_id: string;
  seq: number;
  state: string;
  hash: string;
}

/** The parameters of an INSERT into `rooms`, in column order. */
export function roomParams(room: RoomRecord): (string | number | boolean | null)[] {
  return [
    room.id,
    room.game,
    JSON.stringify(room.options),
    room.numSeats,
    room.status,
    room.isPublic,
    room.turnSeconds,
    room.hostSeat,
    room.seed,
    room.rulesVersion,
    room.createdAt,
    room.creatorAddress,
    room.botSecret,
    room.finishedAt,
  ];
}

export function roomFromRow(row: RoomRow): RoomRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as unknown,
    numSeats: row.num_seats,
    status: row.status as RoomStatus,
    isPublic: row.is_public,
    turnSeconds: row.turn_seconds,
    hostSeat: row.host_seat,
    seed: row.seed,
    rulesVersion: row.rules_version,
    createdAt: Number(row.created_at),
    creatorAddress: row.creator_address,
    botSecret: row.bot_secret,
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

export function seatFromRow(row: SeatRow): SeatRecord {
  return {
    roomId: row.room_id,
    seat: row.seat,
    name: row.name,
    kind: row.kind === 'bot' ? 'bot' : 'human',
    bot: row.bot as BotKind | null,
    tokenHash: row.token_hash,
  };
}

export function actionFromRow(row: ActionRow): ActionRecord {
  return {
    roomId: row.room_id,
    seq: row.seq,
    seat: row.seat,
    action: JSON.parse(row.action) as unknown,
    source: row.source as ActionSource,
    at: Number(row.at),
  };
}

export function snapshotFromRow(row: SnapshotRow): SnapshotRecord {
  return {
    roomId: row.room_id,
    seq: row.seq,
    state: JSON.parse(row.state) as unknown,
    hash: row.hash,
  };
}
