// @vitest-environment jsdom
import type { ErrorParams, TextContext } from '@tavern/engine';
import { expect, test, vi } from 'vitest';
import { i18n } from '../../src/i18n';
import { errorWords } from '../../src/table/error-words';

// A client module that words its own errors, as the games' `describeError` does.
vi.mock('@tavern/regicide/client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  describeError: (code: string, params: ErrorParams, words: TextContext) =>
    words.t(`regicide:error.${code}`, { current: words.names[Number(params['current'])] ?? '?' }),
}));

test('a game that words its errors is asked first, with the seats’ names, once its catalogue has the code', () => {
  expect(errorWords('regicide', { code: 'testOnlyTurn', params: { current: 1 } }, ['Ann', 'Bob'])).toBe('That was not possible; nothing was changed.');
  i18n.addResource('en', 'regicide', 'error.testOnlyTurn', 'It is {{current}}’s turn.');
  expect(errorWords('regicide', { code: 'testOnlyTurn', params: { current: 1 } }, ['Ann', 'Bob'])).toBe('It is Bob’s turn.');
  // A game without describeError keeps the catalogue lookup.
  expect(errorWords('saboteur', { code: 'notYourTurn' }, ['Ann', 'Bob'])).toBe('That was not possible; nothing was changed.');
});

test('a card or skill named as data is worded in the reader’s language, not by the server’s English title', async () => {
  await i18n.changeLanguage('es');
  const words = errorWords('sanguosha', { code: 'targetCount', params: { card: 'Kill', cardId: 'kill', min: 1, max: 3, count: 4 } });
  expect(words).toMatch(/^Matar /);
  expect(words).not.toMatch(/Kill/);
  const skill = errorWords('sanguosha', { code: 'skillLimit', params: { skill: 'Zhiheng', skillId: 'zhiheng', perPhase: 1 } });
  expect(skill).toMatch(/^Zhiheng \(Equilibrio de poder\) /);
  await i18n.changeLanguage('en');
});
