import { ruleErrors } from '@tavern/engine';

/**
 * Sanguosha's rule errors (spec §5.3 rejection codes) and the engine-wide ones, with their English
 * wording. `cardId` and `skillId` name the card or skill as data (a card name such as `kill`, a skill
 * id), so that `describeError` words them in the reader's language; `card` and `skill` are the
 * English titles the English message uses.
 */
export const sgsError = ruleErrors({
  notYourDecision: (p: { seat: number }) => `Seat ${p.seat} has no decision to make right now.`,
  matchFinished: (_: Record<string, never>) => 'The game is over.',
  unknownAction: (p: { type: string }) => `"${p.type}" is not a Sanguosha action.`,
  notOffered: (p: { what: string }) => `You can't do that now: ${p.what}.`,
  notInPhase: (p: { what: string }) => `${p.what} is only possible in your play phase.`,
  killLimit: (_: Record<string, never>) => "You can't use another Kill this play phase: the Kill limit is reached.",
  // perPhase: the uses allowed per play phase; 0 for Jijiang, which may be tried until it fails once.
  skillLimit: (p: { skill: string; skillId: string; perPhase: number }) =>
    p.perPhase === 0
      ? `${p.skill} already failed this play phase: it can't be used again until your next one.`
      : `${p.skill} can be used only ${p.perPhase === 1 ? 'once' : `${p.perPhase} times`} per play phase, and you already have.`,
  cost: (p: { what: string }) => `You can't pay for that: ${p.what}.`,
  // need: what the target lacks ('handCards' for a point fight), or 'none' when it is ruled out otherwise.
  illegalTarget: (p: { target: number; card: string; cardId: string; need: 'handCards' | 'none' }) =>
    p.need === 'handCards'
      ? `Seat ${p.target} has no hand card, and ${p.card} needs a target with one.`
      : `Seat ${p.target} can't be targeted by ${p.card}.`,
  outOfRange: (p: { target: number }) => `Seat ${p.target} is out of range.`,
  targetCount: (p: { card: string; cardId: string; min: number; max: number; count: number }) =>
    p.count > p.max
      ? `${p.card} can have at most ${p.max} ${p.max === 1 ? 'target' : 'targets'} here; you chose ${p.count}.`
      : `${p.card} needs at least ${p.min} ${p.min === 1 ? 'target' : 'targets'}; you chose ${p.count}.`,
});
