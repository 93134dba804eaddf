import type { CardId, Seat } from '@tavern/engine';
import { z } from 'zod';

/**
 * A decision (spec §2). Card lists are sets of cards; their order is the order in which the cards
 * are placed (in play, or on the discard pile, last on top). `legalActions` lists each set once.
 */
export type RegicideAction =
  | { readonly type: 'play'; readonly cards: readonly CardId[] }
  | { readonly type: 'yield' }
  | { readonly type: 'defend'; readonly cards: readonly CardId[] }
  | { readonly type: 'chooseNext'; readonly next: Seat }
  | { readonly type: 'useJesterPower' };

const cardIds = z.array(z.string().min(1).max(4)).min(1).max(8);

/**
 * The shape of a Regicide action, for untrusted input; unknown fields are refused. It checks
 * shape only (no transforms, to stay cheap): whether a string names a card in the player's hand,
 * and whether a seat is at the table, is for `apply` to judge with a proper rule error. The cast
 * brands the checked strings and numbers as `CardId` and `Seat`.
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), cards: cardIds }),
  z.strictObject({ type: z.literal('yield') }),
  z.strictObject({ type: z.literal('defend'), cards: cardIds }),
  z.strictObject({ type: z.literal('chooseNext'), next: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal('useJesterPower') }),
]) as unknown as z.ZodType<RegicideAction>;
