import { z } from 'zod';

/**
 * Game options (spec §4.4, §4.5): the standard three-round game, or the subtraction variant where
 * every player starts with `startingScore` points and the game ends once someone reaches 0.
 */
export const optionsSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('standard') }),
  z.strictObject({
    mode: z.literal('subtraction'),
    // Capped so that a match stays within the declared maxSteps (a deviation: the spec allows any value).
    startingScore: z.number().int().min(1).max(1000),
  }),
]);

/** Game options: standard (3 rounds, lowest total wins) or subtraction (most remaining points wins). */
export type Options = z.infer<typeof optionsSchema>;

/** The standard game. */
export const DEFAULT_OPTIONS: Options = { mode: 'standard' };

/** The subtraction variant with the seed's recommended starting score. */
export const SUBTRACTION_DEFAULT: Options = { mode: 'subtraction', startingScore: 200 };

/** Rounds in a standard game (spec §4.4). */
export const STANDARD_ROUNDS = 3;
