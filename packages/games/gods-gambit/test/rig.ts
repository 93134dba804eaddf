import { asSeat, rngStateFromSeed, type Seat } from '@tavern/engine';
import { scenario, type Scenario } from '@tavern/engine/test-kit';
import type { Action } from '../src/actions';
import { ALL_CARD_IDS, type Colour } from '../src/cards';
import { game } from '../src/game';
import type { Options } from '../src/options';
import type { State } from '../src/state';
import type { View } from '../src/view';

/** A rigged position in the spec's scenario notation (§8.0): labels like "R5", "MAG", "TR". */
export interface RigSpec {
  readonly seats: number;
  readonly next: number;
  /** Field as "card/colour", e.g. "R4/R" or "K2/U". */
  readonly field: string;
  readonly hands: readonly (readonly string[])[];
  readonly skill?: readonly (readonly string[])[];
  /** Draw pile top first; "filler" stands for some unlisted non-Trumpet cards. */
  readonly pile?: readonly string[];
  /** The pile holds exactly the listed cards (no filler, no extra Trumpets). */
  readonly pileExact?: boolean;
  readonly trumpetsRevealed?: number;
  readonly round?: number;
  readonly totals?: readonly number[];
  readonly penalties?: readonly (readonly number[])[];
  readonly roundsOut?: readonly number[];
  readonly options?: Options;
}

/** The spec label of a card id: "R5#2" → "R5", "MAG#3" → "MAG". */
export function label(id: string): string {
  return id.split('#')[0] ?? id;
}

/** Labels of a list of ids, in order. */
export function labels(ids: readonly string[]): string[] {
  return ids.map(label);
}

const FILLER_SIZE = 10;

/** Builds the state a scenario describes; unlisted cards lie in the field pile below the field card. */
export function rig(spec: RigSpec): State {
  const unused = [...ALL_CARD_IDS];
  const take = (name: string): string => {
    const index = unused.findIndex((id) => label(id) === name);
    if (index < 0) throw new Error(`no copy of ${name} left for the rig`);
    const [id] = unused.splice(index, 1);
    return id as string;
  };
  const [fieldName, colour] = spec.field.split('/') as [string, Colour];
  const fieldCard = take(fieldName);
  const revealed = spec.trumpetsRevealed ?? 0;
  const trumpets = Array.from({ length: revealed }, () => take('TR'));
  const hands = spec.hands.map((hand) => hand.map(take));
  const skillAreas = Array.from({ length: spec.seats }, (_, seat) =>
    (spec.skill?.[seat] ?? []).map(take),
  );
  const listedPile: string[] = [];
  const fillerAt: number[] = [];
  for (const name of spec.pile ?? ['filler']) {
    if (name === 'filler') fillerAt.push(listedPile.length);
    else listedPile.push(take(name));
  }
  const pileTopFirst: string[] = [];
  let listedIndex = 0;
  for (let i = 0; i <= listedPile.length; i++) {
    if (fillerAt.includes(i)) {
      for (let f = 0; f < FILLER_SIZE; f++) {
        const index = unused.findIndex((id) => label(id) !== 'TR');
        pileTopFirst.push(...unused.splice(index, 1));
      }
    }
    const next = listedPile[listedIndex++];
    if (next !== undefined) pileTopFirst.push(next);
  }
  if (spec.pileExact !== true) {
    while (unused.some((id) => label(id) === 'TR')) pileTopFirst.push(take('TR'));
  }
  if (unused.some((id) => label(id) === 'TR')) throw new Error('Trumpets are never unlisted');
  const n = spec.seats;
  const next = asSeat(spec.next);
  const options = spec.options ?? game.defaultOptions;
  return {
    rng: rngStateFromSeed('rig'),
    numPlayers: n,
    options,
    round: spec.round ?? 1,
    firstPlayer: next,
    current: next,
    drawPile: pileTopFirst.reverse(),
    fieldPile: [...unused, fieldCard],
    colour,
    trumpets,
    hands,
    skillAreas,
    skips: new Array<number>(n).fill(0),
    extraTurns: new Array<number>(n).fill(0),
    firstOut: -1,
    pending: { kind: 'main', seat: next },
    penalties:
      spec.penalties ??
      Array.from({ length: n }, () => new Array<number>((spec.round ?? 1) - 1).fill(0)),
    totals:
      spec.totals ??
      new Array<number>(n).fill(options.mode === 'standard' ? 0 : options.startingScore),
    roundsOut: spec.roundsOut ?? new Array<number>(n).fill(0),
    lastRound: null,
    turnsThisRound: 1,
    turns: 1,
    voidRounds: 0,
  };
}

/** A scenario on a rigged state. */
export type GG = Scenario<State, Action, View, Options>;

/** Starts a scenario from a spec. */
export function start(spec: RigSpec): GG {
  return scenario(game, rig(spec));
}

/** The id of the card labelled `name` in `seat`'s hand. */
export function inHand(s: GG, seat: number, name: string): string {
  const id = (s.state.hands[seat] ?? []).find((card) => label(card) === name);
  if (id === undefined) throw new Error(`seat ${seat} holds no ${name}`);
  return id;
}

/** `play X → field [colour]` / `play X → skill`. */
export function play(
  s: GG,
  seat: number,
  name: string,
  to: 'field' | 'skill',
  colour?: Colour,
): Action {
  const card = inHand(s, seat, name);
  return colour === undefined ? { type: 'play', card, to } : { type: 'play', card, to, colour };
}

/** `extra X [colour]`. */
export function extra(s: GG, seat: number, name: string, colour?: Colour): Action {
  const card = inHand(s, seat, name);
  return colour === undefined ? { type: 'extraPlay', card } : { type: 'extraPlay', card, colour };
}

/** `defend X [→ new target]`. */
export function defend(s: GG, seat: number, name: string, redirect?: number): Action {
  const card = inHand(s, seat, name);
  return redirect === undefined ? { type: 'defend', card } : { type: 'defend', card, redirect };
}

/** `use → target`. */
export function useOn(target: number): Action {
  return { type: 'useSkill', target };
}

/** Labels of a seat's hand, sorted, for comparisons that ignore order. */
export function handOf(s: GG, seat: number): string[] {
  return labels(s.state.hands[seat] ?? []).sort();
}

/** Labels of a seat's skill area, in order of arrival. */
export function areaOf(s: GG, seat: number): string[] {
  return labels(s.state.skillAreas[seat] ?? []);
}

/** The draw pile's top card label. */
export function pileTop(s: GG): string {
  return label(s.state.drawPile[s.state.drawPile.length - 1] ?? '');
}

/** The field as "card/colour". */
export function fieldOf(s: GG): string {
  return `${label(s.state.fieldPile[s.state.fieldPile.length - 1] ?? '')}/${s.state.colour}`;
}

/** The legal actions of a seat as short strings: "draw", "R3>field", "MAG>field:U", "R5>skill". */
export function legalStrings(s: GG, seat: number): string[] {
  return s.legal(seat).map((action) => {
    switch (action.type) {
      case 'play':
        return `${label(action.card)}>${action.to}${action.colour === undefined ? '' : `:${action.colour}`}`;
      case 'extraPlay':
        return `extra ${label(action.card)}${action.colour === undefined ? '' : `:${action.colour}`}`;
      case 'defend':
        return `defend ${label(action.card)}${action.redirect === undefined ? '' : `>${action.redirect}`}`;
      case 'haunt':
        return `haunt ${label(action.card)}`;
      case 'useSkill':
        return `use${action.target === undefined ? '' : `>${action.target}`}${action.colour === undefined ? '' : `:${action.colour}`}`;
      case 'chooseColour':
        return `colour:${action.colour}`;
      case 'draw':
      case 'noPlay':
      case 'declineSkill':
      case 'stop':
      case 'declineDefense':
      case 'startRound':
        return action.type;
    }
  });
}

/** Whose decision it is, as "kind:seat". */
export function nextOf(s: GG): string {
  const p = s.state.pending;
  return p.kind === 'gameOver' ? 'gameOver' : `${p.kind}:${p.seat}`;
}

export const A = 0 as Seat;
export const B = 1 as Seat;
export const C = 2 as Seat;
export const D = 3 as Seat;
