import type { Command } from 'commander';
import type { AnyGameModule } from '@tavern/engine';
import { formatArenaTable, parseLineup, runArena } from '@tavern/bots';
import { ProgressBar } from '../terminal/progress-bar';
import { defaultPlayers, parsePlayers } from './sim';

interface ArenaFlags {
  readonly players?: string;
  readonly lineup: string;
  readonly games: string;
  readonly seed: string;
  readonly workers: string;
  readonly json?: boolean;
}

/**
 * `tavern arena <game>`: seat-rotated games between a line-up of bots, then each bot's win rate
 * with a 95% interval. `--workers 2` plays on two threads (each imports the game's package).
 */
export function arenaCommand(program: Command, games: readonly AnyGameModule[]): void {
  program
    .command('arena')
    .description('play seat-rotated games between bots and print win rates with 95% confidence intervals')
    .argument('<game>', 'game id, e.g. regicide')
    .option('-p, --players <n>', "number of players (default: the game's usual count)")
    .option('-l, --lineup <bots>', 'comma-separated bots rotated through the seats: random, heuristic, ismcts:100ms, ismcts:2000', 'ismcts:100ms,heuristic')
    .option('-g, --games <k>', 'number of games (a multiple of the line-up length keeps rotations whole)', '100')
    .option('-s, --seed <seed>', 'seed; with iteration budgets the same seed gives the same numbers', '1')
    .option('-w, --workers <n>', 'worker threads (1 = this thread)', '1')
    .option('--json', 'print the result as JSON')
    .action(async (gameId: string, flags: ArenaFlags) => {
      const module = games.find((m) => m.def.id === gameId);
      if (module === undefined) throw new Error(`Unknown game "${gameId}". Games: ${games.map((m) => m.def.id).join(', ')}.`);
      const players = flags.players === undefined ? defaultPlayers(module) : parsePlayers(module, flags.players);
      const total = wholeNumber(flags.games, '--games');
      const bar = new ProgressBar(total, process.stderr, `${module.def.name} arena `);
      const result = await runArena({
        module,
        players,
        lineup: parseLineup(flags.lineup),
        games: total,
        seed: flags.seed,
        workers: wholeNumber(flags.workers, '--workers'),
        moduleSpecifier: `@tavern/${module.def.id}`,
        onProgress: (done) => {
          bar.update(done);
        },
      });
      bar.finish();
      process.stdout.write(`${flags.json === true ? JSON.stringify(result) : formatArenaTable(result)}\n`);
    });
}

function wholeNumber(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a whole number of at least 1, not "${text}".`);
  return value;
}
