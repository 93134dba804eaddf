import type { Command } from 'commander';
import type { AnyGameModule, Translate } from '@tavern/engine';
import { makeBot, parseBotKind, type BotKind } from '../bot-factory';
import { findGame } from '../games';
import { simulate, type SimulationResult } from '../simulate';
import { ProgressBar } from '../terminal/progress-bar';
import { formatTable } from '../terminal/table';
import { formatProportion, wilson } from '../terminal/wilson';
import { ENGLISH } from '../english';

interface SimFlags {
  readonly players?: string;
  readonly games: string;
  readonly bot: string;
  readonly seats?: string;
  readonly seed: string;
  readonly json?: boolean;
}

/** `tavern sim <game>`: many seeded bot games, then a table of win rates and averages. */
export function simCommand(program: Command): void {
  program
    .command('sim')
    .description('simulate many games between bots and print win rates and averages')
    .argument('<game>', 'game id, e.g. regicide')
    .option('-p, --players <n>', "number of players (default: the game's usual count, e.g. 3 for Saboteur)")
    .option('-g, --games <k>', 'number of games', '1000')
    .option('-b, --bot <kind>', 'bot in every seat: random, heuristic or ismcts[:100ms]', 'heuristic')
    .option('--seats <kinds>', 'comma-separated bot per seat, e.g. heuristic,random,random')
    .option('-s, --seed <seed>', 'seed; the same seed gives the same numbers', '1')
    .option('--json', 'print the result as JSON')
    .action((gameId: string, flags: SimFlags) => {
      const module = findGame(gameId);
      const players = flags.players === undefined ? defaultPlayers(module) : parsePlayers(module, flags.players);
      const games = positiveInteger(flags.games, '--games');
      const kinds: BotKind[] =
        flags.seats === undefined
          ? Array.from({ length: players }, () => parseBotKind(flags.bot))
          : flags.seats.split(',').map((k) => parseBotKind(k.trim()));
      if (kinds.length !== players) throw new Error(`--seats names ${countOf(kinds.length, 'bot')} for ${countOf(players, 'player')}.`);
      const bar = new ProgressBar(games, process.stderr, `${module.def.name} `);
      const started = process.hrtime.bigint();
      const result = simulate({
        module,
        players,
        games,
        seed: flags.seed,
        bots: kinds.map((kind) => makeBot(module, kind)),
        onProgress: (done) => {
          bar.update(done);
        },
      });
      bar.finish();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (flags.json === true) process.stdout.write(`${JSON.stringify({ game: gameId, players, kinds, ...result, seconds })}\n`);
      else process.stdout.write(`${formatSimulation(module, kinds, result, seconds)}\n`);
    });
}

/** The results table of a simulation. */
export function formatSimulation(
  module: AnyGameModule,
  kinds: readonly BotKind[],
  result: SimulationResult,
  seconds: number,
): string {
  const finished = result.games - result.unfinished;
  const lines = [
    `${module.def.name}: ${countOf(result.games, 'game')}, ${countOf(kinds.length, 'player')} (${kinds.join(', ')})`,
    '',
    formatTable(
      ['seat', 'bot', 'win rate (95% CI)'],
      result.winsBySeat.map((wins, seat) => [String(seat), kinds[seat] ?? '', formatProportion(wilson(wins, finished))]),
    ),
    '',
    formatTable(['result', 'games', 'share (95% CI)'], [
      ['any winner', String(result.gamesWithWinner), formatProportion(wilson(result.gamesWithWinner, finished))],
      ...Object.entries(result.labels)
        .sort((a, b) => b[1] - a[1])
        .map(([label, count]) => [label, String(count), formatProportion(wilson(count, finished))]),
    ]),
    '',
    formatTable(
      ['average', 'per game'],
      [
        ['decisions', (result.decisions / Math.max(1, result.games)).toFixed(1)],
        ...Object.entries(result.statSums).map(([key, sum]) => [key, (sum / Math.max(1, finished)).toFixed(2)]),
      ],
    ),
    '',
    `${(result.games / seconds).toFixed(1)} games/s, ${Math.round(result.decisions / seconds)} decisions/s` +
      (result.unfinished > 0 ? `; ${result.unfinished} games hit the step limit` : ''),
  ];
  return lines.join('\n');
}

/** "1 player", "3 players". */
export function countOf(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The player count a game is played with when none is given: two, or the game's minimum if higher. */
export function defaultPlayers(module: AnyGameModule): number {
  const { minPlayers, maxPlayers } = module.def;
  return Math.min(Math.max(minPlayers, 2), maxPlayers);
}

/** Parses a player count within the game's limits; errors in the words of `t` (English by default). */
export function parsePlayers(module: AnyGameModule, text: string, t: Translate = ENGLISH): number {
  const players = positiveInteger(text, '--players', t);
  const { minPlayers, maxPlayers, name } = module.def;
  if (players < minPlayers || players > maxPlayers) {
    throw new Error(t('cli:command.playerCount', { game: name, min: minPlayers, max: maxPlayers, players }));
  }
  return players;
}

/** Parses a positive whole number, naming the flag in the error. */
export function positiveInteger(text: string, flag: string, t: Translate = ENGLISH): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(t('cli:command.wholeNumber', { flag, text }));
  return value;
}
