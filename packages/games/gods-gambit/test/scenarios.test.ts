import { eventsFor } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { text } from '../src/text';
import {
  A,
  areaOf,
  B,
  C,
  D,
  defend,
  extra,
  fieldOf,
  handOf,
  inHand,
  legalStrings,
  nextOf,
  pileTop,
  play,
  start,
  useOn,
} from './rig';
import { dealtScenario, voidingRngState } from './setup-rig';
import { englishWords as en } from './english-words';

const MAG_FIELD = ['MAG>field:W', 'MAG>field:K', 'MAG>field:R', 'MAG>field:U'];

function s01() {
  return start({
    seats: 3,
    next: A,
    field: 'W5/W',
    hands: [
      ['R3', 'K4', 'U7', 'MAG'],
      ['K1', 'R2'],
      ['W2', 'U3', 'U9'],
    ],
    pile: ['R5', 'K6', 'W6', 'filler', 'TR', 'TR', 'TR', 'TR'],
  });
}

describe("Gods' Gambit acceptance scenarios (spec §8)", () => {
  test('S-01 — Seed Example 1: only the wild matches; drawing is always allowed', () => {
    const s = s01();
    expect(legalStrings(s, A)).toEqual(['draw', ...MAG_FIELD, 'MAG>skill']);
    s.reject(A, play(s, A, 'R3', 'field'), 'noMatch');
    s.reject(A, play(s, A, 'K4', 'skill'), 'noMatch');
    s.act(A, { type: 'draw' });
    expect(handOf(s, A)).toEqual(['K4', 'MAG', 'R3', 'R5', 'U7']);
    expect(pileTop(s)).toBe('K6');
    expect(nextOf(s)).toBe('postDraw:0');
    expect(legalStrings(s, A).sort()).toEqual(
      ['R5>field', 'R5>skill', ...MAG_FIELD, 'MAG>skill', 'noPlay'].sort(),
    );
    const seenByB = eventsFor(s.events, B);
    expect(seenByB).toEqual([{ type: 'cardDrawn', seat: A }]);
    expect(s.view(B).players[A]?.handCount).toBe(5);
  });

  test('S-02 — Seed Example 2: draw, then Paladin from the skill area', () => {
    const s = s01().act(A, { type: 'draw' });
    s.act(A, play(s, A, 'R5', 'skill')).act(A, useOn(B));
    expect(nextOf(s)).toBe('defense:1');
    expect(legalStrings(s, B)).toEqual(['declineDefense']);
    s.act(B, { type: 'declineDefense' });
    expect(handOf(s, A)).toEqual(['K4', 'MAG', 'R3', 'U7']);
    expect(areaOf(s, A)).toEqual(['R5']);
    expect(handOf(s, B)).toEqual(['K1', 'K6', 'R2', 'W6']);
    expect(fieldOf(s)).toBe('W5/W');
    expect(pileTop(s)).toBe('W1'); // the first filler card
    expect(s.state.trumpets).toHaveLength(0);
    expect(nextOf(s)).toBe('main:1');
  });

  test('S-03 — Seed Example 3: Angel in the skill area, one extra play onto the field', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R4/R',
      hands: [
        ['R3', 'K4', 'U7', 'MAG'],
        ['K1', 'R2', 'K6', 'W6'],
        ['W2', 'U3', 'U9'],
      ],
      skill: [['R5']],
      pile: ['filler', 'TR', 'TR', 'TR', 'TR'],
    });
    expect(legalStrings(s, A)).toEqual([
      'draw',
      'R3>field',
      'R3>skill',
      'K4>field',
      'K4>skill',
      ...MAG_FIELD,
      'MAG>skill',
    ]);
    s.act(A, play(s, A, 'K4', 'skill')).act(A, { type: 'useSkill' });
    expect(legalStrings(s, A)).toEqual([
      'extra R3',
      'extra MAG:W',
      'extra MAG:K',
      'extra MAG:R',
      'extra MAG:U',
      'stop',
    ]);
    s.reject(A, extra(s, A, 'U7'), 'noMatch');
    s.act(A, extra(s, A, 'R3'));
    expect(fieldOf(s)).toBe('R3/R');
    expect(handOf(s, A)).toEqual(['MAG', 'U7']);
    expect(areaOf(s, A)).toEqual(['R5', 'K4']);
    expect(nextOf(s)).toBe('main:1');
  });

  test('S-04 — Seed Example 4: Magician sets the colour, A goes out', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K2/K',
      hands: [
        ['U7', 'MAG'],
        ['K1', 'R2', 'K6', 'W6'],
        ['W2', 'U3', 'U9'],
      ],
      skill: [['R5', 'K4']],
      pile: ['filler', 'TR', 'TR', 'TR', 'TR'],
    });
    expect(legalStrings(s, A)).toEqual(['draw', ...MAG_FIELD, 'MAG>skill']);
    s.act(A, play(s, A, 'MAG', 'skill')).act(A, { type: 'useSkill', colour: 'U' });
    expect(fieldOf(s)).toBe('K2/U');
    expect(handOf(s, A)).toEqual(['U7']);
    expect(areaOf(s, A)).toEqual(['R5', 'K4', 'MAG']);
    s.act(A, extra(s, A, 'U7'));
    expect(fieldOf(s)).toBe('U7/U');
    expect(s.state.lastRound).toMatchObject({
      reason: 'out',
      wentOut: A,
      penalties: [0, 15, 14],
      nextFirst: A,
    });
    expect(s.state.totals).toEqual([0, 15, 14]);
    expect(nextOf(s)).toBe('roundOver:0');
    const viewB = s.view(B);
    expect(viewB.scores).toEqual([{ seat: B, penalties: [15], total: 15 }]);
    expect(viewB.lastRound?.penalties).toEqual([null, 15, null]);
    expect(viewB.players[C]?.handCount).toBe(3);
    expect(JSON.stringify(viewB)).not.toContain(inHand(s, C, 'U9'));
  });

  test('S-05 — Seed Example 5: scoring', () => {
    const s = start({
      seats: 3,
      next: A,
      round: 2,
      field: 'K5/K',
      hands: [['K3'], ['U1', 'W2'], ['R2', 'U6', 'R9', 'GDS']],
      skill: [
        ['K7', 'ELF'],
        ['U8', 'DEM'],
        ['W5', 'DRA'],
      ],
      totals: [10, 5, 0],
      penalties: [[10], [5], [0]],
      roundsOut: [0, 0, 1],
    });
    s.act(A, play(s, A, 'K3', 'field'));
    expect(s.state.lastRound?.penalties).toEqual([0, 21, 72]);
    expect(s.state.totals).toEqual([10, 26, 72]);
    expect(s.state.lastRound?.nextFirst).toBe(A);
    expect(nextOf(s)).toBe('roundOver:0');
    const viewB = s.view(B);
    expect(viewB.scores).toEqual([{ seat: B, penalties: [5, 21], total: 26 }]);
    expect(viewB.lastRound?.penalties).toEqual([null, 21, null]);
    const shown = text.renderView(viewB, B, en());
    expect(shown).toContain('your penalty 21');
    expect(shown).toContain('Your penalty total: 26');
    expect(shown).not.toContain('72');
  });

  test('S-06 — Setup: dealt Trumpet, Trumpet flipped, wild field card', () => {
    const { s, deck } = dealtScenario();
    const at = (positions: number[]): string[] => positions.map((p) => deck[p - 1] as string);
    expect(nextOf(s)).toBe('initialColour:1');
    s.act(B, { type: 'chooseColour', colour: 'K' });
    expect(s.state.hands[A]).toEqual(at([3, 6, 9, 12, 15, 18, 21]));
    expect(s.state.hands[B]).toEqual(at([1, 7, 10, 13, 16, 19]));
    expect(s.state.hands[C]).toEqual(at([2, 5, 8, 11, 14, 17, 20]));
    expect(s.state.trumpets).toEqual(at([4, 22]));
    expect(fieldOf(s)).toBe('DRA/K');
    expect(s.state.skips).toEqual([0, 0, 0]);
    expect(s.state.drawPile).toHaveLength(81);
    expect(s.state.drawPile[80]).toBe(deck[23]);
    expect(nextOf(s)).toBe('main:1');
    // B holds K1, K5, MAG, R3, W2, U4: black cards and the wild, the black Believer onto the field only.
    expect(legalStrings(s, B)).toEqual([
      'draw',
      'K1>field',
      'K5>field',
      'K5>skill',
      ...MAG_FIELD,
      'MAG>skill',
    ]);
  });

  test('S-07 — Setup: fourth Trumpet revealed → void round', () => {
    const { voidDeck, redeal } = voidingRngState();
    expect(voidDeck).toBe(false);
    // Round 1 ends with A going out and B paying 8, leaving the spec's totals A 0, B 30 for round 2.
    const s = start({ seats: 2, next: A, field: 'K5/K', hands: [['K3'], ['W8']], totals: [0, 22] });
    const ended = s.act(A, play(s, A, 'K3', 'field'));
    expect(nextOf(ended)).toBe('roundOver:0');
    const before = { ...ended.state, rng: redeal };
    const after = game.apply(before, A, { type: 'startRound' });
    expect(after.events.some((event) => event.type === 'roundVoided')).toBe(true);
    expect(after.state.voidRounds).toBe(1);
    expect(after.state.round).toBe(2);
    expect(after.state.firstPlayer).toBe(A);
    expect(after.state.totals).toEqual([0, 30]);
    expect(ended.state.totals).toEqual([0, 30]);
    expect(after.state.penalties).toEqual([[0], [8]]);
    expect(after.state.trumpets.length).toBeLessThan(4);
    expect(game.allCards(after.state)).toHaveLength(104);
  });

  test('S-08 — Defense must match the field; Attendant God cancels', () => {
    const spec = {
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['R5', 'K1', 'W3'], ['K8', 'W9', 'U2'], ['U4']],
      pile: ['U5', 'K3', 'filler', 'TR', 'TR', 'TR', 'TR'],
    };
    const a = start(spec);
    a.act(A, play(a, A, 'R5', 'skill')).act(A, useOn(B));
    a.reject(B, defend(a, B, 'K8'), 'noMatch');
    a.reject(B, defend(a, B, 'W9', C), 'noMatch');
    expect(legalStrings(a, B)).toEqual(['declineDefense']);
    a.act(B, { type: 'declineDefense' });
    expect(handOf(a, B)).toEqual(['K3', 'K8', 'U2', 'U5', 'W9']);
    expect(handOf(a, A)).toEqual(['K1', 'W3']);
    expect(areaOf(a, A)).toEqual(['R5']);
    expect(fieldOf(a)).toBe('R6/R');
    expect(nextOf(a)).toBe('main:1');

    const b = start({ ...spec, hands: [['R5', 'K1', 'W3'], ['R8', 'W9', 'U2'], ['U4']] });
    b.act(A, play(b, A, 'R5', 'skill')).act(A, useOn(B));
    b.act(B, defend(b, B, 'R8'));
    expect(handOf(b, B)).toEqual(['U2', 'W9']);
    expect(areaOf(b, B)).toEqual(['R8']);
    expect(pileTop(b)).toBe('U5');
    expect(handOf(b, A)).toEqual(['K1', 'W3']);
    expect(areaOf(b, A)).toEqual(['R5']);
    expect(nextOf(b)).toBe('main:1');
  });

  test('S-09 — Avatar redirect, then Attendant God', () => {
    const spec = {
      seats: 4,
      next: A,
      field: 'U9/U',
      hands: [['U5', 'K2'], ['K9', 'R1'], ['U8', 'W3'], ['R7']],
      pile: ['W4', 'K5', 'filler', 'TR', 'TR', 'TR', 'TR'],
    };
    const s = start(spec);
    s.act(A, play(s, A, 'U5', 'skill')).act(A, useOn(B));
    s.act(B, defend(s, B, 'K9', C));
    expect(nextOf(s)).toBe('defense:2');
    s.act(C, defend(s, C, 'U8'));
    expect([areaOf(s, A), areaOf(s, B), areaOf(s, C)]).toEqual([['U5'], ['K9'], ['U8']]);
    expect([handOf(s, A), handOf(s, B), handOf(s, C), handOf(s, D)]).toEqual([
      ['K2'],
      ['R1'],
      ['W3'],
      ['R7'],
    ]);
    expect(pileTop(s)).toBe('W4');
    expect(nextOf(s)).toBe('main:1');

    const variant = start(spec);
    variant.act(A, play(variant, A, 'U5', 'skill')).act(A, useOn(B));
    variant.act(B, defend(variant, B, 'K9', C)).act(C, { type: 'declineDefense' });
    expect(handOf(variant, C)).toEqual(['K5', 'U8', 'W3', 'W4']);
  });

  test('S-10 — Last-card skill play: no Defense allowed', () => {
    const s = start({
      seats: 3,
      next: A,
      round: 2,
      totals: [12, 20, 7],
      penalties: [[12], [20], [7]],
      field: 'K5/K',
      hands: [['R5'], ['K8', 'K9'], ['W1']],
      pile: ['W4', 'U6', 'filler', 'TR', 'TR', 'TR', 'TR'],
    });
    s.act(A, play(s, A, 'R5', 'skill')).act(A, useOn(B));
    expect(s.events.some((event) => event.type === 'defenseWindow')).toBe(false);
    expect(handOf(s, B)).toEqual(['K8', 'K9', 'U6', 'W4']);
    expect(s.state.lastRound).toMatchObject({
      reason: 'out',
      wentOut: A,
      penalties: [0, 27, 1],
      nextFirst: A,
    });
    expect(s.state.totals).toEqual([12, 47, 8]);
    expect(nextOf(s)).toBe('roundOver:0');
  });

  test('S-11 — A Believer cannot be skill-played; Defense as the last card ends the round', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'W3/W',
      hands: [['W1', 'W5', 'K7'], ['W8'], ['U4', 'R2']],
      pile: ['R6', 'filler', 'TR', 'TR', 'TR', 'TR'],
    });
    expect(legalStrings(s, A)).toEqual(['draw', 'W1>field', 'W5>field', 'W5>skill']);
    s.reject(A, play(s, A, 'W1', 'skill'), 'believerNoSkill');
    s.reject(A, play(s, A, 'K7', 'field'), 'noMatch');
    s.act(A, play(s, A, 'W5', 'skill')).act(A, useOn(B));
    s.act(B, defend(s, B, 'W8'));
    expect(areaOf(s, A)).toEqual(['W5']);
    expect(areaOf(s, B)).toEqual(['W8']);
    expect(pileTop(s)).toBe('R6');
    expect(s.state.lastRound).toMatchObject({
      reason: 'out',
      wentOut: B,
      penalties: [13, 0, 6],
      nextFirst: B,
    });
    expect(nextOf(s)).toBe('roundOver:1');
  });

  test('S-12 — Fourth Trumpet during a Paladin draw', () => {
    const s = start({
      seats: 3,
      next: A,
      trumpetsRevealed: 3,
      field: 'K4/K',
      hands: [['K5', 'U2'], ['R1', 'W6'], ['U3']],
      pile: ['TR', 'R7', 'filler'],
    });
    s.act(A, play(s, A, 'K5', 'skill'))
      .act(A, useOn(B))
      .act(B, { type: 'declineDefense' });
    expect(handOf(s, B)).toEqual(['R1', 'R7', 'W6']);
    expect(s.state.trumpets).toHaveLength(4);
    expect(s.state.lastRound).toMatchObject({
      reason: 'trumpet',
      revealer: B,
      penalties: [7, 14, 3],
      nextFirst: C,
    });
    expect(nextOf(s)).toBe('roundOver:2');
  });

  test('S-13 — Draw pile exhausted after the fourth Trumpet', () => {
    const s = start({
      seats: 3,
      next: A,
      trumpetsRevealed: 3,
      field: 'R2/R',
      hands: [['R5', 'K9'], ['U7'], ['W4', 'W6']],
      pile: ['TR'],
      pileExact: true,
    });
    s.act(A, play(s, A, 'R5', 'skill'))
      .act(A, useOn(B))
      .act(B, { type: 'declineDefense' });
    expect(handOf(s, B)).toEqual(['U7']);
    expect(s.state.drawPile).toHaveLength(0);
    expect(s.state.lastRound).toMatchObject({
      reason: 'trumpet',
      revealer: B,
      penalties: [14, 7, 10],
      nextFirst: C,
    });
  });

  test('S-14 — Priest: two extra plays, one of them a wild', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['K6', 'ELF', 'U3', 'W9'], ['K1'], ['R2']],
    });
    s.act(A, play(s, A, 'K6', 'skill')).act(A, { type: 'useSkill' });
    s.reject(A, extra(s, A, 'ELF'), 'colourRequired');
    s.act(A, extra(s, A, 'ELF', 'U'));
    expect(fieldOf(s)).toBe('ELF/U');
    expect(areaOf(s, A)).toEqual(['K6']);
    expect(legalStrings(s, A)).toEqual(['extra U3', 'stop']);
    s.act(A, extra(s, A, 'U3'));
    expect(fieldOf(s)).toBe('U3/U');
    expect(handOf(s, A)).toEqual(['W9']);
    expect(areaOf(s, A)).toEqual(['K6']);
    expect(nextOf(s)).toBe('main:1');
  });

  test('S-15 — Lord: an extra turn before the next player', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'W7/W',
      hands: [['U7', 'W2', 'K3'], ['R4'], ['R8']],
    });
    s.act(A, play(s, A, 'U7', 'skill')).act(A, { type: 'useSkill' });
    expect(fieldOf(s)).toBe('W7/W');
    expect(s.state.extraTurns[A]).toBe(0);
    expect(nextOf(s)).toBe('main:0');
    expect(legalStrings(s, A)).toEqual(['draw', 'W2>field', 'W2>skill']);
    s.act(A, play(s, A, 'W2', 'field'));
    expect(fieldOf(s)).toBe('W2/W');
    expect(handOf(s, A)).toEqual(['K3']);
    expect(areaOf(s, A)).toEqual(['U7']);
    expect(nextOf(s)).toBe('main:1');
  });

  test('S-16 — Missionary: the target skips their next turn', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K3/K',
      hands: [
        ['R3', 'U1'],
        ['K1', 'W1'],
        ['U8', 'R2'],
      ],
      pile: ['W5', 'filler', 'TR', 'TR', 'TR', 'TR'],
    });
    s.act(A, play(s, A, 'R3', 'skill')).act(A, useOn(B));
    s.act(B, { type: 'declineDefense' });
    expect(s.events).toContainEqual({ type: 'turnSkipped', seat: B });
    expect(s.state.skips).toEqual([0, 0, 0]);
    expect(handOf(s, B)).toEqual(['K1', 'W1']);
    expect(pileTop(s)).toBe('W5');
    expect(nextOf(s)).toBe('main:2');
    expect(fieldOf(s)).toBe('K3/K');
    expect(handOf(s, A)).toEqual(['U1']);
    expect(areaOf(s, A)).toEqual(['R3']);
  });

  test('S-17 — Elf goes into another skill area and counts there', () => {
    const s = start({
      seats: 3,
      next: A,
      trumpetsRevealed: 3,
      field: 'U2/U',
      hands: [['ELF', 'U4', 'R1'], ['K5', 'W6'], ['R9']],
      pile: ['TR', 'filler'],
    });
    s.act(A, play(s, A, 'ELF', 'skill')).act(A, useOn(C));
    expect(legalStrings(s, C)).toEqual(['declineDefense']);
    s.act(C, { type: 'declineDefense' });
    expect(areaOf(s, A)).toEqual([]);
    expect(areaOf(s, C)).toEqual(['ELF']);
    expect(legalStrings(s, B)).toEqual(['draw']);
    s.act(B, { type: 'draw' });
    expect(s.state.lastRound).toMatchObject({
      reason: 'trumpet',
      revealer: B,
      penalties: [5, 11, 19],
      nextFirst: C,
    });
  });

  test('S-18 — Drawing a Trumpet that is not the fourth, then playing', () => {
    const s = start({
      seats: 3,
      next: A,
      trumpetsRevealed: 1,
      field: 'W8/W',
      hands: [['K2', 'W4'], ['U5', 'R1'], ['K9']],
      pile: ['TR', 'R4', 'filler', 'TR', 'TR'],
    });
    s.act(A, { type: 'draw' });
    expect(s.state.trumpets).toHaveLength(2);
    expect(handOf(s, A)).toEqual(['K2', 'W4']);
    expect(nextOf(s)).toBe('postDraw:0');
    s.act(A, play(s, A, 'W4', 'field'));
    expect(fieldOf(s)).toBe('W4/W');
    expect(handOf(s, A)).toEqual(['K2']);
    expect(pileTop(s)).toBe('R4');
    expect(nextOf(s)).toBe('main:1');
  });

  test('S-19 — End of the game and tie-break', () => {
    // Rounds 1-2 scored (A 0, 35 · B 23, 0 · C 20, 30); round 3: A goes out, B keeps 12, C keeps 30.
    const s = start({
      seats: 3,
      next: A,
      round: 3,
      field: 'W5/W',
      hands: [['W2'], ['K9', 'U3'], ['R9', 'K9', 'U9', 'W3']],
      totals: [35, 23, 50],
      penalties: [
        [0, 35],
        [23, 0],
        [20, 30],
      ],
      roundsOut: [1, 1, 0],
    });
    s.act(A, play(s, A, 'W2', 'field'));
    expect(nextOf(s)).toBe('gameOver');
    expect(s.state.totals).toEqual([35, 35, 80]);
    expect(s.state.roundsOut).toEqual([2, 1, 0]);
    const outcome = game.outcome(s.state);
    expect(outcome?.winners).toEqual([A]);
    expect(outcome?.label).toBe('Tie-break: rounds gone out');
    expect(outcome?.scores).toEqual([35, 35, 80]);
    const viewC = s.view(C);
    expect(viewC.scores.map((row) => row.total)).toEqual([35, 35, 80]);
    expect(viewC.scores[B]?.penalties).toEqual([23, 0, 12]);
    const shown = text.renderView(viewC, C, en());
    expect(shown.indexOf('1. Player 1')).toBeGreaterThan(-1);
    expect(shown.indexOf('2. Player 2')).toBeGreaterThan(shown.indexOf('1. Player 1'));
    expect(shown.indexOf('3. You')).toBeGreaterThan(shown.indexOf('2. Player 2'));
  });

  test('S-20 — Subtraction game ends when a player reaches 0', () => {
    const s = start({
      seats: 3,
      next: B,
      round: 5,
      options: { mode: 'subtraction', startingScore: 200 },
      field: 'W5/W',
      hands: [['K9', 'U9', 'W4'], ['W1'], ['R9', 'K9', 'U9', 'W9', 'R5']],
      totals: [15, 120, 60],
      penalties: [
        [50, 50, 50, 35],
        [20, 20, 20, 20],
        [35, 35, 35, 35],
      ],
    });
    s.act(B, play(s, B, 'W1', 'field'));
    expect(s.state.lastRound?.penalties).toEqual([22, 0, 41]);
    expect(s.state.totals).toEqual([0, 120, 19]);
    expect(nextOf(s)).toBe('gameOver');
    const outcome = game.outcome(s.state);
    expect(outcome?.winners).toEqual([B]);
    expect(outcome?.label).toBe('Most points left');
    expect(outcome?.scores).toEqual([0, 120, 19]);
    const shown = text.renderView(s.view(A), A, en());
    expect(shown).toMatch(/1\. Player 2 +points 120/);
    expect(shown).toMatch(/2\. Player 3 +points 19/);
    expect(shown).toMatch(/3\. You +points 0/);
  });
});
