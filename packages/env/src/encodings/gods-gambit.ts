import type { Seat } from '@tavern/engine';
import { ALL_CARD_IDS, COLOURS, findCard, type Action, type CardInfo, type Instance, type View } from '@tavern/gods-gambit';
import { byte, relativeSeat, type Encoder, type GameEncoding } from '../encoding';

const MAX_SEATS = 6;
const CARDS = ALL_CARD_IDS.length;
/** "No colour" and the four colours: 5 values. */
const COLOUR_CHOICES = COLOURS.length + 1;
/** "No seat" and the six relative seats: 7 values. */
const SEAT_CHOICES = MAX_SEATS + 1;

// Action ids, enumerated: every field of every action is a small finite set, so the product fits
// in 2,437 ids and every decision is one id. Cards are named by their index in ALL_CARD_IDS.
const SINGLETONS = ['draw', 'noPlay', 'declineSkill', 'stop', 'declineDefense', 'startRound'] as const;
const CHOOSE_COLOUR = SINGLETONS.length; // + colour, 4 ids
const PLAY = CHOOSE_COLOUR + COLOURS.length; // + (card × 2 + to) × 5 + colour choice
const USE_SKILL = PLAY + CARDS * 2 * COLOUR_CHOICES; // + seat choice × 5 + colour choice
const EXTRA_PLAY = USE_SKILL + SEAT_CHOICES * COLOUR_CHOICES; // + card × 5 + colour choice
const DEFEND = EXTRA_PLAY + CARDS * COLOUR_CHOICES; // + card × 7 + seat choice
const HAUNT = DEFEND + CARDS * SEAT_CHOICES; // + card
const NUM_ACTIONS = HAUNT + CARDS;

const SKILLS = [
  'none', 'diligence', 'silence', 'grace', 'crusade', 'rite', 'decree', 'shield', 'reflection', 'transmutation',
  'mischief', 'privilege', 'valor', 'dragonfire', 'miracle', 'curse', 'haunting', 'cataclysm',
] as const;
const PENDING = ['initialColour', 'main', 'postDraw', 'declare', 'extra', 'defense', 'haunt', 'roundOver', 'gameOver'] as const;
const KINDS = ['common', 'wild', 'trumpet'] as const;

// A card's index by its id's first two characters and last one (every id is unique by those:
// checked when the table is built), so observing a hand hashes no string.
function charKey(id: string): number {
  return (((id.charCodeAt(0) & 31) << 6) | (id.charCodeAt(1) & 63)) * 16 + (id.charCodeAt(id.length - 1) & 15);
}
const INDEX_BY_KEY = new Int16Array(32 * 64 * 16).fill(-1);
ALL_CARD_IDS.forEach((id, i) => {
  if (INDEX_BY_KEY[charKey(id)] !== -1) throw new Error(`Gods' Gambit card ids ${id} and ${ALL_CARD_IDS[INDEX_BY_KEY[charKey(id)] as number]} share a key`);
  INDEX_BY_KEY[charKey(id)] = i;
});

function cardIndex(id: string): number {
  const index = id.length < 2 ? -1 : (INDEX_BY_KEY[charKey(id)] as number);
  // The key names at most one card: the comparison confirms it is this one.
  if (index < 0 || ALL_CARD_IDS[index] !== id) throw new RangeError(`"${id}" is not a Gods' Gambit card`);
  return index;
}

/** "No seat" (0) or a seat relative to the actor (1 + offset). */
function seatChoice(target: number | undefined, seat: number, numPlayers: number): number {
  return target === undefined ? 0 : 1 + relativeSeat(target, seat, numPlayers);
}

function colourChoice(colour: string | undefined): number {
  return colour === undefined ? 0 : 1 + colourIndex(colour);
}

// Observation layout.
const HAND = 0;
/** Per relative seat: hand count, skips, extra turns, rounds out, skill-area size, then skill-area skills. */
const SEAT_BLOCK = 5 + SKILLS.length;
const SEATS = HAND + CARDS;
/** A card described by features: kind (3), colour (4), number, skill (18), defense. */
const CARD_FEATURES = KINDS.length + COLOURS.length + 1 + SKILLS.length + 1;
const FIELD_CARD = SEATS + MAX_SEATS * SEAT_BLOCK;
const PENDING_CARD = FIELD_CARD + CARD_FEATURES;
const COLOUR = PENDING_CARD + CARD_FEATURES;
const PENDING_KIND = COLOUR + COLOURS.length;
const PENDING_SEAT = PENDING_KIND + PENDING.length;
const INSTANCE = PENDING_SEAT + MAX_SEATS; // skill (18), user, target, aimedBy (relative seats, 6 each), lastCard
const CURRENT = INSTANCE + SKILLS.length + 3 * MAX_SEATS + 1;
const FIRST_PLAYER = CURRENT + MAX_SEATS;
const SCALARS = FIRST_PLAYER + MAX_SEATS;
const SCALAR_NAMES = [
  'numPlayers', 'round', 'fieldPileSize', 'trumpets', 'drawPileSize', 'extraLeft', 'hauntMoved', 'ownTotal',
  'turnsThisRound', 'voidRounds', 'finished', 'subtraction',
] as const;
const OBSERVATION_SIZE = SCALARS + SCALAR_NAMES.length;

/** The features of a card (see CARD_FEATURES), computed once per card. */
function featuresOf(info: CardInfo): Uint8Array {
  const features = new Uint8Array(CARD_FEATURES);
  features[KINDS.indexOf(info.kind)] = 1;
  if (info.colour !== null) features[KINDS.length + COLOURS.indexOf(info.colour)] = 1;
  features[KINDS.length + COLOURS.length] = byte(info.number);
  features[KINDS.length + COLOURS.length + 1 + SKILLS.indexOf(info.skill)] = 1;
  features[CARD_FEATURES - 1] = info.isDefense ? 1 : 0;
  return features;
}

// Per card index: the offsets and values of its non-zero features, and its skill's index, so that
// observing does no searching and writes only what is not 0.
const CARD_FEATURE_WRITES: readonly (readonly number[])[] = ALL_CARD_IDS.map((id) => {
  const features = featuresOf(findCard(id) as CardInfo);
  const writes: number[] = [];
  features.forEach((value, at) => {
    if (value !== 0) writes.push(at, value);
  });
  return writes;
});
const CARD_SKILL = Int8Array.from(ALL_CARD_IDS, (id) => SKILLS.indexOf((findCard(id) as CardInfo).skill));
const SKILL_INDEX = new Map<string, number>(SKILLS.map((skill, i) => [skill, i]));
// Colours are one letter each: their index by character code.
const COLOUR_BY_CODE = new Int8Array(128).fill(-1);
COLOURS.forEach((colour, i) => (COLOUR_BY_CODE[colour.charCodeAt(0)] = i));

function colourIndex(colour: string): number {
  const index = colour.length === 1 ? (COLOUR_BY_CODE[colour.charCodeAt(0) & 127] as number) : -1;
  if (index < 0) throw new RangeError(`"${colour}" is not a Gods' Gambit colour`);
  return index;
}

/** Writes the features of card `id` into `out` at `at` (the block must be zeroed). */
function writeCard(id: string, out: Uint8Array, at: number): void {
  const writes = CARD_FEATURE_WRITES[cardIndex(id)] as readonly number[];
  for (let k = 0; k < writes.length; k += 2) out[at + (writes[k] as number)] = writes[k + 1] as number;
}

function lookup(table: ReadonlyMap<string, number>, key: string): number {
  const index = table.get(key);
  if (index === undefined) throw new RangeError(`"${key}" is not known to the Gods' Gambit encoding`);
  return index;
}

/** The index of a pending kind in PENDING: a switch compares interned strings, a Map would hash them. */
function pendingIndex(kind: string): number {
  switch (kind) {
    case 'initialColour':
      return 0;
    case 'main':
      return 1;
    case 'postDraw':
      return 2;
    case 'declare':
      return 3;
    case 'extra':
      return 4;
    case 'defense':
      return 5;
    case 'haunt':
      return 6;
    case 'roundOver':
      return 7;
    case 'gameOver':
      return 8;
    default:
      throw new RangeError(`"${kind}" is not known to the Gods' Gambit encoding`);
  }
}
PENDING.forEach((kind, i) => {
  if (pendingIndex(kind) !== i) throw new Error(`pendingIndex("${kind}") is not its place in PENDING`);
});

/** The id of an action without fields: its place in SINGLETONS, found without a search. */
function singletonId(type: (typeof SINGLETONS)[number]): number {
  switch (type) {
    case 'draw':
      return 0;
    case 'noPlay':
      return 1;
    case 'declineSkill':
      return 2;
    case 'stop':
      return 3;
    case 'declineDefense':
      return 4;
    case 'startRound':
      return 5;
  }
}
SINGLETONS.forEach((type, i) => {
  if (singletonId(type) !== i) throw new Error(`singletonId("${type}") is not its place in SINGLETONS`);
});

/** Writes the defense or haunt instance block at `at`, seats relative to `seat`. */
function writeInstance(instance: Instance, seat: number, numPlayers: number, out: Uint8Array, at: number): void {
  out[at + lookup(SKILL_INDEX, instance.skill)] = 1;
  out[at + SKILLS.length + relativeSeat(instance.user, seat, numPlayers)] = 1;
  out[at + SKILLS.length + MAX_SEATS + relativeSeat(instance.target, seat, numPlayers)] = 1;
  out[at + SKILLS.length + 2 * MAX_SEATS + relativeSeat(instance.aimedBy, seat, numPlayers)] = 1;
  out[at + SKILLS.length + 3 * MAX_SEATS] = instance.lastCard ? 1 : 0;
}

/**
 * Card look-ups remembered from the last observation, per seat. States share every array an action
 * did not change, so an array met again is the same object and its cards need no new look-up:
 * nine skill areas in ten, three hands in ten and most field cards are unchanged since the last
 * observation. Only identity is compared (the arrays of a state are never modified).
 */
class ObservationMemo {
  /** The hand last observed by each seat, and its card indices. */
  readonly hands: (readonly string[] | null)[];
  readonly handIndices: Uint8Array[];
  /** The skill area last seen of each seat, and its (skill, count) pairs. */
  readonly areas: (readonly string[] | null)[];
  readonly areaPairs: Uint8Array[];
  readonly areaPairCounts: Uint8Array;
  fieldTop: string | null = null;
  fieldTopIndex = 0;
  /** Scratch for counting a skill area's skills. */
  readonly #skillCounts = new Uint8Array(SKILLS.length);

  constructor() {
    // Room for every seat a view can hold, whatever the encoder's player count.
    this.hands = new Array<readonly string[] | null>(MAX_SEATS).fill(null);
    this.areas = new Array<readonly string[] | null>(MAX_SEATS).fill(null);
    this.handIndices = [];
    this.areaPairs = [];
    for (let seat = 0; seat < MAX_SEATS; seat++) {
      this.handIndices.push(new Uint8Array(CARDS));
      this.areaPairs.push(new Uint8Array(2 * SKILLS.length));
    }
    this.areaPairCounts = new Uint8Array(MAX_SEATS);
  }

  /** The card indices of `hand`, the hand of `seat` (valid for `hand.length` entries). */
  handOf(seat: number, hand: readonly string[]): Uint8Array {
    let indices = this.handIndices[seat] as Uint8Array;
    if (this.hands[seat] === hand) return indices;
    this.hands[seat] = null;
    // Only a malformed hand (a card twice) outgrows the deck.
    if (hand.length > indices.length) this.handIndices[seat] = indices = new Uint8Array(hand.length);
    for (let i = 0; i < hand.length; i++) indices[i] = cardIndex(hand[i] as string);
    this.hands[seat] = hand;
    return indices;
  }

  /** The skill counts of `area`, the skill area of `seat`, as `areaPairCounts[seat]` (skill, count) pairs. */
  areaOf(seat: number, area: readonly string[]): Uint8Array {
    const pairs = this.areaPairs[seat] as Uint8Array;
    if (this.areas[seat] === area) return pairs;
    this.areas[seat] = null;
    const counts = this.#skillCounts;
    counts.fill(0);
    for (let i = 0; i < area.length; i++) {
      const skill = CARD_SKILL[cardIndex(area[i] as string)] as number;
      // A Uint8Array would wrap at 256: counts stop at the byte an observation can hold.
      if ((counts[skill] as number) < 255) counts[skill] = (counts[skill] as number) + 1;
    }
    let pairCount = 0;
    for (let skill = 0; skill < counts.length; skill++) {
      if (counts[skill] === 0) continue;
      pairs[2 * pairCount] = skill;
      pairs[2 * pairCount + 1] = counts[skill] as number;
      pairCount++;
    }
    this.areaPairCounts[seat] = pairCount;
    this.areas[seat] = area;
    return pairs;
  }

  /** The card index of the field card `id`. */
  fieldTopIndexOf(id: string): number {
    if (this.fieldTop !== id) {
      this.fieldTop = null;
      this.fieldTopIndex = cardIndex(id);
      this.fieldTop = id;
    }
    return this.fieldTopIndex;
  }
}

/** Writes the features of the card with index `index` into `out` at `at` (the block must be zeroed). */
function writeCardAt(index: number, out: Uint8Array, at: number): void {
  const writes = CARD_FEATURE_WRITES[index] as readonly number[];
  for (let k = 0; k < writes.length; k += 2) out[at + (writes[k] as number)] = writes[k + 1] as number;
}

const encoder = (numPlayers: number): Encoder<View, Action> => {
  const memo = new ObservationMemo();
  return {
    numActions: NUM_ACTIONS,
    observationSize: OBSERVATION_SIZE,
    maxTokens: 1,
    tokensReadView: false,
    actionTokens(action, _view, seat, out) {
      // Plays outnumber every other action in a legal list: their case comes first.
      switch (action.type) {
        case 'play':
          out.push(PLAY + (cardIndex(action.card) * 2 + (action.to === 'skill' ? 1 : 0)) * COLOUR_CHOICES + colourChoice(action.colour));
          return;
        case 'draw':
        case 'noPlay':
        case 'declineSkill':
        case 'stop':
        case 'declineDefense':
        case 'startRound':
          out.push(singletonId(action.type));
          return;
        case 'chooseColour':
          out.push(CHOOSE_COLOUR + colourIndex(action.colour));
          return;
        case 'useSkill':
          out.push(USE_SKILL + seatChoice(action.target, seat, numPlayers) * COLOUR_CHOICES + colourChoice(action.colour));
          return;
        case 'extraPlay':
          out.push(EXTRA_PLAY + cardIndex(action.card) * COLOUR_CHOICES + colourChoice(action.colour));
          return;
        case 'defend':
          out.push(DEFEND + cardIndex(action.card) * SEAT_CHOICES + seatChoice(action.redirect, seat, numPlayers));
          return;
        case 'haunt':
          out.push(HAUNT + cardIndex(action.card));
          return;
      }
    },
    observe(view, seat: Seat, out, offset) {
      out.fill(0, offset, offset + OBSERVATION_SIZE);
      const hand = view.hand;
      if (hand !== null && hand.length !== 0) {
        const indices = memo.handOf(seat, hand);
        for (let i = 0; i < hand.length; i++) out[offset + HAND + (indices[i] as number)] = 1;
      }
      const players = view.players;
      for (let other = 0; other < players.length; other++) {
        const player = players[other] as View['players'][number];
        // The relative seat without a division: other − seat, wrapped once.
        const relative = other >= seat ? other - seat : other - seat + numPlayers;
        const at = offset + SEATS + relative * SEAT_BLOCK;
        const skillArea = player.skillArea;
        out[at] = byte(player.handCount);
        out[at + 1] = byte(player.skips);
        out[at + 2] = byte(player.extraTurns);
        out[at + 3] = byte(player.roundsOut);
        out[at + 4] = byte(skillArea.length);
        if (skillArea.length === 0) continue;
        const pairs = memo.areaOf(other, skillArea);
        const end = 2 * (memo.areaPairCounts[other] as number);
        for (let k = 0; k < end; k += 2) out[at + 5 + (pairs[k] as number)] = pairs[k + 1] as number;
      }
      const fieldPile = view.fieldPile;
      if (fieldPile.length !== 0) writeCardAt(memo.fieldTopIndexOf(fieldPile[fieldPile.length - 1] as string), out, offset + FIELD_CARD);
      const pending = view.pending;
      // Pendings come in many shapes, so every read of their kind is a slow generic load: one is enough.
      const kind = pending.kind;
      out[offset + PENDING_KIND + pendingIndex(kind)] = 1;
      let extraLeft = 0;
      let hauntMoved = 0;
      switch (kind) {
        case 'gameOver':
          break;
        case 'declare':
          writeCard(pending.card, out, offset + PENDING_CARD);
          out[offset + PENDING_SEAT + relativeSeat(pending.seat, seat, numPlayers)] = 1;
          break;
        case 'extra':
          extraLeft = pending.left;
          out[offset + PENDING_SEAT + relativeSeat(pending.seat, seat, numPlayers)] = 1;
          break;
        case 'haunt':
          hauntMoved = pending.moved;
          writeInstance(pending.instance, seat, numPlayers, out, offset + INSTANCE);
          out[offset + PENDING_SEAT + relativeSeat(pending.seat, seat, numPlayers)] = 1;
          break;
        case 'defense':
          writeInstance(pending.instance, seat, numPlayers, out, offset + INSTANCE);
          out[offset + PENDING_SEAT + relativeSeat(pending.seat, seat, numPlayers)] = 1;
          break;
        case 'initialColour':
        case 'main':
        case 'postDraw':
        case 'roundOver':
          out[offset + PENDING_SEAT + relativeSeat(pending.seat, seat, numPlayers)] = 1;
          break;
      }
      out[offset + COLOUR + colourIndex(view.colour)] = 1;
      out[offset + CURRENT + relativeSeat(view.current, seat, numPlayers)] = 1;
      out[offset + FIRST_PLAYER + relativeSeat(view.firstPlayer, seat, numPlayers)] = 1;
      let ownTotal = 0;
      const scores = view.scores;
      for (let i = 0; i < scores.length; i++) {
        const score = scores[i] as View['scores'][number];
        if (score.seat === seat) ownTotal = score.total;
      }
      const at = offset + SCALARS;
      out[at] = numPlayers;
      out[at + 1] = byte(view.round);
      out[at + 2] = byte(fieldPile.length);
      out[at + 3] = byte(view.trumpets.length);
      out[at + 4] = byte(view.drawPileSize);
      out[at + 5] = byte(extraLeft);
      out[at + 6] = byte(hauntMoved);
      out[at + 7] = byte(ownTotal);
      out[at + 8] = byte(view.turnsThisRound);
      out[at + 9] = byte(view.voidRounds);
      out[at + 10] = view.finished ? 1 : 0;
      out[at + 11] = view.options.mode === 'subtraction' ? 1 : 0;
    },
  };
};

/** Gods' Gambit's encoding: 2,437 enumerated action ids. */
export const godsGambitEncoding: GameEncoding<View, Action> = {
  gameId: 'gods-gambit',
  summary:
    "Enumerated: every action's fields (card, destination, colour, relative target seat) are small finite sets, so their product (2,437 ids) names every action in one id.",
  encoder,
};

/** The observation layout, for docs and tests: [name, offset, length]. */
export const godsGambitLayout: readonly (readonly [string, number, number])[] = [
  ['hand (card index in ALL_CARD_IDS)', HAND, CARDS],
  ['per relative seat: handCount, skips, extraTurns, roundsOut, skillAreaSize, skill-area skill counts (18)', SEATS, MAX_SEATS * SEAT_BLOCK],
  ['field card features: kind 3, colour 4, number, skill 18, defense', FIELD_CARD, CARD_FEATURES],
  ['declared card features (same layout)', PENDING_CARD, CARD_FEATURES],
  ['colour (W K R U)', COLOUR, COLOURS.length],
  ['pending kind', PENDING_KIND, PENDING.length],
  ['pending seat (relative)', PENDING_SEAT, MAX_SEATS],
  ['defense/haunt instance: skill 18, user 6, target 6, aimedBy 6, lastCard', INSTANCE, SKILLS.length + 3 * MAX_SEATS + 1],
  ['current (relative)', CURRENT, MAX_SEATS],
  ['firstPlayer (relative)', FIRST_PLAYER, MAX_SEATS],
  ...SCALAR_NAMES.map((name, i) => [name, SCALARS + i, 1] as const),
];
