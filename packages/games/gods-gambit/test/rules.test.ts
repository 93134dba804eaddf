import { describe, expect, test } from 'vitest';
import {
  A,
  areaOf,
  B,
  C,
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

describe('skills and edge cases (spec §1, §3, §7)', () => {
  test('Monk allows only a common card of the current colour (E-28)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['R2', 'K6', 'MAG', 'R9', 'U1'], ['K1'], ['W1']],
    });
    s.act(A, play(s, A, 'R2', 'skill')).act(A, { type: 'useSkill' });
    expect(legalStrings(s, A)).toEqual(['extra R9', 'stop']);
    s.reject(A, extra(s, A, 'K6'), 'monkNeedsColour');
    s.reject(A, extra(s, A, 'MAG', 'R'), 'monkNeedsColour');
  });

  test('Royal: one extra play that ignores matching (E-29)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['ROY', 'K2', 'U1'], ['K1'], ['W1']],
    });
    s.act(A, play(s, A, 'ROY', 'skill')).act(A, { type: 'useSkill' });
    expect(legalStrings(s, A)).toEqual(['extra K2', 'extra U1', 'stop']);
    s.act(A, extra(s, A, 'U1'));
    expect(fieldOf(s)).toBe('U1/U');
    expect(nextOf(s)).toBe('main:1');
  });

  test('Goddess: any number of extra plays; emptying the hand ends the round (E-14)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['GDS', 'R1', 'K1', 'K4'], ['K1'], ['W1']],
    });
    s.act(A, play(s, A, 'GDS', 'skill')).act(A, { type: 'useSkill' });
    s.act(A, extra(s, A, 'R1'))
      .act(A, extra(s, A, 'K1'))
      .act(A, extra(s, A, 'K4'));
    expect(s.state.lastRound).toMatchObject({ reason: 'out', wentOut: A, penalties: [0, 1, 1] });
  });

  test('an extra play that is impossible still offers stop (E-37)', () => {
    const s = start({ seats: 3, next: A, field: 'R6/R', hands: [['R4', 'K1'], ['K1'], ['W1']] });
    s.act(A, play(s, A, 'R4', 'skill')).act(A, { type: 'useSkill' });
    expect(legalStrings(s, A)).toEqual(['stop']);
    s.act(A, { type: 'stop' });
    expect(nextOf(s)).toBe('main:1');
  });

  test('the post-draw decision is offered even with no matching card (E-39)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R6/R',
      hands: [['K1'], ['K1'], ['W1']],
      pile: ['U2', 'filler'],
    });
    s.act(A, { type: 'draw' });
    expect(legalStrings(s, A)).toEqual(['noPlay']);
  });

  test('Demon: the target draws 2, then skips a turn; skips stack (E-24)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'R3/R',
      hands: [['DEM', 'R3', 'K1'], ['W1', 'W2'], ['U1']],
      pile: ['U4', 'U5', 'filler'],
    });
    s.act(A, play(s, A, 'DEM', 'skill'))
      .act(A, useOn(B))
      .act(B, { type: 'declineDefense' });
    expect(handOf(s, B)).toEqual(['U4', 'U5', 'W1', 'W2']);
    // B's turn was skipped at once: C moves next and B's counter is back to 0.
    expect(nextOf(s)).toBe('main:2');
    expect(s.state.skips[B]).toBe(0);
  });

  test('Wraith: the user moves one or two cards; a single card empties the hand (E-38)', () => {
    const two = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [['WRA', 'U9', 'R7', 'W1'], ['K1'], ['W2']],
    });
    two
      .act(A, play(two, A, 'WRA', 'skill'))
      .act(A, useOn(B))
      .act(B, { type: 'declineDefense' });
    expect(legalStrings(two, A)).toEqual(['haunt U9', 'haunt R7', 'haunt W1']);
    two.act(A, { type: 'haunt', card: inHand(two, A, 'U9') });
    expect(legalStrings(two, A)).toEqual(['haunt R7', 'haunt W1', 'stop']);
    two.act(A, { type: 'haunt', card: inHand(two, A, 'R7') });
    expect(areaOf(two, B)).toEqual(['U9', 'R7']);
    expect(handOf(two, A)).toEqual(['W1']);
    expect(nextOf(two)).toBe('main:1');

    const one = start({ seats: 3, next: A, field: 'K5/K', hands: [['WRA', 'U9'], ['K1'], ['W2']] });
    one
      .act(A, play(one, A, 'WRA', 'skill'))
      .act(A, useOn(C))
      .act(C, { type: 'declineDefense' });
    expect(legalStrings(one, A)).toEqual(['haunt U9']);
    one.act(A, { type: 'haunt', card: inHand(one, A, 'U9') });
    expect(one.state.lastRound).toMatchObject({ reason: 'out', wentOut: A, penalties: [0, 1, 11] });
  });

  test('a Wraith redirected to its user does nothing (D-33); a cancelled Elf stays with its user (E-18)', () => {
    const s = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [['WRA', 'U3', 'R7'], ['K9', 'W1'], ['W2']],
    });
    s.act(A, play(s, A, 'WRA', 'skill')).act(A, useOn(B));
    s.act(B, { type: 'defend', card: inHand(s, B, 'K9'), redirect: A }).act(A, {
      type: 'declineDefense',
    });
    expect(handOf(s, A)).toEqual(['R7', 'U3']);
    expect(nextOf(s)).toBe('main:1');

    const elf = start({
      seats: 3,
      next: A,
      field: 'K5/K',
      hands: [['ELF', 'U3'], ['K8', 'W1'], ['W2']],
    });
    elf
      .act(A, play(elf, A, 'ELF', 'skill'))
      .act(A, useOn(B))
      .act(B, { type: 'defend', card: inHand(elf, B, 'K8') });
    expect(areaOf(elf, A)).toEqual(['ELF']);
  });

  test('a Defense card skill-played on its own turn asks nothing and does nothing (D-37, E-22)', () => {
    const s = start({ seats: 3, next: A, field: 'K5/K', hands: [['K8', 'U3'], ['K1'], ['W2']] });
    s.act(A, play(s, A, 'K8', 'skill'));
    expect(areaOf(s, A)).toEqual(['K8']);
    expect(nextOf(s)).toBe('main:1');
  });

  test('a Lord as last card gives no extra turn (E-11)', () => {
    const s = start({ seats: 3, next: A, field: 'K7/K', hands: [['R7'], ['K1'], ['W2']] });
    s.act(A, play(s, A, 'R7', 'skill')).act(A, { type: 'useSkill' });
    expect(s.state.lastRound).toMatchObject({ reason: 'out', wentOut: A });
    expect(s.state.extraTurns).toEqual([0, 0, 0]);
  });

  test('the fourth Trumpet in an Evil God’s second instance ends everything after that draw (E-04)', () => {
    const s = start({
      seats: 4,
      next: A,
      trumpetsRevealed: 3,
      field: 'U6/U',
      hands: [['EVG', 'K1'], ['K2'], ['K3'], ['K4']],
      pile: ['R1', 'R2', 'TR', 'R3', 'filler'],
    });
    s.act(A, play(s, A, 'EVG', 'skill')).act(A, { type: 'useSkill' });
    s.act(B, { type: 'declineDefense' }).act(C, { type: 'declineDefense' });
    expect(handOf(s, C)).toEqual(['K3', 'R3']);
    expect(handOf(s, 3)).toEqual(['K4']);
    expect(s.state.lastRound).toMatchObject({ reason: 'trumpet', revealer: C, nextFirst: 3 });
    expect(pileTop(s)).toBe('W1');
  });

  test('a wild field play needs a colour; a common one refuses it', () => {
    const s = start({ seats: 3, next: A, field: 'K5/K', hands: [['MAG', 'K3'], ['K1'], ['W2']] });
    s.reject(A, { type: 'play', card: inHand(s, A, 'MAG'), to: 'field' }, 'colourRequired');
    s.reject(
      A,
      { type: 'play', card: inHand(s, A, 'K3'), to: 'field', colour: 'R' },
      'colourNotAllowed',
    );
    s.reject(A, { type: 'play', card: 'R9#1', to: 'field' }, 'cardNotInHand');
    s.reject(A, { type: 'stop' }, 'wrongDecision');
  });
});
