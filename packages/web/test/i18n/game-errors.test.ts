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
  expect(errorWords('regicide', { code: 'notYourTurn', params: { current: 1 } }, ['Ann', 'Bob'])).toBe('That was not possible; nothing was changed.');
  i18n.addResource('en', 'regicide', 'error.notYourTurn', 'It is {{current}}’s turn.');
  expect(errorWords('regicide', { code: 'notYourTurn', params: { current: 1 } }, ['Ann', 'Bob'])).toBe('It is Bob’s turn.');
  // A game without describeError keeps the catalogue lookup.
  expect(errorWords('saboteur', { code: 'notYourTurn' }, ['Ann', 'Bob'])).toBe('That was not possible; nothing was changed.');
});
