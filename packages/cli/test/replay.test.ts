import { Match, type AnyGameModule } from '@tavern/engine';
import { toyGame, toyModule } from '@tavern/engine/test-kit';
import { expect, test } from 'vitest';
import { findGame } from '../src/games';
import { formatReplay } from '../src/replay';

const toy = toyModule as unknown as AnyGameModule;

function finishedToyMatch() {
  const match = Match.start(toyGame, 2, 'replayed');
  while (toyGame.outcome(match.state) === null) {
    const seat = toyGame.toAct(match.state)[0]!;
    match.act(seat, toyGame.legalActions(match.state, seat)[0]!);
  }
  return match;
}

test('a replay re-simulates every step and confirms the stored hash', () => {
  const match = finishedToyMatch();
  const text = formatReplay(toy, { header: match.header, log: match.log, finalHash: match.hash() }, 'spectator', false);
  expect(text.split('\n').filter((line) => /^\s+\d+\. Player \d: Play c\d+$/.test(line))).toHaveLength(match.log.length);
  expect(text).toContain('Result: Finished');
  expect(text).toContain(`State hash ${match.hash()} matches the stored game.`);
});

test('a replay whose hash differs says so', () => {
  const match = finishedToyMatch();
  const text = formatReplay(toy, { header: match.header, log: match.log, finalHash: '0000' }, 'spectator', true);
  expect(text).toContain('DIFFERS from the stored 0000');
  expect(text).toContain('Scores');
});

test('a Regicide replay in Belarusian names seats, moves and the outcome in Belarusian', () => {
  const regicide = findGame('regicide');
  const match = Match.start(regicide.def, 1, 'replayed-be');
  for (let step = 0; step < 500 && regicide.def.outcome(match.state) === null; step++) {
    const seat = regicide.def.toAct(match.state)[0]!;
    match.act(seat, regicide.def.legalActions(match.state, seat)[0]!);
  }
  const outcome = regicide.def.outcome(match.state);
  expect(outcome).not.toBeNull();
  const text = formatReplay(regicide, { header: match.header, log: match.log, finalHash: match.hash() }, 'spectator', false, 'be');
  expect(text).toContain('Regicide, 1 гулец');
  expect(text).toMatch(/^\s+1\. Гулец 1: Разыграць /m);
  expect(text).toMatch(outcome?.winners.length === 0 ? /Вынік: Паражэнне; пераможцы: няма/ : /Вынік: Перамога/);
  expect(text).toContain(`Хэш стану ${match.hash()} супадае з захаванай гульнёй.`);
  expect(text).not.toMatch(/Player|Result|Play |State hash/);
});
