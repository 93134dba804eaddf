import type { CardId, Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { moveCards, setPlayer } from '../src/rules/ops';
import { listenersAt, listensAt, skillsOf } from '../src/skills/registry';
import { rig } from './rig';

// skillsOf and listenersAt remember their answer for a seat's player object: these checks make sure a
// changed player (new equipment, death, another state) is never answered from an older one.
const table = () => rig({
  seats: [
    { role: 'lord', general: 'lu_meng', hand: ['yinyang_swords:S2'] },
    { role: 'rebel', general: 'huang_gai' },
    { role: 'spy', general: 'gan_ning' },
    { role: 'loyalist', general: 'zhou_yu' },
  ],
  current: 0,
  at: 'play',
});
const lord = 0 as Seat;

test('a seat\'s skills and listeners follow its equipment', () => {
  const before = table();
  expect(skillsOf(before, lord)).not.toContain('yinyang_swords');
  expect(listenersAt(before, lord, 'afterKillTarget')).not.toContain('yinyang_swords');
  const armed = moveCards(before, ['yinyang_swords:S2' as CardId], { to: 'equip', seat: lord });
  expect(skillsOf(armed, lord)).toContain('yinyang_swords');
  expect(listenersAt(armed, lord, 'afterKillTarget')).toContain('yinyang_swords');
  expect(listensAt(armed, lord, 'afterKillTarget')).toBe(true);
  // The older state still answers as it did, asked after the newer one.
  expect(skillsOf(before, lord)).not.toContain('yinyang_swords');
  expect(listensAt(before, lord, 'afterKillTarget')).toBe(false);
});

test('a dead seat has no skills and listens to nothing', () => {
  const alive = table();
  expect(skillsOf(alive, lord).length).toBeGreaterThan(0);
  const dead = setPlayer(alive, lord, { alive: false });
  expect(skillsOf(dead, lord)).toEqual([]);
  expect(listenersAt(dead, lord, 'afterKillTarget')).toEqual([]);
  expect(skillsOf(alive, lord).length).toBeGreaterThan(0);
});
