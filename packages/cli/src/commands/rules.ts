import type { Command } from 'commander';
import { findGame, games } from '../games';
import { chooseLanguage, LANG_OPTION_HELP } from '../language';
import { markdownForTerminal, rulesOf } from '../rules-text';

/** `tavern rules <game>`: how to play, from docs/rules/<game>.md. */
export function rulesCommand(program: Command): void {
  program
    .command('rules')
    .description('print how to play a game')
    .argument('[game]', `game id: ${games.map((m) => m.def.id).join(', ')}`)
    .option('--lang <language>', LANG_OPTION_HELP)
    .action(async (gameId: string | undefined, flags: { readonly lang?: string }) => {
      if (gameId === undefined) {
        process.stdout.write(`Rules are written for: ${games.map((m) => m.def.id).join(', ')}. Try "tavern rules regicide".\n`);
        return;
      }
      const module = findGame(gameId);
      process.stdout.write(`${markdownForTerminal(await rulesOf(module.def.id, chooseLanguage(flags.lang, process.env)))}\n`);
    });
}
