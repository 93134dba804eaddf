import { asSeat, seededRng } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { narrowSelection } from '../src/selection';
import { describeAction, describeEvent, renderView } from '../src/text';
import { chooseNext, defend, ids, play, rig, useJesterPower, yieldTurn } from './rig';
import { englishWords as en } from './english-words';

const table = () =>
  rig({
    players: 3, current: 2, enemy: 'KS', damage: 16, shieldRaw: 8, inPlay: '8S 8D', castle: 'KC KH', tavern: '10C 4H',
    discard: '2C 9D', hands: ['5H 10H 3D', 'X1 9C AC', '7D'],
  });

describe('views', () => {
  test('a seat sees its own hand sorted, counts for the others, and no hidden card ids', () => {
    const view = game.view(table(), asSeat(1));
    expect(view.hand).toEqual(ids('AC 9C X1'));
    expect(view.handCounts).toEqual([3, 3, 1]);
    expect(view.tavernCount).toBe(2);
    expect(view.castleCount).toBe(2);
    expect(view.castleEnemies).toEqual(ids('KH KC'));
    expect(view.enemy).toMatchObject({ card: 'KS', attack: 20, health: 40, damage: 16, shieldRaw: 8, shield: 0, currentAttack: 20 });
    const text = JSON.stringify(view);
    for (const hidden of game.hiddenValues(table(), asSeat(1))) expect(text).not.toContain(`"${hidden}"`);
    expect(game.hiddenValues(table(), asSeat(1))).toEqual(expect.arrayContaining(ids('5H 10H 3D 7D 10C 4H')));
  });

  test('the discard pile can be counted and its top card seen, but not browsed (§3.13)', () => {
    for (const viewer of [asSeat(0), 'spectator'] as const) {
      const view = game.view(table(), viewer);
      expect(view.discardCount).toBe(2);
      expect(view.discardTop).toBe('2C');
      expect(JSON.stringify(view)).not.toContain('"9D"');
    }
  });

  test('a spectator sees no hand', () => {
    const view = game.view(table(), 'spectator');
    expect(view.hand).toBeNull();
    expect(view.seat).toBeNull();
  });

  test('determinize rebuilds a state with the same view for the seat', () => {
    const state = game.setup(4, 'det', game.defaultOptions);
    const view = game.view(state, asSeat(2));
    const sampled = game.determinize(view, asSeat(2), seededRng('d'));
    expect(game.view(sampled, asSeat(2))).toEqual(view);
    expect([...game.allCards(sampled)].sort()).toEqual([...game.allCards(state)].sort());
  });
});

describe('terminal text', () => {
  test('renderView shows the enemy, the table and the sorted hand', () => {
    const out = renderView(game.view(table(), asSeat(0)), asSeat(0), en());
    expect(out).toContain('K♠ King of Spades: attack 20, health 40');
    expect(out).toContain('damage 16/40 (24 to go)');
    expect(out).toContain('shield 0 (8 blocked by immunity)');
    expect(out).toContain('immune to ♠ Spades powers');
    expect(out).toContain('attacks for 20');
    expect(out).toContain('Castle  2 (2 Kings) · Tavern 2 · Discard 2 (top 2♣)');
    expect(out).toContain('Player 1 (you): 3 cards');
    expect(out).toContain('Player 2: 3 cards [to act] · Player 3: 1 card');
    expect(renderView(game.view(table(), asSeat(0)), asSeat(0), en(['Ann', 'Bo', 'Cy']))).toContain('Ann (you): 3 cards');
    expect(out).toContain('Your hand (3/6, worth 18): 3♦ 5♥ 10♥');
  });

  test('describeAction reads well for combos, companions, Jesters, yields, discards and hand-offs', () => {
    const view = game.view(table(), asSeat(1));
    expect(describeAction(play('AC 9C'), view, en())).toBe('Play A♣ + 9♣ (Ace companion, deals 20)');
    expect(describeAction(play('X1'), view, en())).toBe("Play the Jester (cancel the enemy's ♠ immunity, then choose who goes next)");
    expect(describeAction(play('5C 5D'), view, en())).toBe('Play 5♣ + 5♦ (combo, deals 20)');
    expect(describeAction(yieldTurn, view, en())).toBe('Yield (then cover 20 damage)');
    expect(describeAction(chooseNext(1), view, en())).toBe('Player 1 goes next (3 cards)');
    expect(describeAction(chooseNext(1), view, en(['Ann', 'Bo', 'Cy']))).toBe('Ann goes next (3 cards)');
    expect(describeAction(chooseNext(2), view, en())).toBe('You go next');
    const defending = { ...view, phase: 'defend' as const, pendingDamage: 12 };
    expect(describeAction(defend('3D 10H'), defending, en())).toBe('Discard 3♦ + 10♥ (13 for 12 damage)');
    const solo = game.view(rig({ players: 1, enemy: 'JC', hands: ['5H'] }), asSeat(0));
    expect(describeAction(useJesterPower, solo, en())).toBe('Use a Jester power: discard your hand and draw up to 8 (1 left after)');
  });

  test('describeEvent words every event a game produces', () => {
    let state = game.setup(2, 'words', game.defaultOptions);
    const rng = seededRng('words');
    let lines = 0;
    while (game.outcome(state) === null) {
      const seat = game.toAct(state)[0]!;
      const step = game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
      for (const event of step.events) {
        const line = describeEvent(event, null, en());
        expect(line).not.toBeNull();
        lines++;
      }
      state = step.state;
    }
    expect(lines).toBeGreaterThan(3);
  });

  test('log lines name seats, count cards in the singular and name enemies in full', () => {
    const names = ['Ann', 'Bo'];
    expect(describeEvent({ type: 'cardsDrawn', seat: 1, count: 1 }, null, en(names))).toBe('Bo drew 1 card');
    expect(describeEvent({ type: 'healed', count: 1 }, null, en())).toBe('Hearts: 1 card from the discard pile went under the Tavern');
    expect(describeEvent({ type: 'nextChosen', seat: 0, next: 1 }, null, en(names))).toBe('Ann chose Bo to go next');
    expect(describeEvent({ type: 'enemyDefeated', card: 'JS', exact: true }, null, en())).toBe(
      'J♠ Jack of Spades was defeated exactly and goes on top of the Tavern',
    );
    expect(describeEvent({ type: 'cardsPlayed', seat: 0, cards: ['5C', '5D'], value: 10 }, null, en())).toBe('Player 1 played 5♣ 5♦ (worth 10)');
    expect(describeEvent({ type: 'cardsPlayed', seat: 0, cards: ['X1'], value: 0 }, null, en())).toBe("Player 1 played the Jester: the enemy's immunity is cancelled");
    const spadeEnemy = game.view(table(), asSeat(0));
    expect(describeEvent({ type: 'damageDealt', amount: 2, shield: 2 }, spadeEnemy, en())).toBe(
      'The enemy took 2 damage; the 2 spade shield waits until its immunity is cancelled',
    );
    expect(describeEvent({ type: 'damageDealt', amount: 2, shield: 2 }, null, en())).toBe('The enemy took 2 damage and its attack is shielded by 2 more');
  });
});

describe('narrowSelection', () => {
  test('offers the cards that can join the selection and spots a complete play', () => {
    const state = rig({ players: 2, enemy: 'JS', hands: ['AC 2C 2D 2H 9S', ''] });
    const legal = game.legalActions(state, asSeat(0));
    const afterAce = narrowSelection(legal, ids('AC'));
    expect(afterAce.complete).toEqual(play('AC'));
    expect([...afterAce.addable].sort()).toEqual(ids('2C 2D 2H 9S').sort());
    const twos = narrowSelection(legal, ids('2D 2C'));
    expect(twos.complete?.type).toBe('play');
    expect(twos.addable).toEqual(ids('2H'));
    expect(narrowSelection(legal, ids('9S 2C'))).toEqual({ complete: null, addable: [] });
  });
});
