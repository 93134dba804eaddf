import { ruleErrors } from '@tavern/engine';

// Each error carries its words' data too (`cardId`, `colourId`, `fieldId`, `skillId`, `pending`), so
// the catalogues can say it in any language; the messages here are the English of logs.
const TEMPLATES = {
  notYourDecision: (_: { seat: number }) => 'It is not your decision now; wait for your turn.',
  wrongDecision: (p: { expected: string; pending: string }) => `That move does not fit now: ${p.expected}.`,
  unknownAction: (_: Record<string, never>) => 'That is not a move this game knows.',
  cardNotInHand: (p: { card: string; cardId: string }) => `You don't hold ${p.card}.`,
  noMatch: (p: { card: string; cardId: string; colour: string; colourId: string; field: string; fieldId: string; fieldNumber: number; fieldWild: boolean; colourSetBySkill: boolean }) =>
    p.fieldWild
      ? `You can't play ${p.card}: it is not ${p.colour}, the current colour, and a wild field card (${p.field}) is matched only by colour or by another wild card.`
      : p.colourSetBySkill
        ? `You can't play ${p.card}: a Magician changed the current colour to ${p.colour}, and ${p.card} is neither ${p.colour} nor a ${p.fieldNumber} like the field card ${p.field}.`
        : `You can't play ${p.card}: it is neither ${p.colour} (the current colour) nor a ${p.fieldNumber} like the field card ${p.field}.`,
  believerNoSkill: (p: { card: string; cardId: string }) =>
    `You can't place ${p.card} in your skill area: Believers have no skill, so they can only go onto the field.`,
  colourRequired: (p: { card: string; cardId: string }) => `${p.card} is wild: name the colour it sets.`,
  colourNotAllowed: (p: { card: string; cardId: string }) => `${p.card} is not wild: it sets its own colour, so you cannot name one.`,
  drawPileEmpty: (_: Record<string, never>) => 'The draw pile is empty, so you cannot draw.',
  targetRequired: (p: { skill: string; skillId: string }) => `${p.skill} needs a target: choose another player.`,
  targetNotAllowed: (p: { skill: string; skillId: string }) => `${p.skill} does not take a target.`,
  badTarget: (p: { target: number; self: boolean }) =>
    p.self
      ? "You can't aim your own skill at yourself: choose another player."
      : `There is no Player ${p.target + 1} at this table: choose another player.`,
  skillColourRequired: (_: Record<string, never>) =>
    'Transmutation needs a colour: choose White, Black, Red or Blue.',
  skillColourNotAllowed: (p: { skill: string; skillId: string }) => `${p.skill} does not set a colour.`,
  defenseNoDeclaration: (_: Record<string, never>) =>
    'A Defense card has no skill to use on your own turn.',
  monkNeedsColour: (p: { card: string; cardId: string; colour: string; colourId: string }) =>
    `Diligence only allows a common card of the current colour (${p.colour}); ${p.card} is not one.`,
  notDefenseCard: (p: { card: string; cardId: string }) => `${p.card} is not a Defense card.`,
  redirectRequired: (_: Record<string, never>) =>
    'Reflection needs a new target: choose another player.',
  redirectNotAllowed: (p: { card: string; cardId: string }) =>
    `${p.card} cancels the skill; it does not redirect it.`,
  badRedirect: (p: { target: number; self: boolean }) =>
    p.self
      ? "You can't send it on to yourself: choose another player."
      : `You can't send it on to Player ${p.target + 1}: there is no such player at this table.`,
} as const;

/** Builds a Gods' Gambit `RuleError` from a code and its params. */
export const gameError = ruleErrors(TEMPLATES);

/** Every Gods' Gambit rule error code. */
export const GODS_GAMBIT_ERROR_CODES = Object.keys(TEMPLATES) as readonly (keyof typeof TEMPLATES)[];
