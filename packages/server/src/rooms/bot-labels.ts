import type { BotKind } from '@tavern/engine/protocol';

/** The display names of bots in seats (people may not take them: see `hygiene/display-text.ts`). */
export const BOT_LABELS: Readonly<Record<BotKind, string>> = {
  random: 'Random bot',
  heuristic: 'Easy bot',
  normal: 'Normal bot',
  hard: 'Hard bot',
};
