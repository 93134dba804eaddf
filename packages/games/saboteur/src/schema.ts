/** zod schemas for untrusted actions and options (checked by the engine before `apply`). */
import { z } from 'zod';
import type { SaboteurAction, SaboteurOptions } from './state';

const card = z.string().max(40);
const coordinate = z.number().int();

/** The shape of every Saboteur action. Values are checked for legality by `apply`, not here. */
export const actionSchema: z.ZodType<SaboteurAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('playPath'), card, x: coordinate, y: coordinate, rotation: z.number().int() }),
  z.strictObject({ type: z.literal('playBrokenTool'), card, target: z.number().int() }),
  z.strictObject({ type: z.literal('playRepair'), card, target: z.number().int(), tool: z.string().max(20) }),
  z.strictObject({ type: z.literal('playRockfall'), card, x: coordinate, y: coordinate }),
  z.strictObject({ type: z.literal('playMap'), card, x: coordinate, y: coordinate }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('pickGold'), card }),
  z.strictObject({ type: z.literal('startNextRound') }),
]);

/** The options: the seat that starts round 1, or null for a random one. */
export const optionsSchema: z.ZodType<SaboteurOptions> = z.strictObject({
  firstSeat: z.number().int().min(0).max(9).nullable(),
});
