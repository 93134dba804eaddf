import type { Command } from 'commander';
import { randomBytes } from 'node:crypto';
import { makeBot, parseBotKind } from '../bot-factory';
import { findGame } from '../games';
import { createTranslator } from '@tavern/locales';
import { chooseLanguage } from '../language';
import { playInTerminal } from '../play';
import { helpInWords } from '../terminal/help-words';
import { processIo } from '../terminal/io';
import { defaultPlayers, parsePlayers } from './sim';

interface PlayFlags {
  readonly players?: string;
  readonly seat?: string;
  readonly bots?: string;
  readonly seed?: string;
  readonly lang?: string;
}

/** `tavern play <game>`: one person in the terminal against bots. */
export function playCommand(program: Command): void {
  // The help is read before any flag is parsed, so it speaks the language of LANG.
  const help = createTranslator(chooseLanguage(undefined, process.env));
  helpInWords(program.command('play'), help)
    .description(help('cli:command.play'))
    .usage(help('cli:help.playUsage'))
    .argument('<game>', help('cli:command.playGame'))
    .option('-p, --players <n>', help('cli:command.players'))
    .option('--seat <s>', help('cli:command.seat'))
    .option('--bots <kind>', help('cli:command.bots'))
    .option('-s, --seed <seed>', help('cli:command.seed'))
    .option('--lang <language>', help('cli:command.lang'))
    .action(async (gameId: string, flags: PlayFlags) => {
      const language = chooseLanguage(flags.lang, process.env);
      const t = createTranslator(language);
      const module = findGame(gameId, t);
      const players = flags.players === undefined ? defaultPlayers(module) : parsePlayers(module, flags.players, t);
      const seat = Number(flags.seat ?? '0');
      if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
        throw new Error(t('cli:command.seatRange', { last: players - 1 }));
      }
      const io = processIo();
      try {
        await playInTerminal({
          module,
          players,
          seat,
          seed: flags.seed ?? randomBytes(8).toString('hex'),
          bot: makeBot(module, parseBotKind(flags.bots ?? 'heuristic')),
          io,
          language,
        });
      } finally {
        io.close();
      }
    });
}
