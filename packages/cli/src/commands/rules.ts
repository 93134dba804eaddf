import type { Command } from 'commander';
import { findGame, games } from '../games';
import { createTranslator } from '@tavern/locales';
import { chooseLanguage } from '../language';
import { markdownForTerminal, rulesOf } from '../rules-text';
import { helpInWords } from '../terminal/help-words';

/** `tavern rules <game>`: how to play, from docs/rules/<game>.md. */
export function rulesCommand(program: Command): void {
  // The help is read before any flag is parsed, so it speaks the language of LANG.
  const help = createTranslator(chooseLanguage(undefined, process.env));
  const ids = games.map((m) => m.def.id).join(', ');
  helpInWords(program.command('rules'), help)
    .description(help('cli:command.rules'))
    .usage(help('cli:help.rulesUsage'))
    .argument('[game]', help('cli:command.rulesGame', { games: ids }))
    .option('--lang <language>', help('cli:command.lang'))
    .action(async (gameId: string | undefined, flags: { readonly lang?: string }) => {
      const language = chooseLanguage(flags.lang, process.env);
      if (gameId === undefined) {
        process.stdout.write(`${createTranslator(language)('cli:command.rulesList', { games: ids })}\n`);
        return;
      }
      const module = findGame(gameId, createTranslator(language));
      process.stdout.write(`${markdownForTerminal(await rulesOf(module.def.id, language))}\n`);
    });
}
