import { LANGUAGES, seededRng, type Seat, type TextContext } from '@tavern/engine';
import { createTranslator, resources, type Catalogue } from '@tavern/locales';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { askText, describeAction, describeEvent, describeOutcome, renderView } from '../src/text';
import { wordsOf } from '../src/text/words';
import type { Ask } from '../src/types';
import { englishWords as en } from './english-words';

const PROGRAM_WORDS = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|:[SHCD]\d|#\d|\bP\d\b|[{}[\]]"|\d\.\d{3,}|\b[a-z]+\.[a-z]+\b/;
const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy'];

function wordsIn(language: (typeof LANGUAGES)[number]): TextContext {
  return { t: createTranslator(language), names: NAMES };
}

describe('Sanguosha words', () => {
  test.each([
    [4, 'en'],
    [5, 'es'],
    [8, 'be'],
    [5, 'ta'],
  ] as const)('events and menus of a %i-player game in %s name seats by name and never show program words', (players, language) => {
    const rng = seededRng(`sgs-words-${players}`);
    let state = game.setup(players, `sgs-words-${players}`, game.defaultOptions);
    const words = wordsIn(language);
    let lines = 0;
    for (let step = 0; step < 600 && game.outcome(state) === null; step++) {
      const seat = game.toAct(state)[0] as Seat;
      const view = game.view(state, seat);
      const legal = game.legalActions(state, seat);
      for (const action of legal) expect(describeAction(action, view, words)).not.toMatch(PROGRAM_WORDS);
      for (const line of renderView(view, seat, words).split('\n')) expect(line).not.toMatch(PROGRAM_WORDS);
      const result = game.apply(state, seat, rng.pick(legal));
      for (const event of result.events) {
        const line = describeEvent(event, view, words);
        if (line === null) continue;
        lines++;
        expect(line, JSON.stringify(event)).not.toMatch(PROGRAM_WORDS);
        expect(line).not.toMatch(/Player \d/);
      }
      state = result.state;
    }
    expect(lines).toBeGreaterThan(20);
  });

  test('a few lines read exactly', () => {
    const names = ['Ann', 'Bo'];
    expect(describeEvent({ type: 'damaged', seat: 1, source: 0, amount: 3, nature: 'thunder', hp: -1 }, null, en(names))).toBe(
      'Bo takes 3 thunder damage from Ann (now -1 health).',
    );
    expect(describeEvent({ type: 'cardsDrawn', seat: 0, count: 1 }, null, en(names))).toBe('Ann draws 1 card.');
    expect(describeEvent({ type: 'gameOver', kind: 'rebels', winners: [1] }, null, en())).toBe('Game over: the Rebels win.');
  });

  test('the log says who equips what, which skill made a card, whom a lord skill served, and what Harvest and Fanjian showed', () => {
    const w = en(['Liu Bei', 'Guan Yu', 'Zhou Yu', 'Cy']);
    expect(describeEvent({ type: 'cardUsed', seat: 3, card: 'dayuan', cards: ['dayuan:S13'], via: null, targets: [3] }, null, w)).toBe('Cy equips Dayuan.');
    expect(describeEvent({ type: 'cardPlayed', seat: 1, card: 'kill', cards: ['peach:H3'], via: 'wusheng', target: null, onBehalf: 0 }, null, w)).toBe(
      'Guan Yu plays Kill (Wusheng: Peach ♥3) for Liu Bei by Jijiang.',
    );
    expect(describeEvent({ type: 'cardUsed', seat: 3, card: 'kill', cards: ['kill:S7'], via: null, targets: [0, 1] }, null, w)).toBe(
      'Cy uses Kill ♠7 on Liu Bei and Guan Yu.',
    );
    expect(describeEvent({ type: 'harvestRevealed', cards: ['kill:S7', 'peach:H3'] }, null, w)).toBe('Harvest turns up Kill ♠7, Peach ♥3.');
    expect(describeEvent({ type: 'harvestPicked', seat: 1, card: 'peach:H3' }, null, w)).toBe('Guan Yu takes Peach ♥3 from the Harvest.');
    expect(describeEvent({ type: 'suitNamed', seat: 3, suit: 'heart', reason: 'fanjian' }, null, w)).toBe('Cy names hearts ♥.');
    expect(describeEvent({ type: 'cardShown', seat: 3, from: 2, card: 'kill:S7', reason: 'fanjian' }, null, w)).toBe("Cy takes Zhou Yu's Kill ♠7 and shows it.");
    expect(describeEvent({ type: 'died', seat: 3, role: 'role:spy#1', killer: 0 }, null, w)).toBe('Cy dies, killed by Liu Bei: they were the Spy.');
  });

  test('prompts say what is answered, by whom and on whom, who is dying, and how many cards and why', () => {
    const w = wordsOf(en(['Ann', 'Bo', 'Cy']));
    const ask = (a: Ask, asked: readonly number[] = [1]) => askText(a, asked as Seat[], null, w);
    expect(ask({ type: 'negate', card: 'dismantle', user: 0, target: 2, count: 0 } as Ask)).toBe("Negate Ann's Dismantle on Cy?");
    expect(ask({ type: 'negate', card: 'indulgence', user: 2, target: 2, count: 1 } as Ask)).toBe('Negate the Indulgence on Cy? (1 Negate so far)');
    const rescue = { type: 'respond', want: 'peach', i: 1, n: 1, mode: 'use', reason: 'rescue', target: 2 as Seat, onBehalf: null, options: [], noDodge: false } as const;
    expect(ask(rescue as Ask)).toBe('Cy is dying: use a Peach to save them?');
    expect(ask(rescue as Ask, [2])).toBe('you are dying: use a Peach to save yourself?');
    expect(ask({ type: 'select', reason: 'discardPhase', min: 2, max: 2, areas: ['hand'], picked: [] })).toBe('choose 2 cards to get down to your hand limit');
    expect(ask({ type: 'confirm', skill: 'ice_sword', about: 2 } as Ask)).toBe('use Ice Sword on Cy?');
  });

  test('every language names the roles once, the spec way, and has every sentence English has', () => {
    const roles = LANGUAGES.map((language) => ['lord', 'loyalist', 'rebel', 'spy'].map((role) => wordsOf(wordsIn(language)).role(`role:${role}#0`)));
    expect(roles[0]).toEqual(['Lord', 'Loyalist', 'Rebel', 'Spy']);
    for (const names of roles) expect(new Set(names).size).toBe(4);
    // Plural forms differ by language (Belarusian has _few and _many): compare the keys without them.
    const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`] : keysOf(value, `${prefix}${key}.`),
      );
    const english = new Set(keysOf(resources.en.sanguosha));
    for (const language of LANGUAGES) expect(new Set(keysOf(resources[language].sanguosha)), language).toEqual(english);
  });
});

test('the end of the game reads as words with the winners named', () => {
  expect(describeOutcome({ winners: [1, 2], label: 'Rebels win' }, en(['Ann', 'Bo', 'Cy']))).toBe('Game over: the Rebels win (Bo and Cy).');
  expect(describeOutcome({ winners: [], label: 'Draw' }, en())).toBe('Game over: the cards ran out: a draw.');
});
