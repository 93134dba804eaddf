import type { Command } from 'commander';
import { randomBytes } from 'node:crypto';
import { makeBot, parseBotKind } from '../bot-factory';
import { findGame } from '../games';
import { chooseLanguage, LANG_OPTION_HELP } from '../language';
import { playInTerminal } from '../play';
import { processIo } from '../terminal/io';
import { defaultPlayers, parsePlayers } from './sim';

interface PlayFlags {
  readonly players?: string;
  readonly seat: string;
  readonly bots: string;
  readonly seed?: string;
  readonly lang?: string;
}

/** `tavern play <game>`: one person in the terminal against bots. */
export function playCommand(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal against bots')
    .argument('<game>', 'game id, e.g. regicide')
    .option('-p, --players <n>', "number of players (default: the game's usual count, e.g. 4 for Sanguosha)")
    .option('--seat <s>', 'your seat, counted from 0 (0 is Player 1)', '0')
    .option('--bots <kind>', 'bots in the other seats: random, heuristic or ismcts[:100ms]', 'heuristic')
    .option('-s, --seed <seed>', 'seed for a reproducible deal (random by default)')
    .option('--lang <language>', LANG_OPTION_HELP)
    .action(async (gameId: string, flags: PlayFlags) => {
      const module = findGame(gameId);
      const players = flags.players === undefined ? defaultPlayers(module) : parsePlayers(module, flags.players);
      const seat = Number(flags.seat);
      if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
        throw new Error(`--seat must be between 0 and ${players - 1}.`);
      }
      const io = processIo();
      try {
        await playInTerminal({
          module,
          players,
          seat,
          seed: flags.seed ?? randomBytes(8).toString('hex'),
          bot: makeBot(module, parseBotKind(flags.bots)),
          io,
          language: chooseLanguage(flags.lang, process.env),
        });
      } finally {
        io.close();
      }
    });
}
