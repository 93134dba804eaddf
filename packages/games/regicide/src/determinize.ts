import type { CardId, Rng, Seat } from '@tavern/engine';
import { cardInfo, faceCards, jestersInTavern, NUMBER_CARDS } from './cards';
import type { RegicideState } from './state';
import type { RegicideView } from './view';

/**
 * A full state consistent with `view` (what `seat` knows): the cards the seat cannot see are dealt
 * at random into the other hands and the hidden part of the Tavern; the Castle's known enemies are
 * stacked in their rank layers, shuffled within each layer.
 */
export function determinize(view: RegicideView, seat: Seat, rng: Rng): RegicideState {
  const known = new Set<string>([
    ...(view.hand ?? []),
    ...view.inPlay,
    ...(view.discardTop === null ? [] : [view.discardTop]),
    ...view.castleEnemies,
    ...view.tavernTop,
  ]);
  if (view.enemy !== null) known.add(view.enemy.card);
  const everyCard = [...NUMBER_CARDS, ...faceCards('J'), ...faceCards('Q'), ...faceCards('K'), ...jestersInTavern(view.numPlayers)];
  const pool = rng.shuffle(everyCard.filter((card) => !known.has(card)));
  let next = 0;
  const take = (count: number): CardId[] => {
    const cards = pool.slice(next, next + count);
    next += count;
    return cards;
  };
  const hands = view.handCounts.map((count, s) => (s === seat ? [...(view.hand ?? [])] : take(count)));
  const tavern = [...view.tavernTop, ...take(view.tavernCount - view.tavernTop.length)];
  // Below its top card the discard pile is not in the view, so it is sampled like hidden cards.
  const discard = view.discardTop === null ? [] : [view.discardTop, ...take(view.discardCount - 1)];
  const layer = (rank: number): CardId[] =>
    rng.shuffle(view.castleEnemies.filter((card) => cardInfo(card)?.rank === rank));
  const castle = [...layer(11), ...layer(12), ...layer(13)];
  const enemy = view.enemy;
  return {
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    numPlayers: view.numPlayers,
    maxHandSize: view.maxHandSize,
    hands,
    castle,
    enemy:
      enemy === null
        ? null
        : { card: enemy.card, damage: enemy.damage, shieldRaw: enemy.shieldRaw, immunityCancelled: enemy.immunityCancelled },
    inPlay: [...view.inPlay],
    tavern,
    tavernKnownTop: view.tavernTop.length,
    discard,
    current: view.current,
    phase: view.phase,
    pendingDamage: view.pendingDamage,
    yielded: [...view.yielded],
    jesterPowers: view.jesterPowers,
    lossReason: view.lossReason,
    soloGrade: view.soloGrade,
    enemiesDefeated: view.enemiesDefeated,
    turns: view.turns,
  };
}
