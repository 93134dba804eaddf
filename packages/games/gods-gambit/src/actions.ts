import { z } from 'zod';
import { COLOURS } from './cards';

const colour = z.enum(COLOURS);
const card = z.string().min(1).max(16);
const seat = z.number().int().min(0).max(5);

/**
 * Every decision a player can send (spec §5.1). A wild card played onto the field carries its
 * colour; a skill's target or Magician colour is given when the skill is used.
 */
export const actionSchema = z.discriminatedUnion('type', [
  /** Setup: name the current colour under a wild initial field card. */
  z.strictObject({ type: z.literal('chooseColour'), colour }),
  /** Main action: draw one card. */
  z.strictObject({ type: z.literal('draw') }),
  /** Main action or post-draw play: a card onto the field or into your skill area. */
  z.strictObject({
    type: z.literal('play'),
    card,
    to: z.enum(['field', 'skill']),
    colour: colour.exactOptional(),
  }),
  /** Post-draw: play nothing. */
  z.strictObject({ type: z.literal('noPlay') }),
  /** Declaration: use the skill just placed, with its target or colour. */
  z.strictObject({
    type: z.literal('useSkill'),
    target: seat.exactOptional(),
    colour: colour.exactOptional(),
  }),
  /** Declaration: leave the card in the skill area unused. */
  z.strictObject({ type: z.literal('declineSkill') }),
  /** One extra play granted by a skill (always onto the field). */
  z.strictObject({ type: z.literal('extraPlay'), card, colour: colour.exactOptional() }),
  /** End the skill's extra plays. */
  z.strictObject({ type: z.literal('stop') }),
  /** Defense window: answer with a Defense card (an Avatar names the new target). */
  z.strictObject({ type: z.literal('defend'), card, redirect: seat.exactOptional() }),
  /** Defense window: let the instance take effect. */
  z.strictObject({ type: z.literal('declineDefense') }),
  /** Wraith: move one card from your hand into the target's skill area. */
  z.strictObject({ type: z.literal('haunt'), card }),
  /** Between rounds: the next first player deals the next round. */
  z.strictObject({ type: z.literal('startRound') }),
]);

/** A Gods' Gambit decision. */
export type Action = z.infer<typeof actionSchema>;
