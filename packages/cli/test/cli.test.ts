import { toyModule } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../src/bot-factory';
import { benchGame } from '../src/commands/bench';
import { formatSimulation, parsePlayers } from '../src/commands/sim';
import { playInTerminal } from '../src/play';
import { simulate } from '../src/simulate';
import { scriptedIo } from '../src/terminal/io';
import { formatProportion, wilson } from '../src/terminal/wilson';
import type { AnyGameModule } from '@tavern/engine';

const toy = toyModule as unknown as AnyGameModule;

function* answers(first: readonly string[]): Generator<string> {
  yield* first;
  for (;;) yield '1';
}

describe('terminal play', () => {
  test('explains bad input and asks again, then plays to the end', async () => {
    const io = scriptedIo(answers(['999', '{"type":"play","card":"zz"}', '{not json', 'play c', '']));
    const finished = await playInTerminal({ module: toy, players: 2, seat: 0, seed: 's', bot: makeBot(toy, 'random'), io });
    const text = io.output.join('');
    expect(finished).toBe(true);
    expect(text).toContain('There is no move numbered 999');
    expect(text).toContain("You don't hold zz.");
    expect(text).toContain('That JSON move could not be read.');
    expect(text).toContain('Your moves matching "play c"');
    expect(text).toMatch(/Game over: Finished\./);
    expect(text).toContain('Seat 1 played');
  });

  test('quitting ends the game early', async () => {
    const io = scriptedIo(['q']);
    expect(await playInTerminal({ module: toy, players: 3, seat: 1, seed: 's', bot: makeBot(toy, 'heuristic'), io })).toBe(false);
  });
});

describe('simulation', () => {
  const run = (seed: string) =>
    simulate({ module: toy, players: 3, games: 200, seed, bots: [0, 1, 2].map(() => makeBot(toy, 'heuristic')) });

  test('the same seed gives the same numbers; another seed other numbers', () => {
    expect(run('a')).toEqual(run('a'));
    expect(run('a').statSums).not.toEqual(run('b').statSums);
  });

  test('totals add up and the table shows them', () => {
    const result = run('a');
    expect(result.unfinished).toBe(0);
    expect(result.labels['Finished']).toBe(200);
    expect(result.winsBySeat.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(result.gamesWithWinner);
    const table = formatSimulation(toy, ['heuristic', 'heuristic', 'heuristic'], result, 1);
    expect(table).toContain('win rate (95% CI)');
    expect(table).toContain('best');
    expect(table).toContain('200.0 games/s');
  });

  test('player counts outside the game are refused with the range', () => {
    expect(() => parsePlayers(toy, '7')).toThrow('Toy is for 2-4 players, not 7.');
    expect(() => parsePlayers(toy, 'two')).toThrow('--players takes a whole number');
  });
});

describe('benchmarks', () => {
  test('every game reports the standard metrics as positive numbers', () => {
    const lines = [...benchGame(toy, 0.05, 20)];
    const metrics = lines.map((l) => l.metric);
    expect(metrics).toContain('random_playout_actions_per_s');
    expect(metrics).toContain('runner_overhead_ratio');
    expect(metrics).toContain('win_rate_2p_heuristic_vs_random');
    for (const line of lines) {
      expect(line.game).toBe('toy');
      expect(Number.isFinite(line.value)).toBe(true);
    }
    expect(lines.find((l) => l.metric === 'random_playout_actions_per_s')!.value).toBeGreaterThan(0);
  });
});

describe('Wilson interval', () => {
  test('matches known values', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(formatProportion(wilson(1, 4))).toBe('25.0% [4.6–69.9]');
  });
});
