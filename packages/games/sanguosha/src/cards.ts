import type { CardId } from '@tavern/engine';

/** Suits: spade, heart, club, diamond (spec §0.5). */
export type Suit = 'S' | 'H' | 'C' | 'D';
/** Card names by their spec code (§0.4). */
export type CardName =
  | 'kill' | 'dodge' | 'peach'
  | 'dismantle' | 'steal' | 'duel' | 'borrowed_sword' | 'ex_nihilo' | 'negate'
  | 'barbarians' | 'arrows' | 'peach_garden' | 'harvest'
  | 'iron_chain' | 'fire_attack'
  | 'lightning' | 'indulgence'
  | 'crossbow' | 'qinggang' | 'ice_sword' | 'yinyang_swords' | 'green_dragon' | 'serpent_spear'
  | 'stone_axe' | 'sky_halberd' | 'kylin_bow'
  | 'eight_trigrams' | 'renwang_shield'
  | 'dilu' | 'jueying' | 'zhuahuang' | 'chitu' | 'dayuan' | 'zixing';

/** Card families: basic, trick, delayed trick, and the four equipment slots. */
export type CardType = 'basic' | 'trick' | 'delayed' | 'weapon' | 'armor' | 'plus' | 'minus';

/** One printed card (spec §1.3). */
export interface CardDef {
  readonly id: CardId;
  /** The number 1..108 of the spec's deck table. */
  readonly num: number;
  readonly name: CardName;
  readonly suit: Suit;
  /** 1 (A) .. 13 (K). */
  readonly rank: number;
  readonly type: CardType;
  /** Attack range, weapons only. */
  readonly range: number;
  readonly ex: boolean;
}

const TYPE_OF: Record<CardName, CardType> = {
  kill: 'basic', dodge: 'basic', peach: 'basic',
  dismantle: 'trick', steal: 'trick', duel: 'trick', borrowed_sword: 'trick', ex_nihilo: 'trick', negate: 'trick',
  barbarians: 'trick', arrows: 'trick', peach_garden: 'trick', harvest: 'trick',
  iron_chain: 'trick', fire_attack: 'trick',
  lightning: 'delayed', indulgence: 'delayed',
  crossbow: 'weapon', qinggang: 'weapon', ice_sword: 'weapon', yinyang_swords: 'weapon', green_dragon: 'weapon',
  serpent_spear: 'weapon', stone_axe: 'weapon', sky_halberd: 'weapon', kylin_bow: 'weapon',
  eight_trigrams: 'armor', renwang_shield: 'armor',
  dilu: 'plus', jueying: 'plus', zhuahuang: 'plus', chitu: 'minus', dayuan: 'minus', zixing: 'minus',
};

/** Weapon attack ranges (§4.7). */
export const WEAPON_RANGE: Partial<Record<CardName, number>> = {
  crossbow: 1, qinggang: 2, ice_sword: 2, yinyang_swords: 2, green_dragon: 3, serpent_spear: 3,
  stone_axe: 3, sky_halberd: 4, kylin_bow: 5,
};

// The deck table of §1.3 as [suit+rank, name] in id order 1..108; a trailing '*' marks an EX card.
const TABLE: readonly string[] = (
  'SA duel,SA lightning,S2 yinyang_swords,S2 eight_trigrams,S2 ice_sword*,S3 steal,S3 dismantle,S4 steal,' +
  'S4 dismantle,S5 green_dragon,S5 jueying,S6 qinggang,S6 indulgence,S7 kill,S7 barbarians,S8 kill,S8 kill,' +
  'S9 kill,S9 kill,S10 kill,S10 kill,SJ steal,SJ negate,SQ serpent_spear,SQ dismantle,SK barbarians,SK dayuan,' +
  'HA peach_garden,HA arrows,H2 dodge,H2 dodge,H3 peach,H3 harvest,H4 peach,H4 harvest,H5 kylin_bow,H5 chitu,' +
  'H6 peach,H6 indulgence,H7 peach,H7 ex_nihilo,H8 peach,H8 ex_nihilo,H9 peach,H9 ex_nihilo,H10 kill,H10 kill,' +
  'HJ kill,HJ ex_nihilo,HQ peach,HQ dismantle,HQ lightning*,HK dodge,HK zhuahuang,' +
  'CA duel,CA crossbow,C2 kill,C2 eight_trigrams,C2 renwang_shield*,C3 kill,C3 dismantle,C4 kill,C4 dismantle,' +
  'C5 kill,C5 dilu,C6 kill,C6 indulgence,C7 kill,C7 barbarians,C8 kill,C8 kill,C9 kill,C9 kill,C10 kill,C10 kill,' +
  'CJ kill,CJ kill,CQ borrowed_sword,CQ negate,CK borrowed_sword,CK negate,' +
  'DA duel,DA crossbow,D2 dodge,D2 dodge,D3 dodge,D3 steal,D4 dodge,D4 steal,D5 dodge,D5 stone_axe,D6 kill,' +
  'D6 dodge,D7 kill,D7 dodge,D8 kill,D8 dodge,D9 kill,D9 dodge,D10 kill,D10 dodge,DJ dodge,DJ dodge,DQ peach,' +
  'DQ sky_halberd,DQ negate*,DK kill,DK zixing'
).split(',');

const RANKS: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };

function buildDeck(): CardDef[] {
  const seen = new Map<string, number>();
  return TABLE.map((entry, index) => {
    const [face = '', rawName = ''] = entry.split(' ');
    const ex = rawName.endsWith('*');
    const name = (ex ? rawName.slice(0, -1) : rawName) as CardName;
    const suit = face[0] as Suit;
    const rankText = face.slice(1);
    const rank = RANKS[rankText] ?? Number(rankText);
    const code = `${name}:${suit}${rankText}`;
    const copy = (seen.get(code) ?? 0) + 1;
    seen.set(code, copy);
    return {
      id: (copy === 1 ? code : `${code}#${copy}`) as CardId,
      num: index + 1,
      name,
      suit,
      rank,
      type: TYPE_OF[name],
      range: WEAPON_RANGE[name] ?? 0,
      ex,
    };
  });
}

/** Every printed card of the 108-card deck, in the spec's id order. */
export const DECK: readonly CardDef[] = buildDeck();

const BY_ID = new Map<string, CardDef>(DECK.map((card) => [card.id, card]));

/** The definition of a card id, or undefined for a string that names no card. */
export function findCard(id: string): CardDef | undefined {
  return BY_ID.get(id);
}

/** The definition of a card id known to exist. */
export function cardDef(id: string): CardDef {
  const card = BY_ID.get(id);
  if (card === undefined) throw new Error(`unknown card id ${id}`);
  return card;
}

/** The card ids of a deck option: all 108, or the 104 without EX cards. */
export function deckIds(deck: 'standard_ex' | 'standard'): CardId[] {
  return DECK.filter((card) => deck === 'standard_ex' || !card.ex).map((card) => card.id);
}

/** Is this suit red? */
export function isRedSuit(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

/** Equipment slots in their canonical order (weapon, armour, +1, −1). */
export const SLOTS = ['weapon', 'armor', 'plus', 'minus'] as const;
/** One equipment slot. */
export type Slot = (typeof SLOTS)[number];

/** The slot an equipment card goes to, or null for other cards. */
export function slotOf(name: CardName): Slot | null {
  const type = TYPE_OF[name];
  return type === 'weapon' || type === 'armor' || type === 'plus' || type === 'minus' ? type : null;
}

/** The family of a card name. */
export function typeOf(name: CardName): CardType {
  return TYPE_OF[name];
}

const SUIT_GLYPH: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
const RANK_TEXT: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** The English display name of each card (spec §0.4). */
export const CARD_TITLE: Record<CardName, string> = {
  kill: 'Kill', dodge: 'Dodge', peach: 'Peach', dismantle: 'Dismantle', steal: 'Steal', duel: 'Duel',
  borrowed_sword: 'Borrowed Sword', ex_nihilo: 'Ex Nihilo', negate: 'Negate', barbarians: 'Barbarian Invasion',
  arrows: 'Arrow Barrage', peach_garden: 'Peach Garden', harvest: 'Harvest', iron_chain: 'Iron Chain',
  fire_attack: 'Fire Attack', lightning: 'Lightning',
  indulgence: 'Indulgence', crossbow: 'Zhuge Crossbow', qinggang: 'Qinggang Sword', ice_sword: 'Ice Sword',
  yinyang_swords: 'Yin-Yang Swords', green_dragon: 'Green Dragon Blade', serpent_spear: 'Serpent Spear',
  stone_axe: 'Stone Axe', sky_halberd: 'Sky Halberd', kylin_bow: 'Kylin Bow', eight_trigrams: 'Eight Trigrams',
  renwang_shield: 'Renwang Shield', dilu: 'Dilu', jueying: 'Jueying', zhuahuang: 'Zhuahuang Feidian',
  chitu: 'Chitu', dayuan: 'Dayuan', zixing: 'Zixing',
};

/** A card as players read it: "Kill ♠7". */
export function cardLabel(id: string): string {
  const card = findCard(id);
  if (card === undefined) return id === '?' ? '(hidden card)' : id;
  return `${CARD_TITLE[card.name]} ${SUIT_GLYPH[card.suit]}${RANK_TEXT[card.rank] ?? String(card.rank)}`;
}

/** A suit glyph. */
export function suitGlyph(suit: Suit): string {
  return SUIT_GLYPH[suit];
}
