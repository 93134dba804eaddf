import type { Rng, Seat } from '@tavern/engine';
import { ALL_CARD_IDS, isTrumpet } from './cards';
import type { State } from './state';
import type { PlayerView, ScoreView, View } from './view';

const INDEX_OF_CARD = new Map<string, number>(ALL_CARD_IDS.map((card, index) => [card, index]));
const IS_TRUMPET = Uint8Array.from(ALL_CARD_IDS, (card) => (isTrumpet(card) ? 1 : 0));

function markKnown(known: Uint8Array, cards: readonly string[]): void {
  for (const card of cards) {
    const index = INDEX_OF_CARD.get(card);
    if (index !== undefined) known[index] = 1;
  }
}

interface Unseen {
  /** Cards the viewer cannot see, in printed order (Trumpets apart: they stay in the pile). */
  readonly unknownCards: readonly string[];
  readonly unknownTrumpets: readonly string[];
}

/**
 * A search determinizes the same (immutable) view once per iteration, so what the view leaves
 * unseen is computed once per view object.
 */
const UNSEEN = new WeakMap<View, Unseen>();

function unseenCards(view: View): Unseen {
  let unseen = UNSEEN.get(view);
  if (unseen === undefined) {
    // Cards are marked by printed index, not collected in a Set.
    const known = new Uint8Array(ALL_CARD_IDS.length);
    markKnown(known, view.fieldPile);
    markKnown(known, view.trumpets);
    markKnown(known, view.hand ?? []);
    for (const player of view.players) markKnown(known, player.skillArea);
    const unknownCards: string[] = [];
    const unknownTrumpets: string[] = [];
    for (let index = 0; index < ALL_CARD_IDS.length; index++) {
      if (known[index] === 1) continue;
      const card = ALL_CARD_IDS[index] as string;
      if (IS_TRUMPET[index] === 1) unknownTrumpets.push(card);
      else unknownCards.push(card);
    }
    unseen = { unknownCards, unknownTrumpets };
    UNSEEN.set(view, unseen);
  }
  return unseen;
}

function scoreOf(view: View, seat: number): ScoreView | undefined {
  for (const score of view.scores) if (score.seat === seat) return score;
  return undefined;
}

/**
 * A full state consistent with what `seat` sees (design §2): the cards the seat cannot see are
 * shuffled into the other hands (by their public sizes) and the draw pile, which keeps exactly the
 * unrevealed Trumpets; other players' hidden scores are filled with neutral values.
 */
export function determinize(view: View, seat: Seat, rng: Rng): State {
  const { unknownCards, unknownTrumpets } = unseenCards(view);
  const ownHand = view.hand ?? [];
  const shuffled = rng.shuffle(unknownCards);
  let next = 0;
  const hands: string[][] = [];
  const skillAreas: (readonly string[])[] = [];
  const skips: number[] = [];
  const extraTurns: number[] = [];
  const roundsOut: number[] = [];
  for (let other = 0; other < view.players.length; other++) {
    const player = view.players[other] as PlayerView;
    if (other === seat) hands.push([...ownHand]);
    else {
      hands.push(shuffled.slice(next, next + player.handCount));
      next += player.handCount;
    }
    skillAreas.push(player.skillArea);
    skips.push(player.skips);
    extraTurns.push(player.extraTurns);
    roundsOut.push(player.roundsOut);
  }
  const rest = shuffled.slice(next);
  for (const trumpet of unknownTrumpets) rest.push(trumpet);
  const drawPile = rng.shuffle(rest);

  const rounds = scoreOf(view, seat)?.penalties.length ?? 0;
  const neutralTotal = view.options.mode === 'standard' ? 0 : view.options.startingScore;
  const penalties: number[][] = [];
  const totals: number[] = [];
  for (let other = 0; other < view.numPlayers; other++) {
    const score = scoreOf(view, other);
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
    skillAreas,
    skips,
    extraTurns,
    firstOut: view.firstOut,
    pending: view.pending,
    penalties,
    totals,
    roundsOut,
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
