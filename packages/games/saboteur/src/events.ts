/** Saboteur's log events (spec §5.3), each with its visibility. */
import type { GameEvent, Seat } from '@tavern/engine';

/** Event types, past tense (house style); the glossary maps them to the spec's names. */
export type SaboteurEventType =
  | 'pathPlaced'
  | 'goalRevealed'
  | 'brokenToolPlayed'
  | 'repairPlayed'
  | 'rockfallPlayed'
  | 'mapPlayed'
  | 'cardDiscarded'
  | 'autoPassed'
  | 'cardDrawn'
  | 'roundEnded'
  | 'goldStacked'
  | 'goldPicked'
  | 'goldAutoGiven'
  | 'saboteurPaid'
  | 'gameEnded'
  | 'roundStarted';

type Fields = Readonly<Record<string, unknown>>;

/** An event everyone sees. */
export function publicEvent(type: SaboteurEventType, fields: Fields): GameEvent {
  return { type, ...fields };
}

/** An event whose `secret` fields only `seats` see; everyone else gets the public fields. */
export function privateEvent(
  type: SaboteurEventType,
  fields: Fields,
  secret: Fields,
  seats: readonly Seat[],
): GameEvent {
  return { type, ...fields, ...secret, visibleTo: seats, redacted: { type, ...fields } };
}
