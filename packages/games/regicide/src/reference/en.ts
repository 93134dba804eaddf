import type { ReferenceEntry } from '@tavern/engine';

/** Regicide's reference in English: every card kind, suit power and term a player meets. */
export const ENTRIES_EN: readonly ReferenceEntry[] = [
  {
    key: 'card.ace',
    kind: 'card',
    name: 'Animal companion (Ace)',
    text: 'Worth 1. Play it alone, or together with one other card (not a Jester): the two values add up and both suits work. Two Aces also make a pair.',
  },
  {
    key: 'card.number',
    kind: 'card',
    name: 'Number card (2 to 10)',
    text: 'Worth its number, for attacking and for covering damage. Cards of the same number can be played together if they add up to 10 or less (2-2, 3-3-3, 5-5 …). Its suit adds a power when played.',
  },
  {
    key: 'card.jack',
    kind: 'card',
    name: 'Jack',
    text: 'As an enemy: attack 10, health 20. Drawn into a hand after its defeat, it is worth 10 and works like a number card of its suit (it cannot join a combo).',
  },
  {
    key: 'card.queen',
    kind: 'card',
    name: 'Queen',
    text: 'As an enemy: attack 15, health 30. Drawn into a hand after its defeat, it is worth 15 and works like a number card of its suit (it cannot join a combo).',
  },
  {
    key: 'card.king',
    kind: 'card',
    name: 'King',
    text: 'As an enemy: attack 20, health 40. Drawn into a hand after its defeat, it is worth 20 and works like a number card of its suit (it cannot join a combo).',
  },
  {
    key: 'card.jester',
    kind: 'card',
    name: 'Jester',
    text: 'Played alone. The current enemy loses its immunity to its own suit (spades already played start to shield at once). No damage is dealt and the enemy does not strike back; you then choose who plays next. Worth 0 when discarding.',
  },
  {
    key: 'suit.hearts',
    kind: 'suit',
    name: 'Hearts ♥',
    text: 'Heal: shuffle the discard pile and put as many of its cards as the play is worth under the Tavern. Hearts heal before Diamonds draw.',
  },
  {
    key: 'suit.diamonds',
    kind: 'suit',
    name: 'Diamonds ♦',
    text: 'Draw: as many cards as the play is worth are drawn one at a time, starting with you and going round the table; full hands are skipped.',
  },
  {
    key: 'suit.clubs',
    kind: 'suit',
    name: 'Clubs ♣',
    text: 'Double damage: the play deals twice its value.',
  },
  {
    key: 'suit.spades',
    kind: 'suit',
    name: 'Spades ♠',
    text: "Shield: the enemy's attack is lowered by the play's value until the enemy is defeated. Shields add up.",
  },
  {
    key: 'term.immunity',
    kind: 'term',
    name: 'Immunity',
    text: "An enemy ignores the power of its own suit until a Jester is played against it. The cards still deal their damage.",
  },
  {
    key: 'term.yield',
    kind: 'term',
    name: 'Yield',
    text: 'Play nothing this turn; the enemy still strikes back. You cannot yield if every other player yielded on their last turn, nor when playing alone.',
  },
  {
    key: 'term.defend',
    kind: 'term',
    name: 'Covering damage',
    text: "When the enemy strikes, discard cards worth at least its attack. Stop as soon as it is covered: the last card may overpay, but no card may be left over that was not needed. If your hand is worth too little, everyone loses.",
  },
  {
    key: 'term.exactKill',
    kind: 'term',
    name: 'Exact kill',
    text: 'An enemy whose damage reaches exactly its health goes face down on top of the Tavern, so it will be drawn next. With more damage it goes to the discard pile.',
  },
  {
    key: 'term.jesterPower',
    kind: 'term',
    name: 'Jester power (solo)',
    text: 'Playing alone you have two. Before playing, or before covering damage, discard your whole hand and draw back up to 8 cards. Winning with no power used is gold, one is silver, two is bronze.',
  },
];

