import type { BotKind } from '@tavern/engine/protocol';
import { BOT_LABELS } from './bot-labels';

/** Given names, so that four bots at a table are four people to follow, not four "Easy bot"s. */
const BOT_GIVEN_NAMES = [
  'Ada',
  'Brom',
  'Cora',
  'Dunstan',
  'Edda',
  'Fenn',
  'Greta',
  'Hob',
  'Ida',
  'Jory',
  'Kell',
  'Lune',
  'Mott',
  'Nell',
  'Orrin',
  'Pim',
] as const;

/** A name for a new bot of `kind` that no one at the table has yet, e.g. "Brom (Easy bot)". */
export function botName(kind: BotKind, taken: readonly string[]): string {
  const label = BOT_LABELS[kind];
  for (const given of BOT_GIVEN_NAMES) {
    const name = `${given} (${label})`;
    if (!taken.some((other) => other.startsWith(`${given} (`))) return name;
  }
  return `${label} ${taken.length + 1}`;
}
