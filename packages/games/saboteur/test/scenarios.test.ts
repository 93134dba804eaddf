import { eventsFor, isRuleError } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { nuggetValue, PLAYING_DECK, roleOf } from '../src/cards';
import { game } from '../src/index';
import { indexMaze } from '../src/maze';
import type { SaboteurState } from '../src/state';
import { act, bag, C6, mazeLines, P, rig } from './rig';

const isCandidate = (state: SaboteurState, x: number, y: number): boolean =>
  indexMaze(state.maze).frontier.some((cell) => cell.x === x && cell.y === y);
const discardCards = (state: SaboteurState): string[] => bag(state.discard.map((entry) => entry.card));
const goldValue = (cards: readonly string[]): number => cards.reduce((sum, card) => sum + nuggetValue(card), 0);
const START_LINE = '0,0 START r0 up';
const DEFAULT_GOAL_LINES = ['8,-2 GOAL-COAL-NE r0 down', '8,0 GOAL-GOLD r0 down', '8,2 GOAL-COAL-NW r0 down'];

describe('Saboteur acceptance scenarios (spec §8)', () => {
  test('A01: Setup for 5 and 10 players', () => {
    const five = game.setup(5, 'a01', { firstSeat: 2 });
    expect([five.round, five.phase, five.current, five.lastCardSeat]).toEqual([1, 'PLAYING', 2, null]);
    expect(bag([...five.roles, five.asideRole].map(roleOf))).toEqual(bag(['SABOTEUR', 'SABOTEUR', 'GOLD_DIGGER', 'GOLD_DIGGER', 'GOLD_DIGGER', 'GOLD_DIGGER']));
    expect(five.maze).toHaveLength(4);
    expect(five.maze.find((c) => c.card === 'START')).toMatchObject({ x: 0, y: 0, rotation: 0, faceUp: true });
    const goals = five.maze.filter((c) => c.card !== 'START');
    expect(goals.map((c) => `${c.x},${c.y},${c.faceUp}`).sort()).toEqual(['8,-2,false', '8,0,false', '8,2,false']);
    expect(bag(goals.map((c) => c.card))).toEqual(bag(['GOAL-GOLD', 'GOAL-COAL-NE', 'GOAL-COAL-NW']));
    expect(five.hands.map((h) => h.length)).toEqual([6, 6, 6, 6, 6]);
    expect(five.drawPile).toHaveLength(37);
    expect(five.discard).toEqual([]);
    expect(bag([...five.hands.flat(), ...five.drawPile])).toEqual(bag(PLAYING_DECK));
    expect(five.broken.every((b) => Object.keys(b).length === 0)).toBe(true);
    expect(five.peeks.every((p) => p.length === 0)).toBe(true);
    expect(five.gold.every((g) => g.length === 0)).toBe(true);
    expect(five.goldSupply).toHaveLength(28);
    const values = five.goldSupply.map(nuggetValue);
    expect([1, 2, 3].map((v) => values.filter((x) => x === v).length)).toEqual([16, 8, 4]);

    const ten = game.setup(10, 'a01-10', { firstSeat: null });
    const tenRoles = [...ten.roles, ten.asideRole].map(roleOf);
    expect(tenRoles.filter((r) => r === 'SABOTEUR')).toHaveLength(4);
    expect(tenRoles.filter((r) => r === 'GOLD_DIGGER')).toHaveLength(7);
    expect(ten.hands.every((h) => h.length === 4)).toBe(true);
    expect(ten.drawPile).toHaveLength(27);

    for (const count of [2, 11]) {
      let code = '';
      try {
        game.setup(count, 'a01', { firstSeat: null });
      } catch (error) {
        if (isRuleError(error)) code = error.code;
      }
      expect(code).toBe('INVALID_PLAYER_COUNT');
    }
  });

  test('A02: First placement, draw, next player', () => {
    const s = scenario(game, rig({
      players: 4, roles: 'GSGG', aside: 'G',
      hands: [['T-EW#1', 'MAP#1'], ['MAP#2'], ['MAP#3'], ['MAP#4']],
      drawPile: ['T-NS#1', 'ROCKFALL#1'],
    }));
    s.act(0, act.path('T-EW#1', 1, 0, 0));
    expect(mazeLines(s.state)).toEqual([START_LINE, '1,0 T-EW#1 r0 up', ...DEFAULT_GOAL_LINES].sort());
    expect(bag(s.state.hands[0]!)).toEqual(bag(['MAP#1', 'T-NS#1']));
    expect(s.state.drawPile).toEqual(['ROCKFALL#1']);
    expect(s.state.discard).toEqual([]);
    expect([s.state.lastCardSeat, s.state.current]).toEqual([0, 1]);
    expect(isCandidate(s.state, 2, 0)).toBe(true);
  });

  test('A03: Rotation: only 0 and 180, and 180 can make a card fit', () => {
    const s = scenario(game, rig({ players: 3, hands: [['T-NE#1'], ['MAP#1'], ['MAP#2']], drawPile: ['MAP#3'] }));
    s.reject(0, act.path('T-NE#1', 1, 0, 90), 'INVALID_ROTATION');
    s.reject(0, act.path('T-NE#1', 1, 0, 0), 'EDGE_MISMATCH');
    s.act(0, act.path('T-NE#1', 1, 0, 180));
    expect(mazeLines(s.state)).toContain('1,0 T-NE#1 r180 up');
    expect(s.state.hands[0]).toEqual(['MAP#3']);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(1);
    expect(isCandidate(s.state, 1, 1)).toBe(true);
    expect(isCandidate(s.state, 2, 0)).toBe(false);
  });

  test('A04: All touching sides must fit, and fitting is not enough', () => {
    const s = scenario(game, rig({
      players: 3,
      cells: [[1, 0, 'T-NESW#1', 0], [1, -1, 'T-NS#1', 0], [2, 0, 'T-EW#1', 0]],
      hands: [['T-NES#1', 'T-NE#1', 'T-NW#1'], ['MAP#1'], ['MAP#2']],
      drawPile: ['MAP#3'],
    }));
    const mismatch = s.reject(0, act.path('T-NES#1', 2, -1, 0), 'EDGE_MISMATCH');
    expect(mismatch.message).toContain('its bottom side is open, but the card at (2,0) is rock on that side');
    s.reject(0, act.path('T-NE#1', 2, -1, 0), 'NOT_CONNECTED');
    s.act(0, act.path('T-NW#1', 1, -2, 180));
    expect(mazeLines(s.state)).toContain('1,-2 T-NW#1 r180 up');
    expect(bag(s.state.hands[0]!)).toEqual(bag(['T-NES#1', 'T-NE#1', 'MAP#3']));
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(1);
  });

  test('A05: A dead end does not carry the connection', () => {
    const s = scenario(game, rig({
      players: 3, cells: [[1, 0, 'D-EW#1', 0]],
      hands: [['T-EW#1', 'T-NS#1'], ['MAP#1'], ['MAP#2']], drawPile: ['MAP#3'],
    }));
    s.reject(0, act.path('T-EW#1', 2, 0, 0), 'NOT_CONNECTED');
    s.act(0, act.path('T-NS#1', 0, 1, 0));
    expect(mazeLines(s.state)).toContain('0,1 T-NS#1 r0 up');
    expect(bag(s.state.hands[0]!)).toEqual(bag(['T-EW#1', 'MAP#3']));
    expect(s.state.current).toBe(1);
  });

  test('A06: A broken tool blocks path cards only, and repairing yourself', () => {
    const s = scenario(game, rig({
      players: 3, broken: { 0: { PICKAXE: 'BRK-PICKAXE#1' } },
      hands: [['T-EW#1', 'REP-PICKAXE#1'], ['MAP#1'], ['MAP#2']],
      drawPile: ['MAP#3', 'MAP#4', 'MAP#5', 'MAP#6'],
    }));
    const broken = s.reject(0, act.path('T-EW#1', 1, 0, 0), 'TOOL_BROKEN');
    expect(broken.message).toContain("You can't lay a tunnel card while your pickaxe is broken");
    s.act(0, act.repair('REP-PICKAXE#1', 0, 'PICKAXE'));
    expect(s.state.hands[0]).toContain('MAP#3');
    s.act(1, act.discard('MAP#1')).act(2, act.discard('MAP#2')).act(0, act.path('T-EW#1', 1, 0, 0));
    expect(s.state.broken.every((b) => Object.keys(b).length === 0)).toBe(true);
    expect(discardCards(s.state)).toEqual(bag(['BRK-PICKAXE#1', 'REP-PICKAXE#1', 'MAP#1', 'MAP#2']));
    expect(mazeLines(s.state)).toContain('1,0 T-EW#1 r0 up');
    expect(s.state.hands.map(bag)).toEqual([['MAP#3', 'MAP#6'], ['MAP#4'], ['MAP#5']]);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(1);
  });

  test('A07: At most one broken tool of each type per player', () => {
    const s = scenario(game, rig({
      players: 4, broken: { 2: { LANTERN: 'BRK-LANTERN#1' } },
      hands: [['BRK-LANTERN#2', 'BRK-CART#1'], ['MAP#2'], ['MAP#3'], ['MAP#4']], drawPile: ['MAP#1'],
    }));
    s.reject(0, act.broken('BRK-LANTERN#2', 2), 'TOOL_ALREADY_BROKEN');
    s.act(0, act.broken('BRK-CART#1', 2));
    expect(s.state.broken[2]).toEqual({ LANTERN: 'BRK-LANTERN#1', CART: 'BRK-CART#1' });
    expect(bag(s.state.hands[0]!)).toEqual(bag(['BRK-LANTERN#2', 'MAP#1']));
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.discard).toEqual([]);
    expect(s.state.current).toBe(1);
  });

  test('A08: A double repair fixes exactly the one tool named', () => {
    const s = scenario(game, rig({
      players: 4, current: 3, broken: { 1: { PICKAXE: 'BRK-PICKAXE#1', CART: 'BRK-CART#1' } },
      hands: [['MAP#2'], ['MAP#3'], ['MAP#4'], ['REP-PICKAXE-CART#1']], drawPile: ['MAP#1'],
    }));
    s.reject(3, act.repair('REP-PICKAXE-CART#1', 1, 'LANTERN'), 'INVALID_TOOL');
    s.act(3, act.repair('REP-PICKAXE-CART#1', 1, 'CART'));
    expect(s.state.broken[1]).toEqual({ PICKAXE: 'BRK-PICKAXE#1' });
    expect(s.legal(1)).toEqual([]);
    expect(game.legalActions(s.state, P(1)).some((a) => a.type === 'playPath')).toBe(false);
    expect(discardCards(s.state)).toEqual(bag(['BRK-CART#1', 'REP-PICKAXE-CART#1']));
    expect(s.state.hands[3]).toEqual(['MAP#1']);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(0);
  });

  test('A09: A rockfall cuts the tunnel; the cut-off card can be reached only after the gap is refilled', () => {
    const s = scenario(game, rig({
      players: 3, cells: [[1, 0, 'T-EW#1', 0], [2, 0, 'T-EW#2', 0], [3, 0, 'T-EW#3', 0]],
      hands: [['ROCKFALL#1'], ['T-NEW#1'], ['T-NEW#2']], drawPile: ['MAP#1', 'MAP#2', 'MAP#3'],
    }));
    s.act(0, act.rockfall('ROCKFALL#1', 2, 0));
    expect(discardCards(s.state)).toEqual(bag(['ROCKFALL#1', 'T-EW#2']));
    s.reject(1, act.path('T-NEW#1', 4, 0, 0), 'NOT_CONNECTED');
    s.act(1, act.path('T-NEW#1', 2, 0, 0)).act(2, act.path('T-NEW#2', 4, 0, 0));
    expect(mazeLines(s.state)).toEqual(
      [START_LINE, '1,0 T-EW#1 r0 up', '2,0 T-NEW#1 r0 up', '3,0 T-EW#3 r0 up', '4,0 T-NEW#2 r0 up', ...DEFAULT_GOAL_LINES].sort(),
    );
    expect(discardCards(s.state)).toEqual(bag(['ROCKFALL#1', 'T-EW#2']));
    expect(s.state.hands).toEqual([['MAP#1'], ['MAP#2'], ['MAP#3']]);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(0);
  });

  test('A10: A map reveals a goal card privately', () => {
    const s = scenario(game, rig({
      players: 4, goals: ['GOAL-COAL-NE', 'GOAL-COAL-NW', 'GOAL-GOLD'],
      hands: [['MAP#1'], ['MAP#3'], ['MAP#4'], ['MAP#5']], drawPile: ['MAP#2'],
    }));
    s.reject(0, act.map('MAP#1', 7, 0), 'INVALID_TARGET');
    s.act(0, act.map('MAP#1', 8, 2));
    expect(s.state.peeks[0]).toEqual([{ x: 8, y: 2, card: 'GOAL-GOLD' }]);
    expect(s.state.peeks.slice(1).every((p) => p.length === 0)).toBe(true);
    for (const viewer of [P(0), P(1), P(2), P(3), 'spectator'] as const) {
      const view = s.view(viewer);
      expect(view.maze.find((c) => c.x === 8 && c.y === 2)).toEqual({ x: 8, y: 2, kind: 'GOAL', faceUp: false });
      if (viewer !== 0) expect(JSON.stringify(view)).not.toContain('GOAL-GOLD');
      expect(JSON.stringify(eventsFor(s.events, viewer)).includes('GOAL-GOLD')).toBe(viewer === 0);
    }
    expect(s.view(P(0)).me?.peeks).toEqual([{ x: 8, y: 2, card: 'GOAL-GOLD' }]);
    expect(eventsFor(s.events, P(1))[0]).toEqual({ type: 'mapPlayed', seat: 0, card: 'MAP#1', x: 8, y: 2 });
    expect(discardCards(s.state)).toEqual(['MAP#1']);
    expect(s.state.hands[0]).toEqual(['MAP#2']);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(1);
  });

  test('A11: A coal card is turned 180° to fit, then the path continues through it', () => {
    const s = scenario(game, rig({
      players: 3, cells: C6, goals: ['GOAL-GOLD', 'GOAL-COAL-NE', 'GOAL-COAL-NW'],
      hands: [['T-NESW#1'], ['T-NS#1'], ['MAP#1']], drawPile: ['MAP#2', 'MAP#3', 'MAP#4'],
    }));
    s.act(0, act.path('T-NESW#1', 7, 0, 0));
    const first = s.events.filter((e) => e.type === 'goalRevealed');
    expect(first).toEqual([{ type: 'goalRevealed', x: 8, y: 0, card: 'GOAL-COAL-NE', rotation: 180 }]);
    expect(s.state.phase).toBe('PLAYING');
    expect(s.state.hands[0]).toEqual(['MAP#2']);
    s.act(1, act.path('T-NS#1', 8, 1, 0));
    expect(s.events.filter((e) => e.type === 'goalRevealed')).toEqual([
      { type: 'goalRevealed', x: 8, y: 2, card: 'GOAL-COAL-NW', rotation: 0 },
    ]);
    const lines = mazeLines(s.state);
    expect(lines).toContain('8,-2 GOAL-GOLD r0 down');
    expect(lines).toContain('8,0 GOAL-COAL-NE r180 up');
    expect(lines).toContain('8,2 GOAL-COAL-NW r0 up');
    expect([s.state.phase, s.state.current]).toEqual(['PLAYING', 2]);
    expect(s.state.hands).toEqual([['MAP#2'], ['MAP#3'], ['MAP#1']]);
    expect(s.state.drawPile).toEqual(['MAP#4']);
  });

  test('A12: One card reaches two coal cards at once', () => {
    const s = scenario(game, rig({
      players: 3, cells: [...C6, [7, 0, 'T-NW#1', 0], [7, -1, 'T-NW#2', 180]],
      goals: ['GOAL-COAL-NE', 'GOAL-COAL-NW', 'GOAL-GOLD'],
      hands: [['T-NESW#1'], ['MAP#1'], ['MAP#2']], drawPile: ['MAP#3'],
    }));
    s.act(0, act.path('T-NESW#1', 8, -1, 0));
    const lines = mazeLines(s.state);
    expect(lines).toContain('8,-2 GOAL-COAL-NE r180 up');
    expect(lines).toContain('8,0 GOAL-COAL-NW r0 up');
    expect(lines).toContain('8,2 GOAL-GOLD r0 down');
    expect(s.events.filter((e) => e.type === 'goalRevealed')).toHaveLength(2);
    expect(s.state.phase).toBe('PLAYING');
    expect(s.state.hands[0]).toEqual(['MAP#3']);
    expect(s.state.current).toBe(1);
    expect(isCandidate(s.state, 7, -2)).toBe(true);
  });

  test('A13: The path reaches the gold through a revealed coal card; distribution with 3 players', () => {
    const s = scenario(game, rig({
      players: 3, current: 1, roles: 'GGS', aside: 'G',
      cells: [...C6, [7, 0, 'T-NESW#1', 0]], upGoals: [[8, 0, 'GOAL-COAL-NW', 0]],
      goals: ['GOAL-GOLD', 'GOAL-COAL-NW', 'GOAL-COAL-NE'],
      hands: [['MAP#1'], ['T-NS#1'], ['MAP#2']], drawPile: ['MAP#3'],
      goldSupply: ['NUG1#1', 'NUG2#1', 'NUG3#1', 'NUG1#2'],
    }));
    s.act(1, act.path('T-NS#1', 8, -1, 0));
    expect(mazeLines(s.state)).toContain('8,-2 GOAL-GOLD r0 up');
    expect(s.state.hands[1]).toEqual([]);
    expect(s.state.distribution).toEqual({ finder: 1, picker: 1, stack: ['NUG1#1', 'NUG2#1', 'NUG3#1'] });
    expect(s.state.phase).toBe('DISTRIBUTING');
    s.reject(0, act.pick('NUG1#1'), 'NOT_YOUR_TURN');
    s.act(1, act.pick('NUG3#1'));
    expect(s.state.distribution?.picker).toBe(0);
    s.act(0, act.pick('NUG1#1'));
    expect(s.events.map((e) => e.type)).toEqual(['goldPicked', 'goldAutoGiven']);
    expect(s.state.gold.map(bag)).toEqual([['NUG1#1'], bag(['NUG3#1', 'NUG2#1']), []]);
    expect(s.state.gold.map(goldValue)).toEqual([1, 5, 0]);
    expect(s.state.goldSupply).toEqual(['NUG1#2']);
    expect(s.state.phase).toBe('ROUND_OVER');
    expect(s.state.roundResult).toMatchObject({
      winner: 'GOLD_DIGGERS', finder: 1, roles: ['GOLD_DIGGER', 'GOLD_DIGGER', 'SABOTEUR'], asideRole: 'GOLD_DIGGER',
    });
    expect(bag(s.state.roundResult!.goals.map((g) => `${g.x},${g.y} ${g.card}`))).toEqual(
      bag(['8,-2 GOAL-GOLD', '8,0 GOAL-COAL-NW', '8,2 GOAL-COAL-NE']),
    );
    expect(s.state.nextRoundStarter).toBe(2);
    expect(s.state.drawPile).toEqual(['MAP#3']);
  });

  test('A14: A coal card whose other side does not fit; later cards must fit it', () => {
    const s = scenario(game, rig({
      players: 3, cells: [...C6, [6, -1, 'T-NESW#1', 0], [7, -1, 'T-NESW#2', 0], [8, -1, 'D-E#1', 180]],
      goals: ['GOAL-COAL-NE', 'GOAL-GOLD', 'GOAL-COAL-NW'],
      hands: [['T-NW#1'], ['T-NS#1'], ['MAP#1']], drawPile: ['MAP#2', 'MAP#3'],
    }));
    s.act(0, act.path('T-NW#1', 7, -2, 180));
    expect(mazeLines(s.state)).toContain('8,-2 GOAL-COAL-NE r180 up');
    expect(s.state.hands[0]).toEqual(['MAP#2']);
    const error = s.reject(1, act.path('T-NS#1', 8, -3, 0), 'EDGE_MISMATCH');
    expect(error.message).toContain('its bottom side is open, but the card at (8,-2) is rock on that side');
    s.act(1, act.discard('T-NS#1'));
    const lines = mazeLines(s.state);
    expect(lines).toContain('8,0 GOAL-GOLD r0 down');
    expect(lines).toContain('8,2 GOAL-COAL-NW r0 down');
    expect(s.state.phase).toBe('PLAYING');
    expect(discardCards(s.state)).toEqual(['T-NS#1']);
    expect(s.state.hands).toEqual([['MAP#2'], ['MAP#3'], ['MAP#1']]);
    expect(s.state.drawPile).toEqual([]);
    expect(s.state.current).toBe(2);
  });

  test('A15: Gold reached, distribution counter-clockwise, skipping the saboteur', () => {
    const s = scenario(game, rig({
      players: 4, current: 2, roles: 'GSGG', aside: 'G', cells: C6,
      hands: [['MAP#1'], ['MAP#2'], ['T-NESW#1'], ['MAP#3']], drawPile: ['MAP#4'],
      goldSupply: ['NUG3#1', 'NUG1#1', 'NUG2#1', 'NUG1#2', 'NUG2#2', 'NUG1#3'],
    }));
    s.act(2, act.path('T-NESW#1', 7, 0, 0));
    expect(s.state.distribution).toEqual({ finder: 2, picker: 2, stack: ['NUG3#1', 'NUG1#1', 'NUG2#1', 'NUG1#2'] });
    s.act(2, act.pick('NUG3#1'));
    expect(s.state.distribution?.picker).toBe(0);
    s.act(0, act.pick('NUG2#1'));
    expect(s.state.distribution?.picker).toBe(3);
    s.act(3, act.pick('NUG1#1'));
    expect(s.state.gold.map(bag)).toEqual([['NUG2#1'], [], bag(['NUG3#1', 'NUG1#2']), ['NUG1#1']]);
    expect(s.state.gold.map(goldValue)).toEqual([2, 0, 4, 1]);
    expect(s.state.goldSupply).toEqual(['NUG2#2', 'NUG1#3']);
    expect([s.state.phase, s.state.nextRoundStarter]).toEqual(['ROUND_OVER', 3]);
    expect(s.state.drawPile).toEqual(['MAP#4']);
  });

  test('A16: A saboteur reaches the gold', () => {
    const s = scenario(game, rig({
      players: 5, current: 3, roles: 'GGSSG', aside: 'G', cells: C6,
      hands: [['MAP#1'], ['MAP#2'], ['MAP#3'], ['T-NESW#1'], ['MAP#4']], drawPile: ['MAP#5'],
      goldSupply: ['NUG1#1', 'NUG1#2', 'NUG2#1', 'NUG3#1', 'NUG1#3', 'NUG2#2'],
    }));
    s.act(3, act.path('T-NESW#1', 7, 0, 0));
    expect(s.state.roundResult).toMatchObject({ winner: 'GOLD_DIGGERS', finder: 3 });
    expect(s.state.distribution).toEqual({
      finder: 3, picker: 1, stack: ['NUG1#1', 'NUG1#2', 'NUG2#1', 'NUG3#1', 'NUG1#3'],
    });
    s.act(1, act.pick('NUG3#1'));
    expect(s.state.distribution?.picker).toBe(0);
    s.act(0, act.pick('NUG2#1'));
    expect(s.state.distribution?.picker).toBe(4);
    s.act(4, act.pick('NUG1#1'));
    expect(s.state.distribution?.picker).toBe(1);
    s.act(1, act.pick('NUG1#2'));
    expect(s.state.gold.map(bag)).toEqual([bag(['NUG2#1', 'NUG1#3']), bag(['NUG3#1', 'NUG1#2']), [], [], ['NUG1#1']]);
    expect(s.state.gold.map(goldValue)).toEqual([3, 4, 0, 0, 1]);
    expect(s.state.goldSupply).toEqual(['NUG2#2']);
    expect([s.state.phase, s.state.nextRoundStarter]).toEqual(['ROUND_OVER', 4]);
  });

  test('A17: The draw pile is exhausted; an empty hand passes automatically; one saboteur is paid 4 as 3 + 1', () => {
    const s = scenario(game, rig({
      players: 3, current: 2, roles: 'GSG', aside: 'G', cells: [[1, 0, 'T-EW#1', 0]],
      hands: [[], ['D-N#1'], ['MAP#1']],
      goldSupply: ['NUG1#1', 'NUG2#1', 'NUG3#1', 'NUG1#2', 'NUG2#2'],
    }));
    s.act(2, act.discard('MAP#1'));
    const firstEvents = s.events.map((e) => e.type);
    expect(s.state.current).toBe(1);
    s.act(1, act.discard('D-N#1'));
    expect(discardCards(s.state)).toEqual(bag(['MAP#1', 'D-N#1']));
    expect(s.state.lastCardSeat).toBe(1);
    const publicLog = [...firstEvents.map((type) => ({ type })), ...eventsFor(s.events, 'spectator')];
    expect(publicLog.map((e) => e.type)).toEqual(['cardDiscarded', 'autoPassed', 'cardDiscarded', 'roundEnded', 'saboteurPaid']);
    expect(eventsFor(s.events, 'spectator').at(-1)).toEqual({ type: 'saboteurPaid', seat: 1, count: 2 });
    expect(s.state.gold[1]).toEqual(['NUG1#1', 'NUG3#1']);
    expect(s.state.goldSupply).toEqual(['NUG2#1', 'NUG1#2', 'NUG2#2']);
    expect(s.state.phase).toBe('ROUND_OVER');
    expect(s.state.roundResult).toMatchObject({ roles: ['GOLD_DIGGER', 'SABOTEUR', 'GOLD_DIGGER'], asideRole: 'GOLD_DIGGER' });
    expect(s.view(P(0)).players[1]!.role).toBe('SABOTEUR');
    expect(s.state.nextRoundStarter).toBe(2);
  });

  test('A18: Two saboteurs are paid with combinations, in clockwise order from the last player', () => {
    const s = scenario(game, rig({
      players: 5, current: 2, roles: 'GSGSG', aside: 'G',
      hands: [[], [], ['T-NS#1'], [], []],
      goldSupply: ['NUG2#1', 'NUG1#1', 'NUG2#2', 'NUG1#2', 'NUG1#3'],
    }));
    s.act(2, act.discard('T-NS#1'));
    expect(s.state.roundResult?.winner).toBe('SABOTEURS');
    expect(s.events.filter((e) => e.type === 'saboteurPaid').map((e) => e['seat'])).toEqual([3, 1]);
    expect(s.state.gold[3]).toEqual(['NUG2#1', 'NUG1#1']);
    expect(s.state.gold[1]).toEqual(['NUG2#2', 'NUG1#2']);
    expect(s.state.goldSupply).toEqual(['NUG1#3']);
    expect([s.state.phase, s.state.nextRoundStarter]).toEqual(['ROUND_OVER', 3]);
  });

  test('A19: A round with no saboteur in play', () => {
    const s = scenario(game, rig({
      players: 4, roles: 'GGGG', aside: 'S', hands: [['D-N#1'], [], [], []], goldSupply: ['NUG3#1', 'NUG2#1'],
    }));
    s.act(0, act.discard('D-N#1'));
    expect(s.state.roundResult?.winner).toBe('SABOTEURS');
    expect(s.events.some((e) => e.type === 'saboteurPaid')).toBe(false);
    expect(s.state.gold.every((g) => g.length === 0)).toBe(true);
    expect(s.state.goldSupply).toEqual(['NUG3#1', 'NUG2#1']);
    expect(s.state.roundResult?.asideRole).toBe('SABOTEUR');
    expect([s.state.phase, s.state.nextRoundStarter]).toEqual(['ROUND_OVER', 1]);
  });

  test('A20: The end of the game, with a tie for first place', () => {
    const s = scenario(game, rig({
      players: 3, round: 3, current: 2, roles: 'GSG', aside: 'G',
      hands: [[], [], ['MAP#1']],
      gold: [['NUG3#1', 'NUG3#2', 'NUG1#1'], ['NUG2#1', 'NUG1#2'], ['NUG2#2']],
      goldSupply: ['NUG3#3', 'NUG1#3', 'NUG2#3'],
    }));
    s.act(2, act.discard('MAP#1'));
    expect(s.state.gold[1]).toEqual(['NUG2#1', 'NUG1#2', 'NUG3#3', 'NUG1#3']);
    s.reject(0, act.nextRound(), 'WRONG_PHASE');
    expect(s.state.phase).toBe('GAME_OVER');
    expect(s.state.gold.map(goldValue)).toEqual([7, 7, 2]);
    expect(s.state.winners).toEqual([0, 1]);
    expect(game.outcome(s.state)?.winners).toEqual([0, 1]);
    for (const viewer of [P(0), P(1), P(2), 'spectator'] as const) {
      expect(s.view(viewer).players.map((p) => p.gold)).toEqual(s.state.gold);
    }
    expect(s.state.goldSupply).toEqual(['NUG2#3']);
  });
});
