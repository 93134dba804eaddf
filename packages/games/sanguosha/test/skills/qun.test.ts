import type { Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../../src/index';
import { act, hand, prompt, table } from '../rig';

const body = { p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'huang_gai' } } as const;
const askOf = (s: Parameters<typeof prompt>[0]) => prompt(s)?.ask;

describe('Qun generals', () => {
  test('Hua Tuo: Qingnang heals once per play phase; Jijiu is not available in his own turn', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'hua_tuo', hp: 2, hand: ['kill:S7', 'dodge:D2', 'kill:S8'] }, { role: 'rebel', general: 'lu_meng', hp: 3 }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.skill('qingnang', ['kill:S7'], [0]));
    expect(sc.state.players[0]?.hp).toBe(3);
    sc.reject(0, act.skill('qingnang', ['kill:S8'], [0]), 'skillLimit');
    const own = table({
      seats: [{ role: 'lord', general: 'hua_tuo', hand: ['duel:SA', 'dodge:D2'] }, { role: 'rebel', general: 'lu_meng', hp: 1 }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    own.act(0, act.use(['duel:SA'], [1]));
    for (const seat of game.toAct(own.state)) own.act(seat, act.pass);
    own.act(1, act.pass);
    expect(askOf(own.state)).toMatchObject({ type: 'respond', want: 'peach' });
    expect(game.legalActions(own.state, 0 as Seat)).toEqual([act.pass]);
  });

  test('Lü Bu: Wushuang needs two Dodges; one Dodge alone is wasted', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_bu', hand: ['kill:S7'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2', 'dodge:D3'] }, body.p2, body.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.respond(['dodge:D2']));
    expect(askOf(sc.state)).toMatchObject({ type: 'respond', i: 2, n: 2 });
    sc.act(1, act.pass);
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: ['dodge:D3'] });
  });

  test('Diao Chan: Lijian makes one male Duel another with no Negate window, once per play phase; Biyue draws 1', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'diao_chan', hand: ['kill:S7', 'kill:S8'] }, { role: 'rebel', general: 'lu_meng' },
        { role: 'spy', general: 'huang_gai', hand: ['negate:SJ'] }, { role: 'loyalist', general: 'da_qiao' },
      ],
      drawPile: ['dodge:D2'], current: 0, at: 'play',
    });
    expect(game.legalActions(sc.state, 0 as Seat).some((a) => a.type === 'useSkill' && a.targets.includes(3 as Seat))).toBe(false);
    sc.act(0, act.skill('lijian', ['kill:S7'], [1, 2]));
    expect(askOf(sc.state)).toMatchObject({ type: 'respond', want: 'kill' });
    expect(prompt(sc.state)?.asked).toEqual([2]);
    sc.act(2, act.pass);
    expect(sc.state.players[2]?.hp).toBe(3);
    sc.reject(0, act.skill('lijian', ['kill:S8'], [1, 2]), 'skillLimit');
    sc.act(0, act.end);
    expect(askOf(sc.state)).toMatchObject({ type: 'confirm', skill: 'biyue' });
    sc.act(0, act.invoke());
    expect(hand(sc.state, 0)).toEqual(['kill:S8', 'dodge:D2']);
  });
});
