import type { Bot, CardId } from '@tavern/engine';
import type { RegicideAction } from './actions';
import { cardRank, cardValue, suitIndex } from './cards';
import type { EnemyView, RegicideView } from './view';

const HEARTS = 1;
const DIAMONDS = 2;
const CLUBS = 4;
const SPADES = 8;
/** Scores far below any play that survives: a move that loses the game on the spot. */
const LOSING = -10_000;

/**
 * Regicide's heuristic bot: a one-move look-ahead over the seat's own view. It kills when it can
 * (exact kills preferred, cheapest cards first), never makes a play it cannot survive if another
 * exists, values spade shields, club doubling, Diamond draws and Heart heals, and covers damage
 * with the least wasted value. It never throws: any surprise falls back to the first legal action.
 */
export const heuristicBot: Bot<RegicideView, RegicideAction> = ({ view, legal }) => {
  const first = legal[0];
  if (first === undefined) throw new Error('the heuristic bot was asked to act with no legal action');
  try {
    return chooseAction(view, legal) ?? first;
  } catch {
    return first;
  }
};

function chooseAction(view: RegicideView, legal: readonly RegicideAction[]): RegicideAction | undefined {
  if (legal.length === 1) return legal[0];
  switch (view.phase) {
    case 'chooseNext':
      return chooseNext(view, legal);
    case 'defend':
      return bestBy(legal, (action) => defenceScore(view, action));
    case 'play':
      return bestBy(legal, (action) => playScore(view, action));
    case 'won':
    case 'lost':
      return legal[0];
  }
}

function bestBy(legal: readonly RegicideAction[], score: (action: RegicideAction) => number): RegicideAction | undefined {
  let best: RegicideAction | undefined;
  let bestScore = -Infinity;
  for (const action of legal) {
    const value = score(action);
    if (value > bestScore) {
      best = action;
      bestScore = value;
    }
  }
  return best;
}

function sum(cards: readonly CardId[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card);
  return total;
}

function suitMask(cards: readonly CardId[]): number {
  let mask = 0;
  for (const card of cards) if (cardRank(card) !== 0) mask |= 1 << suitIndex(card);
  return mask;
}

function blockedBit(enemy: EnemyView): number {
  return enemy.immunityCancelled ? 0 : 1 << suitIndex(enemy.card);
}

/** Covering damage: waste as little value as possible; keep Jesters and Aces; shed blocked-suit cards. */
function defenceScore(view: RegicideView, action: RegicideAction): number {
  if (action.type === 'useJesterPower') return LOSING / 2;
  if (action.type !== 'defend') return LOSING;
  const overpay = sum(action.cards) - view.pendingDamage;
  const blocked = view.enemy === null ? 0 : blockedBit(view.enemy);
  let keepers = 0;
  for (const card of action.cards) {
    const rank = cardRank(card);
    if (rank === 0) keepers += 8;
    else if (rank === 1) keepers += 2;
    else if (((1 << suitIndex(card)) & blocked) !== 0) keepers -= 1;
  }
  return -overpay * 4 - keepers - action.cards.length * 0.5;
}

/** Step 1: kill if possible, else the play with the best value for its cost that the seat survives. */
function playScore(view: RegicideView, action: RegicideAction): number {
  const enemy = view.enemy;
  const hand = view.hand ?? [];
  if (enemy === null) return 0;
  const handValue = sum(hand);
  switch (action.type) {
    case 'yield':
      return afterAttack(handValue, enemy.currentAttack, 0) - 2;
    case 'useJesterPower':
      // Spend a solo power at Step 1 only when the hand is nearly gone.
      return hand.length <= 1 && view.tavernCount > 0 ? 50 : LOSING / 4;
    case 'chooseNext':
    case 'defend':
      return LOSING;
    case 'play':
      return cardPlayScore(view, enemy, action.cards, handValue);
  }
}

function cardPlayScore(view: RegicideView, enemy: EnemyView, cards: readonly CardId[], handValue: number): number {
  const value = sum(cards);
  const suits = suitMask(cards);
  if (cards.length === 1 && cardRank(cards[0] as CardId) === 0) return jesterScore(view, enemy, handValue);
  const active = suits & ~blockedBit(enemy);
  const dealt = (active & CLUBS) !== 0 ? value * 2 : value;
  const remaining = enemy.health - enemy.damage;
  if (dealt >= remaining) {
    // A kill skips Step 4. Exact kills put the enemy card on the Tavern for us to draw.
    return 1000 + (dealt === remaining ? 40 : 0) - value * 2 + (handValue - value > 0 ? 10 : 0);
  }
  const spadeShield = (suits & SPADES) !== 0 && (blockedBit(enemy) & SPADES) === 0 ? value : 0;
  const shieldNow = enemy.shield + spadeShield;
  const attackAfter = Math.max(0, enemy.attack - shieldNow);
  const usefulShield = Math.min(spadeShield, enemy.currentAttack);
  let drawn = 0;
  if ((active & DIAMONDS) !== 0) {
    const room = view.handCounts.reduce((total, count) => total + (view.maxHandSize - count), 0) + cards.length;
    drawn = Math.min(value, view.tavernCount, room);
  }
  const ownDraws = Math.ceil(drawn / view.numPlayers);
  const healed = (active & HEARTS) !== 0 ? Math.min(value, view.discard.length) : 0;
  const keptValue = handValue - value + ownDraws * 5;
  const survival = afterAttack(keptValue, attackAfter, view.jesterPowers ?? 0);
  return survival + dealt * 1.2 + usefulShield * 2.5 + drawn * 3 + healed * (view.tavernCount < 10 ? 1.5 : 0.5) - value;
}

/** What remains after covering `attack` from a hand worth `handValue`; LOSING if it cannot be covered. */
function afterAttack(handValue: number, attack: number, powers: number): number {
  if (attack > handValue) return powers > 0 ? LOSING / 10 : LOSING - (attack - handValue);
  return -attack;
}

/** A Jester: valuable to unlock a suit the enemy blocks, and a lifeline when every play loses. */
function jesterScore(view: RegicideView, enemy: EnemyView, handValue: number): number {
  if (enemy.immunityCancelled) return -30;
  const retroShield = suitIndex(enemy.card) === 3 ? Math.min(enemy.shieldRaw, enemy.attack) : 0;
  const canCover = handValue - 0 >= enemy.currentAttack;
  return (canCover ? -15 : 200) + retroShield * 3 + (view.numPlayers > 2 ? 5 : 0);
}

/** After a Jester: the seat with the most cards goes next (ourselves on a tie, as we know our hand). */
function chooseNext(view: RegicideView, legal: readonly RegicideAction[]): RegicideAction | undefined {
  const own = view.seat ?? 0;
  return bestBy(legal, (action) => {
    if (action.type !== 'chooseNext') return LOSING;
    const count = view.handCounts[action.next] ?? 0;
    return count * 10 + (action.next === own ? 1 : 0);
  });
}
