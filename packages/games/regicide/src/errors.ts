import { ruleErrors } from '@tavern/engine';

/**
 * Every way a Regicide action can be refused, with the message the player reads. The code is the
 * i18n key; params fill the template (card labels are already written for people, e.g. "7♠").
 */
export const REGICIDE_ERRORS = {
  gameOver: (_: Record<string, never>) => 'The game is over; no more moves.',
  notYourTurn: (p: { seat: number; current: number }) => `It is not your turn: Player ${p.current + 1} is to act.`,
  wrongPhase: (p: { action: string; phase: string; move: string; phaseCode: string }) => `You can't ${p.action} now: ${p.phase}.`,
  noCards: (p: { action: string }) => `You can't ${p.action} without naming at least one card.`,
  unknownCard: (p: { card: string }) => `There is no card called "${p.card}" in Regicide.`,
  cardNotInHand: (p: { card: string; action: string }) => `You can't ${p.action} ${p.card}: it is not in your hand.`,
  repeatedCard: (p: { card: string }) => `You named ${p.card} twice; each card can be used only once.`,
  jesterNotAlone: (p: { cards: string }) => `You can't play ${p.cards}: a Jester must be played alone.`,
  aceWithJester: (p: { cards: string }) => `You can't play ${p.cards}: an Ace cannot pair with a Jester.`,
  aceInCombo: (p: { cards: string }) =>
    `You can't play ${p.cards}: an Ace pairs with exactly one other card and never joins a combo.`,
  mixedRanks: (p: { cards: string }) =>
    `You can't play ${p.cards}: cards of different ranks can only be played as an Ace plus one card.`,
  comboTooHigh: (p: { cards: string; total: number }) =>
    `You can't play ${p.cards}: a combo must total 10 or less, and this one totals ${p.total}.`,
  mustYield: (_: Record<string, never>) =>
    'Your hand is empty: yielding is the only thing you can do this turn.',
  yieldSolo: (_: Record<string, never>) => 'You can never yield in the solo game.',
  yieldBlocked: (_: Record<string, never>) =>
    "You can't yield: every other player yielded on their last turn (defeating an enemy does not change that), so you must play a card.",
  defendTooLittle: (p: { cards: string; count: number; total: number; damage: number }) =>
    `You can't discard ${p.cards}: ${p.count === 1 ? 'it is' : 'they are'} worth ${p.total}, less than the ${p.damage} damage to cover.`,
  defendTooMuch: (p: { cards: string; spares: string; spareCards: readonly string[]; spareCount: number; count: number; damage: number }) =>
    p.spareCount === p.count && p.count === 2
      ? `You can't discard ${p.cards}: either card alone covers the ${p.damage} damage, so discard just one of them.`
      : `You can't discard ${p.cards}: the ${p.damage} damage is covered even without ${p.spares}. Discard one card at a time and stop as soon as the damage is covered.`,
  defendNeedsPower: (p: { total: number; damage: number }) =>
    `Your hand is worth ${p.total}, less than the ${p.damage} damage: you must use a Jester power.`,
  notSolo: (_: Record<string, never>) => 'Jester powers exist only in the solo game.',
  noJesterPower: (_: Record<string, never>) => 'You have no Jester powers left.',
  jesterPowerOnly: (_: Record<string, never>) =>
    'Your hand is empty: you must use a Jester power before you can play.',
  unknownAction: (p: { type: string }) => `"${p.type}" is not a Regicide move.`,
  noSuchSeat: (p: { next: number; players: number }) =>
    `There is no Player ${p.next + 1}: this table has ${p.players === 1 ? 'one player' : `${p.players} players`}.`,
} as const;

/** Builds a Regicide `RuleError` from a code of `REGICIDE_ERRORS` and its params. */
export const ruleError = ruleErrors(REGICIDE_ERRORS);

/** One of Regicide's rule error codes. */
export type RegicideErrorCode = keyof typeof REGICIDE_ERRORS;

/** Every Regicide rule error code. */
export const REGICIDE_ERROR_CODES = Object.keys(REGICIDE_ERRORS) as readonly RegicideErrorCode[];
