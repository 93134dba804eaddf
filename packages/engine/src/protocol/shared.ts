import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_SEATS } from './limits';

/** A room id: URL-safe random text chosen by the server. */
export const roomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'not a room id');

/** A seat number on the wire (the engine brands it as `Seat`). */
export const seatNumberSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

/** A display name: trimmed, printable, 1-24 characters. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)

  .regex(/^[^\u0000-\u001f\u007f]+$/, 'names cannot hold control characters');

/** A seat token as issued by the server (base64url, at least 128 bits). */
export const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'not a seat token');

/**
 * Kinds of bot the host may put in a seat: uniformly random; the game's heuristic bot ("easy");
 * information-set MCTS searching about 100 ms ("normal") or 500 ms ("hard") per decision.
 */
export const BOT_KINDS = {
  random: 'random',
  heuristic: 'heuristic',
  normal: 'normal',
  hard: 'hard',
} as const;

/** One of the bot kinds. */
export type BotKind = keyof typeof BOT_KINDS;

/** Schema of a bot kind. */
export const botKindSchema = z.enum(['random', 'heuristic', 'normal', 'hard']);

/** A game action as the socket accepts it: a tagged object; the game's own schema checks the rest. */
export const wireActionSchema = z.looseObject({ type: z.string().min(1).max(64) });

/** Who looks at a room through a connection: a seat number or a spectator. */
export const wireViewerSchema = z.union([seatNumberSchema, z.literal('spectator')]);

/** A viewer on the wire. */
export type WireViewer = z.infer<typeof wireViewerSchema>;

/** Where a room is in its life. */
export const roomStatusSchema = z.enum(['open', 'playing', 'finished']);

/** One of the room statuses. */
export type RoomStatus = z.infer<typeof roomStatusSchema>;
