import { allSeats, type Outcome } from '@tavern/engine';
import type { RegicideState } from './state';

/** The simulation label of each solo grade (the words a player reads are in the catalogue). */
export const GRADE_LABELS = { gold: 'Gold victory', silver: 'Silver victory', bronze: 'Bronze victory' } as const;

/**
 * How the game ended (§4): everyone wins or loses together. The label is the solo grade
 * ("Gold victory"), "Victory" with 2-4 players, or "Defeat"; stats feed simulation tables.
 */
export function outcomeOf(state: RegicideState): Outcome | null {
  if (state.phase !== 'won' && state.phase !== 'lost') return null;
  const won = state.phase === 'won';
  const stats: Record<string, number> = { enemiesDefeated: state.enemiesDefeated, turns: state.turns };
  if (state.jesterPowers !== null) stats['jesterPowersUsed'] = 2 - state.jesterPowers;
  return {
    winners: won ? allSeats(state.numPlayers) : [],
    label: won ? (state.soloGrade === null ? 'Victory' : GRADE_LABELS[state.soloGrade]) : 'Defeat',
    stats,
  };
}
