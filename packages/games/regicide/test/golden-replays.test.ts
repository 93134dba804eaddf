// Golden replays (style point 21): seed + log must still give the same final state, so an
// accidental rule change shows up here. Regenerate only when the rules change on purpose (and bump
// game.rulesVersion).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type LogEntry, type MatchHeader, type Outcome } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import type { RegicideAction } from '../src/actions';
import { game } from '../src/game';
import type { RegicideOptions } from '../src/state';

interface GoldenReplay {
  readonly header: MatchHeader<RegicideOptions>;
  readonly log: readonly LogEntry<RegicideAction>[];
  readonly hash: string;
  readonly outcome: Outcome;
}

const dir = join(import.meta.dirname, 'fixtures');
const files = readdirSync(dir).filter((file) => file.endsWith('.replay.json'));

describe('golden replays', () => {
  test('there are golden replays for solo, 2 and 4 players', () => {
    expect(files.sort()).toEqual(['1p-victory.replay.json', '2p-victory.replay.json', '4p-victory.replay.json']);
  });

  test.each(files)('%s replays to the same final state and outcome', (file) => {
    const golden = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GoldenReplay;
    const match = Match.replay(game, golden.header, golden.log);
    expect(match.hash()).toBe(golden.hash);
    expect(game.outcome(match.state)).toEqual(golden.outcome);
  });
});

test('a time-out answers with a legal action', () => {
  let state = game.setup(3, 'timeouts', game.defaultOptions);
  for (let step = 0; game.outcome(state) === null && step < 200; step++) {
    const seat = game.toAct(state)[0]!;
    const answer = game.timeoutAction(state, seat);
    expect(game.legalActions(state, seat)).toContainEqual(answer);
    state = game.apply(state, seat, answer).state;
  }
});
