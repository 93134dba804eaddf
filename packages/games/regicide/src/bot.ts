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
    else if (suitIndex(card) === 1) keepers += 3; // ♦ cards are the team's only way to draw
    else if (suitIndex(card) === 3) keepers += 1; // ♠ shields lower every later attack
  }
  return -overpay * 4 - keepers + action.cards.length * 0.5;
}

/** Step 1: kill if possible, else the play with the best value for its cost that the seat survives. */
function playScore(view: RegicideView, action: RegicideAction): number {
  const enemy = view.enemy;
  const hand = view.hand ?? [];
  if (enemy === null) return 0;
  const handValue = sum(hand);
  switch (action.type) {
    case 'yield':
      // Free when the shields already stop the attack: keep the cards for later.
      return enemy.currentAttack === 0 ? 3 : coverCost(hand, enemy.currentAttack, 0, 0) - 2;
    case 'useJesterPower':
      // Spend a solo power at Step 1 only when the hand is nearly gone.
      return hand.length <= 2 && handValue <= 10 && view.tavernCount >= 6 ? 50 : LOSING / 4;
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
  const left = (view.hand ?? []).filter((card) => !cards.includes(card));
  const leftValue = handValue - value;
  if (dealt >= remaining) return killScore(view, dealt === remaining, value, left, leftValue, active);
  const spadeShield = (suits & SPADES) !== 0 && (blockedBit(enemy) & SPADES) === 0 ? value : 0;
  const usefulShield = Math.min(spadeShield, enemy.currentAttack);
  const attackAfter = enemy.currentAttack - usefulShield;
  // Turns this enemy will still attack after this one, at about 8 damage a turn.
  const futureAttacks = Math.max(0, Math.ceil((remaining - dealt) / 8) - 1);
  const draws = (active & DIAMONDS) !== 0 ? diamondDraws(view, value, cards.length) : { own: 0, total: 0 };
  const healed = (active & HEARTS) !== 0 ? Math.min(value, view.discardCount) : 0;
  const survival = coverCost(left, attackAfter, draws.own, view.jesterPowers ?? 0);
  // Each point of damage saves a share of a future turn, which costs that turn's attack plus a card.
  const damageWorth = Math.max(0.9, (attackAfter + 8) / 9);
  return (
    survival +
    dealt * damageWorth -
    value +
    usefulShield * (1 + 0.7 * futureAttacks) +
    draws.total * 5 +
    healed * (view.tavernCount < 12 ? 1.5 : 0.4) -
    // A suit power spent where it does little is lost for a better moment.
    ((active & DIAMONDS) !== 0 ? (value - draws.total) * 2 : 0) -
    ((active & HEARTS) !== 0 ? (value - healed) * 1 : 0) -
    (spadeShield - usefulShield) * 0.5 -
    ((suits & blockedBit(enemy)) !== 0 ? value * 0.5 : 0)
  );
}

/**
 * A play that defeats the enemy: no Step 4, and the same player plays again at once, so the cards
 * left must be able to face the next enemy. Exact kills put the enemy card on the Tavern.
 */
function killScore(
  view: RegicideView,
  exact: boolean,
  value: number,
  left: readonly CardId[],
  leftValue: number,
  active: number,
): number {
  const lastEnemy = view.castleCount === 0;
  if (lastEnemy) return 5000 - value;
  const nextAttack = view.castleEnemies.some((card) => cardRank(card) === 11)
    ? 10
    : view.castleEnemies.some((card) => cardRank(card) === 12)
      ? 15
      : 20;
  let score = 1000 + (exact ? 40 : 0) - value * 2;
  if ((active & DIAMONDS) !== 0) score += diamondDraws(view, value, 0).own * 4;
  const powers = view.jesterPowers ?? 0;
  if (left.length === 0 && powers === 0) score -= 700;
  else if (leftValue - Math.min(...left.map(cardValue), 99) < nextAttack && powers === 0) score -= 150;
  return score;
}

/** How many cards a ♦ power of `value` deals to us and to the table (public hand counts). */
function diamondDraws(view: RegicideView, value: number, playedCount: number): { own: number; total: number } {
  const own = view.seat ?? 0;
  const sizes = view.handCounts.map((count, seat) => (seat === own ? count - playedCount : count));
  let tavern = view.tavernCount;
  let drawn = 0;
  let mine = 0;
  let seat = own;
  while (drawn < value && tavern > 0) {
    let found = -1;
    for (let k = 0; k < view.numPlayers; k++) {
      const candidate = (seat + k) % view.numPlayers;
      if ((sizes[candidate] ?? view.maxHandSize) < view.maxHandSize) {
        found = candidate;
        break;
      }
    }
    if (found < 0) break;
    sizes[found] = (sizes[found] ?? 0) + 1;
    if (found === own) mine++;
    drawn++;
    tavern--;
    seat = (found + 1) % view.numPlayers;
  }
  return { own: mine, total: drawn };
}

/**
 * Minus the value we will have to discard to cover `attack` with `hand` (plus `extraCards` cards
 * we are about to draw, counted at an average 5): the cheapest legal cover, found over all subsets
 * (the cheapest cover never pads, so it is always a legal discard). LOSING if nothing covers it.
 */
function coverCost(hand: readonly CardId[], attack: number, extraCards: number, powers: number): number {
  if (attack <= 0) return 0;
  const values = hand.map(cardValue);
  for (let i = 0; i < extraCards; i++) values.push(5);
  let best = Infinity;
  for (let mask = 1; mask < 1 << values.length; mask++) {
    let total = 0;
    for (let k = 0; k < values.length; k++) if ((mask & (1 << k)) !== 0) total += values[k] ?? 0;
    if (total >= attack && total < best) best = total;
  }
  if (best === Infinity) {
    const shortfall = attack - values.reduce((a, b) => a + b, 0);
    return powers > 0 ? LOSING / 10 : LOSING - shortfall;
  }
  return -best;
}

/**
 * A Jester: no damage is taken this turn, the enemy's own suit works again (earlier spades count
 * at once against a ♠ enemy), and we pick the next player.
 */
function jesterScore(view: RegicideView, enemy: EnemyView, handValue: number): number {
  const saved = Math.min(enemy.currentAttack, handValue);
  const canCover = handValue >= enemy.currentAttack;
  if (enemy.immunityCancelled) return canCover ? -40 : 150;
  const retroShield = suitIndex(enemy.card) === 3 ? Math.min(enemy.shieldRaw, enemy.attack) : 0;
  return (canCover ? saved * 0.6 - 12 : 200) + retroShield * 3;
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
