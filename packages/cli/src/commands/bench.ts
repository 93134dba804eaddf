import type { Command } from 'commander';
import type { AnyGameModule } from '@tavern/engine';
import { makeBot, type BotKind } from '../bot-factory';
import { games } from '../games';
import { simulate } from '../simulate';
import { bareThroughput, runnerThroughput } from '../bench/throughput';

/** One benchmark figure, printed as a line of JSON with `--json`. */
export interface BenchLine {
  readonly game: string;
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
}

interface BenchFlags {
  readonly json?: boolean;
  readonly game?: string;
  readonly seconds: string;
  readonly games: string;
}

/** `tavern bench`: throughput of random playouts and bot strength, per game. */
export function benchCommand(program: Command): void {
  program
    .command('bench')
    .description('measure random-playout throughput and bot win rates for every game')
    .option('--json', 'one JSON object per line: {"game","metric","value","unit"}')
    .option('--game <id>', 'only this game')
    .option('--seconds <s>', 'seconds per throughput measurement', '2')
    .option('--games <k>', 'games per win-rate measurement', '300')
    .action((flags: BenchFlags) => {
      const selected = games.filter((m) => flags.game === undefined || m.def.id === flags.game);
      if (selected.length === 0) throw new Error(`No game "${flags.game ?? ''}".`);
      for (const module of selected) {
        for (const line of benchGame(module, Number(flags.seconds), Number(flags.games))) {
          process.stdout.write(
            flags.json === true
              ? `${JSON.stringify(line)}\n`
              : `${line.game.padEnd(12)} ${line.metric.padEnd(40)} ${formatValue(line.value).padStart(12)} ${line.unit}\n`,
          );
        }
      }
    });
}

/** Every benchmark figure of one game, measured on this thread. */
export function* benchGame(module: AnyGameModule, seconds: number, gamesPerRate: number): Generator<BenchLine> {
  const { def } = module;
  const players = Math.min(Math.max(def.minPlayers, 2), def.maxPlayers);
  const game = def.id;
  const bare = bareThroughput(def, players, seconds);
  yield { game, metric: 'random_playout_actions_per_s', value: bare.actionsPerSecond, unit: 'actions/s' };
  yield { game, metric: 'random_playout_games_per_s', value: bare.gamesPerSecond, unit: 'games/s' };
  const runner = runnerThroughput(def, players, seconds);
  yield { game, metric: 'runner_actions_per_s', value: runner.actionsPerSecond, unit: 'actions/s' };
  yield { game, metric: 'runner_overhead_ratio', value: bare.actionsPerSecond / runner.actionsPerSecond, unit: 'x' };
  for (const count of new Set([def.minPlayers, players])) {
    for (const lineup of ['heuristic', 'random'] as const) {
      const rate = seatZeroWinRate(module, count, gamesPerRate, lineup, lineup);
      yield { game, metric: `win_rate_${count}p_all_${lineup}`, value: rate, unit: 'fraction (seat 0 wins)' };
    }
    if (count > 1) {
      const rate = seatZeroWinRate(module, count, gamesPerRate, 'heuristic', 'random');
      yield { game, metric: `win_rate_${count}p_heuristic_vs_random`, value: rate, unit: 'fraction (seat 0 heuristic wins)' };
    }
  }
}

function seatZeroWinRate(module: AnyGameModule, players: number, count: number, first: BotKind, others: BotKind): number {
  const result = simulate({
    module,
    players,
    games: count,
    seed: 'bench',
    bots: Array.from({ length: players }, (_, seat) => makeBot(module, seat === 0 ? first : others)),
  });
  return (result.winsBySeat[0] ?? 0) / Math.max(1, result.games - result.unfinished);
}

function formatValue(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(3);
}
