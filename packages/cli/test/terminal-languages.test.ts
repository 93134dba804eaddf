import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../src/bot-factory';
import { findGame } from '../src/games';
import { playInTerminal } from '../src/play';
import { scriptedIo } from '../src/terminal/io';

const BIN = fileURLToPath(new URL('../bin/tavern.js', import.meta.url));

/** Runs the real `tavern` command outside the repository, with only the locale variables given. */
function tavern(args: readonly string[], locale: Readonly<Record<string, string>> = {}) {
  const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', ...locale };
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: tmpdir(),
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
}

function* answers(first: readonly string[]): Generator<string> {
  yield* first;
  for (;;) yield 'q';
}

describe('tavern rules in a language', () => {
  test('--lang be prints the Belarusian page of Regicide', () => {
    const run = tavern(['rules', 'regicide', '--lang', 'be']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('ШУТ');
    expect(run.stdout).toContain('Чэрвы');
    expect(run.stdout).not.toContain('How the game ends');
  });

  test('LANG=ta_IN.UTF-8 prints the Tamil page of Saboteur; --lang overrides LANG', () => {
    const tamil = tavern(['rules', 'saboteur'], { LANG: 'ta_IN.UTF-8' });
    expect(tamil.status).toBe(0);
    expect(tamil.stdout).toContain('நாசகாரர்');
    const spanish = tavern(['rules', 'saboteur', '--lang', 'es'], { LANG: 'ta_IN.UTF-8' });
    expect(spanish.stdout).toContain('Saboteador');
  });

  test('an unknown language prints English', () => {
    const run = tavern(['rules', 'sanguosha', '--lang', 'fr'], { LANG: 'fr_FR.UTF-8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('HOW THE GAME ENDS');
  });
});

describe('the play prompt in a language', () => {
  test('"? CARD" answers in Spanish, found by the Spanish or the English name', async () => {
    const regicide = findGame('regicide');
    const io = scriptedIo(answers(['? 9s', '? Bufón', '? Jester', 'q']));
    await playInTerminal({
      module: regicide,
      players: 2,
      seat: 0,
      seed: 'help',
      bot: makeBot(regicide, 'heuristic'),
      io,
      language: 'es',
    });
    const text = io.output.join('');
    expect(text).toContain('Carta numérica (del 2 al 10)');
    expect(text).toContain('Picas ♠\n  Escudo:');
    expect(text.match(/Bufón\n {2}Se juega solo\./g)?.length).toBe(2);
    expect(text).not.toContain('Played alone.');
  });

  test('"? CARD" answers in Tamil for Saboteur and in Belarusian for Sanguosha', async () => {
    const saboteur = findGame('saboteur');
    const tamil = scriptedIo(answers(['? வரைபடம்', 'q']));
    await playInTerminal({
      module: saboteur,
      players: 4,
      seat: 0,
      seed: 'help',
      bot: makeBot(saboteur, 'random'),
      io: tamil,
      language: 'ta',
    });
    expect(tamil.output.join('')).toContain('வரைபடம்\n  கவிழ்த்து');

    const sanguosha = findGame('sanguosha');
    const belarusian = scriptedIo(answers(['? Peach', 'q']));
    await playInTerminal({
      module: sanguosha,
      players: 4,
      seat: 0,
      seed: 'help',
      bot: makeBot(sanguosha, 'random'),
      io: belarusian,
      language: 'be',
    });
    expect(belarusian.output.join('')).toContain('Персік\n  Базавая карта.');
  });
});
