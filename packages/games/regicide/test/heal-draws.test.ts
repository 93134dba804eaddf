// The ♥ heal steps sfc32 by hand (a speed-up of issue #18); this holds it to the engine's
// generator, draw for draw: the same cards move, in the same order, and the same state is left.
import { createRng, rngStateFromSeed, type CardId } from '@tavern/engine';
import { expect, test } from 'vitest';
import { NUMBER_CARDS } from '../src/cards';
import { draft } from '../src/rules/draft';
import { healFromDiscard } from '../src/rules/suit-powers';
import { setup } from '../src/setup';

/** The heal as written with the engine's generator. */
function expected(seed: string, discard: readonly CardId[], value: number) {
  const rng = createRng(rngStateFromSeed(seed));
  const count = Math.min(value, discard.length);
  if (count === discard.length) return { moved: rng.shuffle(discard), kept: [], state: rng.state() };
  const positions = discard.map((_, i) => i);
  const moved: CardId[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(discard.length - i);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
    moved.push(discard[positions[i]!]!);
  }
  return { moved, kept: discard.filter((card) => !moved.includes(card)), state: rng.state() };
}

test.each([
  ['a', 20, 5],
  ['b', 20, 19],
  ['c', 7, 7],
  ['d', 30, 10],
  ['e', 1, 4],
])('seed %s: %i cards in the discard, heal %i', (seed, size, value) => {
  const discard = NUMBER_CARDS.slice(0, size);
  const d = draft({ ...setup(2, 'heal', { firstPlayer: 0 }), rng: rngStateFromSeed(seed), discard, tavern: [] });
  healFromDiscard(d, value);
  const want = expected(seed, discard, value);
  expect(d.tavern).toEqual(want.moved);
  expect(d.discard).toEqual(want.kept);
  expect(d.rng).toEqual(want.state);
});
