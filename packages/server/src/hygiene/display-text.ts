import { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '@tavern/engine/protocol';
import { BOT_LABELS } from '../rooms/bot-labels';
import { ProtocolError } from '../rooms/protocol-error';

/** Control characters (C0, DEL, C1). */
const CONTROL = /\p{Cc}/u;
/** Characters that override or isolate the text direction, so a name can disguise what follows. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Lone surrogates: not characters at all. */
const SURROGATE = /\p{Cs}/u;
/** What renders as nothing: spaces, format characters, default-ignorables and blank look-alikes. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u3164\uffa0]/gu;

/**
 * Cyrillic and Greek letters that read as Latin ones in most fonts, so that "Еаsу bоt" spelt with
 * Cyrillic е, а, у and о still reads as a bot's label.
 */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ү: 'y',
  ь: 'b',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** The folded letters of each bot label ("easybot"), which no person's name may fold to. */
const BOT_NAMES = new Set(Object.values(BOT_LABELS).map(fold));

/** What is wrong with a piece of text a person wants others to read, or null if nothing. */
function problemOf(text: string, what: 'Names' | 'Chat lines', maxLength: number): string | null {
  if (SURROGATE.test(text)) return `${what} cannot hold broken characters.`;
  if (CONTROL.test(text)) return `${what} cannot hold control characters.`;
  if (BIDI.test(text)) return `${what} cannot hold characters that change the text direction.`;
  if (text.replace(INVISIBLE, '').length === 0)
    return `${what} need at least one visible character.`;
  if (characterCount(text) > maxLength) return `${what} are at most ${maxLength} characters long.`;
  return null;
}

/**
 * A display name made safe to show: NFC-normalised and trimmed, or refused with `nameNotAllowed`
 * when it holds control or direction characters, shows nothing, is too long, or passes for a bot.
 */
export function checkedDisplayName(name: string): string {
  const normal = name.normalize('NFC').trim();
  const problem = problemOf(normal, 'Names', MAX_NAME_LENGTH);
  if (problem !== null) throw new ProtocolError('nameNotAllowed', problem);
  if (isBotLookalike(normal)) {
    throw new ProtocolError(
      'nameNotAllowed',
      'Names ending in "bot" are kept for the bots; choose another name.',
    );
  }
  return normal;
}

/** A chat line made safe to relay: NFC-normalised and trimmed, or refused with `chatNotAllowed`. */
export function checkedChatText(text: string): string {
  const normal = text.normalize('NFC').trim();
  const problem = problemOf(normal, 'Chat lines', MAX_CHAT_LENGTH);
  if (problem !== null) throw new ProtocolError('chatNotAllowed', problem);
  return normal;
}

/** "Easy bot", "EASY-BOT", "Ｅａｓｙ ｂｏｔ", "Easybot", "Mia the bot": anything a reader takes for a bot. */
function isBotLookalike(name: string): boolean {
  if (BOT_NAMES.has(fold(name))) return true;
  const words = skeleton(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.at(-1);
  return last === 'bot' || last === 'bots';
}

// Made once: building a segmenter costs far more than segmenting a name with it.
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a reader counts them (grapheme clusters: an emoji with modifiers is one). */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of GRAPHEMES.segment(text)) count++;
  return count;
}

/** Compatibility-normalised, lower-case, look-alike letters read as Latin: what a reader sees. */
function skeleton(text: string): string {
  return Array.from(text.normalize('NFKC').toLowerCase(), (c) => LATIN_LOOKALIKES[c] ?? c).join('');
}

/** The skeleton's letters and digits only. */
function fold(text: string): string {
  return skeleton(text).replace(/[^\p{L}\p{N}]/gu, '');
}
