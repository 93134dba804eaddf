import { checkedApply } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import {
  A,
  areaOf,
  B,
  C,
  D,
  defend,
  handOf,
  legalStrings,
  nextOf,
  play,
  start,
  useOn,
} from './rig';

/** A Paladin from A at a Red 6 field; B holds a spread of cards to test which may defend. */
function paladinOnB(bHand: string[]) {
  const s = start({
    seats: 4,
    next: A,
    field: 'R6/R',
    hands: [['R5', 'K1', 'W3'], bHand, ['R8', 'U2'], ['HER', 'U3']],
    pile: ['U5', 'K3', 'filler', 'TR', 'TR', 'TR', 'TR'],
  });
  s.act(A, play(s, A, 'R5', 'skill')).act(A, useOn(B));
  return s;
}

describe('Defense windows (spec §3.6.2)', () => {
  test('opens to exactly the targeted player, even without a legal Defense card', () => {
    const s = paladinOnB(['U2', 'W4']);
    expect(game.toAct(s.state)).toEqual([B]);
    expect(legalStrings(s, B)).toEqual(['declineDefense']);
    for (const other of [A, C, D]) expect(s.legal(other)).toEqual([]);
  });

  test('offers only Defense cards that match the field (Hero always matches)', () => {
    // R8 matches (red), K8 does not, R9 matches, W9 does not, HER is wild, R3 matches but is no Defense card.
    const s = paladinOnB(['R8', 'K8', 'R9', 'W9', 'HER', 'R3', 'R1']);
    expect(legalStrings(s, B)).toEqual([
      'defend R8',
      'defend R9>0',
      'defend R9>2',
      'defend R9>3',
      'defend HER',
      'declineDefense',
    ]);
    s.reject(B, defend(s, B, 'K8'), 'noMatch');
    s.reject(B, defend(s, B, 'W9', C), 'noMatch');
    s.reject(B, defend(s, B, 'R3'), 'notDefenseCard');
    s.reject(B, defend(s, B, 'R9'), 'redirectRequired');
    s.reject(B, defend(s, B, 'R9', B), 'badRedirect');
    s.reject(B, defend(s, B, 'R8', C), 'redirectNotAllowed');
  });

  test('nobody but the target may answer', () => {
    const s = paladinOnB(['R8', 'U2']);
    const cAnswer = defend(s, C, 'R8');
    s.reject(C, cAnswer, 'notYourDecision');
    expect(() => checkedApply(game, s.state, C, cAnswer, 'untrusted')).toThrow(
      /not your decision/i,
    );
    s.reject(A, { type: 'declineDefense' }, 'notYourDecision');
  });

  test('no window for skills that do not target', () => {
    for (const [card, field] of [
      ['R4', 'R6/R'],
      ['R7', 'R6/R'],
      ['R2', 'R6/R'],
      ['R6', 'R6/R'],
    ] as const) {
      const s = start({ seats: 3, next: A, field, hands: [[card, 'R1', 'K9'], ['R8'], ['R9']] });
      s.act(A, play(s, A, card, 'skill')).act(A, { type: 'useSkill' });
      expect(s.state.pending.kind).not.toBe('defense');
      expect(s.events.some((event) => event.type === 'defenseWindow')).toBe(false);
    }
  });

  test('Dragon: one window per other player, clockwise from the user’s left', () => {
    const s = start({
      seats: 4,
      next: B,
      field: 'U6/U',
      hands: [['U8', 'K1'], ['DRA', 'W2'], ['K3'], ['U9', 'R4']],
      pile: ['R2', 'R3', 'R5', 'filler'],
    });
    s.act(B, play(s, B, 'DRA', 'skill')).act(B, { type: 'useSkill' });
    expect(nextOf(s)).toBe('defense:2');
    s.act(C, { type: 'declineDefense' });
    expect(handOf(s, C)).toEqual(['K3', 'R2']);
    expect(nextOf(s)).toBe('defense:3');
    s.act(D, defend(s, D, 'U9', B)); // redirect back to the user: the user gets a window too (E-15)
    expect(nextOf(s)).toBe('defense:1');
    expect(legalStrings(s, B)).toEqual(['declineDefense']);
    s.act(B, { type: 'declineDefense' });
    expect(handOf(s, B)).toEqual(['R3', 'W2']);
    expect(nextOf(s)).toBe('defense:0');
    s.act(A, defend(s, A, 'U8'));
    expect(areaOf(s, A)).toEqual(['U8']);
    expect(nextOf(s)).toBe('main:2');
  });

  test('Hero on a redirected instance: the redirecting player draws 2 (E-19)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [
        ['K5', 'W1'],
        ['K9', 'W2'],
        ['HER', 'W3'],
      ],
      pile: ['R1', 'R2', 'filler'],
    });
    s.act(A, play(s, A, 'K5', 'skill')).act(A, useOn(B));
    s.act(B, defend(s, B, 'K9', C)).act(C, defend(s, C, 'HER'));
    expect(handOf(s, B)).toEqual(['R1', 'R2', 'W2']);
    expect(handOf(s, A)).toEqual(['W1']);
    expect(areaOf(s, C)).toEqual(['HER']);
    expect(nextOf(s)).toBe('main:1');
  });

  test('an Avatar as last card: the new target gets no window, the round ends, later instances are abandoned (E-13)', () => {
    const s = start({
      seats: 4,
      next: A,
      field: 'U6/U',
      hands: [['EVG', 'K1'], ['U9'], ['U8', 'W3'], ['R4']],
      pile: ['R2', 'R3', 'R5', 'R6', 'filler'],
    });
    s.act(A, play(s, A, 'EVG', 'skill')).act(A, { type: 'useSkill' });
    expect(nextOf(s)).toBe('defense:1');
    s.act(B, defend(s, B, 'U9', C));
    // C holds a matching U8 but no window opens once B has gone out.
    expect(handOf(s, C)).toEqual(['R2', 'R3', 'U8', 'W3']);
    expect(handOf(s, D)).toEqual(['R4']);
    expect(s.state.lastRound).toMatchObject({ reason: 'out', wentOut: B });
    expect(nextOf(s)).toBe('roundOver:1');
  });

  test('a last-card Dragon hits every other player with no window (§3.9)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'U6/U',
      hands: [['DRA'], ['U9', 'U8'], ['HER']],
      pile: ['R2', 'R3', 'filler'],
    });
    s.act(A, play(s, A, 'DRA', 'skill')).act(A, { type: 'useSkill' });
    expect(s.events.some((event) => event.type === 'defenseWindow')).toBe(false);
    expect(handOf(s, B)).toEqual(['R2', 'U8', 'U9']);
    expect(handOf(s, C)).toEqual(['HER', 'R3']);
    expect(s.state.lastRound).toMatchObject({ reason: 'out', wentOut: A, nextFirst: A });
  });

  test('a Defense card drawn during an earlier instance may answer a later one (E-34)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'U6/U',
      hands: [['EVG', 'K1'], ['K2'], ['U9', 'W3']],
      pile: ['HER', 'R3', 'filler'],
    });
    s.act(A, play(s, A, 'EVG', 'skill')).act(A, { type: 'useSkill' });
    s.act(B, { type: 'declineDefense' });
    expect(handOf(s, B)).toEqual(['HER', 'K2', 'R3']);
    s.act(C, defend(s, C, 'U9', B));
    expect(legalStrings(s, B)).toEqual(['defend HER', 'declineDefense']);
    s.act(B, defend(s, B, 'HER'));
    // Valor: the redirecting player C draws 2.
    expect(handOf(s, C).length).toBe(3);
    expect(nextOf(s)).toBe('main:1');
  });
});
