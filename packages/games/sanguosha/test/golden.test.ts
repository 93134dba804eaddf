import { expect, test } from 'vitest';
import { goldenHash } from './golden-play';

// Behaviour guard for the throughput work: the fingerprints (final state, step count, legal action
// lists, scrubbed events, views and determinized worlds along the way) of 100 seeded heuristic-bot games, 4-9 players,
// all 40 generals. Recorded on the code of 88e5e91 (after the point-fight determinize fix, which changes only
// sampled worlds, never real play). Optimisations must keep it; a deliberate rules change re-records
// it and says why in its commit.
const GOLDEN = '25bc62eecc379c3a';

test('100 seeded heuristic games behave exactly as recorded', () => {
  expect(goldenHash(100)).toBe(GOLDEN);
}, 120_000);
