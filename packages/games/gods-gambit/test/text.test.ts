import { seededRng, type Seat } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { game } from '../src/game';
import { describeEvent, renderView, text } from '../src/text';
import { A, B, play, start, useOn } from './rig';
import { englishWords as en } from './english-words';

describe('terminal text', () => {
  test('renderView shows the field, colour, hand, skill areas, hand counts, Trumpets, penalty and the Defense prompt', () => {
    const s = start({
      seats: 3,
      next: A,
      round: 2,
      trumpetsRevealed: 2,
      field: 'K2/U',
      hands: [['U5', 'K1', 'W3'], ['U8', 'W9'], ['U4']],
      skill: [['MAG'], [], ['R7']],
      totals: [14, 3, 9],
      penalties: [[14], [3], [9]],
    });
    s.act(A, play(s, A, 'U5', 'skill')).act(A, useOn(B));
    const shown = text.renderView(s.view(B), B, en());
    expect(shown).toContain('Field: Black 2 Monk · current colour Blue');
    expect(shown).toContain('Trumpets revealed 2 of 4 (the fourth ends the round)');
    expect(shown).toContain('Your hand (2): White 9 Avatar · Blue 8 Attendant God');
    expect(shown).toMatch(/Player 1\s+2\s+Magician 10, Blue 5 Paladin/);
    expect(shown).toMatch(/Player 3\s+1\s+Red 7 Lord/);
    expect(shown).toMatch(/Player 2 \(you\)\s+2/);
    expect(shown).toContain('Your penalty total: 3');
    const twice = start({ seats: 2, next: A, field: 'K2/U', hands: [['R1', 'R1', 'U5'], ['U4']] });
    expect(text.renderView(twice.view(A), A, en())).toContain('Your hand (3): Red 1 Believer ×2 · Blue 5 Paladin');
    expect(shown).not.toContain('14');
    expect(shown).toContain('DEFENSE: You are the target of Crusade from Player 1');
    const menu = s.legal(B).map((action) => text.describeAction(action, s.view(B), en()));
    expect(menu).toEqual(['Defend with Blue 8 Attendant God: cancel it', 'Decline: take the effect']);
    expect(renderView(s.view(B), B, en(['Ann', 'Bo', 'Cy']))).toMatch(/Bo \(you\)\s+2/);
  });

  test('every legal action has its own words in the menu', () => {
    const rng = seededRng('menu');
    for (const players of [2, 4, 6]) {
      let state = game.setup(players, `menu:${players}`, game.defaultOptions);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0] as Seat;
        const legal = game.legalActions(state, seat);
        const view = game.view(state, seat);
        const words = legal.map((action) => text.describeAction(action, view, en()));
        // Two copies of one card (R5#1, R5#2) read the same; every other pair of actions must differ.
        const kinds = legal.map((action) => JSON.stringify(action).replace(/#\d/g, ''));
        expect(new Set(words).size).toBe(new Set(kinds).size);
        for (const line of words) expect(line.length).toBeGreaterThan(3);
        expect(text.renderView(view, seat, en()).length).toBeGreaterThan(50);
        const step = game.apply(state, seat, rng.pick(legal));
        for (const event of step.events) text.describeEvent(event, null, en());
        state = step.state;
      }
    }
  });
});

describe('event log words', () => {
  test('drawn cards are named only to the drawer', () => {
    const drawn = { type: 'cardDrawn', seat: 1, card: 'R5#1' };
    expect(text.describeEvent(drawn, null, en())).toBe('Player 2 drew Red 5 Paladin.');
    expect(text.describeEvent({ type: 'cardDrawn', seat: 1 }, null, en())).toBe('Player 2 drew a card.');
    expect(text.describeEvent({ type: 'defenseWindow', seat: 2, user: 0, skill: 'crusade' }, null, en())).toBe(
      'Player 3 may defend against Crusade from Player 1.',
    );
  });

  test('events name seats by the names given', () => {
    const names = ['Ann', 'Bo', 'Cy'];
    const describe = (event: Record<string, unknown> & { type: string }) => describeEvent(event, null, en(names));
    expect(describe({ type: 'skillUsed', seat: 0, card: 'R5#1', target: 2 })).toBe('Ann used Crusade on Cy.');
    expect(describe({ type: 'roundEnded', round: 1, reason: 'trumpet', nextFirst: 1 })).toBe(
      'Round 1 ended (the fourth Trumpet); Bo starts the next.',
    );
    expect(describe({ type: 'trumpetRevealed', seat: 2, count: 4 })).toBe('Cy revealed a Trumpet (4 of 4: the round ends).');
    expect(text.describeEvent({ type: 'noSuchEvent' }, null, en())).toBeNull();
  });
});
