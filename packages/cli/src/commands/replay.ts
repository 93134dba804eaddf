import type { Command } from 'commander';
import { asSeat, type Viewer } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import { findGame } from '../games';
import { chooseLanguage } from '../language';
import { formatReplay } from '../replay';
import { loadReplay } from '../replay-source';
import { helpInWords } from '../terminal/help-words';

interface ReplayFlags {
  readonly seat?: string;
  readonly table?: boolean;
  readonly lang?: string;
}

/** `tavern replay`: re-simulate a stored game from a file or a server's replay URL. */
export function replayCommand(program: Command): void {
  // The help is read before any flag is parsed, so it speaks the language of LANG.
  const help = createTranslator(chooseLanguage(undefined, process.env));
  helpInWords(program.command('replay'), help)
    .description(help('cli:command.replay'))
    .usage(help('cli:help.replayUsage'))
    .argument('<source>', help('cli:command.replaySource'))
    .option('--seat <s>', help('cli:command.replaySeat'))
    .option('--table', help('cli:command.replayTable'))
    .option('--lang <language>', help('cli:command.lang'))
    .action(async (source: string, flags: ReplayFlags) => {
      const replay = await loadReplay(source);
      const viewer: Viewer = flags.seat === undefined ? 'spectator' : asSeat(Number(flags.seat));
      const language = chooseLanguage(flags.lang, process.env);
      process.stdout.write(`${formatReplay(findGame(replay.header.game), replay, viewer, flags.table === true, language)}\n`);
    });
}
