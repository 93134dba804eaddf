/** How a finished match ended, with the numbers `tavern sim` averages. */
import type { Outcome } from '@tavern/engine';
import { nuggetValue } from './cards';
import type { SaboteurState } from './state';

/** The outcome once the third round's gold is handed out; null before. */
export function outcomeOf(state: SaboteurState): Outcome | null {
  if (state.phase !== 'GAME_OVER' || state.winners === null) return null;
  const scores = state.gold.map((cards) => cards.reduce((sum, card) => sum + nuggetValue(card), 0));
  const t = state.tally;
  return {
    winners: state.winners,
    label: `Gold-diggers won ${t.minerRoundsWon} of ${t.minerRoundsWon + t.saboteurRoundsWon} rounds`,
    scores,
    stats: {
      rounds: t.minerRoundsWon + t.saboteurRoundsWon,
      minerRoundsWon: t.minerRoundsWon,
      saboteurRoundsWon: t.saboteurRoundsWon,
      minerRoundWinRate: t.minerRoundsWon / Math.max(1, t.minerRoundsWon + t.saboteurRoundsWon),
      goldMiners: t.goldMiners,
      goldSaboteurs: t.goldSaboteurs,
      goldPerMinerSeat: t.goldMiners / Math.max(1, t.minerSeatRounds),
      goldPerSaboteurSeat: t.goldSaboteurs / Math.max(1, t.saboteurSeatRounds),
      turns: state.turns,
      winningTotal: Math.max(...scores),
    },
  };
}
