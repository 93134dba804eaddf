import type { Rng, Seat } from '@tavern/engine';
import { ALL_CARD_IDS, isTrumpet } from './cards';
import type { State } from './state';
import type { View } from './view';

/**
 * A full state consistent with what `seat` sees (design §2): the cards the seat cannot see are
 * shuffled into the other hands (by their public sizes) and the draw pile, which keeps exactly the
 * unrevealed Trumpets; other players' hidden scores are filled with neutral values.
 */
export function determinize(view: View, seat: Seat, rng: Rng): State {
  const known = new Set<string>([...view.fieldPile, ...view.trumpets, ...(view.hand ?? [])]);
  for (const player of view.players) for (const card of player.skillArea) known.add(card);
  const unknownCards: string[] = [];
  const unknownTrumpets: string[] = [];
  for (const card of ALL_CARD_IDS) {
    if (known.has(card)) continue;
    (isTrumpet(card) ? unknownTrumpets : unknownCards).push(card);
  }
  const shuffled = rng.shuffle(unknownCards);
  let next = 0;
  const hands: string[][] = view.players.map((player, other) => {
    if (other === seat) return [...(view.hand ?? [])];
    const hand = shuffled.slice(next, next + player.handCount);
    next += player.handCount;
    return hand;
  });
  const drawPile = rng.shuffle([...shuffled.slice(next), ...unknownTrumpets]);

  const rounds = view.scores.find((score) => score.seat === seat)?.penalties.length ?? 0;
  const neutralTotal = view.options.mode === 'standard' ? 0 : view.options.startingScore;
  const penalties: number[][] = [];
  const totals: number[] = [];
  for (let other = 0; other < view.numPlayers; other++) {
    const score = view.scores.find((s) => s.seat === other);
    penalties.push(score ? [...score.penalties] : new Array<number>(rounds).fill(0));
    totals.push(score ? score.total : neutralTotal);
  }
  const last = view.lastRound;
  return {
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    numPlayers: view.numPlayers,
    options: view.options,
    round: view.round,
    firstPlayer: view.firstPlayer as Seat,
    current: view.current as Seat,
    drawPile,
    fieldPile: view.fieldPile,
    colour: view.colour,
    trumpets: view.trumpets,
    hands,
    skillAreas: view.players.map((player) => player.skillArea),
    skips: view.players.map((player) => player.skips),
    extraTurns: view.players.map((player) => player.extraTurns),
    firstOut: view.firstOut,
    pending: view.pending,
    penalties,
    totals,
    roundsOut: view.players.map((player) => player.roundsOut),
    lastRound:
      last === null
        ? null
        : {
            round: last.round,
            reason: last.reason,
            wentOut: last.wentOut,
            outSeats: last.outSeats as Seat[],
            revealer: last.revealer,
            nextFirst: last.nextFirst as Seat,
            turns: last.turns,
            penalties: last.penalties.map((penalty) => penalty ?? 0),
          },
    turnsThisRound: view.turnsThisRound,
    turns: view.turns,
    voidRounds: view.voidRounds,
  };
}
