import { z } from 'zod';
import { MAX_CHAT_LENGTH } from './limits';
import {
  botKindSchema,
  roomIdSchema,
  seatNumberSchema,
  seatTokenSchema,
  wireActionSchema,
} from './shared';

/** An optional client-chosen id, echoed in the `error` that answers the message. */
const refSchema = z.union([z.string().max(64), z.number().int()]).optional();

/** Join a room: as its seat when `token` is given, as a spectator otherwise. Must come first. */
export const joinMessageSchema = z.strictObject({
  type: z.literal('join'),
  roomId: roomIdSchema,
  token: seatTokenSchema.optional(),
  ref: refSchema,
});

/**
 * Take a decision. `expectedVersion` is the `version` of the update the decision was chosen from:
 * it is accepted while that decision is still open, whoever answered in between (a simultaneous
 * window), and refused as `staleVersion` once the decision closed.
 */
export const actMessageSchema = z.strictObject({
  type: z.literal('act'),
  action: wireActionSchema,
  expectedVersion: z.number().int().min(0),
  ref: refSchema,
});

/** The client does not hold the update a `delta` was told against: send the full `update` again. */
export const resyncMessageSchema = z.strictObject({ type: z.literal('resync'), ref: refSchema });

/** Host only, before the start: put a bot in an empty seat. */
export const addBotMessageSchema = z.strictObject({
  type: z.literal('addBot'),
  seat: seatNumberSchema,
  bot: botKindSchema,
  ref: refSchema,
});

/** Host only: start the game once every seat is filled. */
export const startMessageSchema = z.strictObject({ type: z.literal('start'), ref: refSchema });

/** Say something to the room. */
export const chatMessageSchema = z.strictObject({
  type: z.literal('chat'),
  text: z.string().trim().min(1).max(MAX_CHAT_LENGTH),
  ref: refSchema,
});

/** Leave the room: before the start this frees the seat; afterwards it only disconnects. */
export const leaveMessageSchema = z.strictObject({ type: z.literal('leave'), ref: refSchema });

/** Host only, before the start: empty a seat (a bot leaves; a person's seat token stops working). */
export const removeSeatMessageSchema = z.strictObject({
  type: z.literal('removeSeat'),
  seat: seatNumberSchema,
  ref: refSchema,
});

/**
 * Host only, during play: a bot plays a disconnected person's seat (`bot: true`) until the person
 * returns or the host takes the bot off again (`bot: false`).
 */
export const seatBotMessageSchema = z.strictObject({
  type: z.literal('seatBot'),
  seat: seatNumberSchema,
  bot: z.boolean(),
  ref: refSchema,
});

/** Host only, once the game is over: a new room with the same seats and a new seed. */
export const rematchMessageSchema = z.strictObject({ type: z.literal('rematch'), ref: refSchema });

/** A player has read the round summary; when every connected person has, the pause ends early. */
export const continueMessageSchema = z.strictObject({
  type: z.literal('continue'),
  ref: refSchema,
});

/**
 * A player's own setting: pass automatically (after a random delay, the same for everyone) in
 * windows they cannot answer (`on: true`, the default), or always be asked (`on: false`).
 */
export const autoPassMessageSchema = z.strictObject({
  type: z.literal('autoPass'),
  on: z.boolean(),
  ref: refSchema,
});

/** Every message a client may send, told apart by `type`. Unknown fields are rejected. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  joinMessageSchema,
  actMessageSchema,
  addBotMessageSchema,
  startMessageSchema,
  chatMessageSchema,
  leaveMessageSchema,
  removeSeatMessageSchema,
  seatBotMessageSchema,
  rematchMessageSchema,
  continueMessageSchema,
  autoPassMessageSchema,
  resyncMessageSchema,
]);

/** A message from a client. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** Join a room. */
export type JoinMessage = z.infer<typeof joinMessageSchema>;
/** Take a decision. */
export type ActMessage = z.infer<typeof actMessageSchema>;
/** Put a bot in a seat. */
export type AddBotMessage = z.infer<typeof addBotMessageSchema>;
/** Start the game. */
export type StartMessage = z.infer<typeof startMessageSchema>;
/** A chat line. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** Leave the room. */
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;
/** Empty a seat before the start. */
export type RemoveSeatMessage = z.infer<typeof removeSeatMessageSchema>;
/** Hand a seat to a bot or take it back. */
export type SeatBotMessage = z.infer<typeof seatBotMessageSchema>;
/** Ask for a rematch. */
export type RematchMessage = z.infer<typeof rematchMessageSchema>;
/** Done reading a round summary. */
export type ContinueMessage = z.infer<typeof continueMessageSchema>;
/** Turn the automatic pass on or off. */
export type AutoPassMessage = z.infer<typeof autoPassMessageSchema>;
/** Ask for the full update again. */
export type ResyncMessage = z.infer<typeof resyncMessageSchema>;
/** The `type` tags of client messages. */
export type ClientMessageType = ClientMessage['type'];
