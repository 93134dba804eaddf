import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import type { Action } from '../../src/types';
import { act, hand, prompt, table } from '../rig';

const seat = (n: number): Action => ({ type: 'chooseSeat', seat: n as Seat });
const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;

describe('Wind and Fire: Wei generals', () => {
  test('Xiahou Yuan: Shensu 1 skips judgement and draw for a Kill at any distance; Shensu 2 skips play for another', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'xiahou_yuan', hand: ['chitu:H5'], judge: ['indulgence:S6'] },
        { role: 'rebel', general: 'lu_meng' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'turnStart',
    });
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'shensu' });
    sc.act(0, act.invoke([], [2]));
    expect(askOf(sc.state)).toMatchObject({ type: 'respond', want: 'dodge' });
    sc.act(2, act.pass);
    expect(sc.state.players[2]?.hp).toBe(3);
    // Option 2: the equipment card is the cost; the Kill is virtual (no physical card).
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'shensu' });
    sc.act(0, act.invoke(['chitu:H5'], [1])).act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
    expect(sc.state.players[0]?.judge.map((e) => e.card)).toEqual(['indulgence:S6']);
    expect(sc.state.discardPile).toEqual(['chitu:H5']);
    // No draw and no play phase: the turn passed to P1, who drew the two top cards.
    expect(sc.state.turn.seat).toBe(1);
    expect(hand(sc.state, 0)).toEqual([]);
    expect(hand(sc.state, 1)).toEqual(['dodge:D2', 'dodge:D3']);
  });

  test('Xiahou Yuan: Shensu 2 needs an equipment card, but is offered on his card count (§6.3) with only the decline', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'xiahou_yuan', hand: ['kill:S7'] },
        { role: 'rebel', general: 'lu_meng' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'turnStart',
    });
    sc.act(0, act.pass);
    // The prompt appears although no equipment card is held: its absence would tell the table so.
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'shensu' });
    expect(game.legalActions(sc.state, 0 as Seat)).toEqual([act.pass]);
    sc.act(0, act.pass);
    expect(askOf(sc.state)?.type).toBe('play');
    expect(hand(sc.state, 0)).toEqual(['kill:S7', 'dodge:D2', 'dodge:D3']);
  });

  test('Cao Ren: Jushou draws 3 and turns him face down; his next turn is skipped', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'cao_ren' }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3', 'dodge:D4'], current: 0, at: 'play',
    });
    sc.act(0, act.end);
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'jushou' });
    sc.act(0, act.invoke());
    expect(sc.state.players[0]).toMatchObject({ faceDown: true, hand: ['dodge:D2', 'dodge:D3', 'dodge:D4'] });
    expect(sc.state.turn.seat).toBe(1);
  });

  test('Dian Wei: Qiangxi once per play phase, paying a weapon or 1 HP, within attack range', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'dian_wei', hand: ['qinggang:S6'] }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    const offered = game.legalActions(sc.state, 0 as Seat).filter((a) => a.type === 'useSkill');
    expect(offered.some((a) => 'targets' in a && a.targets.includes(2 as Seat))).toBe(false);
    sc.act(0, act.skill('qiangxi', ['qinggang:S6'], [1]));
    expect(sc.state.players[1]?.hp).toBe(3);
    expect(sc.state.discardPile).toEqual(['qinggang:S6']);
    sc.reject(0, act.skill('qiangxi', [], [1]), 'skillLimit');
    const hp = table({
      seats: [
        { role: 'lord', general: 'dian_wei' }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    hp.act(0, act.skill('qiangxi', [], [3]));
    expect(hp.state.players[0]?.hp).toBe(3);
    expect(hp.state.players[3]?.hp).toBe(3);
  });

  test('Xun Yu: Quhu won makes the tiger hurt a player in its range; lost hurts Xun Yu; Jieming refills a hand', () => {
    const won = table({
      seats: [
        { role: 'lord', general: 'xun_yu', hand: ['kill:DK'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2'] },
        { role: 'spy', general: 'gan_ning', hand: ['dodge:D3'] }, { role: 'loyalist', general: 'huang_gai' },
      ],
      current: 0, at: 'play',
    });
    won.act(0, act.skill('quhu', [], [1])).act(0, act.select('kill:DK')).act(1, act.select('dodge:D2'));
    expect(askOf(won.state)).toMatchObject({ type: 'seat', seats: [0, 2], reason: 'quhu' });
    won.act(0, seat(2));
    expect(won.state.players[2]?.hp).toBe(3);
    expect(won.state.discardPile).toEqual(['kill:DK', 'dodge:D2']);
    const lost = table({
      seats: [
        { role: 'lord', general: 'xun_yu', hand: ['dodge:D2', 'dodge:D3'] }, { role: 'rebel', general: 'lu_meng', hand: ['kill:DK'] },
        { role: 'spy', general: 'gan_ning', hp: 2 }, { role: 'loyalist', general: 'huang_gai' },
      ],
      drawPile: ['kill:S7', 'kill:S8', 'kill:S9'], current: 0, at: 'play',
    });
    // Only players with more HP than Xun Yu and a hand card can be fought.
    expect(game.legalActions(lost.state, 0 as Seat).flatMap((a) => (a.type === 'useSkill' ? [a.targets] : []))).toEqual([[1]]);
    lost.act(0, act.skill('quhu', [], [1])).act(0, act.select('dodge:D2')).act(1, act.select('kill:DK'));
    expect(lost.state.players[0]?.hp).toBe(2);
    expect(askOf(lost.state)).toMatchObject({ type: 'confirm', skill: 'jieming' });
    lost.act(0, act.invoke()).act(0, seat(0));
    expect(hand(lost.state, 0)).toEqual(['dodge:D3', 'kill:S7', 'kill:S8']);
    lost.reject(0, act.skill('quhu', [], [1]), 'skillLimit');
  });
});
