import { eventsFor, seededRng, type Seat, type Viewer } from '@tavern/engine';
import { findIssuanceLeak, findVanishedCard } from '@tavern/engine/test-kit';
import { describe, expect, test } from 'vitest';
import { game } from '../src/index';
import type { SgsState } from '../src/types';
import { act, hand, passWindows, prompt, table, type RigSpec } from './rig';

// Spec §6: what a card's movement shows, and to whom, is stated by the rule that moves it; prompts
// with a hidden cost are issued on public conditions (§5.3, §6.3). Tests at the mechanism, one per rule.

const VIEWERS: readonly Viewer[] = [0, 1, 2, 3, 'spectator'] as Viewer[];
const others = { p2: { role: 'spy', general: 'gan_ning' }, p3: { role: 'loyalist', general: 'huang_gai' } } as const;

/** The viewers whose events of the last step name `card`. */
function namedTo(events: Parameters<typeof eventsFor>[0], card: string): Viewer[] {
  return VIEWERS.filter((viewer) => JSON.stringify(eventsFor(events, viewer)).includes(`"${card}"`));
}

/** The cards `viewer` knows in `seat`'s hand, from its view. */
function knownIn(s: SgsState, viewer: number | 'spectator', seat: number): string[] {
  return (game.view(s, viewer as Viewer).players[seat]?.known ?? []).map((entry) => entry.card);
}

/** Every viewer but the hand's owner knows the card (spectators included). */
function shownToAll(s: SgsState, seat: number, card: string): void {
  for (const viewer of VIEWERS) if (viewer !== seat) expect(knownIn(s, viewer, seat), `viewer ${String(viewer)}`).toContain(card);
}

describe('§6.1 cards explicitly shown are public in every viewer\'s events and views', () => {
  test('the card taken in Fanjian', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'zhou_yu', hand: ['peach:H3'] }, others.p2, others.p3],
      current: 1, at: 'play',
    });
    sc.act(1, act.skill('fanjian', [], [2])).act(2, act.option('heart')).act(2, act.pickHand(0));
    expect(namedTo(sc.events, 'peach:H3')).toEqual(VIEWERS);
    shownToAll(sc.state, 2, 'peach:H3');
  });

  test('Harvest: the revealed cards and who takes which', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['harvest:H3'] }, { role: 'rebel', general: 'zhou_yu' }, others.p2, others.p3],
      drawPile: ['dodge:D4', 'peach:H4', 'kill:S8', 'steal:S3'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['harvest:H3']));
    expect(namedTo(sc.events, 'steal:S3')).toEqual(VIEWERS);
    passWindows(sc);
    sc.act(0, act.pickCard('peach:H4'));
    expect(namedTo(sc.events, 'peach:H4')).toEqual(VIEWERS);
    shownToAll(sc.state, 0, 'peach:H4');
    // The use frame still lists the revealed cards; the taken one is not blanked for others.
    expect(JSON.stringify(game.view(sc.state, 'spectator').stack)).toContain('"peach:H4"');
  });

  test('the card shown in Fire Attack stays public in the target\'s hand', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'wolong', hand: ['peach:H3', 'dodge:H2'] },
        { role: 'rebel', general: 'lu_meng', hand: ['kill:H10', 'kill:S7'] }, others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['peach:H3'], [1], 'fire_attack', 'huoji'));
    passWindows(sc);
    sc.act(1, act.select('kill:H10'));
    expect(namedTo(sc.events, 'kill:H10')).toEqual(VIEWERS);
    shownToAll(sc.state, 1, 'kill:H10');
    expect(knownIn(sc.state, 2, 1)).not.toContain('kill:S7');
  });

  test('point-fight cards after the reveal', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'taishi_ci', hand: ['kill:DK'] }, { role: 'rebel', general: 'lu_meng', hand: ['dodge:D2'] },
        others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.skill('tianyi', [], [1])).act(0, act.select('kill:DK'));
    // Before the reveal the first card is the chooser's secret.
    expect(JSON.stringify(game.view(sc.state, 1 as Seat).stack)).not.toContain('kill:DK');
    sc.act(1, act.select('dodge:D2'));
    expect(namedTo(sc.events, 'kill:DK')).toEqual(VIEWERS);
    expect(namedTo(sc.events, 'dodge:D2')).toEqual(VIEWERS);
  });

  test('the card given through Huangtian', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao' }, { role: 'rebel', general: 'lu_bu', hand: ['dodge:D2', 'kill:S7'] },
        others.p2, others.p3,
      ],
      current: 1, at: 'play',
    });
    sc.act(1, act.skill('huangtian', ['dodge:D2'], [0]));
    expect(namedTo(sc.events, 'dodge:D2')).toEqual(VIEWERS);
    shownToAll(sc.state, 0, 'dodge:D2');
  });

  test('a judgement card taken into a hand (Guidao\'s replaced card), and the new judgement card', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao', hand: ['kill:S8'] }, { role: 'rebel', general: 'lu_meng', judge: ['indulgence:S6'] },
        others.p2, others.p3,
      ],
      drawPile: ['peach:H3', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    sc.act(0, act.invoke(['kill:S8']));
    expect(namedTo(sc.events, 'peach:H3')).toEqual(VIEWERS);
    expect(namedTo(sc.events, 'kill:S8')).toEqual(VIEWERS);
    shownToAll(sc.state, 0, 'peach:H3');
  });

  test('the Kill Jianxiong takes (it was face up in the processing area)', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'cao_cao' }, others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    expect(namedTo(sc.events, 'kill:S7')).toEqual(VIEWERS);
    shownToAll(sc.state, 1, 'kill:S7');
  });

  test('an equipped card taken with Steal is public; a blind hand pick only to the chooser and the previous owner (§6.2)', () => {
    const spec: RigSpec = {
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['steal:S3', 'steal:S4'] },
        { role: 'rebel', general: 'zhou_yu', hand: ['dodge:D2'], minus: 'zixing:DK' }, others.p2, others.p3,
      ],
      current: 0, at: 'play',
    };
    const sc = table(spec);
    sc.act(0, act.use(['steal:S3'], [1]));
    passWindows(sc);
    sc.act(0, act.pickCard('zixing:DK'));
    expect(namedTo(sc.events, 'zixing:DK')).toEqual(VIEWERS);
    shownToAll(sc.state, 0, 'zixing:DK');
    sc.act(0, act.use(['steal:S4'], [1]));
    passWindows(sc);
    sc.act(0, act.pickHand(0));
    expect(namedTo(sc.events, 'dodge:D2')).toEqual([0, 1]);
    expect(knownIn(sc.state, 1, 0)).toContain('dodge:D2');
    expect(knownIn(sc.state, 2, 0)).not.toContain('dodge:D2');
  });

  test('a recast card and a discarded card', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'pang_tong', hand: ['kill:C3', 'dodge:D2', 'peach:H3', 'kill:S8'] }, others.p2, others.p3,
        { role: 'rebel', general: 'lu_meng' },
      ],
      drawPile: ['kill:S7'], current: 0, at: 'play',
    });
    sc.act(0, act.skill('lianhuan', ['kill:C3']));
    expect(namedTo(sc.events, 'kill:C3')).toEqual(VIEWERS);
    sc.act(0, act.end);
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'select', reason: 'discardPhase', min: 1 });
    sc.act(0, act.select('dodge:D2'));
    expect(namedTo(sc.events, 'dodge:D2')).toEqual(VIEWERS);
  });

  test('a seat that does not see a card leave a hand loses track of the cards it knew there, and is told so', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['harvest:H3', 'steal:S3'] },
        { role: 'rebel', general: 'lu_bu', hand: ['dodge:D9'] }, others.p2, others.p3,
      ],
      drawPile: ['dodge:D4', 'peach:H4', 'kill:S8', 'duel:DA'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['harvest:H3']));
    for (const [seat, card] of [[0, 'dodge:D4'], [1, 'kill:S8'], [2, 'peach:H4'], [3, 'duel:DA']] as const) {
      passWindows(sc);
      sc.act(seat, act.pickCard(card));
    }
    shownToAll(sc.state, 1, 'kill:S8');
    sc.act(0, act.use(['steal:S3'], [1]));
    passWindows(sc);
    sc.act(0, act.pickHand(0));
    // Only the thief and the victim learn which card went; the others can no longer place the Kill.
    expect(namedTo(sc.events, 'kill:S8')).toEqual(VIEWERS);
    for (const viewer of [2, 3, 'spectator'] as Viewer[]) {
      expect(knownIn(sc.state, viewer, 1)).toEqual([]);
      expect(eventsFor(sc.events, viewer).some((e) => e.type === 'knowledgeLapsed')).toBe(true);
    }
  });
});

describe('§6.2 Yiji: Guo Jia sees both cards he distributes; each receiver its own', () => {
  test('events and views', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'guo_jia' }, others.p2, others.p3],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    sc.act(1, { type: 'chooseSeat', seat: 2 as Seat });
    expect(namedTo(sc.events, 'dodge:D2')).toEqual([1, 2]);
    const before = sc.state;
    sc.act(1, { type: 'chooseSeat', seat: 3 as Seat });
    expect(namedTo(sc.events, 'dodge:D3')).toEqual([1, 3]);
    expect(knownIn(sc.state, 1, 2)).toEqual(['dodge:D2']);
    expect(knownIn(sc.state, 1, 3)).toEqual(['dodge:D3']);
    expect(knownIn(sc.state, 0, 2)).toEqual([]);
    expect(knownIn(sc.state, 2, 3)).toEqual([]);
    // The second card leaving Guo Jia's look is named to him (nothing leaves his sight unnamed).
    expect(findVanishedCard(game, before, sc.state, sc.events, 1 as Seat)).toBeNull();
  });

  test('the old scrubbing (a card ending in a hand named only to its owner) would leave Guo Jia blind', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'guo_jia' }, others.p2, others.p3],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'play',
    });
    sc.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke()).act(1, { type: 'chooseSeat', seat: 2 as Seat });
    const before = sc.state;
    sc.act(1, { type: 'chooseSeat', seat: 3 as Seat });
    const scrubbed = sc.events.map((event) =>
      event.type === 'cardGiven' ? { ...event, visibleTo: [3 as Seat], redacted: { type: 'cardGiven', seat: 1, to: 3 } } : event);
    // A view that forgot what Guo Jia gave, with the old scrubbing of events, is what the kit catches.
    const forgetful: SgsState = { ...sc.state, players: sc.state.players.map((p) => ({ ...p, known: [] })) };
    expect(findVanishedCard(game, before, forgetful, scrubbed, 1 as Seat)).toMatch(/left the sight of viewer 1/);
  });
});

describe('§5.3/§6.3 optional prompts with a hidden cost are issued on public conditions (the audit)', () => {
  test('Guidao: the retrial goes to Zhang Jiao with any hand card, black or not; he can only decline', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao', hand: ['peach:H4'] }, { role: 'rebel', general: 'lu_meng', judge: ['indulgence:S6'] },
        others.p2, others.p3,
      ],
      drawPile: ['peach:H3', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(sc);
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'confirm', skill: 'guidao' });
    expect(game.legalActions(sc.state, 0 as Seat)).toEqual([act.pass]);
    sc.act(0, act.pass);
    expect(hand(sc.state, 0)).toEqual(['peach:H4']);
  });

  test('Guidao: a black equipped card alone is a public reason to ask; an empty hand and no black equipment is not', () => {
    const armed = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao', weapon: 'qinggang:S6' }, { role: 'rebel', general: 'lu_meng', judge: ['indulgence:S6'] },
        others.p2, others.p3,
      ],
      drawPile: ['peach:H3', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(armed);
    expect(prompt(armed.state)?.ask).toMatchObject({ type: 'confirm', skill: 'guidao' });
    const bare = table({
      seats: [
        { role: 'lord', general: 'zhang_jiao' }, { role: 'rebel', general: 'lu_meng', judge: ['indulgence:S6'] },
        others.p2, others.p3,
      ],
      drawPile: ['peach:H3', 'dodge:D5', 'dodge:D6'], current: 1, at: 'turnStart',
    });
    passWindows(bare);
    expect(prompt(bare.state)?.ask).not.toMatchObject({ type: 'confirm', skill: 'guidao' });
  });

  test('Fire Attack: the user is asked for the optional discard with any hand card, even none of the shown suit', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'wolong', hand: ['peach:H3', 'dodge:D2'] },
        { role: 'rebel', general: 'lu_meng', hand: ['kill:S7'] }, others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    sc.act(0, act.use(['peach:H3'], [1], 'fire_attack', 'huoji'));
    passWindows(sc);
    sc.act(1, act.select('kill:S7'));
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'select', reason: 'fire_attack', min: 0 });
    expect(game.legalActions(sc.state, 0 as Seat)).toEqual([{ type: 'finish' }]);
    sc.act(0, { type: 'finish' });
    expect(sc.state.players[1]?.hp).toBe(4);
  });

  test('Shensu 2 with an equipped card only: asked, and the equipment pays', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'xiahou_yuan', hand: ['kill:S7'], plus: 'jueying:S5' },
        { role: 'rebel', general: 'lu_meng' }, others.p2, others.p3,
      ],
      drawPile: ['dodge:D2', 'dodge:D3'], current: 0, at: 'turnStart',
    });
    sc.act(0, act.pass);
    expect(prompt(sc.state)?.ask).toMatchObject({ type: 'confirm', skill: 'shensu' });
    expect(game.legalActions(sc.state, 0 as Seat)).toContainEqual(act.invoke(['jueying:S5'], [1]));
  });

  test('Tianxiang: the prompt appears whether or not her hand holds a ♥ (the kit cannot tell the worlds apart)', () => {
    const spec = (card: string): RigSpec => ({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'xiaoqiao', hand: [card] },
        others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    const withHeart = table(spec('peach:H3')).act(0, act.use(['kill:S7'], [1]));
    const withoutHeart = table(spec('kill:C5')).act(0, act.use(['kill:S7'], [1]));
    // Seat 2 cannot tell these worlds apart; after Xiaoqiao's pass both ask her about Tianxiang.
    const passes = { ...seededRng('pass'), pick: <T,>(items: readonly T[]): T => items[items.length - 1] as T };
    expect(findIssuanceLeak(game, withHeart.state, 2 as Seat, passes, 1, withoutHeart.state)).toBeNull();
    withoutHeart.act(1, act.pass);
    expect(prompt(withoutHeart.state)?.ask).toMatchObject({ type: 'confirm', skill: 'tianxiang' });
  });

  test('Liuli and Stone Axe are issued on card counts: any card pays Liuli, any two others pay Stone Axe', () => {
    const liuli = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'] }, { role: 'rebel', general: 'da_qiao', hand: ['dodge:D2'] },
        others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    liuli.act(0, act.use(['kill:S7'], [1]));
    expect(prompt(liuli.state)?.ask).toMatchObject({ type: 'confirm', skill: 'liuli' });
    expect(game.legalActions(liuli.state, 1 as Seat).length).toBeGreaterThan(1);
    const axe = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7', 'dodge:D2', 'peach:H3'], weapon: 'stone_axe:D5' },
        { role: 'rebel', general: 'lu_bu', hand: ['dodge:D3'] }, others.p2, others.p3,
      ],
      current: 0, at: 'play',
    });
    axe.act(0, act.use(['kill:S7'], [1])).act(1, act.respond(['dodge:D3']));
    expect(prompt(axe.state)?.ask).toMatchObject({ type: 'confirm', skill: 'stone_axe' });
    expect(game.legalActions(axe.state, 0 as Seat)).toContainEqual(act.invoke(['dodge:D2', 'peach:H3']));
  });
});
