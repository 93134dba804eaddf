import { z } from 'zod';
import {
  allSeats,
  createRng,
  RuleError,
  rngStateFromSeed,
  seatAfter,
  type GameDef,
  type GameEvent,
  type RngState,
  type Seat,
} from '@tavern/engine';

/**
 * "Colour Match", a test-only shedding game with hidden hands: play a card matching the pile's top
 * card in colour or number, or draw one (which ends your turn); with the deck empty you may pass.
 * A 1 makes the next seat draw a card. Empty your hand to win; if every seat passes in a row, the
 * fewest cards win. Small, but with hidden hands, a hidden deck and real choices.
 */
export interface ToyState {
  readonly rng: RngState;
  readonly hands: readonly (readonly string[])[];
  readonly deck: readonly string[];
  /** Played cards, oldest first; the last one is the top. */
  readonly pile: readonly string[];
  readonly current: Seat;
  /** Consecutive passes; the game ends when it reaches the number of seats. */
  readonly passes: number;
}
export type ToyAction =
  | { readonly type: 'play'; readonly card: string }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' };
export interface ToyView {
  readonly seat: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly deckCount: number;
  readonly pile: readonly string[];
  readonly current: Seat;
  readonly passes: number;
}

const COLOURS = ['R', 'G', 'B'] as const;
/** Every card id: a colour letter and a number 1-6. */
export const TOY_CARDS: readonly string[] = COLOURS.flatMap((c) => [1, 2, 3, 4, 5, 6].map((n) => `${c}${n}`));
const HAND_SIZE = 4;

/** Can `card` go on `top`? Same colour or same number. */
export const matches = (card: string, top: string): boolean => card[0] === top[0] || card[1] === top[1];

const isFinished = (s: ToyState): boolean =>
  s.hands.some((h) => h.length === 0) || s.passes >= s.hands.length;

function deal(numPlayers: number, cards: readonly string[], rngState: RngState): ToyState {
  return {
    rng: rngState,
    hands: allSeats(numPlayers).map((s) => cards.slice(s * HAND_SIZE, (s + 1) * HAND_SIZE)),
    pile: [cards[numPlayers * HAND_SIZE] as string],
    deck: cards.slice(numPlayers * HAND_SIZE + 1),
    current: 0 as Seat,
    passes: 0,
  };
}

function legal(s: ToyState, seat: Seat): ToyAction[] {
  if (isFinished(s) || seat !== s.current) return [];
  const top = s.pile[s.pile.length - 1] as string;
  const plays: ToyAction[] = (s.hands[seat] ?? [])
    .filter((card) => matches(card, top))
    .map((card) => ({ type: 'play', card }));
  plays.push(s.deck.length > 0 ? { type: 'draw' } : { type: 'pass' });
  return plays;
}

const replaceHand = (hands: ToyState['hands'], seat: Seat, hand: readonly string[]) =>
  hands.map((h, i) => (i === seat ? hand : h));

export const toyGame: GameDef<ToyState, ToyAction, ToyView, Record<string, never>> = {
  id: 'toy',
  name: 'Colour Match',
  rulesVersion: '1',
  minPlayers: 2,
  maxPlayers: 4,
  maxSteps: 400,
  defaultOptions: {},
  optionsSchema: z.object({}).strict(),
  actionSchema: z.union([
    z.object({ type: z.literal('play'), card: z.string() }).strict(),
    z.object({ type: z.literal('draw') }).strict(),
    z.object({ type: z.literal('pass') }).strict(),
  ]),
  setup(numPlayers, seed) {
    const rng = createRng(rngStateFromSeed(seed));
    const cards = rng.shuffle(TOY_CARDS);
    return deal(numPlayers, cards, rng.state());
  },
  toAct: (s) => (isFinished(s) ? [] : [s.current]),
  legalActions: legal,
  apply(s, seat, action) {
    if (isFinished(s)) throw new RuleError('matchFinished', {}, 'The game is over.');
    if (seat !== s.current) throw new RuleError('notYourTurn', {}, 'It is not your turn.');
    const n = s.hands.length;
    const next = seatAfter(seat, n);
    const hand = s.hands[seat] ?? [];
    const top = s.pile[s.pile.length - 1] as string;
    if (action.type === 'pass') {
      if (s.deck.length > 0) throw new RuleError('mustDraw', {}, 'You must draw while the deck has cards.');
      return { state: { ...s, current: next, passes: s.passes + 1 }, events: [{ type: 'passed', seat }] };
    }
    if (action.type === 'draw') {
      const card = s.deck[0];
      if (card === undefined) throw new RuleError('deckEmpty', {}, 'The deck is empty: pass instead.');
      const event: GameEvent = { type: 'drew', seat, card, visibleTo: [seat], redacted: { type: 'drew', seat } };
      const hands = replaceHand(s.hands, seat, [...hand, card]);
      return { state: { ...s, hands, deck: s.deck.slice(1), current: next, passes: 0 }, events: [event] };
    }
    if (!hand.includes(action.card)) throw new RuleError('notInHand', {}, `You don't hold ${action.card}.`);
    if (!matches(action.card, top)) {
      throw new RuleError('noMatch', {}, `You can't play ${action.card} on ${top}: match its colour or number.`);
    }
    let hands = replaceHand(s.hands, seat, hand.filter((c) => c !== action.card));
    let deck = s.deck;
    const events: GameEvent[] = [{ type: 'played', seat, card: action.card }];
    const penalty = deck[0];
    if (action.card[1] === '1' && penalty !== undefined && (hands[seat] ?? []).length > 0) {
      hands = replaceHand(hands, next, [...(hands[next] ?? []), penalty]);
      deck = deck.slice(1);
      events.push({ type: 'drew', seat: next, card: penalty, visibleTo: [next], redacted: { type: 'drew', seat: next } });
    }
    return { state: { ...s, hands, deck, pile: [...s.pile, action.card], current: next, passes: 0 }, events };
  },
  timeoutAction: (s, seat) => legal(s, seat)[0] ?? { type: 'pass' },
  view(s, viewer) {
    return {
      seat: viewer === 'spectator' ? null : viewer,
      hand: viewer === 'spectator' ? [] : [...(s.hands[viewer] ?? [])].sort(),
      handCounts: s.hands.map((h) => h.length),
      deckCount: s.deck.length,
      pile: s.pile,
      current: s.current,
      passes: s.passes,
    };
  },
  determinize(v, seat, rng) {
    const known = new Set([...v.hand, ...v.pile]);
    const unknown = rng.shuffle(TOY_CARDS.filter((c) => !known.has(c)));
    let next = 0;
    const hands = v.handCounts.map((count, s) => {
      if (s === seat) return v.hand;
      const hand = unknown.slice(next, next + count);
      next += count;
      return hand;
    });
    const rngState: RngState = [rng.next(), rng.next(), rng.next(), rng.next()];
    return { rng: rngState, hands, deck: unknown.slice(next), pile: v.pile, current: v.current, passes: v.passes };
  },
  outcome(s) {
    if (!isFinished(s)) return null;
    const fewest = Math.min(...s.hands.map((h) => h.length));
    const winners = allSeats(s.hands.length).filter((seat) => (s.hands[seat] ?? []).length === fewest);
    return { winners, label: fewest === 0 ? 'Went out' : 'Blocked', stats: { pile: s.pile.length } };
  },
  allCards: (s) => [...s.hands.flat(), ...s.deck, ...s.pile],
  hiddenValues: (s, viewer) => [...s.hands.filter((_, i) => i !== viewer).flat(), ...s.deck],
};
