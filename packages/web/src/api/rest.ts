import type { CreateRoomRequest, CreateRoomResponse, GameInfo, RoomInfo, SeatClaim } from '@tavern/engine/protocol';

/** A REST call that failed, with the server's code and sentence. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: init?.body === undefined ? {} : { 'content-type': 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body as { code?: string; message?: string } | null;
    throw new ApiError(error?.code ?? String(response.status), error?.message ?? response.statusText);
  }
  return body as T;
}

/** The games this server offers. */
export function listGames(): Promise<GameInfo[]> {
  return call<GameInfo[] | { games: GameInfo[] }>('/api/games').then((r) => (Array.isArray(r) ? r : r.games));
}

/** Open public rooms, for the lobby. */
export function listRooms(): Promise<RoomInfo[]> {
  return call<RoomInfo[] | { rooms: RoomInfo[] }>('/api/rooms').then((r) => (Array.isArray(r) ? r : r.rooms));
}

/** One room's public description. */
export function getRoom(roomId: string): Promise<RoomInfo> {
  return call<RoomInfo | { room: RoomInfo }>(`/api/rooms/${encodeURIComponent(roomId)}`).then((r) =>
    'room' in r ? r.room : r,
  );
}

/** Creates a room; the creator gets seat 0. */
export function createRoom(request: CreateRoomRequest): Promise<CreateRoomResponse> {
  return call('/api/rooms', { method: 'POST', body: JSON.stringify(request) });
}

/** Claims a seat (the first empty one) under a display name. */
export function claimSeat(roomId: string, name: string): Promise<SeatClaim> {
  return call(`/api/rooms/${encodeURIComponent(roomId)}/seats`, { method: 'POST', body: JSON.stringify({ name }) });
}
