import { z } from 'zod';
import { compactLegalSchema } from './compact-legal';
import { PROTOCOL_VERSION } from './limits';
import { viewPatchSchema } from './view-patch';
import {
  botKindSchema,
  roomIdSchema,
  roomStatusSchema,
  seatNumberSchema,
  wireViewerSchema,
} from './shared';

/** One seat as everyone in the room sees it (never its token). */
export const seatInfoSchema = z.object({
  seat: seatNumberSchema,
  /** Display name of the person (or bot) in the seat; null when empty. */
  name: z.string().nullable(),
  kind: z.enum(['empty', 'human', 'bot']),
  bot: botKindSchema.nullable(),
  /** Whether the seat's player has a live connection (bots count as connected). */
  connected: z.boolean(),
  /** A bot is playing for this seat after repeated time-outs, until its player returns. */
  autopilot: z.boolean(),
});

/** A seat as the room shows it. */
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** A room's public description: the lobby, the room page and presence updates use it. */
export const roomInfoSchema = z.object({
  id: roomIdSchema,
  game: z.string(),
  gameName: z.string(),
  options: z.unknown(),
  status: roomStatusSchema,
  public: z.boolean(),
  /** Seconds per decision before the server answers for the seat; 0 = no timer. */
  turnSeconds: z.number().int().min(0),
  hostSeat: seatNumberSchema,
  seats: z.array(seatInfoSchema),
  spectators: z.number().int().min(0),
  /** Actions applied so far (0 before the start). */
  version: z.number().int().min(0),
  createdAt: z.number(),
});

/** A room's public description. */
export type RoomInfo = z.infer<typeof roomInfoSchema>;

/**
 * `GET /api/rooms?limit=&after=`: one page of the lobby (open public rooms, newest first). `next`
 * is the `after` of the following page, null on the last one; `total` counts every listed room.
 */
export const lobbyPageSchema = z.object({
  rooms: z.array(roomInfoSchema),
  next: z.string().nullable(),
  total: z.number().int().min(0),
});

/** One page of the lobby. */
export type LobbyPage = z.infer<typeof lobbyPageSchema>;

/** The answer to `join`. */
export const joinedMessageSchema = z.object({
  type: z.literal('joined'),
  protocol: z.literal(PROTOCOL_VERSION),
  roomId: roomIdSchema,
  viewer: wireViewerSchema,
  room: roomInfoSchema,
});

/** Seats, presence or status changed. */
export const roomMessageSchema = z.object({ type: z.literal('room'), room: roomInfoSchema });

/** A decision deadline: the server answers for `seat` at `at` (ms since the epoch). */
export const deadlineSchema = z.object({ seat: seatNumberSchema, at: z.number() });

/**
 * The game as this connection may see it, sent after every applied action (and on join): the
 * viewer's own view, the events of the last action redacted for it, and its legal actions.
 */
export const updateMessageSchema = z.object({
  type: z.literal('update'),
  /** Number of actions applied; send it back as `expectedVersion`. */
  version: z.number().int().min(0),
  view: z.unknown(),
  events: z.array(z.looseObject({ type: z.string() })),
  /** The viewer's legal actions now (empty for spectators and seats that owe nothing). */
  legal: z.array(z.looseObject({ type: z.string() })),
  /**
   * Only to a seat that owes a decision: the version that decision opened at. It stays the same
   * while other seats answer a simultaneous window and changes once this seat answers, so a client
   * answers each decision once; any version from it on is a valid `expectedVersion`.
   */
  decision: z.number().int().min(0).optional(),
  toAct: z.array(seatNumberSchema),
  outcome: z
    .object({
      winners: z.array(seatNumberSchema),
      label: z.string(),
      scores: z.array(z.number()).optional(),
      stats: z.record(z.string(), z.number()),
    })
    .nullable(),
  deadlines: z.array(deadlineSchema),
  /**
   * Only to the seat concerned: its time ran out and the server played this for it. The action
   * is the seat's own decision, so no one else receives it.
   */
  playedForYou: z.looseObject({ type: z.string() }).optional(),
  /** When the table pauses on a summary (a round's end): until when (ms since the epoch). */
  pauseUntil: z.number().optional(),
});

/**
 * The game as this connection may see it, told as what changed since the update at `base` (the
 * last one this connection received: a WebSocket delivers in order or closes). `patch` turns that
 * update's view into this one's (`applyViewPatch`), `legal` is told against that update's legal
 * list (`expandLegal`); the other fields are whole, as in `update`. `applyDelta` folds it into the
 * full update. A client that does not hold `base` sends `resync` and gets a full `update`. Spectators
 * of a big room get deltas spanning several actions; `events` then holds all of their events.
 */
export const deltaMessageSchema = z.object({
  type: z.literal('delta'),
  base: z.number().int().min(0),
  version: z.number().int().min(0),
  patch: viewPatchSchema,
  events: updateMessageSchema.shape.events,
  legal: compactLegalSchema,
  decision: updateMessageSchema.shape.decision,
  toAct: updateMessageSchema.shape.toAct,
  outcome: updateMessageSchema.shape.outcome,
  deadlines: updateMessageSchema.shape.deadlines,
  playedForYou: updateMessageSchema.shape.playedForYou,
  pauseUntil: updateMessageSchema.shape.pauseUntil,
});

/**
 * Presence changed, told small instead of the whole room: the seats whose connection came or went
 * (usually one), and how many spectators watch now (in a big room, counted at most once a second).
 */
export const presenceMessageSchema = z.object({
  type: z.literal('presence'),
  seats: z.array(z.object({ seat: seatNumberSchema, connected: z.boolean() })),
  spectators: z.number().int().min(0),
});

/** Something went wrong with the sender's last message; nothing changed. Sent only to the sender. */
export const errorMessageSchema = z.object({
  type: z.literal('error'),
  /** A `PROTOCOL_ERROR_CODES` code, an engine code (`staleVersion`, ...) or a game's rule code. */
  code: z.string(),
  /** A sentence for the player. */
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  ref: z.union([z.string(), z.number()]).optional(),
});

/** A chat line, relayed to everyone in the room. */
export const chatRelayMessageSchema = z.object({
  type: z.literal('chat'),
  seat: seatNumberSchema.nullable(),
  name: z.string(),
  text: z.string(),
  at: z.number(),
});

/** One applied action's events, as one viewer was allowed to see them. */
export const historyEntrySchema = z.object({
  version: z.number().int().min(1),
  events: z.array(z.looseObject({ type: z.string() })),
});

/**
 * Sent on join, before the first update: the events of every action so far, scrubbed for this
 * viewer exactly as live updates are, and the room's recent chat.
 */
export const historyMessageSchema = z.object({
  type: z.literal('history'),
  entries: z.array(historyEntrySchema),
  chat: z.array(chatRelayMessageSchema),
});

/** The host started a rematch in room `roomId`; the same seat tokens work there. */
export const rematchStartedMessageSchema = z.object({
  type: z.literal('rematch'),
  roomId: roomIdSchema,
});

/** Every message the server sends, told apart by `type`. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  joinedMessageSchema,
  roomMessageSchema,
  updateMessageSchema,
  deltaMessageSchema,
  presenceMessageSchema,
  errorMessageSchema,
  chatRelayMessageSchema,
  historyMessageSchema,
  rematchStartedMessageSchema,
]);

/** A message from the server. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
/** The answer to `join`. */
export type JoinedMessage = z.infer<typeof joinedMessageSchema>;
/** A room change. */
export type RoomMessage = z.infer<typeof roomMessageSchema>;
/** The game as one connection sees it. */
export type UpdateMessage = z.infer<typeof updateMessageSchema>;
/** The game as one connection sees it, told as what changed. */
export type DeltaMessage = z.infer<typeof deltaMessageSchema>;
/** Presence changed. */
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;
/** An error for the sender. */
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
/** A relayed chat line. */
export type ChatRelayMessage = z.infer<typeof chatRelayMessageSchema>;
/** The log so far and recent chat, on join. */
export type HistoryMessage = z.infer<typeof historyMessageSchema>;
/** One action's events in a history. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** A rematch room exists. */
export type RematchStartedMessage = z.infer<typeof rematchStartedMessageSchema>;
/** A decision deadline. */
export type Deadline = z.infer<typeof deadlineSchema>;
