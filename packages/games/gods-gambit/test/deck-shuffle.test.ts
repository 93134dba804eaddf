import { createRng, rngStateFromSeed } from '@tavern/engine';
import { expect, test } from 'vitest';
import { ALL_CARD_IDS } from '../src/cards';
import { shuffleWithState } from '../src/rules/deck-shuffle';

test("the round shuffle makes the engine generator's draws and leaves its state", () => {
  for (const seed of ['a', 'b', 'deck:7', 'round 3']) {
    let state = rngStateFromSeed(seed);
    const engine = createRng(state);
    // Three shuffles in a row: the returned state must chain like the engine's generator.
    for (let round = 0; round < 3; round++) {
      const ours = shuffleWithState(state, ALL_CARD_IDS);
      expect(ours.cards).toEqual(engine.shuffle(ALL_CARD_IDS));
      expect(ours.state).toEqual(engine.state());
      state = ours.state;
    }
  }
});
