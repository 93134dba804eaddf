import type { Seat } from '@tavern/engine';
import { GENERALS, game, type Action, type Options, type View } from '@tavern/sanguosha';
import { byte, relativeSeat, type Encoder, type GameEncoding } from '../encoding';

type PlayerView = View['players'][number];

/** Seats at the largest table (9 players). */
const MAX_SEATS = 9;
/** The card names of spec §1.3, in a fixed order. */
const CARD_NAMES = [
  'kill', 'dodge', 'peach', 'dismantle', 'steal', 'duel', 'borrowed_sword', 'ex_nihilo', 'negate', 'barbarians', 'arrows',
  'peach_garden', 'harvest', 'iron_chain', 'fire_attack', 'lightning', 'indulgence', 'crossbow', 'qinggang', 'ice_sword',
  'yinyang_swords', 'green_dragon', 'serpent_spear', 'stone_axe', 'sky_halberd', 'kylin_bow', 'eight_trigrams',
  'renwang_shield', 'dilu', 'jueying', 'zhuahuang', 'chitu', 'dayuan', 'zixing',
] as const;
const NAME_INDEX = new Map<string, number>(CARD_NAMES.map((name, i) => [name, i]));
const GENERAL_IDS = GENERALS.map((general) => general.id);
const GENERAL_INDEX = new Map<string, number>(GENERAL_IDS.map((id, i) => [id, i]));
/** Skills: every general's, then the equipment effects (named after their cards), then the card rules that act as skills. */
const SKILL_IDS = [...new Set([...GENERALS.flatMap((general) => general.skills), ...CARD_NAMES, 'pindian'])];
const SKILL_INDEX = new Map<string, number>(SKILL_IDS.map((id, i) => [id, i]));
const ACTION_TYPES = [
  'chooseGeneral', 'useCard', 'useSkill', 'endPhase', 'respond', 'respondSkill', 'pass', 'invoke', 'selectCard', 'finish',
  'pickHand', 'pickCard', 'chooseOption', 'chooseSeat', 'chooseSkill', 'place',
] as const;
const TYPE_INDEX = new Map<string, number>(ACTION_TYPES.map((type, i) => [type, i]));
/** Options of an `option` prompt, named by position in the prompt's list. */
const OPTIONS = 16;
/** Hand slots a `pickHand` may name (a face-down pick from another seat's hand). */
const HAND_SLOTS = 32;
/** Longest token sequence: a card use of several cards with several targets. */
const MAX_TOKENS = 24;
const ROLES = ['lord', 'loyalist', 'rebel', 'spy'] as const;
const FRAME_KINDS = ['game', 'turn', 'judgePhase', 'play', 'use', 'request', 'negate', 'judge', 'damage', 'dying', 'trigger', 'script', 'prompt'] as const;
const ASK_TYPES = ['chooseGeneral', 'play', 'respond', 'negate', 'confirm', 'select', 'pickCard', 'option', 'seat', 'harvest', 'order', 'arrange'] as const;
const PHASES = ['none', 'start', 'judge', 'draw', 'play', 'discard', 'end'] as const;
const SLOT_NAMES = ['weapon', 'armor', 'plus', 'minus'] as const;

/** Every card id of the deck `options` play with, sorted: a card token is its index here. */
function cardVocabulary(numPlayers: number, options: Options): readonly string[] {
  return [...game.allCards(game.setup(numPlayers, 'card-vocabulary', options))].sort();
}

function nameOf(card: string): number {
  const colon = card.indexOf(':');
  return NAME_INDEX.get(colon < 0 ? card : card.slice(0, colon)) ?? -1;
}

// A table holds a handful of distinct role tokens ("role:rebel#2"): each is parsed once.
const ROLE_BY_TOKEN = new Map<string, number>();

function roleOf(token: string | null): number {
  if (token === null) return -1;
  let role = ROLE_BY_TOKEN.get(token);
  if (role === undefined) {
    const bare = token.replace(/^role:/, '').replace(/#.*$/, '');
    role = ROLES.indexOf(bare as (typeof ROLES)[number]);
    ROLE_BY_TOKEN.set(token, role);
  }
  return role;
}

function indexIn(map: ReadonlyMap<string, number>, value: string, what: string): number {
  const index = map.get(value);
  if (index === undefined) throw new RangeError(`"${value}" is not a known Sanguosha ${what}`);
  return index;
}

function encoder(numPlayers: number, options: Options): Encoder<View, Action> {
  const cards = cardVocabulary(numPlayers, options);
  const cardIndex = new Map<string, number>(cards.map((id, i) => [id, i]));
  // Token segments.
  const TYPE = 0;
  const CARD = TYPE + ACTION_TYPES.length;
  const END = CARD + cards.length;
  const SEAT = END + 1;
  const NAME = SEAT + MAX_SEATS;
  const SKILL = NAME + CARD_NAMES.length;
  const NO_SKILL = SKILL + SKILL_IDS.length;
  const GENERAL = NO_SKILL + 1;
  const OPTION = GENERAL + GENERAL_IDS.length;
  const SLOT = OPTION + OPTIONS;
  const WHERE = SLOT + HAND_SLOTS;
  const NUM_ACTIONS = WHERE + 2;

  // Observation layout.
  const SEAT_BLOCK = 7 + ROLES.length + SLOT_NAMES.length + 4 + MAX_SEATS;
  const SEATS = 0;
  const HAND = SEATS + MAX_SEATS * SEAT_BLOCK;
  const HAND_NAMES = HAND + cards.length;
  const DISCARD_NAMES = HAND_NAMES + CARD_NAMES.length;
  const PROCESSING_NAMES = DISCARD_NAMES + CARD_NAMES.length;
  const OFFER = PROCESSING_NAMES + CARD_NAMES.length;
  const TURN_SEAT = OFFER + GENERAL_IDS.length;
  const PHASE = TURN_SEAT + MAX_SEATS;
  const TOP_FRAME = PHASE + PHASES.length;
  const ASK = TOP_FRAME + FRAME_KINDS.length;
  const ASKED = ASK + ASK_TYPES.length;
  const SCALARS = ASKED + MAX_SEATS;
  const SCALAR_COUNT = 6; // numPlayers, drawCount, turn number, kills this phase, looking count, finished
  const OBSERVATION_SIZE = SCALARS + SCALAR_COUNT;

  const card = (id: string): number => CARD + indexIn(cardIndex, id, 'card');
  const seatToken = (target: number, seat: Seat): number => SEAT + relativeSeat(target, seat, numPlayers);
  const skill = (id: string): number => SKILL + indexIn(SKILL_INDEX, id, 'skill');
  const pushCards = (list: readonly string[], out: number[]): void => {
    for (const id of list) out.push(card(id));
    out.push(END);
  };
  const pushSeats = (list: readonly number[], seat: Seat, out: number[]): void => {
    for (const target of list) out.push(seatToken(target, seat));
    out.push(END);
  };

  // A card's name by its vocabulary index, looked up once instead of sliced out of the id each time.
  const nameByIndex = cards.map(nameOf);
  const cardName = (id: string): number => {
    const index = cardIndex.get(id);
    return index === undefined ? nameOf(id) : (nameByIndex[index] as number);
  };

  // Successive views share the parts of the state that did not change (a seat's PlayerView, the
  // discard pile), so observe keeps what it wrote for the last one it met and redoes only the parts
  // that are new objects. A seat block depends on the observer too (conduct is written relative to
  // it): one is kept per observer and seat.
  const blockSources = new Array<PlayerView | null>(numPlayers * numPlayers).fill(null);
  const blocks = new Uint8Array(numPlayers * numPlayers * SEAT_BLOCK);
  let countedDiscard: readonly string[] = [];
  const discardCounts = new Uint8Array(CARD_NAMES.length);

  /** Writes the SEAT_BLOCK bytes of `player` as `seat` sees it into `out` at `at`. */
  const writeSeatBlock = (player: PlayerView, seat: Seat, out: Uint8Array, at: number): void => {
    out.fill(0, at, at + SEAT_BLOCK);
    out[at] = player.alive ? 1 : 0;
    out[at + 1] = byte(player.hp);
    out[at + 2] = byte(player.maxHp);
    out[at + 3] = byte(player.handCount);
    out[at + 4] = player.faceDown ? 1 : 0;
    out[at + 5] = player.chained ? 1 : 0;
    out[at + 6] = player.dying ? 1 : 0;
    const role = roleOf(player.role);
    if (role >= 0) out[at + 7 + role] = 1;
    for (let i = 0; i < SLOT_NAMES.length; i++) {
      const equipped = player.equip[SLOT_NAMES[i] as (typeof SLOT_NAMES)[number]];
      out[at + 7 + ROLES.length + i] = equipped === null ? 0 : cardName(equipped) + 1;
    }
    const rest = at + 7 + ROLES.length + SLOT_NAMES.length;
    out[rest] = byte(player.judge.length);
    out[rest + 1] = byte(player.buqu.length);
    out[rest + 2] = byte(player.usedLimited.length);
    out[rest + 3] = player.general === null ? 0 : (GENERAL_INDEX.get(player.general) ?? -1) + 1;
    for (let other = 0; other < numPlayers && other < MAX_SEATS; other++) {
      out[rest + 4 + relativeSeat(other, seat, numPlayers)] = byte(player.conduct[other] ?? 0);
    }
  };

  /** Where in `blocks` the seat block of `player` as `seat` sees it lies, written anew unless this observer met this PlayerView last time. */
  const keptSeatBlock = (player: PlayerView, seat: Seat): number => {
    const slot = seat * numPlayers + player.seat;
    if (blockSources[slot] !== player) {
      writeSeatBlock(player, seat, blocks, slot * SEAT_BLOCK);
      blockSources[slot] = player;
    }
    return slot * SEAT_BLOCK;
  };

  /** Name counts of the discard pile; a pile that only grew since the last one is counted from where that one ended. */
  const discardNameCounts = (pile: readonly string[]): Uint8Array => {
    if (pile === countedDiscard) return discardCounts;
    let from = pile.length >= countedDiscard.length ? countedDiscard.length : 0;
    for (let i = 0; i < from; i++) {
      if (pile[i] !== countedDiscard[i]) {
        from = 0;
        break;
      }
    }
    if (from === 0) discardCounts.fill(0);
    for (let i = from; i < pile.length; i++) {
      const name = cardName(pile[i] as string);
      if (name >= 0) discardCounts[name] = byte((discardCounts[name] ?? 0) + 1);
    }
    countedDiscard = pile;
    return discardCounts;
  };

  return {
    numActions: NUM_ACTIONS,
    observationSize: OBSERVATION_SIZE,
    maxTokens: MAX_TOKENS,
    actionTokens(action, view, seat, out) {
      out.push(TYPE + indexIn(TYPE_INDEX, action.type, 'action type'));
      switch (action.type) {
        case 'chooseGeneral':
          out.push(GENERAL + indexIn(GENERAL_INDEX, action.general, 'general'));
          return;
        case 'useCard':
          pushCards(action.cards, out);
          out.push(NAME + indexIn(NAME_INDEX, action.as, 'card name'), action.via === null ? NO_SKILL : skill(action.via));
          pushSeats(action.targets, seat, out);
          return;
        case 'useSkill':
          out.push(skill(action.skill));
          pushCards(action.cards, out);
          pushSeats(action.targets, seat, out);
          return;
        case 'respond':
          pushCards(action.cards, out);
          out.push(action.via === null ? NO_SKILL : skill(action.via));
          return;
        case 'respondSkill':
        case 'chooseSkill':
          out.push(skill(action.skill));
          return;
        case 'invoke':
          pushCards(action.cards, out);
          pushSeats(action.targets, seat, out);
          return;
        case 'selectCard':
        case 'pickCard':
          out.push(card(action.card));
          return;
        case 'pickHand':
          if (action.slot < 0 || action.slot >= HAND_SLOTS) throw new RangeError(`hand slot ${action.slot} is beyond ${HAND_SLOTS}`);
          out.push(SLOT + action.slot);
          return;
        case 'chooseOption': {
          const index = optionIndex(view, action.option);
          out.push(OPTION + index);
          return;
        }
        case 'chooseSeat':
          out.push(seatToken(action.seat, seat));
          return;
        case 'place':
          out.push(card(action.card), WHERE + (action.where === 'top' ? 0 : 1));
          return;
        case 'endPhase':
        case 'pass':
        case 'finish':
          return;
      }
    },
    observe(view, seat: Seat, out, offset) {
      out.fill(0, offset, offset + OBSERVATION_SIZE);
      const players = view.players;
      const keeps = Number.isInteger(seat) && seat >= 0 && seat < numPlayers;
      for (let i = 0; i < players.length; i++) {
        const player = players[i] as PlayerView;
        const to = offset + SEATS + relativeSeat(player.seat, seat, numPlayers) * SEAT_BLOCK;
        if (!keeps || !(Number.isInteger(player.seat) && player.seat >= 0 && player.seat < numPlayers)) {
          writeSeatBlock(player, seat, out, to);
          continue;
        }
        const from = keptSeatBlock(player, seat);
        for (let k = 0; k < SEAT_BLOCK; k++) out[to + k] = blocks[from + k] as number;
      }
      const me = view.players[seat];
      for (const id of me?.hand ?? []) {
        const index = cardIndex.get(id);
        if (index !== undefined) out[offset + HAND + index] = 1;
        const name = index === undefined ? nameOf(id) : (nameByIndex[index] as number);
        if (name >= 0) out[offset + HAND_NAMES + name] = byte((out[offset + HAND_NAMES + name] ?? 0) + 1);
      }
      out.set(discardNameCounts(view.discardPile), offset + DISCARD_NAMES);
      for (const id of view.processing) {
        const name = cardName(id);
        if (name >= 0) out[offset + PROCESSING_NAMES + name] = byte((out[offset + PROCESSING_NAMES + name] ?? 0) + 1);
      }
      for (const general of me?.offer ?? []) {
        const index = GENERAL_INDEX.get(general);
        if (index !== undefined) out[offset + OFFER + index] = 1;
      }
      out[offset + TURN_SEAT + relativeSeat(view.turn.seat, seat, numPlayers)] = 1;
      out[offset + PHASE + Math.max(0, PHASES.indexOf(view.turn.phase))] = 1;
      const top = view.stack[view.stack.length - 1];
      if (top !== undefined) {
        const kind = FRAME_KINDS.indexOf(top.kind);
        if (kind >= 0) out[offset + TOP_FRAME + kind] = 1;
        if (top.kind === 'prompt') {
          const ask = ASK_TYPES.indexOf(top.ask.type);
          if (ask >= 0) out[offset + ASK + ask] = 1;
          for (const asked of top.asked) out[offset + ASKED + relativeSeat(asked, seat, numPlayers)] = 1;
        }
      }
      const scalars = offset + SCALARS;
      out[scalars] = byte(numPlayers);
      out[scalars + 1] = byte(view.drawCount);
      out[scalars + 2] = byte(view.turn.number);
      out[scalars + 3] = byte(view.turn.kills);
      out[scalars + 4] = byte(view.looking?.count ?? 0);
      out[scalars + 5] = view.result === null ? 0 : 1;
    },
  };
}

/** The position of `option` in the options of the `option` prompt the viewer answers. */
function optionIndex(view: View, option: string): number {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i];
    if (frame?.kind === 'prompt' && frame.ask.type === 'option') {
      const index = frame.ask.options.indexOf(option);
      if (index >= 0 && index < OPTIONS) return index;
    }
  }
  throw new RangeError(`option "${option}" is not offered by an open prompt`);
}

/** Sanguosha's encoding: an action as a sequence of up to 24 tokens. */
export const sanguoshaEncoding: GameEncoding<View, Action, Options> = {
  gameId: 'sanguosha',
  summary:
    'Decomposed: an action type, then its fields one token each (cards by deck index ending with END, the card name it is used as, the skill or none, target seats relative to the actor ending with END). A card use may take several cards and several targets, so enumerating them would need millions of ids; as a token sequence 357 ids cover every action.',
  encoder,
};

/** Action types in token order (token = index), for docs and tests. */
export const sanguoshaActionTypes = ACTION_TYPES;
