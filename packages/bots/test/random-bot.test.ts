import { asSeat, seededRng, type Action } from '@tavern/engine';
import { expect, test } from 'vitest';
import { randomBot } from '../src/index';

test('the random bot picks only legal actions, and each of them eventually', () => {
  const legal: Action[] = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];
  const bot = randomBot<null, Action>();
  const rng = seededRng('random-bot');
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const choice = bot({ seat: asSeat(0), view: null, legal, rng });
    expect(legal).toContain(choice);
    seen.add(choice.type);
  }
  expect(seen.size).toBe(3);
});
