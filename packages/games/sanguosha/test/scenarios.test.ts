import type { FrameId, Seat } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { DECK } from '../src/cards';
import { alliesFor } from '../src/frames/request';
import { hasSkill } from '../src/skills/registry';
import type { Frame, SgsState } from '../src/types';
import { describe, expect, test } from 'vitest';
import { game } from '../src/index';
import { distance, attackRange } from '../src/rules/distance';
import { killTargets } from '../src/rules/play-action';
import { act, hand, passWindow, passWindows, prompt, table } from './rig';

const neutral = { p1: { role: 'rebel', general: 'huang_gai' }, p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'zhou_yu' } } as const;

function respondPrompt(sc: ReturnType<typeof table>) {
  const p = prompt(sc.state);
  return p?.ask.type === 'respond' ? { seat: p.asked[0], ...p.ask } : null;
}

function selectionTable(roles: readonly string[], lordOffer: readonly string[]): SgsState {
  const base = game.setup(roles.length, 'S01', game.defaultOptions);
  const players = base.players.map((p, seat) => ({
    ...p, role: roles[seat] as string, revealed: seat === 0, offer: seat === 0 ? lordOffer : [],
  }));
  const stack: Frame[] = [
    { kind: 'game', id: 0 as FrameId, parent: null, ret: null, step: 'lord', next: 0 as Seat },
    { kind: 'prompt', id: 1 as FrameId, parent: 0 as FrameId, ret: null, ask: { type: 'chooseGeneral' }, asked: [0 as Seat], quorum: 'one', answers: {}, timeout: null },
  ];
  return { ...base, players, stack, nextFrameId: 2, drawPile: DECK.map((c) => c.id), turn: { ...base.turn, seat: 0 as Seat } };
}

function withOffers(s: SgsState, offers: Readonly<Record<number, readonly string[]>>): SgsState {
  return { ...s, players: s.players.map((p, seat) => (offers[seat] ? { ...p, offer: offers[seat] } : p)) };
}

describe('acceptance scenarios (spec §9)', () => {
  test('S01: Setup: health bonus, deal, first turn', () => {
    const lordOffer = ['cao_cao', 'liu_bei', 'sun_quan', 'zhou_yu', 'lu_bu'];
    const offers = {
      1: ['zhuge_liang', 'xu_chu', 'gan_ning'], 2: ['guan_yu', 'zhang_liao', 'hua_tuo'], 3: ['lu_meng', 'sima_yi', 'dian_wei'],
      4: ['diao_chan', 'pang_de', 'xun_yu'],
    };
    const a = scenario(game, selectionTable(['role:lord', 'role:rebel#1', 'role:loyalist#1', 'role:spy#1', 'role:rebel#2'], lordOffer));
    a.act(0, act.general('liu_bei'));
    expect(a.view(1 as Seat).players[0]?.general).toBe('liu_bei');
    const a2 = scenario(game, withOffers(a.state, offers));
    a2.act(1, act.general('zhuge_liang')).act(2, act.general('guan_yu')).act(3, act.general('lu_meng'));
    expect(a2.view(1 as Seat).players[2]?.general).toBeNull();
    a2.act(4, game.timeoutAction(a2.state, 4 as Seat));
    expect(a2.state.players.map((p) => p.general)).toEqual(['liu_bei', 'zhuge_liang', 'guan_yu', 'lu_meng', 'diao_chan']);
    expect(a2.state.players.map((p) => [p.hp, p.maxHp])).toEqual([[5, 5], [3, 3], [4, 4], [4, 4], [3, 3]]);
    expect(hasSkill(a2.state, 0 as Seat, 'jijiang')).toBe(true);
    const ids = DECK.map((c) => c.id);
    expect(a2.state.players[1]?.hand).toEqual(ids.slice(4, 8));
    expect(a2.state.players[4]?.hand).toEqual(ids.slice(16, 20));
    expect(prompt(a2.state)).toMatchObject({ asked: [0], ask: { type: 'play' } });
    expect(a2.state.players[0]?.hand).toEqual([...ids.slice(0, 4), ids[20], ids[21]]);
    expect(a2.state.drawPile).toEqual(ids.slice(22));
    const seen = a2.view(1 as Seat);
    expect(seen.players.map((p) => p.role)).toEqual(['role:lord', 'role:rebel#1', null, null, null]);
    expect(seen.players.map((p) => p.handCount)).toEqual([6, 4, 4, 4, 4]);
    expect(seen.players[1]?.hand).toEqual(ids.slice(4, 8));
    expect(seen.players[0]?.hand).toBeNull();

    const b = scenario(game, selectionTable(['role:lord', 'role:rebel#1', 'role:loyalist#1', 'role:spy#1'], lordOffer));
    b.act(0, act.general('cao_cao'));
    const b2 = scenario(game, withOffers(b.state, { 1: offers[1], 2: offers[2], 3: offers[3] }));
    b2.act(1, act.general('zhuge_liang')).act(2, act.general('guan_yu')).act(3, act.general('lu_meng'));
    expect(b2.state.players[0]).toMatchObject({ general: 'cao_cao', hp: 4, maxHp: 4 });
    expect(hasSkill(b2.state, 0 as Seat, 'hujia')).toBe(true);
    expect(alliesFor(b2.state, 0 as Seat, 'hujia')).toEqual([]);
  });

  test('S02: Kill, Dodge and the Kill limit', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'kill:S8'] }, { ...neutral.p1, hand: ['dodge:D2'] }, neutral.p2, neutral.p3],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, want: 'dodge' });
    sc.act(1, act.respond(['dodge:D2']));
    expect(sc.state.players[1]).toMatchObject({ hp: 4, hand: [] });
    expect(sc.state.discardPile).toEqual(['dodge:D2', 'kill:S7']);
    expect(sc.state.turn.kills).toBe(1);
    sc.reject(0, act.use(['kill:S8'], [3]), 'killLimit');
    expect(hand(sc.state, 0)).toEqual(['kill:S8']);
    sc.act(0, act.end);
    expect(sc.state.turn.seat).toBe(1);
    expect(prompt(sc.state)?.ask.type).toBe('play');
  });

  test('S03: Distance, horses, attack range, Zhuge Crossbow', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', weapon: 'crossbow:CA', minus: 'chitu:H5', hand: ['kill:S8', 'kill:S9', 'kill:S10'] },
        { role: 'rebel', general: 'huang_gai' }, { role: 'rebel', general: 'gan_ning', plus: 'dilu:C5' },
        { role: 'spy', general: 'xu_chu' }, { role: 'loyalist', general: 'dian_wei' },
      ],
      current: 0, at: 'play',
    });
    const s = sc.state;
    expect([1, 2, 3, 4].map((b) => distance(s, 0 as Seat, b as Seat))).toEqual([1, 2, 1, 1]);
    expect(attackRange(s, 0 as Seat)).toBe(1);
    expect(killTargets(s, 0 as Seat, ['kill:S8' as never])).toEqual([1, 3, 4]);
    sc.act(0, act.use(['kill:S8'], [3])).act(3, act.pass);
    sc.reject(0, act.use(['kill:S9'], [2]), 'outOfRange');
    sc.act(0, act.use(['kill:S9'], [1])).act(1, act.pass);
    sc.act(0, act.use(['kill:S10'], [4])).act(4, act.pass);
    expect(sc.state.players.map((p) => p.hp)).toEqual([5, 3, 4, 3, 3]);
    expect(hand(sc.state, 0)).toEqual([]);
    expect(sc.state.turn.kills).toBe(3);
    expect(sc.state.discardPile).toEqual(['kill:S8', 'kill:S9', 'kill:S10']);
  });

  test('S04: Dying: rescue order and Jijiu', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'gan_ning', hp: 1 },
        { role: 'spy', general: 'hua_tuo', hand: ['dodge:D8'] }, { role: 'loyalist', general: 'huang_gai', hand: ['peach:H4'] },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    const asked: number[] = [];
    for (const answer of [act.pass, act.pass, act.respond(['dodge:D8'], 'jijiu')]) {
      const r = respondPrompt(sc);
      expect(r?.want).toBe('peach');
      asked.push(r?.seat as number);
      sc.act(r?.seat as number, answer);
    }
    expect(asked).toEqual([0, 1, 2]);
    expect(sc.state.players[1]).toMatchObject({ hp: 1, alive: true, dying: false });
    expect(hand(sc.state, 3)).toEqual(['peach:H4']);
    expect(hand(sc.state, 2)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['dodge:D8', 'kill:S7']);
  });

  test('S05: Death of a rebel: reveal, cards discarded, killer draws 3', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] },
        { role: 'rebel', general: 'gan_ning', hp: 1, hand: ['duel:CA'], weapon: 'qinggang:S6', judge: ['indulgence:C6'] },
        { role: 'spy', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      drawPile: ['dodge:D2', 'dodge:D3', 'peach:H6', 'kill:C9'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    for (const seat of [0, 1, 2, 3]) sc.act(seat, act.pass);
    expect(sc.state.players[1]).toMatchObject({ alive: false, revealed: true });
    expect(sc.view(2 as Seat).players[1]?.role).toBe('role:rebel#1');
    expect(game.outcome(sc.state)).toBeNull();
    expect(sc.state.discardPile).toEqual(['duel:CA', 'qinggang:S6', 'indulgence:C6', 'kill:S7']);
    expect(hand(sc.state, 0)).toEqual(['dodge:D2', 'dodge:D3', 'peach:H6']);
    expect(sc.state.drawPile[0]).toBe('kill:C9');
    expect(sc.state.turn).toMatchObject({ phase: 'play', kills: 1 });
    expect(distance(sc.state, 0 as Seat, 2 as Seat)).toBe(1);
  });

  test('S06: The lord kills a loyalist', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'peach:H3', 'dodge:D2'], weapon: 'qinggang:S6', plus: 'jueying:S5', judge: ['lightning:SA'] },
        { role: 'loyalist', general: 'huang_gai', hp: 1 }, { role: 'rebel', general: 'gan_ning' }, { role: 'spy', general: 'zhou_yu' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    for (const seat of [0, 1, 2, 3]) sc.act(seat, act.pass);
    expect(sc.state.players[1]).toMatchObject({ alive: false, revealed: true });
    expect(sc.state.players[0]).toMatchObject({ hand: [], equip: { weapon: null, armor: null, plus: null, minus: null } });
    expect(sc.state.players[0]?.judge.map((e) => e.card)).toEqual(['lightning:SA']);
    expect(sc.state.discardPile).toEqual(['peach:H3', 'dodge:D2', 'qinggang:S6', 'jueying:S5', 'kill:S7']);
  });

  test('S07: Rebels win when the lord dies, even with the spy alive', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hp: 1 }, { role: 'rebel', dead: true },
        { role: 'rebel', general: 'gan_ning', hand: ['kill:S8'] }, { role: 'spy', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      current: 2, at: 'play',
    });
    sc.act(2, act.use(['kill:S8'], [0])).act(0, act.pass);
    const order: number[] = [];
    while (respondPrompt(sc)?.want === 'peach') {
      const seat = respondPrompt(sc)?.seat as number;
      order.push(seat);
      sc.act(seat, act.pass);
    }
    expect(order).toEqual([2, 3, 4, 0]);
    expect(game.outcome(sc.state)).toMatchObject({ winners: [1, 2], label: 'Rebels win' });
    expect(game.toAct(sc.state)).toEqual([]);
  });

  test('S08: The spy wins as the last survivor', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hp: 1 }, { role: 'rebel', dead: true }, { role: 'rebel', dead: true },
        { role: 'spy', general: 'huang_gai', hand: ['kill:S9'] }, { role: 'loyalist', dead: true },
      ],
      current: 3, at: 'play',
    });
    sc.act(3, act.use(['kill:S9'], [0])).act(0, act.pass).act(3, act.pass).act(0, act.pass);
    expect(game.outcome(sc.state)).toMatchObject({ winners: [3], label: 'Spy wins' });
  });

  test('S09: Lord and loyalists win (dead loyalist included)', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hp: 4, hand: ['kill:S10'] }, { role: 'loyalist', dead: true },
        { role: 'rebel', dead: true }, { role: 'spy', dead: true }, { role: 'rebel', general: 'gan_ning', hp: 1 },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S10'], [4])).act(4, act.pass).act(0, act.pass).act(4, act.pass);
    expect(sc.state.players[4]?.revealed).toBe(true);
    expect(game.outcome(sc.state)).toMatchObject({ winners: [0, 1], label: 'Lord and loyalists win' });
    expect(hand(sc.state, 0)).toEqual([]);
  });

  test('S10: Negate chain and seat priority', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['dismantle:S3'] },
        { role: 'rebel', general: 'huang_gai', hand: ['negate:CQ'], weapon: 'qinggang:S6' },
        { role: 'spy', general: 'gan_ning', hand: ['negate:SJ'] }, { role: 'loyalist', general: 'zhou_yu', hand: ['negate:CK'] },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['dismantle:S3'], [1]));
    sc.act(1, act.respond(['negate:CQ'])).act(0, act.pass).act(2, act.pass).act(3, act.pass);
    sc.act(2, act.respond(['negate:SJ'])).act(3, act.respond(['negate:CK'])).act(0, act.pass).act(1, act.pass);
    passWindows(sc);
    expect(hand(sc.state, 3)).toEqual(['negate:CK']);
    sc.act(0, act.pickCard('qinggang:S6'));
    expect(sc.state.players[1]).toMatchObject({ hand: [], equip: { weapon: null } });
    expect(sc.state.discardPile).toEqual(['negate:CQ', 'negate:SJ', 'qinggang:S6', 'dismantle:S3']);
  });

  test('S11: Barbarian Invasion: order, responses, a Negate for one target', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['barbarians:S7'] }, { ...neutral.p1, hand: ['kill:C2'] },
        { ...neutral.p2, hand: ['dodge:D2'] }, { ...neutral.p3, hand: ['negate:CK'] },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['barbarians:S7']));
    passWindows(sc);
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, want: 'kill' });
    sc.act(1, act.respond(['kill:C2']));
    passWindows(sc);
    sc.act(2, act.pass);
    sc.act(3, act.respond(['negate:CK'])).act(0, act.pass).act(1, act.pass).act(2, act.pass);
    passWindows(sc);
    expect(sc.state.players.map((p) => p.hp)).toEqual([4, 4, 3, 3]);
    expect(hand(sc.state, 2)).toEqual(['dodge:D2']);
    expect(hand(sc.state, 3)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['kill:C2', 'negate:CK', 'barbarians:S7']);
    expect(prompt(sc.state)?.ask.type).toBe('play');
  });

  test('S12: Arrow Barrage and Eight Trigrams', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['arrows:HA'] }, { ...neutral.p1, armor: 'eight_trigrams:S2' },
        { ...neutral.p2, hand: ['dodge:D3'] }, { ...neutral.p3, armor: 'eight_trigrams:C2' },
      ],
      drawPile: ['peach:H3', 'kill:C5', 'duel:DA'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['arrows:HA']));
    passWindows(sc);
    sc.act(1, act.respondSkill('eight_trigrams'));
    passWindows(sc);
    sc.act(2, act.respond(['dodge:D3']));
    passWindows(sc);
    sc.act(3, act.respondSkill('eight_trigrams'));
    expect(respondPrompt(sc)).toMatchObject({ seat: 3, options: [] });
    sc.act(3, act.pass);
    expect(sc.state.players.map((p) => p.hp)).toEqual([4, 4, 4, 2]);
    expect(sc.state.discardPile).toEqual(['peach:H3', 'dodge:D3', 'kill:C5', 'arrows:HA']);
    expect(sc.state.drawPile[0]).toBe('duel:DA');
  });

  test('S13: Duel with Wushuang', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_bu', hand: ['duel:SA', 'kill:C6'] }, { ...neutral.p1, hand: ['kill:C3', 'kill:C4', 'kill:C5'] },
        neutral.p2, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['duel:SA'], [1]));
    passWindows(sc);
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, i: 1, n: 2 });
    sc.act(1, act.respond(['kill:C3']));
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, i: 2, n: 2 });
    sc.act(1, act.respond(['kill:C4']));
    expect(respondPrompt(sc)).toMatchObject({ seat: 0, i: 1, n: 1 });
    sc.act(0, act.respond(['kill:C6'])).act(1, act.respond(['kill:C5'])).act(1, act.pass);
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: [] });
    expect(hand(sc.state, 0)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['kill:C3', 'kill:C4', 'kill:C6', 'kill:C5', 'duel:SA']);
    expect(sc.state.turn.kills).toBe(0);
  });

  test('S14: Harvest with a negated pick', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['harvest:H3'] }, neutral.p1, neutral.p2, { ...neutral.p3, hand: ['negate:CK'] }],
      drawPile: ['dodge:D4', 'peach:H4', 'kill:S8', 'steal:S3', 'duel:DA'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['harvest:H3']));
    expect(sc.state.processing).toEqual(['harvest:H3', 'dodge:D4', 'peach:H4', 'kill:S8', 'steal:S3']);
    passWindows(sc);
    sc.act(0, act.pickCard('peach:H4'));
    passWindows(sc);
    sc.act(1, act.pickCard('kill:S8'));
    sc.act(3, act.respond(['negate:CK'])).act(0, act.pass).act(1, act.pass).act(2, act.pass);
    passWindows(sc);
    passWindows(sc);
    sc.act(3, act.pickCard('steal:S3'));
    expect([0, 1, 2, 3].map((seat) => hand(sc.state, seat))).toEqual([['peach:H4'], ['kill:S8'], [], ['steal:S3']]);
    expect(sc.state.discardPile).toEqual(['negate:CK', 'dodge:D4', 'harvest:H3']);
    expect(sc.state.drawPile[0]).toBe('duel:DA');
  });

  test('S15: Peach Garden skips full-HP players', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hp: 3, hand: ['peach_garden:HA'] }, neutral.p1, { ...neutral.p2, hp: 1 },
        { ...neutral.p3, hp: 2, hand: ['negate:CK'] },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['peach_garden:HA']));
    const windowsAbout: number[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const p = prompt(sc.state);
      if (p?.ask.type !== 'negate') break;
      if (p.ask.count === 0) windowsAbout.push(p.ask.target);
      if (p.ask.target === 2 && p.ask.count === 0) sc.act(3, act.respond(['negate:CK'])).act(0, act.pass).act(1, act.pass).act(2, act.pass);
      else passWindow(sc);
    }
    expect(windowsAbout).toEqual([0, 2, 3]);
    expect(sc.state.players.map((p) => p.hp)).toEqual([4, 4, 1, 3]);
    expect(hand(sc.state, 3)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['negate:CK', 'peach_garden:HA']);
  });

  test('S16: Lightning strikes; rescue starts with the current player', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai', hp: 3, judge: ['lightning:SA'] },
        { role: 'spy', general: 'gan_ning', hand: ['peach:H7'] }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      drawPile: ['jueying:S5', 'dodge:D5', 'dodge:D6', 'kill:C9'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(sc.state.players[1]).toMatchObject({ hp: 0, dying: true });
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, want: 'peach' });
    sc.act(1, act.pass);
    expect(respondPrompt(sc)).toMatchObject({ seat: 2, want: 'peach' });
    sc.act(2, act.respond(['peach:H7']));
    expect(sc.state.players[1]).toMatchObject({ hp: 1, hand: ['dodge:D5', 'dodge:D6'], judge: [] });
    expect(hand(sc.state, 2)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['jueying:S5', 'peach:H7', 'lightning:SA']);
    expect(sc.state.drawPile[0]).toBe('kill:C9');
  });

  test('S17: Lightning moves past a player who already has one', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai', judge: ['lightning:SA'] },
        { role: 'spy', general: 'gan_ning', judge: ['lightning:HQ'] }, { role: 'loyalist', general: 'lu_xun' },
      ],
      drawPile: ['zhuahuang:HK', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(sc.state.players[3]?.judge.map((e) => e.card)).toEqual(['lightning:SA']);
    expect(sc.state.players[2]?.judge.map((e) => e.card)).toEqual(['lightning:HQ']);
    expect(sc.state.players[1]).toMatchObject({ hp: 4, judge: [], hand: ['dodge:D5', 'dodge:D6'] });
    expect(sc.state.discardPile).toEqual(['zhuahuang:HK']);
  });

  test('S18: Judgement order (last placed first) and Indulgence', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng' },
        { role: 'rebel', general: 'huang_gai', hand: ['kill:C2', 'dodge:D2'], judge: ['lightning:SA', 'indulgence:C6'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      drawPile: ['kill:C7', 'peach:H6', 'dodge:D5', 'dodge:D6', 'kill:C8'], current: 1, at: 'turnStart',
    });
    const first = prompt(sc.state);
    expect(first?.ask).toMatchObject({ type: 'negate', card: 'indulgence' });
    passWindow(sc);
    passWindow(sc);
    expect(sc.state.turn.seat).toBe(2);
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'negate', card: 'lightning', target: 2 });
    expect(sc.state.processing).toEqual(['lightning:SA']);
    expect(sc.state.players[1]).toMatchObject({ hand: ['kill:C2', 'dodge:D2', 'dodge:D5', 'dodge:D6'], judge: [] });
    expect(sc.state.discardPile).toEqual(['kill:C7', 'indulgence:C6', 'peach:H6']);
    expect(sc.state.drawPile[0]).toBe('kill:C8');
  });

  test('S19: Discard phase and Keji', () => {
    const cards = ['dodge:D2', 'dodge:D3', 'peach:H3', 'duel:CA', 'steal:S3'];
    const a = table({ seats: [{ role: 'lord', general: 'lu_meng', hp: 2, hand: cards }, neutral.p1, neutral.p2, neutral.p3], current: 0, at: 'play' });
    a.act(0, act.end);
    expect(prompt(a.state)?.ask).toMatchObject({ type: 'confirm', skill: 'keji' });
    a.act(0, act.invoke());
    expect(hand(a.state, 0)).toEqual(cards);
    expect(a.state.turn.seat).toBe(1);

    const b = table({ seats: [{ role: 'lord', general: 'dian_wei', hp: 2, hand: cards }, neutral.p1, neutral.p2, neutral.p3], current: 0, at: 'play' });
    b.act(0, act.end).act(0, act.select('dodge:D2')).act(0, act.select('dodge:D3')).act(0, act.select('duel:CA'));
    expect(hand(b.state, 0)).toEqual(['peach:H3', 'steal:S3']);
    expect(b.state.discardPile).toEqual(['dodge:D2', 'dodge:D3', 'duel:CA']);

    const timeout = table({ seats: [{ role: 'lord', general: 'dian_wei', hp: 2, hand: cards }, neutral.p1, neutral.p2, neutral.p3], current: 0, at: 'play' });
    timeout.act(0, act.end);
    for (let i = 0; i < 3; i++) timeout.act(0, game.timeoutAction(timeout.state, 0 as Seat));
    expect(hand(timeout.state, 0)).toEqual(['dodge:D2', 'dodge:D3']);
    expect(timeout.state.discardPile).toEqual(['steal:S3', 'duel:CA', 'peach:H3']);

    const c = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hp: 2, hand: ['duel:CA', 'kill:S7', 'dodge:D2', 'dodge:D3', 'peach:H3'] },
        { ...neutral.p1, hand: ['kill:C3'] }, neutral.p2, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    c.act(0, act.use(['duel:CA'], [1]));
    passWindows(c);
    c.act(1, act.respond(['kill:C3'])).act(0, act.respond(['kill:S7'])).act(1, act.pass).act(0, act.end);
    expect(prompt(c.state)?.ask).toMatchObject({ type: 'select', min: 1, max: 1 });
    c.act(0, act.select('dodge:D2'));
    expect(c.state.players[1]?.hp).toBe(3);
    expect(hand(c.state, 0)).toEqual(['dodge:D3', 'peach:H3']);
    expect(c.state.discardPile).toEqual(['kill:C3', 'kill:S7', 'duel:CA', 'dodge:D2']);
  });

  test('S20: Equipment replacement and Xiaoji', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'sun_shangxiang', weapon: 'qinggang:S6', hand: ['green_dragon:S5'] }, neutral.p1, neutral.p2, neutral.p3],
      drawPile: ['kill:S8', 'kill:S9', 'dodge:D2'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['green_dragon:S5']));
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'confirm', skill: 'xiaoji' });
    sc.act(0, act.invoke());
    expect(sc.state.players[0]?.equip.weapon).toBe('green_dragon:S5');
    expect(attackRange(sc.state, 0 as Seat)).toBe(3);
    expect(hand(sc.state, 0)).toEqual(['kill:S8', 'kill:S9']);
    expect(sc.state.discardPile).toEqual(['qinggang:S6']);
    expect(sc.state.drawPile[0]).toBe('dodge:D2');
  });

  test('S21: Borrowed Sword: obeyed, then refused', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['borrowed_sword:CQ', 'borrowed_sword:CK'] },
        { ...neutral.p1, weapon: 'qinggang:S6', hand: ['kill:C2'] }, neutral.p2, { ...neutral.p3, weapon: 'green_dragon:S5' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['borrowed_sword:CQ'], [1, 2]));
    passWindows(sc);
    expect(respondPrompt(sc)).toMatchObject({ seat: 1, want: 'kill', mode: 'use', target: 2 });
    sc.act(1, act.respond(['kill:C2'])).act(2, act.pass);
    sc.act(0, act.use(['borrowed_sword:CK'], [3, 1]));
    passWindows(sc);
    sc.act(3, act.pass);
    expect(sc.state.players[2]?.hp).toBe(3);
    expect(sc.state.players[1]).toMatchObject({ hand: [], equip: { weapon: 'qinggang:S6' } });
    expect(hand(sc.state, 0)).toEqual(['green_dragon:S5']);
    expect(sc.state.players[3]?.equip.weapon).toBeNull();
    expect(sc.state.turn.kills).toBe(0);
    expect(sc.state.discardPile).toEqual(['kill:C2', 'borrowed_sword:CQ', 'borrowed_sword:CK']);
  });

  test('S22: Green Dragon Blade follow-up Kill', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', weapon: 'green_dragon:S5', hand: ['kill:S7', 'kill:S8', 'kill:S9'] },
        { role: 'rebel', general: 'gan_ning' }, { role: 'spy', general: 'huang_gai', hand: ['dodge:D2'] }, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [2])).act(2, act.respond(['dodge:D2']));
    expect(respondPrompt(sc)).toMatchObject({ seat: 0, want: 'kill', reason: 'green_dragon', target: 2 });
    sc.act(0, act.respond(['kill:S8'])).act(2, act.pass);
    sc.reject(0, act.use(['kill:S9'], [2]), 'killLimit');
    expect(sc.state.players[2]).toMatchObject({ hp: 3, hand: [] });
    expect(hand(sc.state, 0)).toEqual(['kill:S9']);
    expect(sc.state.discardPile).toEqual(['dodge:D2', 'kill:S8', 'kill:S7']);
  });

  test('S23: Stone Axe and Ice Sword', () => {
    const a = table({
      seats: [
        { role: 'lord', general: 'lu_meng', weapon: 'stone_axe:D5', hand: ['kill:S7', 'dodge:D3', 'peach:H3'] },
        { ...neutral.p1, hand: ['dodge:D2'] }, neutral.p2, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    a.act(0, act.use(['kill:S7'], [1])).act(1, act.respond(['dodge:D2'])).act(0, act.invoke(['dodge:D3', 'peach:H3']));
    expect(a.state.players[1]?.hp).toBe(3);
    expect(a.state.players[0]).toMatchObject({ hand: [], equip: { weapon: 'stone_axe:D5' } });
    expect(a.state.discardPile).toEqual(['dodge:D2', 'dodge:D3', 'peach:H3', 'kill:S7']);

    const b = table({
      seats: [
        { role: 'lord', general: 'lu_meng', weapon: 'ice_sword:S2', hand: ['kill:S8'] },
        { ...neutral.p1, hand: ['peach:H4'], plus: 'jueying:S5' }, neutral.p2, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    b.act(0, act.use(['kill:S8'], [1])).act(1, act.pass).act(0, act.invoke()).act(0, act.pickCard('jueying:S5')).act(0, act.pickHand(0));
    expect(b.state.players[1]).toMatchObject({ hp: 4, hand: [], equip: { plus: null } });
    expect(b.state.discardPile).toEqual(['jueying:S5', 'peach:H4', 'kill:S8']);
  });

  test('S24: Renwang Shield, colourless Kill, Qinggang Sword', () => {
    const a = table({
      seats: [
        { role: 'lord', general: 'zhang_fei', weapon: 'serpent_spear:SQ', hand: ['kill:S7', 'kill:H10', 'dodge:D2', 'steal:S3'] },
        { ...neutral.p1, armor: 'renwang_shield:C2' }, neutral.p2, neutral.p3,
      ],
      current: 0, at: 'play',
    });
    a.act(0, act.use(['kill:S7'], [1]));
    expect(prompt(a.state)?.ask.type).toBe('play');
    a.act(0, act.use(['kill:H10'], [1])).act(1, act.pass);
    a.act(0, act.use(['dodge:D2', 'steal:S3'], [1], 'kill', 'serpent_spear')).act(1, act.pass);
    expect(a.state.players[1]?.hp).toBe(2);
    expect(hand(a.state, 0)).toEqual([]);
    expect(a.state.discardPile).toEqual(['kill:S7', 'kill:H10', 'dodge:D2', 'steal:S3']);

    const b = table({
      seats: [{ role: 'lord', general: 'zhang_fei', weapon: 'qinggang:S6', hand: ['kill:S8'] }, { ...neutral.p1, armor: 'renwang_shield:C2' }, neutral.p2, neutral.p3],
      current: 0, at: 'play',
    });
    b.act(0, act.use(['kill:S8'], [1]));
    expect(respondPrompt(b)).toMatchObject({ seat: 1, want: 'dodge' });
    b.act(1, act.pass);
    expect(b.state.players[1]?.hp).toBe(3);
    expect(b.state.discardPile).toEqual(['kill:S8']);

    const c = table({
      seats: [{ role: 'lord', general: 'zhang_fei', weapon: 'qinggang:S6', hand: ['kill:S8'] }, { ...neutral.p1, armor: 'eight_trigrams:S2' }, neutral.p2, neutral.p3],
      current: 0, at: 'play',
    });
    c.act(0, act.use(['kill:S8'], [1]));
    expect(respondPrompt(c)?.options).not.toContain('eight_trigrams');
  });

  test('S25: Guicai changes an Indulgence judgement', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai', judge: ['indulgence:S6'] },
        { role: 'loyalist', general: 'gan_ning' }, { role: 'spy', general: 'sima_yi', hand: ['peach:H8'] },
      ],
      drawPile: ['kill:C9', 'dodge:D7', 'dodge:D8', 'kill:C10'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(prompt(sc.state)).toMatchObject({ asked: [3], ask: { type: 'confirm', skill: 'guicai' } });
    sc.act(3, act.invoke(['peach:H8']));
    expect(sc.state.players[1]?.hand).toEqual(['dodge:D7', 'dodge:D8']);
    expect(prompt(sc.state)).toMatchObject({ asked: [1], ask: { type: 'play' } });
    expect(hand(sc.state, 3)).toEqual([]);
    expect(sc.state.discardPile).toEqual(['kill:C9', 'peach:H8', 'indulgence:S6']);
    expect(sc.state.drawPile[0]).toBe('kill:C10');
  });

  test('S26: Liuli redirects a Kill', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'da_qiao', hand: ['peach:H9'] },
        { role: 'spy', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1]));
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'confirm', skill: 'liuli' });
    sc.reject(1, act.invoke(['peach:H9'], [0]), 'notOffered');
    sc.reject(1, act.invoke(['peach:H9'], [3]), 'notOffered');
    sc.act(1, act.invoke(['peach:H9'], [2]));
    expect(respondPrompt(sc)).toMatchObject({ seat: 2, want: 'dodge' });
    sc.act(2, act.pass);
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: [] });
    expect(sc.state.players[2]?.hp).toBe(3);
    expect(sc.state.discardPile).toEqual(['peach:H9', 'kill:S7']);
  });

  test('S27: Jianxiong and Ganglie', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_fei', hand: ['kill:S7', 'kill:S8', 'dodge:D2', 'peach:H3'] },
        { role: 'loyalist', general: 'cao_cao' }, { role: 'spy', general: 'gan_ning' }, { role: 'rebel', general: 'xiahou_dun' },
      ],
      drawPile: ['kill:C10', 'dodge:D5'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(sc.state.players[1]).toMatchObject({ hp: 3, hand: ['kill:S7'] });
    sc.act(0, act.use(['kill:S8'], [3])).act(3, act.pass).act(3, act.invoke());
    sc.act(0, act.option('discard_two')).act(0, act.select('dodge:D2')).act(0, act.select('peach:H3'));
    expect(sc.state.players[3]?.hp).toBe(3);
    expect(sc.state.players[0]).toMatchObject({ hp: 4, hand: [] });
    expect(sc.state.discardPile).toEqual(['kill:C10', 'dodge:D2', 'peach:H3', 'kill:S8']);
    expect(sc.state.drawPile[0]).toBe('dodge:D5');
  });
});
