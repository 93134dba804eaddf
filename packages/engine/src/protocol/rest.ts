import { z } from 'zod';
import { MAX_SEATS } from './limits';
import { displayNameSchema, roomIdSchema, seatNumberSchema } from './shared';

/** `POST /api/rooms`: create a room; the creator takes seat 0 and becomes the host. */
export const createRoomRequestSchema = z.strictObject({
  game: z.string().min(1).max(64),
  seats: z.number().int().min(1).max(MAX_SEATS),
  /** The game's options; the game's own schema checks them. Defaults to the game's defaults. */
  options: z.unknown().optional(),
  /** The host's display name. */
  name: displayNameSchema,
  /** Listed in the public lobby (default true). */
  public: z.boolean().optional(),
  /** Seconds per decision; 0 or absent = no timer. */
  turnSeconds: z.number().int().min(0).max(3600).optional(),
});

/** A seat claim: the seat number and its secret token (shown once; keep it to reconnect). */
export const seatClaimSchema = z.object({
  roomId: roomIdSchema,
  seat: seatNumberSchema,
  token: z.string(),
});

/** The answer to `POST /api/rooms`. */
export const createRoomResponseSchema = seatClaimSchema.extend({
  /** Path of the invite link (`/r/<roomId>`). */
  invitePath: z.string(),
  /** Path of the spectator link (`/r/<roomId>/watch`). */
  spectatePath: z.string(),
});

/** `POST /api/rooms/:roomId/seats`: claim a seat by display name (the first empty one by default). */
export const claimSeatRequestSchema = z.strictObject({
  name: displayNameSchema,
  seat: seatNumberSchema.optional(),
});

/** A game the server offers, as `GET /api/games` lists it. */
export const gameInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  defaultOptions: z.unknown(),
  /** The game's options schema as JSON Schema, so a client can draw proper controls for it. */
  optionsSchema: z.unknown().optional(),
});

/** One logged action of a replay. */
export const replayEntrySchema = z.object({
  seq: z.number().int().min(0),
  seat: seatNumberSchema,
  action: z.looseObject({ type: z.string() }),
  /** Who decided: the player, the seat's bot, the server on a time-out, or the automatic pass of a window the player could not answer. */
  source: z.enum(['player', 'bot', 'timeout', 'autoPass']),
  at: z.number(),
});

/** `GET /api/rooms/:roomId/replay`: everything needed to re-simulate a finished game. */
export const replaySchema = z.object({
  header: z.object({
    game: z.string(),
    rulesVersion: z.string(),
    seed: z.string(),
    numPlayers: z.number().int(),
    options: z.unknown(),
  }),
  seats: z.array(z.object({ seat: seatNumberSchema, name: z.string().nullable() })),
  log: z.array(replayEntrySchema),
  /** `stateHash` of the final state, to check a re-simulation against. */
  finalHash: z.string(),
});

/** The body of every REST error answer. */
export const restErrorSchema = z.object({ code: z.string(), message: z.string() });

/** A create-room request. */
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;
/** A create-room answer. */
export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;
/** A seat-claim request. */
export type ClaimSeatRequest = z.infer<typeof claimSeatRequestSchema>;
/** A seat claim. */
export type SeatClaim = z.infer<typeof seatClaimSchema>;
/** A game the server offers. */
export type GameInfo = z.infer<typeof gameInfoSchema>;
/** One logged action of a replay. */
export type ReplayEntry = z.infer<typeof replayEntrySchema>;
/** A finished game's replay. */
export type Replay = z.infer<typeof replaySchema>;
/** A REST error body. */
export type RestError = z.infer<typeof restErrorSchema>;
