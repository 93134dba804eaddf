import type { ReferenceEntry } from '@tavern/engine';

/** Roles, kingdoms and the rules every card relies on, in English. */
export const TERMS_EN: readonly ReferenceEntry[] = [
  { key: 'role.lord', kind: 'role', name: 'Lord', text: 'Known to all from the start. Wins with the Loyalists once every Rebel and the Spy is dead; loses at once if killed. Has one extra health with 5 or more players.' },
  { key: 'role.loyalist', kind: 'role', name: 'Loyalist', text: "Secretly on the Lord's side: wins when the Lord wins, alive or dead. A Lord who kills a Loyalist discards all cards in hand and equipment." },
  { key: 'role.rebel', kind: 'role', name: 'Rebel', text: 'Wins, with every other Rebel, when the Lord dies (unless the Spy is then the only one left). Whoever kills a Rebel draws 3 cards.' },
  { key: 'role.spy', kind: 'role', name: 'Spy', text: 'Wins alone by being the last player standing, the Lord dying last.' },
  { key: 'term.attackRange', kind: 'term', name: 'Attack range', text: 'How far your Kills reach: 1, or your weapon\'s range. A player is in range when your distance to them is at most your attack range.' },
  { key: 'term.distance', kind: 'term', name: 'Distance', text: 'The number of seats between two players the shorter way round, skipping the dead, plus 1 if the target rides a +1 horse and minus 1 if you ride a −1 horse (never below 1).' },
  { key: 'term.judgement', kind: 'term', name: 'Judgement', text: "The top card of the draw pile is turned up and its suit or colour decides what happens. Some skills can change it." },
  { key: 'term.dying', kind: 'term', name: 'Dying', text: 'At 0 health or less a player is dying: everyone in turn, starting with the player whose turn it is, may save them with a Peach. Unsaved, they die and their role is shown.' },
  { key: 'term.handLimit', kind: 'term', name: 'Hand limit', text: 'In your discard phase you keep at most as many cards as your health and discard the rest.' },
  { key: 'term.lordSkill', kind: 'term', name: 'Lord skill', text: 'A skill that works only when its hero is the Lord.' },
  { key: 'term.pointFight', kind: 'term', name: 'Point fight', text: 'Two players each choose a hand card in secret and show them together; the higher number wins (Ace is 1, King 13), and a tie is a loss for the one who started it.' },
  { key: 'term.wei', kind: 'term', name: 'Wei', text: 'One of the four kingdoms. Some lord skills call on the heroes of their kingdom.' },
  { key: 'term.shu', kind: 'term', name: 'Shu', text: 'One of the four kingdoms. Some lord skills call on the heroes of their kingdom.' },
  { key: 'term.wu', kind: 'term', name: 'Wu', text: 'One of the four kingdoms. Some lord skills call on the heroes of their kingdom.' },
  { key: 'term.qun', kind: 'term', name: 'Qun', text: 'The heroes of no kingdom (the warlords). Some lord skills call on them.' },
];
