import { expect, test } from 'vitest';
import { GODS_GAMBIT_CODES, PROGRAM_WORDS } from './e2e/support/program-words';

const caught = (line: string) => PROGRAM_WORDS.filter((rule) => rule.pattern.test(line)).map((rule) => rule.name);

test('the browser tests’ scan catches each kind of program word the issue names', () => {
  expect(caught('penalty seat0')).toEqual(['seat index']);
  expect(caught('You don’t hold T-NES#3')).toEqual(['card id']);
  expect(caught('Discard REP-LANTERN#2')).toEqual(['card id']);
  expect(caught('Game ended (holdings: [[],["NUG2#8"]])')).toEqual(['card id', 'JSON']);
  expect(caught('turns per round 15.333333333333334')).toEqual(['unrounded number']);
  expect(caught('Ann invokes fire_attack')).toEqual(['snake_case identifier']);
  expect(caught('useCard is not one of your options')).toEqual(['camelCase identifier']);
  expect(caught('There is no player P9')).toEqual(['seat index']);
  expect(GODS_GAMBIT_CODES.pattern.test('R1 Believer is a Believer')).toBe(true);
});

test('a player’s words pass the scan', () => {
  for (const line of ['Ann played 7♠ + 7♥ (worth 14).', 'Round 2 begins.', 'Brom (Easy bot) took a gold card.', '1.5 s left', 'Enemies defeated: 3 of 12.']) {
    expect(caught(line)).toEqual([]);
  }
});
