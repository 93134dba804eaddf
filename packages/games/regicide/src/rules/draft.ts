import type { CardId, GameEvent } from '@tavern/engine';
import { cardRank, cardValue, ENEMY_STATS, suitIndex } from '../cards';
import type { Enemy, RegicideState } from '../state';

/**
 * A writable shallow copy of a state, owned by one `apply` call. Only its top-level fields are
 * reassigned; every array and object inside is replaced, never changed, so the input stays intact
 * and untouched parts are shared with it.
 */
export type Draft = { -readonly [K in keyof RegicideState]: RegicideState[K] } & { events: GameEvent[] };

/** Starts a draft of `state` with an empty event list. (Literal objects, not spreads: this is hot.) */
export function draft(s: RegicideState): Draft {
  return {
    rng: s.rng,
    numPlayers: s.numPlayers,
    maxHandSize: s.maxHandSize,
    hands: s.hands,
    castle: s.castle,
    enemy: s.enemy,
    inPlay: s.inPlay,
    tavern: s.tavern,
    tavernKnownTop: s.tavernKnownTop,
    discard: s.discard,
    current: s.current,
    phase: s.phase,
    pendingDamage: s.pendingDamage,
    yielded: s.yielded,
    jesterPowers: s.jesterPowers,
    lossReason: s.lossReason,
    soloGrade: s.soloGrade,
    enemiesDefeated: s.enemiesDefeated,
    turns: s.turns,
    events: [],
  };
}

/** The finished state of a draft (without its events). */
export function finish(d: Draft): RegicideState {
  return {
    rng: d.rng,
    numPlayers: d.numPlayers,
    maxHandSize: d.maxHandSize,
    hands: d.hands,
    castle: d.castle,
    enemy: d.enemy,
    inPlay: d.inPlay,
    tavern: d.tavern,
    tavernKnownTop: d.tavernKnownTop,
    discard: d.discard,
    current: d.current,
    phase: d.phase,
    pendingDamage: d.pendingDamage,
    yielded: d.yielded,
    jesterPowers: d.jesterPowers,
    lossReason: d.lossReason,
    soloGrade: d.soloGrade,
    enemiesDefeated: d.enemiesDefeated,
    turns: d.turns,
  };
}

/** A copy of `list` with `list[index]` replaced by `item`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const out = list.slice();
  out[index] = item;
  return out;
}

/** `hand` without the cards of `removed`. */
export function without(hand: readonly CardId[], removed: readonly CardId[]): CardId[] {
  // Plain loops: `removed` is often a shared frozen array, off the fast paths of the array builtins.
  const out: CardId[] = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as CardId;
    let taken = false;
    for (let j = 0; j < removed.length; j++) if (removed[j] === card) taken = true;
    if (!taken) out.push(card);
  }
  return out;
}

/** Total value of a list of cards (§1.2). */
export function totalValue(cards: readonly string[]): number {
  let sum = 0;
  for (const card of cards) sum += cardValue(card);
  return sum;
}

/** The enemy's attack and health (§1.3). */
export function enemyStats(enemy: Enemy): { readonly attack: number; readonly health: number } {
  const stats = ENEMY_STATS[cardRank(enemy.card)];
  if (stats === undefined) throw new Error(`enemy ${enemy.card} is not a face card`);
  return stats;
}

/**
 * The suit the enemy blocks (§2 blockedSuit) as a suit-mask bit (H 1, D 2, C 4, S 8): its own,
 * until a Jester cancels its immunity; 0 once cancelled.
 */
export function blockedSuitBit(enemy: Enemy): number {
  return enemy.immunityCancelled ? 0 : 1 << suitIndex(enemy.card);
}

/** The shield that counts (§2 effectiveShield): 0 while spades are blocked. */
export function effectiveShield(enemy: Enemy): number {
  return blockedSuitBit(enemy) === 8 ? 0 : enemy.shieldRaw;
}

/** The damage the enemy would deal now (§2 currentAttack). */
export function currentAttack(enemy: Enemy): number {
  return Math.max(0, enemyStats(enemy).attack - effectiveShield(enemy));
}

/** Can the current player yield (§3.3)? Never in solo; otherwise some other player did not just yield. */
export function canYield(state: RegicideState): boolean {
  if (state.numPlayers < 2) return false;
  for (let seat = 0; seat < state.numPlayers; seat++) {
    if (seat !== state.current && state.yielded[seat] !== true) return true;
  }
  return false;
}

/** The current player's hand. */
export function currentHand(state: RegicideState): readonly string[] {
  return state.hands[state.current] ?? [];
}
