/**
 * A stable id for one physical card. It names the printed card (`"H7"`, `"T12#2"`), so a view must
 * never show the id of a card its viewer cannot see: face-down cards appear as placeholders.
 */
export type CardId = string & { readonly __brand: 'CardId' };

/** Brands a string as a `CardId`. */
export function asCardId(id: string): CardId {
  return id as CardId;
}

/** Identifies a match (a room's game) on the server and in stored logs. */
export type MatchId = string & { readonly __brand: 'MatchId' };

/** Identifies one frame of a decision stack; monotonic within a match. */
export type FrameId = number & { readonly __brand: 'FrameId' };
