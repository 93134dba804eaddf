import { rngStateFromSeed, shuffleFromState, type CardId, type Seat } from '@tavern/engine';
import { faceCards, jestersInTavern, maxHandSize, NUMBER_CARDS, sortCards } from './cards';
import type { RegicideOptions, RegicideState } from './state';

/**
 * A new game (spec §1.7): the Castle in three shuffled layers with the first Jack revealed, the
 * Tavern shuffled with the Jesters for this player count, and hands dealt one card at a time
 * clockwise from the first player until every hand is full.
 */
export function setup(numPlayers: number, seed: string, options: RegicideOptions): RegicideState {
  // spec §1.4: each rank shuffled on its own; Jacks on top of Queens on top of Kings. The four
  // shuffles are one generator's draws in this order (shuffleFromState hands the state on).
  const jacks = shuffleFromState(rngStateFromSeed(seed), faceCards('J'));
  const queens = shuffleFromState(jacks.state, faceCards('Q'));
  const kings = shuffleFromState(queens.state, faceCards('K'));
  const castle = jacks.items.concat(queens.items, kings.items);
  const shuffled = shuffleFromState(kings.state, NUMBER_CARDS.concat(jestersInTavern(numPlayers)));
  const tavern = shuffled.items;
  const limit = maxHandSize(numPlayers);
  const first = ((options.firstPlayer % numPlayers) + numPlayers) % numPlayers;
  const dealt: CardId[][] = [];
  const yielded: boolean[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    dealt.push([]);
    yielded.push(false);
  }
  let top = 0;
  for (let round = 0; round < limit; round++) {
    for (let k = 0; k < numPlayers; k++) {
      const hand = dealt[(first + k) % numPlayers];
      const card = tavern[top++];
      if (hand !== undefined && card !== undefined) hand.push(card);
    }
  }
  const hands = dealt.map(sortCards);
  const enemy = castle[0];
  const rest = castle.slice(1);
  if (enemy === undefined) throw new Error('the castle cannot be empty at setup');
  return {
    rng: shuffled.state,
    numPlayers,
    maxHandSize: limit,
    hands,
    castle: rest,
    enemy: { card: enemy, damage: 0, shieldRaw: 0, immunityCancelled: false },
    inPlay: [],
    tavern: tavern.slice(top),
    tavernKnownTop: 0,
    discard: [],
    current: first as Seat,
    phase: 'play',
    pendingDamage: 0,
    yielded,
    jesterPowers: numPlayers === 1 ? 2 : null,
    lossReason: null,
    soloGrade: null,
    enemiesDefeated: 0,
    turns: 0,
  };
}
