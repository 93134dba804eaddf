import { createRng, invariant, rngStateFromSeed, type Seat } from '@tavern/engine';
import type { Options } from './options';
import { startRound } from './rules/round-start';
import type { Draft, State } from './state';

/** A new game (spec §2): random first player, then round 1 dealt from the seeded shuffle. */
export function setup(numPlayers: number, seed: string, options: Options): State {
  invariant(
    Number.isInteger(numPlayers) && numPlayers >= 2 && numPlayers <= 6,
    `Gods' Gambit takes 2-6 players, not ${numPlayers}`,
  );
  const rng = createRng(rngStateFromSeed(seed));
  const firstPlayer = rng.int(numPlayers) as Seat;
  const startTotal = options.mode === 'standard' ? 0 : options.startingScore;
  const d: Draft = {
    rng: rng.state(),
    numPlayers,
    options,
    round: 1,
    firstPlayer,
    current: firstPlayer,
    drawPile: [],
    fieldPile: [],
    colour: 'W',
    trumpets: [],
    hands: [],
    skillAreas: [],
    skips: [],
    extraTurns: [],
    firstOut: -1,
    pending: { kind: 'gameOver' },
    penalties: Array.from({ length: numPlayers }, () => []),
    totals: new Array<number>(numPlayers).fill(startTotal),
    roundsOut: new Array<number>(numPlayers).fill(0),
    lastRound: null,
    turnsThisRound: 0,
    turns: 0,
    voidRounds: 0,
  };
  startRound(d, 1, firstPlayer, []);
  return d;
}
