import type { Language } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../src/bot-factory';
import { findGame } from '../src/games';
import { playInTerminal } from '../src/play';
import { scriptedIo } from '../src/terminal/io';

// Words that are the same in English and the other language, or are not words of ours: the games'
// names, the formats the help mentions, what the scripted person typed ("zzz"), and Spanish words
// spelt as in English.
const NAMES = ['Regicide', 'Saboteur', 'Gods', 'Gambit', 'JSON', 'ASCII', 'zzz'];
const SHARED: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  es: [...NAMES, 'Avatar', 'combo', 'total', 'extra'],
  be: NAMES,
  ta: NAMES,
};

/** A scripted person: a filter that matches nothing, "?" alone, a wrong number, a refused move, then always the first move. */
function* answers(refused: string): Generator<string> {
  yield 'zzz';
  yield '?';
  yield '999';
  yield '{"type":"fly"}';
  yield refused;
  for (let i = 0; i < 400; i++) yield '1';
  yield 'q';
}

async function transcript(gameId: string, players: number, refused: string, language: Language): Promise<string> {
  const module = findGame(gameId);
  const io = scriptedIo(answers(refused));
  await playInTerminal({ module, players, seat: 0, seed: 'languages', bot: makeBot(module, 'heuristic'), io, language });
  return io.output.join('');
}

/** The words of a text that could be English: whole words of three or more plain Latin letters. */
function latinWords(text: string): Set<string> {
  return new Set((text.match(/\p{L}+/gu) ?? []).filter((word) => /^[A-Za-z]{3,}$/.test(word)));
}

const GAMES = [
  {
    id: 'regicide',
    players: 2,
    refused: { move: '{"type":"chooseNext","next":1}', english: "You can't choose the next player now" },
    own: { es: 'Jugar', be: 'Разыграць', ta: 'ஆடு' },
  },
  {
    id: 'saboteur',
    players: 4,
    refused: { move: '{"type":"pickGold","card":"NUG1#1"}', english: "You can't pick gold now" },
    own: { es: 'Colocar', be: 'Пакласці', ta: 'இல் வை' },
  },
  {
    id: 'gods-gambit',
    players: 3,
    refused: { move: '{"type":"startRound"}', english: 'That move does not fit now' },
    own: { es: 'Robar una carta', be: 'Выцягнуць карту', ta: 'ஓர் அட்டை எடு' },
  },
] as const;

describe('tavern play in every language', () => {
  for (const game of GAMES) {
    test(`${game.id}: the Spanish, Belarusian and Tamil tables keep no word of the English one`, async () => {
      const english = await transcript(game.id, game.players, game.refused.move, 'en');
      expect(english).toContain('Your moves:');
      expect(english).toContain('There is no move numbered 999');
      expect(english).toContain('Game over: ');
      expect(english).toContain(game.refused.english);
      expect(english).toContain('That is not a move this game knows.');
      const englishWords = latinWords(english);
      for (const language of ['es', 'be', 'ta'] as const) {
        const own = await transcript(game.id, game.players, game.refused.move, language);
        expect(own, language).toContain(game.own[language]);
        const left = [...latinWords(own)].filter((word) => englishWords.has(word) && !SHARED[language].includes(word));
        expect(left, language).toEqual([]);
      }
    });
  }
});
