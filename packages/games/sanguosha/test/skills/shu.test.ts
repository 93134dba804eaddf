import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { distance } from '../../src/rules/distance';
import { act, hand, passWindows, prompt, table } from '../rig';

const body = { p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'zhou_yu' } } as const;
const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;

describe('Shu generals', () => {
  test('Liu Bei: Rende heals once when the given cards reach 2; Jijiang asks Shu allies, only for the lord', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'liu_bei', hp: 3, hand: ['kill:S7', 'kill:S8', 'kill:S9'] }, { role: 'rebel', general: 'huang_gai' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.skill('rende', ['kill:S7'], [1]));
    expect(sc.state.players[0]?.hp).toBe(3);
    sc.act(0, act.skill('rende', ['kill:S8'], [2]));
    expect(sc.state.players[0]?.hp).toBe(4);
    sc.act(0, act.skill('rende', ['kill:S9'], [2]));
    expect(sc.state.players[0]?.hp).toBe(4);
    expect(hand(sc.state, 2)).toEqual(['kill:S8', 'kill:S9']);
    const jj = table({
      seats: [
        { role: 'rebel', general: 'lu_meng', hand: ['barbarians:S7'] }, { role: 'lord', general: 'liu_bei' },
        { role: 'loyalist', general: 'zhang_fei', hand: ['kill:C2'] }, { role: 'spy', general: 'gan_ning' },
      ],
      current: 0, at: 'play',
    });
    jj.act(0, act.use(['barbarians:S7']));
    passWindows(jj);
    expect(askOf(jj.state)).toMatchObject({ type: 'respond', want: 'kill', options: ['jijiang'] });
    jj.act(1, act.respondSkill('jijiang')).act(2, act.respond(['kill:C2']));
    expect(jj.state.players[1]?.hp).toBe(4);
    passWindows(jj);
    expect(askOf(jj.state)).toMatchObject({ type: 'respond', want: 'kill', options: [] });
  });

  test('Liu Bei: an active Jijiang Kill is provided by a Shu ally and counts; when nobody provides, it cannot be declared again', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'liu_bei' }, { role: 'rebel', general: 'huang_gai' },
        { role: 'loyalist', general: 'guan_yu', hand: ['kill:C2'] }, { role: 'spy', general: 'gan_ning' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use([], [1], 'kill', 'jijiang'));
    expect(prompt(sc.state)).toMatchObject({ asked: [2], ask: { type: 'respond', want: 'kill', onBehalf: 0 } });
    sc.act(2, act.respond(['kill:C2'])).act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
    expect(sc.state.turn.kills).toBe(1);
    sc.reject(0, act.use([], [1], 'kill', 'jijiang'), 'killLimit');
    const none = table({
      seats: [{ role: 'lord', general: 'liu_bei' }, { role: 'rebel', general: 'huang_gai' }, { role: 'loyalist', general: 'guan_yu' }, { role: 'spy', general: 'gan_ning' }],
      current: 0, at: 'play',
    });
    none.act(0, act.use([], [1], 'kill', 'jijiang')).act(2, act.pass);
    expect(none.state.turn.kills).toBe(0);
    none.reject(0, act.use([], [1], 'kill', 'jijiang'), 'skillLimit');
  });

  test('Guan Yu: Wusheng turns a red card into a Kill, never a black one', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'guan_yu', hand: ['peach:H3', 'dodge:D2', 'dismantle:S3'] }, { role: 'rebel', general: 'huang_gai' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    const legal = game.legalActions(sc.state, 0 as Seat);
    expect(legal).toContainEqual(act.use(['peach:H3'], [1], 'kill', 'wusheng'));
    expect(legal).not.toContainEqual(act.use(['dismantle:S3'], [1], 'kill', 'wusheng'));
    sc.act(0, act.use(['dodge:D2'], [1], 'kill', 'wusheng')).act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
  });

  test('Zhang Fei: Paoxiao lifts the Kill limit', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'zhang_fei', hand: ['kill:S7', 'kill:S8', 'kill:S9'] }, { role: 'rebel', general: 'huang_gai' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    for (const card of ['kill:S7', 'kill:S8', 'kill:S9']) sc.act(0, act.use([card], [1])).act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(1);
    expect(sc.state.turn.kills).toBe(3);
  });

  test('Zhuge Liang: Kongcheng bars Kill and Duel while his hand is empty; Guanxing rearranges the top cards', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'duel:SA'] }, { role: 'rebel', general: 'zhuge_liang' }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.reject(0, act.use(['kill:S7'], [1]), 'illegalTarget');
    sc.reject(0, act.use(['duel:SA'], [1]), 'illegalTarget');
    const gx = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhuge_liang' }, body.p2, body.p3],
      drawPile: ['kill:S7', 'kill:S8', 'kill:S9', 'dodge:D2', 'peach:H3'], current: 1, at: 'turnStart',
    });
    gx.act(1, act.invoke());
    expect(gx.view(1 as Seat).looking?.cards).toEqual(['kill:S7', 'kill:S8', 'kill:S9', 'dodge:D2']);
    gx.reject(1, { type: 'place', card: 'peach:H3' as never, where: 'top' }, 'notOffered');
    for (const card of ['dodge:D2', 'kill:S9']) gx.act(1, { type: 'place', card: card as never, where: 'top' });
    for (const card of ['kill:S7', 'kill:S8']) gx.act(1, { type: 'place', card: card as never, where: 'bottom' });
    expect(hand(gx.state, 1)).toEqual(['dodge:D2', 'kill:S9']);
    expect(gx.state.drawPile.slice(-2)).toEqual(['kill:S7', 'kill:S8']);
  });

  test('Zhao Yun: Longdan uses a Dodge as a Kill and a Kill as a Dodge', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'zhao_yun', hand: ['dodge:D2', 'kill:S7'] }, { role: 'rebel', general: 'huang_gai', hand: ['kill:S8'] }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['dodge:D2'], [1], 'kill', 'longdan')).act(1, act.pass);
    expect(sc.state.players[1]?.hp).toBe(3);
    sc.act(0, act.end);
    // P1's turn: Huang Gai Kills Zhao Yun, who answers with a Kill as a Dodge.
    for (let guard = 0; guard < 20 && askOf(sc.state)?.type !== 'play'; guard++) sc.act(game.toAct(sc.state)[0] as number, act.pass);
    sc.act(1, act.use(['kill:S8'], [0])).act(0, act.respond(['kill:S7'], 'longdan'));
    expect(sc.state.players[0]?.hp).toBe(4);
  });

  test('Ma Chao: Mashu shortens his distance; Tieqi on red forbids the Dodge', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'ma_chao', hand: ['kill:S7', 'kill:S8'] }, body.p3, { role: 'rebel', general: 'huang_gai', hand: ['dodge:D2'] }, body.p2],
      drawPile: ['peach:H3', 'kill:C3'], current: 0, at: 'play',
    });
    expect(distance(sc.state, 0 as Seat, 2 as Seat)).toBe(1);
    sc.act(0, act.use(['kill:S7'], [2]));
    expect(prompt(sc.state)).toMatchObject({ asked: [0], ask: { type: 'confirm', skill: 'tieqi' } });
    sc.act(0, act.invoke());
    // spec K6(c): a target who cannot Dodge is not asked; the Kill hits.
    expect(sc.state.players[2]).toMatchObject({ hp: 3, hand: ['dodge:D2'] });
    expect(askOf(sc.state)?.type).toBe('play');
  });

  test('Huang Yueying: Jizhi draws on a trick but not on a Kill; Qicai steals at any distance', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'huang_yueying', hand: ['steal:S3', 'kill:S7'] }, body.p3,
        { role: 'rebel', general: 'huang_gai', hand: ['dodge:D2'] }, body.p2,
      ],
      drawPile: ['peach:H3', 'peach:H4'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['steal:S3'], [2])).act(0, act.invoke());
    expect(hand(sc.state, 0)).toEqual(['kill:S7', 'peach:H3']);
    passWindows(sc);
    sc.act(0, act.pickHand(0));
    expect(hand(sc.state, 0)).toEqual(['kill:S7', 'peach:H3', 'dodge:D2']);
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(askOf(sc.state)).toMatchObject({ type: 'respond', want: 'dodge' });
  });
});
