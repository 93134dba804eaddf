import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Action } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../src/bot-factory';
import { countOf, defaultPlayers } from '../src/commands/sim';
import { findGame, games } from '../src/games';
import { playInTerminal } from '../src/play';
import { referenceOf } from '../src/presenters';
import { loadReplay } from '../src/replay-source';
import { markdownForTerminal, rulesOf } from '../src/rules-text';
import { scriptedIo } from '../src/terminal/io';
import { filterMenu, menuOf } from '../src/terminal/menu';
import { lookUp } from '../src/terminal/reference-lookup';
import { suitSpellings } from '../src/terminal/suits';
import { englishWords as en } from './english-words';

const BIN = fileURLToPath(new URL('../bin/tavern.js', import.meta.url));
const ROOT_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function* answers(first: readonly string[], then = '1'): Generator<string> {
  yield* first;
  for (;;) yield then;
}

/** Runs the real `tavern` command from a directory outside the repository. */
function tavern(args: readonly string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
}

describe('tavern rules', () => {
  test.each(['regicide', 'saboteur', 'sanguosha', 'gods-gambit'])('the rules of %s are there, with a goal and an end', async (id) => {
    const rules = await rulesOf(id);
    expect(rules).toMatch(/^# /);
    expect(rules).toMatch(/## (Goal|Roles and goals)/);
    expect(rules).toMatch(/## How the game ends/);
    const shown = markdownForTerminal(rules);
    expect(shown).not.toContain('**');
    expect(shown).not.toMatch(/^#/m);
  });

  test('the command prints them from any working directory, and refuses an unknown game', () => {
    const run = tavern(['rules', 'gods-gambit']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("GODS' GAMBIT");
    expect(run.stdout).toContain('Trumpet');
    const unknown = tavern(['rules', 'chess']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown game "chess"');
  });

  test('every game the terminal offers has rules and a reference', async () => {
    for (const module of games) {
      await expect(rulesOf(module.def.id)).resolves.toContain('#');
      expect(referenceOf(module)?.entries.length ?? 0, module.def.id).toBeGreaterThan(5);
    }
  });
});

describe('the play prompt', () => {
  test('"? CARD" and "help CARD" read the reference; ASCII suits work; a filter that matches nothing says so and clears', async () => {
    const regicide = findGame('regicide');
    const io = scriptedIo(answers(['? 9s', 'help jester', '? nothing at all', '?', 'zzz']));
    await playInTerminal({ module: regicide, players: 2, seat: 0, seed: 'help', bot: makeBot(regicide, 'heuristic'), io });
    const text = io.output.join('');
    expect(text).toContain('Number card (2 to 10)');
    expect(text).toContain("Shield: the enemy's attack is lowered");
    expect(text).toContain('Jester\n  Played alone.');
    expect(text).toContain('Nothing in the reference is called "nothing at all".');
    expect(text).toContain('Type "? " and a card or skill');
    expect(text).toContain('No move matches "zzz"; here are all your moves again.');
    expect(text).toContain('You are Player 1 of 2 players.');
    expect(text).not.toMatch(/\bP\d\b|Seat \d/);
  });

  test('a Sanguosha skill and card are found by name', () => {
    const reference = referenceOf(findGame('sanguosha'));
    if (reference === null) throw new Error('no reference');
    expect(lookUp(reference, 'jianxiong', [])[0]?.name).toBe('Jianxiong (Villainous Hero)');
    expect(lookUp(reference, 'kill 7s', ['kill:S7'])[0]?.key).toBe('card.kill');
    expect(lookUp(reference, 'Liu Bei', [])[0]?.text).toContain('Rende');
  });

  test.each(['regicide', 'saboteur', 'sanguosha', 'gods-gambit'])('%s names seats the same way, and shows no card ids', async (id) => {
    const module = findGame(id);
    const players = defaultPlayers(module);
    const io = scriptedIo(['q']);
    await playInTerminal({ module, players, seat: 0, seed: `names-${id}`, bot: makeBot(module, 'heuristic'), io });
    const text = io.output.join('');
    expect(text).toContain(`You are Player 1 of ${players} players.`);
    expect(text).toMatch(/Player 1 \(you/);
    expect(text).not.toMatch(/\bP\d\b|Seat \d|seat \d|#\d|\bT-N|\bREP-|\bNUG\d|\b[WKRU]\d\b/);
  });

  test('one player is not "1 players"', async () => {
    const regicide = findGame('regicide');
    const io = scriptedIo(['q']);
    await playInTerminal({ module: regicide, players: 1, seat: 0, seed: 'solo', bot: makeBot(regicide, 'heuristic'), io });
    expect(io.output.join('')).toContain('Regicide: You play alone.');
    expect(countOf(1, 'player')).toBe('1 player');
    expect(countOf(3, 'player')).toBe('3 players');
  });
});

const PROGRAM_WORDS =
  /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|#\d|\bP\d\b|[Ss]eat \d|\{"|\d\.\d{3,}|T-N|D-N|REP-|BRK-|NUG\d|\b[WKRU]\d\b|:[SHCD]\d|\b1 (players|cards|nuggets)\b|\(s\)/;

describe('whole games in the terminal', () => {
  test.each(['regicide', 'saboteur', 'gods-gambit', 'sanguosha'])('%s, played to the end, never shows the program\'s words', async (id) => {
    const module = findGame(id);
    for (const seed of ['scan-a', 'scan-b']) {
      const io = scriptedIo(answers([]));
      const finished = await playInTerminal({ module, players: defaultPlayers(module) + 1, seat: 0, seed, bot: makeBot(module, 'heuristic'), io });
      expect(finished).toBe(true);
      const lines = io.output.join('').split('\n');
      expect(lines.length).toBeGreaterThan(50);
      expect(lines.filter((line) => PROGRAM_WORDS.test(line))).toEqual([]);
    }
  }, 120_000);
});

describe('menus', () => {
  const a = { type: 'play', card: 'R5#1' } as Action;
  const b = { type: 'play', card: 'R5#2' } as Action;
  const c = { type: 'draw' } as Action;

  test('identical moves share one line that plays the first of them', () => {
    const menu = menuOf([a, c, b], (action) => (action.type === 'draw' ? 'Draw a card' : 'Play Red 5 Paladin'));
    expect(menu.map((entry) => entry.label)).toEqual(['Play Red 5 Paladin', 'Draw a card']);
    expect(menu[0]?.actions).toEqual([a, b]);
  });

  test('a Gods\' Gambit hand with two copies of a card lists it once', () => {
    const module = findGame('gods-gambit');
    let state = module.def.setup(2, 'copies', module.def.defaultOptions);
    for (let i = 0; i < 200 && module.def.outcome(state) === null; i++) {
      const seat = module.def.toAct(state)[0]!;
      const legal = module.def.legalActions(state, seat);
      const view = module.def.view(state, seat);
      const labels = legal.map((action) => module.text.describeAction(action, view, en()));
      const menu = menuOf(legal, (action) => module.text.describeAction(action, view, en()));
      expect(menu).toHaveLength(new Set(labels).size);
      state = module.def.apply(state, seat, legal[0]!).state;
    }
  });

  test('ASCII suits read as symbols either way round', () => {
    expect(suitSpellings('9s')).toEqual(['9s', '9♠', '♠9']);
    expect(suitSpellings('play 10h')).toContain('play 10♥');
    expect(suitSpellings('draw')).toEqual(['draw']);
    const menu = menuOf([a, c], (action) => (action.type === 'draw' ? 'Draw' : 'Play 9♠ + A♠'));
    expect(filterMenu(menu, '9s').map((entry) => entry.label)).toEqual(['Play 9♠ + A♠']);
    expect(filterMenu(menu, 'as').map((entry) => entry.label)).toEqual(['Play 9♠ + A♠']);
  });
});

describe('commands', () => {
  test('--version prints the version', () => {
    const run = tavern(['--version']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(ROOT_VERSION);
  });

  test('sim without --players uses the game\'s usual count (3 for Saboteur)', () => {
    expect(defaultPlayers(findGame('saboteur'))).toBe(3);
    expect(defaultPlayers(findGame('sanguosha'))).toBe(4);
    expect(defaultPlayers(findGame('regicide'))).toBe(2);
    const run = tavern(['sim', 'saboteur', '--games', '2']);
    expect(run.stderr).not.toContain('not 2');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Saboteur: 2 games, 3 players');
  });

  test('a replay of a missing room or file is a clear error, not a TypeError', async () => {
    const server = createServer((_, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"code":"roomNotFound","message":"No such room."}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(loadReplay(`http://127.0.0.1:${port}/api/rooms/gone/replay`)).rejects.toThrow(
        `There is no stored game at http://127.0.0.1:${port}/api/rooms/gone/replay`,
      );
    } finally {
      server.close();
    }
    await expect(loadReplay('/no/such/replay.json')).rejects.toThrow('There is no replay file at /no/such/replay.json.');
    const run = tavern(['replay', '/no/such/replay.json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('tavern: There is no replay file at /no/such/replay.json.\n');
  });

  test('bench --json into a reader that stops early ends quietly (no EPIPE)', async () => {
    const child = spawn(process.execPath, [BIN, 'bench', '--json', '--game', 'regicide', '--seconds', '0.05', '--games', '4'], {
      cwd: tmpdir(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const first = await new Promise<string>((resolve) => {
      child.stdout.once('data', (chunk: Buffer) => {
        resolve(chunk.toString());
      });
    });
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(first).toContain('"metric"');
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });
});
