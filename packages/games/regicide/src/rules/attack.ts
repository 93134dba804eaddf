import type { CardId } from '@tavern/engine';
import { cardInfo } from '../cards';
import { blockedSuitBit, enemyStats, replaceAt, without, type Draft } from './draft';
import { CLUBS, DIAMONDS, HEARTS, SPADES, type PlayShape } from './play-shape';
import { drawCards, healFromDiscard } from './suit-powers';
import { startTurn, sufferDamage } from './turn';

/**
 * Resolves an accepted play (§3.2-3.5): the cards go in play, then the Jester's power, or the
 * suit powers (♥ before ♦, ♠ shield even when blocked, ♣ doubling), damage, and either the defeat
 * of the enemy or Step 4.
 */
export function resolvePlay(d: Draft, cards: readonly CardId[], shape: PlayShape): void {
  const seat = d.current;
  const hand = d.hands[seat] ?? [];
  d.hands = replaceAt(d.hands, seat, without(hand, cards));
  // A loop, not `concat`: the cards of a listed play are a frozen array, which takes concat off
  // its fast path (this line was most of the cost of a play).
  const inPlay = d.inPlay.slice();
  for (let i = 0; i < cards.length; i++) inPlay.push(cards[i] as CardId);
  d.inPlay = inPlay;
  if (d.yielded[seat] === true) d.yielded = replaceAt(d.yielded, seat, false);
  d.turns++;
  d.events.push({ type: 'cardsPlayed', seat, cards, value: shape.value });
  const enemy = d.enemy;
  if (enemy === null) return;

  if (shape.kind === 'jester') {
    // spec §3.8: immunity cancelled, no damage, no Step 4; the player picks who goes next.
    d.enemy = enemy.immunityCancelled
      ? enemy
      : { card: enemy.card, damage: enemy.damage, shieldRaw: enemy.shieldRaw, immunityCancelled: true };
    d.phase = 'chooseNext';
    return;
  }

  const value = shape.value;
  const active = shape.suits & ~blockedSuitBit(enemy);
  if ((active & HEARTS) !== 0) healFromDiscard(d, value);
  if ((active & DIAMONDS) !== 0) drawCards(d, value);
  const shield = (shape.suits & SPADES) !== 0 ? value : 0;
  const dealt = (active & CLUBS) !== 0 ? value * 2 : value;
  const damage = enemy.damage + dealt;
  d.enemy = { card: enemy.card, damage, shieldRaw: enemy.shieldRaw + shield, immunityCancelled: enemy.immunityCancelled };
  d.events.push({ type: 'damageDealt', amount: dealt, shield });

  const health = enemyStats(enemy).health;
  if (damage < health) sufferDamage(d);
  else defeatEnemy(d, enemy.card, damage === health);
}

/**
 * The enemy falls (§3.5.3): exact kill face down on top of the Tavern, overkill onto the discard;
 * then the cards in play onto the discard in play order; then the next enemy or victory (§4).
 */
function defeatEnemy(d: Draft, card: CardId, exact: boolean): void {
  const played = d.inPlay;
  const discard: CardId[] = [];
  for (let i = played.length - 1; i >= 0; i--) discard.push(played[i] as CardId);
  if (exact) {
    d.tavern = [card].concat(d.tavern);
    d.tavernKnownTop++;
  } else {
    discard.push(card);
  }
  d.discard = discard.concat(d.discard);
  d.inPlay = [];
  d.enemiesDefeated++;
  d.events.push({ type: 'enemyDefeated', card, exact });
  // Indexing and slice, not `[next, ...castle]`: rest destructuring walks the array's iterator.
  const next = d.castle[0];
  if (next === undefined) {
    d.enemy = null;
    d.phase = 'won';
    d.pendingDamage = 0;
    if (d.jesterPowers !== null) d.soloGrade = d.jesterPowers >= 2 ? 'gold' : d.jesterPowers === 1 ? 'silver' : 'bronze';
    d.events.push({ type: 'gameWon' });
    return;
  }
  d.castle = d.castle.slice(1);
  d.enemy = { card: next, damage: 0, shieldRaw: 0, immunityCancelled: false };
  d.events.push({ type: 'enemyRevealed', card: next, suit: cardInfo(next)?.suit ?? null });
  startTurn(d, d.current);
}
