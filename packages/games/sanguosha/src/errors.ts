import { ruleErrors } from '@tavern/engine';

/** Sanguosha's rule errors (spec §5.3 rejection codes) and the engine-wide ones, with their wording. */
export const sgsError = ruleErrors({
  notYourDecision: (p: { seat: number }) => `Seat ${p.seat} has no decision to make right now.`,
  matchFinished: (_: Record<string, never>) => 'The game is over.',
  unknownAction: (p: { type: string }) => `"${p.type}" is not a Sanguosha action.`,
  notOffered: (p: { what: string }) => `You can't do that now: ${p.what}.`,
  notInPhase: (p: { what: string }) => `${p.what} is only possible in your play phase.`,
  killLimit: (_: Record<string, never>) => "You can't use another Kill this play phase: the Kill limit is reached.",
  skillLimit: (p: { skill: string }) => `${p.skill} has already been used as often as allowed.`,
  cost: (p: { what: string }) => `You can't pay for that: ${p.what}.`,
  illegalTarget: (p: { target: number; card: string }) => `Seat ${p.target} can't be targeted by ${p.card}.`,
  outOfRange: (p: { target: number }) => `Seat ${p.target} is out of range.`,
  targetCount: (p: { card: string }) => `Wrong number of targets for ${p.card}.`,
});
