// Edge cases of spec §6 that the acceptance scenarios do not cover.
import { asSeat } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import type { RegicideState } from '../src/state';
import { chooseNext, defend, ids, play, rig, useJesterPower, yieldTurn } from './rig';

describe('spec §6 edge cases', () => {
  test('6.1/6.2: an empty hand must yield, and survives an attack of 0', () => {
    const s = scenario(game, rig({ players: 2, enemy: 'JD', shieldRaw: 10, inPlay: '10S', hands: ['', '5C'] }));
    expect(s.legal(0)).toEqual([yieldTurn]);
    s.reject(0, play('5C'), 'mustYield');
    s.act(0, yieldTurn);
    expect(s.state).toMatchObject({ phase: 'play', current: 1 });
  });

  test('6.1: an empty hand that yields into damage loses', () => {
    const s = scenario(game, rig({ players: 2, enemy: 'JD', hands: ['', '5C'] }));
    s.act(0, yieldTurn);
    expect(s.state).toMatchObject({ phase: 'lost', lossReason: 'cannotSatisfyDamage' });
  });

  test('6.16: yield flags survive a defeat, so the defeating player may not yield next', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JD', damage: 15, shieldRaw: 10, inPlay: '10S', castle: 'QH', hands: ['2C', '9S 4H'] }),
    );
    s.act(0, yieldTurn);
    s.act(1, play('9S'));
    expect(s.state).toMatchObject({ current: 1, phase: 'play', yielded: [true, false] });
    expect(s.state.enemy?.card).toBe('QH');
    expect(s.legal(1)).not.toContainEqual(yieldTurn);
    s.reject(1, yieldTurn, 'yieldBlocked');
  });

  test('6.17: a Jester may hand the turn to its own player', () => {
    const s = scenario(game, rig({ players: 3, enemy: 'JS', shieldRaw: 5, hands: ['X1 5S', '9H', '8H'] }));
    s.act(0, play('X1'));
    expect(s.legal(0)).toEqual([chooseNext(1), chooseNext(2), chooseNext(3)]);
    s.act(0, chooseNext(1));
    expect(s.state).toMatchObject({ current: 0, phase: 'play' });
    expect(s.view(asSeat(0)).enemy).toMatchObject({ shield: 5, currentAttack: 5 });
  });

  test('6.22: an exact-killed enemy is public on top of the Tavern until drawn, then private', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JH', damage: 16, castle: 'JD QC', tavern: '9C 8C', hands: ['4S 2D', '7H'] }),
    );
    s.act(0, play('4S'));
    expect(s.state.tavern).toEqual(ids('JH 9C 8C'));
    expect(s.view(asSeat(1)).tavernTop).toEqual(ids('JH'));
    expect(game.hiddenValues(s.state, asSeat(1))).not.toContain('JH');
    s.act(0, play('2D')); // J♦ blocks diamonds: no draw
    expect(s.view(asSeat(1)).tavernTop).toEqual(ids('JH'));
    const drawing = scenario(
      game,
      rig({ players: 2, enemy: 'JC', castle: 'QC', tavern: '9C 8C', hands: ['2D 10S', '7H'] }),
    );
    const withKnownTop: RegicideState = { ...drawing.state, tavern: ids('JH 9C 8C'), tavernKnownTop: 1 };
    const after = game.apply(withKnownTop, asSeat(0), play('2D')).state;
    expect(after.hands[0]).toContain('JH');
    expect(after.tavernKnownTop).toBe(0);
    expect(game.view(after, asSeat(1)).tavernTop).toEqual([]);
    expect(game.hiddenValues(after, asSeat(1))).toContain('JH');
  });

  test('7 (Hearts): the cards left in the discard pile keep their order', () => {
    const s = scenario(
      game,
      rig({ players: 2, enemy: 'JC', tavern: '', discard: '2S 3S 4S 5S 6S 7S 8S', hands: ['3H 10D 9D', '7D'] }),
    );
    s.act(0, play('3H'));
    const left = s.state.discard;
    expect(left).toHaveLength(4);
    const original = ids('2S 3S 4S 5S 6S 7S 8S');
    expect(left).toEqual(original.filter((card) => left.includes(card)));
    expect([...s.state.tavern, ...left].sort()).toEqual([...original].sort());
  });

  test('23: solo powers refill against a ♦ enemy, and running out with an empty hand loses', () => {
    const s = scenario(game, rig({ players: 1, enemy: 'JD', jesterPowers: 1, tavern: '9C 8C', hands: [''] }));
    expect(s.legal(0)).toEqual([useJesterPower]);
    s.act(0, useJesterPower);
    expect(s.state.hands[0]).toEqual(ids('8C 9C'));
    expect(s.state).toMatchObject({ phase: 'play', jesterPowers: 0 });
    const empty = scenario(game, rig({ players: 1, enemy: 'JD', jesterPowers: 1, hands: [''] }));
    empty.act(0, useJesterPower);
    expect(empty.state).toMatchObject({ phase: 'lost', lossReason: 'cannotPlayOrYield' });
  });

  test('23: both solo powers may be used in one defence window, then the damage is covered', () => {
    const s = scenario(
      game,
      rig({ players: 1, enemy: 'KS', damage: 0, tavern: '2C 3C 4C 10H 10D', hands: ['AC 2D'], jesterPowers: 2 }),
    );
    s.act(0, play('AC'));
    expect(s.state).toMatchObject({ phase: 'defend', pendingDamage: 20 });
    s.act(0, useJesterPower); // draws 2C 3C 4C 10H 10D: worth 29
    expect(s.state).toMatchObject({ phase: 'defend', jesterPowers: 1 });
    s.act(0, defend('10H 10D'));
    expect(s.state).toMatchObject({ phase: 'play', jesterPowers: 1 });
  });

  test('4: solo grades and labels', () => {
    const win = (powers: number) =>
      game.apply(rig({ players: 1, enemy: 'KH', damage: 39, jesterPowers: powers, hands: ['AS'] }), asSeat(0), play('AS'))
        .state;
    expect(game.outcome(win(2))).toMatchObject({ label: 'Gold victory', winners: [0] });
    expect(game.outcome(win(0))).toMatchObject({ label: 'Bronze victory' });
    expect(game.outcome(win(0))?.stats).toMatchObject({ enemiesDefeated: 1, turns: 1, jesterPowersUsed: 2 });
  });
});
