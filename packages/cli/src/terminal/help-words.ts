import type { Command } from 'commander';
import type { Translate } from '@tavern/engine';

// The headings commander prints, with their catalogue keys.
const TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'cli:help.usage',
  'Arguments:': 'cli:help.arguments',
  'Options:': 'cli:help.options',
  'Commands:': 'cli:help.commands',
};

/** Makes `command`'s --help speak the words of `t`: its headings and the line about -h itself. */
export function helpInWords(command: Command, t: Translate): Command {
  return command
    .helpOption('-h, --help', t('cli:help.help'))
    .configureHelp({ styleTitle: (title) => (TITLES[title] === undefined ? title : t(TITLES[title])) });
}
