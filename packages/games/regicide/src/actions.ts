import { asCardId, type CardId, type Seat } from '@tavern/engine';
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

const cardId = z.string().min(1).max(4).transform(asCardId);
const seat = z.number().int().min(0).max(3).transform((n) => n as Seat);

/** The shape of a Regicide action, for untrusted input; unknown fields are refused. */
export const actionSchema: z.ZodType<RegicideAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), cards: z.array(cardId).min(1).max(8) }),
  z.strictObject({ type: z.literal('yield') }),
  z.strictObject({ type: z.literal('defend'), cards: z.array(cardId).min(1).max(8) }),
  z.strictObject({ type: z.literal('chooseNext'), next: seat }),
  z.strictObject({ type: z.literal('useJesterPower') }),
]);
