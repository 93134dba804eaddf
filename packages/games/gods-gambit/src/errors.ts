import { ruleErrors } from '@tavern/engine';

/** Player-facing messages for every Gods' Gambit rule error, keyed by code (the i18n key). */
export const gameError = ruleErrors({
  notYourDecision: (_: { seat: number }) => 'It is not your decision now; wait for your turn.',
  wrongDecision: (p: { expected: string }) => `That move does not fit now: ${p.expected}.`,
  unknownAction: (_: Record<string, never>) => 'That is not a move this game knows.',
  cardNotInHand: (p: { card: string }) => `You don't hold ${p.card}.`,
  noMatch: (p: { card: string; colour: string; field: string }) =>
    `You can't play ${p.card}: it matches neither the current colour (${p.colour}) nor the field card ${p.field}.`,
  believerNoSkill: (p: { card: string }) =>
    `${p.card} is a Believer: it has no skill and can only go onto the field.`,
  colourRequired: (p: { card: string }) => `${p.card} is wild: name the colour it sets.`,
  colourNotAllowed: (p: { card: string }) => `${p.card} is not wild: it keeps its own colour.`,
  drawPileEmpty: (_: Record<string, never>) => 'The draw pile is empty.',
  targetRequired: (p: { skill: string }) => `${p.skill} needs a target: choose another player.`,
  targetNotAllowed: (p: { skill: string }) => `${p.skill} does not take a target.`,
  badTarget: (p: { target: number }) =>
    `Seat ${p.target} can't be the target: choose another player at the table.`,
  skillColourRequired: (_: Record<string, never>) =>
    'Transmutation needs a colour: choose White, Black, Red or Blue.',
  skillColourNotAllowed: (p: { skill: string }) => `${p.skill} does not set a colour.`,
  defenseNoDeclaration: (_: Record<string, never>) =>
    'A Defense card has no skill to use on your own turn.',
  monkNeedsColour: (p: { card: string; colour: string }) =>
    `Diligence only allows a common card of the current colour (${p.colour}); ${p.card} is not one.`,
  notDefenseCard: (p: { card: string }) => `${p.card} is not a Defense card.`,
  redirectRequired: (_: Record<string, never>) =>
    'Reflection needs a new target: choose another player.',
  redirectNotAllowed: (p: { card: string }) =>
    `${p.card} cancels the skill; it does not redirect it.`,
  badRedirect: (p: { target: number }) =>
    `You can't redirect to seat ${p.target}: choose another player at the table.`,
});
