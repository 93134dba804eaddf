const SUIT_SYMBOLS: Readonly<Record<string, string>> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/**
 * The ways a player's words may read once ASCII suits become symbols: "9s" is "9♠" (Regicide writes
 * the rank first) and "♠9" (Sanguosha writes the suit first). Words without a card stay as typed.
 */
export function suitSpellings(words: string): readonly string[] {
  const pattern = /\b(10|[2-9]|[ajqk])([shdc])\b/gi;
  if (!pattern.test(words)) return [words];
  const rankFirst = words.replace(pattern, (_, rank: string, suit: string) => `${rank.toUpperCase()}${SUIT_SYMBOLS[suit.toLowerCase()] ?? suit}`);
  const suitFirst = words.replace(pattern, (_, rank: string, suit: string) => `${SUIT_SYMBOLS[suit.toLowerCase()] ?? suit}${rank.toUpperCase()}`);
  return [words, rankFirst, suitFirst];
}

/** Does `label` contain `words`, ignoring case, with ASCII suits read as symbols? */
export function matchesWords(label: string, words: string): boolean {
  const haystack = label.toLowerCase();
  return suitSpellings(words.trim()).some((spelling) => haystack.includes(spelling.toLowerCase()));
}
