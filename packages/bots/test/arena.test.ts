import { describe, expect, test } from 'vitest';
import { formatArenaTable, parseContestant, parseLineup, planGame, runArena, wilsonInterval } from '../src/index';
import { toyModule } from './toy/toy-module';

describe('Wilson interval', () => {
  test('matches the textbook values and stays inside [0, 1]', () => {
    const half = wilsonInterval(50, 100);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    const none = wilsonInterval(0, 20);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.1611, 3);
    expect(wilsonInterval(20, 20).high).toBe(1);
  });
});

describe('line-ups', () => {
  test('parses bots and ISMCTS budgets, and names what is wrong', () => {
    expect(parseContestant('random')).toEqual({ kind: 'random' });
    expect(parseContestant('ismcts:100ms')).toEqual({ kind: 'ismcts', timeMs: 100 });
    expect(parseContestant('ismcts:2000:random:d12:history')).toEqual({
      kind: 'ismcts',
      iterations: 2000,
      rollout: 'random',
      maxRolloutDepth: 12,
      treeKey: 'history',
    });
    expect(parseContestant('ismcts')).toEqual({ kind: 'ismcts', timeMs: 100 });
    expect(() => parseContestant('alphazero')).toThrow(/unknown bot/);
    expect(() => parseContestant('ismcts:fast')).toThrow(/"fast"/);
    expect(parseLineup('ismcts:100ms, heuristic,random')).toEqual(['ismcts:100ms', 'heuristic', 'random']);
  });

  test('rotation puts every entry in every seat of the same deal', () => {
    const plans = [0, 1, 2].map((i) => planGame(i, 's', ['a', 'b', 'c'], 3));
    expect(plans.map((p) => p.seats)).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
    ]);
    expect(new Set(plans.map((p) => p.dealSeed)).size).toBe(1);
    expect(planGame(3, 's', ['a', 'b', 'c'], 3).dealSeed).not.toBe(plans[0]?.dealSeed);
    // A solo game with two entries: they take turns on the same deal.
    expect([0, 1].map((i) => planGame(i, 's', ['x', 'y'], 1).seats)).toEqual([['x'], ['y']]);
  });
});

describe('runArena', () => {
  const options = { module: toyModule, players: 2, lineup: ['ismcts:60', 'random'], games: 24, seed: 'arena' };

  test('tallies every seat-game, reproducibly, and ISMCTS beats random', async () => {
    const progress: number[] = [];
    const result = await runArena({ ...options, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const [ismcts, random] = result.contestants;
    expect(ismcts?.wins.trials).toBe(24);
    expect(random?.wins.trials).toBe(24);
    expect(ismcts!.wins.successes).toBeGreaterThan(random!.wins.successes);
    expect(Object.values(result.labels).reduce((a, b) => a + b, 0)).toBe(24);
    const again = await runArena(options);
    expect(again.contestants.map((c) => c.wins.successes)).toEqual(result.contestants.map((c) => c.wins.successes));
    const table = formatArenaTable(result);
    expect(table).toContain('ismcts:60');
    expect(table).toMatch(/95% CI/);
  });

  test('worker threads play the same games as one thread', async () => {
    const specifier = new URL('./toy/toy-module.ts', import.meta.url).href;
    const inThread = await runArena({ ...options, lineup: ['heuristic', 'random'] });
    const onWorkers = await runArena({
      ...options,
      lineup: ['heuristic', 'random'],
      workers: 2,
      moduleSpecifier: specifier,
      moduleExport: 'toyModule',
    });
    expect(onWorkers.workers).toBe(2);
    expect(onWorkers.contestants).toEqual(
      inThread.contestants.map((c) => ({ ...c, meanThinkMs: onWorkers.contestants.find((o) => o.spec === c.spec)?.meanThinkMs })),
    );
    expect(onWorkers.labels).toEqual(inThread.labels);
  });

  test('refuses a table size the game does not allow', async () => {
    await expect(runArena({ ...options, players: 7 })).rejects.toThrow(/2 to 4 players/);
  });
});
