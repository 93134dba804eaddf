import { readFileSync } from 'node:fs';
import { Match, type LogEntry, type MatchHeader } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import type { Action } from '../src/actions';
import { game } from '../src/game';
import type { Options } from '../src/options';

interface Golden {
  readonly header: MatchHeader<Options>;
  readonly log: readonly LogEntry<Action>[];
  readonly hash: string;
}

describe('golden replays (style point 21)', () => {
  for (const name of ['2p', '4p']) {
    test(`${name}: seed + log replay to the recorded final state`, () => {
      const golden = JSON.parse(
        readFileSync(new URL(`fixtures/${name}.replay.json`, import.meta.url), 'utf8'),
      ) as Golden;
      const match = Match.replay(game, golden.header, golden.log);
      expect(game.outcome(match.state)).not.toBeNull();
      expect(match.hash()).toBe(golden.hash);
    });
  }
});
