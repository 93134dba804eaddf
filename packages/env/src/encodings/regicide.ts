import type { Seat } from '@tavern/engine';
import type { RegicideAction, RegicideView } from '@tavern/regicide';
import { byte, relativeSeat, type Encoder, type GameEncoding } from '../encoding';

// Action ids (enumerated: a hand holds at most 8 cards, so a card set is an 8-bit mask over the
// sorted hand's slots, and every legal action is one id).
const YIELD = 0;
const JESTER_POWER = 1;
const CHOOSE_NEXT = 2; // + the chosen seat relative to the chooser (0 = self), 4 ids
const PLAY = 6; // + hand-slot mask, 256 ids (mask 0 unused)
const DEFEND = PLAY + 256; // + hand-slot mask, 256 ids
const NUM_ACTIONS = DEFEND + 256;

const PHASES = ['play', 'defend', 'chooseNext', 'won', 'lost'] as const;
const CARDS = 54;
const ENEMIES = 12;
const MAX_SEATS = 4;

// Rank by the id's first character and suit (H D C S) by its last, indexed by char code: ids are
// read for every card of every legal action, so no string is sliced or hashed.
const RANK_BY_FIRST = new Int8Array(128);
const SUIT_BY_LAST = new Int8Array(128).fill(-1);
'A23456789'.split('').forEach((char, i) => (RANK_BY_FIRST[char.charCodeAt(0)] = i + 1));
RANK_BY_FIRST['1'.charCodeAt(0)] = 10;
RANK_BY_FIRST['J'.charCodeAt(0)] = 11;
RANK_BY_FIRST['Q'.charCodeAt(0)] = 12;
RANK_BY_FIRST['K'.charCodeAt(0)] = 13;
'HDCS'.split('').forEach((char, i) => (SUIT_BY_LAST[char.charCodeAt(0)] = i));

/** A card's index: (rank − 1) × 4 + suit (H D C S) for the 52 suited cards, 52 and 53 for the Jesters. */
export function regicideCardIndex(id: string): number {
  const length = id.length;
  const first = id.charCodeAt(0);
  // Jesters by character code too ("X1", "X2"): no string comparison on the hot path.
  if (first === 88 && length === 2) {
    const second = id.charCodeAt(1);
    if (second === 49) return 52;
    if (second === 50) return 53;
  }
  const rank = RANK_BY_FIRST[first & 127] ?? 0;
  const suit = SUIT_BY_LAST[id.charCodeAt(length - 1) & 127] ?? -1;
  const wellFormed = length === 2 ? rank !== 10 : length === 3 && rank === 10 && id.charCodeAt(1) === 48;
  if (rank === 0 || suit < 0 || !wellFormed) throw new RangeError(`"${id}" is not a Regicide card`);
  return (rank - 1) * 4 + suit;
}

/** An enemy's index 0..11: (rank − 11) × 4 + suit. */
function enemyIndex(id: string): number {
  return regicideCardIndex(id) - 40;
}

// Observation layout (offsets into the byte vector).
const HAND = 0;
const IN_PLAY = HAND + CARDS;
const DISCARD_TOP = IN_PLAY + CARDS;
const CASTLE = DISCARD_TOP + CARDS;
const ENEMY = CASTLE + ENEMIES;
const TAVERN_TOP = ENEMY + ENEMIES;
const PHASE = TAVERN_TOP + ENEMIES;
const CURRENT = PHASE + PHASES.length;
const HAND_COUNTS = CURRENT + MAX_SEATS;
const YIELDED = HAND_COUNTS + MAX_SEATS;
const SCALARS = YIELDED + MAX_SEATS;
const SCALAR_NAMES = [
  'numPlayers', 'maxHandSize', 'enemyAttack', 'enemyHealth', 'enemyDamage', 'enemyShieldRaw', 'enemyShield',
  'immunityCancelled', 'currentAttack', 'castleCount', 'tavernCount', 'discardCount', 'pendingDamage',
  'jesterPowers', 'enemiesDefeated', 'turns',
] as const;
const OBSERVATION_SIZE = SCALARS + SCALAR_NAMES.length;

// The hand's slot of each card index, for the last hand seen. Every legal action of a decision
// names cards of the same hand array (the view's, immutable like all state), so the table is built
// once per decision instead of scanning the hand for every card of every action.
const slotOfCard = new Int8Array(CARDS);
let slotHand: readonly string[] | null = null;

function slotsOf(hand: readonly string[]): Int8Array {
  if (hand !== slotHand) {
    slotOfCard.fill(-1);
    for (let slot = hand.length - 1; slot >= 0; slot--) slotOfCard[regicideCardIndex(hand[slot] as string)] = slot;
    slotHand = hand;
  }
  return slotOfCard;
}

/** The card set as an 8-bit mask over the hand's slots. */
function slotMask(cards: readonly string[], hand: readonly string[]): number {
  const slots = slotsOf(hand);
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as string;
    const slot = slots[regicideCardIndex(card)] as number;
    if (slot < 0) throw new RangeError(`card ${card} is not in the hand`);
    mask |= 1 << slot;
  }
  return mask;
}

const encoder = (numPlayers: number): Encoder<RegicideView, RegicideAction> => ({
  numActions: NUM_ACTIONS,
  observationSize: OBSERVATION_SIZE,
  maxTokens: 1,
  actionTokens(action, view, seat, out) {
    switch (action.type) {
      case 'yield':
        out.push(YIELD);
        return;
      case 'useJesterPower':
        out.push(JESTER_POWER);
        return;
      case 'chooseNext':
        out.push(CHOOSE_NEXT + relativeSeat(action.next, seat, numPlayers));
        return;
      case 'play':
        out.push(PLAY + slotMask(action.cards, view.hand ?? []));
        return;
      case 'defend':
        out.push(DEFEND + slotMask(action.cards, view.hand ?? []));
        return;
    }
  },
  observe(view, seat: Seat, out, offset) {
    out.fill(0, offset, offset + OBSERVATION_SIZE);
    for (const card of view.hand ?? []) out[offset + HAND + regicideCardIndex(card)] = 1;
    for (const card of view.inPlay) out[offset + IN_PLAY + regicideCardIndex(card)] = 1;
    if (view.discardTop !== null) out[offset + DISCARD_TOP + regicideCardIndex(view.discardTop)] = 1;
    for (const card of view.castleEnemies) out[offset + CASTLE + enemyIndex(card)] = 1;
    if (view.enemy !== null) out[offset + ENEMY + enemyIndex(view.enemy.card)] = 1;
    for (const card of view.tavernTop) out[offset + TAVERN_TOP + enemyIndex(card)] = 1;
    out[offset + PHASE + PHASES.indexOf(view.phase)] = 1;
    out[offset + CURRENT + relativeSeat(view.current, seat, numPlayers)] = 1;
    for (let other = 0; other < numPlayers; other++) {
      const at = relativeSeat(other, seat, numPlayers);
      out[offset + HAND_COUNTS + at] = byte(view.handCounts[other] ?? 0);
      out[offset + YIELDED + at] = view.yielded[other] === true ? 1 : 0;
    }
    const enemy = view.enemy;
    const at = offset + SCALARS;
    out[at] = numPlayers;
    out[at + 1] = view.maxHandSize;
    if (enemy !== null) {
      out[at + 2] = byte(enemy.attack);
      out[at + 3] = byte(enemy.health);
      out[at + 4] = byte(enemy.damage);
      out[at + 5] = byte(enemy.shieldRaw);
      out[at + 6] = byte(enemy.shield);
      out[at + 7] = enemy.immunityCancelled ? 1 : 0;
      out[at + 8] = byte(enemy.currentAttack);
    }
    out[at + 9] = byte(view.castleCount);
    out[at + 10] = byte(view.tavernCount);
    out[at + 11] = byte(view.discardCount);
    out[at + 12] = byte(view.pendingDamage);
    out[at + 13] = byte(view.jesterPowers ?? 0);
    out[at + 14] = byte(view.enemiesDefeated);
    out[at + 15] = byte(view.turns);
  },
});

/** Regicide's encoding: 518 enumerated action ids, a 218-byte observation. */
export const regicideEncoding: GameEncoding<RegicideView, RegicideAction> = {
  gameId: 'regicide',
  summary:
    'Enumerated: yield, Jester power, chooseNext by relative seat, and play/defend as an 8-bit mask over the sorted hand (a hand holds at most 8 cards), 518 ids in all.',
  encoder,
};

/** The observation layout, for docs and tests: [name, offset, length]. */
export const regicideLayout: readonly (readonly [string, number, number])[] = [
  ['hand (card index)', HAND, CARDS],
  ['inPlay (card index)', IN_PLAY, CARDS],
  ['discardTop (card index)', DISCARD_TOP, CARDS],
  ['castleEnemies (enemy index)', CASTLE, ENEMIES],
  ['enemy (enemy index)', ENEMY, ENEMIES],
  ['tavernTop (enemy index)', TAVERN_TOP, ENEMIES],
  ['phase (play, defend, chooseNext, won, lost)', PHASE, PHASES.length],
  ['current (relative seat)', CURRENT, MAX_SEATS],
  ['handCounts (relative seat)', HAND_COUNTS, MAX_SEATS],
  ['yielded (relative seat)', YIELDED, MAX_SEATS],
  ...SCALAR_NAMES.map((name, i) => [name, SCALARS + i, 1] as const),
];
