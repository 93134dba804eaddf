/** Saboteur's rule errors (spec §3.9): one player-facing wording per code; the code is the i18n key. */
import { ruleErrors } from '@tavern/engine';

/** The error codes of the spec, verbatim. */
export const SABOTEUR_ERROR_CODES = {
  INVALID_PLAYER_COUNT: 'INVALID_PLAYER_COUNT',
  WRONG_PHASE: 'WRONG_PHASE',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  CARD_NOT_IN_STACK: 'CARD_NOT_IN_STACK',
  WRONG_CARD_KIND: 'WRONG_CARD_KIND',
  TOOL_BROKEN: 'TOOL_BROKEN',
  INVALID_ROTATION: 'INVALID_ROTATION',
  CELL_OCCUPIED: 'CELL_OCCUPIED',
  EDGE_MISMATCH: 'EDGE_MISMATCH',
  NOT_CONNECTED: 'NOT_CONNECTED',
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  TOOL_ALREADY_BROKEN: 'TOOL_ALREADY_BROKEN',
  INVALID_TOOL: 'INVALID_TOOL',
  NO_MATCHING_BROKEN_TOOL: 'NO_MATCHING_BROKEN_TOOL',
  INVALID_TARGET: 'INVALID_TARGET',
} as const;

/** One of Saboteur's error codes. */
export type SaboteurErrorCode = keyof typeof SABOTEUR_ERROR_CODES;

/** Builds the RuleError for a code, with its message. */
export const saboteurError = ruleErrors({
  INVALID_PLAYER_COUNT: (p: { count: number }) => `Saboteur is for 3 to 10 players, not ${p.count}.`,
  WRONG_PHASE: (p: { action: string; phase: string }) => `You can't ${p.action} now: ${p.phase}.`,
  NOT_YOUR_TURN: (p: { who: string }) => `It is not your turn: ${p.who}.`,
  CARD_NOT_IN_HAND: (p: { card: string }) => `You don't hold ${p.card}.`,
  CARD_NOT_IN_STACK: (p: { card: string }) => `You can't take ${p.card}: it is not among the gold cards to pick from.`,
  WRONG_CARD_KIND: (p: { card: string; needed: string }) => `You can't do that with ${p.card}: it is not ${p.needed}.`,
  TOOL_BROKEN: (p: { tool: string }) => `You can't lay a tunnel card while your ${p.tool} is broken: repair it first, or play another card.`,
  INVALID_ROTATION: (p: { rotation: number }) =>
    `You can't turn a card by ${p.rotation}°: cards lie upright, turned 0° or 180° only.`,
  CELL_OCCUPIED: (p: { cell: string; what: string }) => `You can't build at ${p.cell}: it already holds ${p.what}.`,
  EDGE_MISMATCH: (p: { card: string; cell: string; detail: string }) =>
    `You can't place ${p.card} at ${p.cell}: ${p.detail}.`,
  NOT_CONNECTED: (p: { card: string; cell: string }) =>
    `You can't place ${p.card} at ${p.cell}: no open side of it meets a tunnel connected to the start card.`,
  UNKNOWN_PLAYER: (p: { target: number }) =>
    p.target > 0 ? `There is no Player ${p.target} at this table.` : 'There is no such player at this table.',
  TOOL_ALREADY_BROKEN: (p: { target: string; tool: string }) => `${p.target}'s ${p.tool} is already broken.`,
  INVALID_TOOL: (p: { card: string; tool: string; tools: string }) =>
    `You can't mend a ${p.tool} with a ${p.card}: it repairs only ${p.tools}.`,
  NO_MATCHING_BROKEN_TOOL: (p: { target: string; tool: string }) =>
    `${p.target}'s ${p.tool} is not broken, so there is nothing to repair.`,
  INVALID_TARGET: (p: { reason: string }) => `That target is not allowed: ${p.reason}.`,
});
